// The administrator's game: targets chosen and changed, kill turns checked, corrections
// (AMEND/UNDO) re-computed from the start, and a final report that cannot silently change.
import { describe, expect, it } from "vitest";
import { killerEngine as E, type KillerState } from "../../../src/games/killer/index.ts";
import { targetMapProblem } from "../../../src/games/killer/targets.ts";
import {
  ADMIN,
  en,
  errorOf,
  lastReportText,
  newGame,
  randomGame,
  refuse,
  renderEn,
  run,
  seat,
  targetsByCiv,
  textsTo,
} from "./helpers.ts";

const CIVS = ["Rome", "Gaul", "Egypt", "Persia", "Greece"];
const game = (raw: Record<string, string> = {}, civs = CIVS) => newGame(civs, { order: civs.join(","), ...raw });
const at = (s: KillerState, n: number) => run(s, ADMIN, `TURN ${n}`).state;
/** Every text addressed to a seat, for "who was told" checks. */
const toSeats = (events: { to: unknown }[]) => [...new Set(events.map((e) => e.to).filter((t) => typeof t === "number"))].sort();

describe("targets chosen by the administrator", () => {
  it("order= takes civilizations or player names, and several cycles of 3 or more", () => {
    const s = newGame(["Rome", "Gaul", "Egypt", "Persia", "Greece", "Zulu"], { order: "rome,P2,Egypt/Persia,greece,P6" });
    expect(targetsByCiv(s)).toEqual({
      Rome: "Gaul",
      Gaul: "Egypt",
      Egypt: "Rome",
      Persia: "Greece",
      Greece: "Zulu",
      Zulu: "Persia",
    });
    expect(errorOf(E.parseOptions({ order: "Rome,Gaul/Egypt,Persia,Greece" }))).toMatch(/at least 3/);
    expect(errorOf(E.parseOptions({ order: "Rome,Gaul,rome" }))).toMatch(/twice/);
    expect(() => newGame(CIVS, { order: "Rome,Gaul,Egypt/Persia,Sparta,Greece" })).toThrow(
      /Sparta, which is neither a civilization nor a player/,
    );
  });
  it("TARGETS alone shows the cycles to the administrator only; players cannot use it", () => {
    const r = run(game(), ADMIN, "TARGETS");
    expect(r.events.map((e) => ({ to: e.to, text: en(e.msg) }))).toEqual([
      { to: "admin", text: "Targets (who hunts whom): Rome → Gaul → Egypt → Persia → Greece → Rome." },
    ]);
    expect(refuse(game(), seat(1), "TARGETS")).toMatch(/only the administrator/);
    expect(refuse(game(), seat(1), "SETTARGET Rome Egypt")).toMatch(/only the administrator/);
  });
  it("TARGETS sets a new map; only those whose target changed are told, privately", () => {
    const r = run(game(), ADMIN, "TARGETS Rome Gaul Persia Egypt Greece");
    expect(targetsByCiv(r.state)).toEqual({ Rome: "Gaul", Gaul: "Persia", Persia: "Egypt", Egypt: "Greece", Greece: "Rome" });
    expect(toSeats(r.events)).toEqual([2, 3, 4]);
    expect(textsTo(r.events, 2)).toEqual(["The administrator has changed your target: your new target is Persia."]);
    expect(textsTo(r.events, "all")).toEqual([]);
    expect(textsTo(r.events, "admin")[0]).toMatch(/Told privately: Gaul, Egypt, Persia\./);
    expect(r.privateUpdates).toEqual([2, 3, 4]);
    expect(r.state.assigned).toEqual([{ at: 0, targets: r.state.targets }]);
  });
  it("TARGETS refuses a map that is not one target each, a 2-cycle, or a fallen civilization", () => {
    const s = at(game(), 3);
    expect(refuse(s, ADMIN, "TARGETS Rome Gaul Egypt Persia")).toMatch(/missing: Greece/);
    expect(refuse(s, ADMIN, "TARGETS Rome Gaul Egypt Persia Greece Rome")).toMatch(/Rome is named twice/);
    expect(refuse(s, ADMIN, "TARGETS Rome Gaul / Egypt Persia Greece")).toMatch(/at least 3/);
    expect(refuse(s, ADMIN, "TARGETS Rome Gaul Egypt Persia Sparta")).toMatch(/Sparta/);
    const s2 = run(s, ADMIN, "KILL Rome Gaul TURN 3").state;
    expect(refuse(s2, ADMIN, "TARGETS Rome Gaul Egypt Persia Greece")).toMatch(/Gaul is out of the game/);
    const two = run(s2, ADMIN, "TARGETS Rome Persia Egypt Greece").state; // 4 left: one cycle
    expect(targetMapProblem(two.targets)).toBeNull();
  });
  it("SETTARGET puts the new target right after the civilization; the three seats concerned are told", () => {
    const r = run(game(), ADMIN, "SETTARGET Rome Egypt");
    // Rome→Egypt→Gaul→Persia: Gaul (Egypt's hunter) takes Egypt's old target, Egypt takes Rome's
    expect(targetsByCiv(r.state)).toEqual({ Rome: "Egypt", Egypt: "Gaul", Gaul: "Persia", Persia: "Greece", Greece: "Rome" });
    expect(toSeats(r.events)).toEqual([1, 2, 3]);
    const three = game({}, ["Rome", "Gaul", "Egypt", "Persia", "Greece", "Zulu"]);
    const split = run(three, ADMIN, "TARGETS Rome Gaul Egypt / Persia Greece Zulu").state;
    expect(refuse(split, ADMIN, "SETTARGET Rome Persia")).toMatch(/fewer than 3/);
    expect(refuse(split, ADMIN, "SETTARGET Rome Gaul")).toMatch(/already hunts/);
  });
});

