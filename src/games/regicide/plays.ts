// Which sets of cards form a legal play (rules, step 1), and resolving typed card names against a
// hand. Errors say exactly why, in the player's words.
import { isJester, rankOf, type Card } from "../cards.ts";
import { err, ok, type Result } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import { card, cards as cardList } from "./say.ts";
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
      if (!j) return err(m(hand.some(isJester) ? "regicide.errOneJester" : "regicide.errNoJester"));
      out.push(j);
      continue;
    }
    if (out.includes(name)) return err(m("regicide.errNamedTwice", { card: card(name) }));
    if (!hand.includes(name)) return err(m("regicide.errNotHeld", { card: card(name) }));
    out.push(name);
  }
  return ok(out);
}

/** Classifies cards taken from a hand as one of the legal plays, or says why it is none. */
export function classifyPlay(cards: readonly Card[]): Result<ClassifiedPlay> {
  if (cards.length === 0) return err(m("regicide.errPlayEmpty"));
  const value = cards.reduce((t, c) => t + cardValue(c), 0);
  if (cards.some(isJester)) {
    if (cards.length > 1) return err(m("regicide.errJesterAlone"));
    return ok({ kind: "jester", cards: [...cards], value: 0 });
  }
  if (cards.length === 1) return ok({ kind: "single", cards: [...cards], value });
  const aces = cards.filter((c) => rankOf(c) === "A").length;
  if (aces > 0) {
    if (cards.length === 2) return ok({ kind: "ace", cards: [...cards], value });
    return err(m("regicide.errAceCombo", { cards: cardList(cards), n: cards.length }));
  }
  const rank = rankOf(cards[0]);
  if (cards.some((c) => rankOf(c) !== rank)) {
    return err(m("regicide.errComboRank", { cards: cardList(cards) }));
  }
  if (value > 10) {
    return err(m("regicide.errComboTotal", { sum: cards.map(cardValue).join("+"), value }));
  }
  return ok({ kind: "combo", cards: [...cards], value });
}
