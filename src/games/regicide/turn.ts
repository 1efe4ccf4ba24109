// The turn machine (rules: "A turn", "The Jester", "End of the game", "Solo"). Every function here
// works on a private copy of the state made by `begin`, so a rejected move leaves the caller's state
// untouched: validation happens before the first change, and errors return before `begin`'s copy
// escapes.
import { suitOf, type Card, type Suit } from "../cards.ts";
import { err, ok, type Result } from "../engine.ts";
import { Context, copyState, withRng } from "../kit.ts";
import { m, type Msg } from "../../i18n/msg.ts";
import { resolvePlayer } from "../words.ts";
import { classifyPlay, takeFromHand } from "./plays.ts";
import { card, cards, suitSymbol } from "./say.ts";
import type { EnemyState, Move, RegicideState } from "./types.ts";
import { enemyAttack, enemyHealth, enemySuit, handValue } from "./values.ts";

/**
 * A move being applied: the kit's Context (what happened, said to everyone: the notes of the public
 * table; the seats whose hand changed) with the new state and the cards each player drew.
 */
export class Ctx extends Context {
  /** cards drawn by each player index during this move (told to them privately) */
  readonly drawn: Card[][];
  constructor(readonly s: RegicideState) {
    super(s.players);
    this.drawn = s.players.map(() => []);
  }
  /** the hand of the player at `idx` changed */
  touchIndex(idx: number): void {
    this.touch(this.s.players[idx].seat);
  }
}

export function freshEnemy(card: Card): EnemyState {
  return { card, damage: 0, spades: 0, jester: false, played: [] };
}

/**
 * The move works on the kit's copy. A hand-written copy of this state was faster per copy (about 1 µs
 * against 6 µs for a 4-player table, measured with tsx on the bench machine), but that is a few per
 * cent of a whole apply (50–90 µs, mostly building the public table): not worth a second copier.
 */
function begin(state: RegicideState): Ctx {
  return new Ctx(copyState(state));
}

/** The name of the player at index `idx` (Regicide's rules count players by index, not by seat). */
export const nameAt = (s: RegicideState, idx: number) => s.players[idx].name;
const nextIndex = (s: RegicideState, idx: number) => (idx + 1) % s.players.length;

/** An enemy ignores its own suit's power until a Jester is played against it. */
export function isImmune(enemy: EnemyState, suit: Suit): boolean {
  return !enemy.jester && enemySuit(enemy.card) === suit;
}

/** Spade shield in force: every spade play counts, except against a ♠ enemy not yet jestered. */
export function shieldOf(enemy: EnemyState): number {
  return isImmune(enemy, "S") ? 0 : enemy.spades;
}

export function damageFrom(enemy: EnemyState): number {
  return Math.max(0, enemyAttack(enemy.card) - shieldOf(enemy));
}

/** Yield is refused when every other player yielded on their last turn, and always in solo. */
export function canYield(s: RegicideState, idx: number): boolean {
  if (s.players.length === 1) return false;
  return s.yielded.some((y, i) => i !== idx && !y);
}

export function canFlip(s: RegicideState): boolean {
  return s.players.length === 1 && s.soloJesters > 0 && (s.phase === "play" || s.phase === "discard");
}

function lose(c: Ctx, reason: Msg): void {
  c.s.phase = "over";
  c.s.result = { won: false, reason };
  c.say("regicide.lost", { reason });
}

/** Step 1 for player `idx`: they must be able to play something, yield, or (solo) flip. */
function startTurn(c: Ctx, idx: number): void {
  const s = c.s;
  s.turn = idx;
  s.phase = "play";
  s.damageDue = 0;
  s.step++;
  if (s.hands[idx].length === 0 && !canYield(s, idx) && !canFlip(s)) {
    lose(c, m("regicide.reasonNoCardNoYield", { name: nameAt(s, idx) }));
  }
}

