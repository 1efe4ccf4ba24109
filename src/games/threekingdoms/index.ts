// Three Kingdoms (Sanguosha), identity mode with or without the 25 standard generals: the engine the
// registry wires in. core/ knows no card or skill: the resolution loop, the turn's phases, the trigger
// registry, the questions and the seating; cards/ the card table and the cards' resolution; skills/ the
// generals and their skills on the trigger points of skills.ts; variants/ the seed's variants; run.ts
// loads them all into the loop. Beside them: identities, flow (the phases' bodies), play (using a card),
// death (damage/dying/victory), ask (the questions bound to this game), answer, view, legal (legal
// moves), scoring.
import { z } from "zod";
import { type ApplyResult, type GameEngine, type Outcome, type Pending, err, ok, type Result } from "../engine.ts";
import { m, type Msg, type Said } from "../../i18n/msg.ts";
import { Rng } from "../rng.ts";
import { answer } from "./answer.ts";
import { dealt } from "./dealt.ts";
import { cloneState, type Ctx, makeCtx, player, top } from "./ctx.ts";
import { die, scoresOf } from "./death.ts";
import { deadlineMove, legalLines, moveLine } from "./legal.ts";
import { invariants, secrets } from "./checks.ts";
import { messages } from "./messages/index.ts";
import { parseLine } from "./parse.ts";
import { hpPicture } from "./pictures.ts";
import { help } from "./help.ts";
import { run } from "./run.ts";
import { askOf, closeAsk, openAsks, waitingMany } from "./ask.ts";
import { autoRules } from "./skills.ts";
import { STATE_VERSION, upgradeState } from "./upgrade.ts";
import { useSkill } from "./skill-verb.ts";
import { continueSeries, newDeal, seriesOver, seriesTotals } from "./series.ts";
import { drawRing } from "./core/seating.ts";
import { type AutoRule, type Move, type Options, type State } from "./types.ts";
import { type TkView, holdingOf, render, view } from "./view.ts";
import { refuseCombination, variantShape, variantsOn } from "./variants/options.ts";
import { noSoul } from "./variants/darksouls.ts";
import { newGame3v3 } from "./variants/3v3/setup.ts";
import { afterRollback } from "./rollback.ts";

export type { Move, Options, State } from "./types.ts";
export type { TkView } from "./view.ts";
export { legalMoves } from "./legal.ts";

const bool = z
  .enum(["true", "false", "yes", "no", "on", "off", "1", "0"])
  .transform((v) => ["true", "yes", "on", "1"].includes(v));
const optionsSchema = z
  .object({
    traitors: z
      .enum(["1", "2"])
      .default("1")
      .transform((v) => Number(v) as 1 | 2),
    maneuvering: bool.default(false),
    series: bool.default(false),
    lord: z.string().regex(/^\d+$/).transform(Number).optional(),
    generals: bool.default(true),
    ...variantShape, // the seed's variants (variants/options.ts)
  })
  .strict();

function result(g: Ctx): ApplyResult<State> {
  const changed = [...g.changed].filter((seat) => g.s.players[seat - 1]).sort((a, b) => a - b);
  return { state: g.s, events: g.list, privateUpdates: changed };
}

function standing(g: Ctx, seat: number): void {
  const p = player(g, seat);
  g.push(seat, p.auto.length ? m("threekingdoms.auto.list", { rules: p.auto }) : m("threekingdoms.auto.none"));
}

function applyAuto(g: Ctx, seat: number, rule: string): null {
  const p = player(g, seat);
  if (rule === "list") {
    standing(g, seat);
    return null;
  }
  if (rule === "clear") p.auto = [];
  else if (rule.startsWith("off:")) p.auto = p.auto.filter((r) => r !== rule.slice(4));
  else if (!p.auto.includes(rule as AutoRule) && autoRules().includes(rule as AutoRule)) p.auto.push(rule as AutoRule);
  standing(g, seat);
  // a standing answer that fits the question being asked answers it now
  const a = g.s.ask;
  if (a && a.seat === seat && a.kind === "respond" && !g.s.over) {
    g.s.ask = null;
    run(g);
    const b = g.s.ask as State["ask"];
    if (b && b.seat === a.seat && JSON.stringify(b.what) === JSON.stringify(a.what)) b.key = a.key;
  }
  return null;
}

