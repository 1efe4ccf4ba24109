// Replays any game from its record: the seed, options and players it was set up with and its move
// log, through the engine alone. Used by `npm run cli -- verify` after a game's seed is revealed.
import type { ApplyResult, GameEngine, GameEvent, PlayerInfo, Result } from "./engine.ts";
import { err, ok } from "./engine.ts";

export type RecordEntry =
  | { seat: number | null; line: string; admin?: boolean; onBehalf?: boolean }
  | { resign: number }
  | { deadline: string; seat: number | null };

export interface GameRecord {
  id: string;
  kind: string;
  seed: string;
  /** SHA-256 of the seed, as mailed at the start */
  commitment: string;
  options: Record<string, unknown>;
  players: PlayerInfo[];
  log: RecordEntry[];
}

export function replayRecord(engine: GameEngine, rec: GameRecord): Result<{ state: unknown; events: GameEvent[] }> {
  const set = engine.setup({ options: rec.options, players: rec.players, seed: rec.seed });
  if (!set.ok) return set;
  let state = set.value;
  const events: GameEvent[] = [];
  for (const [i, e] of rec.log.entries()) {
    let r: Result<ApplyResult<unknown>>;
    if ("resign" in e) {
      if (!engine.resign) return err(`entry ${i + 1}: this game has no resign`);
      r = engine.resign(state, e.resign);
    } else if ("deadline" in e) {
      const p = engine.pending(state).find((x) => x.key === e.deadline);
      if (!p || !engine.onDeadline) return err(`entry ${i + 1}: no pending decision ${e.deadline}`);
      r = engine.onDeadline(state, p);
    } else {
      const m = engine.parse(e.line);
      if (!m || !m.ok) return err(`entry ${i + 1}: cannot read "${e.line}"`);
      r = engine.apply(state, { seat: e.seat, admin: e.admin ?? false }, m.value);
    }
    if (!r.ok) return err(`entry ${i + 1}: ${r.error}`);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return ok({ state, events });
}
