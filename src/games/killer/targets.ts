// The target map t: seat → seat, for living civilizations only. Kept as a plain JSON object (string
// keys) so it lives in the stored state as is.
//
// Invariant (docs/killer.md, "Rules"): t is a permutation of the living with no fixed point and,
// while 3 or more live, no 2-cycle. The map may hold several cycles (the administrator's order= or
// TARGETS); removing a node from a cycle keeps the cycle, and the splice below handles the case where a
// cycle would shrink to 2.

export type TargetMap = Record<string, number>;

/** One cycle in the given order: order[0] hunts order[1], …, the last hunts order[0]. */
export function cycleTargets(order: readonly number[]): TargetMap {
  const t: TargetMap = {};
  order.forEach((seat, i) => (t[seat] = order[(i + 1) % order.length]));
  return t;
}

export function livingOf(t: TargetMap): number[] {
  return Object.keys(t)
    .map(Number)
    .sort((a, b) => a - b);
}

/** Who hunts `seat` (its killer), or null. */
export function hunterOf(t: TargetMap, seat: number): number | null {
  for (const [k, v] of Object.entries(t)) if (v === seat) return Number(k);
  return null;
}

/** The seats of the cycle through `seat`, starting at it. */
export function cycleOf(t: TargetMap, seat: number): number[] {
  const out = [seat];
  for (let s = t[seat]; s !== undefined && s !== seat && out.length <= Object.keys(t).length; s = t[s]) out.push(s);
  return out;
}

/** Null when the map obeys the invariant, else what is wrong (for tests and defensive checks). */
export function targetMapProblem(t: TargetMap): string | null {
  const living = livingOf(t);
  if (living.length <= 1) return living.length === 1 ? "a lone survivor keeps a target" : null;
  const hit = new Set<number>();
  for (const s of living) {
    const x = t[s];
    if (!(String(x) in t)) return `seat ${s} targets a seat that is not alive`;
    if (x === s) return `seat ${s} targets itself`;
    if (hit.has(x)) return `seat ${x} is targeted twice`;
    hit.add(x);
    if (living.length >= 3 && t[x] === s) return `seats ${s} and ${x} target each other`;
  }
  return null;
}

export interface Removal {
  targets: TargetMap;
  /** the victim's killer H, whose target became t(V) (null if nobody hunted the victim) */
  hunter: number | null;
  /** living seats whose target changed */
  changed: number[];
}

/**
 * Removes a destroyed (or resigned) seat: t(H) := t(V), where H is V's killer. If that gives H
 * itself, or a 2-cycle while 3 or more live, H's small cycle is spliced into another cycle by
 * swapping the targets of H and of Y's killer P (Y = the lowest living seat outside H's cycle):
 * t(H) := Y, t(P) := old t(H). With one survivor left, it has no target.
 */
export function removeFromTargets(t0: TargetMap, victim: number): Removal {
  const t: TargetMap = { ...t0 };
  const hunter = hunterOf(t, victim);
  const next = t[victim];
  delete t[victim];
  if (hunter === null) return { targets: t, hunter, changed: [] };
  const living = livingOf(t);
  if (living.length <= 1) {
    delete t[hunter];
    return { targets: t, hunter, changed: [hunter] };
  }
  t[hunter] = next;
  const changed = [hunter];
  const small = next === hunter || (living.length >= 3 && t[next] === hunter);
  if (small) {
    const mine = new Set(cycleOf(t, hunter));
    const y = living.find((s) => !mine.has(s));
    if (y !== undefined) {
      const p = hunterOf(t, y)!;
      t[p] = t[hunter];
      t[hunter] = y;
      changed.push(p);
    }
  }
  return { targets: t, hunter, changed };
}
