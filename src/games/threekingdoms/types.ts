// The plain-JSON state of a Three Kingdoms game and the small records inside it. Everything here must
// round-trip through JSON.stringify/parse (it is stored as JSONB): numbers, strings, arrays, objects.
// Nothing here is prose: what players read is a message (an id and parameters, plain JSON too), rendered
// in each reader's language.
import type { Msg, Said } from "../../i18n/msg.ts";
import type { RngState } from "../rng.ts";
import type { CardName, Slot } from "./cards/cards.ts";
import type { Phase } from "./core/flow.ts";
import type { SeriesState } from "./series.ts";
import type { VariantState } from "./variants/state.ts";
import type { V3State } from "./variants/3v3/state.ts";

export type Role = "lord" | "loyalist" | "rebel" | "traitor";

export interface Options {
  /** 2 Traitors (and one Rebel fewer) with 6 or 8 players */
  traitors: 1 | 2;
  /** add Wine and Supply Shortage from the Maneuvering expansion */
  maneuvering: boolean;
  /** part of a series where the Lord role rotates: `lord` names the Lord's seat */
  series: boolean;
  /** a fixed seat for the Lord (series mode), or null = dealt at random */
  lord: number | null;
  /** play with the 25 standard generals (chosen by mail at the start); false = plain 4-HP generals */
  generals?: boolean;
  // ---- the seed's variants (variants/options.ts); absent = off ----
  /** final three: with three players left, everyone loses 1 HP each round after three rounds */
  finalthree?: boolean;
  /** series: the first player out of a deal keeps a drop of blood in the next deal */
  protect?: boolean;
  reincarnation?: boolean;
  darksouls?: boolean;
  mode?: "identity" | "3v3";
}

/**
 * Standing answers a player set with AUTO: the core's below, and those a skill adds (its judgement
 * modifier's `never`, skills.ts autoRules).
 */
export type AutoRule = string;
export const CORE_AUTO_RULES: readonly AutoRule[] = ["dodge", "slash", "never-nullify", "nullify-if-target", "pass"];

export interface PlayerState {
  seat: number;
  name: string;
  /** the grammatical gender the player stated (GENDER, engine.ts PlayerInfo): lines about them agree with it */
  grammaticalGender?: "f" | "m";
  role: Role;
  hp: number;
  maxHp: number;
  alive: boolean;
  hand: number[];
  equip: Partial<Record<Slot, number>>;
  /** delayed tricks in front of the player, in the order they were placed (last = most recent) */
  judge: number[];
  auto: AutoRule[];
  /** from the general; without generals only from JOIN gender=m|f (Yin-Yang Swords need two genders) */
  gender: "m" | "f" | null;
  /** the general's code (skills/generals.ts), or null for a plain general (or while generals are chosen) */
  general?: string | null;
  /** 3v3 variant: "las habilidades principales no se utilizan" (the warm coach shows the Lord card) */
  noLordSkills?: boolean;
}

/** The phases of a turn, in order (core/flow.ts). */
export type { Phase };

export interface TurnState {
  seat: number;
  phase: Phase;
  /** Slashes used this Play phase (limit 1 unless Crossbow) */
  slashes: number;
  /** Wines used this turn (limit 1) */
  wine: number;
  /** extra damage of the next Slash (Wine) */
  boost: number;
  skipPlay: boolean;
  skipDraw: boolean;
  /** delayed tricks already judged this turn (a Lightning that cannot move on stays, unjudged twice) */
  judged: number[];
  /** once-per-phase skills used this turn */
  used?: string[];
  /** the current player used or played a Slash this turn (Keji) */
  slashed?: boolean;
  /**
   * the skills' own state for this turn, keyed by skill code (skills.ts turnSlot); a version-1 state
   * kept it in fields of their own (upgrade.ts)
   */
  skills?: Record<string, number | boolean>;
}

/** A player's answer to the question being asked, normalised. */
export type Reply = (
  { kind: "pass" } | { kind: "done" } | { kind: "cards"; cards: number[]; spear?: boolean } | { kind: "choice"; value: string }
) & {
  /** who answered, when several seats are asked at once (State.asks) */
  by?: number;
};

