// Drives random legal games for the property tests: each step picks one of legalMoves() with a
// seeded generator, so a failing case is reproducible from its numbers.
import { legalMoves } from "../../../src/games/regicide/index.ts";
import type { Move, RegicideState, Ruleset } from "../../../src/games/regicide/types.ts";
import type { ApplyResult } from "../../../src/games/engine.ts";
import { Rng } from "../../../src/games/rng.ts";
import { cardValue } from "../../../src/games/regicide/values.ts";
import { E, en, newGame } from "./helpers.ts";

export type Strategy = "uniform" | "thrifty" | "greedy";

export interface Step {
  before: RegicideState;
  seat: number;
  move: Move;
  result: ApplyResult<RegicideState>;
}

const worth = (cards: string[]) => cards.reduce((t, c) => t + (c === "JESTER" ? 0 : cardValue(c)), 0);

/**
 * "uniform" picks any legal move; "thrifty" discards the cheapest cover and plays the strongest
 * play, so games last longer and reach Queens, Kings and wins.
 */
export function pickMove(moves: Move[], rng: Rng, strategy: Strategy, state?: RegicideState, seat?: number): Move {
  if (strategy === "uniform" || rng.int(10) === 0) return rng.pick(moves);
  if (strategy === "greedy" && state && seat !== undefined) return greedyMove(state, seat, moves);
  const discards = moves.filter((m): m is Extract<Move, { type: "discard" }> => m.type === "discard");
  if (discards.length) return discards.reduce((a, b) => (worth(b.cards) < worth(a.cards) ? b : a));
  const plays = moves.filter((m): m is Extract<Move, { type: "play" }> => m.type === "play");
  if (plays.length && rng.int(4) > 0) return plays.reduce((a, b) => (worth(b.cards) > worth(a.cards) ? b : a));
  return rng.pick(moves);
}

export function playRandomGame(
  opts: { players: number; seed: string; ruleset: Ruleset; choices: number; strategy: Strategy },
  onStep?: (step: Step) => void,
  maxMoves = 5000,
): { start: RegicideState; final: RegicideState; moves: { seat: number; move: Move }[] } {
  const start = newGame(opts.players, opts.seed, opts.ruleset);
  const rng = Rng.seed(`choices-${opts.choices}`);
  let state = start;
  const moves: { seat: number; move: Move }[] = [];
  for (let i = 0; i < maxMoves && E.outcome(state).status === "running"; i++) {
    const pending = E.pending(state);
    if (pending.length !== 1) throw new Error(`expected one pending decision, got ${pending.length}`);
    const seat = pending[0].seat!;
    const legal = legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`no legal move for seat ${seat} in phase ${state.phase}`);
    const move = pickMove(legal, rng, opts.strategy, state, seat);
    // Each step goes through JSON, as the state does through the database.
    const stored = JSON.parse(JSON.stringify(state)) as RegicideState;
    const r = E.apply(stored, { seat, admin: false }, move);
    if (!r.ok) throw new Error(`legal move ${JSON.stringify(move)} refused: ${en(r.error)}`);
    onStep?.({ before: stored, seat, move, result: r.value });
    moves.push({ seat, move });
    state = r.value.state;
  }
  return { start, final: state, moves };
}

/** A team's resources after a move: defeated enemies first, then damage, shield and cards in hand. */
function score(s: RegicideState): number {
  if (s.result) return s.result.won ? 1e9 : -1e9;
  let v = s.defeated * 1000 + (s.enemy ? s.enemy.damage * 2 + Math.min(s.enemy.spades, 20) : 0);
  for (const h of s.hands) v += h.reduce((t, c) => t + (c.startsWith("JESTER") ? 8 : cardValue(c)), 0) + h.length * 3;
  // Tavern cards are future hands; an enemy put there by an exact kill is a strong one.
  v += s.tavern.length * 2 + s.tavern.filter((c) => /^[JQK]/.test(c) && !c.startsWith("JESTER")).length * 15;
  return v - s.damageDue * 2;
}

/** One-step lookahead through the engine itself: the move whose result scores best. */
function greedyMove(state: RegicideState, seat: number, moves: Move[]): Move {
  let best = moves[0];
  let bestScore = -Infinity;
  for (const m of moves) {
    const r = E.apply(state, { seat, admin: false }, m);
    if (!r.ok) continue;
    const sc = score(r.value.state);
    if (sc > bestScore) { bestScore = sc; best = m; }
  }
  return best;
}
