// Replays any game from its record: the seed, options and players it was set up with and its move
// log, through the engine alone, noting every random draw each step made (Rng.observe). Used by HISTORY
// (to sign what the game's draws were) and by `npm run cli -- verify` (to check them).
import type { ApplyResult, GameEngine, GameEvent, PlayerInfo, Result } from "./engine.ts";
import { drawsByStep, rekeyGenerators, Rng, type Draw } from "./rng.ts";
import { stepped } from "./rng.ts";
import { format } from "../i18n/format.ts";

export type RecordEntry =
  | { seat: number | null; line: string; admin?: boolean; onBehalf?: boolean }
  | { resign: number }
  /** REPLACE: the seat is played by someone else from here on, under this name */
  | { rename: number; name: string }
  | { deadline: string; seat: number | null }
  /** ROLLBACK: the last `rollback` steps still in force are taken back (rollbackStep) */
  | { rollback: number };

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
  steps: Array<{
    events: GameEvent[];
    privateUpdates: number[];
    state: unknown;
    /** a rollback: its mail showed everyone the table again (src/commands/rollback.ts) */
    rollback?: true;
    /** what the step took from the game's hidden piles (engine.dealt), when it took something */
    dealt?: Array<{ from: string; items: string[] }>;
  }>;
}

/**
 * The replay's own answer. Its failures are English text for the operator who runs the verifier (a
 * command-line tool and a statement digest), not a player's mail: an engine's refusal is rendered.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };
const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });
const checked = <T>(r: Result<T>): Checked<T> => (r.ok ? r : fail(format("en", r.error)));

/**
 * A rollback, step `i` of the record: the state of the steps still in force before the last `n` of
 * them (`kept`: the state after each, setup first; shortened in place). The kept state is the replay of
 * the kept steps from the seed, since every step is a pure function of the ones before. A game whose
 * draws belong to the step keeps it as it is: the next step draws what the step taken back drew if it
 * is the same move (docs/fair-play.md, "Rollback"). A game of an older generator has its generators
 * re-keyed with the step's number (Rng.rekey), then the engine's own re-draw of the hidden order the
 * steps taken back showed (afterRollback), as Herald did when it was played.
 */
export function rollbackStep(engine: GameEngine, kept: unknown[], n: number, i: number): Checked<unknown> {
  if (!Number.isInteger(n) || n < 1 || n >= kept.length)
    return fail(`entry ${i}: a rollback of ${n} steps, with ${kept.length - 1} in force`);
  const seen = kept[kept.length - 1];
  kept.length -= n;
  if (drawsByStep(kept[kept.length - 1])) return { ok: true, value: kept[kept.length - 1] };
  const rekeyed = rekeyGenerators(kept[kept.length - 1], String(i));
  const state = engine.afterRollback ? engine.afterRollback(rekeyed, seen) : rekeyed;
  kept[kept.length - 1] = state;
  return { ok: true, value: state };
}

/** The indexes in `log` of the entries still in force: every step but those rollbacks took back. */
export function inForce(log: RecordEntry[]): number[] {
  const kept: number[] = [];
  for (const [i, e] of log.entries()) {
    if ("rollback" in e) kept.length = Math.max(0, kept.length - e.rollback);
    else kept.push(i);
  }
  return kept;
}

/** The seats whose own view differs between two states: those a rollback tells privately. */
export function viewsChanged(engine: GameEngine, before: unknown, after: unknown, seats: number[]): number[] {
  const same = (seat: number) => JSON.stringify(engine.view(before, { seat })) === JSON.stringify(engine.view(after, { seat }));
  return seats.filter((seat) => !same(seat));
}

function step(
  engine: GameEngine,
  state: unknown,
  e: Exclude<RecordEntry, { rollback: number }>,
  i: number,
): Checked<ApplyResult<unknown>> {
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

export function replayRecord(unwrapped: GameEngine, rec: ReplayInput): Checked<Replayed> {
  // each step moves the per-step generator on, as the service's engines do (src/games/rng.ts)
  const engine = stepped(unwrapped);
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
    const kept: unknown[] = [state];
    const seats = rec.players.map((p) => p.seat);
    for (const [i, e] of rec.log.entries()) {
      if ("rollback" in e) {
        const before = state;
        const r = run(i + 1, () => rollbackStep(engine, kept, e.rollback, i + 1)) as Checked<unknown>;
        if (!r.ok) return fail(r.error);
        state = r.value;
        // the service mailed their view again to the seats whose view changed (src/commands/rollback.ts)
        steps.push({ events: [], privateUpdates: viewsChanged(engine, before, state, seats), state, rollback: true });
        continue;
      }
      const r = run(i + 1, () => step(engine, state, e, i + 1)) as Checked<ApplyResult<unknown>>;
      if (!r.ok) return fail(r.error.startsWith("entry ") ? r.error : `entry ${i + 1}: ${r.error}`);
      const dealt = engine.dealt?.(state, r.value.state) ?? [];
      state = r.value.state;
      kept.push(state);
      events.push(...r.value.events);
      steps.push({ events: r.value.events, privateUpdates: r.value.privateUpdates ?? [], state, ...(dealt.length && { dealt }) });
    }
    return { ok: true, value: { state, events, draws, steps } };
  } catch (e) {
    // a record changed by hand may hold what no real game does; the engine's surprise is a failed replay
    return fail(`the game's rules cannot replay it (${e instanceof Error ? e.message : String(e)})`);
  }
}
