// apply(): one verb against a copy of the state. Every check happens before the first change, and
// the copy is thrown away on error, so a rejected command never half-applies.
import { err, ok, type Actor, type ApplyResult, type Pending, type Result } from "../engine.ts";
import type { KillerMove } from "./moves.ts";
import { aliveSeats, civOf, isAlive, lastKillTurn, resolveCiv, targetOf, type KillerState } from "./state.ts";
import { newCtx, say, sayPublic, type Ctx } from "./ctx.ts";
import { destroy, finish } from "./kills.ts";
import { ADMIN_VERBS, applyAdmin } from "./admin.ts";

type Out = Result<ApplyResult<KillerState>>;

const done = (s: KillerState, ctx: Ctx): Out =>
  ok({ state: s, events: ctx.events, privateUpdates: [...ctx.changed].sort((a, b) => a - b) });

/**
 * Verbs still accepted once the game is over: asking (TARGET, RANKS, TARGETS), the power graph a final
 * report waits for, and REVISE. REPORT is refused there with a reason (the final report is frozen).
 */
export const AFTER_END = new Set(["target", "ranks", "power", "report", "targets", "revise"]);
const ADMIN_ONLY = new Set<string>(ADMIN_VERBS);
/** Organiser verbs that reveal and decide no secret: the host may use them even while playing. */
const HOST_TOO = new Set(["turn"]);

export function applyKiller(state: KillerState, actor: Actor, move: KillerMove): Out {
  const allowed = actor.admin || (HOST_TOO.has(move.type) && actor.host);
  if (ADMIN_ONLY.has(move.type) && !allowed)
    return err(`only the administrator${HOST_TOO.has(move.type) ? " or the host" : ""} can use ${move.type.toUpperCase()}`);
  if (state.finished && !AFTER_END.has(move.type)) return err("the game is over");
  const s = structuredClone(state);
  const ctx = newCtx();
  const seat = actor.seat;

  switch (move.type) {
    case "target": {
      if (seat === null) return err("TARGET is for players; the administrator's TARGETS shows every target");
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
      const v = resolveCiv(s, move.victim);
      if (!v.ok) return err(v.error);
      if (v.seat === seat) return err("you cannot report your own destruction");
      if (!isAlive(s, v.seat)) return err(`${civOf(s, v.seat)} is already out of the game`);
      const last = lastKillTurn(s);
      if (move.turn < last) return err(`the last destruction recorded was in Civ turn ${last}; tell the administrator, who can AMEND the record`);
      const id = `r${s.nextReport++}`;
      s.held.push({ id, reporter: seat, victim: v.seat, turn: move.turn });
      say(ctx, seat, `Your report ${id} (${civOf(s, v.seat)} destroyed in Civ turn ${move.turn}) is held for the administrator.`);
      const ahead = move.turn > s.turn ? ` It is for a turn ahead of the one recorded (${s.turn}): send TURN ${move.turn} first.` : "";
      say(ctx, "admin", `Kill report ${id}: ${civOf(s, seat)} says it destroyed ${civOf(s, v.seat)} in Civ turn ${move.turn}. ` +
        `CONFIRM ${id}, REJECT ${id}, or KILL <killer> <victim> TURN <n> to correct it.${ahead}`);
      return done(s, ctx);
    }
    case "null":
      return applyNull(s, actor, move.agree, ctx);
    default: {
      const r = applyAdmin(s, move, ctx);
      if (typeof r === "string") return err(r);
      return done(r ?? s, ctx);
    }
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
    sayPublic(ctx, `The null result was refused${asPlayer ? ` by ${civOf(s, actor.seat!)}` : " by the administrator"}; the fight goes on.`);
    return done(s, ctx);
  }
  if (!s.nullOffer) s.nullOffer = { no: ++s.nullOffers, seats: [], admin: false };
  const o = s.nullOffer;
  if (asPlayer && !o.seats.includes(actor.seat!)) o.seats.push(actor.seat!);
  if (actor.admin) o.admin = true;
  const missing = [...alive.filter((x) => !o.seats.includes(x)).map((x) => civOf(s, x)), ...(o.admin ? [] : ["the administrator"])];
  if (missing.length) {
    sayPublic(ctx, `A null result (both remaining civilizations win) is proposed; waiting for: ${missing.join(", ")}. ` +
      "Answer NULL AGREE or NULL REFUSE. Silence until the deadline counts as a refusal: the proposal is then withdrawn and the fight goes on.");
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
  sayPublic(ctx, `The null result was not agreed in time${p.seat !== null ? ` by ${civOf(s, p.seat)}` : ""}; the fight goes on.`);
  return done(s, ctx);
}
