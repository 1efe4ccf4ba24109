// apply(): one verb against a copy of the state. Every check happens before the first change, and
// the copy is thrown away on error, so a rejected command never half-applies.
import { err, ok, type Actor, type ApplyResult, type Pending, type Result } from "../engine.ts";
import type { KillerMove } from "./moves.ts";
import { aliveSeats, civOf, isAlive, resolveCiv, targetOf, type KillerState } from "./state.ts";
import { newCtx, say, type Ctx } from "./ctx.ts";
import { checkQuickEnd, destroy, finish } from "./kills.ts";
import { flushDue, makeDue, periodicTurns, survivorsAsOf } from "./reports.ts";

type Out = Result<ApplyResult<KillerState>>;

const done = (s: KillerState, ctx: Ctx): Out =>
  ok({ state: s, events: ctx.events, privateUpdates: [...ctx.changed].sort((a, b) => a - b) });

/** Verbs still accepted once the game is over: asking, and the power graph for the final report. */
export const AFTER_END = new Set(["target", "ranks", "power", "report"]);
const ADMIN_ONLY = new Set(["confirm", "reject", "kill", "turn", "power", "report", "finish"]);

export function applyKiller(state: KillerState, actor: Actor, move: KillerMove): Out {
  if (ADMIN_ONLY.has(move.type) && !actor.admin) return err(`only the administrator can use ${move.type.toUpperCase()}`);
  if (state.finished && !AFTER_END.has(move.type)) return err("the game is over");
  const s = structuredClone(state);
  const ctx = newCtx();
  const seat = actor.seat;
  const who = (x: string) => resolveCiv(s, x);

  switch (move.type) {
    case "target": {
      if (seat === null) return err("TARGET is for players; the administrator sees every target in STATUS");
      const t = targetOf(s, seat);
      say(ctx, seat, !isAlive(s, seat) ? "Your civilization is out of the game: you have no target."
        : t === null ? "You have no target: you are the last civilization." : `Your target: ${civOf(s, t)}.`);
      return done(s, ctx);
    }
    case "ranks": {
      const text = s.lastReport?.text ?? "No rank report has been sent yet.";
      say(ctx, seat ?? "admin", text);
      return done(s, ctx);
    }
    case "killed": {
      if (seat === null) return err("KILLED is for players; the administrator uses KILL <killer> <victim> TURN <n>");
      if (!isAlive(s, seat)) return err("your civilization is out of the game");
      const v = who(move.victim);
      if (!v.ok) return err(v.error);
      if (v.seat === seat) return err("you cannot report your own destruction");
      if (!isAlive(s, v.seat)) return err(`${civOf(s, v.seat)} is already out of the game`);
      const id = `r${s.nextReport++}`;
      s.held.push({ id, reporter: seat, victim: v.seat, turn: move.turn });
      say(ctx, seat, `Your report ${id} (${civOf(s, v.seat)} destroyed in Civ turn ${move.turn}) is held for the administrator.`);
      say(ctx, "admin", `Kill report ${id}: ${civOf(s, seat)} says it destroyed ${civOf(s, v.seat)} in Civ turn ${move.turn}. ` +
        `CONFIRM ${id}, REJECT ${id}, or KILL <killer> <victim> TURN <n> to correct it.`);
      return done(s, ctx);
    }
    case "confirm":
    case "reject": {
      const h = s.held.find((x) => x.id === move.id);
      if (!h) return err(`there is no kill report ${move.id} waiting`);
      if (move.type === "confirm" && !isAlive(s, h.reporter)) return err(`${civOf(s, h.reporter)} is out of the game; use KILL to record what happened`);
      s.held = s.held.filter((x) => x !== h);
      if (move.type === "reject") {
        say(ctx, h.reporter, `Your kill report ${h.id} was rejected by the administrator.`);
        say(ctx, "admin", `Kill report ${h.id} rejected.`);
      } else destroy(s, h.reporter, h.victim, h.turn, ctx);
      return done(s, ctx);
    }
    case "kill": {
      const k = who(move.killer), v = who(move.victim);
      if (!k.ok) return err(k.error);
      if (!v.ok) return err(v.error);
      if (k.seat === v.seat) return err("a civilization cannot destroy itself");
      for (const x of [k.seat, v.seat]) if (!isAlive(s, x)) return err(`${civOf(s, x)} is already out of the game`);
      destroy(s, k.seat, v.seat, move.turn, ctx);
      return done(s, ctx);
    }
    case "turn": {
      if (move.turn <= s.turn) return err(`the Civ game is already at turn ${s.turn}; TURN only moves forward`);
      const from = s.turn;
      s.turn = move.turn;
      say(ctx, "all", `The Civ game has reached turn ${s.turn}.`);
      for (const m of periodicTurns(s, from, s.turn)) makeDue(s, m, false, ctx);
      checkQuickEnd(s, ctx);
      return done(s, ctx);
    }
    case "power": {
      if (!s.options.rated) return err("this game is not rated: it needs no power graph");
      // Without TURN, the graph answers the oldest report that waits for one, else the current turn.
      const turn = move.turn ?? s.due.find((d) => !s.power[d.turn])?.turn ?? s.turn;
      if (turn > s.turn) return err(`turn ${turn} is ahead of the Civ game (turn ${s.turn})`);
      const raw: Record<string, number> = {};
      let above = 0;
      for (const g of move.groups) {
        for (const name of g) {
          const c = who(name);
          if (!c.ok) return err(c.error);
          if (String(c.seat) in raw) return err(`${civOf(s, c.seat)} appears twice in the power graph`);
          raw[c.seat] = above + 1;
        }
        above += g.length;
      }
      const due = s.due.find((d) => d.turn === turn);
      const missing = survivorsAsOf(s, due?.final ? Infinity : turn).filter((x) => !(String(x) in raw));
      if (missing.length) return err(`the power graph must list every surviving civilization; missing: ${missing.map((x) => civOf(s, x)).join(", ")}`);
      s.power[turn] = raw;
      const before = s.due.length;
      flushDue(s, ctx);
      if (s.due.length === before) say(ctx, "admin", `Power graph for turn ${turn} stored; no report was waiting for it (REPORT sends one now).`);
      return done(s, ctx);
    }
    case "report": {
      makeDue(s, s.turn, !!s.finished, ctx);
      return done(s, ctx);
    }
    case "finish": {
      finish(s, s.options.variant === "quick" ? s.quick.winners : [],
        s.options.variant === "quick" && s.quick.winners.length
          ? `Ended by the administrator; winners: ${s.quick.winners.map((x) => civOf(s, x)).join(" and ")}.`
          : "Ended by the administrator; the final report gives the ranking.", ctx);
      return done(s, ctx);
    }
    case "null":
      return applyNull(s, actor, move.agree, ctx);
  }
}

