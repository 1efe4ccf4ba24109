// Where the engine's dice come from. In play it is always the game's seeded Rng (so every roll can be
// recomputed from the seed, see verify.ts); tests replace it with scripted rolls (tests/games/trente/helpers.ts)
// to reproduce the worked examples of the rules exactly.
import { rollDice } from "../dice.ts";
import type { Rng } from "../rng.ts";

export interface DiceSource {
  /** `n` dice, 1–6 each */
  roll(n: number): number[];
  /** the first player of the game: an index in [0, n) */
  pick(n: number): number;
}

export function rngDice(rng: Rng): DiceSource {
  return { roll: (n) => rollDice(rng, n), pick: (n) => rng.int(n, "first-player") };
}

/** Wraps a source and records every roll it makes, in order (for replay and tests). */
export function recordingDice(inner: DiceSource, into: number[][]): DiceSource {
  return {
    roll(n) {
      const r = inner.roll(n);
      into.push(r.slice());
      return r;
    },
    pick: (n) => inner.pick(n),
  };
}
