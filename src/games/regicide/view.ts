// What each viewer may know, and its plain-text layout for mails. Hands are private: a seat's view
// carries only its own hand; the public view carries sizes; the admin view carries everything.
// The layout is a list of line messages (`viewLines`): render() says them through the reader's
// Translate, and the public table travels in events as the same lines folded into one message, so a
// mail and STATUS read alike in every language.
import type { Card, Suit } from "../cards.ts";
import type { Translate, Viewer } from "../engine.ts";
import { m, type Msg, type Param } from "../../i18n/msg.ts";
import type { Phase, RegicideState, Ruleset } from "./types.ts";
import { card, cards, fold } from "./say.ts";
import { shieldOf } from "./turn.ts";
import { enemyAttack, enemyHealth, enemySuit, handValue } from "./values.ts";
import { MEDAL_ID, medalOf, publicWhatOf, type Medal } from "./status.ts";

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
  awaiting: { seat: number; name: string; what: Msg }[];
  /** what happened last */
  last: Msg[];
  solo: null | { jestersLeft: number; flipsUsed: number };
  result: null | { won: boolean; reason: Msg; medal: Medal | null };
  /** a seat's own hand */
  hand?: Card[];
  /** administrator only */
  secret?: { hands: Record<number, Card[]>; tavern: Card[]; castle: Card[]; discard: Card[] };
}

export function viewOf(s: RegicideState, viewer: Viewer): RegicideView {
  const e = s.enemy;
  // the view speaks of the awaited player (every viewer reads it); their own instruction is pending()'s `what`
  const what = publicWhatOf(s);
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
    // a seat is told who is awaited, and when it is them what to do, beside its view (Herald's
    // "Waiting for: …" and the seat's instruction): its own view leaves that out, the public one says it
    awaiting: what && typeof viewer !== "object" ? [{ seat: s.players[s.turn].seat, name: s.players[s.turn].name, what }] : [],
    // a state saved before messages held an English line here: it is not shown again
    last: Array.isArray(s.last) ? s.last.slice() : [],
    solo: s.players.length === 1 ? { jestersLeft: s.soloJesters, flipsUsed: s.flipsUsed } : null,
    result: s.result && { won: s.result.won, reason: s.result.reason, medal: medalOf(s) },
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

const SUIT_ID: Record<Suit, string> = {
  H: "regicide.immuneH",
  D: "regicide.immuneD",
  C: "regicide.immuneC",
  S: "regicide.immuneS",
};

const handLine = (hand: Card[]): Msg => m("regicide.vYourHand", { cards: cards(hand), worth: handValue(hand) });

/** The engine's holding hook: a seat's own hand, as its view's last line says it. */
export function holdingOf(v: RegicideView, t: Translate): string | null {
  if (!v.hand) return null;
  const l = handLine(v.hand);
  return t(l.id, l.p);
}

/** The lines of a view, each one message. */
export function viewLines(v: RegicideView): Msg[] {
  const lines: Msg[] = [];
  if (v.result) {
    const r = v.result;
    if (!r.won) lines.push(m("regicide.vLost", { n: v.defeated, reason: r.reason }));
    else if (r.medal) lines.push(m("regicide.vWonMedal", { medal: m(MEDAL_ID[r.medal]), reason: r.reason }));
    else lines.push(m("regicide.vWon", { reason: r.reason }));
  }
  if (v.enemy) {
    const e = v.enemy;
    const net = Math.max(0, e.attack - e.shield);
    const attack: Param = e.shield ? m("regicide.vAttackShield", { attack: e.attack, shield: e.shield, net }) : e.attack;
    lines.push(
      m("regicide.vEnemy", {
        n: v.defeated + 1,
        enemy: card(e.card),
        damage: e.damage,
        health: e.health,
        attack,
        immunity: e.immuneTo ? m(SUIT_ID[e.immuneTo]) : m("regicide.immuneCancelled"),
        waiting: e.spadesWaiting ? m("regicide.vSpadesWaiting", { n: e.spadesWaiting }) : "",
      }),
    );
    lines.push(m("regicide.vPlayed", { cards: cards(e.played) }));
  }
  lines.push(
    m("regicide.vPiles", {
      castle: v.castleLeft,
      tavern: v.tavernCount,
      discard: v.discardCount,
      top: v.discardTop ? m("regicide.vTop", { card: card(v.discardTop) }) : "",
      flips: v.solo ? m("regicide.vFlips", { n: v.solo.jestersLeft }) : "",
    }),
  );
  const hands = v.players.map((p) =>
    m(p.yieldedLast ? "regicide.vHandSizeYielded" : "regicide.vHandSize", { name: p.name, n: p.cards }),
  );
  lines.push(m("regicide.vHands", { max: v.maxHand, hands }));
  lines.push(m("regicide.vLast", { notes: fold(v.last, "regicide.sp") }));
  for (const a of v.awaiting) lines.push(m("regicide.vAwaiting", { name: a.name, what: a.what }));
  if (v.hand) lines.push(handLine(v.hand));
  if (v.secret) {
    for (const p of v.players) {
      lines.push(m("regicide.vHandOf", { name: p.name, cards: cards(v.secret.hands[p.seat] ?? []) }));
    }
    lines.push(m("regicide.vSecretTavern", { cards: cards(v.secret.tavern) }));
    lines.push(m("regicide.vSecretCastle", { cards: cards(v.secret.castle) }));
    lines.push(m("regicide.vSecretDiscard", { cards: cards(v.secret.discard) }));
  }
  return lines;
}

export function renderView(v: RegicideView, t: Translate): string {
  return viewLines(v)
    .map((l) => t(l.id, l.p))
    .join("\n");
}

/** The view as one message (its lines joined by newlines), for an event. */
export function viewMsg(v: RegicideView): Msg {
  return fold(viewLines(v), "regicide.nl") as Msg;
}
