// First-out protection ("Reglas detalladas" 2, option protect=on, with series=on).
//
// Seed: "el primer jugador en ser eliminado no puede ser el primero en ser eliminado en el siguiente
// juego. La gota de sangre está protegida por reglas. Pero mientras alguien salga primero, o la
// persona atacada lo ataque, no está protegido por esta regla."
//
// Herald's reading (docs/three-kingdoms.md, "First-out protection"):
//  - in a series, the first player out of deal k (died or killed; deal k's first entry in the deaths)
//    is protected in deal k+1. The protection is the "drop of blood": when the protected player would
//    be dying (HP 0 or less, from damage or from a loss of HP), they stay at 1 HP instead, and nobody
//    is asked for Peaches.
//  - it ends for the rest of the deal as soon as (a) another player is out, or (b) the protected
//    player attacks: plays a Slash or a Duel on another player (whatever it is played as), or deals
//    damage to another player by any means. A protected player who has attacked is fair game.
//  - a resignation ends the series, so it never hands protection on.
//  - the protected player is named publicly at the start of the deal (the first out is public anyway).
import { m, type Msg } from "../../../i18n/msg.ts";
import { type Ctx, pop } from "../ctx.ts";
import type { DyingTask, State } from "../types.ts";

/** The seat the next deal protects: the first player out of the deal just over. */
export function protectedNext(prev: State): number | null {
  if (!prev.options.protect || !prev.series) return null;
  return prev.deaths[0]?.seat ?? null;
}

function protectedSeat(g: Ctx): number | null {
  return g.s.options.protect ? (g.s.variant?.protected ?? null) : null;
}

function endProtection(g: Ctx, why: Msg): void {
  const seat = protectedSeat(g);
  if (seat === null) return;
  g.s.variant!.protected = null;
  g.say(m("threekingdoms.protect.ends", { name: g.nameOf(seat), why }));
}

/** Dying: a protected player keeps a drop of blood. True when the dying task is settled. */
export function protectDying(g: Ctx, t: DyingTask): boolean {
  if (protectedSeat(g) !== t.seat || t.stage !== 0) return false;
  const p = g.s.players[t.seat - 1];
  p.hp = 1;
  g.changed.add(t.seat);
  pop(g);
  g.say(m("threekingdoms.protect.drop", { name: p.name, max: p.maxHp }));
  return true;
}

/** Someone is out: a protected player who is not that one loses the protection. */
export function protectOnDeath(g: Ctx, seat: number): void {
  const prot = protectedSeat(g);
  if (prot !== null && prot !== seat)
    endProtection(g, m("threekingdoms.protect.whyOut", { name: g.nameOf(seat), gender: g.genderOf(seat) }));
}

/** The protected player plays a Slash or a Duel on others. */
export function protectOnPlay(g: Ctx, seat: number, name: string, targets: number[]): void {
  if (protectedSeat(g) !== seat || !(name === "SLASH" || name === "DUEL")) return;
  if (targets.some((t) => t !== seat)) endProtection(g, m("threekingdoms.protect.whyAttacked", { card: name }));
}

/** Damage dealt by the protected player to another player. */
export function protectOnDamage(g: Ctx, from: number | null, to: number): void {
  if (from !== null && from !== to && protectedSeat(g) === from)
    endProtection(g, m("threekingdoms.protect.whyDamage", { name: g.nameOf(to) }));
}
