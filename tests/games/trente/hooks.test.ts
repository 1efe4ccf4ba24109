// The engine's optional hooks: legalMoves (every line it lists is accepted by parse + apply, and only
// the player to move has any), invariants (hold over random games, and catch planted breakage),
// secrets (none in Trente: every view but the viewer's own line is the same), pictures.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Viewer } from "../../../src/games/engine.ts";
import { trenteEngine as E } from "../../../src/games/trente/index.ts";
import type { TrenteState } from "../../../src/games/trente/types.ts";
import { en, scripted, T } from "./helpers.ts";
import { randomGame } from "./play.ts";

const gameArb = fc.record({
  seed: fc.stringMatching(/^[0-9a-f]{16}$/),
  rules: fc.constantFrom("house" as const, "classic" as const),
  n: fc.integer({ min: 2, max: 5 }),
  moveSeed: fc.integer(),
});

/** Every line legalMoves lists for the player to move is parsed and applied; nobody else has any. */
function checkLegal(s: TrenteState): void {
  if (s.finished) {
    for (const p of s.players) expect(E.legalMoves!(s, p.seat)).toEqual([]);
    return;
  }
  const seat = s.turn!.seat;
  const lines = E.legalMoves!(s, seat);
  expect(lines.length).toBeGreaterThan(0);
  expect(new Set(lines).size).toBe(lines.length);
  for (const line of lines) {
    const p = E.parse(line);
    expect(p && p.ok, line).toBe(true);
    if (!p || !p.ok) continue;
    const r = E.apply(s, { seat, admin: false }, p.value);
    expect(r.ok ? "" : en(r.error), line).toBe("");
  }
  for (const p of s.players) if (p.seat !== seat) expect(E.legalMoves!(s, p.seat)).toEqual([]);
  expect(E.legalMoves!(s, null)).toEqual([]);
}

describe("legalMoves", () => {
  it("lists only lines that parse and apply, for the player to move only", () => {
    fc.assert(
      fc.property(gameArb, ({ seed, rules, n, moveSeed }) => {
        let k = 0;
        const g = randomGame(seed, { rules, start: 10 }, n, moveSeed, {
          deadlinePerMille: 20,
          resignPerMille: 5,
          onStep: ({ after }) => {
            if (k++ % 3 === 0) checkLegal(after);
          },
        });
        checkLegal(g.initial);
        checkLegal(g.state);
      }),
      { numRuns: 12 },
    );
  });

  it("covers KEEP, POLICY, FIRST and VICTIM where they apply", () => {
    const opening = scripted({ rules: "classic" }, 3, [[1, 5, 2, 2, 2, 2]]);
    const lines = E.legalMoves!(opening.state, 1);
    expect(lines).toEqual(
      expect.arrayContaining(["KEEP 5", "KEEP 5 1", "POLICY high", "POLICY low", "POLICY all", "FIRST 1", "FIRST 5"]),
    );
    expect(lines.filter((l) => l.startsWith("KEEP"))).toHaveLength(new Set(lines.filter((l) => l.startsWith("KEEP"))).size);
    const house = scripted({}, 2, [[1, 5, 2, 2, 2, 2]]);
    expect(E.legalMoves!(house.state, 1).some((l) => l.startsWith("FIRST"))).toBe(false);
    const first = opening.engine.apply(opening.state, { seat: 1, admin: false }, { type: "keep", dice: [1, 5] });
    expect(first.ok && E.legalMoves!(first.value.state, 1)).toEqual(["FIRST 1", "FIRST 5"]);
    const order = [6, 5, 6, 6, 4, 6];
    const v = scripted(
      { rules: "classic" },
      3,
      order.map((d, i) => [d, ...Array(5 - i).fill(1)]),
    );
    v.state.round = 3;
    let s = v.state;
    for (const d of order) {
      const r = v.engine.apply(s, { seat: 1, admin: false }, { type: "keep", dice: [d] });
      if (!r.ok) throw new Error(en(r.error));
      s = r.value.state;
    }
    expect(s.turn!.phase).toBe("victim");
    expect(E.legalMoves!(s, 1)).toEqual(["VICTIM 2", "VICTIM 3"]);
  });
});

