// Where the engine's dice come from. In play it is always the game's seeded Rng (so every roll can be
// recomputed from the seed, see verify.ts); tests replace it with scripted rolls (tests/games/trente/helpers.ts)
// to reproduce the worked examples of the rules exactly.
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

// Shared dice helpers. Rolling goes through the game's seeded Rng so every roll can be recomputed.
export function rollDice(rng: Rng, n: number): number[] {
  return rng.roll(n);
}

/** Parses die values typed by a player: "5 6 6", "5,6,6", "566". Returns null if any is not 1–6. */
export function parseDice(words: readonly string[]): number[] | null {
  const out: number[] = [];
  for (const w of words) {
    for (const part of w.split(/[,;]+/).filter(Boolean)) {
      if (!/^[1-6]+$/.test(part)) return null;
      for (const ch of part) out.push(Number(ch));
    }
  }
  return out;
}

/** Removes `take` from `from` as a multiset; returns the rest, or null if `take` is not contained. */
export function removeDice(from: readonly number[], take: readonly number[]): number[] | null {
  const rest = from.slice();
  for (const d of take) {
    const i = rest.indexOf(d);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}

export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
