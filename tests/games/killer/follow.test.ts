// Killer over a relay, the engine alone: FACTS lines (what the relay's Freeciv saves say) tie the
// civilizations to the save's players, move the Civ turn, give rated reports their power graph from the
// scores, and put a civilization dead or gone in a save to the administrator; nobody may type them.
import { describe, expect, it } from "vitest";
import type { GameFacts } from "../../../src/games/engine.ts";
import { factsLine } from "../../../src/games/engine.ts";
import { killerEngine as E, type KillerState } from "../../../src/games/killer/index.ts";
import { relayEngine } from "../../../src/games/relay/index.ts";
import { ADMIN, en, lastReportText, newGame, pendingEn, refuse, run, seat, textsTo } from "./helpers.ts";

const NOBODY = { seat: null, admin: false };
const CIVS = ["Romans", "Gauls", "Egyptians", "Greeks"];

/** A save's facts: each nation alive with its score, unless the score is "dead" or the nation left out. */
function facts(turn: number, scores: Record<string, number | "dead">): GameFacts {
  const all = ["Roman", "Gaul", "Egyptian", "Greek"];
  return {
    turn,
    players: all
      .map((nation, i) => ({ nation, i }))
      .filter(({ i }) => scores[CIVS[i]] !== undefined)
      .map(({ nation, i }) => ({
        id: String(i),
        name: `Leader ${nation}`,
        nation: `${nation}s`,
        alive: scores[CIVS[i]] !== "dead",
        score: scores[CIVS[i]] === "dead" ? 0 : (scores[CIVS[i]] as number),
      })),
  };
}
const line = (f: GameFacts) => factsLine(E.follow!, f);
const feed = (s: KillerState, f: GameFacts) => run(s, NOBODY, line(f));
const game = () => newGame(CIVS, { rated: "true", reportEvery: "10", order: CIVS.join(",") });
const all = (n: number) => Object.fromEntries(CIVS.map((c, i) => [c, n + i]));