describe("showLine", () => {
  it("writes a move as the view shows it: a KEEP's dice in the roll's order, a victim by name; the line sent is unchanged", () => {
    const { state } = scripted({ rules: "classic" }, 3, [[1, 5, 2, 6, 2, 2]]);
    const v = E.view(state, { seat: 1 });
    expect(E.render(v, T)).toContain("Roll: 1 5 2 6 2 2.");
    const lines = E.legalMoves!(state, 1);
    const shown = new Map(lines.map((l) => [l, E.showLine!(l, T, v)]));
    // keepChoices sorts high to low; the roll shows 1 5 2 6 2 2
    expect(shown.get("KEEP 6 5 1")).toBe("KEEP 1 5 6");
    expect(shown.get("KEEP 6 2 2")).toBe("KEEP 2 6 2");
    expect(shown.get("KEEP 5")).toBe("KEEP 5");
    expect(shown.get("POLICY high")).toBe("POLICY high");
    expect(shown.get("FIRST 6")).toBe("FIRST 6");
    // every KEEP label's dice are the roll's, in its order, and the same dice as the line's
    const roll = state.turn!.roll;
    for (const [line, label] of shown) {
      if (!line.startsWith("KEEP ")) continue;
      const dice = label.split(" ").slice(1).map(Number);
      expect([...dice].sort(), line).toEqual(line.split(" ").slice(1).map(Number).sort());
      let at = 0;
      for (const d of dice) at = roll.indexOf(d, at) + 1 || Infinity;
      expect(at, `${label} in the roll's order`).toBeLessThan(Infinity);
    }
    const order = [6, 5, 6, 6, 4, 6];
    const g = scripted(
      { rules: "classic" },
      3,
      order.map((d, i) => [d, ...Array(5 - i).fill(1)]),
    );
    g.state.round = 3;
    let s = g.state;
    for (const d of order) {
      const r = g.engine.apply(s, { seat: 1, admin: false }, { type: "keep", dice: [d] });
      if (!r.ok) throw new Error(en(r.error));
      s = r.value.state;
    }
    const vv = E.view(s, { seat: 1 });
    expect(E.legalMoves!(s, 1).map((l) => E.showLine!(l, T, vv))).toEqual(["VICTIM Bob", "VICTIM Cid"]);
  });
});