/**
 * The one question the game is waiting on. `kind` says which verbs answer it:
 *  play → PLAY/DONE, discard → DISCARD n cards, respond → RESPOND <card>/PASS,
 *  choose → CHOOSE <option> (/PASS when canPass), cards → DISCARD <count> cards / PASS.
 */
export interface Ask {
  seat: number;
  key: string;
  kind: "play" | "discard" | "respond" | "choose" | "cards";
  what: Said;
  /** the same question as others may see it (never naming who is asked when that would reveal a card) */
  publicWhat?: Said;
  canPass: boolean;
  /** respond: card names that answer */
  names?: CardName[];
  /** respond, a Nullification window: the seat a trick that harms is aimed at (AUTO nullify-if-target reads it) */
  against?: number;
  /** respond: Serpent Spear may turn 2 hand cards into the Slash asked for */
  spear?: boolean;
  /** choose: the options, upper-case */
  options?: string[];
  /** choose: free text checked by this skill's `check` (Guanxing's order) instead of options */
  free?: string;
  /** discard/cards: how many cards */
  count?: number;
  /** cards: equipment counts too (Stone Axe), except these ids */
  withEquip?: boolean;
  exclude?: number[];
}

// ---- the resolution stack: each task is a plain record; handlers live in the tasks/ modules ----

interface Base {
  stage: number;
  reply?: Reply;
  nullified?: boolean;
  /** the judgement card a `judge` task pushed by this task settled on (null: the deck was empty) */
  judgement?: number | null;
}

export interface TurnTask extends Base {
  t: "turn";
}
export interface FinishTask extends Base {
  t: "finish";
  cards: number[];
  harvest?: boolean;
}
/** The named stages of a Slash (cards/slash.ts); a number in a state stored before they had names. */
export type SlashStage =
  "targeted" | "weapon" | "judge" | "judged" | "armour" | "diagrams" | "dodge" | "dodged" | "hit" | "damage";
export interface SlashTask extends Omit<Base, "stage"> {
  t: "slash";
  stage: SlashStage | number;
  from: number;
  to: number;
  cards: number[];
  colour: "red" | "black" | "none";
  boost: number;
  /** Tieqi's red judgement: the Slash cannot be dodged */
  noDodge?: boolean;
  /** Dodges played so far (Wushuang needs two) */
  dodged?: number;
  /** Hujia: the Wei characters asked to dodge for the Lord, the next one, and who is being asked */
  help?: number[];
  helpIdx?: number;
  asking?: number;
  /** Liuli: the players who have been asked already (the Slash moved on or stayed), the chosen new target */
  liuliDone?: number[];
  liuliTo?: number;
}
export interface TrickTask extends Base {
  t: "trick";
  name: CardName;
  user: number;
  target: number;
  /** the trick card itself (Jianxiong takes it) */
  card?: number;
  /** Borrowed Sword: who must be slashed */
  victim?: number;
  /** Duel: whose turn it is to play a Slash */
  duelist?: number;
  /** Duel: Slashes the duelist has played this time (Wushuang asks for two) */
  played?: number;
  /** Hujia / Jijiang: the kingdom's characters asked to answer for the Lord, the next one, who is asked */
  help?: number[];
  helpIdx?: number;
  asking?: number;
}
export interface NullifyTask extends Base {
  t: "nullify";
  about: Msg;
  /** the grammatical gender of the trick it is about (cards/cards.ts cardGender); absent in older games */
  gender?: Msg;
  order: number[];
  idx: number;
  count: number;
  last?: number;
  /** the seat the trick is aimed at when it harms them (not Ex Nihilo, Peach Garden, Harvest); its questions carry it */
  against?: number;
  /**
   * the window's round is asked of everyone at once (cards/nullify.ts): `asked` while it is open; absent
   * in a state stored when the seats were asked one after another (`order`, `idx`)
   */
  asked?: boolean;
}
export interface DelayedTask extends Base {
  t: "delayed";
  card: number;
  owner: number;
}
export interface DamageTask extends Base {
  t: "damage";
  to: number;
  from: number | null;
  n: number;
  cause: Msg;
  /** the cards that caused it (Jianxiong takes them) */
  cards?: number[];
}
export interface DyingTask extends Base {
  t: "dying";
  seat: number;
  from: number | null;
  order: number[];
  /** the seats of `order` settled so far: passed, or out */
  idx: number;
  /**
   * everyone is asked at once (death.ts): `asked` while a round is open, each seat's answer in `answers`
   * (a Peach's card, or null for a pass); absent in a state stored when the seats were asked one after another
   */
  asked?: boolean;
  answers?: Record<number, number | null>;
}
/** choose a card from a player's areas (Dismantle, Snatch, Ice Sword) */
export interface PickTask extends Base {
  t: "pick";
  chooser: number;
  from: number;
  action: "discard" | "take";
  why: Msg;
  noJudge?: boolean;
}