describe("roles", () => {
  it("a host who plays may move the Civ turn, but never sees or decides a secret", () => {
    const host = { seat: 2, admin: false, host: true };
    const r = run(game({ rated: "true" }), host, "TURN 10");
    expect(r.state.turn).toBe(10);
    expect(textsTo(r.events, "host")[0]).toMatch(/A rank report is due for turn 10/);
    for (const line of [
      "TARGETS",
      "SETTARGET Rome Egypt",
      "KILL Rome Gaul TURN 1",
      "POWER Rome Gaul Egypt Persia Greece",
      "UNDO Gaul",
      "FINISH",
    ])
      expect(refuse(r.state, host, line), line).toMatch(/^only the administrator can use/);
    expect(refuse(game(), seat(2), "TURN 4")).toBe("only the administrator or the host can use TURN");
  });
});

describe("kill turns", () => {
  it("a kill's turn lies between the last recorded kill's turn and the Civ turn", () => {
    let s = game({ variant: "quick" });
    expect(refuse(s, ADMIN, "KILL Egypt Gaul TURN 99")).toMatch(
      /Civ turn 99 is ahead of the game, which is at turn 1: send TURN 99 first/,
    );
    s = at(s, 8);
    s = run(s, ADMIN, "KILL Gaul Persia TURN 7").state; // an innocent: the Quick game goes on
    expect(refuse(s, ADMIN, "KILL Rome Egypt TURN 6")).toMatch(/last one was in Civ turn 7.*AMEND/);
    expect(run(s, ADMIN, "KILL Rome Egypt TURN 7").state.ledger).toHaveLength(2);
  });
  it("a player's report may run ahead of the recorded turn; CONFIRM waits for TURN", () => {
    let s = at(game(), 4);
    const r = run(s, seat(1), "KILLED Gaul TURN 6");
    expect(textsTo(r.events, "admin")[0]).toMatch(/ahead of the one recorded \(4\): send TURN 6 first/);
    expect(refuse(r.state, ADMIN, "CONFIRM r1")).toMatch(/kill report r1 is for Civ turn 6: .*send TURN 6 first/);
    s = run(at(r.state, 6), ADMIN, "CONFIRM r1").state;
    expect(s.ledger[0]).toMatchObject({ killer: 1, victim: 2, turn: 6 });
    expect(refuse(s, seat(3), "KILLED Persia TURN 5")).toMatch(/last destruction recorded was in Civ turn 6/);
  });
});