describe("invariants", () => {
  it("hold in every state of random games, with deadlines and players leaving", () => {
    fc.assert(
      fc.property(gameArb, ({ seed, rules, n, moveSeed }) => {
        const g = randomGame(seed, { rules, start: 12 }, n, moveSeed, {
          deadlinePerMille: 30,
          resignPerMille: 8,
          onStep: ({ after, entry }) => expect(E.invariants!(after), JSON.stringify(entry)).toEqual([]),
        });
        expect(E.invariants!(g.initial)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it("report planted breakage", () => {
    const { state } = scripted({ rules: "classic" }, 3, [[1, 5, 2, 2, 2, 2]]);
    expect(E.invariants!(state)).toEqual([]);
    const broken: Array<[string, (s: TrenteState) => void]> = [
      ["a score above the start", (s) => (s.scores["2"] = 31)],
      ["a missing score", (s) => delete s.scores["3"]],
      ["a seventh die", (s) => s.turn!.roll.push(6)],
      ["a die showing 7", (s) => (s.turn!.roll[0] = 7)],
      ["an out player to move", (s) => (s.scores["1"] = -1)],
      ["a turn in a finished game", (s) => (s.finished = true)],
      ["a round past the last", (s) => (s.round = 4)],
      ["a threshold the first die did not set", (s) => ((s.turn!.kept = [5]), s.turn!.roll.pop(), (s.turn!.threshold = "low"))],
      ["a turn counter behind", (s) => (s.turnCounter = 0)],
      ["a history ahead of the round", (s) => s.history.push({ round: 1, winner: 1, scores: {} })],
    ];
    for (const [what, breakIt] of broken) {
      const s = structuredClone(state);
      breakIt(s);
      expect(E.invariants!(s).length, what).toBeGreaterThan(0);
    }
  });
});

describe("secrets and pictures", () => {
  it("nothing is private to a seat: every seat's view is the public one plus who is looking", () => {
    const g = randomGame("5ec4e75ec4e75ec4", { rules: "classic", start: 10 }, 3, 1);
    for (const s of [g.initial, g.state]) {
      expect(E.secrets!(s)).toEqual([]);
      const pub = E.view(s, "public");
      for (const v of [...s.players.map((p) => ({ seat: p.seat }) as Viewer), "admin" as const])
        expect({ ...E.view(s, v), viewer: "public" }).toEqual(pub);
    }
  });

  it("the scores picture has one bar per player, out of the starting points; a score below zero stays negative", () => {
    const { state } = scripted({ start: 20 }, 3, [[1, 2, 3, 4, 5, 6]]);
    state.scores["2"] = -3;
    const [p] = E.pictures!(E.view(state, "public"));
    expect(p.kind).toBe("bars");
    expect(p.kind === "bars" && p.items).toEqual([
      { label: "Ann", value: 20, max: 20 },
      { label: "Bob", value: -3, max: 20 },
      { label: "Cid", value: 20, max: 20 },
    ]);
    expect(en(p.title)).toBe("Points this round");
  });

  it("a deadline is announced as a message before the default move", () => {
    const { engine, state } = scripted({}, 2, [
      [6, 5, 1, 1, 1, 2],
      [5, 1, 1, 1, 1],
      [4, 1, 1, 1],
      [2, 1, 1],
      [1, 1],
      [1],
      [1, 2, 3, 4, 5, 6],
    ]);
    const r = engine.onDeadline!(state, engine.pending(state)[0]);
    expect(r.ok && r.value.events[0]).toEqual({ to: "all", msg: { id: "trente.deadlinePassed", p: { name: "Ann" } } });
  });
});

describe("forced", () => {
  it("is the one KEEP of a roll of one die, exactly when every KEEP choice is that one; null for everyone else", () => {
    let forcedSeen = 0;
    fc.assert(
      fc.property(gameArb, ({ seed, rules, n, moveSeed }) => {
        randomGame(seed, { rules, start: 10 }, n, moveSeed, {
          onStep: ({ after: s }) => {
            for (const p of s.players) {
              const line = E.forced!(s, p.seat);
              const t = s.turn;
              if (!t || s.finished || t.seat !== p.seat) {
                expect(line).toBeNull();
                continue;
              }
              const keeps = E.legalMoves!(s, p.seat).filter((l) => l.startsWith("KEEP") || l.startsWith("FIRST"));
              // a forced line is the only KEEP (or FIRST) the rules leave, and it applies
              if (line !== null) {
                forcedSeen++;
                expect(keeps).toEqual([line]);
                const move = E.parse(line);
                expect(move?.ok && E.apply(s, { seat: p.seat, admin: false }, move.value).ok).toBe(true);
              } else expect(t.phase !== "keep" || t.roll.length > 1).toBe(true);
            }
          },
        });
      }),
      { numRuns: 12 },
    );
    expect(forcedSeen).toBeGreaterThan(0);
  });
});

describe("AUTO", () => {
  it("keeps a policy across turns: the seat's next turn is played whole by it; AUTO shows it, AUTO OFF stops it", () => {
    // seat 1's opening roll; seat 2's turn, all fives (30: no attack); seat 1's next opening roll
    const g = scripted({}, 2, [[1, 2, 3, 4, 5, 6], ...[6, 5, 4, 3, 2, 1].map((k) => Array(k).fill(5)), [1, 2, 3, 4, 5, 6]]);
    const parse = (line: string) => {
      const p = E.parse(line);
      if (!p?.ok) throw new Error(line);
      return p.value;
    };
    // seat 2 sets it while seat 1 plays; it is said to seat 2 only
    const set = g.engine.apply(g.state, { seat: 2, admin: false }, parse("AUTO POLICY high"));
    expect(set.ok).toBe(true);
    if (!set.ok) return;
    expect(set.value.state.auto).toEqual({ "2": { kind: "high" } });
    expect(set.value.events.every((e) => e.to === 2)).toBe(true);
    expect(en(set.value.events[0].msg)).toContain('each of your turns is played by the policy "high"');
    // seat 1 ends its turn at once: seat 2's turn is played by the policy, up to seat 1's next turn
    const all = g.engine.apply(set.value.state, { seat: 1, admin: false }, parse("POLICY all"));
    expect(all.ok).toBe(true);
    if (!all.ok) return;
    const said = all.value.events.filter((e) => e.to === "all").map((e) => en(e.msg));
    expect(said.some((l) => /plays the rest of the turn by the policy "high"/.test(l))).toBe(true);
    expect(all.value.state.turn?.seat).toBe(1);
    expect(all.value.state.last?.kept).toEqual([5, 5, 5, 5, 5, 5]);
    // AUTO alone says it; AUTO OFF removes it; another seat's or a seatless AUTO changes nothing of it
    const shown = g.engine.apply(all.value.state, { seat: 2, admin: false }, parse("AUTO"));
    expect(shown.ok && en(shown.value.events[0].msg)).toMatch(/policy "high"/);
    expect(g.engine.apply(all.value.state, { seat: null, admin: true }, parse("AUTO OFF")).ok).toBe(false);
    const off = g.engine.apply(all.value.state, { seat: 2, admin: false }, parse("AUTO OFF"));
    expect(off.ok && off.value.state.auto).toEqual({});
    // a bad rule is the policy's own error, in Trente's words
    const bad = E.parse("AUTO dodge");
    expect(bad && !bad.ok && en(bad.error)).toMatch(/unknown policy "dodge"/);
  });
});
