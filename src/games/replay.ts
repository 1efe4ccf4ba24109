// Replays any game from its record: the seed, options and players it was set up with and its move
// log, through the engine alone, noting every random draw each step made (Rng.observe). Used by HISTORY
// (to sign what the game's draws were) and by `npm run cli -- verify` (to check them).
import type { ApplyResult, GameEngine, GameEvent, PlayerInfo, Result } from "./engine.ts";
import { Rng, type Draw } from "./rng.ts";
import { format } from "../i18n/format.ts";

export type RecordEntry =
  | { seat: number | null; line: string; admin?: boolean; onBehalf?: boolean }
  | { resign: number }
  /** REPLACE: the seat is played by someone else from here on, under this name */
  | { rename: number; name: string }
  | { deadline: string; seat: number | null };

/** What a replay needs: how the game was set up and what was applied to it, in order. */
export interface ReplayInput {
  seed: string;
  options: Record<string, unknown>;
  players: PlayerInfo[];
  log: RecordEntry[];
}

/** The draws of one step: step 0 is the setup, step i the i-th log entry. */
export interface StepDraws {
  step: number;
  draws: Draw[];
}

export interface Replayed {
  state: unknown;
  events: GameEvent[];
  /** only the steps that drew something */
  draws: StepDraws[];
  /** every step, setup first: what it told whom and the state after it (what the mails showed) */
  steps: Array<{ events: GameEvent[]; privateUpdates: number[]; state: unknown }>;
}

/**
 * The replay's own answer. Its failures are English text for the operator who runs the verifier (a
 * command-line tool and a statement digest), not a player's mail: an engine's refusal is rendered.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };
const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });
const checked = <T>(r: Result<T>): Checked<T> => (r.ok ? r : fail(format("en", r.error)));

function step(engine: GameEngine, state: unknown, e: RecordEntry, i: number): Checked<ApplyResult<unknown>> {
  if ("resign" in e) {
    if (!engine.resign) return fail(`entry ${i}: this game has no resign`);
    return checked(engine.resign(state, e.resign));
  }
  if ("rename" in e)
    return { ok: true, value: { state: engine.rename ? engine.rename(state, e.rename, e.name) : state, events: [] } };
  if ("deadline" in e) {
    const p = engine.pending(state).find((x) => x.key === e.deadline);
    if (!p || !engine.onDeadline) return fail(`entry ${i}: no pending decision ${e.deadline}`);
    return checked(engine.onDeadline(state, p));
  }
  const m = engine.parse(e.line);
  if (!m || !m.ok) return fail(`entry ${i}: cannot read "${e.line}"`);
  return checked(engine.apply(state, { seat: e.seat, admin: e.admin ?? false }, m.value));
}

export function replayRecord(engine: GameEngine, rec: ReplayInput): Checked<Replayed> {
  const draws: StepDraws[] = [];
  let current: Draw[] = [];
  const run = (n: number, f: () => Result<unknown> | Checked<unknown>) => {
    current = [];
    const r = Rng.observe((d) => current.push(d), f);
    if (current.length) draws.push({ step: n, draws: current });
    return r;
  };
  try {
    const set = run(0, () => engine.setup({ options: rec.options, players: rec.players, seed: rec.seed }));
    if (!set.ok) return fail(`setup: ${format("en", set.error)}`);
    let state = set.value;
    const events: GameEvent[] = [];
    const steps: Replayed["steps"] = [{ events: [], privateUpdates: rec.players.map((p) => p.seat), state }];
    for (const [i, e] of rec.log.entries()) {
      const r = run(i + 1, () => step(engine, state, e, i + 1)) as Checked<ApplyResult<unknown>>;
      if (!r.ok) return fail(r.error.startsWith("entry ") ? r.error : `entry ${i + 1}: ${r.error}`);
      state = r.value.state;
      events.push(...r.value.events);
      steps.push({ events: r.value.events, privateUpdates: r.value.privateUpdates ?? [], state });
    }
    return { ok: true, value: { state, events, draws, steps } };
  } catch (e) {
    // a record changed by hand may hold what no real game does; the engine's surprise is a failed replay
    return fail(`the game's rules cannot replay it (${e instanceof Error ? e.message : String(e)})`);
  }
}
