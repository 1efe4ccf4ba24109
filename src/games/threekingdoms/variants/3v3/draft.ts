// 3v3 general draft ("Elige un general", pasos 1-8), as a plain-JSON state and pure steps.
//
// Herald's reading of the seed (docs/three-kingdoms.md, 3v3):
// - Pasos 1-2: the 25 generals are shuffled face down into piles of 8 (three piles; the 25th general is
//   left out) and each coach takes a pile. The piles are face down, so a coach's choice is blind: Herald
//   deals the first pile to the warm coach and the second to the cool coach, from a seeded shuffle of
//   its own. The third pile and the 25th general are never shown to anyone.
// - Paso 4: the 16 generals of the two piles are spread face up: the pool is public.
// - Paso 5: the warm coach decides which coach picks first.
// - Paso 6: the seed writes the order "1, 2, 2, 2, 2, 2, 2, 1", which is 14 picks, yet paso 4 spreads
//   16 generals and paso 8 has each coach choose "tres generales de los ocho". Herald plays the order
//   with the one missing 2 put back — 1-2-2-2-2-2-2-2-1, sixteen picks, eight per coach — the only
//   reading under which both coaches hold the eight that paso 8 chooses from.
// - Paso 7: picks are public as they are made.
// - Paso 8: each coach secretly places three of their eight: one on the coach, one on each forward. The
//   placements stay secret until both coaches have placed, then are shown together.
import { Rng } from "../../../rng.ts";
import { GENERALS } from "../../skills/generals.ts";
import { OTHER, type Team } from "./teams.ts";

export const PILE = 8;
/** Picks per step, the first picker on the even steps. */
export const PICK_ORDER = [1, 2, 2, 2, 2, 2, 2, 2, 1] as const;

export interface Placement {
  coach: string;
  forwards: [string, string];
}

export interface Draft {
  /** the 16 face-up generals (paso 4), in the order they were spread */
  pool: string[];
  /** generals never shown: the third pile and the 25th general */
  unseen: string[];
  first: Team | null;
  /** index into PICK_ORDER */
  step: number;
  picks: Record<Team, string[]>;
  /** paso 8: secret until both are set */
  placed: Partial<Record<Team, Placement>>;
}

export function dealPiles(seed: string): Draft {
  const all = Rng.seed(`${seed}/3v3-piles`).shuffle(
    GENERALS.map((g) => g.code),
    "3v3-piles",
  );
  return {
    pool: all.slice(0, 2 * PILE),
    unseen: all.slice(2 * PILE),
    first: null,
    step: 0,
    picks: { warm: [], cool: [] },
    placed: {},
  };
}

/** Paso 5: the warm coach names who picks first. */
export function chooseFirst(d: Draft, first: Team): Draft {
  if (d.first) throw new Error("the first picker is already chosen");
  return { ...d, first };
}

/** Whose pick it is and how many generals they take now; null when the picks are over. */
export function toPick(d: Draft): { team: Team; count: number } | null {
  if (!d.first || d.step >= PICK_ORDER.length) return null;
  return { team: d.step % 2 === 0 ? d.first : OTHER[d.first], count: PICK_ORDER[d.step] };
}

export const remaining = (d: Draft): string[] => d.pool.filter((c) => !d.picks.warm.includes(c) && !d.picks.cool.includes(c));

/**
 * Paso 6: `team` takes `codes` (exactly the count due); returns the new draft or the reason it is refused.
 * (A programmer's error, never a player's: the task offers only legal picks and throws the reason.)
 */
export function pick(d: Draft, team: Team, codes: string[]): Draft | string {
  const due = toPick(d);
  if (!due) return "the picks are over";
  if (due.team !== team) return `it is the ${due.team} coach's pick`;
  if (codes.length !== due.count) return `pick exactly ${due.count} general${due.count === 1 ? "" : "s"}`;
  if (new Set(codes).size !== codes.length) return "the same general twice";
  const left = remaining(d);
  const bad = codes.find((c) => !left.includes(c));
  if (bad) return `${bad} is not in the pool`;
  return { ...d, step: d.step + 1, picks: { ...d.picks, [team]: [...d.picks[team], ...codes] } };
}

/** Paso 8: a coach places three of their own eight generals. */
export function place(d: Draft, team: Team, p: Placement): Draft | string {
  if (toPick(d) || !d.first) return "the picks are not over";
  if (d.placed[team]) return "already placed";
  const chosen = [p.coach, ...p.forwards];
  if (new Set(chosen).size !== 3) return "three different generals";
  const bad = chosen.find((c) => !d.picks[team].includes(c));
  if (bad) return `${bad} is not one of your eight`;
  return { ...d, placed: { ...d.placed, [team]: p } };
}

export const draftDone = (d: Draft): boolean => !!d.placed.warm && !!d.placed.cool;

/**
 * What one team may see of the draft: the pool and all picks (public), its own placement, and the
 * other's only once both have placed. Never the unseen piles.
 */
export function draftSeenBy(
  d: Draft,
  team: Team | null,
): Omit<Draft, "unseen" | "placed"> & { placed: Partial<Record<Team, Placement>> } {
  const { unseen: _unseen, placed, ...rest } = d;
  const shown: Partial<Record<Team, Placement>> = {};
  for (const t of ["warm", "cool"] as const) {
    if (placed[t] && (draftDone(d) || t === team)) shown[t] = placed[t];
  }
  return { ...rest, placed: shown };
}
