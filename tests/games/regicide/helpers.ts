// Test helpers: build a table by hand, and play command lines as a player types them.
import { regicideEngine } from "../../../src/games/regicide/index.ts";
import type { RegicideState, Ruleset } from "../../../src/games/regicide/types.ts";
import { freshEnemy } from "../../../src/games/regicide/turn.ts";
import type { ApplyResult, Words } from "../../../src/games/engine.ts";
import { addCatalogs, format, translator } from "../../../src/i18n/format.ts";
import type { Lang } from "../../../src/i18n/msg.ts";

export const E = regicideEngine;
// the registry adds an engine's catalogs when it registers; these tests use the engine alone
addCatalogs(E.messages!);

/** What the engine said, in English (or another language). */
export function en(words: Words | undefined, lang: Lang = "en"): string {
  return format(lang, words);
}

/** A view laid out as a mail shows it. */
export function text(view: ReturnType<typeof E.view>, lang: Lang = "en"): string {
  return E.render(view, translator(lang));
}
export const NAMES = ["Ann", "Bob", "Cid", "Dee"];

export function players(n: number) {
  return NAMES.slice(0, n).map((name, i) => ({ seat: i + 1, name, options: {} }));
}

export function newGame(n: number, seed = "test-seed", ruleset: Ruleset = "official"): RegicideState {
  const r = E.setup({ options: { ruleset }, players: players(n), seed });
  if (!r.ok) throw new Error(en(r.error));
  return r.value;
}

export interface TableSpec {
  ruleset?: Ruleset;
  hands: string[][];
  enemy?: string;
  damage?: number;
  spades?: number;
  jester?: boolean;
  played?: string[];
  castle?: string[];
  tavern?: string[];
  discard?: string[];
  turn?: number;
  yielded?: boolean[];
  maxHand?: number;
}

/** A hand-made table (seat i+1 holds hands[i]); unspecified piles are small but plausible. */
export function table(spec: TableSpec): RegicideState {
  const n = spec.hands.length;
  const s = newGame(n, "table", spec.ruleset ?? "official");
  s.hands = spec.hands.map((h) => h.slice());
  s.enemy = { ...freshEnemy(spec.enemy ?? "JC"), damage: spec.damage ?? 0, spades: spec.spades ?? 0, jester: spec.jester ?? false, played: spec.played ?? [] };
  s.castle = spec.castle ?? ["JD", "QH", "KS"];
  s.tavern = spec.tavern ?? [];
  s.discard = spec.discard ?? [];
  s.turn = spec.turn ?? 0;
  s.yielded = spec.yielded ?? s.players.map(() => false);
  if (spec.maxHand) s.maxHand = spec.maxHand;
  return s;
}

export function act(state: RegicideState, seat: number, line: string) {
  const move = E.parse(line);
  if (!move) throw new Error(`not a regicide verb: ${line}`);
  if (!move.ok) return move;
  return E.apply(state, { seat, admin: false }, move.value);
}

/** Plays a line that must succeed; returns the apply result. */
export function must(state: RegicideState, seat: number, line: string): ApplyResult<RegicideState> {
  const r = act(state, seat, line);
  if (!r.ok) throw new Error(`${line}: ${en(r.error)}`);
  return r.value;
}

/** The error a line must produce. */
export function refused(state: RegicideState, seat: number, line: string): string {
  const r = act(state, seat, line);
  if (r.ok) throw new Error(`${line} was accepted`);
  return en(r.error);
}
