// Random legal games for property tests, the leak check and replay: every decision is a random legal
// move (legalMoves), with an occasional resignation, all drawn from a seeded Rng so failures replay.
import type { ApplyResult, GameEvent } from "../../../src/games/engine.ts";
import { Rng } from "../../../src/games/rng.ts";
import { legalMoves, trenteEngine } from "../../../src/games/trente/index.ts";
import type { LogEntry } from "../../../src/games/trente/verify.ts";
import type { TrenteOptions, TrenteState } from "../../../src/games/trente/types.ts";
import { en, seats } from "./helpers.ts";

export interface Step {
  before: TrenteState;
  after: TrenteState;
  entry: LogEntry;
  events: GameEvent[];
}

export interface RandomGame {
  seed: string;
  options: TrenteOptions;
  players: ReturnType<typeof seats>;
  initial: TrenteState;
  state: TrenteState;
  log: LogEntry[];
  events: GameEvent[];
  steps: number;
}

export const MAX_STEPS = 5000;

export function randomGame(
  seed: string,
  options: TrenteOptions,
  n: number,
  moveSeed: number,
  opts: { resignPerMille?: number; deadlinePerMille?: number; onStep?: (s: Step) => void; checkInputUntouched?: boolean } = {},
): RandomGame {
  const players = seats(n);
  const set = trenteEngine.setup({ options, players, seed });
  if (!set.ok) throw new Error(en(set.error));
  const rng = Rng.seed(`moves-${moveSeed}`);
  let state = set.value;
  const log: LogEntry[] = [];
  const events: GameEvent[] = [];
  let steps = 0;
  while (!state.finished && steps < MAX_STEPS) {
    steps++;
    const seat = state.turn!.seat;
    let entry: LogEntry;
    let r;
    const snapshot = opts.checkInputUntouched ? JSON.stringify(state) : "";
    const roll = rng.int(1000);
    if (roll < (opts.resignPerMille ?? 0)) {
      const who = players[rng.int(n)].seat;
      if (state.resigned.includes(who)) continue;
      entry = { resign: who };
      r = trenteEngine.resign!(state, who);
    } else if (roll < (opts.resignPerMille ?? 0) + (opts.deadlinePerMille ?? 0)) {
      const p = trenteEngine.pending(state)[0];
      entry = { deadline: p.key };
      r = trenteEngine.onDeadline!(state, p);
    } else {
      const moves = legalMoves(state, seat);
      if (moves.length === 0) throw new Error(`no legal move for seat ${seat}`);
      const move = moves[rng.int(moves.length)];
      entry = { seat, move };
      r = trenteEngine.apply(state, { seat, admin: false }, move);
    }
    if (opts.checkInputUntouched && JSON.stringify(state) !== snapshot) throw new Error(`apply mutated its input: ${JSON.stringify(entry)}`);
    if (!r.ok) throw new Error(`random legal move refused: ${JSON.stringify(entry)}: ${en(r.error)}`);
    const res: ApplyResult<TrenteState> = r.value;
    opts.onStep?.({ before: state, after: res.state, entry, events: res.events });
    log.push(entry);
    events.push(...res.events);
    state = res.state;
  }
  return { seed, options, players, initial: set.value, state, log, events, steps };
}
