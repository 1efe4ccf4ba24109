// Asking a player something. A response window asks every eligible player whatever they hold (asking
// only holders would tell everyone who holds a Dodge or a Peach); only a player's private standing
// answers (AUTO) answer at once, and they answer the same way with or without the card, so a pass is
// indistinguishable from not holding.
import { m, type Msg } from "../../i18n/msg.ts";
import type { CardName } from "./cards/cards.ts";
import { type Ctx, card, player } from "./ctx.ts";
import { weaponRule } from "./cards/equipment.ts";
import { convertible, countsAs } from "./skills/verb.ts";
import type { Ask, PlayerState, Reply, State, Task } from "./types.ts";

export const PASS: Reply = { kind: "pass" };

/** Hand cards of `p` whose name answers, and cards (hand or equipment) a skill of theirs lets count as one. */
export function answeringCards(g: Ctx, p: PlayerState, names: readonly CardName[]): number[] {
  const own = p.hand.filter((id) => names.includes(card(g, id).name));
  const converted = convertible(p).filter((id) => !own.includes(id) && names.some((n) => countsAs(g.s, p, id, n)));
  return [...own, ...converted];
}

/** Serpent Spear: two hand cards can stand for a Slash. */
export function canSpear(g: Ctx, p: PlayerState): boolean {
  return !!weaponRule(g.s, p, "spear") && p.hand.length >= 2;
}

/** A question; `publicWhat` is what everyone else may see while waiting (no name when being asked would reveal a card). */
export type AskSpec = Omit<Ask, "key">;

/** Puts a question to a seat, or answers it at once (dead player, no answering card, AUTO rule). */
export function request(g: Ctx, task: Task, spec: AskSpec): void {
  const p = player(g, spec.seat);
  if (!p.alive) {
    task.reply = PASS;
    return;
  }
  if (spec.kind === "respond") {
    // every eligible player is asked whatever they hold; only their own standing answers (private)
    // answer for them, and an AUTO rule answers the same way whether or not a card is held
    const names = spec.names ?? [];
    const cards = answeringCards(g, p, names);
    if (p.auto.includes("pass")) {
      task.reply = PASS;
      return;
    }
    if (names.includes("NULLIFY") && p.auto.includes("never-nullify")) {
      task.reply = PASS;
      return;
    }
    for (const [rule, name] of [
      ["dodge", "DODGE"],
      ["slash", "SLASH"],
    ] as const) {
      if (!names.includes(name) || !p.auto.includes(rule)) continue;
      const d = cards.find((id) => card(g, id).name === name);
      task.reply = d === undefined ? PASS : { kind: "cards", cards: [d] };
      return;
    }
  }
  g.s.ask = { ...spec, key: nextKey(g) };
  g.changed.add(spec.seat);
}

/** A new decision key (the engine contract's stable `Pending.key`). */
function nextKey(g: Ctx): string {
  g.s.seq += 1;
  // keys stay unique across the deals of a series (turn numbers restart each deal)
  const deal = g.s.series && g.s.series.game > 1 ? `d${g.s.series.game}.` : "";
  return `${deal}${g.s.turnNo}.${g.s.seq}`;
}

/**
 * Puts a question to a seat alongside others asked at the same time (State.asks): each answers in any
 * order, and keeps its own key while the others answer (its deadline and reminders stay armed).
 */
export function requestAlongside(g: Ctx, spec: AskSpec): void {
  (g.s.asks ??= []).push({ ...spec, key: nextKey(g) });
  g.changed.add(spec.seat);
}

/** Every question open now: the one asked, or those asked at the same time. */
export const openAsks = (s: State): Ask[] => (s.ask ? [s.ask] : (s.asks ?? []));

/** The question open to `seat`, if any. */
export const askOf = (s: State, seat: number): Ask | null => openAsks(s).find((a) => a.seat === seat) ?? null;

/** Closes an answered question (the asked one, or one of those asked at the same time). */
export function closeAsk(g: Ctx, a: Ask): void {
  if (g.s.ask === a) g.s.ask = null;
  else if (g.s.asks) {
    g.s.asks = g.s.asks.filter((x) => x !== a);
    if (!g.s.asks.length) delete g.s.asks;
  }
}

/** Takes the reply left on a task by an answer or a skip. */
export function takeReply(task: Task): Reply | undefined {
  const r = task.reply;
  delete task.reply;
  return r;
}

/** Who is awaited when several are asked at once: their names, in the order asked. */
export const waitingMany = (s: State, asks: readonly Ask[]): Msg =>
  m("threekingdoms.waitingMany", { names: { and: asks.map((a) => s.players[a.seat - 1].name) } });
