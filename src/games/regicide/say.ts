// How Regicide says things without sentences: message builders shared by the rules and the view.
// Cards are shown by their language-neutral face ("7♥"); only the Jester has a name, said in the
// reader's language. Lists of cards and lines of a table are folded into two layout messages
// (`regicide.sp` = "{a} {b}", `regicide.nl` = "{a}\n{b}", the same in every catalog), so that a
// list keeps its order and a whole table can travel as one message in an event.
import { isJester, rankOf, SUIT_SYMBOL, suitOf, type Card, type Suit } from "../cards.ts";
import { m, type Param } from "../../i18n/msg.ts";

/** One card as players read it: "7♥", or the Jester's name. */
export function card(c: Card): Param {
  return isJester(c) ? m("regicide.jester") : rankOf(c)! + SUIT_SYMBOL[suitOf(c)!];
}

/** Folds parts into one message joined by `id` ("regicide.sp" or "regicide.nl"), keeping their order. */
export function fold(parts: readonly Param[], id: "regicide.sp" | "regicide.nl"): Param {
  if (parts.length === 0) return "";
  let out = parts[parts.length - 1];
  for (let i = parts.length - 2; i >= 0; i--) out = m(id, { a: parts[i], b: out });
  return out;
}

/** A list of cards, space separated ("5♥ 5♦ Jester"), or "(none)". */
export function cards(cs: readonly Card[]): Param {
  if (cs.length === 0) return m("regicide.none");
  if (!cs.some(isJester)) return cs.map((c) => card(c) as string).join(" "); // no word in it: one string
  return fold(cs.map(card), "regicide.sp");
}

export const suitSymbol = (s: Suit): string => SUIT_SYMBOL[s];
