// Property tests over random legal games WITH generals (4–10 players): every card in exactly one place,
// HP within bounds, winners consistent with the identities, replay from seed + moves gives the same state.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deckTable } from "../../../src/games/threekingdoms/cards/cards.ts";
import { equipIds } from "../../../src/games/threekingdoms/ctx.ts";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import { playersFor, randomPlayout } from "../../../src/games/threekingdoms/playout.ts";
import type { Options, State } from "../../../src/games/threekingdoms/types.ts";
import { en } from "./helpers.ts";

function cardPlaces(s: State): number[] {
  const all = [...s.deck, ...s.discard, ...s.limbo, ...s.harvest];
  for (const p of s.players) all.push(...p.hand, ...equipIds(p), ...p.judge);
  return all.sort((a, b) => a - b);
}

const game = fc.record({
  players: fc.integer({ min: 4, max: 10 }),
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  moveSeed: fc.string({ maxLength: 8 }),
  maneuvering: fc.boolean(),
});

const SIDES: Record<string, string[]> = { lord: ["lord", "loyalist"], rebel: ["rebel"], traitor: ["traitor"] };

describe("random games with generals", () => {
  it(
    "conserve cards, keep HP within bounds, end with winners of the right side, and replay exactly",
    { timeout: 300_000 },
    () => {
      fc.assert(
        fc.property(game, (g) => {
          const ids = Array.from({ length: deckTable(g.maneuvering).length }, (_, i) => i);
          const options: Partial<Options> = { maneuvering: g.maneuvering, generals: true };
          const { state, moves } = randomPlayout({
            players: g.players,
            seed: g.seed,
            moveSeed: g.moveSeed,
            maxMoves: 6000,
            options,
            onStep: ({ result }) => {
              const s = result.state;
              expect(cardPlaces(s)).toEqual(ids);
              for (const p of s.players) {
                expect(p.hp).toBeLessThanOrEqual(p.maxHp);
                if (p.alive && !s.stack.some((t) => t.t === "dying" && t.seat === p.seat) && s.turnNo > 0) {
                  // a living player below 1 HP is always being rescued
                  if (p.hp < 1) expect(s.ask?.kind).toBe("respond");
                }
              }
            },
          });
          if (state.over) {
            const side = SIDES[state.over.side];
            for (const w of state.over.winners) expect(side).toContain(state.players[w - 1].role);
            if (state.over.side === "traitor")
              expect(state.players.filter((p) => p.alive).map((p) => p.role)).toEqual(["traitor"]);
          }
          expect(state.players.every((p) => p.general !== null)).toBe(true);
          // replay from the seed and the move log
          const base = { traitors: 1, maneuvering: false, series: false, lord: null, ...options } as Options;
          const r = E.setup({ options: base, players: playersFor(g.players), seed: g.seed });
          if (!r.ok) throw new Error(en(r.error));
          let s = r.value;
          for (const m of moves) {
            const a = E.apply(s, { seat: m.seat, admin: false }, m.move);
            if (!a.ok) throw new Error(en(a.error));
            s = a.value.state;
          }
          expect(JSON.stringify(s)).toBe(JSON.stringify(state));
        }),
        { numRuns: 8 },
      );
    },
  );
});
