// The working context of one apply: the kit's Context (what is said, the seats whose private view
// changed, the players' names) with a private clone of the state and its card table. Every mutation in the engine goes through a Ctx
// on a clone, so an error simply drops the clone (apply never half-applies). Everything said is a
// message (`threekingdoms.…` ids, catalogs in messages/).
import { Context, copyState, withRng } from "../kit.ts";
import { type Msg, m } from "../../i18n/msg.ts";
import type { Gender } from "../../i18n/msg.ts";
import { type CardDef, deckTable } from "./cards/cards.ts";
import { refOf, typedOf } from "./cards/words.ts";
import { livingFrom, nextLiving } from "./core/seating.ts";
import { fire } from "./skills.ts";
import type { Ask, PlayerState, State, Task, TurnState } from "./types.ts";

export class Ctx extends Context {
  readonly table: readonly CardDef[];
  constructor(readonly s: State) {
    super(s.players);
    this.table = deckTable(s.options.maneuvering);
  }
}

export const makeCtx = (s: State): Ctx => new Ctx(s);

export const player = (g: Ctx, seat: number): PlayerState => g.s.players[seat - 1];
export const card = (g: Ctx, id: number): CardDef => g.table[id];
/** A card's code (what the game compares and stores; never said to a player: see ref, typed). */
export const code = (g: Ctx, id: number): string => g.table[id].code;
/** A card named in the reader's language (cards/words.ts), for what is said. */
export const ref = (g: Ctx, id: number): Msg => refOf(g.table[id]);
/** Cards named, as a list parameter (rendered "a, b, c" in every language). */
export const codes = (g: Ctx, ids: readonly number[]): Msg[] => ids.map((i) => refOf(g.table[i]));
/** The same list (the name the older call sites use). */
export const codeList = (g: Ctx, ids: readonly number[]): Msg[] => codes(g, ids);
/** A card code (an option of a question) named with the code the reader types for it. */
export const typedCode = (g: Ctx, c: string): Msg | string => {
  const d = g.table.find((x) => x.code === c);
  return d ? typedOf(d) : c;
};
/** Cards named with their codes to type, as a list parameter. */
export const typedList = (g: Ctx, ids: readonly number[]): Msg[] => ids.map((i) => typedOf(g.table[i]));

/** "HP 3/4" in the reader's language. */
export const hpOf = (p: PlayerState): Msg => m("threekingdoms.hp", { hp: p.hp, max: p.maxHp });
/**
 * An identity's name ("the Lord"…), in the reader's language, agreeing with the player who holds it
 * (el "Επαναστάτρια", es "Traidora"; a player who stated no gender: the card's own name).
 */
export const roleName = (r: PlayerState["role"], gender: Gender): Msg => m(`threekingdoms.role.${r}`, { gender });
/**
 * A card's name in the reader's language: the cards' catalog (messages/skills) defines
 * `threekingdoms.card.<camelCase code>` ("BORROWED-SWORD" → threekingdoms.card.borrowedSword).
 */
export const cardName = (name: string): Msg =>
  m(`threekingdoms.card.${name.toLowerCase().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`);

export const top = (g: Ctx): Task | undefined => g.s.stack[g.s.stack.length - 1];
export const push = (g: Ctx, ...tasks: Task[]): void => {
  g.s.stack.push(...tasks);
};
export const pop = (g: Ctx): void => {
  g.s.stack.pop();
};

/** Living seats in turn order (round the table), starting from `from` (included when alive). */
export const orderFrom = (g: Ctx, from: number): number[] => livingFrom(g.s, from);

/** The next living seat after `seat` in turn order. */
export const nextAlive = (g: Ctx, seat: number): number => nextLiving(g.s, seat);

// ---- card zones ----

/** Takes the top card of the deck, reshuffling the discard pile into a new deck when it runs out. */
export function drawTop(g: Ctx): number | null {
  if (g.s.deck.length === 0) reshuffle(g);
  const top = g.s.deck.shift() ?? null;
  // the rules: when the deck is empty the discard pile becomes the new deck at once
  if (g.s.deck.length === 0) reshuffle(g);
  return top;
}

/**
 * Makes sure the deck holds `n` cards when the game has them: a short deck takes the shuffled discard
 * pile under it, as FreeKill's Room:getNCards does before looking (Guanxing's X cards).
 */
export function ensureDeck(g: Ctx, n: number): void {
  if (g.s.deck.length < n) reshuffle(g);
}

export function reshuffle(g: Ctx): void {
  if (g.s.discard.length === 0) return;
  g.s.deck.push(...withRng(g.s, (rng) => rng.shuffle(g.s.discard)));
  g.s.discard = [];
  g.say(m("threekingdoms.reshuffled", { n: g.s.deck.length }));
}

/** Draws n cards; `why` says what for (a card's or skill's name), when it is not the Draw phase. */
export function draw(g: Ctx, seat: number, n: number, why?: Msg): number[] {
  const got: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawTop(g);
    if (c === null) break;
    got.push(c);
  }
  const p = player(g, seat);
  p.hand.push(...got);
  drawn(g, got);
  if (got.length) {
    g.changed.add(seat);
    g.say(
      why === undefined
        ? m("threekingdoms.draws", { name: p.name, n: got.length })
        : m("threekingdoms.drawsFor", { name: p.name, n: got.length, why }),
    );
    g.tell(seat, m("threekingdoms.youDraw", { cards: codeList(g, got) }));
  }
  return got;
}

