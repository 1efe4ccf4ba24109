// Setup (rules: "Components") and options.
import { describe, expect, it } from "vitest";
import { rankOf, isJester } from "../../../src/games/cards.ts";
import type { Words } from "../../../src/games/engine.ts";
import { E, en, newGame, players } from "./helpers.ts";

/** The English error of a refused result. */
function refusal(r: { ok: true } | { ok: false; error: Words } | null): string {
  if (!r || r.ok) throw new Error("accepted");
  return en(r.error);
}

describe("setup", () => {
  it.each([
    [1, 8, 0],
    [2, 7, 0],
    [3, 6, 1],
    [4, 5, 2],
  ])("%i players: hand of %i, %i Jester(s) in the Tavern", (n, max, jesters) => {
    const s = newGame(n);
    expect(s.maxHand).toBe(max);
    for (const h of s.hands) expect(h).toHaveLength(max);
    const all = [...s.tavern, ...s.hands.flat()];
    expect(all.filter(isJester)).toHaveLength(jesters);
    expect(all).toHaveLength(40 + jesters);
    expect(all.every((c) => isJester(c) || !["J", "Q", "K"].includes(rankOf(c)!))).toBe(true);
    expect(s.soloJesters).toBe(n === 1 ? 2 : 0);
  });

  it("builds the Castle as 4 Jacks on 4 Queens on 4 Kings, the top Jack face up", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const s = newGame(2, seed);
      const castle = [s.enemy!.card, ...s.castle];
      expect(castle.map((c) => rankOf(c))).toEqual(["J", "J", "J", "J", "Q", "Q", "Q", "Q", "K", "K", "K", "K"]);
      expect(new Set(castle).size).toBe(12);
    }
  });

  it("shuffles by seed: same seed same table, other seed another table", () => {
    expect(newGame(3, "x")).toEqual(newGame(3, "x"));
    expect(newGame(3, "x").tavern).not.toEqual(newGame(3, "y").tavern);
  });

  it("starts with seat 1 to play, no damage, nobody yielded", () => {
    const s = newGame(4);
    expect(E.pending(s)).toEqual([{ seat: 1, what: expect.anything(), key: expect.any(String) }]);
    expect(en(E.pending(s)[0].what)).toBe("your turn: PLAY <cards> or YIELD");
    expect(s.enemy!.damage).toBe(0);
    expect(s.yielded).toEqual([false, false, false, false]);
  });

  it("accepts 1–4 players in official, 2–4 in seed", () => {
    expect(E.setup({ options: { ruleset: "official" }, players: players(1), seed: "s" }).ok).toBe(true);
    const solo = E.setup({ options: { ruleset: "seed" }, players: players(1), seed: "s" });
    expect(solo.ok).toBe(false);
    if (!solo.ok) expect(en(solo.error)).toBe("Regicide (seed rules) is for 2 to 4 players, not 1");
    const five = [...players(4), { seat: 5, name: "Eve", options: {} }];
    expect(E.setup({ options: { ruleset: "official" }, players: five, seed: "s" }).ok).toBe(false);
  });

  it("state is plain JSON", () => {
    const s = newGame(3);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe("options", () => {
  it("defaults to the official ruleset", () => {
    expect(E.parseOptions({})).toEqual({ ok: true, value: { ruleset: "official", late: "pause" } });
    expect(E.parseOptions({ late: "PLAY" })).toEqual({ ok: true, value: { ruleset: "official", late: "play" } });
    expect(refusal(E.parseOptions({ late: "never" }))).toBe('late must be pause or play, not "never"');
  });
  it("accepts ruleset=seed in any case", () => {
    expect(E.parseOptions({ ruleset: "SEED" })).toEqual({ ok: true, value: { ruleset: "seed", late: "pause" } });
  });
  it("names a bad value or an unknown option", () => {
    expect(refusal(E.parseOptions({ ruleset: "house" }))).toBe('ruleset must be official or seed, not "house"');
    const r = E.parseOptions({ jesters: "3" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(en(r.error)).toContain('"jesters"');
  });
});

describe("parse", () => {
  it("returns null for other games' verbs", () => {
    expect(E.parse("KEEP 5 6")).toBeNull();
    expect(E.parse("RESPOND DODGE-7S")).toBeNull();
  });
  it("forgives case, spacing, symbols, T for 10 and commas", () => {
    expect(E.parse("  play   5h  5♦ ")).toEqual({ ok: true, value: { type: "play", cards: ["5H", "5D"] } });
    expect(E.parse("Play ts,aC")).toEqual({ ok: true, value: { type: "play", cards: ["10S", "AC"] } });
    expect(E.parse("play jester")).toEqual({ ok: true, value: { type: "play", cards: ["JESTER"] } });
    expect(E.parse("discard 10h qs")).toEqual({ ok: true, value: { type: "discard", cards: ["10H", "QS"] } });
    expect(E.parse("yield")).toEqual({ ok: true, value: { type: "yield" } });
    expect(E.parse("flip")).toEqual({ ok: true, value: { type: "flip" } });
    expect(E.parse("next  Bob")).toEqual({ ok: true, value: { type: "next", player: "Bob" } });
    expect(E.parse("tavern yes")).toEqual({ ok: true, value: { type: "tavern", yes: true } });
    expect(E.parse("TAVERN no")).toEqual({ ok: true, value: { type: "tavern", yes: false } });
  });
  it("explains malformed lines", () => {
    expect(refusal(E.parse("PLAY"))).toBe("PLAY needs cards, e.g. PLAY 7H or PLAY 5H 5D");
    expect(refusal(E.parse("PLAY 7X"))).toBe('"7X" is not a card: write rank then suit, e.g. 7H, 10S, QC, or JESTER');
    expect(refusal(E.parse("TAVERN maybe"))).toBe("write TAVERN YES or TAVERN NO");
    expect(E.parse("NEXT")!.ok).toBe(false);
    expect(E.parse("YIELD now")!.ok).toBe(false);
  });
});
