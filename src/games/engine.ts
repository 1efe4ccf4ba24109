// The engine contract: what every game in src/games/<kind>/ provides to the service.
//
// A game is a set of pure, deterministic functions over plain JSON state. No I/O, no clock, no
// Math.random: randomness comes from the seeded generator kept inside the state (see rng.ts), so any
// game can be replayed from its seed and its move log. Games know nothing of mail, accounts or the
// database; the service knows nothing game-specific. The only things that cross the line are
// described here.
//
// Nothing an engine returns is a sentence: events, errors, pending decisions, outcomes and help are
// messages (src/i18n/msg.ts: a catalog id and parameters) that the service renders in each reader's
// language from the catalogs the engine provides (`messages`). render() lays a view out as text, with
// every word taken from the catalogs through the Translate function it is given.
import type { Catalogs, Msg, Said, Translate } from "../i18n/msg.ts";
export type { Catalogs, Msg, Said, Translate } from "../i18n/msg.ts";

/** A seated player as the engine sees it. Seats are numbered from 1 in join order. */
export interface PlayerInfo {
  seat: number;
  /** display name; unique within a game (the service guarantees it) */
  name: string;
  /** per-player options given on JOIN, e.g. { civ: "Rome" } for Killer */
  options: Record<string, string>;
  /**
   * the grammatical gender the player stated with GENDER, as it was at START (src/i18n/gender.ts): lines
   * about the player agree with it in Greek, French and Spanish; absent, they use neutral words
   */
  grammaticalGender?: "f" | "m";
}

/**
 * Who is acting. The service decides the roles (docs/roles.md); the engine only reads them.
 *  - `admin`: a secret-keeping administrator of this game — someone who holds NO seat in it: a site
 *    administrator, a co-administrator the host added, or the host when the host does not play. Powers
 *    that reveal or decide secrets (targets, identities, hands, confirming kills) need `admin`.
 *  - `host`: the game's host, who may also hold a seat. Organiser powers that reveal nothing (a Civ turn,
 *    a pause) may accept `host`. A person with a seat is never `admin` in that game.
 */
export interface Actor {
  /** the actor's seat, or null for someone acting without a seat */
  seat: number | null;
  admin: boolean;
  /** true for the game's host (with or without a seat); absent = false */
  host?: boolean;
}

/**
 * Who is looking. `seat` = that player's private view; `public` = observers; `admin` = everything, shown
 * only to secret-keeping administrators (never to anyone holding a seat in the game).
 */
export type Viewer = { seat: number } | "public" | "admin";

/**
 * Something the engine wants people to learn. The service turns the events of one command into at
 * most one mail per recipient. Secrets must only ever go in events addressed to their owner's seat.
 *  - to "all": every player and observer (a public announcement)
 *  - to a seat number: that player only, privately
 *  - to "admin": secret-keeping administrators only (who hold no seat): may carry secrets ("Targets changed")
 *  - to "host": the host and the secret-keeping administrators; must carry no secret, since the host
 *    may play (e.g. "power graph missing for turn 10")
 */
export interface GameEvent {
  to: "all" | "admin" | "host" | number;
  /** what is said, as messages the service renders in each reader's language */
  msg: Said;
  /**
   * The SHA-256 of a file the game holds (see `files`), attached to this event's mail: only for an
   * event to one seat (the next player gets the turn file).
   */
  file?: string;
}

/** A file mailed to a game (a turn file), as the service hands it to the engine's `files.read`. */
export interface IncomingFile {
  /** the attachment's name as the sender's mail gave it */
  name: string;
  contentType: string;
  size: number;
  /** hex SHA-256 of the bytes, computed by the service: the name the game keeps the file by */
  sha256: string;
  bytes: Uint8Array;
}

/**
 * For games that take a file by mail (the relay's turn file). The service stores each accepted file
 * (never executes it), attaches to an event's mail the file its `file` names, and deletes the files
 * the state no longer keeps. The file's move is a line whose verb is `verb`: replayed like any other,
 * never accepted when typed.
 */
export interface FileRules<S = any, O = any> {
  verb: string;
  /** the largest file this game takes, in bytes */
  maxBytes(options: O): number;
  /**
   * Reads a file sent by `seat` into the line of the move that records it, or a refusal (not awaited,
   * not a file of this game, an older turn…). Pure; async only because reading may decompress.
   */
  read(state: S, seat: number | null, file: IncomingFile): Promise<Result<string>>;
  /** the digests of the files the state still keeps (the last N), newest last */
  kept(state: S): string[];
  /**
   * The digest of the kept file `which` names (FILE <game> <which>: the relay's Freeciv turn, or a
   * file's number), or why there is none. Absent: only the current file is ever sent.
   */
  pick?(state: S, which: string): Result<string>;
  /**
   * The kept files as a reader's page lists them (src/web/reader.ts), oldest first: each file's digest
   * and what the game calls it (the relay: its Freeciv turn and year, who sent it). Absent: the page
   * names them by the service's own record (name and sender).
   */
  listed?(state: S): Array<{ sha256: string; said: Msg }>;
}