/** Step 4: the enemy attacks the current player. */
function sufferDamage(c: Ctx): void {
  const s = c.s;
  const enemy = s.enemy!;
  const dmg = damageFrom(enemy);
  const who = nameAt(s, s.turn);
  if (dmg === 0) {
    c.say("regicide.attacksZero", { enemy: card(enemy.card) });
    startTurn(c, nextIndex(s, s.turn));
    return;
  }
  c.say("regicide.attacks", { enemy: card(enemy.card), name: who, n: dmg });
  const worth = handValue(s.hands[s.turn]);
  s.phase = "discard";
  s.damageDue = dmg;
  s.step++;
  if (worth < dmg && !canFlip(s)) {
    lose(c, m("regicide.reasonCannotCover", { name: who, n: dmg, worth }));
  }
}

/** The enemy is defeated (step 3): played cards to the discard pile, the enemy card to its place. */
function defeatEnemy(c: Ctx): void {
  const s = c.s;
  const enemy = s.enemy!;
  const exact = enemy.damage === enemyHealth(enemy.card);
  s.discard.push(...enemy.played);
  enemy.played = [];
  s.defeated++;
  c.say(exact ? "regicide.defeatedExact" : "regicide.defeated", { enemy: card(enemy.card) });
  if (s.castle.length === 0) {
    s.discard.push(enemy.card);
    s.enemy = null;
    s.phase = "over";
    s.result = { won: true, reason: m("regicide.reasonLastKing") };
    c.say("regicide.won", { solo: s.players.length === 1 ? "yes" : "no" });
    return;
  }
  if (exact && s.ruleset === "seed") {
    // The seed says the enemy "may" go on the Tavern: its player decides (a pending decision).
    s.phase = "tavern";
    s.step++;
    c.say("regicide.tavernAsk", { name: nameAt(s, s.turn) });
    return;
  }
  placeDefeated(c, exact);
}

/** Puts the defeated enemy on the Tavern (face down, on top) or the discard pile; next enemy. */
function placeDefeated(c: Ctx, toTavern: boolean): void {
  const s = c.s;
  const beaten = s.enemy!.card;
  if (toTavern) {
    s.tavern.unshift(beaten);
    c.say("regicide.toTavern", { enemy: card(beaten) });
  } else {
    s.discard.push(beaten);
  }
  const next = s.castle.shift()!;
  s.enemy = freshEnemy(next);
  c.say("regicide.newEnemy", { enemy: card(next), name: nameAt(s, s.turn) });
  startTurn(c, s.turn);
}

/** ♥: shuffle the discard pile and put X of its cards under the Tavern. */
function heal(c: Ctx, x: number): void {
  const s = c.s;
  const pile = withRng(s, (rng) => rng.shuffle(s.discard, "heal"));
  const moved = pile.slice(0, x);
  s.discard = pile.slice(x);
  s.tavern.push(...moved);
  c.say("regicide.hearts", { n: moved.length });
}

/** ♦: the current player draws 1, then each in turn order, skipping full hands, X cards in all. */
function drawCards(c: Ctx, x: number): void {
  const s = c.s;
  const n = s.players.length;
  let drawn = 0;
  let idx = s.turn;
  let fullInARow = 0;
  while (drawn < x && s.tavern.length > 0 && fullInARow < n) {
    if (s.hands[idx].length < s.maxHand) {
      const card = s.tavern.shift()!;
      s.hands[idx].push(card);
      c.drawn[idx].push(card);
      c.touchIndex(idx);
      drawn++;
      fullInARow = 0;
    } else {
      fullInARow++;
    }
    idx = (idx + 1) % n;
  }
  const who = c.drawn.flatMap((d, i) => (d.length ? [`${nameAt(s, i)} ${d.length}`] : []));
  if (who.length) c.say("regicide.diamondsBy", { n: drawn, who });
  else c.say("regicide.diamonds", { n: drawn });
}

function actorTurn(s: RegicideState, seat: number | null): Result<number> {
  if (s.phase === "over") return err(m("regicide.errGameOver"));
  if (seat === null) return err(m("regicide.errAdminAs"));
  const idx = s.players.findIndex((p) => p.seat === seat);
  if (idx < 0) return err(m("regicide.errNotPlaying"));
  if (idx !== s.turn) return err(m("regicide.errNotYourTurn", { name: nameAt(s, s.turn) }));
  return ok(idx);
}

