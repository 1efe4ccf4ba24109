// Whole games driven through parse + apply, as the mail pipeline will drive them.
import { describe, expect, it } from "vitest";
import { killerEngine as E, type KillerState } from "../../../src/games/killer/index.ts";
import { targetMapProblem } from "../../../src/games/killer/targets.ts";
import type { Actor, GameEvent } from "../../../src/games/engine.ts";
import { ADMIN, en, newGame, run, seat, targetsByCiv, textsTo } from "./helpers.ts";

/** Runs lines in order, checking the target invariant and JSON round trip after each one. */
function script(s0: KillerState, steps: [Actor, string][]) {
  let s = s0;
  const log: GameEvent[][] = [];
  for (const [actor, line] of steps) {
    const r = run(s, actor, line);
    s = JSON.parse(JSON.stringify(r.state));
    expect(s).toEqual(r.state);
    expect(targetMapProblem(s.targets)).toBeNull();
    log.push(r.events);
  }
  return { s, log, all: log.flat() };
}

describe("the seed's worked example, played out (6 players, turn 199)", () => {
  it("gives P2, P1, P4, then P6, P5, P3 tied 4th", () => {
    const civs = ["P1", "P2", "P3", "P4", "P5", "P6"];
    // cycle P1→P3→P6→P5→P2→P4→P1
    const s0 = newGame(civs, { rated: "true", reportevery: "0", order: "P1,P3,P6,P5,P2,P4" });
    const { s, log } = script(s0, [
      [ADMIN, "TURN 50"],
      [ADMIN, "KILL P6 P5 TURN 50"], // P6 kills its target: KS 1
      [ADMIN, "TURN 80"],
      [ADMIN, "KILL P1 P3 TURN 80"], // P1 kills its target: KS 1
      [ADMIN, "TURN 120"],
      [ADMIN, "KILL P2 P6 TURN 120"], // P6 hunted P2: P2 kills its killer, KS 1
      [ADMIN, "TURN 199"],
      [ADMIN, "REPORT"],
      [ADMIN, "POWER P2 P4 P1 P6=P5=P3"],
    ]);
    expect(s.ks).toEqual({ 1: 1, 2: 1, 3: 0, 4: 0, 5: 0, 6: 1 });
    const report = textsTo(log[8], "all")[0].split("\n");
    expect(report.slice(0, 4)).toEqual([
      "Rank report after Civ turn 199",
      "1. P2 (P2): KS 1, power rank 1",
      "2. P1 (P1): KS 1, power rank 3",
      "3. P4 (P4): KS 0, power rank 2",
    ]);
    expect(report.slice(4).sort()).toEqual([
      "4= P3 (P3): destroyed in turn 80, KS 0",
      "4= P5 (P5): destroyed in turn 50, KS 0",
      "4= P6 (P6): destroyed in turn 120, KS 1",
    ]);
  });
});

describe("a full 5-player Highlander game (rated)", () => {
  it("plays to the last civilization with reports after turn 10, turn 20 and at the end", () => {
    const s0 = newGame(["Rome", "Gaul", "Egypt", "Persia", "Greece"], { rated: "true", order: "Rome,Gaul,Egypt,Persia,Greece" });
    const { s, log, all } = script(s0, [
      [ADMIN, "TURN 5"],
      [seat(1), "KILLED gaul TURN 5"], // 1
      [ADMIN, "CONFIRM r1"], // 2: Rome +1, Rome → Egypt
      [seat(1), "TARGET"], // 3
      [ADMIN, "TURN 10"], // 4: report due, power graph missing
      [ADMIN, "POWER Egypt Rome Persia Greece"], // 5: report after turn 10
      [ADMIN, "TURN 15"], // 6
      [ADMIN, "KILL Persia Greece TURN 12"], // 7: Persia +1, Persia → Rome
      [seat(3), "KILLED Persia TURN 15"], // 8
      [ADMIN, "CONFIRM r2"], // 9: Egypt +1, Egypt → Rome; Rome ↔ Egypt
      [seat(1), "NULL AGREE"], // 10
      [seat(3), "NULL REFUSE"], // 11
      [ADMIN, "TURN 20"], // 12
      [ADMIN, "POWER Rome Egypt"], // 13: report after turn 20
      [ADMIN, "TURN 22"], // 14
      [ADMIN, "KILL Rome Egypt TURN 22"], // 15: game over, final report waits
      [ADMIN, "POWER Rome"], // 16: final report
      [seat(4), "RANKS"], // 17
    ]);
    expect(textsTo(log[3], 1)).toEqual(["Your target: Egypt."]);
    expect(textsTo(log[4], "all").some((t) => t.startsWith("Rank report"))).toBe(false);
    expect(textsTo(log[4], "host")[0]).toMatch(/POWER TURN 10 Rome Egypt Persia Greece/);
    expect(textsTo(log[5], "all")).toEqual([[
      "Rank report after Civ turn 10",
      "1. Rome (P1): KS 1, power rank 2", // gains on Egypt (KS 1 − 0 ≥ CV(2,1) = 1)
      "2. Egypt (P3): KS 0, power rank 1",
      "3. Persia (P4): KS 0, power rank 3",
      "4. Greece (P5): KS 0, power rank 4",
      "5. Gaul (P2): destroyed in turn 5, KS 0",
    ].join("\n")]);
    expect(targetsByCiv(s)).toEqual({});
    expect(textsTo(log[13], "all")[0].split("\n")).toEqual([
      "Rank report after Civ turn 20",
      "1. Rome (P1): KS 1, power rank 1",
      "2. Egypt (P3): KS 1, power rank 2",
      "3= Gaul (P2): destroyed in turn 5, KS 0",
      "3= Greece (P5): destroyed in turn 12, KS 0",
      "3= Persia (P4): destroyed in turn 15, KS 1",
    ]);
    expect(E.outcome(s)).toMatchObject({ status: "finished", winners: [1], scores: { 1: 2, 2: 0, 3: 1, 4: 1, 5: 0 } });
    // players learn "Game over" from the service's closing mail; the administrator (no seat) from the engine
    expect(textsTo(log[15], "all")).toEqual(["Egypt was destroyed by Rome in Civ turn 22."]);
    expect(textsTo(log[15], "admin").join("\n")).toContain("Game over. Rome wins: last civilization standing.");
    expect(textsTo(log[15], "host").join()).toMatch(/due for turn 22 \(final\)/);
    const final = textsTo(log[16], "all")[0];
    expect(textsTo(log[16], "admin")).toContain(final);
    expect(final.split("\n")[0]).toBe("Final rank report (Civ turn 22)");
    expect(final).toContain("1. Rome (P1): KS 2, power rank 1");
    expect(final).toContain("2= Egypt (P3): destroyed in turn 22, KS 1");
    expect(final.split("\n").at(-1)).toBe("Result: Rome wins: last civilization standing.");
    expect(textsTo(log[17], 4)).toEqual([final]);
    expect(E.pending(s)).toEqual([]);
    // reports went out exactly once each: after 10, after 20, final
    expect(all.filter((e) => e.to === "all" && /rank report/i.test(en(e.msg)))).toHaveLength(3);
  });
});