describe("AMEND and UNDO", () => {
  it("AMEND changes who destroyed a civilization; KS and targets are re-computed and told", () => {
    let s = at(game(), 5);
    s = run(s, ADMIN, "KILL Persia Gaul TURN 3").state; // wrong: an innocent for Persia; Rome → Egypt
    const r = run(s, ADMIN, "AMEND Rome Gaul TURN 3"); // in truth Rome destroyed its target
    expect(r.state.ledger).toEqual([{ turn: 3, killer: 1, victim: 2, relation: "target", delta: { 1: 1 } }]);
    expect(r.state.ks).toMatchObject({ 1: 1, 4: 0 });
    expect(targetsByCiv(r.state)).toEqual(targetsByCiv(run(at(game(), 5), ADMIN, "KILL Rome Gaul TURN 3").state));
    expect(textsTo(r.events, "all")).toEqual([
      "Correction by the administrator: Gaul was destroyed by Rome in Civ turn 3 (recorded before: by Persia in turn 3).",
    ]);
    expect(textsTo(r.events, 1)).toEqual(["After the administrator's correction: Your KS is now 1 (was 0)."]);
    expect(textsTo(r.events, 4)).toEqual([]); // Persia's KS (0 for an innocent) and target did not change
    expect(textsTo(r.events, "admin").join()).toMatch(/Corrected\. KS: Rome 1, Gaul 0, .*Targets: Rome → Egypt/);
  });
  it("AMEND with No Innocent turns a penalty into a score and re-judges a later kill that depended on it", () => {
    let s = at(game({ noinnocent: "true" }), 9);
    s = run(s, ADMIN, "KILL Persia Gaul TURN 3").state; // Persia −0.5; Rome → Egypt
    s = run(s, ADMIN, "KILL Rome Egypt TURN 5").state; // Rome's target now: +1
    expect(s.ks).toMatchObject({ 1: 1, 4: -0.5 });
    const r = run(s, ADMIN, "UNDO Gaul"); // Gaul was not destroyed: Rome's target was Gaul, Egypt an innocent
    expect(r.state.ledger.map((e) => [e.victim, e.relation])).toEqual([[3, "innocent"]]);
    expect(r.state.ks).toMatchObject({ 1: -0.5, 2: 0, 4: 0 });
    expect(targetsByCiv(r.state)).toEqual({ Rome: "Gaul", Gaul: "Persia", Persia: "Greece", Greece: "Rome" });
    expect(textsTo(r.events, "all")[0]).toMatch(
      /Gaul was not destroyed \(recorded before: by Persia in turn 3\); Gaul is back in the game/,
    );
    expect(textsTo(r.events, 2)[0]).toContain("Your target is now Persia. Your civilization is back in the game.");
    expect(r.privateUpdates).toEqual(expect.arrayContaining([1, 2, 4]));
  });
  it("AMEND records a kill missed earlier, in its turn's place; a wrong confirmation no longer blocks a real kill", () => {
    let s = at(game(), 9);
    s = run(s, ADMIN, "KILL Egypt Persia TURN 8").state;
    expect(refuse(s, ADMIN, "KILL Greece Persia TURN 8")).toMatch(/Persia is already out of the game \(AMEND or UNDO/);
    s = run(s, ADMIN, "AMEND Greece Persia TURN 8").state;
    expect(s.ledger.map((e) => [e.killer, e.victim])).toEqual([[5, 4]]);
    s = run(s, ADMIN, "AMEND Rome Gaul TURN 2").state; // missed at the time
    expect(s.ledger.map((e) => [e.turn, e.victim])).toEqual([
      [2, 2],
      [8, 4],
    ]);
  });
  it("AMEND puts a kill before another of the same turn when only that order is possible", () => {
    // Persia destroyed Greece and was destroyed by Egypt in turn 6; Persia's destruction was entered first
    let s = at(game(), 9);
    s = run(s, ADMIN, "KILL Egypt Persia TURN 6").state;
    expect(refuse(s, ADMIN, "KILL Persia Greece TURN 6")).toMatch(/Persia is already out of the game \(AMEND or UNDO/);
    const r = run(s, ADMIN, "AMEND Persia Greece TURN 6");
    expect(r.state.ledger.map((e) => [e.turn, e.killer, e.victim, e.relation])).toEqual([
      [6, 4, 5, "target"],
      [6, 3, 4, "target"],
    ]);
    // the same record as when entered in the right order
    const right = run(run(at(game(), 9), ADMIN, "KILL Persia Greece TURN 6").state, ADMIN, "KILL Egypt Persia TURN 6").state;
    expect(r.state.ledger).toEqual(right.ledger);
    expect(r.state.ks).toEqual(right.ks);
    expect(targetsByCiv(r.state)).toEqual(targetsByCiv(right));
    expect(textsTo(r.events, "all")).toEqual([
      "Correction by the administrator: Greece was destroyed by Persia in Civ turn 6 (not recorded before).",
    ]);
    // a kill that fits after the others of its turn still goes there
    const t = run(run(at(game(), 9), ADMIN, "KILL Rome Gaul TURN 6").state, ADMIN, "AMEND Egypt Persia TURN 6").state;
    expect(t.ledger.map((e) => e.victim)).toEqual([2, 4]);
  });
  it("refuses a correction that makes the record impossible, and changes nothing", () => {
    let s = at(game(), 9);
    s = run(s, ADMIN, "KILL Rome Gaul TURN 3").state;
    s = run(s, ADMIN, "KILL Egypt Persia TURN 6").state;
    expect(refuse(s, ADMIN, "AMEND Rome Egypt TURN 4")).toMatch(/Egypt would destroy Persia in turn 6 after its own destruction/);
    expect(refuse(s, ADMIN, "AMEND Rome Gaul TURN 3")).toMatch(/recorded already/);
    expect(refuse(s, ADMIN, "AMEND Rome Gaul TURN 10")).toMatch(/ahead/);
    expect(refuse(s, ADMIN, "UNDO Greece")).toMatch(/no destruction of Greece/);
    expect(refuse(s, seat(1), "UNDO Gaul")).toMatch(/only the administrator/);
    const t = run(s, ADMIN, "TARGETS Rome Greece Egypt").state; // 3 left
    expect(refuse(t, ADMIN, "UNDO Gaul")).toMatch(/re-assignment .* no longer fit/);
    const resigned = (E.resign!(s, 5) as any).value.state as KillerState;
    expect(refuse(resigned, ADMIN, "UNDO Greece")).toMatch(/resignation/);
  });
  it("a correction that leaves one civilization ends the game; none is possible after the end", () => {
    let s = at(game({}, ["Rome", "Gaul", "Egypt"]), 9);
    s = run(s, ADMIN, "KILL Rome Gaul TURN 3").state;
    const r = run(s, ADMIN, "AMEND Rome Egypt TURN 4");
    expect(E.outcome(r.state)).toMatchObject({ status: "finished", winners: [1] });
    expect(refuse(r.state, ADMIN, "UNDO Egypt")).toMatch(/the game is over/);
  });
  it("UNDO of the last kill gives back the targets and KS from before it, in random games", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f", "g", "h"]) {
      const s0 = newGame(
        CIVS.concat(["Zulu", "Aztec"]),
        { noinnocent: "true", killedtargetalwayscount: seed < "e" ? "true" : "false" },
        seed,
      );
      let before: KillerState | null = null,
        last: KillerState | null = null;
      randomGame(s0, seed, 120, ({ state, before: b, move }) => {
        if (
          !state.finished &&
          move.type !== "resign" &&
          state.ledger.length > b.ledger.length &&
          state.ledger.at(-1)!.killer !== null
        ) {
          before = b;
          last = state;
        }
      });
      if (!last || !before) continue;
      const l = last as KillerState,
        b = before as KillerState;
      const v = l.players.find((p) => p.seat === l.ledger.at(-1)!.victim)!.civ;
      const r = run(l, ADMIN, `UNDO ${v}`);
      expect(r.state.targets).toEqual(b.targets);
      expect(r.state.ks).toEqual(b.ks);
      expect(r.state.quick).toEqual(b.quick);
    }
  });
});

