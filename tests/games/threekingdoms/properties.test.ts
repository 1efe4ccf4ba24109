// Property tests over random legal games (moves drawn from legalMoves).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deckTable } from "../../../src/games/threekingdoms/cards/cards.ts";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import { legalMoves } from "../../../src/games/threekingdoms/legal.ts";
import { playersFor, randomPlayout } from "../../../src/games/threekingdoms/playout.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import { en } from "./helpers.ts";

/** Every card id appears exactly once across all zones. */
function cardPlaces(s: State): number[] {
  const all = [...s.deck, ...s.discard, ...s.limbo, ...s.harvest];
  for (const p of s.players) all.push(...p.hand, ...(Object.values(p.equip) as number[]), ...p.judge);
  return all.sort((a, b) => a - b);
}

const MAX_MOVES = 3000;
const game = fc
  .record({
    players: fc.integer({ min: 4, max: 10 }),
    seed: fc.string({ minLength: 1, maxLength: 12 }),
    moveSeed: fc.string({ maxLength: 8 }),
    maneuvering: fc.boolean(),
    traitors: fc.constantFrom(1, 2) as fc.Arbitrary<1 | 2>,
  })
  .map((g) => ({ ...g, traitors: (g.players === 6 || g.players === 8 ? g.traitors : 1) as 1 | 2 }));

describe("random games", () => {
  it("keep every card in exactly one place, HP within max, awaited players living, fresh keys; and end", () => {
    fc.assert(
      fc.property(game, (g) => {
        const n = deckTable(g.maneuvering).length;
        const ids = Array.from({ length: n }, (_, i) => i);
        const keys = new Set<string>();
        const { state, moves } = randomPlayout({
          players: g.players,
          seed: g.seed,
          moveSeed: g.moveSeed,
          maxMoves: MAX_MOVES,
          options: { maneuvering: g.maneuvering, traitors: g.traitors },
          onStep: ({ result, before }) => {
            const s = result.state;
            expect(cardPlaces(s)).toEqual(ids);
            for (const p of s.players) expect(p.hp).toBeLessThanOrEqual(p.maxHp);
            if (!s.over) {
              // one seat awaited, or several asked at once (a Nullification window, the generals' choice)
              const pend = E.pending(s);
              expect(pend.length).toBeGreaterThan(0);
              expect(new Set(pend.map((p) => p.seat)).size).toBe(pend.length);
              const open = new Set(E.pending(before).map((p) => p.key));
              for (const p of pend) {
                expect(s.players[p.seat! - 1].alive).toBe(true);
                if (!open.has(p.key)) {
                  expect(keys.has(p.key)).toBe(false);
                  keys.add(p.key);
                }
                expect(legalMoves(s, p.seat!).length).toBeGreaterThan(0);
              }
            } else {
              expect(E.outcome(s).status).toBe("finished");
              expect(E.outcome(s).winners.length).toBeGreaterThan(0);
            }
          },
        });
        expect(state.over, `game not over after ${moves.length} moves`).not.toBeNull();
      }),
      { numRuns: 15 },
    );
  });

  it("replay from the seed and the move log is exact, through JSON", () => {
    fc.assert(
      fc.property(game, (g) => {
        const options = { traitors: g.traitors, maneuvering: g.maneuvering, series: false, lord: null };
        const { state, moves } = randomPlayout({ players: g.players, seed: g.seed, moveSeed: g.moveSeed, options });
        const r = E.setup({ options, players: playersFor(g.players), seed: g.seed });
        if (!r.ok) throw new Error(en(r.error));
        let s: State = JSON.parse(JSON.stringify(r.value));
        for (const { seat, move } of moves) {
          const a = E.apply(s, { seat, admin: false }, move);
          if (!a.ok) throw new Error(en(a.error));
          s = JSON.parse(JSON.stringify(a.value.state));
        }
        expect(s).toEqual(JSON.parse(JSON.stringify(state)));
      }),
      { numRuns: 8 },
    );
  });

  it("apply never mutates its input state", () => {
    fc.assert(
      fc.property(game, (g) => {
        randomPlayout({
          players: g.players,
          seed: g.seed,
          moveSeed: g.moveSeed,
          maxMoves: 150,
          onStep: ({ before, result }) => {
            expect(result.state).not.toBe(before);
            expect(before.ask === null || before.ask !== result.state.ask).toBe(true);
          },
        });
        // stronger: snapshot one state, apply all its legal moves, compare
        const { state } = randomPlayout({ players: g.players, seed: g.seed, moveSeed: g.moveSeed, maxMoves: 40 });
        if (state.over) return;
        const snap = JSON.stringify(state);
        const seat = E.pending(state)[0].seat!;
        for (const m of legalMoves(state, seat)) E.apply(state, { seat, admin: false }, m);
        expect(JSON.stringify(state)).toBe(snap);
      }),
      { numRuns: 10 },
    );
  });
});
