// Card values and enemy statistics (rules: "Card values", "Enemies").
import { isJester, rankOf, suitOf, type Card, type Suit } from "../cards.ts";

const ENEMY_STATS: Record<string, { attack: number; health: number; value: number }> = {
  J: { attack: 10, health: 20, value: 10 },
  Q: { attack: 15, health: 30, value: 15 },
  K: { attack: 20, health: 40, value: 20 },
};

/** Attack value of a card in a play, and its worth when discarded: A=1, 2–10, J=10, Q=15, K=20, Jester 0. */
export function cardValue(card: Card): number {
  if (isJester(card)) return 0;
  const r = rankOf(card)!;
  if (r === "A") return 1;
  const e = ENEMY_STATS[r];
  return e ? e.value : Number(r);
}

export function handValue(cards: readonly Card[]): number {
  let t = 0;
  for (const c of cards) t += cardValue(c);
  return t;
}

export function enemyAttack(card: Card): number {
  return ENEMY_STATS[rankOf(card)!].attack;
}

export function enemyHealth(card: Card): number {
  return ENEMY_STATS[rankOf(card)!].health;
}

export function enemySuit(card: Card): Suit {
  return suitOf(card)!;
}

export const MAX_HAND: Record<number, number> = { 1: 8, 2: 7, 3: 6, 4: 5 };
/** Jesters shuffled into the Tavern, by player count (solo sets both aside for flips). */
export const TAVERN_JESTERS: Record<number, number> = { 1: 0, 2: 0, 3: 1, 4: 2 };
