// The Regicide engine: a cooperative card game for 1–4 players (rules: docs/rules/regicide.md).
// This file only assembles the contract; the rules live in turn.ts, plays.ts and setup.ts, every word
// in messages/ (ids `regicide.…`).
import { err, ok, type ApplyResult, type GameEngine, type Result } from "../engine.ts";
import { Context } from "../kit.ts";
import { m } from "../../i18n/msg.ts";
import { invariantsOf, picturesOf, secretsOf } from "./checks.ts";
import { defaultMove } from "./defaults.ts";
import { forcedLine, legalLines, shownLine } from "./legal.ts";
import { messages } from "./messages/index.ts";
import { parseMove, parseOptions } from "./parse.ts";
import { cards } from "./say.ts";
import { setupGame } from "./setup.ts";
import { outcomeOf, pendingOf } from "./status.ts";
import { applyMove, applyResign, type Ctx } from "./turn.ts";
import type { Move, RegicideOptions, RegicideState } from "./types.ts";
import { holdingOf, renderView, viewMsg, viewOf, type RegicideView } from "./view.ts";
import { afterRollback } from "./rollback.ts";

export type { Move as RegicideMove, RegicideOptions, RegicideState } from "./types.ts";
export type { RegicideView } from "./view.ts";
export { legalMoves } from "./legal.ts";

/** After a move: the public table to all, each drawn card to its drawer, changed hands re-sent. */
function finish(c: Ctx, actorSeat: number | null): ApplyResult<RegicideState> {
  const s = c.s;
  // what was said becomes the notes of the public table, which is the one public event. It is the
  // table after this step, without who is awaited now: that is the game's situation, said once, as it
  // is when a mail goes (a mail gathering several steps would otherwise say every step's "Awaiting …")
  s.last = c.list.flatMap((e) => e.msg);
  const ev = new Context(s.players).say(viewMsg({ ...viewOf(s, "public"), awaiting: [] }));
  if (actorSeat !== null) ev.touch(actorSeat);
  c.drawn.forEach((drawn, i) => {
    if (drawn.length) ev.tell(s.players[i].seat, "regicide.youDrew", { cards: cards(drawn) });
  });
  for (const seat of c.changed) ev.touch(seat);
  return ev.result(s);
}

export const regicideEngine: GameEngine<RegicideState, Move, RegicideOptions, RegicideView> = {
  kind: "regicide",
  idPrefix: "regicide",
  minPlayers: 1,
  maxPlayers: 4,
  help: m("regicide.help"),
  messages,
  parseOptions,
  setup: setupGame,
  parse: parseMove,
  apply(state, actor, move): Result<ApplyResult<RegicideState>> {
    const r = applyMove(state, actor.seat, move);
    return r.ok ? ok(finish(r.value, actor.seat)) : r;
  },
  view: viewOf,
  render: renderView,
  holding: holdingOf,
  pending: pendingOf,
  outcome: outcomeOf,
  resign(state, seat) {
    const r = applyResign(state, seat);
    return r.ok ? ok(finish(r.value, null)) : r;
  },
  onDeadline(state, pending) {
    const current = pendingOf(state)[0];
    if (!current || current.key !== pending.key) return err(m("regicide.errStale"));
    // by default a cooperative game waits for its player: the service pauses it and tells the host
    if ((state.late ?? "pause") === "pause") return err(m("regicide.errLatePause"));
    const move = defaultMove(state);
    if (!move) return err(m("regicide.errNoDefault"));
    const r = applyMove(state, current.seat, move);
    return r.ok ? ok(finish(r.value, current.seat)) : r;
  },
  afterRollback,
  // the cards a step drew from the Tavern (into hands) and the Castle (the next enemy): verify lists them
  dealt: (before, after) =>
    (["tavern", "castle"] as const)
      .map((from) => ({ from, items: before[from].filter((c) => !after[from].includes(c)) }))
      .filter((d) => d.items.length > 0),
  legalMoves: legalLines,
  showLine: shownLine,
  forced: forcedLine,
  endIds: ["regicide.won", "regicide.lost", "regicide.vWon", "regicide.vWonMedal", "regicide.vLost"],
  awaitingIds: ["regicide.vAwaiting"],
  // the table of the one public event (finish): said once in a mail of several steps, with the last
  stateIds: ["regicide.vEnemy", "regicide.vPlayed", "regicide.vPiles", "regicide.vHands"],
  secrets: secretsOf,
  invariants: invariantsOf,
  pictures: picturesOf,
};
