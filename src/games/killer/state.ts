// The stored state of a Killer game: plain JSON (records keyed by seat as strings).
import type { RngState } from "../rng.ts";
import type { KillerOptions } from "./options.ts";
import type { TargetMap } from "./targets.ts";
import type { Msg } from "../../i18n/msg.ts";
import { k } from "./ctx.ts";
import { copyState } from "../kit.ts";

export interface KillerPlayer {
  seat: number;
  name: string;
  civ: string;
}

/** How the victim stood to its destroyer. "resigned" = left the game, destroyed by nobody. */
export type Relation = "target" | "killer" | "innocent" | "resigned";

/** One destruction, in confirmation order. KS is the sum of the deltas (so "KS as of turn N" exists). */
export interface LedgerEntry {
  turn: number;
  killer: number | null;
  victim: number;
  relation: Relation;
  /** KS changes by seat, e.g. {"2": 1} or, with Killed Target Always Count, {"2": 0, "5": 1} */
  delta: Record<string, number>;
}

/** A player's KILLED line waiting for the administrator's CONFIRM (or REJECT). */
export interface HeldReport {
  id: string; // "r3"
  reporter: number;
  victim: number;
  turn: number;
}

/** A rank report that must go out; it waits in the state until it can (rated: power graph needed). */
export interface DueReport {
  turn: number;
  final: boolean;
}

/** One line of a published rank report: data, rendered in each reader's language (reports.ts). */
export interface ReportRow {
  seat: number;
  civ: string;
  player: string;
  /** 1-based place; `tied` when another civilization shares it */
  place: number;
  tied: boolean;
  ks: number;
  /** rated reports: the power-graph rank among the survivors (null for a destroyed civilization) */
  power: number | null;
  /** how the civilization left the game, or null while it is in play */
  out: { resigned: boolean; turn: number } | null;
}

/** A published rank report, kept as data: the mails, RANKS, the view and the dashboard's charts read it. */
export interface Report {
  turn: number;
  final: boolean;
  rated: boolean;
  /** > 0: the administrator's REVISE of the published final report (it replaces the earlier ones) */
  revision: number;
  rows: ReportRow[];
  /** the final report's closing line: the game's outcome */
  result: Msg | null;
}

export interface KillerState {
  kind: "killer";
  /** 2: rank reports are data (`reports`), the summary a message (1 kept `lastReport.text`) */
  version: 2;
  options: KillerOptions;
  players: KillerPlayer[];
  /** the Civ game's current turn, as last given by TURN */
  turn: number;
  targets: TargetMap;
  ks: Record<string, number>;
  ledger: LedgerEntry[];
  held: HeldReport[];
  nextReport: number;
  /** power graph per Civ turn: seat → base rank among the survivors of that turn */
  power: Record<string, Record<string, number>>;
  due: DueReport[];
  /** every rank report published, in order (revisions included) */
  reports: Report[];
  /** a game stored by version 1: its last report as it was mailed (English text), for RANKS */
  legacyReport?: string | null;
  /** Quick: the turn of the first own-target kill, and who killed their own target in it */
  quick: { endTurn: number | null; winners: number[] };
  /** Highlander with two left: who agreed to a null result (seats and the administrator) */
  nullOffer: { no: number; seats: number[]; admin: boolean } | null;
  nullOffers: number;
  finished: { winners: number[]; summary: Msg } | null;
  rng: RngState;
  /**
   * The target map at START, and the administrator's re-assignments since (each with the number of
   * ledger entries before it): with the ledger they let AMEND/UNDO re-compute everything after a
   * correction. Absent in games started before corrections existed (they cannot be amended).
   */
  start?: TargetMap;
  assigned?: Assignment[];
  /** how many times the published final report was revised (REVISE) */
  revisions?: number;
  /** a game over another game (over=): what its facts said (follow.ts); absent until the first facts */
  over?: Over;
}

/** What a Killer game over a relay keeps of the followed game's facts (follow.ts). */
export interface Over {
  /** seat → the id of the save's player that civilization is */
  links: Record<string, string>;
  /** the turn of the last facts */
  turn: number;
  /** seat → the turn of the save that first showed it dead or gone: a destruction put to the administrator */
  gone: Record<string, number>;
  /** the civilizations last said to be in no save (seats, comma-joined): said again only when it changes */
  unmatched: string;
}

