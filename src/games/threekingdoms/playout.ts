// Random legal playouts, for property tests and the benchmark: every move is drawn from legalMoves
// with a seeded generator, so a playout is reproducible from its two seeds.
import type { ApplyResult, PlayerInfo } from "../engine.ts";
import { Rng } from "../rng.ts";
import { threekingdomsEngine as E } from "./index.ts";
import { openAsks } from "./ask.ts";
import { legalMoves } from "./legal.ts";
import type { Move, Options, State } from "./types.ts";

export interface PlayoutStep {
  seat: number;
  move: Move;
  before: State;
  result: ApplyResult<State>;
}

export interface PlayoutInput {
  players: number;
  seed: string;
  moveSeed: string;
  options?: Partial<Options>;
  /** give up after this many moves (the game is then reported as not finished) */
  maxMoves?: number;
  /** return true to stop after this step */
  onStep?: (step: PlayoutStep) => boolean | void;
}

export function playersFor(n: number): PlayerInfo[] {
  return Array.from({ length: n }, (_, i) => ({ seat: i + 1, name: `P${i + 1}x`, options: {} }));
}

export function randomPlayout(input: PlayoutInput): { state: State; moves: { seat: number; move: Move }[] } {
  const options: Options = { traitors: 1, maneuvering: false, series: false, lord: null, ...input.options };
  const r = E.setup({ options, players: playersFor(input.players), seed: input.seed });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  let s = r.value;
  const rng = Rng.seed(input.moveSeed);
  const moves: { seat: number; move: Move }[] = [];
  const max = input.maxMoves ?? 5000;
  while (!s.over && moves.length < max) {
    // of several asked at once, one chosen at random answers first
    const open = openAsks(s);
    const seat = open.length === 1 ? open[0].seat : rng.pick(open).seat;
    const legal = legalMoves(s, seat);
    let move = rng.pick(legal);
    // ending the Play phase at once makes games long; prefer using a card most of the time
    if (move.v === "DONE" && legal.length > 1 && rng.next() < 0.75) move = rng.pick(legal.filter((m) => m.v !== "DONE"));
    const res = E.apply(s, { seat, admin: false }, move);
    if (!res.ok) throw new Error(`legal move refused: ${JSON.stringify(move)} by ${seat}: ${JSON.stringify(res.error)}`);
    const stop = input.onStep?.({ seat, move, before: s, result: res.value });
    moves.push({ seat, move });
    s = res.value.state;
    if (stop) break;
  }
  return { state: s, moves };
}
