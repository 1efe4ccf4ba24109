import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Rng } from "../../src/games/rng.ts";
import { parseCard, showCard } from "../../src/games/cards.ts";
import { parseDice, removeDice } from "../../src/games/dice.ts";
import { resolvePlayer } from "../../src/games/words.ts";

describe("Rng", () => {
  it("replays exactly from a saved state", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(50), (seed, skip) => {
        const a = Rng.seed(seed);
        for (let i = 0; i < skip; i++) a.nextU32();
        const saved = JSON.parse(JSON.stringify(a.save()));
        const b = Rng.from(saved);
        for (let i = 0; i < 20; i++) expect(b.nextU32()).toBe(a.nextU32());
      }),
    );
  });

  it("different seeds give different streams", () => {
    expect(Rng.seed("a").nextU32()).not.toBe(Rng.seed("b").nextU32());
  });

  it("int stays in range and shuffle is a permutation", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), fc.array(fc.integer()), (seed, n, xs) => {
        const r = Rng.seed(seed);
        const v = r.int(n);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThan(n);
        expect(r.shuffle(xs).sort()).toEqual(xs.slice().sort());
      }),
    );
  });

  it("dice are roughly uniform", () => {
    const r = Rng.seed("dice");
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[r.die() - 1]++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });
});

describe("card and dice notation", () => {
  it("forgives case, T for ten and suit symbols", () => {
    expect(parseCard("7h")).toBe("7H");
    expect(parseCard("TS")).toBe("10S");
    expect(parseCard("10♠")).toBe("10S");
    expect(parseCard("q♣")).toBe("QC");
    expect(parseCard("jester")).toBe("JESTER");
    expect(parseCard("11H")).toBeNull();
    expect(parseCard("7X")).toBeNull();
    expect(showCard("QC")).toBe("Q♣");
  });

  it("reads dice in several spellings", () => {
    expect(parseDice(["5", "6", "6"])).toEqual([5, 6, 6]);
    expect(parseDice(["5,6,6"])).toEqual([5, 6, 6]);
    expect(parseDice(["566"])).toEqual([5, 6, 6]);
    expect(parseDice(["7"])).toBeNull();
    expect(removeDice([1, 5, 5, 6], [5, 6])).toEqual([1, 5]);
    expect(removeDice([1, 5], [6])).toBeNull();
  });

  it("resolves players by seat, name and unique prefix", () => {
    const ps = [{ seat: 1, name: "Ann" }, { seat: 2, name: "Bob" }, { seat: 3, name: "Bobby" }];
    expect(resolvePlayer("2", ps)).toEqual({ ok: true, seat: 2 });
    expect(resolvePlayer("ann", ps)).toEqual({ ok: true, seat: 1 });
    expect(resolvePlayer("bob", ps)).toEqual({ ok: true, seat: 2 });
    expect(resolvePlayer("bo", ps).ok).toBe(false);
    expect(resolvePlayer("9", ps).ok).toBe(false);
  });
});