/** Highlander with two left: a null result needs both players and the administrator. */
function applyNull(s: KillerState, actor: Actor, agree: boolean, ctx: Ctx): Out {
  const alive = aliveSeats(s);
  if (s.options.variant !== "highlander") return err("a null result exists only in a Highlander game");
  if (alive.length !== 2) return err("a null result is possible only when two civilizations are left");
  const asPlayer = actor.seat !== null && alive.includes(actor.seat);
  if (!asPlayer && !actor.admin) return err("only the two remaining players and the administrator decide a null result");
  if (!agree) {
    if (!s.nullOffer) return err("no null result has been proposed");
    s.nullOffer = null;
    say(ctx, "all", `The null result was refused${asPlayer ? ` by ${civOf(s, actor.seat!)}` : " by the administrator"}; the fight goes on.`);
    return done(s, ctx);
  }
  if (!s.nullOffer) s.nullOffer = { no: ++s.nullOffers, seats: [], admin: false };
  const o = s.nullOffer;
  // A host who also plays agrees in both roles at once.
  if (asPlayer && !o.seats.includes(actor.seat!)) o.seats.push(actor.seat!);
  if (actor.admin) o.admin = true;
  const missing = [...alive.filter((x) => !o.seats.includes(x)).map((x) => civOf(s, x)), ...(o.admin ? [] : ["the administrator"])];
  if (missing.length) {
    say(ctx, "all", `A null result (both remaining civilizations win) is proposed; waiting for: ${missing.join(", ")} (NULL AGREE or NULL REFUSE).`);
    return done(s, ctx);
  }
  finish(s, alive, `Null result agreed: ${alive.map((x) => civOf(s, x)).join(" and ")} both win.`, ctx);
  return done(s, ctx);
}

/** RESIGN / KICK: the civilization leaves, destroyed by nobody; its hunter takes over its target. */
export function resignKiller(state: KillerState, seat: number): Out {
  if (state.finished) return err("the game is over");
  if (!isAlive(state, seat)) return err("this civilization is already out of the game");
  const s = structuredClone(state);
  const ctx = newCtx();
  destroy(s, null, seat, s.turn, ctx);
  return done(s, ctx);
}

/**
 * Deadline defaults. A null result needs everyone's agreement, so silence counts as a refusal; the
 * administrator's own decisions (kill reports, power graphs) have no default and stay pending.
 */
export function deadlineKiller(state: KillerState, p: Pending): Out {
  if (!p.key.startsWith("null-") || !state.nullOffer || p.key !== `null-${state.nullOffer.no}`)
    return err("no default for this decision: the administrator must act");
  const s = structuredClone(state);
  const ctx = newCtx();
  s.nullOffer = null;
  say(ctx, "all", `The null result was not agreed in time${p.seat !== null ? ` by ${civOf(s, p.seat)}` : ""}; the fight goes on.`);
  return done(s, ctx);
}
