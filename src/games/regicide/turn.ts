// The turn machine (rules: "A turn", "The Jester", "End of the game", "Solo"). Every function here
// works on a private copy of the state made by `begin`, so a rejected move leaves the caller's state
// untouched: validation happens before the first change, and errors return before `begin`'s copy
// escapes.
import { SUIT_SYMBOL, showCard, showCards, suitOf, type Card, type Suit } from "../cards.ts";
import { err, ok, type Result } from "../engine.ts";
import { Rng } from "../rng.ts";
import { resolvePlayer } from "../words.ts";
import { classifyPlay, takeFromHand } from "./plays.ts";
import type { EnemyState, Move, RegicideState } from "./types.ts";
import { enemyAttack, enemyHealth, enemySuit, handValue } from "./values.ts";

/** A move being applied: the new state, the public sentences, and whose hand changed. */
export interface Ctx {
  s: RegicideState;
  notes: string[];
  /** cards drawn by each player index during this move (told to them privately) */
  drawn: Card[][];
  changed: Set<number>;
}

export function freshEnemy(card: Card): EnemyState {
  return { card, damage: 0, spades: 0, jester: false, played: [] };
}

/** A deep copy by hand: quicker than structuredClone, and the state is known plain JSON. */
export function cloneState(s: RegicideState): RegicideState {
  return {
    ...s,
    players: s.players.map((p) => ({ ...p })),
    hands: s.hands.map((h) => h.slice()),
    castle: s.castle.slice(),
    tavern: s.tavern.slice(),
    discard: s.discard.slice(),
    enemy: s.enemy && { ...s.enemy, played: s.enemy.played.slice() },
    yielded: s.yielded.slice(),
    result: s.result && { ...s.result },
    rng: Rng.copy(s.rng),
  };
}

function begin(state: RegicideState): Ctx {
  const s = cloneState(state);
  return { s, notes: [], drawn: s.players.map(() => []), changed: new Set() };
}

export const nameOf = (s: RegicideState, idx: number) => s.players[idx].name;
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

function lose(c: Ctx, reason: string): void {
  c.s.phase = "over";
  c.s.result = { won: false, reason };
  c.notes.push(`The players lost: ${reason}.`);
}

/** Step 1 for player `idx`: they must be able to play something, yield, or (solo) flip. */
function startTurn(c: Ctx, idx: number): void {
  const s = c.s;
  s.turn = idx;
  s.phase = "play";
  s.damageDue = 0;
  s.step++;
  if (s.hands[idx].length === 0 && !canYield(s, idx) && !canFlip(s)) {
    lose(c, `${nameOf(s, idx)} has no card to play and may not yield`);
  }
}

