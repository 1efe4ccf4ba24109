// What a step took from the deck, for verify's listing (src/games/threekingdoms/dealt.ts): the cards a
// Draw phase dealt, top first, by code — a draw the generator does not make, yet the player saw it.
import { describe, expect, it } from "vitest";
import { replayRecord } from "../../../src/games/replay.ts";
import { deckTable } from "../../../src/games/threekingdoms/cards/cards.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import { act, E, hand, options, players, scenario } from "./helpers.ts";

const deckCodesOf = (s: State) => s.deck.map((i) => deckTable(s.options.maneuvering)[i].code);

describe("Three Kingdoms tells verify what a step took from the deck", () => {
  it("the next player's Draw phase: the deck's two top cards, in order, now in their hand", () => {
    const s = scenario({ n: 4, current: 1, deck: ["PEACH-3H", "DODGE-2D", "SLASH-9C"] });
    const r = act(s, 1, "DONE");
    expect(E.dealt!(s, r.s)).toEqual([{ from: "deck", items: ["PEACH-3H", "DODGE-2D"] }]);
    expect(hand(r.s, 2)).toEqual(expect.arrayContaining(["PEACH-3H", "DODGE-2D"]));
    expect(deckCodesOf(r.s)[0]).toBe("SLASH-9C");
  });

  it("a step that took nothing from the deck lists nothing", () => {
    const s = scenario({ n: 4, current: 1, hands: { 1: ["SLASH-7S"] }, deck: ["PEACH-3H"] });
    const r = act(s, 1, "PLAY SLASH-7S -> Bob");
    expect(E.dealt!(s, r.s)).toEqual([]);
  });

  it("a replayed game: every step that dealt cards says which (the listing's lines)", () => {
    const seed = `hmac-sha256-step:${"5c".repeat(32)}`;
    const ps = players(4);
    const log: Array<{ seat: number | null; line: string }> = [];
    const o = options() as unknown as Record<string, unknown>;
    for (let i = 0; i < 40; i++) {
      const r = replayRecord(E, { seed, options: o, players: ps, log });
      if (!r.ok) throw new Error(r.error);
      const p = E.pending(r.value.state as State)[0];
      if (!p) break;
      const legal = E.legalMoves!(r.value.state as State, p.seat);
      log.push({ seat: p.seat, line: legal.includes("DONE") ? "DONE" : legal[0] });
    }
    const r = replayRecord(E, { seed, options: o, players: ps, log });
    if (!r.ok) throw new Error(r.error);
    const dealtSteps = r.value.steps.filter((s) => s.dealt?.length);
    expect(dealtSteps.length).toBeGreaterThan(3);
    for (const s of dealtSteps)
      for (const d of s.dealt!) expect(d.items.every((c) => /^[A-Z0-9-]+-(10|[2-9JQKA])[SHCD]/.test(c))).toBe(true);
  });
});
