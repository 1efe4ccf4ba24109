// How long round 1 of a game takes by mail: a game played by the random player (legal moves drawn with a
// seeded generator, as src/games/threekingdoms/playout.ts draws them; of several asked at once, one at
// random answers first), and its critical path — the sequential exchanges from START until every
// player has played a first card (or is out).
//
// The exchanges are timed as mail runs: a question put at time t is answered at t + 1, whoever else is
// asked at the same time (questions put together cost one round trip, however many answer); a seat's
// move that follows its own previous move with a question that move put to it goes in the same mail
// (as tests/games-mail/tk-mail.ts sends them), so costs nothing more.
import { legalMoves, type Move, type State } from "../../../src/games/threekingdoms/index.ts";
import { moveLine } from "../../../src/games/threekingdoms/legal.ts";
import { openAsks } from "../../../src/games/threekingdoms/ask.ts";
import { stepped } from "../../../src/games/rng.ts";
import { Rng } from "../../../src/games/rng.ts";
import type { GameEvent } from "../../../src/games/engine.ts";
import { E as raw, players } from "./helpers.ts";

const E = stepped(raw);

export interface TimedStep {
  seat: number;
  move: Move;
  line: string;
  before: State;
  after: State;
  events: GameEvent[];
  /** the exchange this move goes out in (START is 0) */
  at: number;
}

export interface RoundOne {
  seed: string;
  steps: TimedStep[];
  /** the exchange in which each seat played its first card (or went out), by seat */
  firstCard: Record<number, number>;
  /** the critical path: the exchange in which the last of them did */
  path: number;
}

/**
 * Plays a game with generals by the random player until every seat has played a card; `auto` are the
 * standing answers every player sets once, as AUTO lines at the head of their first mail.
 */
export function roundOne(seed: string, auto: readonly string[] = [], n = 5, maxSteps = 2000): RoundOne | null {
  const setup = E.setup({
    options: { traitors: 1, maneuvering: false, series: false, lord: null, generals: true },
    players: players(n),
    seed,
  });
  if (!setup.ok) throw new Error(JSON.stringify(setup.error));
  let s = setup.value;
  const rng = Rng.seed(`policy-${seed}`);
  const askedAt = new Map<string, number>();
  const putBy = new Map<string, number>();
  for (const a of openAsks(s)) askedAt.set(a.key, 0);
  const steps: TimedStep[] = [];
  const firstCard: Record<number, number> = {};
  const done = () => s.players.every((p) => firstCard[p.seat] !== undefined || !p.alive);
  while (!s.over && !done() && steps.length < maxSteps) {
    const open = openAsks(s);
    const a = open.length === 1 ? open[0] : rng.pick(open);
    const seat = a.seat;
    const legal = legalMoves(s, seat);
    let move = rng.pick(legal);
    if (move.v === "DONE" && legal.length > 1 && rng.next() < 0.75) move = rng.pick(legal.filter((x) => x.v !== "DONE"));
    const prev = steps.at(-1);
    const sameMail = prev && prev.seat === seat && putBy.get(a.key) === steps.length - 1;
    const at = sameMail ? prev.at : askedAt.get(a.key)! + 1;
    const apply = (m: Move) => {
      const r = E.apply(s, { seat, admin: false }, m);
      if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${JSON.stringify(r.error)}`);
      steps.push({ seat, move: m, line: moveLine(m), before: s, after: r.value.state, events: r.value.events, at });
      s = r.value.state;
    };
    // the standing answers head the player's first mail (they answer nothing asked now)
    if (!steps.some((x) => x.seat === seat)) for (const rule of auto) apply({ v: "AUTO", rule });
    apply(move);
    for (const q of openAsks(s))
      if (!askedAt.has(q.key)) {
        askedAt.set(q.key, at);
        putBy.set(q.key, steps.length - 1);
      }
    if (move.v === "PLAY" && firstCard[seat] === undefined) firstCard[seat] = at;
    for (const p of s.players) if (!p.alive && firstCard[p.seat] === undefined) firstCard[p.seat] = at;
  }
  if (!done()) return null;
  return { seed, steps, firstCard, path: Math.max(...Object.values(firstCard)) };
}
