// Asking a player something: the core's questions (core/ask.ts) bound to this game's records, and the
// cards a player could answer with. A response window asks every eligible player whatever they hold
// (asking only holders would tell everyone who holds a Dodge or a Peach); only a player's private
// standing answers (AUTO, cards/auto.ts) answer at once, and they answer the same way with or without the
// card, so a pass is indistinguishable from not holding.
import type { Msg } from "../../i18n/msg.ts";
import type { CardName } from "./cards/cards.ts";
import { type Ctx, card } from "./ctx.ts";
import { weaponRule } from "./cards/equipment.ts";
import { convertible, countsAs } from "./skill-verb.ts";
import type { Ask, PlayerState, Reply, State, Task } from "./types.ts";
import * as core from "./core/ask.ts";
import { autoAnswer } from "./cards/auto.ts";

export const PASS: Reply = core.PASS;

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

/** Puts a question to a seat, or answers it at once (dead player, a standing answer). */
export const request = (g: Ctx, task: Task, spec: AskSpec): void => core.request<Ctx, Ask, Reply>(g, task, spec, autoAnswer);

/** Puts a question to a seat alongside others asked at the same time (State.asks). */
export const requestAlongside = (g: Ctx, spec: AskSpec): void => core.requestAlongside<Ask>(g, spec);

/** One question to each seat at once, but for the dead and those a standing answer settles (core/ask.ts). */
export const requestEach = (g: Ctx, specs: readonly AskSpec[]) => core.requestEach<Ctx, Ask, Reply>(g, specs, autoAnswer);

/** Every question open now: the one asked, or those asked at the same time. */
export const openAsks = (s: State): Ask[] => core.openAsks<Ask>(s);

/** The question open to `seat`, if any. */
export const askOf = (s: State, seat: number): Ask | null => core.askOf<Ask>(s, seat);

/** Closes an answered question (the asked one, or one of those asked at the same time). */
export const closeAsk = (g: Ctx, a: Ask): void => core.closeAsk<Ask>(g, a);

/** Takes the reply left on a task by an answer or a skip. */
export const takeReply = (task: Task): Reply | undefined => core.takeReply<Reply>(task);

/** Who is awaited when several are asked at once: their names, in the order asked. */
export const waitingMany = (s: State, asks: readonly Ask[]): Msg => core.waitingMany<Ask>(s, asks);
