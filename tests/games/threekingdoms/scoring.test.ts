import { describe, expect, it } from "vitest";
import { addSeriesScores, scoreGame, seriesLeaders, seriesLordSeat } from "../../../src/games/threekingdoms/scoring.ts";
import type { Role } from "../../../src/games/threekingdoms/types.ts";
import { textOf, en } from "./helpers.ts";

// 5 players: 1 Lord, 2 Loyalist, 3 Rebel, 4 Traitor, 5 Rebel
const roles: Role[] = ["lord", "loyalist", "rebel", "traitor", "rebel"];
const ps = (dead: number[]) => roles.map((role, i) => ({ seat: i + 1, role, alive: !dead.includes(i + 1) }));

describe("scoring table (seed, 4th edition)", () => {
  it("Lord side wins: Lord 4 + 2×surviving Loyalists, Loyalist 5 + surviving Loyalists, +1 per enemy killed", () => {
    const deaths = [
      { seat: 3, killer: 1 },
      { seat: 5, killer: 2 },
      { seat: 4, killer: 1 },
    ];
    const s = scoreGame({ players: ps([3, 4, 5]), side: "lord", deaths, winners: [1, 2] });
    expect(s[1]).toBe(4 + 2 * 1 + 2);
    expect(s[2]).toBe(5 + 1 + 1);
    expect(s[3]).toBe(0);
    expect(s[5]).toBe(0);
    expect(s[4]).toBe(0); // died last, but a Loyalist was still alive: not the one-on-one
  });

  it("the Traitor who played the one-on-one against the Lord scores 1 × players", () => {
    const deaths = [
      { seat: 3, killer: 1 },
      { seat: 5, killer: 2 },
      { seat: 2, killer: 4 },
      { seat: 4, killer: 1 },
    ];
    const s = scoreGame({ players: ps([2, 3, 4, 5]), side: "lord", deaths, winners: [1, 2] });
    expect(s[4]).toBe(5);
  });

  it("Lord side wins and the Traitor was not the last to face the Lord: Traitor 0", () => {
    const deaths = [
      { seat: 4, killer: 3 },
      { seat: 3, killer: 1 },
      { seat: 5, killer: 1 },
    ];
    const s = scoreGame({ players: ps([3, 4, 5]), side: "lord", deaths, winners: [1, 2] });
    expect(s[4]).toBe(0);
    expect(s[3]).toBe(1); // a Rebel still gets +1 for the Traitor killed
  });

  it("Rebels win: 3 × living Rebels, +1 per Loyalist or Traitor killed, +2 for the Lord; Traitor 1 if alive", () => {
    const deaths = [
      { seat: 2, killer: 3 },
      { seat: 1, killer: 3 },
    ];
    const s = scoreGame({ players: ps([1, 2]), side: "rebel", deaths, winners: [3, 5] });
    expect(s[3]).toBe(3 * 2 + 1 + 2);
    expect(s[5]).toBe(6);
    expect(s[1]).toBe(0);
    expect(s[2]).toBe(0);
    expect(s[4]).toBe(1);
    const dead = scoreGame({
      players: ps([1, 2, 4, 5]),
      side: "rebel",
      deaths: [
        { seat: 4, killer: 5 },
        { seat: 5, killer: 1 },
        { seat: 2, killer: 3 },
        { seat: 1, killer: 3 },
      ],
      winners: [3, 5],
    });
    expect(dead[4]).toBe(0);
    expect(dead[3]).toBe(3 + 1 + 2);
    expect(dead[5]).toBe(3 + 1);
  });

  it("Traitor wins: Traitor 4 + 2 × players, Lord 1, others 0", () => {
    const deaths = [
      { seat: 2, killer: 4 },
      { seat: 3, killer: 4 },
      { seat: 5, killer: 4 },
      { seat: 1, killer: 4 },
    ];
    const s = scoreGame({ players: ps([1, 2, 3, 5]), side: "traitor", deaths, winners: [4] });
    expect(s).toEqual({ 1: 1, 2: 0, 3: 0, 4: 4 + 2 * 5, 5: 0 });
  });
});

describe("series", () => {
  it("the Lord passes on each game and totals add up", () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => seriesLordSeat(i, [1, 2, 3, 4, 5]))).toEqual([1, 2, 3, 4, 5, 1]);
    // the next player at the table, not the next seat number
    expect([0, 1, 2, 3, 4].map((i) => seriesLordSeat(i, [3, 1, 5, 2, 4], 1))).toEqual([1, 5, 2, 4, 3]);
    let t = addSeriesScores({}, { Ann: 8, Bob: 7 });
    t = addSeriesScores(t, { Ann: 0, Bob: 3, Cat: 9 });
    expect(t).toEqual({ Ann: 8, Bob: 10, Cat: 9 });
    expect(seriesLeaders(t)).toEqual(["Bob"]);
  });
});

describe("scores are mailed", () => {
  it("a single game's end announces every player's score to all", async () => {
    const { scenario, E } = await import("./helpers.ts");
    const r = E.resign!(scenario({ n: 4, hands: { 1: ["SLASH-7S"] } }), 1); // the Lord leaves: the Rebels win
    if (!r.ok) throw new Error(en(r.error));
    const pub = r.value.events.filter((e) => e.to === "all").map(textOf);
    expect(pub).toContain("Scores (seed's 4th-edition table): Ann 0, Bob 0, Cat 3, Dan 1.");
  });
});
