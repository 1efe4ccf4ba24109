// Asking a player something. A question is put to a player only when they could actually answer it:
// a response window where the player holds no card that answers, or where a standing answer (AUTO)
// applies, is answered at once. A skip produces exactly the reply a voluntary PASS would, so the
// public text that follows cannot tell the two apart (the hand stays secret).
import type { CardName } from "./cards.ts";
import { type Ctx, card, player } from "./ctx.ts";
import type { Ask, PlayerState, Reply, Task } from "./types.ts";

export const PASS: Reply = { kind: "pass" };

/** Hand cards of `p` whose name answers. */
export function answeringCards(g: Ctx, p: PlayerState, names: readonly CardName[]): number[] {
  return p.hand.filter((id) => names.includes(card(g, id).name));
}

/** Serpent Spear: two hand cards can stand for a Slash. */
export function canSpear(g: Ctx, p: PlayerState): boolean {
  return p.equip.weapon !== undefined && card(g, p.equip.weapon).name === "SERPENT-SPEAR" && p.hand.length >= 2;
}

export type AskSpec = Omit<Ask, "key"> & {
  /** what everyone else may see while waiting; omit the name when being asked would reveal a card */
  publicWhat?: string;
};

/** Puts a question to a seat, or answers it at once (dead player, no answering card, AUTO rule). */
export function request(g: Ctx, task: Task, spec: AskSpec): void {
  const p = player(g, spec.seat);
  if (!p.alive) { task.reply = PASS; return; }
  if (spec.kind === "respond") {
    const names = spec.names ?? [];
    const cards = answeringCards(g, p, names);
    const spear = !!spec.spear && names.includes("SLASH") && canSpear(g, p);
    if (cards.length === 0 && !spear) { task.reply = PASS; return; }
    if (p.auto.includes("pass")) { task.reply = PASS; return; }
    if (names.includes("NULLIFY") && p.auto.includes("never-nullify")) { task.reply = PASS; return; }
    if (names.includes("DODGE") && p.auto.includes("dodge")) {
      const d = cards.find((id) => card(g, id).name === "DODGE");
      if (d !== undefined) { task.reply = { kind: "cards", cards: [d] }; return; }
    }
    if (names.includes("SLASH") && p.auto.includes("slash")) {
      const d = cards.find((id) => card(g, id).name === "SLASH");
      if (d !== undefined) { task.reply = { kind: "cards", cards: [d] }; return; }
    }
  }
  g.s.seq += 1;
  // a response is asked only of a player holding an answer, so others see who is asked nowhere
  const publicWhat = spec.kind === "respond" ? "an answer" : spec.publicWhat;
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