/** Step 4: the enemy attacks the current player. */
function sufferDamage(c: Ctx): void {
  const s = c.s;
  const enemy = s.enemy!;
  const dmg = damageFrom(enemy);
  const who = nameOf(s, s.turn);
  if (dmg === 0) {
    c.notes.push(`${showCard(enemy.card)} attacks for 0 after the shield.`);
    startTurn(c, nextIndex(s, s.turn));
    return;
  }
  c.notes.push(`${showCard(enemy.card)} attacks ${who} for ${dmg}.`);
  const worth = handValue(s.hands[s.turn]);
  s.phase = "discard";
  s.damageDue = dmg;
  s.step++;
  if (worth < dmg && !canFlip(s)) {
    lose(c, `${who} cannot cover ${dmg} damage with a hand worth ${worth}`);
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
  c.notes.push(`${showCard(enemy.card)} is defeated${exact ? " by an exact kill" : ""}.`);
  if (s.castle.length === 0) {
    s.discard.push(enemy.card);
    s.enemy = null;
    s.phase = "over";
    s.result = { won: true, reason: "the last King is defeated" };
    c.notes.push("The last King is defeated: the players win!");
    return;
  }
  if (exact && s.ruleset === "seed") {
    // The seed says the enemy "may" go on the Tavern: its player decides (a pending decision).
    s.phase = "tavern";
    s.step++;
    c.notes.push(`${nameOf(s, s.turn)} decides whether it goes on top of the Tavern (TAVERN YES|NO).`);
    return;
  }
  placeDefeated(c, exact);
}

/** Puts the defeated enemy on the Tavern (face down, on top) or the discard pile; next enemy. */
function placeDefeated(c: Ctx, toTavern: boolean): void {
  const s = c.s;
  const card = s.enemy!.card;
  if (toTavern) {
    s.tavern.unshift(card);
    c.notes.push(`${showCard(card)} goes face down on top of the Tavern.`);
  } else {
    s.discard.push(card);
  }
  const next = s.castle.shift()!;
  s.enemy = freshEnemy(next);
  c.notes.push(`New enemy: ${showCard(next)}. ${nameOf(s, s.turn)} plays again.`);
  startTurn(c, s.turn);
}

/** ♥: shuffle the discard pile and put X of its cards under the Tavern. */
function heal(c: Ctx, x: number): void {
  const s = c.s;
  const rng = Rng.from(s.rng);
  const pile = rng.shuffle(s.discard, "heal");
  s.rng = rng.save();
  const moved = pile.slice(0, x);
  s.discard = pile.slice(x);
  s.tavern.push(...moved);
  c.notes.push(`Hearts: ${moved.length} card${moved.length === 1 ? "" : "s"} from the discard pile go under the Tavern.`);
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
      c.changed.add(idx);
      drawn++;
      fullInARow = 0;
    } else {
      fullInARow++;
    }
    idx = (idx + 1) % n;
  }
  const who = c.drawn
    .map((d, i) => (d.length ? `${nameOf(s, i)} ${d.length}` : ""))
    .filter(Boolean)
    .join(", ");
  c.notes.push(`Diamonds: ${drawn} card${drawn === 1 ? "" : "s"} drawn${who ? ` (${who})` : ""}.`);
}

function actorTurn(s: RegicideState, seat: number | null): Result<number> {
  if (s.phase === "over") return err("the game is over");
  if (seat === null) return err("an administrator must act AS one of the players");
  const idx = s.players.findIndex((p) => p.seat === seat);
  if (idx < 0) return err("you are not playing in this game");
  if (idx !== s.turn) return err(`it is not your turn: waiting for ${nameOf(s, s.turn)}`);
  return ok(idx);
}

/** What the current phase wants, for "wrong move now" errors. */
function phaseNeeds(s: RegicideState): string {
  switch (s.phase) {
    case "play": return "you must PLAY or YIELD now";
    case "discard": return `you must DISCARD cards worth ${s.damageDue} or more now`;
    case "jester": return "you must name who goes next: NEXT <player>";
    case "tavern": return "you must answer TAVERN YES or TAVERN NO first";
    default: return "the game is over";
  }
}

