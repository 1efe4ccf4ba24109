// Answering with cards: playing a Dodge or a Slash (or two cards as a Slash with Serpent Spear) in a
// response window. (The Eight Diagrams judgement that can stand for a Dodge is cards/armour.ts.)
import { m } from "../../../i18n/msg.ts";
import { card, ref, type Ctx, takeFromPlayer, toDiscard } from "../ctx.ts";
import { slashCardsNote } from "./slash.ts";

/** A player plays cards in answer (Dodge, Slash, or two cards as a Slash with Serpent Spear). */
export function respondCards(g: Ctx, seat: number, cards: number[], spear?: boolean): void {
  for (const id of cards) takeFromPlayer(g, seat, id);
  if (seat === g.s.turn.seat && (spear || card(g, cards[0]).name === "SLASH")) g.s.turn.slashed = true; // Keji
  toDiscard(g, cards);
  g.say(m("threekingdoms.plays", { name: g.nameOf(seat), card: spear ? slashCardsNote(g, cards) : ref(g, cards[0]) }));
}
