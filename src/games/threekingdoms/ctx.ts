// The working context of one apply: a private clone of the state, the events produced so far and the
// seats whose private view changed. Every mutation in the engine goes through a Ctx on a clone, so an
// error simply drops the clone (apply never half-applies).
import type { GameEvent, Words } from "../engine.ts";
import { Rng } from "../rng.ts";
import { type CardDef, deckTable } from "./cards.ts";
import { livingFrom, nextLiving } from "./seating.ts";
import { fire } from "./skills.ts";
import type { PlayerState, State, Task } from "./types.ts";

export interface Ctx {
  s: State;
  table: readonly CardDef[];
  events: GameEvent[];
  changed: Set<number>;
}

export function makeCtx(s: State): Ctx {
  return { s, table: deckTable(s.options.maneuvering), events: [], changed: new Set() };
}

export const player = (g: Ctx, seat: number): PlayerState => g.s.players[seat - 1];
export const nameOf = (g: Ctx, seat: number): string => g.s.players[seat - 1].name;
export const card = (g: Ctx, id: number): CardDef => g.table[id];
export const code = (g: Ctx, id: number): string => g.table[id].code;
export const codes = (g: Ctx, ids: readonly number[]): string => ids.map((i) => g.table[i].code).join(", ");

export function say(g: Ctx, words: Words): void {
  g.events.push(typeof words === "string" ? { to: "all", text: words } : { to: "all", msg: words });
}
export function tell(g: Ctx, seat: number, words: Words): void {
  g.events.push(typeof words === "string" ? { to: seat, text: words } : { to: seat, msg: words });
}

export const top = (g: Ctx): Task | undefined => g.s.stack[g.s.stack.length - 1];
export const push = (g: Ctx, ...tasks: Task[]): void => {
  g.s.stack.push(...tasks);
};
export const pop = (g: Ctx): void => {
  g.s.stack.pop();
};

/** Living seats in turn order (round the table), starting from `from` (included when alive). */
export const orderFrom = (g: Ctx, from: number): number[] => livingFrom(g.s, from);

/** The next living seat after `seat` in turn order. */
export const nextAlive = (g: Ctx, seat: number): number => nextLiving(g.s, seat);

// ---- card zones ----

/** Takes the top card of the deck, reshuffling the discard pile into a new deck when it runs out. */
export function drawTop(g: Ctx): number | null {
  if (g.s.deck.length === 0) reshuffle(g);
  const top = g.s.deck.shift() ?? null;
  // the rules: when the deck is empty the discard pile becomes the new deck at once
  if (g.s.deck.length === 0) reshuffle(g);
  return top;
}

export function reshuffle(g: Ctx): void {
  if (g.s.discard.length === 0) return;
  const rng = Rng.from(g.s.rng);
  g.s.deck.push(...rng.shuffle(g.s.discard));
  g.s.rng = rng.save();
  g.s.discard = [];
  say(g, `The discard pile is shuffled into a new deck (${g.s.deck.length} cards).`);
}

export function draw(g: Ctx, seat: number, n: number, why = ""): number[] {
  const got: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawTop(g);
    if (c === null) break;
    got.push(c);
  }
  const p = player(g, seat);
  p.hand.push(...got);
  if (got.length) {
    g.changed.add(seat);
    say(g, `${p.name} draws ${got.length} card${got.length === 1 ? "" : "s"}${why}.`);
    tell(g, seat, `You draw ${codes(g, got)}.`);
  }
  return got;
}

/** Removes a card from wherever a player holds it (hand, equipment, judgement area). */
export function takeFromPlayer(g: Ctx, seat: number, id: number): "hand" | "equip" | "judge" | null {
  const p = player(g, seat);
  const h = p.hand.indexOf(id);
  if (h >= 0) {
    p.hand.splice(h, 1);
    g.changed.add(seat);
    if (p.hand.length === 0) fire(g, seat, "lost", "hand");
    return "hand";
  }
  for (const slot of SLOTS) {
    if (p.equip[slot] === id) { delete p.equip[slot]; fire(g, seat, "lost", "equip"); return "equip"; }
  }
  const j = p.judge.indexOf(id);
  if (j >= 0) { p.judge.splice(j, 1); if (g.s.judgeAs) delete g.s.judgeAs[id]; return "judge"; }
  return null;
}

export function toDiscard(g: Ctx, ids: readonly number[]): void {
  g.s.discard.push(...ids);
}

export function fromLimbo(g: Ctx, ids: readonly number[]): void {
  g.s.limbo = g.s.limbo.filter((c) => !ids.includes(c));
}

/** Every card a player holds in any area. */
/** Equipment in slot order (never object key order: the state is stored as JSONB, which reorders keys). */
export const SLOTS = ["weapon", "armour", "plus", "minus"] as const;
export const equipIds = (p: PlayerState): number[] => SLOTS.map((k) => p.equip[k]).filter((x): x is number => x !== undefined);
export const allCards = (p: PlayerState): number[] => [...p.hand, ...equipIds(p), ...p.judge];
