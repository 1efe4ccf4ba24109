// The 3v3 variant: property tests over random 3v3 games played by the engine (random legal moves):
// card conservation (the two Lightning cards set aside), HP bounds with the coach's +1, the
// alternation of actions, the +3 draw for every kill, no Lord skill, victory = the other coach dead,
// and exact replay from the seed and the move log.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deckTable } from "../../../src/games/threekingdoms/cards/cards.ts";
import { general } from "../../../src/games/threekingdoms/skills/generals.ts";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import { playersFor, randomPlayout, type PlayoutStep } from "../../../src/games/threekingdoms/playout.ts";
import { skillsOf } from "../../../src/games/threekingdoms/skills.ts";
import type { Options, State } from "../../../src/games/threekingdoms/types.ts";
import { textOf, en } from "./helpers.ts";

const OPTIONS: Options = { traitors: 1, maneuvering: false, series: false, lord: null, generals: true, mode: "3v3" };

function cardPlaces(s: State): number[] {
  const all = [...s.deck, ...s.discard, ...s.limbo, ...s.harvest, ...s.v3!.aside];
  for (const p of s.players) all.push(...p.hand, ...(Object.values(p.equip) as number[]), ...p.judge);
  return all.sort((a, b) => a - b);
}

const game = fc.record({ seed: fc.string({ minLength: 1, maxLength: 10 }), moveSeed: fc.string({ maxLength: 6 }) });

/** The invariants of one step. */
function check({ before, result }: PlayoutStep, ids: number[], table: ReturnType<typeof deckTable>): void {
  const s = result.state;
  const v = s.v3!;
  expect(cardPlaces(s)).toEqual(ids);
  // no Lightning ever comes into play
  for (const id of v.aside) expect(table[id].name).toBe("LIGHTNING");
  for (const p of s.players) expect(p.judge.some((id) => table[id].name === "LIGHTNING")).toBe(false);
  for (const p of s.players) {
    expect(p.hp).toBeLessThanOrEqual(p.maxHp);
    if (p.general) {
      const coach = p.seat === v.teams.warm.coach || p.seat === v.teams.cool.coach;
      expect(p.maxHp).toBe(general(p.general)!.hp + (coach ? 1 : 0));
    }
    expect(skillsOf(p).some((d) => d.lord)).toBe(false);
  }
  const texts = result.events
    .filter((e) => e.to === "all")
    .map(textOf)
    .join("\n");
  // every kill by a living killer draws 3, whoever died (a coach's death ends the game first)
  if (!s.over)
    for (const d of s.deaths.slice(before.deaths.length)) {
      const killer = d.killer;
      if (killer !== null && killer !== d.seat && s.players[killer - 1].alive) {
        expect(texts).toContain(
          `${s.players[killer - 1].name} draws 3 cards (3v3: a kill draws 3, ${s.players[d.seat - 1].name} was killed)`,
        );
      }
    }
  // the alternation: a new action is taken by the other side whenever that side has an upright card
  const act = /The (warm|cool) side acts: /.exec(texts);
  if (act && before.v3!.alt) {
    const prev = before.v3!.alt;
    const other = prev.side === "warm" ? "cool" : "warm";
    expect([prev.side, other]).toContain(act[1]);
  }
  // nobody plays twice while their card is turned (unless every living card was turned: all reset)
  const prev = before.v3!.alt;
  if (s.turnNo > before.turnNo && v.alt && prev && s.turn.seat !== before.turn.seat) {
    const living = s.players.filter((p) => p.alive).map((p) => p.seat);
    const reset = living.every((x) => prev.turned.includes(x) || x === before.turn.seat);
    if (!reset) expect(prev.turned).not.toContain(s.turn.seat);
  }
}

function victoryConsistent(s: State): void {
  const v = s.v3!;
  const warmDead = !s.players[v.teams.warm.coach - 1].alive;
  const coolDead = !s.players[v.teams.cool.coach - 1].alive;
  expect(warmDead !== coolDead).toBe(true); // exactly one coach is dead: the game ended at the first
  const win = warmDead ? v.teams.cool : v.teams.warm;
  expect(s.over!.winners).toEqual([win.coach, ...win.forwards].sort((a, b) => a - b));
  expect(E.outcome(s).scores).toEqual(
    Object.fromEntries(s.players.map((p) => [p.seat, s.over!.winners.includes(p.seat) ? 1 : 0])),
  );
}

describe("random 3v3 games", () => {
  it(
    "conserve cards, keep Lightning out, coach +1 HP, no Lord skill, +3 per kill, and end with a coach dead",
    { timeout: 300_000 },
    () => {
      const table = deckTable(false);
      const ids = table.map((_, i) => i);
      let kills = 0;
      fc.assert(
        fc.property(game, (g) => {
          const { state } = randomPlayout({
            players: 6,
            seed: g.seed,
            moveSeed: g.moveSeed,
            maxMoves: 60000,
            options: OPTIONS,
            onStep: (step) => {
              check(step, ids, table);
              kills += step.result.state.deaths.length - step.before.deaths.length;
              if (step.result.state.over) victoryConsistent(step.result.state);
            },
          });
          expect(state.over).not.toBeNull();
          expect(E.outcome(state).status).toBe("finished");
        }),
        { numRuns: Number(process.env.TK_RUNS ?? 25) },
      );
      expect(kills).toBeGreaterThan(0);
    },
  );

  it(
    "turn order over a whole game: each action is one coach or that side's upright forwards in a row",
    { timeout: 120_000 },
    () => {
      for (let i = 0; i < 8; i++) {
        const turns: number[] = [];
        const { state } = randomPlayout({
          players: 6,
          seed: `alt-${i}`,
          moveSeed: `m${i}`,
          maxMoves: 60000,
          options: OPTIONS,
          onStep: (st) => {
            if (st.result.state.turnNo > st.before.turnNo) turns.push(st.result.state.turn.seat);
          },
        });
        const v = state.v3!;
        const teamOf = (x: number) => ([v.teams.warm.coach, ...v.teams.warm.forwards].includes(x) ? "warm" : "cool");
        // first turn: a coach; never the same player twice in a row unless nobody else could act
        expect([v.teams.warm.coach, v.teams.cool.coach]).toContain(turns[0]);
        for (let k = 1; k < turns.length; k++) {
          const a = turns[k - 1],
            b = turns[k];
          // a coach's action is a single turn: after it, the other side acts (when it can)
          if ((a === v.teams.warm.coach || a === v.teams.cool.coach) && teamOf(a) === teamOf(b)) {
            const other = teamOf(a) === "warm" ? v.teams.cool : v.teams.warm;
            // allowed only if the other side had no upright living card: at least its coach must have just played
            expect(turns.slice(Math.max(0, k - 4), k)).toContain(other.coach);
          }
        }
      }
    },
  );

  it("replay from the seed and the move log is exact, through JSON", { timeout: 300_000 }, () => {
    fc.assert(
      fc.property(game, (g) => {
        const { state, moves } = randomPlayout({
          players: 6,
          seed: g.seed,
          moveSeed: g.moveSeed,
          options: OPTIONS,
          maxMoves: 60000,
        });
        const r = E.setup({ options: OPTIONS, players: playersFor(6), seed: g.seed });
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
});
