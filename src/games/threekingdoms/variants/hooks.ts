// The variants' entry points, called from small marked insertions in the game's modules.
// Each forwards to the variant files, which do nothing unless their option is on.
import type { Ctx } from "../ctx.ts";
import type { DyingTask } from "../types.ts";
import { finalThreeOnDeath, finalThreeRoundStart } from "./final-three.ts";
import { reincarnationOnDeath } from "./reincarnation.ts";
import { arhatAbsorbs, soulOnDeath, soulsAtPlay } from "./darksouls.ts";
import type { DamageTask } from "../types.ts";
import { protectDying, protectOnDamage, protectOnDeath, protectOnPlay } from "./protect.ts";

/** death.ts, die(): the player is marked dead; true when they had come back (reincarnation). */
export function variantsDeathStarts(g: Ctx, seat: number): boolean {
  return reincarnationOnDeath(g, seat);
}

/** death.ts, die(): after the death is public, before the victory check. */
export function variantsOnDeath(g: Ctx, seat: number): void {
  protectOnDeath(g, seat);
  finalThreeOnDeath(g);
}

/** death.ts, die(): at its very end, the turn may have moved on (Dark Souls possess). */
export function variantsAfterDeath(g: Ctx, seat: number): void {
  soulOnDeath(g, seat);
}

/** death.ts, damageTask(): true when a variant took all of the damage (Arhat). */
export function variantsAbsorb(g: Ctx, t: DamageTask): boolean {
  return arhatAbsorbs(g, t);
}

/** flow.ts: the current player's Play phase is about to begin (after the Draw phase). */
export function variantsPlayBegins(g: Ctx): void {
  soulsAtPlay(g);
}

/** flow.ts: the Lord's turn has begun a new round. */
export function variantsRoundStart(g: Ctx): void {
  finalThreeRoundStart(g);
}

/** death.ts, dyingTask(): true when a variant settled the dying (the task is popped). */
export function variantsDying(g: Ctx, t: DyingTask): boolean {
  return protectDying(g, t);
}

/** play.ts, executePlay(): a card is played with targets. */
export function variantsOnPlay(g: Ctx, seat: number, name: string, targets: number[]): void {
  protectOnPlay(g, seat, name, targets);
}

/** death.ts, damageTask(): damage was dealt. */
export function variantsOnDamage(g: Ctx, from: number | null, to: number): void {
  protectOnDamage(g, from, to);
}
