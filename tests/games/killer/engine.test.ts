import { describe, expect, it } from "vitest";
import { killerEngine as E } from "../../../src/games/killer/index.ts";
import { targetMapProblem, cycleOf } from "../../../src/games/killer/targets.ts";
import { ADMIN, en, pendingEn, lastReportText, newGame, refuse, renderEn, run, seat, targetsByCiv, textsTo } from "./helpers.ts";

const CIVS = ["Rome", "Gaul", "Egypt", "Persia", "Greece"];
// Rome→Gaul→Egypt→Persia→Greece→Rome; seats 1..5 in that order.
const game = (raw: Record<string, string> = {}, civs = CIVS) => newGame(civs, { order: civs.join(","), ...raw });
/** The Civ game moved on to turn n (kills are checked against it). */
const at = <S extends ReturnType<typeof game>>(s: S, n: number) => run(s, ADMIN, `TURN ${n}`).state;
/** A game at Civ turn 5: kills of turns 1–5 can be recorded. */
const kgame = (raw: Record<string, string> = {}, civs = CIVS) => at(game(raw, civs), 5);

describe("setup", () => {
  it("assigns one random cycle through all players, from the seed", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const s = newGame(CIVS, {}, seed);
      expect(targetMapProblem(s.targets)).toBeNull();
      expect(cycleOf(s.targets, 1)).toHaveLength(5);
      expect(newGame(CIVS, {}, seed).targets).toEqual(s.targets); // deterministic
    }
    const maps = new Set(["a", "b", "c", "d", "e", "f"].map((x) => JSON.stringify(newGame(CIVS, {}, x).targets)));
    expect(maps.size).toBeGreaterThan(1);
  });
  it("uses the administrator's order as the cycle, case-insensitive", () => {
    const s = newGame(CIVS, { order: "greece,persia,egypt,gaul,rome" });
    expect(targetsByCiv(s)).toEqual({ Greece: "Persia", Persia: "Egypt", Egypt: "Gaul", Gaul: "Rome", Rome: "Greece" });
  });
  it("rejects a bad order, duplicate or missing civilizations, and fewer than 3 players", () => {
    expect(() => newGame(CIVS, { order: "Rome,Gaul,Egypt,Persia" })).toThrow(/missing: Greece/);
    expect(() => newGame(CIVS, { order: "Rome,Gaul,Egypt,Persia,Sparta" })).toThrow(/Sparta/);
    expect(() => newGame(["Rome", "Gaul", "rome"])).toThrow(/both chose/);
    expect(() => newGame(["Rome", "Gaul"])).toThrow(/at least 3/);
    const r = E.setup({
      options: (E.parseOptions({}) as any).value,
      players: [1, 2, 3].map((x) => ({ seat: x, name: `P${x}`, options: {} })),
      seed: "x",
    });
    expect(r.ok).toBe(false);
  });
  it("gives every player their own target in their view, nobody else's", () => {
    const s = game();
    for (let x = 1; x <= 5; x++) {
      const text = renderEn(s, { seat: x });
      const mine = CIVS[x % 5];
      expect(text).toContain(`Your target: ${mine}`);
      expect(text).toContain(`Your civilization: ${CIVS[x - 1]}`);
      expect(text.match(/target/gi)).toHaveLength(1);
    }
    expect(renderEn(s, "public")).not.toMatch(/target|→/i);
    expect(renderEn(s, "admin")).toContain("Rome → Gaul");
  });
  it("keeps state as plain JSON", () => {
    const s = run(game(), ADMIN, "KILL Rome Gaul TURN 1").state;
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe("kills and killer score", () => {
  it("killing your target: +1 KS, its target becomes yours, told privately", () => {
    const s0 = kgame();
    const r = run(s0, ADMIN, "KILL Rome Gaul TURN 3");
    expect(r.state.ks[1]).toBe(1);
    expect(targetsByCiv(r.state).Rome).toBe("Egypt");
    expect(textsTo(r.events, "all")).toEqual(["Gaul was destroyed by Rome in Civ turn 3."]);
    expect(textsTo(r.events, 1).join("\n")).toMatch(/your target[\s\S]*KS \+1 \(now 1\)[\s\S]*Your new target: Egypt/);
    // Rome is told its new target and KS in those words, not its view again; Gaul's view changed (destroyed)
    expect(r.privateUpdates).toEqual([2]);
    expect(s0.ks[1]).toBe(0); // input untouched
    expect(E.outcome(r.state).scores![1]).toBe(1);
  });
  it("killing your killer: +1 KS, you become the target of your killer's killer", () => {
    // Egypt hunts… Gaul hunts Egypt; Egypt destroys Gaul; Rome (Gaul's killer) now hunts Egypt.
    const r = run(kgame(), ADMIN, "KILL Egypt Gaul TURN 3");
    expect(r.state.ks[3]).toBe(1);
    expect(targetsByCiv(r.state).Rome).toBe("Egypt");
    expect(targetsByCiv(r.state).Egypt).toBe("Persia");
    expect(textsTo(r.events, 1)).toEqual([expect.stringContaining("Your new target: Egypt")]);
    // Egypt is told how Gaul stood to it, but not who hunts it now
    expect(textsTo(r.events, 3).join("\n")).not.toContain("Rome");
  });
  it("killing an innocent: 0 KS, or −0.5 with No Innocent; the victim's hunter takes over", () => {
    const plain = run(kgame(), ADMIN, "KILL Rome Egypt TURN 3");
    expect(plain.state.ks[1]).toBe(0);
    expect(targetsByCiv(plain.state).Gaul).toBe("Persia");
    expect(textsTo(plain.events, 2).join("\n")).toMatch(/Your target Egypt is gone[\s\S]*Your new target: Persia/);
    const harsh = run(kgame({ noinnocent: "true" }), ADMIN, "KILL Rome Egypt TURN 3");
    expect(harsh.state.ks[1]).toBe(-0.5);
    expect(textsTo(harsh.events, 1).join()).toContain("KS -0.5");
  });
  it("Killed Target Always Count: the victim's hunter scores +1 when someone else kills it", () => {
    const r = run(kgame({ killedtargetalwayscount: "true" }), ADMIN, "KILL Rome Egypt TURN 3");
    expect(r.state.ks[2]).toBe(1); // Gaul hunted Egypt
    expect(r.state.ks[1]).toBe(0);
    const off = run(kgame(), ADMIN, "KILL Rome Egypt TURN 3");
    expect(off.state.ks[2]).toBe(0);
  });
  it("keeps the map valid and tells only the seats whose target changed", () => {
    let s = kgame();
    const r = run(s, ADMIN, "KILL Persia Gaul TURN 2"); // innocent
    s = r.state;
    expect(targetMapProblem(s.targets)).toBeNull();
    expect(new Set(r.events.filter((e) => typeof e.to === "number").map((e) => e.to))).toEqual(new Set([4, 1]));
  });
  it("refuses bad kills without changing anything", () => {
    const s = kgame();
    expect(refuse(s, seat(1), "KILL Rome Gaul TURN 3")).toMatch(/administrator/);
    expect(refuse(s, ADMIN, "KILL Rome Rome TURN 3")).toMatch(/itself/);
    expect(refuse(s, ADMIN, "KILL Rome Sparta TURN 3")).toMatch(/Sparta/);
    const s2 = run(s, ADMIN, "KILL Rome Gaul TURN 3").state;
    expect(refuse(s2, ADMIN, "KILL Egypt Gaul TURN 3")).toMatch(/already out/);
    expect(refuse(s2, ADMIN, "KILL Gaul Egypt TURN 3")).toMatch(/already out/);
  });
  it("accepts civilizations by unique prefix or seat number", () => {
    expect(run(kgame(), ADMIN, "KILL ro 2 TURN 3").state.ks[1]).toBe(1);
  });
});

describe("kill reports held for the administrator", () => {
  it("KILLED gets an id, tells the reporter it is held and the admin what to do", () => {
    const s = kgame();
    const r = run(s, seat(1), "KILLED gaul TURN 4");
    expect(r.state.ledger).toHaveLength(0);
    expect(textsTo(r.events, 1)).toEqual([expect.stringMatching(/r1 .*held for the administrator/)]);
    expect(textsTo(r.events, "admin")).toEqual([expect.stringContaining("CONFIRM r1")]);
    expect(textsTo(r.events, "all")).toEqual([]);
    expect(pendingEn(r.state)).toEqual([{ seat: null, what: expect.stringContaining("r1"), key: "held-r1", unannounced: true }]);
    const c = run(r.state, ADMIN, "CONFIRM r1");
    expect(c.state.ks[1]).toBe(1);
    expect(c.state.ledger[0]).toMatchObject({ killer: 1, victim: 2, turn: 4, relation: "target" });
    expect(E.pending(c.state)).toEqual([]);
    expect(refuse(c.state, ADMIN, "CONFIRM r1")).toMatch(/no kill report r1/);
  });
  it("REJECT drops a report and tells the reporter", () => {
    const r = run(run(kgame(), seat(1), "KILLED gaul TURN 4").state, ADMIN, "REJECT r1");
    expect(r.state.held).toEqual([]);
    expect(r.state.ledger).toEqual([]);
    expect(textsTo(r.events, 1)[0]).toMatch(/rejected/);
  });
  it("a correcting KILL drops reports about the same victim; ids keep counting", () => {
    let s = run(kgame(), seat(1), "KILLED gaul TURN 4").state;
    s = run(s, seat(3), "KILLED persia TURN 4").state;
    expect(s.held.map((h) => h.id)).toEqual(["r1", "r2"]);
    const r = run(s, ADMIN, "KILL Egypt Gaul TURN 4");
    expect(r.state.held.map((h) => h.id)).toEqual(["r2"]);
    expect(textsTo(r.events, "admin").join()).toMatch(/r1 .*dropped/);
  });
  it("refuses KILLED from the administrator without a seat, about oneself, or from a destroyed player", () => {
    const s = kgame();
    expect(refuse(s, ADMIN, "KILLED Gaul TURN 2")).toMatch(/players/);
    expect(refuse(s, seat(1), "KILLED Rome TURN 2")).toMatch(/own/);
    const s2 = run(s, ADMIN, "KILL Gaul Egypt TURN 2").state;
    expect(refuse(s2, seat(3), "KILLED Gaul TURN 2")).toMatch(/out of the game/);
    expect(refuse(s, seat(2), "CONFIRM r1")).toMatch(/administrator/);
  });
});

describe("TARGET and RANKS", () => {
  it("TARGET re-sends my own target, privately to me only", () => {
    const r = run(game(), seat(3), "TARGET");
    expect(r.events.map((e) => ({ to: e.to, text: en(e.msg) }))).toEqual([{ to: 3, text: "Your target: Persia." }]);
  });
  it("RANKS re-sends the latest report to the asker only", () => {
    const s = game();
    expect(run(s, seat(2), "RANKS").events.map((e) => ({ to: e.to, text: en(e.msg) }))).toEqual([
      { to: 2, text: "No rank report has been sent yet." },
    ]);
    const s2 = run(s, ADMIN, "TURN 10").state;
    const r = run(s2, seat(2), "RANKS");
    expect(r.events).toHaveLength(1);
    expect(r.events[0].to).toBe(2);
    expect(en(r.events[0].msg)).toBe(lastReportText(s2));
  });
});

describe("rank reports", () => {
  it("unrated: standings go out at every multiple of reportEvery, once each, even on a jump", () => {
    let s = game();
    let r = run(s, ADMIN, "TURN 9");
    expect(textsTo(r.events, "all")).toEqual(["The Civ game has reached turn 9."]);
    r = run(r.state, ADMIN, "TURN 23");
    const reports = textsTo(r.events, "all").filter((t) => t.startsWith("Standings"));
    expect(reports.map((t) => t.split("\n")[0])).toEqual(["Standings after Civ turn 10", "Standings after Civ turn 20"]);
    r = run(r.state, ADMIN, "TURN 29");
    expect(textsTo(r.events, "all").filter((t) => t.startsWith("Standings"))).toEqual([]);
    s = r.state;
    expect(refuse(s, ADMIN, "TURN 29")).toMatch(/already at turn 29/);
    expect(refuse(s, ADMIN, "POWER Rome Gaul Egypt Persia Greece")).toMatch(/not rated/);
  });
  it("reportEvery is configurable; 0 means only at the end and on REPORT", () => {
    expect(textsTo(run(game({ reportevery: "5" }), ADMIN, "TURN 5").events, "all")).toHaveLength(2);
    const r = run(game({ reportevery: "0" }), ADMIN, "TURN 50");
    expect(textsTo(r.events, "all")).toHaveLength(1);
    expect(textsTo(run(r.state, ADMIN, "REPORT").events, "all")[0]).toMatch(/^Standings after Civ turn 50/);
  });
  it("rated: a missing power graph reminds the admin and keeps the report due until POWER", () => {
    let r = run(game({ rated: "true" }), ADMIN, "TURN 10");
    expect(textsTo(r.events, "all")).toEqual(["The Civ game has reached turn 10."]);
    expect(textsTo(r.events, "host")[0]).toMatch(/due for turn 10.*POWER TURN 10 Rome Gaul Egypt Persia Greece/);
    expect(pendingEn(r.state)).toEqual([{ seat: null, what: expect.stringContaining("turn 10"), key: "power-10" }]);
    expect(refuse(r.state, ADMIN, "POWER Rome Gaul Egypt")).toMatch(/missing: Persia, Greece/);
    expect(refuse(r.state, ADMIN, "POWER Rome Gaul Egypt Persia Greece rome")).toMatch(/twice/);
    expect(refuse(r.state, ADMIN, "POWER TURN 11 Rome Gaul Egypt Persia Greece")).toMatch(/ahead/);
    r = run(r.state, ADMIN, "POWER Persia Gaul=Egypt Rome Greece");
    const report = textsTo(r.events, "all");
    expect(report).toHaveLength(1);
    expect(report[0].split("\n")).toEqual([
      "Rank report after Civ turn 10",
      "1. Persia (P4): KS 0, power rank 1",
      "2= Gaul (P2): KS 0, power rank 2",
      "2= Egypt (P3): KS 0, power rank 2",
      "4. Rome (P1): KS 0, power rank 4",
      "5. Greece (P5): KS 0, power rank 5",
    ]);
    expect(E.pending(r.state)).toEqual([]);
    // never sent twice: a second POWER for turn 10 only stores the graph
    const again = run(r.state, ADMIN, "POWER TURN 10 Rome Gaul Egypt Persia Greece");
    expect(textsTo(again.events, "all")).toEqual([]);
  });
  it("rated: a report for turn N counts only destructions up to turn N, even confirmed later", () => {
    let s = run(game({ rated: "true" }), ADMIN, "TURN 12").state; // report for 10 due
    s = run(s, ADMIN, "KILL Rome Gaul TURN 9").state;
    s = run(s, ADMIN, "KILL Egypt Persia TURN 11").state;
    // Persia was still alive in turn 10: the graph for turn 10 must list it; Gaul need not be listed.
    expect(refuse(s, ADMIN, "POWER Rome Egypt Greece")).toMatch(/missing: Persia/);
    const r = run(s, ADMIN, "POWER Greece Persia Rome Egypt");
    expect(r.state.power[10]).toBeDefined();
    // As of turn 10: Rome KS 1 (Gaul was its target), Egypt KS 0 (its kill is in turn 11), Persia alive.
    // Rome (base 3) gains on Greece (CV(3,1)=1) and Persia (CV 1): final 1; both drop one place.
    expect(textsTo(r.events, "all")[0].split("\n")).toEqual([
      "Rank report after Civ turn 10",
      "1. Rome (P1): KS 1, power rank 3",
      "2. Greece (P5): KS 0, power rank 1",
      "3. Persia (P4): KS 0, power rank 2",
      "4. Egypt (P3): KS 0, power rank 4",
      "5. Gaul (P2): destroyed in turn 9, KS 0",
    ]);
    // the final report counts everything
    const f = run(r.state, ADMIN, "FINISH");
    expect(f.state.due).toEqual([{ turn: 12, final: true }]);
    const fin = run(f.state, ADMIN, "POWER Greece Rome Egypt");
    // now Egypt has KS 1 (Persia was its target) and gains on Greece too
    expect(textsTo(fin.events, "all")[0].split("\n")).toEqual([
      "Final rank report (Civ turn 12)",
      "1. Rome (P1): KS 1, power rank 2",
      "2. Egypt (P3): KS 1, power rank 3",
      "3. Greece (P5): KS 0, power rank 1",
      "4= Gaul (P2): destroyed in turn 9, KS 0",
      "4= Persia (P4): destroyed in turn 11, KS 0",
      "Result: Ended by the administrator; the final report gives the ranking.",
    ]);
  });
  it("REPORT sends one now when the graph for this turn is known, else waits for POWER", () => {
    const s = run(game({ rated: "true" }), ADMIN, "TURN 4").state;
    let r = run(s, ADMIN, "REPORT");
    expect(textsTo(r.events, "all")).toEqual([]);
    expect(E.pending(r.state)[0].key).toBe("power-4");
    r = run(r.state, ADMIN, "POWER Rome Gaul Egypt Persia Greece");
    expect(textsTo(r.events, "all")[0]).toMatch(/^Rank report after Civ turn 4/);
    r = run(r.state, ADMIN, "REPORT");
    expect(textsTo(r.events, "all")[0]).toMatch(/^Rank report after Civ turn 4/);
    expect(refuse(r.state, seat(1), "REPORT")).toMatch(/administrator/);
  });
  it("a report never names a target or a hunter", () => {
    let s = kgame({ rated: "true" });
    s = run(s, ADMIN, "KILL Rome Gaul TURN 3").state;
    s = run(s, ADMIN, "TURN 10").state;
    const r = run(s, ADMIN, "POWER Rome Egypt Persia Greece");
    expect(textsTo(r.events, "all")[0]).not.toMatch(/target|hunt|→/i);
  });
});

describe("Quick game", () => {
  const quick = (raw: Record<string, string> = {}) => game({ variant: "quick", ...raw });
  it("ends once the Civ turn moves past the turn of the first own-target kill; the killer wins", () => {
    let r = run(at(quick(), 3), ADMIN, "KILL Rome Gaul TURN 3"); // turn 3 is being played: not over yet
    // told privately to the winner and the administrator only: in public it would say who hunted Gaul
    expect(textsTo(r.events, "all")).toEqual(["Gaul was destroyed by Rome in Civ turn 3."]);
    expect(textsTo(r.events, 1).join()).toMatch(
      /you are among the winners of Civ turn 3; the game ends once every player has played turn 3/,
    );
    expect(textsTo(r.events, "admin").join()).toMatch(/Quick game decided in Civ turn 3: winners so far Rome/);
    expect(E.outcome(r.state).status).toBe("running");
    r = run(r.state, ADMIN, "TURN 4");
    expect(E.outcome(r.state)).toMatchObject({ status: "finished", winners: [1] });
    expect(textsTo(r.events, "admin").join("\n")).toMatch(
      /Game over\. Rome wins the Quick game \(decided in Civ turn 3\)[\s\S]*Final standings \(Civ turn 4\)/,
    );
    expect(textsTo(r.events, "all").join("\n")).not.toMatch(/Game over/); // the service's closing mail says it once
  });
  it("several civilizations that kill their own target in that turn all win", () => {
    let s = quick();
    s = run(s, ADMIN, "TURN 3").state;
    s = run(s, ADMIN, "KILL Rome Gaul TURN 3").state;
    s = run(s, ADMIN, "KILL Persia Greece TURN 3").state; // Persia's target
    s = run(s, ADMIN, "KILL Egypt Rome TURN 3").state; // innocent? Egypt hunts Persia: innocent, no win
    expect(E.outcome(s).status).toBe("running");
    const r = run(s, ADMIN, "TURN 4");
    expect(E.outcome(r.state)).toMatchObject({ status: "finished", winners: [1, 4] });
    expect(textsTo(r.events, "admin").join("\n")).toMatch(/Game over\. Rome and Persia win/);
    expect(textsTo(r.events, "all").join("\n")).toMatch(/Result: Rome and Persia win/);
  });
  it("an own-target kill in an earlier turn, amended in later, decides the game instead", () => {
    let s = at(quick(), 3);
    s = run(s, ADMIN, "KILL Rome Gaul TURN 3").state;
    expect(s.quick).toEqual({ endTurn: 3, winners: [1] });
    expect(refuse(s, ADMIN, "KILL Persia Greece TURN 2")).toMatch(/time order.*AMEND/);
    // turn 2 has been played by everyone (the game is at turn 3): the amended record ends the game at once
    const r = run(s, ADMIN, "AMEND Persia Greece TURN 2");
    expect(E.outcome(r.state)).toMatchObject({ status: "finished", winners: [4] });
    expect(r.state.ledger.map((e) => [e.victim, e.turn])).toEqual([
      [5, 2],
      [2, 3],
    ]);
  });
  it("someone else kills your target: a new target (option off) or a win and +1 (option on)", () => {
    const off = run(at(quick(), 3), ADMIN, "KILL Rome Egypt TURN 3"); // Gaul hunted Egypt
    expect(targetsByCiv(off.state).Gaul).toBe("Persia");
    expect(off.state.quick.endTurn).toBeNull();
    let on = run(at(quick({ killedtargetalwayscount: "true" }), 3), ADMIN, "KILL Rome Egypt TURN 3");
    expect(on.state.ks[2]).toBe(1);
    expect(on.state.quick).toEqual({ endTurn: 3, winners: [2] });
    on = run(on.state, ADMIN, "TURN 5");
    expect(E.outcome(on.state)).toMatchObject({ status: "finished", winners: [2] });
  });
  it("refuses moves once over, except asking and the final report", () => {
    let s = run(quick(), ADMIN, "KILL Rome Gaul TURN 1").state;
    s = run(s, ADMIN, "TURN 2").state;
    expect(refuse(s, ADMIN, "KILL Egypt Persia TURN 2")).toMatch(/over/);
    expect(refuse(s, ADMIN, "TURN 3")).toMatch(/over/);
    expect(refuse(s, seat(3), "KILLED Persia TURN 2")).toMatch(/over/);
    expect(en(run(s, seat(3), "RANKS").events[0].msg)).toMatch(/^Final standings \(Civ turn 2\)/);
    expect(run(s, seat(3), "TARGET").events).toHaveLength(1);
  });
});

describe("Highlander game", () => {
  const three = () => kgame({}, ["Rome", "Gaul", "Egypt"]);
  it("ends when one civilization is left; it wins", () => {
    let s = at(three(), 6);
    s = run(s, ADMIN, "KILL Rome Gaul TURN 5").state;
    expect(targetsByCiv(s)).toEqual({ Rome: "Egypt", Egypt: "Rome" });
    const r = run(s, ADMIN, "KILL Egypt Rome TURN 6");
    expect(E.outcome(r.state)).toMatchObject({ status: "finished", winners: [3] });
    expect(r.state.targets).toEqual({});
    expect(renderEn(r.state, { seat: 3 })).toContain("Your target: none");
  });
  it("two left: a null result needs both players and the administrator", () => {
    const s = run(three(), ADMIN, "KILL Rome Gaul TURN 5").state;
    expect(refuse(s, seat(2), "NULL AGREE")).toMatch(/remaining players/);
    let r = run(s, seat(1), "NULL AGREE");
    expect(E.pending(r.state).map((p) => [p.seat, p.key])).toEqual([
      [3, "null-1"],
      [null, "null-1"],
    ]);
    r = run(r.state, seat(3), "null agree");
    expect(E.outcome(r.state).status).toBe("running");
    expect(E.pending(r.state).map((p) => p.seat)).toEqual([null]);
    r = run(r.state, ADMIN, "NULL AGREE");
    expect(E.outcome(r.state)).toMatchObject({ status: "finished", winners: [1, 3] });
    expect(textsTo(r.events, "all").join()).toMatch(/both win/);
  });
  it("a refusal withdraws the proposal; a new proposal has a new key", () => {
    let s = run(three(), ADMIN, "KILL Rome Gaul TURN 5").state;
    s = run(s, seat(1), "NULL AGREE").state;
    s = run(s, ADMIN, "NULL REFUSE").state;
    expect(E.pending(s)).toEqual([]);
    s = run(s, seat(3), "NULL AGREE").state;
    expect(E.pending(s)[0].key).toBe("null-2");
  });
  it("a null result not agreed by its deadline is withdrawn; admin decisions have no default", () => {
    let s = run(three(), ADMIN, "KILL Rome Gaul TURN 5").state;
    s = run(s, seat(1), "NULL AGREE").state;
    const p = E.pending(s).find((x) => x.seat === 3)!;
    const r = E.onDeadline!(s, p);
    if (!r.ok) throw new Error(en(r.error));
    expect(r.value.state.nullOffer).toBeNull();
    expect(E.pending(r.value.state)).toEqual([]);
    expect(E.onDeadline!(r.value.state, p).ok).toBe(false); // stale key
    const held = run(game(), seat(1), "KILLED Gaul TURN 2").state;
    expect(E.onDeadline!(held, E.pending(held)[0]).ok).toBe(false);
  });
  it("no null result with three left or in a Quick game", () => {
    expect(refuse(three(), seat(1), "NULL AGREE")).toMatch(/two/);
    const q = run(kgame({ variant: "quick" }, ["Rome", "Gaul", "Egypt"]), ADMIN, "KILL Egypt Gaul TURN 2").state;
    expect(refuse(q, seat(1), "NULL AGREE")).toMatch(/Highlander/);
  });
});

describe("resign and FINISH", () => {
  it("a resigning civilization is destroyed by nobody: no KS, its hunter takes over its target", () => {
    const r = E.resign!(game(), 3);
    if (!r.ok) throw new Error(en(r.error));
    expect(r.value.state.ledger[0]).toMatchObject({ killer: null, victim: 3, relation: "resigned", delta: {} });
    expect(targetsByCiv(r.value.state).Gaul).toBe("Persia");
    expect(textsTo(r.value.events, "all")[0]).toMatch(/Egypt has left the game/);
    expect(textsTo(r.value.events, 2)[0]).toContain("Your new target: Persia");
    expect(E.resign!(r.value.state, 3).ok).toBe(false);
  });
  it("resignations down to one civilization end a Highlander game", () => {
    let s = game({}, ["Rome", "Gaul", "Egypt"]);
    s = (E.resign!(s, 1) as any).value.state;
    const r = E.resign!(s, 2);
    expect(r.ok && E.outcome(r.value.state)).toMatchObject({ status: "finished", winners: [3] });
  });
  it("FINISH ends the game and queues the final report", () => {
    const r = run(game({ rated: "true" }), ADMIN, "FINISH");
    expect(E.outcome(r.state).status).toBe("finished");
    expect(pendingEn(r.state)).toEqual([{ seat: null, what: expect.stringContaining("turn 1"), key: "power-1" }]);
    const p = run(r.state, ADMIN, "POWER Rome Gaul Egypt Persia Greece");
    expect(textsTo(p.events, "all")[0]).toMatch(/^Final rank report \(Civ turn 1\)/);
    expect(E.pending(p.state)).toEqual([]);
    expect(refuse(game(), seat(1), "FINISH")).toMatch(/administrator/);
  });
});
