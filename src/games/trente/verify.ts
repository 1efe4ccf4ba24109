// Provably fair dice: every roll of a Trente game comes from the game's seed, so anyone given the seed
// (revealed when the game is over; its hash is published at the start) and the move log can recompute
// every roll and the final state with replay().
//
// The log is the list of what was applied to the game, in order, one entry per apply call:
//   { seat, line }     a command line as the player typed it ("KEEP 6 5"), parsed with the game's parser
//   { seat, move }     an already parsed move (what the service stores if it logs moves)
//   { resign: seat }   a RESIGN / KICK of that seat
//   { deadline: key }  the deadline default applied to the pending decision with that key
// `seat` null with `admin: true` is an administrator acting for the player whose turn it is.
import { err, ok, type GameEvent, type PlayerInfo, type Result } from "../engine.ts";
import { recordingDice } from "./dice-source.ts";
import { makeTrenteEngine } from "./make-engine.ts";
import { parseTrenteOptions } from "./options.ts";
import type { TrenteMove, TrenteOptions, TrenteState } from "./types.ts";

export type LogEntry =
  | { seat: number | null; line: string; admin?: boolean }
  | { seat: number | null; move: TrenteMove; admin?: boolean }
  | { resign: number }
  | { deadline: string };

export interface Replayed {
  state: TrenteState;
  /** every roll in order: turn rolls and attack rolls alike, the opening roll first */
  rolls: number[][];
  /** the events of every entry, in order (setup has none: its roll is the first of `rolls`) */
  events: GameEvent[];
}

export function replay(
  seed: string,
  options: TrenteOptions | Record<string, string>,
  players: PlayerInfo[],
  log: readonly LogEntry[],
): Result<Replayed> {
  let opts: TrenteOptions;
  if (typeof options.start === "number") opts = options as TrenteOptions;
  else {
    const o = parseTrenteOptions(options as Record<string, string>);
    if (!o.ok) return o;
    opts = o.value;
  }
  const rolls: number[][] = [];
  const engine = makeTrenteEngine((d) => recordingDice(d, rolls));
  const set = engine.setup({ options: opts, players, seed });
  if (!set.ok) return set;
  let state = set.value;
  const events: GameEvent[] = [];
  for (let i = 0; i < log.length; i++) {
    const e = log[i];
    let r;
    if ("resign" in e) r = engine.resign!(state, e.resign);
    else if ("deadline" in e) r = engine.onDeadline!(state, { seat: state.turn?.seat ?? null, what: "", key: e.deadline });
    else {
      let move: TrenteMove;
      if ("line" in e) {
        const p = engine.parse(e.line);
        if (!p) return err(`log entry ${i + 1}: "${e.line}" is not a Trente command`);
        if (!p.ok) return err(`log entry ${i + 1}: ${p.error}`);
        move = p.value;
      } else move = e.move;
      r = engine.apply(state, { seat: e.seat, admin: e.admin ?? false }, move);
    }
    if (!r.ok) return err(`log entry ${i + 1}: ${r.error}`);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return ok({ state, rolls, events });
}
