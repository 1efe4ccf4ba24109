// The stored state of a Killer game: plain JSON (records keyed by seat as strings).
import type { RngState } from "../rng.ts";
import type { KillerOptions } from "./options.ts";
import type { TargetMap } from "./targets.ts";
import { resolvePlayer } from "../words.ts";

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

export interface KillerState {
  kind: "killer";
  version: 1;
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
  lastReport: { turn: number; final: boolean; text: string } | null;
  /** Quick: the turn of the first own-target kill, and who killed their own target in it */
  quick: { endTurn: number | null; winners: number[] };
  /** Highlander with two left: who agreed to a null result (seats and the administrator) */
  nullOffer: { no: number; seats: number[]; admin: boolean } | null;
  nullOffers: number;
  finished: { winners: number[]; summary: string } | null;
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
}

/** An administrator's TARGETS / SETTARGET: the whole target map of the living afterwards. */
export interface Assignment {
  /** number of ledger entries recorded before it */
  at: number;
  targets: TargetMap;
}

export const isAlive = (s: KillerState, seat: number): boolean => aliveSeats(s).includes(seat);

/** Living seats: everyone not in the ledger as a victim. */
export function aliveSeats(s: KillerState): number[] {
  const dead = new Set(s.ledger.map((e) => e.victim));
  return s.players.map((p) => p.seat).filter((x) => !dead.has(x));
}

export function civOf(s: KillerState, seat: number): string {
  return s.players.find((p) => p.seat === seat)?.civ ?? `seat ${seat}`;
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
export function killTurnProblem(s: KillerState, turn: number): string | null {
  if (turn > s.turn) return `Civ turn ${turn} is ahead of the game, which is at turn ${s.turn}: send TURN ${turn} first`;
  const last = lastKillTurn(s);
  if (turn < last)
    return `kills are recorded in time order and the last one was in Civ turn ${last}; ` +
      `to record an earlier one use AMEND <killer> <victim> TURN ${turn} (it re-computes everything after it)`;
  return null;
}

/** Seats destroyed up to `turn` (Infinity = all), in destruction order. */
export function destroyedAsOf(s: KillerState, turn: number): number[] {
  return s.ledger.filter((e) => e.turn <= turn).map((e) => e.victim);
}

/**
 * Finds a civilization typed by a player or the administrator: its name (any case, a unique prefix
 * is enough) or its seat number — the shared resolvePlayer, over civilization names.
 */
export function resolveCiv(s: KillerState, text: string): { ok: true; seat: number } | { ok: false; error: string } {
  const r = resolvePlayer(text, s.players.map((p) => ({ seat: p.seat, name: p.civ })));
  if (r.ok) return r;
  return { ok: false, error: r.error.replace(/^no player called (.*)$/, "no civilization called $1 in this game") };
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
/** A KS for people: "1", "-0.5", "+1" with sign. */
export const showKs = (n: number, signed = false): string => (signed && n >= 0 ? "+" : "") + fmt(n);
