// Distance and attack range. Places round the table (seating.ts) are counted the shorter way round, living players only; a +1 horse
// on the target adds 1, a -1 horse on the user takes 1 off; never below 1.
import { type CardDef, KINDS } from "./cards/cards.ts";
import { ringOf } from "./core/seating.ts";
import { rule } from "./skills.ts";
import type { PlayerState, State } from "./types.ts";

export function seatDistance(s: State, from: number, to: number): number {
  if (from === to) return 0;
  const living = ringOf(s).filter((seat) => s.players[seat - 1].alive || seat === from || seat === to);
  const a = living.indexOf(from);
  const b = living.indexOf(to);
  const d = Math.abs(a - b);
  return Math.min(d, living.length - d);
}

export function distance(s: State, from: number, to: number): number {
  if (from === to) return 0;
  const user = s.players[from - 1];
  const target = s.players[to - 1];
  let d = seatDistance(s, from, to);
  if (target.equip.plus !== undefined) d += 1;
  if (user.equip.minus !== undefined) d -= 1;
  d += rule(user, "distanceFrom") ?? 0; // Mashu
  return Math.max(1, d);
}

/** The weapon's range, 1 with none. */
export function attackRange(p: PlayerState, table: readonly CardDef[]): number {
  const w = p.equip.weapon;
  return w === undefined ? 1 : (KINDS[table[w].name].range ?? 1);
}

export function inAttackRange(s: State, table: readonly CardDef[], from: number, to: number): boolean {
  return from !== to && distance(s, from, to) <= attackRange(s.players[from - 1], table);
}
