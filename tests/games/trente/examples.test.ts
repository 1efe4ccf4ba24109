// Every worked example of docs/rules/trente.md, under both rule sets, with scripted dice.
import { describe, expect, it } from "vitest";
import { oneByOne, play, score, scripted } from "./helpers.ts";

const NEXT_OPENING = [1, 2, 3, 4, 5, 6];

/** Ann (seat 1 of 3) sets aside `order` one die per roll; `after` = attack rolls that follow. */
function turn(rules: "house" | "classic", order: number[], after: number[][] = []) {
  const { engine, state, dice } = scripted({ rules }, 3, [...oneByOne(order), ...after, NEXT_OPENING]);
  const r = play(engine, state, ...order.map((d) => `KEEP ${d}`));
  expect(dice.left()).toBe(0); // every scripted roll was used: no more, no fewer
  return r;
}

describe("turn examples (dice set aside in order)", () => {
  for (const rules of ["house", "classic"] as const) {
    it(`${rules}: 4,5,6,6,5,4 = 30 → nothing`, () => {
      const { state, events } = turn(rules, [4, 5, 6, 6, 5, 4]);
      expect([score(state, 1), score(state, 2), score(state, 3)]).toEqual([30, 30, 30]);
      expect(events.join("\n")).toContain("= 30");
      expect(state.turn!.seat).toBe(2);
    });
    it(`${rules}: 6,3,3,2,5,6 = 25 → −5`, () => {
      const { state } = turn(rules, [6, 3, 3, 2, 5, 6]);
      expect(score(state, 1)).toBe(25);
    });
    it(`${rules}: 6,5,6,6,4,6 = 33 → attack at 3 on the next player`, () => {
      // the next player (Bob) under classic round 1, and the left = next under house (3 is odd)
      const { state, events } = turn(
        rules,
        [6, 5, 6, 6, 4, 6],
        [
          [3, 3, 1, 1, 1, 1],
          [3, 2, 2, 2],
          [1, 2, 2],
        ],
      );
      expect(events.join("\n")).toContain("Ann attacks Bob at 3");
      expect([score(state, 1), score(state, 2), score(state, 3)]).toEqual([30, 30 - 9, 30]);
    });
  }

  it("classic: 1,2,2,1,3,1 = 10 → attack at 2 (12 − 10) on the next player", () => {
    const { state, events } = turn(
      "classic",
      [1, 2, 2, 1, 3, 1],
      [
        [2, 1, 1, 1, 1, 1],
        [1, 1, 1, 1, 1],
      ],
    );
    expect(events.join("\n")).toContain("aiming for 12 or less");
    expect(events.join("\n")).toContain("Ann attacks Bob at 2");
    expect(score(state, 2)).toBe(28);
    expect(score(state, 1)).toBe(30);
  });
  it("house: 1,2,2,1,3,1 = 10 → −20", () => {
    const { state } = turn("house", [1, 2, 2, 1, 3, 1]);
    expect(score(state, 1)).toBe(10);
  });
  it("classic: 1,5,4,3,5,4 = 22 → −10 (12 or less, 22 − 12)", () => {
    const { state } = turn("classic", [1, 5, 4, 3, 5, 4]);
    expect(score(state, 1)).toBe(20);
  });
  it("house: 1,5,4,3,5,4 = 22 → −8", () => {
    const { state } = turn("house", [1, 5, 4, 3, 5, 4]);
    expect(score(state, 1)).toBe(22);
  });
});

describe("attack examples", () => {
  it("house: at 2, no 2 on the first roll → no damage, turn over", () => {
    const { state, events } = turn("house", [6, 6, 6, 6, 4, 4], [[1, 3, 4, 5, 6, 6]]);
    expect([score(state, 1), score(state, 2), score(state, 3)]).toEqual([30, 30, 30]);
    expect(events.join("\n")).toContain("loses nothing");
    expect(state.turn!.seat).toBe(2);
  });
  it("house: at 4 (S = 34, even → right = previous = Cid), two 4s then none → −8", () => {
    const { state } = turn(
      "house",
      [6, 6, 6, 6, 5, 5],
      [
        [4, 4, 1, 2, 3, 5],
        [1, 2, 3, 5],
      ],
    );
    expect([score(state, 1), score(state, 2), score(state, 3)]).toEqual([30, 30, 22]);
  });
  it("classic: at 4 (S = 34, round 1 → next = Bob), two 4s then none → −8", () => {
    const { state } = turn(
      "classic",
      [6, 6, 6, 6, 5, 5],
      [
        [4, 4, 1, 2, 3, 5],
        [1, 2, 3, 5],
      ],
    );
    expect([score(state, 1), score(state, 2), score(state, 3)]).toEqual([30, 22, 30]);
  });
  const mainPleineAt1 = [
    [1, 1, 1, 1, 2, 3],
    [1, 1],
    [1, 1, 1, 2, 3, 4],
    [2, 3, 4],
  ];
  it("house: at 1 (S = 31, odd → left = next = Bob): four 1s, two more (main pleine), three → −9", () => {
    const { state, events } = turn("house", [6, 6, 6, 6, 6, 1], mainPleineAt1);
    expect(events.join("\n")).toContain("main pleine");
    expect([score(state, 1), score(state, 2), score(state, 3)]).toEqual([30, 21, 30]);
  });
  it("classic: at 1 (S = 11 under 12 or less): four 1s, two more (main pleine), three → −9", () => {
    const { state } = turn("classic", [1, 1, 1, 2, 3, 3], mainPleineAt1);
    expect([score(state, 1), score(state, 2), score(state, 3)]).toEqual([30, 21, 30]);
  });
  it("house seed example: S = 32 → E = 2 on the right-hand neighbour; seven 2s → −14", () => {
    const { state, events } = turn(
      "house",
      [6, 6, 6, 6, 4, 4],
      [
        [2, 2, 2, 2, 2, 2],
        [2, 1, 3, 4, 5, 6],
        [1, 3, 4, 5, 6],
      ],
    );
    expect(events.join("\n")).toContain("Ann attacks Cid at 2");
    expect([score(state, 1), score(state, 2), score(state, 3)]).toEqual([30, 30, 16]);
  });
  it("main pleine reached over several rolls takes all six back", () => {
    // 3 twos, then the 3 other dice all 2 → six held → six dice again: one 2, then none → 7 × 2
    const { state } = turn(
      "house",
      [6, 6, 6, 6, 4, 4],
      [
        [2, 2, 2, 1, 1, 1],
        [2, 2, 2],
        [2, 5, 5, 5, 5, 5],
        [5, 5, 5, 5, 5],
      ],
    );
    expect(score(state, 3)).toBe(16);
  });
});
