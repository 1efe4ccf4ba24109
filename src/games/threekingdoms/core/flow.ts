// The turn's flow: the order of the phases — Start → Judgement → Draw → Play → Discard → End —
// and the `turn` task that runs the current one. What happens in a phase is not the core's: each phase's
// step is registered by the module it belongs to (the turn's own bodies in ../flow.ts, the judgement of
// delayed tricks in ../cards/delayed.ts), as FreeKill's core runs the phases and its packages answer the
// phase events. A step calls `next` where its phase is over; after the last phase the handler registered
// with `onTurnOver` decides who plays next. Nothing here imports from outside core/ (eslint.config.js).
import { registerTask } from "./tasks.ts";

export const PHASES = ["start", "judge", "draw", "play", "discard", "end"] as const;
export type Phase = (typeof PHASES)[number];

/** What the flow reads of a game: the current turn's phase. */
export interface Turning {
  s: { turn: { phase: Phase } };
}

/** The `turn` task as the flow sees it (the game's own record may carry more). */
export interface TurnTaskOf {
  t: "turn";
  stage: number;
}

/** One phase's step: runs each time the turn task is on top in that phase; calls `next` when it is over. */
export type PhaseStep<G, T> = (g: G, t: T, next: () => void) => void;

type AnyStep = PhaseStep<never, never>;
const STEPS = new Map<Phase, AnyStep>();
let turnOver: ((g: never) => void) | null = null;

/** Registers the step of one phase; a phase has one step. */
export function registerPhase<G extends Turning, T extends TurnTaskOf>(phase: Phase, step: PhaseStep<G, T>): void {
  if (STEPS.has(phase)) throw new Error(`threekingdoms: phase ${phase} registered twice`);
  STEPS.set(phase, step as AnyStep);
}

/** Registers what happens after the last phase (the next player's turn begins). */
export function onTurnOver<G extends Turning>(handler: (g: G) => void): void {
  if (turnOver) throw new Error("threekingdoms: the turn's end registered twice");
  turnOver = handler as (g: never) => void;
}

/** The `turn` task: the current phase's step, then the following phase (or the turn's end). */
export function turnTask<G extends Turning, T extends TurnTaskOf>(g: G, t: T): void {
  const phase = g.s.turn.phase;
  const step = STEPS.get(phase) as PhaseStep<G, T> | undefined;
  if (!step) throw new Error(`threekingdoms: no step for phase ${phase}`);
  step(g, t, () => {
    const i = PHASES.indexOf(phase);
    if (i < PHASES.length - 1) g.s.turn.phase = PHASES[i + 1];
    else if (turnOver) (turnOver as (g: G) => void)(g);
    else throw new Error("threekingdoms: nothing registered for the turn's end");
  });
}

registerTask<Turning, TurnTaskOf>("turn", turnTask);
