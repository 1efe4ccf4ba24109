// Asking a player something. A response window asks every eligible player whatever they hold (asking
// only holders would tell everyone who holds a Dodge or a Peach); only a player's private standing
// answers (AUTO) answer at once, and they answer the same way with or without the card, so a pass is
// indistinguishable from not holding.
import type { CardName } from "./cards.ts";
import { type Ctx, card, player } from "./ctx.ts";
import { weaponRule } from "./equipment.ts";
import { countsAs } from "./skill-verb.ts";
import type { Ask, PlayerState, Reply, Task } from "./types.ts";

export const PASS: Reply = { kind: "pass" };

/** Hand cards of `p` whose name answers, or that a skill of theirs lets count as one that does. */
export function answeringCards(g: Ctx, p: PlayerState, names: readonly CardName[]): number[] {
  return p.hand.filter((id) => names.includes(card(g, id).name) || names.some((n) => countsAs(g.s, p, id, n)));
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
  g.s.seq += 1;
  const publicWhat = spec.publicWhat;
  // keys stay unique across the deals of a series (turn numbers restart each deal)
  const deal = g.s.series && g.s.series.game > 1 ? `d${g.s.series.game}.` : "";
  g.s.ask = { ...spec, publicWhat, key: `${deal}${g.s.turnNo}.${g.s.seq}` };
  g.changed.add(spec.seat);
}

/** Takes the reply left on a task by an answer or a skip. */
export function takeReply(task: Task): Reply | undefined {
  const r = task.reply;
  delete task.reply;
  return r;
}
