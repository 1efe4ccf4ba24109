import type { Msg } from "../../../src/i18n/msg.ts";
import { describe, expect, it } from "vitest";
import { identityCards } from "../../../src/games/threekingdoms/identities.ts";
import { E, act, hand, newGame, options, players, refuse, scenario, renderEn, en } from "./helpers.ts";

const tally = (roles: string[]) => ["lord", "loyalist", "rebel", "traitor"].map((r) => roles.filter((x) => x === r).length);

describe("identities", () => {
  it("follows the table for 4 to 10 players", () => {
    expect(tally(identityCards(4, 1) as string[])).toEqual([1, 1, 1, 1]);
    expect(tally(identityCards(5, 1) as string[])).toEqual([1, 1, 2, 1]);
    expect(tally(identityCards(6, 1) as string[])).toEqual([1, 1, 3, 1]);
    expect(tally(identityCards(6, 2) as string[])).toEqual([1, 1, 2, 2]);
    expect(tally(identityCards(7, 1) as string[])).toEqual([1, 2, 3, 1]);
    expect(tally(identityCards(8, 1) as string[])).toEqual([1, 2, 4, 1]);
    expect(tally(identityCards(8, 2) as string[])).toEqual([1, 2, 3, 2]);
    expect(tally(identityCards(9, 1) as string[])).toEqual([1, 3, 4, 1]);
    expect(tally(identityCards(10, 1) as string[])).toEqual([1, 3, 4, 2]);
    expect(en(identityCards(5, 2) as Msg)).toMatch(/only for 6 or 8/);
    expect(en(identityCards(3, 1) as Msg)).toMatch(/4 to 10/);
  });

  it("setup refuses traitors=2 with 7 players and a bad lord seat", () => {
    expect(E.setup({ options: options({ traitors: "2" }), players: players(7), seed: "x" }).ok).toBe(false);
    expect(E.setup({ options: options({ series: "true", lord: "9" }), players: players(5), seed: "x" }).ok).toBe(false);
    expect(E.parseOptions({ traitors: "3" }).ok).toBe(false);
    expect(E.parseOptions({ colour: "red" }).ok).toBe(false);
  });

  it("deals identities at random from the seed, the Lord public, the others secret", () => {
    const s = newGame(6, "abc");
    const lord = s.players.find((p) => p.role === "lord")!;
    const pub = E.view(s, "public") as { players: { role: string | null }[] };
    pub.players.forEach((p, i) => expect(p.role).toBe(s.players[i].role === "lord" ? "lord" : null));
    const other = s.players.find((p) => p.role !== "lord")!;
    const mine = E.view(s, { seat: other.seat });
    expect(mine.players[other.seat - 1].role).toBe(other.role);
    expect(renderEn(mine)).toContain(`the ${other.role[0].toUpperCase()}${other.role.slice(1)}`);
    expect(lord.maxHp).toBe(5);
    expect(newGame(6, "abc")).toEqual(s); // the same seed deals the same game
  });

  it("gives 4 HP to everyone, and 5 to the Lord only with 5 or more players", () => {
    const four = newGame(4, "q");
    for (const p of four.players) expect(p.maxHp).toBe(4);
    const five = newGame(5, "q");
    for (const p of five.players) expect(p.maxHp).toBe(p.role === "lord" ? 5 : 4);
  });

  it("deals 4 cards each; the Lord takes the first turn and has drawn 2", () => {
    const s = newGame(5, "deal");
    const lord = s.players.find((p) => p.role === "lord")!;
    for (const p of s.players) expect(p.hand.length).toBe(p === lord ? 6 : 4);
    expect(s.turn.seat).toBe(lord.seat);
    expect(E.pending(s).map((p) => ({ ...p, what: en(p.what) }))).toEqual([
      { seat: lord.seat, what: expect.stringContaining("Play phase"), key: expect.any(String) },
    ]);
    expect(s.deck.length).toBe(108 - 22);
  });

  it("series mode fixes the Lord's seat", () => {
    const r = E.setup({ options: options({ series: "true", lord: "3" }), players: players(5), seed: "x" });
    expect(r.ok && r.value.players[2].role).toBe("lord");
  });

  it("state round-trips through JSON", () => {
    const s = newGame(7, "json");
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe("turn flow", () => {
  it("draws 2, plays, discards down to HP, then passes to the next living player", () => {
    let s = scenario({
      n: 5,
      current: 2,
      phase: "start",
      hp: { 2: 2 },
      hands: { 2: ["PEACH-3H", "DODGE-2D", "SLASH-7S"] },
      deck: ["DODGE-3D", "DODGE-4D"],
      dead: [3],
    });
    expect(hand(s, 2)).toEqual(["PEACH-3H", "DODGE-2D", "SLASH-7S", "DODGE-3D", "DODGE-4D"]);
    expect(s.ask?.kind).toBe("play");
    let st = act(s, 2, "DONE");
    s = st.s;
    expect(s.ask).toMatchObject({ seat: 2, kind: "discard", count: 3 });
    st = act(s, 2, "DISCARD DODGE-2D DODGE-3D DODGE-4D");
    expect(st.pub).toContain("Bob discards DODGE-2D, DODGE-3D, DODGE-4D.");
    expect(st.s.turn.seat).toBe(4); // Cat is dead
    expect(st.pub.some((t) => t.startsWith("Turn"))).toBe(true);
  });

  it("the discard must be exactly the excess, from the hand", () => {
    let s = scenario({ n: 4, current: 2, hp: { 2: 1 }, hands: { 2: ["PEACH-3H", "DODGE-2D", "SLASH-7S"] } });
    s = act(s, 2, "DONE").s;
    expect(s.ask?.count).toBe(2);
    expect(refuse(s, 2, "DISCARD PEACH-3H")).toMatch(/exactly 2/);
    expect(refuse(s, 2, "DISCARD PEACH-3H SLASH-9S")).toMatch(/no card SLASH-9S/);
    expect(refuse(s, 3, "DISCARD PEACH-3H")).toMatch(/not your move/);
  });

  it("reshuffles the discard pile when the deck runs out", () => {
    let s = scenario({ n: 4, current: 1, hands: { 1: ["EX-NIHILO-7H"] } });
    s = { ...s, discard: s.deck.slice(1), deck: s.deck.slice(0, 1) };
    const st = act(s, 1, "PLAY EX-NIHILO-7H");
    expect(st.pub.some((t) => t.startsWith("The discard pile is shuffled"))).toBe(true);
    expect(st.s.players[0].hand.length).toBe(2);
  });
});
