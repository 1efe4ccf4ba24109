// What each viewer may know, and its plain-text rendering for mails. Hands are private: a seat's
// view carries only its own hand; the public view carries sizes; the admin view carries everything.
import { showCard, showCards, type Card, type Suit } from "../cards.ts";
import type { Viewer } from "../engine.ts";
import type { Phase, RegicideState, Ruleset } from "./types.ts";
import { shieldOf } from "./turn.ts";
import { enemyAttack, enemyHealth, enemySuit, handValue } from "./values.ts";
import { medalOf, pendingOf } from "./status.ts";

export interface RegicideView {
  game: "regicide";
  viewer: "public" | "admin" | number;
  ruleset: Ruleset;
  maxHand: number;
  players: { seat: number; name: string; cards: number; yieldedLast: boolean }[];
  enemy: null | {
    card: Card;
    attack: number;
    health: number;
    damage: number;
    shield: number;
    /** spades played against a ♠ enemy that would shield once a Jester is played */
    spadesWaiting: number;
    /** the suit it ignores, or null once a Jester cancelled it */
    immuneTo: Suit | null;
    played: Card[];
  };
  defeated: number;
  castleLeft: number;
  tavernCount: number;
  discardCount: number;
  discardTop: Card | null;
  phase: Phase;
  awaiting: { seat: number | null; name: string; what: string }[];
  last: string;
  solo: null | { jestersLeft: number; flipsUsed: number };
  result: null | { won: boolean; reason: string; medal: string | null };
  /** a seat's own hand */
  hand?: Card[];
  /** administrator only */
  secret?: { hands: Record<number, Card[]>; tavern: Card[]; castle: Card[]; discard: Card[] };
}

export function viewOf(s: RegicideState, viewer: Viewer): RegicideView {
  const e = s.enemy;
  const v: RegicideView = {
    game: "regicide",
    viewer: typeof viewer === "object" ? viewer.seat : viewer,
    ruleset: s.ruleset,
    maxHand: s.maxHand,
    players: s.players.map((p, i) => ({ seat: p.seat, name: p.name, cards: s.hands[i].length, yieldedLast: s.yielded[i] })),
    enemy: e && {
      card: e.card,
      attack: enemyAttack(e.card),
      health: enemyHealth(e.card),
      damage: e.damage,
      shield: shieldOf(e),
      spadesWaiting: shieldOf(e) === e.spades ? 0 : e.spades,
      immuneTo: e.jester ? null : enemySuit(e.card),
      played: e.played.slice(),
    },
    defeated: s.defeated,
    castleLeft: s.castle.length,
    tavernCount: s.tavern.length,
    discardCount: s.discard.length,
    discardTop: s.discard.length ? s.discard[s.discard.length - 1] : null,
    phase: s.phase,
    awaiting: pendingOf(s).map((p) => ({
      seat: p.seat,
      name: s.players.find((q) => q.seat === p.seat)?.name ?? "admin",
      what: p.what,
    })),
    last: s.last,
    solo: s.players.length === 1 ? { jestersLeft: s.soloJesters, flipsUsed: s.flipsUsed } : null,
    result: s.result && { ...s.result, medal: medalOf(s) },
  };
  if (typeof viewer === "object") {
    const idx = s.players.findIndex((p) => p.seat === viewer.seat);
    if (idx >= 0) v.hand = s.hands[idx].slice();
  } else if (viewer === "admin") {
    const hands: Record<number, Card[]> = {};
    s.players.forEach((p, i) => (hands[p.seat] = s.hands[i].slice()));
    v.secret = { hands, tavern: s.tavern.slice(), castle: s.castle.slice(), discard: s.discard.slice() };
  }
  return v;
}

const SUIT_NAME: Record<Suit, string> = { H: "♥ (no healing)", D: "♦ (no drawing)", C: "♣ (no doubling)", S: "♠ (no shield)" };

export function renderView(view: unknown): string {
  const v = view as RegicideView;
  const lines: string[] = [];
  if (v.result) {
    lines.push(
      v.result.won
        ? `Regicide: the players WON${v.result.medal ? ` (${v.result.medal})` : ""} — ${v.result.reason}.`
        : `Regicide: the players LOST after ${v.defeated} of 12 enemies — ${v.result.reason}.`,
    );
  }
  if (v.enemy) {
    const e = v.enemy;
    const n = v.defeated + 1;
    lines.push(
      `Enemy ${n} of 12: ${showCard(e.card)} — damage ${e.damage}/${e.health}, attack ${e.attack}` +
        `${e.shield ? ` − shield ${e.shield} = ${Math.max(0, e.attack - e.shield)}` : ""}` +
        `, ${e.immuneTo ? `immune to ${SUIT_NAME[e.immuneTo]}` : "immunity cancelled by a Jester"}` +
        `${e.spadesWaiting ? ` (spades played: ${e.spadesWaiting}, they shield once a Jester is played)` : ""}.`,
    );
    lines.push(`Played against it: ${showCards(e.played)}`);
  }
  lines.push(
    `Castle: ${v.castleLeft} more · Tavern: ${v.tavernCount} cards · Discard: ${v.discardCount} cards` +
      `${v.discardTop ? ` (top ${showCard(v.discardTop)})` : ""}` +
      `${v.solo ? ` · Jester flips left: ${v.solo.jestersLeft}` : ""}`,
  );
  lines.push(`Hands (max ${v.maxHand}): ${v.players.map((p) => `${p.name} ${p.cards}${p.yieldedLast ? " (yielded)" : ""}`).join(", ")}`);
  lines.push(`Last: ${v.last}`);
  for (const a of v.awaiting) lines.push(`Awaiting ${a.name}: ${a.what}`);
  if (v.hand) lines.push(`Your hand: ${showCards(v.hand)} (worth ${handValue(v.hand)})`);
  if (v.secret) {
    for (const p of v.players) lines.push(`Hand of ${p.name}: ${showCards(v.secret.hands[p.seat] ?? [])}`);
    lines.push(`Tavern, top first: ${showCards(v.secret.tavern)}`);
    lines.push(`Castle, top first: ${showCards(v.secret.castle)}`);
    lines.push(`Discard, bottom first: ${showCards(v.secret.discard)}`);
  }
  return lines.join("\n");
}
