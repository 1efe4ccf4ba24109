// Which sets of cards form a legal play (rules, step 1), and resolving typed card names against a
// hand. Errors say exactly why, in the player's words.
import { isJester, rankOf, showCard, showCards, type Card } from "../cards.ts";
import { err, ok, type Result } from "../engine.ts";
import { cardValue } from "./values.ts";

export type PlayKind = "single" | "combo" | "ace" | "jester";

export interface ClassifiedPlay {
  kind: PlayKind;
  /** the actual card codes taken from the hand (a Jester as JESTER1/JESTER2) */
  cards: Card[];
  /** X: the attack value of the play */
  value: number;
}

/**
 * Maps typed names ("7H", "JESTER") to the cards of a hand. Each named card must be held and named
 * once; "JESTER" takes whichever Jester the hand holds that is not taken yet.
 */
export function takeFromHand(hand: readonly Card[], names: readonly Card[]): Result<Card[]> {
  const out: Card[] = [];
  for (const name of names) {
    if (name === "JESTER") {
      const j = hand.find((c) => isJester(c) && !out.includes(c));
      if (!j) return err(hand.some(isJester) ? "you hold only one Jester" : "you don't hold a Jester");
      out.push(j);
      continue;
    }
    if (out.includes(name)) return err(`${showCard(name)} is named twice`);
    if (!hand.includes(name)) return err(`you don't hold ${showCard(name)}`);
    out.push(name);
  }
  return ok(out);
}

/** Classifies cards taken from a hand as one of the legal plays, or says why it is none. */
export function classifyPlay(cards: readonly Card[]): Result<ClassifiedPlay> {
  if (cards.length === 0) return err("PLAY needs at least one card (or YIELD)");
  const value = cards.reduce((t, c) => t + cardValue(c), 0);
  if (cards.some(isJester)) {
    if (cards.length > 1) return err("a Jester is played alone");
    return ok({ kind: "jester", cards: [...cards], value: 0 });
  }
  if (cards.length === 1) return ok({ kind: "single", cards: [...cards], value });
  const aces = cards.filter((c) => rankOf(c) === "A").length;
  if (aces > 0) {
    if (cards.length === 2) return ok({ kind: "ace", cards: [...cards], value });
    return err(`an Ace pairs with exactly one other card and never joins a combo: ${showCards(cards)} is ${cards.length} cards`);
  }
  const rank = rankOf(cards[0]);
  if (cards.some((c) => rankOf(c) !== rank)) {
    return err(`a combo needs cards of one rank: ${showCards(cards)}`);
  }
  if (value > 10) {
    return err(`a combo must total 10 or less: ${cards.map(cardValue).join("+")}=${value}`);
  }
  return ok({ kind: "combo", cards: [...cards], value });
}
