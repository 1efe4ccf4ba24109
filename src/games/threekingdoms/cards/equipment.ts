// Equipment on the trigger engine: like a skill, an equipment card is data plus handlers on named
// trigger points, run for the card its owner wears. The Slash state machine (cards/slash.ts) fires the points
// of a Slash — its user's weapon on `slashTarget`, `slashDodged`, `slashHit`; its target's armour on
// `slashArmour` and, wherever a Dodge is needed (a Slash, an Arrow Barrage), `needDodge` — and knows no
// card by name. Rules the game asks (Crossbow, Halberd, Serpent Spear, Qinggang) are data too.
// The handlers themselves: weapons in cards/slash-weapons.ts, armour in cards/armour.ts.
import type { CardName, Slot } from "./cards.ts";
import { type Ctx, card, player } from "../ctx.ts";
import type { PlayerState, SlashTask, State, Task } from "../types.ts";
import { deckTable } from "./cards.ts";

/**
 * What a handler says about the Slash (or the Dodge asked for):
 *  wait — a question was asked or tasks pushed: come back to this point;
 *  hit — it hits (Stone Axe); stop — it is over here (Renwang, Green Dragon, Ice Sword);
 *  dodged — it counts as a Dodge (Eight Diagrams); undefined — nothing happened, go on.
 */
export type Verdict = "wait" | "hit" | "stop" | "dodged" | undefined;

export interface EquipHooks {
  /** the owner's Slash has its target (after Liuli) */
  slashTarget?: (g: Ctx, t: SlashTask) => Verdict;
  /** the worn armour meets a Slash at its owner (not called when the user's weapon ignores armour) */
  slashArmour?: (g: Ctx, t: SlashTask) => Verdict;
  /** the owner needs a Dodge (`t` is the task asking; a judgement pushed from here returns to it) */
  needDodge?: (g: Ctx, seat: number, t: Task) => Verdict;
  /** the owner's Slash was dodged */
  slashDodged?: (g: Ctx, t: SlashTask) => Verdict;
  /** the owner's Slash hits, before the damage */
  slashHit?: (g: Ctx, t: SlashTask) => Verdict;
}

export interface EquipRules {
  /** no limit on Slashes (Crossbow) */
  unlimitedSlash?: boolean;
  /** the last hand card as a Slash may have up to 3 targets (Halberd) */
  lastCardTargets?: number;
  /** two hand cards may be used or played as a Slash (Serpent Spear) */
  spear?: boolean;
  /** the owner's Slash ignores the target's armour (Qinggang Sword) */
  ignoresArmour?: boolean;
}

export interface EquipDef {
  name: CardName;
  hooks?: EquipHooks;
  rules?: EquipRules;
}

const REGISTRY = new Map<CardName, EquipDef>();

export function registerEquip(...defs: EquipDef[]): void {
  for (const d of defs) REGISTRY.set(d.name, d);
}

export const equipDef = (name: CardName): EquipDef | undefined => REGISTRY.get(name);

/** The definition of the card a player wears in a slot. */
function worn(s: State, p: PlayerState, slot: Slot): EquipDef | undefined {
  const id = p.equip[slot];
  return id === undefined ? undefined : REGISTRY.get(deckTable(s.options.maneuvering)[id].name);
}

/** A rule of the player's weapon. */
export function weaponRule<K extends keyof EquipRules>(s: State, p: PlayerState, key: K): EquipRules[K] | undefined {
  return worn(s, p, "weapon")?.rules?.[key];
}

/** Fires a point of the Slash `t` for the user's weapon. */
export function fireWeapon(g: Ctx, t: SlashTask, point: "slashTarget" | "slashDodged" | "slashHit"): Verdict {
  const user = player(g, t.from);
  if (!user.alive) return undefined;
  return worn(g.s, user, "weapon")?.hooks?.[point]?.(g, t);
}

/** Fires an armour point of the player `seat`. */
export function fireArmour(g: Ctx, seat: number, t: Task, point: "slashArmour" | "needDodge"): Verdict {
  const p = player(g, seat);
  const h = worn(g.s, p, "armour")?.hooks;
  if (point === "slashArmour") return h?.slashArmour?.(g, t as SlashTask);
  return p.alive ? h?.needDodge?.(g, seat, t) : undefined;
}

/** The name of the armour a player wears, for messages. */
export const armourName = (g: Ctx, seat: number): string | null => {
  const id = player(g, seat).equip.armour;
  return id === undefined ? null : card(g, id).name;
};
