// Draws belong to the step, not to the try (docs/fair-play.md, "The generator"): before an engine
// applies a step — a move, a deadline's default, a resignation — every per-step generator in the state
// moves on to the next step number (nextStep). The number is kept in the state itself, so it is the
// number of steps in force: a rollback restores the state of the kept steps, and the next step is
// given the number, and so the draws, of the step taken back. A move refused leaves the stored state
// as it was, so trying a step again draws nothing new either. The service gets its engines through
// src/games/registry.ts and the replay through replayRecord, both wrapped here, so the two count alike.
import type { GameEngine } from "./engine.ts";
import { nextStep } from "./rng.ts";

const COUNTS_STEPS = Symbol("draws by step");

/** The engine, its state-changing steps first moving the state's generators on to the next step. */
export function stepped<S, M, O, V>(engine: GameEngine<S, M, O, V>): GameEngine<S, M, O, V> {
  if ((engine as unknown as Record<symbol, unknown>)[COUNTS_STEPS]) return engine;
  const { onDeadline, resign } = engine;
  const wrapped: GameEngine<S, M, O, V> = {
    ...engine,
    apply: (state, actor, move) => engine.apply(nextStep(state), actor, move),
    ...(onDeadline && {
      onDeadline: (state: S, p: Parameters<typeof onDeadline>[1]) => onDeadline.call(engine, nextStep(state), p),
    }),
    ...(resign && { resign: (state: S, seat: number) => resign.call(engine, nextStep(state), seat) }),
  };
  Object.defineProperty(wrapped, COUNTS_STEPS, { value: true });
  return wrapped;
}