/**
 * One judgement (cards/judge.ts): the top card is flipped; before it takes effect each Guicai owner in turn
 * order may replace it with a hand card; the result is left on the task below as `judgement`.
 */
export interface JudgeTask extends Base {
  t: "judge";
  owner: number;
  why: Msg;
  id?: number;
  order?: number[];
  idx?: number;
}
/** 3v3 (variants/3v3/task.ts): the draft, who acts first, each action; its data lives in State.v3. */
export interface V3Task extends Base {
  t: "v3";
}
/**
 * Choosing generals at the start (seed §2): the Lord first (idx 0), then every other player at once
 * (idx 1, State.asks), revealed together after the last pick.
 */
export interface SelectTask extends Base {
  t: "select";
  order: number[];
  idx: number;
  offers: Record<number, string[]>;
  picks: Record<number, string>;
  /** the seats whose general was given by default (a deadline, a resignation): the reveal says so */
  defaulted?: number[];
}
/** A skill at work across questions; `skill` names its handler (skills.ts), `data` is its own. */
export interface SkillTask extends Base {
  t: "skill";
  skill: string;
  seat: number;
  data: Record<string, number | string | number[] | null>;
}

export type Task =
  | V3Task
  | SelectTask
  | SkillTask
  | JudgeTask
  | TurnTask
  | FinishTask
  | SlashTask
  | TrickTask
  | NullifyTask
  | DelayedTask
  | DamageTask
  | DyingTask
  | PickTask;

export interface Death {
  seat: number;
  killer: number | null;
  turnNo: number;
  /** reincarnation variant: the player had come back (reincarnation): no reward, no penalty, no kill bonus */
  reborn?: boolean;
}

export interface State {
  kind: "threekingdoms";
  /** the state's version (index.ts stateVersion); absent = 1, brought up to date on load (upgrade.ts) */
  version?: 2;
  options: Options;
  players: PlayerState[]; // index = seat - 1
  /** the seats in their places round the table, drawn at START (seating.ts); absent = seat order */
  ring?: number[];
  /** card ids that came into a hand known to others (ctx.ts shown); absent = none */
  open?: number[];
  /** draw pile, top first */
  deck: number[];
  /** discard pile, most recent last */
  discard: number[];
  /** cards being resolved (face up, public): used cards, judgement cards */
  limbo: number[];
  /** Bountiful Harvest cards revealed and not yet taken (face up) */
  harvest: number[];
  rng: RngState;
  turn: TurnState;
  turnNo: number;
  round: number;
  stack: Task[];
  ask: Ask | null;
  /**
   * Questions open to several seats at once, answered in any order (the generals' choice after the
   * Lord's, seed §2); `ask` is null while any is open. Absent when none is.
   */
  asks?: Ask[];
  /** counter for decision keys */
  seq: number;
  deaths: Death[];
  over: { winners: number[]; side: "lord" | "rebel" | "traitor"; summary: Msg } | null;
  /** cards lying in a judgement area as another delayed trick (Guose: a diamond as Indulgence) */
  judgeAs?: Record<number, CardName>;
  /** series mode: which deal this is and the totals so far (absent outside a series) */
  series?: SeriesState | null;
  /** the variants' own bookkeeping (variants/state.ts) */
  variant?: VariantState;
  /** variant mode=3v3: teams, draft, alternation (variants/3v3/state.ts) */
  v3?: V3State;
}

export type Move =
  | { v: "PLAY"; cards: string[]; spear: boolean; targets: string[]; as?: string }
  | { v: "RESPOND"; cards: string[]; spear: boolean }
  | { v: "PASS" }
  | { v: "DISCARD"; cards: string[] }
  | { v: "DONE" }
  | { v: "CHOOSE"; choice: string }
  | { v: "AUTO"; rule: string }
  | { v: "SKILL"; text: string };