export const threekingdomsEngine: GameEngine<State, Move, Options, TkView> = {
  kind: "threekingdoms",
  aliases: ["3k"],
  idPrefix: "3k",
  // the view's "Game over:" line: the mail that ends the game says the end once, with the outcome's
  // summary (src/service/games.ts, finishGame); STATUS and the pages keep it
  endIds: ["threekingdoms.view.over", "threekingdoms.gameOver"],
  // the view's "Waiting for: Bob to choose a general": the START mail and STATUS leave it out beside the
  // service's own "Waiting for: Bob (deadline …)", who is awaited said once (src/commands/lifecycle.ts);
  // the pages keep it
  awaitingIds: ["threekingdoms.view.waiting"],
  minPlayers: 4,
  maxPlayers: 10,
  // the service brings every state it loads to the current version (upgrade.ts) before any hook reads it
  stateVersion: STATE_VERSION,
  upgrade: upgradeState,
  help: help(),
  messages,

  parseOptions(raw) {
    const r = optionsSchema.safeParse(raw);
    if (!r.success) {
      const i = r.error.issues[0];
      const key = i.path.join(".") || (i as { keys?: string[] }).keys?.join(", ") || "option";
      return err(m("threekingdoms.err.option", { key }));
    }
    const { traitors, maneuvering, series, lord, generals, finalthree, protect, reincarnation, darksouls, mode } = r.data;
    const variants = { finalthree, protect, reincarnation, darksouls, mode };
    const refused = refuseCombination({ traitors, maneuvering, series, lord: lord ?? null, generals, ...variants });
    // only the variants in play are stored: a plain game's options read exactly as they did before the variants existed
    return refused ? err(refused) : ok({ traitors, maneuvering, series, lord: lord ?? null, generals, ...variantsOn(variants) });
  },

  parseJoinOptions(raw) {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw)) {
      if (k !== "gender") return err(m("threekingdoms.err.joinOption", { key: k }));
      const g = v.toLowerCase();
      if (["m", "male", "f", "female"].includes(g)) out.gender = g[0];
      else return err(m("threekingdoms.err.gender"));
    }
    return ok(out);
  },

  setup({ options, players, seed }) {
    const n = players.length;
    if (n < 4 || n > 10) return err(m("threekingdoms.err.players"));
    if (options.lord !== null && (options.lord < 1 || options.lord > n))
      return err(m("threekingdoms.err.lordSeat", { lord: options.lord }));
    const rng = Rng.seed(seed);
    const sorted = [...players].sort((a, b) => a.seat - b.seat);
    const seats = sorted.map((p, i) => ({
      seat: i + 1,
      name: p.name,
      ...(p.grammaticalGender ? { grammaticalGender: p.grammaticalGender } : {}),
      auto: [],
      gender: p.options.gender === "m" || p.options.gender === "f" ? (p.options.gender as "m" | "f") : null,
    }));
    if (options.mode === "3v3") {
      // 3v3 variant: teams, seating, draft of their own (variants/3v3/)
      const game = newGame3v3(options, seats, seed);
      return "kind" in game ? ok(game) : err(game);
    }
    const firstLord = options.series ? (options.lord ?? 1) : options.lord;
    const deal = newDeal(options, seats, rng, firstLord);
    if (!("state" in deal)) return err(deal);
    deal.state.ring = drawRing(seed, n); // seats drawn at START (seating.ts)
    if (options.series) deal.state.series = { game: 1, of: n, firstLord: firstLord!, totals: {}, results: [] };
    return ok(deal.state);
  },

  parse(line) {
    return parseLine(line);
  },

  apply(state, actor, move) {
    if (move.v === "SKILL" && !state.options.generals) return err(m("threekingdoms.err.noSkills"));
    const seat = actor.seat;
    if (seat === null || !state.players[seat - 1]) return err(m("threekingdoms.err.actAs"));
    const g = makeCtx(cloneState(state));
    if (move.v === "AUTO") {
      applyAuto(g, seat, move.rule);
      return ok(result(g));
    }
    if (state.over) return err(m("threekingdoms.err.over"));
    const open = openAsks(state);
    if (!open.length) return err(m("threekingdoms.err.nothingAwaited"));
    const a = askOf(state, seat);
    // a dead player is asked only for their Dark Soul
    if (!state.players[seat - 1].alive && !a) return err(m("threekingdoms.err.dead"));
    if (!a) return err(m("threekingdoms.err.notYourMove", { waiting: waitingParam(state) }));
    const e = move.v === "SKILL" ? useSkill(g, seat, move.text) : answer(g, seat, move);
    if (e) return err(e);
    run(g);
    return ok(continueSeries(result(g)));
  },

  view,
  render,
  holding: holdingOf,

  pending(state): Pending[] {
    if (state.over) return [];
    // every eligible player is asked whatever they hold, so naming who is awaited reveals nothing;
    // seats asked at the same time (the generals' choice) are each a decision of their own
    return openAsks(state).map((a) => ({ seat: a.seat, what: a.what, key: a.key }));
  },

  outcome(state): Outcome {
    if (!state.over) return { status: "running", winners: [] };
    if (state.series) {
      if (!seriesOver(state)) return { status: "running", winners: [] };
      const totals = seriesTotals(state);
      const best = Math.max(...Object.values(totals));
      const winners = state.players.filter((p) => totals[p.seat] === best).map((p) => p.seat);
      const deals = state.series.game;
      return {
        status: "finished",
        winners,
        scores: totals,
        summary: m("threekingdoms.series.ends", { n: deals, last: state.over.summary, best }),
      };
    }
    const scores = scoresOf(state); // the seed's table (reincarnation's returns count as out)
    return { status: "finished", winners: state.over.winners, summary: state.over.summary, scores };
  },

  resign(state, seat): Result<ApplyResult<State>> {
    if (state.over) return err(m("threekingdoms.err.over"));
    const p = state.players[seat - 1];
    if (!p) return err(m("threekingdoms.err.noSeat", { seat }));
    if (!p.alive) return err(m("threekingdoms.err.alreadyOut", { name: p.name }));
    const g = makeCtx(cloneState(state));
    g.say(m("threekingdoms.resigns", { name: p.name }));
    noSoul(g, seat); // variant: a player who resigns leaves no Dark Soul
    const alongside = askOf(g.s, seat);
    if (alongside && alongside !== g.s.ask) {
      // one of several asked at once (a general to choose): the others' questions stay open
      closeAsk(g, alongside);
      top(g)!.reply = { kind: "pass", by: seat };
    }
    const prev = g.s.ask;
    if (prev && prev.seat === seat) {
      g.s.ask = null;
      top(g)!.reply =
        prev.kind === "play" ? { kind: "done" } : prev.kind === "discard" ? { kind: "cards", cards: [] } : { kind: "pass" };
    } else if (prev) g.s.ask = null; // asked again after the death: the question may be moot (a Peach for the resigning player)
    die(g, seat, null);
    run(g);
    const again = g.s.ask as State["ask"];
    if (
      prev &&
      prev.seat !== seat &&
      again &&
      again.seat === prev.seat &&
      JSON.stringify(again.what) === JSON.stringify(prev.what)
    )
      again.key = prev.key;
    // in a series, a player who leaves ends the series with this deal
    if (g.s.series) g.s.series.stopAfterThis = true;
    return ok(continueSeries(result(g)));
  },

  onDeadline(state, pending) {
    const a = state.over ? undefined : openAsks(state).find((x) => x.key === pending.key);
    if (!a) return err(m("threekingdoms.err.notPending"));
    if (a !== state.ask) {
      // one of several asked at once (a general to choose): the task gives the default and says so
      const g = makeCtx(cloneState(state));
      closeAsk(g, askOf(g.s, a.seat)!);
      top(g)!.reply = { kind: "pass", by: a.seat };
      run(g);
      return ok(result(g));
    }
    const move = deadlineMove(state, a);
    const r = threekingdomsEngine.apply(state, { seat: a.seat, admin: false }, move);
    if (!r.ok) return r;
    // the deadline is told to the secret-keepers only: publicly it must look like any other answer
    r.value.events.unshift({
      to: "admin",
      msg: m("threekingdoms.deadline", { name: state.players[a.seat - 1].name, line: moveLine(move) }),
    });
    return r;
  },

  afterRollback,
  // the cards a step took from the deck: verify lists them (a draw the generator does not make)
  dealt,
  legalMoves: (state, seat) => (seat === null ? [] : legalLines(state, seat)),
  secrets,
  invariants,
  pictures: (v) => [hpPicture(v)],
};

/** Who is awaited, as a parameter (the question as others see it). */
function waitingParam(s: State): Msg {
  if (s.asks?.length) return waitingMany(s, s.asks);
  const w: Said | undefined = s.ask?.publicWhat;
  if (w === undefined) return m("threekingdoms.anotherPlayer");
  return Array.isArray(w) ? w[0] : (w as Msg);
}