/** An administrator's TARGETS / SETTARGET: the whole target map of the living afterwards. */
export interface Assignment {
  /** number of ledger entries recorded before it */
  at: number;
  targets: TargetMap;
}

/** The latest published report, or null. */
export const lastReport = (s: KillerState): Report | null => s.reports.at(-1) ?? null;

export const isAlive = (s: KillerState, seat: number): boolean => aliveSeats(s).includes(seat);

/** Living seats: everyone not in the ledger as a victim. */
export function aliveSeats(s: KillerState): number[] {
  const dead = new Set(s.ledger.map((e) => e.victim));
  return s.players.map((p) => p.seat).filter((x) => !dead.has(x));
}

export function civOf(s: KillerState, seat: number): string {
  return s.players.find((p) => p.seat === seat)?.civ ?? `#${seat}`;
}

export function playerOf(s: KillerState, seat: number): KillerPlayer | undefined {
  return s.players.find((p) => p.seat === seat);
}

export function targetOf(s: KillerState, seat: number): number | null {
  return s.targets[seat] ?? null;
}

/** KS per seat counting only destructions up to `turn` (Infinity = all). */
export function ksAsOf(s: KillerState, turn: number): Record<string, number> {
  const ks: Record<string, number> = {};
  for (const p of s.players) ks[p.seat] = 0;
  for (const e of s.ledger) if (e.turn <= turn) for (const [k, d] of Object.entries(e.delta)) ks[k] = (ks[k] ?? 0) + d;
  return ks;
}

/** The Civ turn of the latest recorded destruction (0 if none): kills are recorded in time order. */
export function lastKillTurn(s: KillerState): number {
  return s.ledger.reduce((m, e) => Math.max(m, e.turn), 0);
}

/** Null when a destruction in Civ turn `turn` may be recorded now, else why not. */
export function killTurnProblem(s: KillerState, turn: number): Msg | null {
  if (turn > s.turn) return k("turnAhead", { turn, now: s.turn });
  const last = lastKillTurn(s);
  if (turn < last) return k("killsInOrder", { turn, last });
  return null;
}

/** Seats destroyed up to `turn` (Infinity = all), in destruction order. */
export function destroyedAsOf(s: KillerState, turn: number): number[] {
  return s.ledger.filter((e) => e.turn <= turn).map((e) => e.victim);
}

/**
 * Finds a civilization typed by a player or the administrator: its name (any case, a unique prefix
 * is enough) or its seat number (the rule of the shared resolvePlayer, with Killer's own messages).
 */
export function resolveCiv(s: KillerState, text: string): { ok: true; seat: number } | { ok: false; error: Msg } {
  const t = text.trim().replace(/^#/, "");
  if (/^\d+$/.test(t)) {
    const seat = Number(t);
    return s.players.some((p) => p.seat === seat) ? { ok: true, seat } : { ok: false, error: k("noSeat", { seat }) };
  }
  const lower = t.toLowerCase();
  const exact = s.players.filter((p) => p.civ.toLowerCase() === lower);
  if (exact.length === 1) return { ok: true, seat: exact[0].seat };
  const prefix = s.players.filter((p) => p.civ.toLowerCase().startsWith(lower));
  if (prefix.length === 1) return { ok: true, seat: prefix[0].seat };
  if (prefix.length > 1) return { ok: false, error: k("ambiguousCiv", { text: t, civs: { or: prefix.map((p) => p.civ) } }) };
  return { ok: false, error: k("noCiv", { text: t }) };
}

/** Civilizations as a comma list parameter ("Rome, Gaul"). */
export const civList = (s: KillerState, seats: readonly number[]): string[] => seats.map((x) => civOf(s, x));
/** Civilizations as the reader's language says them together ("Rome and Gaul", "Rome et Gaul"). */
export const civAnd = (s: KillerState, seats: readonly number[]) => ({ and: seats.map((x) => civOf(s, x)) });

/**
 * REPLACE: the seat's player is someone else; the views and the reports (RANKS re-sends the latest)
 * name the newcomer. The mails sent before stay as they were.
 */
export function renamePlayer(s0: KillerState, seat: number, name: string): KillerState {
  const s = copyState(s0);
  for (const p of s.players) if (p.seat === seat) p.name = name;
  for (const r of s.reports) for (const row of r.rows) if (row.seat === seat) row.player = name;
  return s;
}
