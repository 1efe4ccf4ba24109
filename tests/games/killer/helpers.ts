// Test helpers: a game from civ names, a command runner that fails loudly, and a random legal game.
import { expect } from "vitest";
import { killerEngine as E, legalMoves, type KillerMove, type KillerState } from "../../../src/games/killer/index.ts";
import type { Actor, GameEvent } from "../../../src/games/engine.ts";
import { Rng } from "../../../src/games/rng.ts";
import { addCatalogs, format, translator } from "../../../src/i18n/format.ts";
import type { Said } from "../../../src/i18n/msg.ts";
import { reportMsg } from "../../../src/games/killer/reports.ts";

addCatalogs(E.messages!);

/** What the engine said, in English (the catalogs' English is the wording the tests were written for). */
export const en = (said: Said | string | undefined): string => format("en", said);
/** pending() with each `what` in English. */
export const pendingEn = (s: KillerState) => E.pending(s).map((p) => ({ ...p, what: en(p.what) }));
/** The English reason of a refused result ("" when it was accepted). */
export const errorOf = (r: { ok: true } | { ok: false; error: Said | string } | null | undefined): string => (r && !r.ok ? en(r.error) : "");
/** A view in English, as the mails show it. */
export const renderEn = (s: KillerState, viewer: Parameters<typeof E.view>[1]): string => E.render(E.view(s, viewer), translator("en"));
/** The latest published report's English text (null when none). */
export const lastReportText = (s: KillerState): string | null => (s.reports.length ? en(reportMsg(s.reports.at(-1)!)) : null);

export const ADMIN: Actor = { seat: null, admin: true };
export const seat = (n: number): Actor => ({ seat: n, admin: false });

export function newGame(civs: string[], raw: Record<string, string> = {}, seed = "seed-1"): KillerState {
  const o = E.parseOptions(raw);
  if (!o.ok) throw new Error(en(o.error));
  const players = civs.map((civ, i) => ({ seat: i + 1, name: `P${i + 1}`, options: { civ } }));
  const r = E.setup({ options: o.value, players, seed });
  if (!r.ok) throw new Error(en(r.error));
  return r.value;
}

/** Parses and applies one line; throws with the engine's reason on any error. */
export function run(s: KillerState, actor: Actor, line: string) {
  const m = E.parse(line);
  if (!m) throw new Error(`not a killer verb: ${line}`);
  if (!m.ok) throw new Error(`parse: ${en(m.error)}`);
  const r = E.apply(s, actor, m.value);
  if (!r.ok) throw new Error(`${line}: ${en(r.error)}`);
  return r.value;
}

/** Applies a line that must be rejected; returns the reason. */
export function refuse(s: KillerState, actor: Actor, line: string): string {
  const m = E.parse(line);
  if (!m) throw new Error(`not a killer verb: ${line}`);
  if (!m.ok) return en(m.error);
  const before = JSON.stringify(s);
  const r = E.apply(s, actor, m.value);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`${line} was accepted`);
  return en(r.error);
}

export const textsTo = (events: GameEvent[], to: GameEvent["to"]) => events.filter((e) => e.to === to).map((e) => en(e.msg));

/** Seat → civ of its target, for readable assertions. */
export function targetsByCiv(s: KillerState): Record<string, string> {
  const civ = (x: number) => s.players.find((p) => p.seat === x)!.civ;
  return Object.fromEntries(Object.entries(s.targets).map(([k, v]) => [civ(Number(k)), civ(v)]));
}

export interface Step {
  actor: Actor;
  move: KillerMove | { type: "resign"; seat: number };
  events: GameEvent[];
  state: KillerState;
  before: KillerState;
}

/**
 * A random legal game: each step picks the administrator or a random seat, then one of its legal
 * moves. Stops when finished and no report is due.
 */
export function randomGame(s0: KillerState, seed: string, maxSteps = 200, onStep?: (st: Step) => void): KillerState {
  const rng = Rng.seed(seed);
  let s = s0;
  for (let i = 0; i < maxSteps; i++) {
    if (s.finished && s.due.length === 0) break;
    if (!s.finished && rng.next() < 0.03) {
      // now and then a player resigns (or is kicked): destroyed by nobody
      const who = rng.pick(s.players).seat;
      const r = E.resign!(s, who);
      if (r.ok) {
        onStep?.({ actor: seat(who), move: { type: "resign", seat: who }, events: r.value.events, state: r.value.state, before: s });
        s = r.value.state;
      }
      continue;
    }
    const useAdmin = rng.next() < 0.6;
    const actor: Actor = useAdmin ? ADMIN : seat(rng.pick(s.players).seat);
    const moves = legalMoves(s, actor.seat);
    if (!moves.length) continue;
    // Pick a kind of move first, then one of that kind, so the many KILL pairs do not crowd out
    // TURN and POWER; FINISH is rare so games usually run to their natural end.
    const types = [...new Set(moves.map((m) => m.type))].filter((t) => t !== "finish" || rng.next() < 0.03);
    if (!types.length) continue;
    const type = rng.pick(types);
    const move = rng.pick(moves.filter((m) => m.type === type));
    const snapshot = JSON.stringify(s);
    const r = E.apply(s, actor, move);
    if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(move)}: ${en(r.error)}`);
    if (JSON.stringify(s) !== snapshot) throw new Error(`apply mutated its input: ${JSON.stringify(move)}`);
    onStep?.({ actor, move, events: r.value.events, state: r.value.state, before: s });
    s = r.value.state;
  }
  return s;
}
