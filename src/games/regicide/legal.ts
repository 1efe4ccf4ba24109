// Every legal move of a seat, as typed moves. Used by the random-game tests, the benchmark, and
// deadline defaults. Jesters are named "JESTER" as a player would type them.
import { isJester, rankOf, showCard, type Card } from "../cards.ts";
import type { Translate } from "../../i18n/msg.ts";
import type { Move, RegicideState } from "./types.ts";
import { canFlip, canYield } from "./turn.ts";
import { cardValue } from "./values.ts";

const typed = (c: Card) => (isJester(c) ? "JESTER" : c);

/** All subsets of `cards` (as index masks) of size lo..hi. Hands are ≤ 8 cards: at most 256. */
function subsets<T>(cards: readonly T[], lo: number, hi: number): T[][] {
  const out: T[][] = [];
  for (let m = 1; m < 1 << cards.length; m++) {
    const sub: T[] = [];
    for (let i = 0; i < cards.length; i++) if (m & (1 << i)) sub.push(cards[i]);
    if (sub.length >= lo && sub.length <= hi) out.push(sub);
  }
  return out;
}

export function legalPlays(hand: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  const seen = new Set<string>();
  const add = (cards: Card[]) => {
    const key = cards.map(typed).sort().join(" ");
    if (!seen.has(key)) {
      seen.add(key);
      out.push(cards.map(typed));
    }
  };
  for (const c of hand) add([c]);
  const plain = hand.filter((c) => !isJester(c));
  for (let i = 0; i < plain.length; i++) {
    for (let j = i + 1; j < plain.length; j++) {
      if (rankOf(plain[i]) === "A" || rankOf(plain[j]) === "A") add([plain[i], plain[j]]);
    }
  }
  const byRank = new Map<string, Card[]>();
  for (const c of plain) {
    const r = rankOf(c)!;
    if (r === "A" || cardValue(c) > 5) continue;
    byRank.set(r, [...(byRank.get(r) ?? []), c]);
  }
  for (const group of byRank.values()) {
    for (const sub of subsets(group, 2, 4)) if (sub.reduce((t, c) => t + cardValue(c), 0) <= 10) add(sub);
  }
  return out;
}

/** Every set of cards worth at least `due` (all of them, not only the minimal ones). */
export function legalDiscards(hand: readonly Card[], due: number): Card[][] {
  const values = hand.map(cardValue);
  const names = hand.map(typed);
  // Two Jesters in one hand are interchangeable: list each set once.
  const dedupe = hand.filter(isJester).length > 1;
  const seen = new Set<string>();
  const out: Card[][] = [];
  for (let m = 1; m < 1 << hand.length; m++) {
    let sum = 0;
    for (let i = 0; i < hand.length; i++) if (m & (1 << i)) sum += values[i];
    if (sum < due) continue;
    const sub: Card[] = [];
    for (let i = 0; i < hand.length; i++) if (m & (1 << i)) sub.push(names[i]);
    if (dedupe) {
      const key = sub.slice().sort().join(" ");
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(sub);
  }
  return out;
}

export function legalMoves(s: RegicideState, seat: number): Move[] {
  if (s.phase === "over") return [];
  const idx = s.players.findIndex((p) => p.seat === seat);
  if (idx !== s.turn) return [];
  const hand = s.hands[idx];
  const moves: Move[] = [];
  switch (s.phase) {
    case "play":
      for (const cards of legalPlays(hand)) moves.push({ type: "play", cards });
      if (canYield(s, idx)) moves.push({ type: "yield" });
      break;
    case "discard":
      for (const cards of legalDiscards(hand, s.damageDue)) moves.push({ type: "discard", cards });
      break;
    case "jester":
      for (const p of s.players) moves.push({ type: "next", player: String(p.seat) });
      break;
    case "tavern":
      moves.push({ type: "tavern", yes: true }, { type: "tavern", yes: false });
      break;
  }
  if (canFlip(s)) moves.push({ type: "flip" });
  return moves;
}

/** A move as a player types it (NEXT names the seat number, which is never ambiguous). */
export function lineOf(move: Move): string {
  switch (move.type) {
    case "play":
      return `PLAY ${move.cards.join(" ")}`;
    case "discard":
      return `DISCARD ${move.cards.join(" ")}`;
    case "yield":
      return "YIELD";
    case "flip":
      return "FLIP";
    case "next":
      return `NEXT ${move.player}`;
    case "tavern":
      return `TAVERN ${move.yes ? "YES" : "NO"}`;
  }
}

/** The engine hook: every command line `seat` may send now (none for a seatless administrator). */
export function legalLines(s: RegicideState, seat: number | null): string[] {
  return seat === null ? [] : legalMoves(s, seat).map(lineOf);
}

/**
 * The engine's forced hook: the one line left to `seat`, when the rules leave exactly one (an empty
 * hand that may only YIELD; damage that only the whole hand covers). Any choice at all, even between
 * two lines that do the same, is left to the player.
 */
export function forcedLine(s: RegicideState, seat: number): string | null {
  const lines = legalLines(s, seat);
  return lines.length === 1 ? lines[0] : null;
}

/**
 * The engine's showLine hook: the cards of a PLAY or DISCARD line as the hand shows them (say.ts card:
 * `PLAY 10S JESTER` → `PLAY 10♠ Jester`, the Jester named in the reader's language); other lines as they are.
 */
export function shownLine(line: string, t: Translate): string {
  const [verb, ...rest] = line.split(" ");
  if (verb !== "PLAY" && verb !== "DISCARD") return line;
  return [verb, ...rest.map((c) => (isJester(c) ? t("regicide.jester") : showCard(c)))].join(" ");
}
