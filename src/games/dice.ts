// Shared dice helpers. Rolling goes through the game's seeded Rng so every roll can be recomputed.
import type { Rng } from "./rng.ts";

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