describe("FACTS: a Killer game over a relay", () => {
  it("ties each civilization to the save's player of that nation (any case, or the leader's name)", () => {
    const s0 = newGame(["romans", "Gauls", "Leader_Egyptian", "Zulus"], { order: "romans,Gauls,Leader_Egyptian,Zulus" });
    const r = feed(s0, facts(1, all(1)));
    expect(r.state.over!.links).toEqual({ 1: "0", 2: "1", 3: "2" });
    const said = textsTo(r.events, "admin").join("\n");
    expect(said).toContain("romans = Romans (Leader Roman)");
    expect(said).toContain("Not found in the followed game's save (no nation nor leader of that name): Zulus.");
    // said once: the same facts again tell the administrator nothing new
    expect(textsTo(feed(r.state, facts(1, all(1))).events, "admin")).toEqual([]);
  });

  it("the Civ turn is the save's; an earlier save changes nothing", () => {
    let s = feed(game(), facts(1, all(1))).state;
    const r = feed(s, facts(7, all(1)));
    expect(r.state.turn).toBe(7);
    expect(textsTo(r.events, "all")).toContain("The Civ game has reached turn 7.");
    s = feed(r.state, facts(5, all(1))).state;
    expect(s.turn).toBe(7);
  });

  it("a rated report falls due at turn 10 and goes out at once, ranked by the save's scores", () => {
    let s = feed(game(), facts(1, all(1))).state;
    s = feed(s, facts(10, { Romans: 5, Gauls: 40, Egyptians: 12, Greeks: 40 })).state;
    expect(s.power[10]).toEqual({ 1: 4, 2: 1, 3: 3, 4: 1 });
    expect(s.due).toEqual([]);
    expect(lastReportText(s)).toContain("Rank report after Civ turn 10");
    expect(lastReportText(s)).toMatch(/1= Gauls \(P2\): KS 0, power rank 1/);
    expect(lastReportText(s)).toMatch(/4\. Romans \(P1\): KS 0, power rank 4/);
  });

  it("civilizations dead or gone in the save rank after the living, whatever their score", () => {
    const f = facts(10, { Romans: 5, Gauls: 1, Egyptians: 7 }); // Greeks gone from the save
    f.players[0] = { ...f.players[0], alive: false, score: 99 }; // the Romans dead, with the best score
    const s = feed(feed(game(), facts(1, all(1))).state, f).state;
    expect(s.power[10]).toEqual({ 1: 3, 2: 2, 3: 1, 4: 3 });
  });

  it("the administrator's TURN and POWER still work: a save of that turn does not replace the graph", () => {
    let s = newGame(CIVS, { rated: "true", reportEvery: "10", order: CIVS.join(",") });
    s = run(s, ADMIN, "TURN 10").state; // before any facts: the report waits for its graph
    s = run(s, ADMIN, "POWER Greeks Egyptians Gauls Romans").state;
    s = feed(s, facts(11, all(1))).state;
    expect(s.power[10]).toEqual({ 4: 1, 3: 2, 2: 3, 1: 4 });
  });

  it("a civilization the save does not know leaves the report waiting for POWER", () => {
    const s0 = newGame(["Romans", "Gauls", "Egyptians", "Zulus"], { rated: "true", order: "Romans,Gauls,Egyptians,Zulus" });
    const s = feed(s0, facts(10, all(1))).state;
    expect(s.power[10]).toBeUndefined();
    expect(pendingEn(s).map((p) => p.what)).toContain("send the power graph for turn 10: POWER TURN 10 <civ> <civ> …");
  });

  it("a civilization dead or gone in a save is put to the administrator, beside the kill reports about it", () => {
    let s = feed(game(), facts(1, all(1))).state;
    s = run(s, seat(1), "KILLED Gauls TURN 4").state;
    const r = feed(s, facts(4, { Romans: 3, Gauls: "dead", Egyptians: 3 })); // Greeks gone from the save
    const said = textsTo(r.events, "admin").join("\n");
    expect(said).toContain("The followed game's save of turn 4: Gauls is dead.");
    expect(said).toContain("Kill report r1: Romans says it destroyed Gauls in Civ turn 4.");
    expect(said).toContain("The followed game's save of turn 4: Greeks is gone from the game.");
    expect(said).toContain("No kill report about it so far.");
    // nothing public about it, and nothing recorded: who destroyed whom stays the administrator's decision
    expect(textsTo(r.events, "all").join("\n")).not.toMatch(/Gauls|Greeks/);
    expect(r.state.ledger).toEqual([]);
    const waits = pendingEn(r.state).filter((p) => p.key.startsWith("gone-"));
    expect(waits.map((p) => [p.seat, p.what, p.unannounced])).toEqual([
      [null, "record the destruction of Gauls (dead or gone in the save of turn 4): KILL <killer> Gauls TURN 4", true],
      [null, "record the destruction of Greeks (dead or gone in the save of turn 4): KILL <killer> Greeks TURN 4", true],
    ]);
    // proposed once; the confirmed destruction ends the wait
    expect(textsTo(feed(r.state, facts(5, { Romans: 3, Gauls: "dead", Egyptians: 3 })).events, "admin")).toEqual([]);
    const after = run(r.state, ADMIN, "CONFIRM r1").state;
    expect(
      pendingEn(after)
        .filter((p) => p.key.startsWith("gone-"))
        .map((p) => p.key),
    ).toEqual(["gone-4"]);
  });

  it("a Quick game ends once a save shows the turn after the decisive one", () => {
    let s = newGame(CIVS, { variant: "quick", order: CIVS.join(",") });
    s = feed(s, facts(3, all(1))).state;
    s = run(s, ADMIN, "KILL Romans Gauls TURN 3").state; // Romans' own target
    expect(feed(s, facts(3, all(1))).state.finished).toBeNull();
    const end = feed(s, facts(4, all(1))).state;
    expect(end.finished?.winners).toEqual([1]);
  });

  it("nobody types FACTS: a player and the administrator are refused; malformed facts are refused", () => {
    const s = game();
    expect(refuse(s, seat(1), line(facts(2, all(1))))).toMatch(/written by Herald/);
    expect(refuse(s, ADMIN, line(facts(2, all(1))))).toMatch(/written by Herald/);
    expect(en((E.parse('FACTS {"turn":"x"}') as { ok: false; error: never }).error)).toMatch(/not such facts/);
  });

  it("the relay publishes its last save's facts, and nothing before a save is read", () => {
    const setup = relayEngine.setup({
      options: { file: "freeciv", maxBytes: 1, keep: 3, skip: "host", end: null },
      players: [1, 2].map((seat) => ({ seat, name: `P${seat}`, options: {} })),
      seed: "s",
    });
    if (!setup.ok) throw new Error("setup");
    expect(relayEngine.facts!(setup.value)).toBeNull();
    const withSave = {
      ...setup.value,
      freeciv: {
        turn: 3,
        year: -3900,
        identity: "x/1",
        players: [{ index: 2, name: "Caesar", nation: "Roman", alive: true, score: 9 }],
      },
    };
    expect(relayEngine.facts!(withSave)).toEqual({
      turn: 3,
      players: [{ id: "2", name: "Caesar", nation: "Roman", alive: true, score: 9 }],
    });
  });
});