describe("after the end", () => {
  const ended = () => {
    let s = at(game({ rated: "true", reportevery: "0" }, ["Rome", "Gaul", "Egypt"]), 4);
    s = run(s, ADMIN, "KILL Rome Gaul TURN 3").state;
    s = run(s, ADMIN, "POWER TURN 4 Egypt Rome").state; // stored ahead of the end
    const r = run(s, ADMIN, "KILL Rome Egypt TURN 4");
    return r;
  };
  it("the final report goes to the administrator too; REPORT and POWER are refused once it is out", () => {
    const r = ended();
    const final = textsTo(r.events, "all").find((t) => t.startsWith("Final rank report"))!;
    expect(textsTo(r.events, "admin")).toContain(final);
    expect(textsTo(r.events, "admin")).toContain("Game over. Rome wins: last civilization standing.");
    expect(refuse(r.state, ADMIN, "REPORT")).toMatch(/frozen.*REVISE/);
    expect(refuse(r.state, ADMIN, "POWER Rome")).toMatch(/frozen/);
    expect(refuse(r.state, ADMIN, "POWER TURN 4 Rome")).toMatch(/frozen/);
    expect(en(run(r.state, seat(2), "RANKS").events[0].msg)).toBe(final);
  });
  it("REVISE mails a labelled revised final report that replaces the first; refused when nothing changes, none is out, or unrated", () => {
    expect(refuse(ended().state, ADMIN, "REVISE Rome")).toMatch(/same final ranking/); // one survivor: nothing to revise
    let s = run(at(game({ rated: "true", reportevery: "0" }), 4), ADMIN, "FINISH").state;
    s = run(s, ADMIN, "POWER Rome Gaul Egypt Persia Greece").state;
    expect(lastReportText(s)!.split("\n")[1]).toBe("1. Rome (P1): KS 0, power rank 1");
    const v = run(s, ADMIN, "REVISE Gaul Rome Egypt Persia Greece");
    const text = textsTo(v.events, "all")[0];
    expect(text.split("\n").slice(0, 2)).toEqual([
      "Revised final rank report (Civ turn 4), revision 1: it replaces the final report mailed before",
      "1. Gaul (P2): KS 0, power rank 1",
    ]);
    expect(textsTo(v.events, "admin")).toContain(text);
    expect(v.state.reports.at(-1)).toMatchObject({ final: true, revision: 1 });
    expect(lastReportText(v.state)).toBe(text);
    expect(en(run(v.state, seat(3), "RANKS").events[0].msg)).toBe(text);
    expect(refuse(v.state, ADMIN, "REVISE Gaul Rome Egypt Persia Greece")).toMatch(/same final ranking/);
    expect(refuse(v.state, seat(1), "REVISE Rome")).toMatch(/only the administrator/);
    expect(refuse(at(game({ rated: "true" }), 2), ADMIN, "REVISE Rome Gaul Egypt Persia Greece")).toMatch(/there is none yet/);
    const unrated = run(at(game({}, ["Rome", "Gaul", "Egypt"]), 3), ADMIN, "FINISH").state;
    expect(refuse(unrated, ADMIN, "REVISE Rome Gaul Egypt")).toMatch(/not rated/);
  });
});

