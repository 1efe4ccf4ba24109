// The shapes of a Trente game. Everything here is plain JSON: the state is stored as JSONB and must
// round-trip through JSON.stringify/parse unchanged.
import type { RngState } from "../rng.ts";

export type Ruleset = "house" | "classic";

export interface TrenteOptions {
  /** `house` (default): threshold always 30, victim by parity, one round = one game.
   *  `classic`: threshold set by the first die kept, victims by round, three rounds. */
  rules: Ruleset;
  /** points every player has at the start of a round (default 30) */
  start: number;
}

/**
 * A standing rule that plays the rest of a turn (POLICY). Kept deliberately small so a player can
 * predict exactly what it will do:
 *  - high:   keep the single highest die
 *  - low:    keep the single lowest die
 *  - all:    keep every die
 *  - values: keep every die showing one of `values`; if none shows, keep the single highest
 *            (or lowest, when `fallback` is "low")
 */
export type Policy =
  { kind: "high" } | { kind: "low" } | { kind: "all" } | { kind: "values"; values: number[]; fallback: "high" | "low" };

export type TrenteMove =
  | { type: "keep"; dice: number[] }
  | { type: "policy"; policy: Policy }
  | { type: "first"; die: number }
  | { type: "victim"; player: string }
  /** AUTO: a standing policy for every turn of the seat's from now on (null: none; "list": say it) */
  | { type: "auto"; policy: Policy | null | "list" };

/** classic only: which target the first die kept set. */
export type Threshold = "low" | "high";

export interface Turn {
  seat: number;
  /** game-wide turn counter; part of every pending key */
  no: number;
  /** dice of the current roll not yet set aside */
  roll: number[];
  /** dice set aside, in the order they were set aside (the first one sets the classic threshold) */
  kept: number[];
  /** how many rolls were made this turn (1 after the opening roll); part of the pending key */
  rolls: number;
  /** classic: the threshold, once the first die is known */
  threshold: Threshold | null;
  /** classic: a FIRST given before the first KEEP of the turn */
  declaredFirst: number | null;
  /** the standing policy for the rest of the turn, if any */
  policy: Policy | null;
  /**
   * keep: waiting for KEEP/POLICY on `roll`;
   * first: classic, the first KEEP mixed low and high dice: waiting for FIRST (held in `pendingKeep`);
   * victim: classic round 3, waiting for VICTIM before an attack at `level`.
   */
  phase: "keep" | "first" | "victim";
  /** the first KEEP of the turn, held until FIRST names the first die */
  pendingKeep: number[] | null;
  /** the attack level while waiting for VICTIM */
  level: number | null;
}

export interface TrenteState {
  kind: "trente";
  options: TrenteOptions;
  /** seats in clockwise (= seat) order; play passes to the left, i.e. to the next seat */
  players: { seat: number; name: string }[];
  /** current round's score per seat (JSON keys are strings; read with scoreOf) */
  scores: Record<string, number>;
  /** seats that resigned or were kicked: out of every later round too */
  resigned: number[];
  /** 1-based */
  round: number;
  /** 1 under house rules (each round is a whole game), 3 under classic */
  roundsTotal: number;
  /** the seat that opened the current round */
  roundStarter: number;
  /** one entry per finished round */
  history: { round: number; winner: number | null; scores: Record<string, number> }[];
  turnCounter: number;
  turn: Turn | null;
  /** the last finished turn, for views and checks (public: dice are not secret) */
  last: LastTurn | null;
  finished: boolean;
  /**
   * Standing policies (AUTO) by seat: each turn of that seat is played by it from its first roll.
   * Absent in games stored before AUTO (= none).
   */
  auto?: Record<string, Policy>;
  /** the seeded generator: the only secret of the game (it predicts every future roll) */
  rng: RngState;
}

export interface LastTurn {
  /** the turn's number (Turn.no) */
  no: number;
  seat: number;
  round: number;
  /** the six dice in the order set aside */
  kept: number[];
  sum: number;
  threshold: Threshold | null;
  result: "none" | "lose" | "attack";
  /** lose: points lost by the player; attack: damage dealt */
  points: number;
  /** attack only */
  level: number | null;
  victim: number | null;
  /** attack only: every damage roll, in order */
  attackRolls: number[][];
}
