// The Trente engine object, built by a factory so that replay (verify.ts) can record every roll and
// tests can inject scripted rolls. index.ts exports the ordinary instance.
import { err, ok, type Actor, type ApplyResult, type GameEngine, type Result } from "../engine.ts";
import { Rng } from "../rng.ts";
import { applyMove, deadlineMove, pendingKey, resignSeat, scoreOf, setupState, winnersOf, nameOf } from "./core.ts";
import { rngDice, type DiceSource } from "./dice-source.ts";
import { parseTrenteOptions } from "./options.ts";
import { parseTrenteLine } from "./parse.ts";
import { POLICY_HELP } from "./policy.ts";
import type { TrenteMove, TrenteOptions, TrenteState } from "./types.ts";
import { renderTrente, trenteView } from "./view.ts";

const HELP = `TRENTE — six dice, aim for 30. Options: rules=house|classic (default house), start=<points> (default 30).
Each turn Herald rolls six dice for you; set aside at least one die per roll until all six are set aside.
Sum S: under 30 you lose 30-S; exactly 30 nothing; over 30 you attack at level E=S-30.
Attack: Herald rolls six dice and keeps every die showing E, rerolling the rest while at least one E comes
up; six E's ("main pleine") are all rolled again. The victim loses E per E kept. Below 0 you are out of the
round (0 is still in); the last player in wins the round.
house: the target is always 30; even E attacks the previous player (your right), odd E the next (your left);
  one round is the whole game.
classic: the first die set aside sets the target: 1-3 → 12 or less (under 12 attacks at 12-S, over loses
  S-12), 4-6 → 30 or more. Victim: next player in round 1, previous in round 2, your choice in round 3.
  Three rounds; most rounds won wins, ties broken by the sum of the round scores.
Commands:
KEEP <dice>       set aside these values from the current roll, e.g. KEEP 6 5 (several KEEP lines in one
                  mail are played one after the other, each on the roll then current)
POLICY <rule>     play the rest of your turn by a standing rule:
${POLICY_HELP.split("\n").map((l) => "  " + l).join("\n")}
FIRST <die>       classic: which die you set aside first when your first KEEP mixes 1-3 and 4-6
                  (may also be sent before that KEEP)
VICTIM <player>   classic round 3: who suffers your attack (name or seat number)
At a deadline your turn is played by your policy, or by POLICY high; FIRST defaults to the highest die
kept, VICTIM to the next player. Every roll is made from the game's secret seed, revealed at the end so
that anyone can recompute every roll.`;

/**
 * Builds the engine. `wrapDice` lets replay record every roll and tests inject scripted rolls; the
 * default takes every die from the state's seeded generator.
 */
export function makeTrenteEngine(
  wrapDice: (fromRng: DiceSource) => DiceSource = (d) => d,
): GameEngine<TrenteState, TrenteMove, TrenteOptions> {
  /** Runs `f` with dice from the state's generator, then stores the advanced generator in the result. */
  function rolling(state: TrenteState, f: (dice: DiceSource) => Result<ApplyResult<TrenteState>>): Result<ApplyResult<TrenteState>> {
    const rng = Rng.from(state.rng);
    const r = f(wrapDice(rngDice(rng)));
    if (r.ok) r.value.state.rng = rng.save();
    return r;
  }

  const engine: GameEngine<TrenteState, TrenteMove, TrenteOptions> = {
    kind: "trente",
    aliases: ["trentedouze"],
    idPrefix: "trente",
    minPlayers: 2,
    maxPlayers: 12,
    help: HELP,
    parseOptions: parseTrenteOptions,

    setup({ options, players, seed }) {
      if (players.length < 2) return err("Trente needs at least 2 players");
      if (players.length > 12) return err("Trente takes at most 12 players");
      const rng = Rng.seed(seed);
      const state = setupState(options, players, rng.save(), wrapDice(rngDice(rng)));
      state.rng = rng.save();
      return ok(state);
    },

    parse: parseTrenteLine,

    apply(state: TrenteState, actor: Actor, move: TrenteMove) {
      return rolling(state, (dice) => applyMove(state, actor, move, dice));
    },

    view: trenteView,
    render: renderTrente,

    pending(state) {
      const t = state.turn;
      if (state.finished || !t) return [];
      const what =
        t.phase === "first"
          ? `name your first die: FIRST ${[...new Set(t.pendingKeep)].join(" or ")}`
          : t.phase === "victim"
            ? `choose the victim of your attack at ${t.level}: VICTIM <player>`
            : `your turn: KEEP <dice> from ${t.roll.join(" ")}, or POLICY <rule>`;
      return [{ seat: t.seat, what, key: pendingKey(t) }];
    },

    outcome(state) {
      const scores = Object.fromEntries(state.players.map((p) => [p.seat, scoreOf(state, p.seat)]));
      if (!state.finished) return { status: "running", winners: [], scores };
      const winners = winnersOf(state);
      const names = winners.map((x) => nameOf(state, x)).join(" and ");
      const summary =
        state.options.rules === "house"
          ? `${names || "Nobody"} ${winners.length > 1 ? "win" : "wins"} the round`
          : `${names || "Nobody"} ${winners.length > 1 ? "win" : "wins"} the game (${state.players
              .map((p) => `${p.name} ${state.history.filter((h) => h.winner === p.seat).length}`)
              .join(", ")} rounds)`;
      return { status: "finished", winners, summary, scores };
    },

    resign(state, seat) {
      return rolling(state, (dice) => resignSeat(state, seat, dice));
    },

    onDeadline(state, pending) {
      const m = deadlineMove(state, pending.key);
      if (!m.ok) return m;
      const seat = state.turn!.seat;
      const r = engine.apply(state, { seat, admin: false }, m.value);
      if (r.ok) r.value.events.unshift({ to: "all", text: `Deadline passed for ${nameOf(state, seat)}: Herald decides by default.` });
      return r;
    },
  };
  return engine;
}

