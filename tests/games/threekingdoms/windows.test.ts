// Response windows never reveal a hand: every eligible player is asked whatever they hold,
// and what everyone else sees — public events, public view, the pending decision — is the same whether
// the asked player holds an answering card or not.
import { describe, expect, it } from "vitest";
import { act, askAll, E, scenario, type Scenario, renderEn } from "./helpers.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";

const publicOf = (s: State) => ({ view: renderEn(E.view(s, "public")), pending: E.pending(s).map((p) => ({ ...p, what: "" })) });

/** Plays `lines` in two positions differing only in one hidden card; compares everything public. */
function same(base: Scenario, seat: number, holding: string, notHolding: string, lines: [number, string][]): void {
  askAll(() => {
    const run = (card: string) => {
      const hands = { ...base.hands, [seat]: [...(base.hands?.[seat] ?? []), card] };
      let s = scenario({ ...base, hands });
      const out = [publicOf(s)];
      for (const [who, line] of lines) {
        const st = act(s, who, line);
        s = st.s;
        out.push({ ...publicOf(s), pub: st.pub } as never);
      }
      return out;
    };
    expect(run(holding)).toEqual(run(notHolding));
  });
}

describe("response windows do not leak hands", () => {
  it("the target of a Slash is asked with or without a Dodge; a pass looks the same", () => {
    same({ n: 5, hands: { 1: ["SLASH-7S"] } }, 2, "DODGE-2H", "SLASH-8S", [
      [1, "PLAY SLASH-7S -> Bob"],
      [2, "PASS"],
    ]);
  });

  it("a Nullification window asks every living player at once, holding one or not, and closes when all passed", () => {
    askAll(() => {
      let s = scenario({ n: 4, hands: { 1: ["EX-NIHILO-7H"], 3: ["NULLIFY-JS"] } });
      s = act(s, 1, "PLAY EX-NIHILO-7H").s;
      expect(E.pending(s).map((p) => p.seat)).toEqual([1, 2, 3, 4]);
      for (const seat of [3, 1, 4]) {
        s = act(s, seat, "PASS").s;
        expect(E.pending(s).map((p) => p.seat)).not.toContain(seat); // still open for the others
        expect(s.players[0].hand).toHaveLength(0);
      }
      s = act(s, 2, "PASS").s;
      expect(s.players[0].hand).toHaveLength(2); // the last pass closes it: Ex Nihilo draws
    });
    same({ n: 4, hands: { 1: ["EX-NIHILO-7H"] } }, 3, "NULLIFY-JS", "SLASH-8S", [
      [1, "PLAY EX-NIHILO-7H"],
      [1, "PASS"],
      [2, "PASS"],
      [3, "PASS"],
      [4, "PASS"],
    ]);
  });

  it("Peaches for a dying player are asked of everyone in turn order", () => {
    same({ n: 4, hands: { 1: ["SLASH-7S"] }, hp: { 2: 1 } }, 3, "PEACH-3H", "SLASH-8S", [
      [1, "PLAY SLASH-7S -> Bob"],
      [2, "PASS"],
      [1, "PASS"],
      [2, "PASS"],
      [3, "PASS"],
      [4, "PASS"],
    ]);
  });

  it("AUTO dodge answers at once whether or not a Dodge is held (nobody waits on either)", () => {
    askAll(() => {
      const a = act(
        scenario({ n: 5, hands: { 1: ["SLASH-7S"], 2: ["PEACH-3H"] }, auto: { 2: ["dodge"] } }),
        1,
        "PLAY SLASH-7S -> Bob",
      );
      expect(a.pub).toContain("Bob does not respond.");
      const b = act(
        scenario({ n: 5, hands: { 1: ["SLASH-7S"], 2: ["DODGE-2H"] }, auto: { 2: ["dodge"] } }),
        1,
        "PLAY SLASH-7S -> Bob",
      );
      expect(b.pub).toContain("Bob plays DODGE-2H.");
      expect(a.s.ask?.seat).toBe(1);
      expect(b.s.ask?.seat).toBe(1);
    });
  });
});
