// The shapes of a Regicide game: options, state (plain JSON), moves. Kept apart so that every
// module of the engine (and the tests) speaks the same vocabulary.
import type { Card } from "../cards.ts";
import type { RngState } from "../rng.ts";
import type { Msg } from "../../i18n/msg.ts";

export type Ruleset = "official" | "seed";

export interface RegicideOptions {
  /** `official` = the publisher's rules; `seed` = the Greek seed's reading (optional exact-kill Tavern, no solo) */
  ruleset: Ruleset;
  /**
   * What a missed deadline does: `pause` (default, as play-by-email hosts expect of a cooperative game:
   * the game waits and the host is told) or `play` (Herald plays the most passive legal move).
   */
  late?: "pause" | "play";
}

/** What the game is waiting for. `over` once won or lost. */
export type Phase =
  | "play" // step 1: the current player plays or yields (or, solo, flips)
  | "discard" // step 4: the current player must discard `damageDue` or more
  | "jester" // after a Jester: its player names who goes next
  | "tavern" // seed ruleset: after an exact kill, its player says whether the enemy goes on the Tavern
  | "over";

export interface EnemyState {
  card: Card;
  /** damage dealt so far (clubs already doubled) */
  damage: number;
  /**
   * Sum of the values of every play containing a spade against this enemy, counted even while the
   * enemy is a ♠ enemy still immune: a later Jester makes those earlier spades count (official rule).
   */
  spades: number;
  /** a Jester was played against this enemy: its immunity is gone for the rest of its life */
  jester: boolean;
  /** the cards played against it, face up on the table until it is defeated */
  played: Card[];
}

export interface PlayerSlot {
  seat: number;
  name: string;
}

export interface RegicideState {
  ruleset: Ruleset;
  /** what a missed deadline does (see RegicideOptions.late); absent in older states = pause */
  late?: "pause" | "play";
  players: PlayerSlot[];
  maxHand: number;
  /** hands by player index (same order as `players`) */
  hands: Card[][];
  /** index 0 is the top; the current enemy is not in here */
  castle: Card[];
  /** index 0 is the top (drawn first); hearts put cards at the end (the bottom) */
  tavern: Card[];
  /** the last element is the top, the only public card of the pile */
  discard: Card[];
  /** the current enemy; during `tavern` it is the defeated enemy awaiting its player's choice */
  enemy: EnemyState | null;
  defeated: number;
  phase: Phase;
  /** player index whose turn it is (or who must decide) */
  turn: number;
  /** damage the current player must cover with DISCARD (phase `discard`) */
  damageDue: number;
  /** per player index: did that player yield on their last turn */
  yielded: boolean[];
  /** solo only: Jesters still set aside for flips (2 at start), and flips used */
  soloJesters: number;
  flipsUsed: number;
  /** counts decisions; pending keys are built from it so a new decision has a new key */
  step: number;
  /** what happened last, as messages (rendered in each reader's language; never prose) */
  last: Msg[];
  result: null | { won: boolean; reason: Msg };
  rng: RngState;
}

export type Move =
  | { type: "play"; cards: Card[] } // a Jester is written "JESTER"
  | { type: "yield" }
  | { type: "discard"; cards: Card[] }
  | { type: "next"; player: string }
  | { type: "flip" }
  | { type: "tavern"; yes: boolean };
