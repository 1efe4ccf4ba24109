// The Regicide engine: a cooperative card game for 1–4 players (rules: /work/shared/rules/regicide.md).
// This file only assembles the contract; the rules live in turn.ts, plays.ts and setup.ts.
import { err, ok, type ApplyResult, type GameEngine, type GameEvent, type Result } from "../engine.ts";
import { showCards } from "../cards.ts";
import { defaultMove } from "./defaults.ts";
import { parseMove, parseOptions } from "./parse.ts";
import { setupGame } from "./setup.ts";
import { outcomeOf, pendingOf } from "./status.ts";
import { applyMove, applyResign, type Ctx } from "./turn.ts";
import type { Move, RegicideOptions, RegicideState } from "./types.ts";
import { renderView, viewOf } from "./view.ts";

export type { Move as RegicideMove, RegicideOptions, RegicideState } from "./types.ts";
export { legalMoves } from "./legal.ts";

const HELP = `Regicide — cooperative: defeat the 12 enemies of the Castle (Jacks, then Queens, then Kings).
On your turn: PLAY <card> [<card> …] or YIELD. Legal plays: one card; a combo of 2–4 cards of one rank
totalling 10 or less (5H 5D, 2C 2D 2S); an Ace with one other card (AH 9S); a Jester alone (PLAY JESTER).
Values: A=1, 2–10, J=10, Q=15, K=20 (defeated enemies drawn from the Tavern), Jester 0.
Suit powers (X = value of the play; an enemy ignores its own suit until a Jester is played):
  ♥ put X cards of the shuffled discard pile under the Tavern; ♦ draw X cards around the table;
  ♣ double damage; ♠ shield: lowers the enemy's attack by X until it is defeated.
Damage ≥ health defeats the enemy and you play again; exactly its health puts it on top of the Tavern.
Otherwise the enemy attacks you: DISCARD cards worth at least its attack minus the shield.
After a Jester: NEXT <player> names who goes next. You may not YIELD if everyone else yielded last.
Solo: hand of 8, no YIELD, FLIP a Jester (twice per game) to discard your hand and draw 8.
Options: ruleset=official (default) or ruleset=seed (2–4 players; exact kills ask TAVERN YES|NO);
late=pause (default: a missed deadline pauses the game and the host is told) or late=play (Herald plays
the most passive legal move: yield if allowed, else the lowest card; the cheapest discard).`;

function finish(c: Ctx, actorSeat: number | null): ApplyResult<RegicideState> {
  const s = c.s;
  s.last = c.notes.join(" ");
  const events: GameEvent[] = [{ to: "all", text: renderView(viewOf(s, "public")) }];
  const updates = new Set<number>();
  if (actorSeat !== null) updates.add(actorSeat);
  c.drawn.forEach((cards, i) => {
    if (cards.length) events.push({ to: s.players[i].seat, text: `You drew: ${showCards(cards)}` });
  });
  for (const i of c.changed) updates.add(s.players[i].seat);
  return { state: s, events, privateUpdates: [...updates].sort((a, b) => a - b) };
}

export const regicideEngine: GameEngine<RegicideState, Move, RegicideOptions> = {
  kind: "regicide",
  idPrefix: "regicide",
  minPlayers: 1,
  maxPlayers: 4,
  help: HELP,
  parseOptions,
  setup: setupGame,
  parse: parseMove,
  apply(state, actor, move): Result<ApplyResult<RegicideState>> {
    const r = applyMove(state, actor.seat, move);
    return r.ok ? ok(finish(r.value, actor.seat)) : r;
  },
  view: viewOf,
  render: renderView,
  pending: pendingOf,
  outcome: outcomeOf,
  resign(state, seat) {
    const r = applyResign(state, seat);
    return r.ok ? ok(finish(r.value, null)) : r;
  },
  onDeadline(state, pending) {
    const current = pendingOf(state)[0];
    if (!current || current.key !== pending.key) return err("that decision is no longer pending");
    // by default a cooperative game waits for its player: the service pauses it and tells the host
    if ((state.late ?? "pause") === "pause") return err("Regicide waits for its players (late=pause): the host decides");
    const move = defaultMove(state);
    if (!move) return err("no default move is possible");
    const r = applyMove(state, current.seat, move);
    return r.ok ? ok(finish(r.value, current.seat)) : r;
  },
};