/** What the current phase wants, for "wrong move now" errors. */
function phaseNeeds(s: RegicideState): Msg {
  switch (s.phase) {
    case "play":
      return m("regicide.needPlay");
    case "discard":
      return m("regicide.needDiscard", { n: s.damageDue });
    case "jester":
      return m("regicide.needNext");
    case "tavern":
      return m("regicide.needTavern");
    default:
      return m("regicide.errGameOver");
  }
}

/** NEXT's player, by seat number or (a prefix of) a name; the reasons said as messages. */
function findPlayer(text: string, s: RegicideState): Result<number> {
  const found = resolvePlayer(text, s.players);
  if (found.ok) return ok(found.seat);
  const t = text.trim().replace(/^#/, "");
  if (/^\d+$/.test(t)) return err(m("regicide.errNoSeat", { seat: Number(t) }));
  const lower = t.toLowerCase();
  const prefix = s.players.filter((p) => p.name.toLowerCase().startsWith(lower)).map((p) => p.name);
  if (prefix.length > 1) return err(m("regicide.errAmbiguous", { text: t, names: { or: prefix } }));
  return err(m("regicide.errNoPlayer", { text: t }));
}

export function applyMove(state: RegicideState, seat: number | null, move: Move): Result<Ctx> {
  const t = actorTurn(state, seat);
  if (!t.ok) return t;
  const idx = t.value;
  const s0 = state;
  const who = nameAt(s0, idx);
  switch (move.type) {
    case "play": {
      if (s0.phase !== "play") return err(phaseNeeds(s0));
      const taken = takeFromHand(s0.hands[idx], move.cards);
      if (!taken.ok) return taken;
      const play = classifyPlay(taken.value);
      if (!play.ok) return play;
      const c = begin(s0);
      const s = c.s;
      const enemy = s.enemy!;
      s.hands[idx] = s.hands[idx].filter((h) => !play.value.cards.includes(h));
      enemy.played.push(...play.value.cards);
      s.yielded[idx] = false;
      c.touchIndex(idx);
      const x = play.value.value;
      if (play.value.kind === "jester") {
        enemy.jester = true;
        s.phase = "jester";
        s.step++;
        const suit = suitSymbol(enemySuit(enemy.card));
        if (enemySuit(enemy.card) === "S" && enemy.spades > 0) {
          c.say("regicide.jesterPlayedSpades", { name: who, enemy: card(enemy.card), suit, n: enemy.spades });
        } else {
          c.say("regicide.jesterPlayed", { name: who, enemy: card(enemy.card), suit });
        }
        return ok(c);
      }
      c.say("regicide.played", { name: who, cards: cards(play.value.cards), x, enemy: card(enemy.card) });
      const suits = new Set(play.value.cards.map((pc) => suitOf(pc)!));
      const ignored = [...suits].filter((su) => isImmune(enemy, su));
      if (ignored.length) c.say("regicide.immune", { enemy: card(enemy.card), suit: suitSymbol(ignored[0]) });
      // Hearts resolve before Diamonds; clubs and spades act in steps 3 and 4.
      if (suits.has("H") && !isImmune(enemy, "H")) heal(c, x);
      if (suits.has("D") && !isImmune(enemy, "D")) drawCards(c, x);
      if (suits.has("S")) {
        enemy.spades += x;
        if (!isImmune(enemy, "S")) c.say("regicide.spades", { n: enemy.spades });
      }
      const dealt = suits.has("C") && !isImmune(enemy, "C") ? 2 * x : x;
      enemy.damage += dealt;
      c.say("regicide.takes", { enemy: card(enemy.card), n: dealt, damage: enemy.damage, health: enemyHealth(enemy.card) });
      if (enemy.damage >= enemyHealth(enemy.card)) defeatEnemy(c);
      else sufferDamage(c);
      return ok(c);
    }
    case "yield": {
      if (s0.phase !== "play") return err(phaseNeeds(s0));
      if (s0.players.length === 1) return err(m("regicide.errSoloYield"));
      if (!canYield(s0, idx)) return err(m("regicide.errYieldAll"));
      const c = begin(s0);
      c.s.yielded[idx] = true;
      c.say("regicide.yielded", { name: who });
      sufferDamage(c);
      return ok(c);
    }
    case "discard": {
      if (s0.phase !== "discard") return err(s0.phase === "play" ? m("regicide.errNoDamage") : phaseNeeds(s0));
      if (move.cards.length === 0) return err(m("regicide.errDiscardEmpty", { n: s0.damageDue }));
      const taken = takeFromHand(s0.hands[idx], move.cards);
      if (!taken.ok) return taken;
      const worth = handValue(taken.value);
      if (worth < s0.damageDue) {
        return err(m("regicide.errDiscardShort", { cards: cards(taken.value), worth, n: s0.damageDue }));
      }
      const c = begin(s0);
      const s = c.s;
      s.hands[idx] = s.hands[idx].filter((h) => !taken.value.includes(h));
      s.discard.push(...taken.value);
      c.touchIndex(idx);
      c.say("regicide.discarded", { name: who, cards: cards(taken.value), worth, n: s0.damageDue });
      startTurn(c, nextIndex(s, idx));
      return ok(c);
    }
    case "next": {
      if (s0.phase !== "jester") return err(s0.phase === "play" ? m("regicide.errNextOnlyJester") : phaseNeeds(s0));
      const target = findPlayer(move.player, s0);
      if (!target.ok) return target;
      const c = begin(s0);
      const nextIdx = c.s.players.findIndex((p) => p.seat === target.value);
      c.say("regicide.chose", { name: who, next: nameAt(c.s, nextIdx) });
      startTurn(c, nextIdx);
      return ok(c);
    }
    case "flip": {
      if (s0.players.length !== 1) return err(m("regicide.errFlipSolo"));
      if (s0.soloJesters === 0) return err(m("regicide.errNoFlip"));
      if (!canFlip(s0)) return err(phaseNeeds(s0));
      const c = begin(s0);
      const s = c.s;
      const thrown = s.hands[0].length;
      s.discard.push(...s.hands[0]);
      s.hands[0] = [];
      while (s.hands[0].length < s.maxHand && s.tavern.length > 0) {
        const card = s.tavern.shift()!;
        s.hands[0].push(card);
        c.drawn[0].push(card);
      }
      s.soloJesters--;
      s.flipsUsed++;
      c.touchIndex(0);
      c.say("regicide.flipped", { name: who, thrown, drawn: s.hands[0].length, left: s.soloJesters });
      const worth = handValue(s.hands[0]);
      if (s.phase === "discard" && worth < s.damageDue && s.soloJesters === 0) {
        lose(c, m("regicide.reasonCannotCover", { name: who, n: s.damageDue, worth }));
      } else if (s.phase === "play" && s.hands[0].length === 0 && s.soloJesters === 0) {
        lose(c, m("regicide.reasonNoCard", { name: who }));
      }
      return ok(c);
    }
    case "tavern": {
      if (s0.phase !== "tavern") return err(m(s0.ruleset === "seed" ? "regicide.errTavernNone" : "regicide.errTavernOfficial"));
      const c = begin(s0);
      c.say(move.yes ? "regicide.tavernYes" : "regicide.tavernNo", { name: who, enemy: card(c.s.enemy!.card) });
      placeDefeated(c, move.yes);
      return ok(c);
    }
  }
}

/** Resignation ends the cooperative game as a loss: the rules need every hand and seat. */
export function applyResign(state: RegicideState, seat: number): Result<Ctx> {
  if (state.phase === "over") return err(m("regicide.errGameOver"));
  const idx = state.players.findIndex((p) => p.seat === seat);
  if (idx < 0) return err(m("regicide.errNotPlaying"));
  const c = begin(state);
  c.say("regicide.resigned", { name: nameAt(c.s, idx) });
  lose(c, m("regicide.reasonResigned", { name: nameAt(c.s, idx) }));
  return ok(c);
}
