// The Trente engine object, built by a factory so that replay (verify.ts) can record every roll and
// tests can inject scripted rolls. index.ts exports the ordinary instance. Built on the engine kit:
// apply works on copyState's private copy (dropped on error) and draws through withRng, which always
// saves the generator back into that copy.
import { err, ok, type Actor, type ApplyResult, type GameEngine, type Result } from "../engine.ts";
import { copyState, withRng } from "../kit.ts";
import { m } from "../../i18n/msg.ts";
import { Rng } from "../rng.ts";
import { applyMove, deadlineMove, nameOf, pendingKey, resignSeat, scoreOf, setupState, winnersOf } from "./core.ts";
import { rngDice, type DiceSource } from "./dice.ts";
import { trenteInvariants } from "./invariants.ts";
import { forcedLine, legalLines, shownLine } from "./legal.ts";
import { trenteMessages } from "./messages/index.ts";
import { parseTrenteOptions } from "./options.ts";
import { parseTrenteLine } from "./parse.ts";
import type { TrenteMove, TrenteOptions, TrenteState } from "./types.ts";
import { renderTrente, trentePictures, trenteView, type TrenteView } from "./view.ts";

export type TrenteEngine = GameEngine<TrenteState, TrenteMove, TrenteOptions, TrenteView>;

const MIN_PLAYERS = 2;
const MAX_PLAYERS = 12;

/**
 * Builds the engine. `wrapDice` lets replay record every roll and tests inject scripted rolls; the
 * default takes every die from the state's seeded generator.
 */
export function makeTrenteEngine(wrapDice: (fromRng: DiceSource) => DiceSource = (d) => d): TrenteEngine {
  /** Runs `f` on a private copy of the state, with dice from the copy's generator (saved back into it). */
  function rolling(
    state: TrenteState,
    f: (work: TrenteState, dice: DiceSource) => Result<ApplyResult<TrenteState>>,
  ): Result<ApplyResult<TrenteState>> {
    const work = copyState(state);
    return withRng(work, (rng) => f(work, wrapDice(rngDice(rng))));
  }

  const engine: TrenteEngine = {
    kind: "trente",
    aliases: ["trentedouze"],
    idPrefix: "trente",
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    help: m("trente.help"),
    messages: trenteMessages,
    parseOptions: parseTrenteOptions,

    setup({ options, players, seed }) {
      if (players.length < MIN_PLAYERS) return err(m("trente.errTooFew", { min: MIN_PLAYERS }));
      if (players.length > MAX_PLAYERS) return err(m("trente.errTooMany", { max: MAX_PLAYERS }));
      const holder = { rng: Rng.initial(seed) };
      const state = withRng(holder, (rng) => setupState(options, players, holder.rng, wrapDice(rngDice(rng))));
      state.rng = holder.rng;
      return ok(state);
    },

    parse: parseTrenteLine,

    apply(state: TrenteState, actor: Actor, move: TrenteMove) {
      return rolling(state, (work, dice) => applyMove(work, actor, move, dice));
    },

    view: trenteView,
    render: renderTrente,
    pictures: trentePictures,

    pending(state) {
      const t = state.turn;
      if (state.finished || !t) return [];
      const what =
        t.phase === "first"
          ? m("trente.pendingFirst", { choices: { or: [...new Set(t.pendingKeep)] } })
          : t.phase === "victim"
            ? m("trente.pendingVictim", { level: t.level })
            : m("trente.pendingKeep", { roll: t.roll.join(" ") });
      return [{ seat: t.seat, what, key: pendingKey(t) }];
    },

    outcome(state) {
      const scores = Object.fromEntries(state.players.map((p) => [p.seat, scoreOf(state, p.seat)]));
      if (!state.finished) return { status: "running", winners: [], scores };
      const winners = winnersOf(state);
      const who = { n: winners.length, winners: { and: winners.map((x) => nameOf(state, x)) } };
      const summary =
        state.options.rules === "house"
          ? m("trente.summaryRound", who)
          : m("trente.summaryGame", {
              ...who,
              tally: state.players.map((p) => `${p.name} ${state.history.filter((h) => h.winner === p.seat).length}`),
            });
      return { status: "finished", winners, summary, scores };
    },

    resign(state, seat) {
      return rolling(state, (work, dice) => resignSeat(work, seat, dice));
    },

    onDeadline(state, pending) {
      const move = deadlineMove(state, pending.key);
      if (!move.ok) return move;
      const seat = state.turn!.seat;
      const r = engine.apply(state, { seat, admin: false }, move.value);
      if (r.ok) r.value.events.unshift({ to: "all", msg: m("trente.deadlinePassed", { name: nameOf(state, seat) }) });
      return r;
    },

    legalMoves: legalLines,
    showLine: shownLine,
    forced: forcedLine,
    endIds: ["trente.gameOver", "trente.viewOver"],
    // Nothing in Trente belongs to one seat: every die is rolled in public. The only secret is the
    // generator (it predicts every future roll), and it is no seat's: it is kept out of every view.
    secrets: () => [],
    invariants: trenteInvariants,
  };
  return engine;
}
