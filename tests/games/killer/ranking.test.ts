import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cv, rankReport, ranksFromGroups } from "../../../src/games/killer/ranking.ts";

// The seed's chart, typed as printed (row 7 is the misprinted one).
const CHART: (number | null)[][] = [
  [null, 1, 1, 2, 2, 3, 3, 4, 4],
  [1, null, 1, 1, 2, 2, 3, 3, 4],
  [1, 1, null, 1, 1, 2, 2, 3, 3],
  [2, 1, 1, null, 1, 1, 2, 2, 3],
  [2, 2, 1, 1, null, 1, 1, 2, 2],
  [3, 2, 2, 1, 1, null, 1, 1, 2],
  [2, 2, 3, 3, 4, 4, null, 1, 1], // misprint: must read 3 3 2 2 1 1 X 1 1
  [4, 3, 3, 2, 2, 1, 1, null, 1],
  [4, 4, 3, 3, 2, 2, 1, 1, null],
];

describe("CV(i, j) = ⌈|i − j| / 2⌉", () => {
  it("matches every cell of the seed chart except the misprinted row 7", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (i, j) => {
        fc.pre(i !== j && i !== 7);
        expect(cv(i, j)).toBe(CHART[i - 1][j - 1]);
      }),
      { numRuns: 300 },
    );
    // and exhaustively, so no cell is left to chance
    for (let i = 1; i <= 9; i++) for (let j = 1; j <= 9; j++) if (i !== j && i !== 7) expect(cv(i, j)).toBe(CHART[i - 1][j - 1]);
  });
  it("gives row 7 as column 7 of the chart shows (the correction), not as printed", () => {
    expect([1, 2, 3, 4, 5, 6, 8, 9].map((j) => cv(7, j))).toEqual([3, 3, 2, 2, 1, 1, 1, 1]);
    expect([1, 2, 3, 4, 5, 6, 8, 9].map((j) => CHART[j - 1][6])).toEqual([3, 3, 2, 2, 1, 1, 1, 1]);
    expect(cv(7, 1)).not.toBe(CHART[6][0]);
  });
  it("is symmetric and extends past 9 players", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), (i, j) => cv(i, j) === cv(j, i)));
    expect(cv(1, 12)).toBe(6);
  });
});

describe("rankReport", () => {
  it("reproduces the seed's worked example (turn 199)", () => {
    const power = { P2: 1, P4: 2, P1: 3, P6: 4, P5: 4, P3: 4 };
    const ks = { P2: 1, P4: 0, P1: 1, P6: 1, P5: 0, P3: 0 };
    const rows = rankReport(power, ks, ["P6", "P5", "P3"]);
    expect(rows.map((r) => [r.id, r.place])).toEqual([
      ["P2", 1],
      ["P1", 2],
      ["P4", 3],
      ["P6", 4],
      ["P5", 4],
      ["P3", 4],
    ]);
    expect(rows.find((r) => r.id === "P4")!.final).toBe(3); // lost one place to P1
    expect(rows.find((r) => r.id === "P1")!.final).toBe(2); // gained one over P4
    expect(rows.find((r) => r.id === "P2")!.final).toBe(1);
  });
  it("without destroyed civs listed in the graph gives the same result", () => {
    const rows = rankReport({ P2: 1, P4: 2, P1: 3 }, { P2: 1, P4: 0, P1: 1 }, ["P6", "P5", "P3"]);
    expect(rows.map((r) => r.id)).toEqual(["P2", "P1", "P4", "P6", "P5", "P3"]);
  });
  it("does not compare equal ranks", () => {
    const rows = rankReport({ A: 1, B: 1 }, { A: 0, B: 5 }, []);
    expect(rows.map((r) => [r.id, r.final, r.place])).toEqual([
      ["A", 1, 1],
      ["B", 1, 1],
    ]);
  });
  it("needs KS difference ≥ CV: far apart ranks need more kills", () => {
    // D (rank 4, KS 1) gains on C and B (CV 1) but not on A (CV 2); B and C each lose one place.
    expect(rankReport({ A: 1, B: 2, C: 3, D: 4 }, { D: 1 }, []).map((r) => [r.id, r.final])).toEqual([
      ["A", 1],
      ["D", 2],
      ["B", 3],
      ["C", 4],
    ]);
    const rows = rankReport({ A: 1, B: 2, C: 3, D: 4 }, { D: 2 }, []);
    expect(rows.find((r) => r.id === "D")!.final).toBe(1); // gains on A, B, C
    expect(rows.map((r) => r.id)).toEqual(["D", "A", "B", "C"]);
  });
  it("breaks equal finals by base rank", () => {
    // B (2) gains on A (1): B final 1, A final 2 … C (3) gains on B? KS equal → no.
    const rows = rankReport({ A: 1, B: 2, C: 3 }, { A: 0, B: 1, C: 1 }, []);
    expect(rows.map((r) => [r.id, r.final])).toEqual([
      ["B", 1],
      ["C", 2],
      ["A", 3],
    ]);
  });
  it("is a permutation of the players, survivors first, destroyed tied after them", () => {
    const ids = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(ids, { minLength: 1 }),
        fc.array(fc.integer({ min: 1, max: 11 }), { minLength: 11, maxLength: 11 }),
        fc.array(
          fc.integer({ min: -4, max: 16 }).map((x) => x / 2),
          { minLength: 11, maxLength: 11 },
        ),
        fc.integer({ min: 0, max: 11 }),
        (players, ranks, kss, nDead) => {
          const dead = players.slice(0, Math.min(nDead, players.length - 1));
          const power: Record<string, number> = {},
            ks: Record<string, number> = {};
          players.forEach((p, i) => {
            if (!dead.includes(p)) power[p] = ranks[i];
            ks[p] = kss[i];
          });
          const rows = rankReport(power, ks, dead);
          expect(rows.map((r) => r.id).sort()).toEqual([...players].sort());
          const alive = players.length - dead.length;
          rows.forEach((r, k) => {
            expect(r.destroyed).toBe(k >= alive);
            if (r.destroyed) expect(r.place).toBe(alive + 1);
            else expect(r.place).toBeLessThanOrEqual(k + 1);
          });
          for (let k = 1; k < alive; k++) expect(rows[k].final!).toBeGreaterThanOrEqual(rows[k - 1].final!);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("ranksFromGroups", () => {
  it("uses competition ranking for equals", () => {
    expect(ranksFromGroups([["A"], ["B", "C"], ["D"]])).toEqual({ A: 1, B: 2, C: 2, D: 4 });
  });
});
