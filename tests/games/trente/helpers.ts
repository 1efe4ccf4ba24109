// Shared helpers for the Trente tests: seated players, an engine with scripted dice.
import type { PlayerInfo, Words } from "../../../src/games/engine.ts";
import { addCatalogs, format, translator } from "../../../src/i18n/format.ts";
import { makeTrenteEngine, trenteEngine } from "../../../src/games/trente/index.ts";
import type { DiceSource } from "../../../src/games/trente/dice.ts";
import type { TrenteOptions, TrenteState } from "../../../src/games/trente/types.ts";

// The engine's words, as the registry would add them; English renders what the tests read.
addCatalogs(trenteEngine.messages!);
/** What was said, in English (events, errors, pending, outcome). */
export const en = (said: Words | undefined | null): string => format("en", said);
/** render()'s Translate in English. */
export const T = translator("en");

export const names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"];
export const seats = (n: number): PlayerInfo[] => names.slice(0, n).map((name, i) => ({ seat: i + 1, name, options: {} }));

/**
 * Scripted dice for tests: each roll takes the next array (its length must be the number of dice
 * rolled, so a wrong script fails loudly). `picks` are the first-player draws (default 0).
 */
function scriptedDice(rolls: number[][], picks: number[] = []): DiceSource & { left(): number } {
  const queue = rolls.map((r) => r.slice());
  const pickQueue = picks.slice();
  return {
    roll(n) {
      const next = queue.shift();
      if (!next) throw new Error(`scriptedDice: no roll left for ${n} dice`);
      if (next.length !== n) throw new Error(`scriptedDice: scripted ${next.length} dice, the engine rolls ${n}`);
      return next;
    },
    pick: () => pickQueue.shift() ?? 0,
    left: () => queue.length,
  };
}

/**
 * A game whose dice are scripted: `rolls` are consumed in order by every roll the engine makes (the
 * opening roll of setup first). Seat 1 opens unless `pick` says otherwise.
 */
export function scripted(opts: Partial<TrenteOptions>, n: number, rolls: number[][], pick = 0) {
  const dice = scriptedDice(rolls, [pick]);
  const engine = makeTrenteEngine(() => dice);
  const r = engine.setup({ options: { rules: "house", start: 30, ...opts }, players: seats(n), seed: "test" });
  if (!r.ok) throw new Error(en(r.error));
  return { engine, dice, state: r.value };
}

/** Rolls that let the dice be set aside one per roll in `order`: each roll is the next die plus filler. */
export function oneByOne(order: number[]): number[][] {
  return order.map((d, i) => [d, ...Array(5 - i).fill(order[i] === 1 ? 2 : 1)]);
}

/** Applies lines for the player to move; throws on any error. */
export function play(engine: ReturnType<typeof makeTrenteEngine>, state: TrenteState, ...lines: string[]) {
  const events: string[] = [];
  for (const line of lines) {
    const p = engine.parse(line);
    if (!p || !p.ok) throw new Error(`parse ${line}: ${p && !p.ok ? en(p.error) : "null"}`);
    const r = engine.apply(state, { seat: state.turn!.seat, admin: false }, p.value);
    if (!r.ok) throw new Error(`${line}: ${en(r.error)}`);
    state = r.value.state;
    events.push(...r.value.events.map((e) => en(e.msg)));
  }
  return { state, events };
}

export const score = (s: TrenteState, seat: number) => s.scores[String(seat)];

export { trenteEngine };