/**
 * What a game publishes for the games that follow it (a Killer game over a relay: docs/relay.md): the
 * turn of the world it plays, and the civilizations in it as far as the game can read them. Neutral on
 * purpose — a game that follows another knows these words, never the other game's rules or state — and
 * public: anything in it may be told to anyone who can see the publishing game's public view.
 */
export interface GameFacts {
  /** the turn of the world the game plays (the Freeciv save's turn) */
  turn: number;
  players: Array<{
    /** stable for the whole game (the save's player index) */
    id: string;
    name: string;
    nation: string;
    alive: boolean;
    /** null when unknown */
    score: number | null;
  }>;
}

/**
 * For a game that follows another's facts (GameFacts). The service ties the two (`over=<game>` at
 * CREATE or START) and, whenever the followed game's facts change, runs in the follower a line whose
 * verb is `verb` with the facts (`FACTS {json}`, factsLine) as a move of nobody's: logged and replayed
 * like any other, never accepted when typed. The engine turns the facts into its own changes.
 */
export interface FollowRules {
  verb: string;
}

/** The line the service runs in a follower: its verb and the facts as JSON. */
export const factsLine = (rules: FollowRules, facts: GameFacts): string => `${rules.verb} ${JSON.stringify(facts)}`;

/** What an engine says (an error, a pending decision, an outcome): messages, never sentences. */
export type Words = Said;

export type Result<T> = { ok: true; value: T } | { ok: false; error: Words };

export interface ApplyResult<S> {
  state: S;
  events: GameEvent[];
  /**
   * Seats whose private view changed (a hand, a target, an identity revealed to them…). The service
   * mails each of them `render(view(state, {seat}))` privately, after the events.
   */
  privateUpdates?: number[];
}

/** One decision the game is waiting for. Used for "who is awaited" and for deadlines. */
export interface Pending {
  seat: number | null; // null = the administrator
  /** short words a player understands: "your turn: PLAY or YIELD", "answer the Slash: RESPOND DODGE-… or PASS" */
  what: Words;
  /** a stable id for this decision; a new id means a new decision (deadlines restart) */
  key: string;
  /**
   * True when saying publicly who is awaited would reveal a secret (Three Kingdoms: a player is
   * asked for a Dodge only when holding one). The service then names nobody in public mails.
   */
  hidden?: boolean;
  /**
   * True when saying publicly that this decision is awaited at all would tell something secret (Killer:
   * a kill report held for the administrator tells everyone that someone claims a kill). The service
   * then tells only the awaited: the seat, or for `seat: null` the secret-keepers.
   */
  unannounced?: boolean;
}

export interface Outcome {
  status: "running" | "finished";
  /** seats of the winners (empty on a cooperative loss) */
  winners: number[];
  /** one line a human reads: "The players won (Gold)", "Ann wins the round" */
  summary?: Words;
  /** optional per-seat scores */
  scores?: Record<number, number>;
}

export interface SetupInput<O> {
  options: O;
  players: PlayerInfo[];
  /**
   * the game's secret random seed; the engine seeds its generator from it with Rng.seed, which reads
   * from the seed which generator it is for (docs/fair-play.md)
   */
  seed: string;
}

/** A picture of a game's public view, drawn by the dashboard (the engine gives data, never drawing). */
export type Picture =
  /** progress towards a goal: "Castle: 5 of 12 enemies defeated" */
  | { kind: "progress"; title: Msg; value: number; max: number; label?: Msg }
  /** one bar per item: hit points per player */
  | { kind: "bars"; title: Msg; items: Array<{ label: string; value: number; max: number; note?: Msg }> }
  /** one line per series over x: Killer's KS and rank by turn (invert: smaller is better, drawn on top) */
  | {
      kind: "lines";
      title: Msg;
      x: number[];
      xLabel?: Msg;
      series: Array<{ name: string; values: Array<number | null> }>;
      invert?: boolean;
      integer?: boolean;
    };

/**
 * An organiser's action the dashboard offers as a form: its fields become the placeholders of `line`,
 * the command line mailed on the organiser's behalf ("KILL {killer} {victim} TURN {turn}").
 */
export interface AdminAction {
  id: string;
  title: Msg;
  fields: Array<{ name: string; label: Msg; size?: number }>;
  line: string;
  /** who may use it: secret-keeping administrators only, or the host too */
  who: "admin" | "host";
}