/**
 * Cards that came into a hand face up or from another player (a Harvest, a pick, a gift, a judgement
 * card): their holder is not the only one who knows them, so they are no secret of theirs (checks.ts's
 * secrets) until they are drawn again from the deck.
 */
export function shown(g: Ctx, ids: readonly number[]): void {
  g.s.open = [...new Set([...(g.s.open ?? []), ...ids])];
}
/** Cards drawn from the deck are their holder's secret again. */
function drawn(g: Ctx, ids: readonly number[]): void {
  if (g.s.open?.some((id) => ids.includes(id))) g.s.open = g.s.open.filter((id) => !ids.includes(id));
}

/** Removes a card from wherever a player holds it (hand, equipment, judgement area). */
export function takeFromPlayer(g: Ctx, seat: number, id: number): "hand" | "equip" | "judge" | null {
  const p = player(g, seat);
  const h = p.hand.indexOf(id);
  if (h >= 0) {
    p.hand.splice(h, 1);
    g.changed.add(seat);
    if (p.hand.length === 0) fire(g, seat, "lost", "hand");
    return "hand";
  }
  for (const slot of SLOTS) {
    if (p.equip[slot] === id) {
      delete p.equip[slot];
      fire(g, seat, "lost", "equip");
      return "equip";
    }
  }
  const j = p.judge.indexOf(id);
  if (j >= 0) {
    p.judge.splice(j, 1);
    if (g.s.judgeAs) delete g.s.judgeAs[id];
    return "judge";
  }
  return null;
}

export function toDiscard(g: Ctx, ids: readonly number[]): void {
  g.s.discard.push(...ids);
}

export function fromLimbo(g: Ctx, ids: readonly number[]): void {
  g.s.limbo = g.s.limbo.filter((c) => !ids.includes(c));
}

/** Every card a player holds in any area. */
/** Equipment in slot order (never object key order: the state is stored as JSONB, which reorders keys). */
export const SLOTS = ["weapon", "armour", "plus", "minus"] as const;
export const equipIds = (p: PlayerState): number[] => SLOTS.map((k) => p.equip[k]).filter((x): x is number => x !== undefined);
export const allCards = (p: PlayerState): number[] => [...p.hand, ...equipIds(p), ...p.judge];

/** A player's copy, field by field: a spread of these records took V8's slow path (their shapes vary). */
function clonePlayer(p: PlayerState): PlayerState {
  const q: PlayerState = {
    seat: p.seat,
    name: p.name,
    role: p.role,
    hp: p.hp,
    maxHp: p.maxHp,
    alive: p.alive,
    hand: p.hand.slice(),
    equip: { ...p.equip },
    judge: p.judge.slice(),
    auto: p.auto.slice(),
    gender: p.gender,
  };
  if (p.general !== undefined) q.general = p.general;
  if (p.grammaticalGender !== undefined) q.grammaticalGender = p.grammaticalGender;
  if (p.noLordSkills !== undefined) q.noLordSkills = p.noLordSkills;
  return q;
}

/**
 * The copy apply works on (it never changes the state it is given). The big parts — the piles, the
 * players' hands and areas — are arrays of card ids and flat records, copied with slice and spread;
 * only the small nested parts (the stack, the questions, the variants' records) go through the
 * generic deep copy, whose per-key walk was a third of a random game's time (bench/threekingdoms.ts).
 * A field added to State or PlayerState must be copied here (clonePlayer names each field).
 */
export function cloneState(s: State): State {
  // field by field, as for the players; the optional fields only when present (the copy reads as JSON
  // exactly like the original)
  const out: State = {
    kind: s.kind,
    options: { ...s.options },
    players: s.players.map(clonePlayer),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    limbo: s.limbo.slice(),
    harvest: s.harvest.slice(),
    rng: copyState(s.rng),
    turn: cloneTurn(s.turn),
    turnNo: s.turnNo,
    round: s.round,
    stack: copyState(s.stack),
    ask: s.ask && cloneAsk(s.ask),
    seq: s.seq,
    deaths: copyState(s.deaths),
    over: copyState(s.over),
  };
  if (s.version !== undefined) out.version = s.version;
  if (s.ring) out.ring = s.ring.slice();
  if (s.open) out.open = s.open.slice();
  if (s.asks) out.asks = s.asks.map(cloneAsk);
  if (s.judgeAs) out.judgeAs = { ...s.judgeAs };
  if (s.series !== undefined) out.series = copyState(s.series);
  if (s.variant) out.variant = copyState(s.variant);
  if (s.v3) out.v3 = copyState(s.v3);
  return out;
}

/**
 * A question's copy: its words (messages, built once by m() and never changed) are shared, the rest is
 * flat; its lists are copied.
 */
function cloneAsk(a: Ask): Ask {
  const b: Ask = { ...a };
  if (a.options) b.options = a.options.slice();
  if (a.names) b.names = a.names.slice();
  if (a.exclude) b.exclude = a.exclude.slice();
  return b;
}

function cloneTurn(t: TurnState): TurnState {
  const u: TurnState = {
    seat: t.seat,
    phase: t.phase,
    slashes: t.slashes,
    wine: t.wine,
    boost: t.boost,
    skipPlay: t.skipPlay,
    skipDraw: t.skipDraw,
    judged: t.judged.slice(),
  };
  if (t.used) u.used = t.used.slice();
  if (t.slashed !== undefined) u.slashed = t.slashed;
  if (t.skills) u.skills = { ...t.skills };
  return u;
}