export function applyMove(state: RegicideState, seat: number | null, move: Move): Result<Ctx> {
  const t = actorTurn(state, seat);
  if (!t.ok) return t;
  const idx = t.value;
  const s0 = state;
  const who = nameOf(s0, idx);
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
      c.changed.add(idx);
      const x = play.value.value;
      if (play.value.kind === "jester") {
        enemy.jester = true;
        s.phase = "jester";
        s.step++;
        c.notes.push(
          `${who} played a Jester: ${showCard(enemy.card)} loses its immunity to ${SUIT_SYMBOL[enemySuit(enemy.card)]}` +
            `${enemySuit(enemy.card) === "S" && enemy.spades > 0 ? ` (spades already played now shield ${enemy.spades})` : ""}; ` +
            `no attack this turn. ${who} chooses who goes next (NEXT <player>).`,
        );
        return ok(c);
      }
      c.notes.push(`${who} played ${showCards(play.value.cards)} (${x}) against ${showCard(enemy.card)}.`);
      const suits = new Set(play.value.cards.map((card) => suitOf(card)!));
      const ignored = [...suits].filter((su) => isImmune(enemy, su));
      if (ignored.length) c.notes.push(`${showCard(enemy.card)} is immune to ${SUIT_SYMBOL[ignored[0]]}.`);
      // Hearts resolve before Diamonds; clubs and spades act in steps 3 and 4.
      if (suits.has("H") && !isImmune(enemy, "H")) heal(c, x);
      if (suits.has("D") && !isImmune(enemy, "D")) drawCards(c, x);
      if (suits.has("S")) {
        enemy.spades += x;
        if (!isImmune(enemy, "S")) c.notes.push(`Spades: shield ${enemy.spades}.`);
      }
      const dealt = suits.has("C") && !isImmune(enemy, "C") ? 2 * x : x;
      enemy.damage += dealt;
      c.notes.push(`${showCard(enemy.card)} takes ${dealt} damage (${enemy.damage}/${enemyHealth(enemy.card)}).`);
      if (enemy.damage >= enemyHealth(enemy.card)) defeatEnemy(c);
      else sufferDamage(c);
      return ok(c);
    }
    case "yield": {
      if (s0.phase !== "play") return err(phaseNeeds(s0));
      if (s0.players.length === 1) return err("you cannot yield in a solo game");
      if (!canYield(s0, idx)) return err("you cannot yield: every other player yielded on their last turn");
      const c = begin(s0);
      c.s.yielded[idx] = true;
      c.notes.push(`${who} yielded.`);
      sufferDamage(c);
      return ok(c);
    }
    case "discard": {
      if (s0.phase !== "discard") return err(s0.phase === "play" ? "there is no damage to suffer now: PLAY or YIELD" : phaseNeeds(s0));
      if (move.cards.length === 0) return err(`DISCARD needs cards worth ${s0.damageDue} or more`);
      const taken = takeFromHand(s0.hands[idx], move.cards);
      if (!taken.ok) return taken;
      const worth = handValue(taken.value);
      if (worth < s0.damageDue) {
        return err(`${showCards(taken.value)} is worth ${worth}; you must discard ${s0.damageDue} or more`);
      }
      const c = begin(s0);
      const s = c.s;
      s.hands[idx] = s.hands[idx].filter((h) => !taken.value.includes(h));
      s.discard.push(...taken.value);
      c.changed.add(idx);
      c.notes.push(`${who} discarded ${showCards(taken.value)} (${worth}) to suffer ${s0.damageDue} damage.`);
      startTurn(c, nextIndex(s, idx));
      return ok(c);
    }
    case "next": {
      if (s0.phase !== "jester") return err(s0.phase === "play" ? "NEXT only follows a Jester" : phaseNeeds(s0));
      const target = resolvePlayer(move.player, s0.players);
      if (!target.ok) return err(target.error);
      const c = begin(s0);
      const nextIdx = c.s.players.findIndex((p) => p.seat === target.seat);
      c.notes.push(`${who} chose ${nameOf(c.s, nextIdx)} to go next.`);
      startTurn(c, nextIdx);
      return ok(c);
    }
    case "flip": {
      if (s0.players.length !== 1) return err("FLIP is only for the solo game");
      if (s0.soloJesters === 0) return err("both Jesters are used: no flip left");
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
      c.changed.add(0);
      c.notes.push(`${who} flipped a Jester: discarded ${thrown} cards and drew ${s.hands[0].length} (${s.soloJesters} flip${s.soloJesters === 1 ? "" : "s"} left).`);
      const worth = handValue(s.hands[0]);
      if (s.phase === "discard" && worth < s.damageDue && s.soloJesters === 0) {
        lose(c, `${who} cannot cover ${s.damageDue} damage with a hand worth ${worth}`);
      } else if (s.phase === "play" && s.hands[0].length === 0 && s.soloJesters === 0) {
        lose(c, `${who} has no card to play`);
      }
      return ok(c);
    }
    case "tavern": {
      if (s0.phase !== "tavern") return err(s0.ruleset === "seed" ? "TAVERN answers an exact kill, and there is none to answer" : "TAVERN is only asked in the seed ruleset: an exact kill always goes to the Tavern");
      const c = begin(s0);
      c.notes.push(`${who} ${move.yes ? "puts" : "does not put"} ${showCard(c.s.enemy!.card)} on the Tavern.`);
      placeDefeated(c, move.yes);
      return ok(c);
    }
  }
}

/** Resignation ends the cooperative game as a loss: the rules need every hand and seat. */
export function applyResign(state: RegicideState, seat: number): Result<Ctx> {
  if (state.phase === "over") return err("the game is over");
  const idx = state.players.findIndex((p) => p.seat === seat);
  if (idx < 0) return err("you are not playing in this game");
  const c = begin(state);
  c.notes.push(`${nameOf(c.s, idx)} resigned.`);
  lose(c, `${nameOf(c.s, idx)} resigned, and Regicide is lost as a team`);
  return ok(c);
}
