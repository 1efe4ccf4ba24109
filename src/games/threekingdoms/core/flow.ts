// The turn's flow: the order of the phases — Start → Judgement → Draw → Play → Discard → End —
// and the `turn` task that runs the current one. What happens in a phase is not the core's: each phase's
// step is exported by the module it belongs to (the turn's own bodies in ../flow.ts, the judgement of
// delayed tricks in ../cards/delayed.ts) and the game gives them all to `turnTaskOf` once (../run.ts), as
// FreeKill's core runs the phases and its packages answer the phase events. A step calls `next` where its
// phase is over; after the last phase the turn's end (`over`) decides who plays next. Nothing here imports
// from outside core/ (eslint.config.js).

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

/** The step of every phase (one each), and what happens after the last one (the next player's turn begins). */
export type PhaseSteps<G, T> = { readonly [P in Phase]: PhaseStep<G, T> } & { readonly over: (g: G) => void };

/** The `turn` task of a game's steps: the current phase's step, then the following phase (or the turn's end). */
export function turnTaskOf<G extends Turning, T extends TurnTaskOf>(steps: PhaseSteps<G, T>): (g: G, t: T) => void {
  return (g, t) => {
    const phase = g.s.turn.phase;
    steps[phase](g, t, () => {
      const i = PHASES.indexOf(phase);
      if (i < PHASES.length - 1) g.s.turn.phase = PHASES[i + 1];
      else steps.over(g);
    });
  };
}
