// Property tests over random legal games (fast-check drives seeds, rule sets, table sizes and move
// choices): scores change only as the rules say, every round ends, each round has exactly one winner,
// states stay plain JSON and apply never mutates its input.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TrenteState } from "../../../src/games/trente/types.ts";
import { MAX_STEPS, randomGame, type Step } from "./play.ts";

const gameArb = fc.record({
  seed: fc.stringMatching(/^[0-9a-f]{16}$/),
  rules: fc.constantFrom("house" as const, "classic" as const),
  start: fc.constantFrom(5, 12, 30),
  n: fc.integer({ min: 2, max: 6 }),
  moveSeed: fc.integer(),
});

const inPlay = (s: TrenteState, seat: number) => !s.resigned.includes(seat) && s.scores[String(seat)] >= 0;

/** The nearest seat in play going dir, computed independently of the engine. */
function around(s: TrenteState, seat: number, dir: 1 | -1): number {
  const n = s.players.length;
  for (let k = 1; k < n; k++) {
    const cand = ((((seat - 1 + dir * k) % n) + n) % n) + 1;
    if (inPlay(s, cand)) return cand;
  }
  throw new Error("no neighbour");
}

/** Independent oracle: what a finished turn must do, straight from the rules file. */
function expectedEffect(before: TrenteState, seat: number, kept: number[]) {
  const S = kept.reduce((a, b) => a + b, 0);
  const low = before.options.rules === "classic" && kept[0] <= 3;
  const diff = low ? 12 - S : S - 30; // > 0: attack at diff; < 0: lose −diff
  return { S, low, diff };
}

/** Checks one apply against the rules. */
function checkStep({ before, after, entry }: Step): void {
  // Scores as they stood when the step's last turn ended (a round may have ended and been reset since).
  const roundEnded = after.history.length > before.history.length;
  const scoresAfter = roundEnded ? after.history[after.history.length - 1].scores : after.scores;
  const changed = before.players.map((p) => p.seat).filter((x) => scoresAfter[String(x)] !== before.scores[String(x)]);
  const delta = (x: number) => scoresAfter[String(x)] - before.scores[String(x)];
  for (const x of changed) expect(delta(x)).toBeLessThan(0); // scores never go up within a round

  const L = after.last;
  const newTurn = L && (before.last?.no !== L.no || before.last.victim !== L.victim);
  if ("resign" in entry || !newTurn) {
    expect(changed).toEqual([]);
    return;
  }
  // a finished turn: six dice, threshold from the first die, effect from the sum
  expect(L.kept).toHaveLength(6);
  const { S, low, diff } = expectedEffect(before, L.seat, L.kept);
  expect(L.sum).toBe(S);
  if (before.options.rules === "classic") expect(L.threshold).toBe(low ? "low" : "high");
  if (diff === 0) {
    expect(L.result).toBe("none");
    expect(changed).toEqual([]);
  } else if (diff < 0) {
    expect(L.result).toBe("lose");
    expect(changed).toEqual([L.seat]);
    expect(delta(L.seat)).toBe(diff);
  } else {
    expect(L.result).toBe("attack");
    expect(L.level).toBe(diff);
    if (L.victim === null) {
      // classic round 3: waiting for VICTIM, nothing rolled yet
      expect(before.round === 3 && after.turn?.phase === "victim").toBe(true);
      expect(changed).toEqual([]);
      return;
    }
    expect(L.victim).not.toBe(L.seat);
    expect(inPlay(before, L.victim)).toBe(true);
    const rule =
      before.options.rules === "house" ? (diff % 2 === 0 ? -1 : 1) : before.round === 1 ? 1 : before.round === 2 ? -1 : 0;
    if (rule !== 0) expect(L.victim).toBe(around(before, L.seat, rule as 1 | -1));
    // the damage rolls follow the attack procedure, main pleine included
    let held = 0;
    let hits = 0;
    L.attackRolls.forEach((roll, i) => {
      expect(roll).toHaveLength(6 - held);
      const k = roll.filter((d) => d === diff).length;
      if (k === 0) expect(i).toBe(L.attackRolls.length - 1);
      else expect(i).toBeLessThan(L.attackRolls.length - 1);
      held += k;
      hits += k;
      if (held === 6) held = 0;
    });
    expect(L.points).toBe(diff * hits);
    if (hits === 0) expect(changed).toEqual([]);
    else {
      expect(changed).toEqual([L.victim]);
      expect(delta(L.victim)).toBe(-diff * hits);
    }
  }
}

describe("random legal games", () => {
  it("scores change only by the rules; every round ends with exactly one winner", () => {
    fc.assert(
      fc.property(gameArb, ({ seed, rules, start, n, moveSeed }) => {
        const g = randomGame(seed, { rules, start }, n, moveSeed, { deadlinePerMille: 30, onStep: checkStep });
        expect(g.steps).toBeLessThan(MAX_STEPS);
        expect(g.state.finished).toBe(true);
        expect(g.state.history).toHaveLength(rules === "house" ? 1 : 3);
        for (const h of g.state.history) {
          const standing = g.state.players.map((p) => p.seat).filter((x) => h.scores[String(x)] >= 0);
          expect(standing).toEqual([h.winner]);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("with players leaving: every round still ends with exactly one winner, the last one in play", () => {
    fc.assert(
      fc.property(gameArb, ({ seed, rules, start, n, moveSeed }) => {
        let rounds = 0;
        const g = randomGame(seed, { rules, start }, n, moveSeed, {
          resignPerMille: 20,
          onStep: (step) => {
            checkStep(step);
            const { before, after } = step;
            if (after.history.length === before.history.length) return;
            rounds++;
            const h = after.history[after.history.length - 1];
            const standing = after.players
              .map((p) => p.seat)
              .filter((x) => !after.resigned.includes(x) && h.scores[String(x)] >= 0);
            expect(standing).toEqual([h.winner]);
          },
        });
        expect(g.state.finished).toBe(true);
        expect(rounds).toBe(g.state.history.length);
        expect(rounds).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 50 },
    );
  });

  it("states are plain JSON and apply never mutates its input", () => {
    fc.assert(
      fc.property(gameArb, ({ seed, rules, start, n, moveSeed }) => {
        randomGame(seed, { rules, start }, n, moveSeed, {
          deadlinePerMille: 30,
          resignPerMille: 5,
          checkInputUntouched: true,
          onStep: ({ after }) => expect(JSON.parse(JSON.stringify(after))).toEqual(after),
        });
      }),
      { numRuns: 30 },
    );
  });
});
