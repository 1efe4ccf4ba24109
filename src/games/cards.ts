// Shared helpers for games played with the standard 52-card deck (plus jokers).
// Notation follows docs/protocol-spec.md: rank + suit, `A 2 … 10 J Q K` (`T` = 10), suits `H D C S`
// (`♥ ♦ ♣ ♠` accepted); `JESTER` (or `JOKER`) for a joker.

export type Suit = "H" | "D" | "C" | "S";
export type Rank = "A" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" | "J" | "Q" | "K";
/** A card code: "7H", "10S", "QC", or "JESTER1"/"JESTER2" to keep the two jokers distinct. */
export type Card = string;

export const SUITS: readonly Suit[] = ["H", "D", "C", "S"];
export const RANKS: readonly Rank[] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
export const SUIT_SYMBOL: Record<Suit, string> = { H: "♥", D: "♦", C: "♣", S: "♠" };
const SYMBOL_SUIT: Record<string, Suit> = { "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C", "♠": "S", "♤": "S" };

export function isJester(card: Card): boolean {
  return card.startsWith("JESTER");
}

export function rankOf(card: Card): Rank | null {
  if (isJester(card)) return null;
  return card.slice(0, -1) as Rank;
}

export function suitOf(card: Card): Suit | null {
  if (isJester(card)) return null;
  return card.slice(-1) as Suit;
}

/** The 52 cards, in a fixed order (suits H D C S, ranks A..K). */
export function standardDeck(): Card[] {
  const out: Card[] = [];
  for (const s of SUITS) for (const r of RANKS) out.push(r + s);
  return out;
}

/**
 * Reads what a player typed for one card: "7h", "10S", "TS", "q♣", "jester". Returns the canonical
 * code ("7H", "10S", "QC", "JESTER") or null when it is not a card. Case and the suit symbol are
 * forgiven; a jester is returned as plain "JESTER" (the game decides which of its jokers it means).
 */
export function parseCard(text: string): Card | null {
  const t = text.trim().toUpperCase();
  if (t === "JESTER" || t === "JOKER" || t === "JESTER1" || t === "JESTER2") return "JESTER";
  const m = /^(A|[2-9]|10|T|J|Q|K)(.+)$/u.exec(t);
  if (!m) return null;
  const rank = (m[1] === "T" ? "10" : m[1]) as Rank;
  const suitText = m[2];
  const suit = (SUITS as readonly string[]).includes(suitText) ? (suitText as Suit) : SYMBOL_SUIT[suitText];
  if (!suit) return null;
  return rank + suit;
}

/** "7H" → "7♥", for mails. */
export function showCard(card: Card): string {
  if (isJester(card)) return "Jester";
  const s = suitOf(card)!;
  return rankOf(card)! + SUIT_SYMBOL[s];
}
