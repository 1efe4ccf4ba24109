// apply(): one verb against a copy of the state. Every check happens before the first change, and
// the copy is thrown away on error, so a rejected command never half-applies.
import { err, ok, type Actor, type ApplyResult, type Pending, type Result } from "../engine.ts";
import type { KillerMove } from "./moves.ts";
import { aliveSeats, civOf, isAlive, lastKillTurn, lastReport, resolveCiv, targetOf, type KillerState } from "./state.ts";
import { k, newCtx, sayPublic, type Ctx } from "./ctx.ts";
import { reportMsg } from "./reports.ts";
import { copyState } from "../kit.ts";
import { destroy, finish } from "./kills.ts";
import { ADMIN_VERBS, applyAdmin } from "./admin.ts";
import { applyFacts } from "./follow.ts";

type Out = Result<ApplyResult<KillerState>>;

const done = (s: KillerState, ctx: Ctx): Out => ok(ctx.result(s));

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
    return err(k(HOST_TOO.has(move.type) ? "onlyAdminOrHost" : "onlyAdmin", { verb: move.type.toUpperCase() }));
  if (state.finished && !AFTER_END.has(move.type)) return err(k("gameOverRefused"));
  const s = copyState(state);
  const ctx = newCtx(s);
  const seat = actor.seat;

  switch (move.type) {
    case "target": {
      if (seat === null) return err(k("targetForPlayers"));
      const t = targetOf(s, seat);
      ctx.tell(
        seat,
        !isAlive(s, seat) ? k("youAreOut") : t === null ? k("noTargetYouLast") : k("yourTarget", { civ: civOf(s, t) }),
      );
      return done(s, ctx);
    }
    case "ranks": {
      const last = lastReport(s);
      const legacy = s.legacyReport ? k("legacyText", { text: s.legacyReport }) : null;
      // a seatless reader who keeps no secret (a player who left, after the end) gets it as public news
      ctx.push(seat ?? (actor.admin ? "admin" : "all"), last ? reportMsg(last) : (legacy ?? k("noReportYet")));
      return done(s, ctx);
    }
    case "killed": {
      if (seat === null) return err(k("killedForPlayers"));
      if (!isAlive(s, seat)) return err(k("yourCivOut"));
      const v = resolveCiv(s, move.victim);
      if (!v.ok) return err(v.error);
      if (v.seat === seat) return err(k("ownDestruction"));
      if (!isAlive(s, v.seat)) return err(k("alreadyOut", { civ: civOf(s, v.seat) }));
      const last = lastKillTurn(s);
      if (move.turn < last) return err(k("reportTooEarly", { last }));
      const id = `r${s.nextReport++}`;
      s.held.push({ id, reporter: seat, victim: v.seat, turn: move.turn });
      ctx.tell(seat, k("reportHeld", { id, civ: civOf(s, v.seat), turn: move.turn }));
      const held = k("killReportAdmin", { id, reporter: civOf(s, seat), civ: civOf(s, v.seat), turn: move.turn });
      ctx.admin(move.turn > s.turn ? [held, k("reportAhead", { now: s.turn, turn: move.turn })] : held);
      return done(s, ctx);
    }
    case "null":
      return applyNull(s, actor, move.agree, ctx);
    case "facts": {
      // the service's line (nobody's move): a player or an administrator never sends it
      if (seat !== null || actor.admin) return err(k("factsNotTyped"));
      applyFacts(s, move.facts, ctx);
      return done(s, ctx);
    }
    default: {
      const r = applyAdmin(s, move, ctx);
      if (r && "error" in r) return err(r.error);
      return done(r ?? s, ctx);
    }
  }
}

/** Highlander with two left: a null result needs both players and the administrator. */
function applyNull(s: KillerState, actor: Actor, agree: boolean, ctx: Ctx): Out {
  const alive = aliveSeats(s);
  if (s.options.variant !== "highlander") return err(k("nullHighlanderOnly"));
  if (alive.length !== 2) return err(k("nullTwoLeft"));
  const asPlayer = actor.seat !== null && alive.includes(actor.seat);
  if (!asPlayer && !actor.admin) return err(k("nullWhoDecides"));
  if (!agree) {
    if (!s.nullOffer) return err(k("nullNone"));
    s.nullOffer = null;
    sayPublic(ctx, asPlayer ? k("nullRefusedBy", { civ: civOf(s, actor.seat!) }) : k("nullRefusedAdmin"));
    return done(s, ctx);
  }
  if (!s.nullOffer) s.nullOffer = { no: ++s.nullOffers, seats: [], admin: false };
  const o = s.nullOffer;
  if (asPlayer && !o.seats.includes(actor.seat!)) o.seats.push(actor.seat!);
  if (actor.admin) o.admin = true;
  const missing = [
    ...alive.filter((x) => !o.seats.includes(x)).map((x) => civOf(s, x)),
    ...(o.admin ? [] : [k("theAdministrator")]),
  ];
  if (missing.length) {
    sayPublic(ctx, k("nullProposed", { missing }));
    return done(s, ctx);
  }
  finish(s, alive, k("nullAgreed", { civs: { and: alive.map((x) => civOf(s, x)) } }), ctx);
  return done(s, ctx);
}

/** RESIGN / KICK: the civilization leaves, destroyed by nobody; its hunter takes over its target. */
export function resignKiller(state: KillerState, seat: number): Out {
  if (state.finished) return err(k("gameOverRefused"));
  if (!isAlive(state, seat)) return err(k("resignAlreadyOut"));
  const s = copyState(state);
  const ctx = newCtx(s);
  destroy(s, null, seat, s.turn, ctx);
  return done(s, ctx);
}

/**
 * Deadline defaults. A null result needs everyone's agreement, so silence counts as a refusal; the
 * administrator's own decisions (kill reports, power graphs) have no default and stay pending.
 */
export function deadlineKiller(state: KillerState, p: Pending): Out {
  if (!p.key.startsWith("null-") || !state.nullOffer || p.key !== `null-${state.nullOffer.no}`) return err(k("noDefault"));
  const s = copyState(state);
  const ctx = newCtx(s);
  s.nullOffer = null;
  sayPublic(ctx, p.seat !== null ? k("nullLateBy", { civ: civOf(s, p.seat) }) : k("nullLate"));
  return done(s, ctx);
}
