// The fifth game, written in tests/ only, passes the conformance suite; and the suite's leak check is
// shown to fail on a leak planted in a wrapped copy of it (so that its passing means something).
import { describe, expect, it } from "vitest";
import { addCatalogs } from "../../src/i18n/format.ts";
import type { GameEngine } from "../../src/games/engine.ts";
import { conformanceSuite, runConformance, type Setup } from "./suite.ts";
import { runeCode, runesEngine, type RunesMove, type RunesState, type RunesView } from "./toy/engine.ts";

// its words join the catalogs, as they would when Herald is given the game
addCatalogs(runesEngine.messages!);

const setups: Setup[] = [
  { players: 2, seeds: ["toy-1", "hmac-sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"] },
  { players: 4, seeds: ["toy-2", "toy-3"] },
  { players: 6, seeds: ["toy-4"] },
];

conformanceSuite(runesEngine, setups);

describe("the suite fails on planted faults", () => {
  it("a public view that shows a hidden rune is a leak", () => {
    // the planted leak: the public view carries seat 2's rune, and render writes it
    type Leaky = RunesView & { leak?: string };
    const leaky: GameEngine<RunesState, RunesMove, Record<string, never>, Leaky> = {
      ...runesEngine,
      view: (s, viewer) => ({ ...runesEngine.view(s, viewer), ...(viewer === "public" ? { leak: runeCode(s.runes[1]) } : {}) }),
      render: (v, t) => runesEngine.render(v, t) + (v.leak ? `\n(${v.leak})` : ""),
    };
    const problems = runConformance(leaky, [{ players: 3, seeds: ["leak-1"] }]);
    const leaks = problems.filter((p) => p.check === "leaks").map((p) => p.message);
    expect(leaks.length).toBeGreaterThan(0);
    expect(leaks[0]).toMatch(/seat 2's secret "RUNE-\d" appears in the public view/);
    // and the rest is still clean: the suite names the check that failed, not everything
    expect(problems.filter((p) => p.check !== "leaks")).toEqual([]);
  });

  it("an event to everyone that carries a private hint is a leak", () => {
    const leaky: GameEngine<RunesState, RunesMove, Record<string, never>, RunesView> = {
      ...runesEngine,
      apply(state, actor, move) {
        const r = runesEngine.apply(state, actor, move);
        if (!r.ok) return r;
        const hiddenSeat = r.value.state.players.find((p) => !r.value.state.revealed[p.seat - 1] && p.seat !== actor.seat);
        if (hiddenSeat)
          r.value.events.push({
            to: "all",
            msg: { id: "runes.viewYours", p: { rune: runeCode(r.value.state.runes[hiddenSeat.seat - 1]) } },
          });
        return r;
      },
    };
    const leaks = runConformance(leaky, [{ players: 3, seeds: ["leak-2"] }]).filter((p) => p.check === "leaks");
    expect(leaks.map((p) => p.message).join("\n")).toMatch(/appears in an event to all/);
  });

  it("a missing hook is named", () => {
    const { legalMoves: _l, secrets: _s, ...bare } = runesEngine;
    const problems = runConformance(bare as GameEngine, [{ players: 2, seeds: ["bare"] }]).map((p) => `${p.check}: ${p.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        "hooks: runes has no legalMoves hook: random games cannot be played",
        "leaks: runes has no secrets hook: the leak check has nothing to look for",
      ]),
    );
  });

  it("a broken rule invariant is reported with the move that broke it", () => {
    const broken: GameEngine = { ...runesEngine, invariants: (s: RunesState) => (s.history.length >= 2 ? ["planted"] : []) };
    const inv = runConformance(broken, [{ players: 4, seeds: ["inv"] }]).filter((p) => p.check === "invariants");
    expect(inv[0].message).toMatch(/planted after move 2 \(/);
  });

  it("a game that draws from outside its state does not replay", () => {
    let calls = 0;
    const impure: GameEngine = {
      ...runesEngine,
      apply(state, actor, move) {
        const r = runesEngine.apply(state, actor, move);
        if (r.ok)
          r.value.state = {
            ...r.value.state,
            points: r.value.state.points.map((p: number, i: number) => (i === 0 ? p + (calls++ % 2) : p)),
          };
        return r;
      },
    };
    const replay = runConformance(impure, [{ players: 2, seeds: ["impure"] }]).filter((p) => p.check === "replay");
    expect(replay[0].message).toMatch(/gives another state on replay/);
  });
});