describe("the administrator's mail", () => {
  it("gets every report, a null-result proposal with what silence means, resignations", () => {
    let s = at(game({}, ["Rome", "Gaul", "Egypt"]), 9);
    const rep = run(s, ADMIN, "TURN 10");
    const report = textsTo(rep.events, "all").find((t) => t.startsWith("Standings"))!;
    expect(textsTo(rep.events, "admin")).toContain(report);
    s = run(rep.state, ADMIN, "KILL Rome Gaul TURN 10").state;
    const n = run(s, seat(1), "NULL AGREE");
    expect(textsTo(n.events, "admin")[0]).toMatch(
      /waiting for: Egypt, the administrator\. Answer NULL AGREE or NULL REFUSE\. Silence until the deadline counts as a refusal/,
    );
    const late = E.onDeadline!(n.state, E.pending(n.state)[0]);
    expect(late.ok && textsTo(late.value.events, "admin")[0]).toMatch(/not agreed in time/);
    const gone = E.resign!(at(game(), 2), 3);
    expect(gone.ok && textsTo(gone.value.events, "admin")).toContain("Egypt has left the game (resigned in Civ turn 2).");
  });
  it("the administrator's view shows the cycles, the Quick decision, held reports and what is due", () => {
    let s = at(game({ variant: "quick", rated: "true" }), 10);
    s = run(s, seat(2), "KILLED Egypt TURN 10").state;
    s = run(s, ADMIN, "KILL Rome Gaul TURN 10").state;
    const text = renderEn(s, "admin");
    expect(text).toContain("Target cycles: Rome → Egypt → Persia → Greece → Rome");
    expect(text).toContain("Quick game decided in Civ turn 10; winners so far: Rome; it ends when TURN moves past 10.");
    expect(text).toContain("Reports due: turn 10: waiting for POWER");
    expect(renderEn(s, "public")).not.toMatch(/→|decided|winners/);
  });
  it("ties: equal final ranks from different base ranks share a place in the mailed report", () => {
    // Egypt = Gaul at base 1, Rome base 3: Rome (KS 1) gains on Egypt (KS 0); Egypt and Rome both end at rank 2
    let s = at(game({ rated: "true", noinnocent: "true" }, ["Rome", "Gaul", "Egypt", "Persia", "Greece", "Zulu"]), 9);
    s = run(s, ADMIN, "TARGETS Egypt Gaul Greece Rome Persia Zulu").state; // Rome→Persia, Gaul→Greece
    s = run(s, ADMIN, "KILL Rome Persia TURN 5").state; // Rome +1, now hunts Zulu
    s = run(s, ADMIN, "KILL Gaul Greece TURN 6").state; // Gaul +1, now hunts Rome
    s = run(s, ADMIN, "KILL Gaul Zulu TURN 7").state; // Zulu is an innocent for Gaul: −0.5 → 0.5
    expect(s.ks).toMatchObject({ 1: 1, 2: 0.5, 3: 0 });
    const r = run(run(s, ADMIN, "REPORT").state, ADMIN, "POWER Egypt=Gaul Rome");
    expect(textsTo(r.events, "all")[0].split("\n").slice(0, 4)).toEqual([
      "Rank report after Civ turn 9",
      "1. Gaul (P2): KS 0.5, power rank 1",
      "2= Egypt (P3): KS 0, power rank 1",
      "2= Rome (P1): KS 1, power rank 3",
    ]);
  });
});