export interface GameEngine<S = any, M = any, O = any, V = any> {
  /** canonical kind name used in CREATE, e.g. "regicide" */
  kind: string;
  /** other names accepted for the kind, e.g. ["3k"] */
  aliases?: string[];
  /** game ids are `${idPrefix}-${n}`: "regicide-12", "3k-5" */
  idPrefix: string;
  minPlayers: number;
  maxPlayers: number;
  /**
   * True when the game's secrets must stay secret after it ends (Killer: who hunted whom still
   * matters in the Civilization game that goes on). The service then never reveals the seed — which
   * would let anyone recompute them — and refuses HISTORY, except to a seatless administrator who asks
   * with HISTORY <id> REVEAL (announced). Default false: the seed is revealed at the end so that every
   * random draw can be checked against the commitment mailed at the start.
   */
  keepSecretsAfterEnd?: boolean;
  /**
   * The ids of the engine's own words for the end of a game ("The game is over: Ann wins.", a view's
   * result line). The mail that ends a game leaves them out, in its events and its final table alike:
   * the service says the end once, with the outcome's summary (src/service/games.ts, finishGame).
   * STATUS and the pages still show them.
   */
  endIds?: readonly string[];
  /**
   * The ids of a view's lines that say who is awaited (Regicide's "Awaiting Ann: …"). The START mail's
   * table leaves them out: the service says who is awaited once, in the mail's situation; so does
   * STATUS, beside its "Waiting for:" line. The pages still show them.
   */
  awaitingIds?: readonly string[];
  /**
   * The ids of the lines of a public event that show the table as it stands after the step (Regicide's
   * enemy, piles and hand sizes), not what happened in it (its notes). A mail that gathers several steps
   * (DELIVERY TURN or DIGEST, a mail of several moves) says each step's event without them, and the
   * table once, with its last step (src/service/notices.ts, Step): every event in order, the state
   * shown once, as it is when sent.
   */
  stateIds?: readonly string[];
  /**
   * True when the game cannot be run without a secret-keeping administrator who holds no seat (Killer:
   * someone must see every target and confirm kills). The service decides how one is provided.
   */
  needsSecretKeeper?: boolean;
  /**
   * CREATE options whose values are secrets (Killer's `order` target map). The START statement and
   * every record a player gets show them sealed (a commitment only the final record opens), and
   * whoever set them holds the game's secrets: they never take a seat in it (docs/roles.md).
   */
  secretOptions?: readonly string[];
  /** HELP <kind>: the verbs and a short rules summary, in the catalogs */
  help: Words;
  /** the engine's message catalogs, one per language (ids start with the kind: "regicide.…") */
  messages?: Catalogs;

  /**
   * The version of the state this engine writes (default 1). Games live for months: a state stored by
   * an older Herald says its own version in a top-level `version` field (absent = 1), and the service
   * hands every state it loads to `upgrade` first (currentState below), so no other hook meets an old one.
   */
  stateVersion?: number;
  /** Brings a stored state of version `from` to `stateVersion` (pure; the result is saved with the next move). */
  upgrade?(state: unknown, from: number): S;

  /**
   * CREATE options: `key=value` words (a bare word is given as "true"). Keys arrive lower-cased.
   * Returns the validated options with defaults, or a clear error naming the bad option.
   */
  parseOptions(raw: Record<string, string>): Result<O>;
  /**
   * JOIN options for one player (e.g. civ=Rome); may reject, also for what the players seated so far
   * chose (a civilization taken). Default: accept none.
   */
  parseJoinOptions?(raw: Record<string, string>, options: O, seated: PlayerInfo[]): Result<Record<string, string>>;

  setup(input: SetupInput<O>): Result<S>;

  /**
   * One command line of this game (verb first; case and spacing forgiven). Returns null when the
   * verb is not one of this game's, so the service can say "unknown command".
   */
  parse(line: string): Result<M> | null;

  /**
   * Moves still accepted after the game has finished (Killer: RANKS, TARGET, and the POWER graph a
   * final report waits for). Default: none — the service refuses every game line of a finished game.
   */
  acceptsAfterEnd?(move: M): boolean;

  /**
   * Moves that change nothing and tell only what is public (Killer: RANKS, the latest rank report).
   * Once the game is over, someone who held a seat and left it (resigned, kicked, replaced) may still
   * send one, as the gate allows (src/service/gate.ts, "read-public-past"): applied with no seat and
   * no admin, and only its public events are mailed, to the sender alone. Default: none.
   */
  readsOnlyPublic?(move: M): boolean;

  /** Apply one move. Never half-applies: on error the state is untouched. */
  apply(state: S, actor: Actor, move: M): Result<ApplyResult<S>>;

  /** What `viewer` may know. Every mail is rendered from a view, never from raw state. */
  view(state: S, viewer: Viewer): V;
  /** Plain text of a view, for mails and STATUS, every word from the catalogs through `t`. */
  render(view: V, t: Translate): string;

