// Answering with cards: playing a Dodge or a Slash (or two cards as a Slash with Serpent Spear) in a
// response window, and the Eight Diagrams judgement that can stand for a Dodge.
import { card, code, type Ctx, nameOf, player, say, takeFromPlayer, toDiscard } from "./ctx.ts";
import { pushJudge, takeJudgement } from "./judge.ts";
import type { Task } from "./types.ts";
import { slashCardsNote } from "./slash.ts";

/** A player plays cards in answer (Dodge, Slash, or two cards as a Slash with Serpent Spear). */
export function respondCards(g: Ctx, seat: number, cards: number[], spear?: boolean): void {
  for (const id of cards) takeFromPlayer(g, seat, id);
  if (seat === g.s.turn.seat && (spear || card(g, cards[0]).name === "SLASH")) g.s.turn.slashed = true; // Keji
  toDiscard(g, cards);
  say(g, `${nameOf(g, seat)} plays ${spear ? slashCardsNote(g, cards) : code(g, cards[0])}.`);
}

/** Eight Diagrams: worn and not ignored, its judgement is tried (it costs nothing). */
export function hasEightDiagrams(g: Ctx, seat: number, ignoreArmour = false): boolean {
  const p = player(g, seat);
  return !ignoreArmour && p.alive && p.equip.armour !== undefined && card(g, p.equip.armour).name === "EIGHT-DIAGRAMS";
}

/** Starts the Eight Diagrams judgement; the caller reads it with `eightDiagramsResult`. */
export function judgeEightDiagrams(g: Ctx, seat: number): void {
  pushJudge(g, seat, `${nameOf(g, seat)}'s Eight Diagrams`);
}

/** A red Eight Diagrams judgement counts as a Dodge. */
export function eightDiagramsResult(g: Ctx, seat: number, t: Task): boolean {
  const j = takeJudgement(g, t);
  const name = nameOf(g, seat);
  if (j && (j.suit === "H" || j.suit === "D")) { say(g, `Red: it counts as a Dodge for ${name}.`); return true; }
  say(g, `Not red: ${name} still needs a Dodge.`);
  return false;
}