describe("a full 4-player Quick game (unrated)", () => {
  it("ends after the turn of the first own-target kill; both own-target killers of that turn win", () => {
    const s0 = newGame(["Rome", "Gaul", "Egypt", "Persia"], { variant: "quick", order: "Rome,Gaul,Egypt,Persia" });
    const { s, log, all } = script(s0, [
      [ADMIN, "TURN 10"], // 0: standings after turn 10 (no power graph needed)
      [ADMIN, "TURN 11"], // 1
      [seat(1), "KILLED Gaul TURN 11"], // 2
      [ADMIN, "CONFIRM r1"], // 3: Rome killed its target in 11 → Rome → Egypt
      [ADMIN, "KILL Persia Rome TURN 11"], // 4: Rome was Persia's target: Persia wins too; Persia → Egypt
      [seat(3), "TARGET"], // 5
      [ADMIN, "TURN 12"], // 6: every player has played turn 11: game over
      [seat(2), "RANKS"], // 7
    ]);
    expect(textsTo(log[0], "all")[1].split("\n")).toEqual([
      "Standings after Civ turn 10",
      "1= Rome (P1): KS 0", "1= Gaul (P2): KS 0", "1= Egypt (P3): KS 0", "1= Persia (P4): KS 0",
    ]);
    // who decided the Quick game is told privately: a public line would tie Rome to Gaul as its target
    expect(textsTo(log[3], "all")).toEqual(["Gaul was destroyed by Rome in Civ turn 11."]);
    expect(textsTo(log[3], 1).join()).toContain("Quick game: you are among the winners of Civ turn 11");
    expect(textsTo(log[3], "admin").join()).toContain("Quick game decided in Civ turn 11: winners so far Rome.");
    expect(textsTo(log[5], 3)).toEqual(["Your target: Persia."]);
    expect(E.outcome(s)).toMatchObject({ status: "finished", winners: [1, 4], scores: { 1: 1, 2: 0, 3: 0, 4: 1 } });
    const end = textsTo(log[6], "all");
    expect(end[0]).toBe("The Civ game has reached turn 12.");
    expect(textsTo(log[6], "admin")).toContain("Game over. Rome and Persia win the Quick game (decided in Civ turn 11).");
    expect(end[1].split("\n")).toEqual([
      "Final standings (Civ turn 12)",
      "1. Persia (P4): KS 1",
      "2. Egypt (P3): KS 0",
      "3= Gaul (P2): destroyed in turn 11, KS 0",
      "3= Rome (P1): destroyed in turn 11, KS 1",
      "Result: Rome and Persia win the Quick game (decided in Civ turn 11).",
    ]);
    expect(textsTo(log[7], 2)).toEqual([end[1]]);
    expect(all.filter((e) => e.to === "all" && /^(Final )?standings/i.test(en(e.msg)))).toHaveLength(2);
    expect(E.pending(s)).toEqual([]);
  });
});