  pending(state: S): Pending[];
  outcome(state: S): Outcome;

  /**
   * A player leaves (RESIGN, or KICK by an administrator). The game's rules say what happens.
   * Return an error if the game cannot go on (the service then tells the host).
   */
  resign?(state: S, seat: number): Result<ApplyResult<S>>;

  /**
   * A seat changed hands (REPLACE): the player's name the engine keeps (for its views and reports)
   * becomes the newcomer's. Pure; no events (the service announces the replacement). It is part of the
   * record, so a replay renames too. Default: the engine keeps no names.
   */
  rename?(state: S, seat: number, name: string): S;

  /** The default applied when a pending decision's deadline passes (src/service/jobs/fire.ts applies it). */
  onDeadline?(state: S, pending: Pending): Result<ApplyResult<S>>;

  /**
   * After a rollback (ROLLBACK, docs/fair-play.md "Rollback"): `state` is the state the kept moves
   * lead to, its generator already re-keyed; `seen` the state the moves taken back had led to. The
   * engine draws again, with that generator, any hidden order those moves showed (the next cards of a
   * deck, drawn since), so nobody can use what they saw. Pure: returns a new state. Default: nothing to
   * draw again (a game of dice only needs the new key).
   */
  afterRollback?(state: S, seen: S): S;

  /**
   * What a step took from the game's hidden piles, for verify's listing (docs/fair-play.md): a card
   * drawn from a deck shuffled at the setup draws no random number, yet it is a draw the player saw
   * (Regicide: the cards that left the Tavern and the Castle). Pure. Default: nothing but the
   * generator's draws.
   */
  dealt?(before: S, after: S): Array<{ from: string; items: string[] }>;

  // ---- optional hooks for the service's generic parts and for the conformance suite ----

  /**
   * Every command line `seat` (null = a seatless administrator) may send now, each one that apply
   * accepts. Used by the conformance suite's random games and by the default-move logic.
   */
  legalMoves?(state: S, seat: number | null): string[];
  /**
   * A legal move's line as the game's views show its words (Regicide: `PLAY 10S` → `PLAY 10♠`, beside
   * a hand shown as `10♠`; Trente: `KEEP 6 5` → `KEEP 5 6` beside a roll shown as `2 5 6`, `VICTIM 2` →
   * `VICTIM Bob`), for the readers' pages to label the line with, `view` being the view the page shows
   * the reader (their own, else the public one); its verb is left as it is (the page says it in the
   * reader's language) and what is sent stays the line. Pure. Default: the line itself.
   */
  showLine?(line: string, t: Translate, view: V): string;
  /**
   * What a seat's view gives that seat alone to play with (its hand), as one line for the top of the
   * reader's page, above the table; null when the view holds none. The same words stay in render().
   * Pure. Default: none (the page shows the rendered view only).
   */
  holding?(view: V, t: Translate): string | null;
  /**
   * The one move `seat` can make now, as its command line, when the rules leave that seat exactly one
   * (Trente: the last die of a turn, which must be kept); null when there is a choice to make. The
   * service plays it at once as that seat's move, logged and replayed like any other, and says it was
   * played for them because it was the only move. Only for a decision everyone is told of (the service
   * never plays a hidden or unannounced one). Default: never.
   */
  forced?(state: S, seat: number): string | null;
  /**
   * What each seat alone may know right now, as strings that must appear in no other seat's view nor
   * in the public view (hand card codes, "target: Rome"). The conformance suite's leak check.
   */
  secrets?(state: S): Array<{ seat: number; items: string[] }>;
  /** Rule invariants that must hold in every state (every card in exactly one place…): the broken ones. */
  invariants?(state: S): string[];
  /** Pictures of the public view for the dashboard. */
  pictures?(publicView: V): Picture[];
  /** Organiser actions the dashboard offers as forms. */
  adminActions?: AdminAction[];
  /** Games that take files by mail (see FileRules). */
  files?: FileRules<S, O>;
  /** What this game publishes for the games that follow it (null: nothing to say yet). Pure, public. */
  facts?(state: S): GameFacts | null;
  /** Games that follow another game's facts (see FollowRules). */
  follow?: FollowRules;
}

/** A stored state brought to the engine's current version (engine.upgrade); the same object when current. */
export function currentState<S>(engine: Pick<GameEngine<S>, "stateVersion" | "upgrade">, state: unknown): S {
  if (!engine.upgrade || state === null || typeof state !== "object") return state as S;
  const v = (state as { version?: unknown }).version;
  const from = typeof v === "number" ? v : 1;
  return from < (engine.stateVersion ?? 1) ? engine.upgrade(state, from) : (state as S);
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = <T = never>(error: Words): Result<T> => ({ ok: false, error });
