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
import { m } from "../../i18n/msg.ts";
import { recordingDice } from "./dice.ts";
import { makeTrenteEngine } from "./make-engine.ts";
import { stepped } from "../rng.ts";
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
  // each step moves the per-step generator on, as the service's engines do (src/games/rng.ts)
  const engine = stepped(makeTrenteEngine((d) => recordingDice(d, rolls)));
  const set = engine.setup({ options: opts, players, seed });
  if (!set.ok) return set;
  let state = set.value;
  const events: GameEvent[] = [];
  for (let i = 0; i < log.length; i++) {
    const e = log[i];
    let r;
    if ("resign" in e) r = engine.resign!(state, e.resign);
    else if ("deadline" in e) {
      // the decision as pending() describes it; a stale key is refused by onDeadline itself
      const p = engine.pending(state).find((x) => x.key === e.deadline);
      r = engine.onDeadline!(state, p ?? { seat: null, what: m("trente.errNotPending"), key: e.deadline });
    } else {
      let move: TrenteMove;
      if ("line" in e) {
        const p = engine.parse(e.line);
        if (!p) return err(m("trente.errLogNotCommand", { n: i + 1, line: e.line }));
        if (!p.ok) return err(m("trente.errLogEntry", { n: i + 1, why: p.error }));
        move = p.value;
      } else move = e.move;
      r = engine.apply(state, { seat: e.seat, admin: e.admin ?? false }, move);
    }
    if (!r.ok) return err(m("trente.errLogEntry", { n: i + 1, why: r.error }));
    state = r.value.state;
    events.push(...r.value.events);
  }
  return ok({ state, rolls, events });
}
