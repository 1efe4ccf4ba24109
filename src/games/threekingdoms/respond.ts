// Answering with cards: playing a Dodge or a Slash (or two cards as a Slash with Serpent Spear) in a
// response window, and the Eight Diagrams judgement that can stand for a Dodge.
import { card, code, type Ctx, judge as judgeFor, nameOf, player, say, takeFromPlayer, toDiscard } from "./ctx.ts";
import { slashCardsNote } from "./slash.ts";

/** A player plays cards in answer (Dodge, Slash, or two cards as a Slash with Serpent Spear). */
export function respondCards(g: Ctx, seat: number, cards: number[], spear?: boolean): void {
  for (const id of cards) takeFromPlayer(g, seat, id);
  if (seat === g.s.turn.seat && (spear || card(g, cards[0]).name === "SLASH")) g.s.turn.slashed = true; // Keji
  toDiscard(g, cards);
  say(g, `${nameOf(g, seat)} plays ${spear ? slashCardsNote(g, cards) : code(g, cards[0])}.`);
}

/** Eight Diagrams: a red judgement counts as a Dodge (always tried; it costs nothing). */
export function eightDiagrams(g: Ctx, seat: number, ignoreArmour = false): boolean {
  const p = player(g, seat);
  if (ignoreArmour || p.equip.armour === undefined || card(g, p.equip.armour).name !== "EIGHT-DIAGRAMS") return false;
  const j = judgeFor(g, `${p.name}'s Eight Diagrams`, seat);
  if (j && (j.suit === "H" || j.suit === "D")) { say(g, `Red: it counts as a Dodge for ${p.name}.`); return true; }
  say(g, `Not red: ${p.name} still needs a Dodge.`);
  return false;
}
