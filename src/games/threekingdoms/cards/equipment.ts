// Equipment on the trigger engine: like a skill, an equipment card is data plus handlers on named
// trigger points, run for the card its owner wears. The Slash state machine (cards/slash.ts) fires the points
// of a Slash — its user's weapon on `slashTarget`, `slashDodged`, `slashHit`; its target's armour on
// `slashArmour` and, wherever a Dodge is needed (a Slash, an Arrow Barrage), `needDodge` — and knows no
// card by name. Rules the game asks (Crossbow, Halberd, Serpent Spear, Qinggang) are data too.
// The handlers themselves: weapons in cards/slash-weapons.ts, armour in cards/armour.ts, each exported as a
// list of definitions that this module makes one constant table (built at its first use). Each point is
// an event of the core's trigger registry (core/triggers.ts), held in that table; the owner of a handler is
// the card's name, and a seat has as owners the cards it wears.
import type { CardName, Slot } from "./cards.ts";
import { type Ctx, player } from "../ctx.ts";
import type { PlayerState, SlashTask, State, Task } from "../types.ts";
import { deckTable } from "./cards.ts";
import { defineEvent, handlersOf, on, type TriggerEvent } from "../core/triggers.ts";
import { ARMOUR } from "./armour.ts";
import { WEAPONS } from "./slash-weapons.ts";

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

type EquipPoint = keyof EquipHooks;
/** A handler as the registry holds it: the seat the point concerns, then the task. */
type Held = (g: Ctx, seat: number, t: Task) => Verdict;
const POINTS: readonly EquipPoint[] = ["slashTarget", "slashArmour", "needDodge", "slashDodged", "slashHit"];

/** The equipment: each card's definition by name, and the trigger points with their handlers. */
interface EquipTable {
  defs: ReadonlyMap<CardName, EquipDef>;
  events: { readonly [K in EquipPoint]: TriggerEvent<Held> };
}

/** The handler of `point` in the registry's shape (only needDodge takes the seat: the others read the Slash). */
function held(point: EquipPoint, h: NonNullable<EquipHooks[EquipPoint]>): Held {
  if (point === "needDodge") return h as Held;
  const onSlash = h as (g: Ctx, t: SlashTask) => Verdict;
  return (g, _seat, t) => onSlash(g, t as SlashTask);
}

function tableOf(list: readonly EquipDef[]): EquipTable {
  const defs = new Map<CardName, EquipDef>();
  const events = Object.fromEntries(POINTS.map((k) => [k, defineEvent<Held>(`equip.${k}`)])) as EquipTable["events"];
  for (const d of list) {
    if (defs.has(d.name)) throw new Error(`threekingdoms: equipment ${d.name} listed twice`);
    defs.set(d.name, d);
    for (const k of POINTS) {
      const h = d.hooks?.[k];
      if (h) on(events[k], d.name, held(k, h));
    }
  }
  return { defs, events };
}

let table: EquipTable | undefined;

/**
 * The table, built at its first use: the weapons' module imports the Slash's, which imports this one, so
 * whichever module a program loads first, the lists are all defined by the time a card is looked up.
 * Nothing is ever added.
 */
const equipTable = (): EquipTable => (table ??= tableOf([...WEAPONS, ...ARMOUR]));

export const equipDef = (name: CardName): EquipDef | undefined => equipTable().defs.get(name);

/** The name of the card a player wears in a slot. */
function wornName(s: State, p: PlayerState, slot: Slot): CardName | undefined {
  const id = p.equip[slot];
  return id === undefined ? undefined : deckTable(s.options.maneuvering)[id].name;
}

/** The definition of the card a player wears in a slot. */
function worn(s: State, p: PlayerState, slot: Slot): EquipDef | undefined {
  const name = wornName(s, p, slot);
  return name === undefined ? undefined : equipTable().defs.get(name);
}

/** A rule of the player's weapon. */
export function weaponRule<K extends keyof EquipRules>(s: State, p: PlayerState, key: K): EquipRules[K] | undefined {
  return worn(s, p, "weapon")?.rules?.[key];
}

/** Runs the handler of `point` of what `seat` wears in `slot` (one card, so at most one handler). */
function fireWorn(g: Ctx, seat: number, slot: Slot, point: EquipPoint, t: Task): Verdict {
  const name = wornName(g.s, player(g, seat), slot);
  if (name === undefined) return undefined;
  const [h] = handlersOf(equipTable().events[point], [name]);
  return h?.(g, seat, t);
}

/** Fires a point of the Slash `t` for the user's weapon. */
export function fireWeapon(g: Ctx, t: SlashTask, point: "slashTarget" | "slashDodged" | "slashHit"): Verdict {
  if (!player(g, t.from).alive) return undefined;
  return fireWorn(g, t.from, "weapon", point, t);
}

/** Fires an armour point of the player `seat`. */
export function fireArmour(g: Ctx, seat: number, t: Task, point: "slashArmour" | "needDodge"): Verdict {
  if (point === "needDodge" && !player(g, seat).alive) return undefined;
  return fireWorn(g, seat, "armour", point, t);
}
