// The administrator's verbs (the secret-keeper, who holds no seat): kill reports, kills and their
// corrections, the Civ turn, power graphs and reports, the targets, the end. Each works on the copy
// apply() made and returns an error before changing anything, or null when done.
import type { KillerMove } from "./moves.ts";
import { civOf, isAlive, killTurnProblem, resolveCiv, type KillerState } from "./state.ts";
import { say, type Ctx } from "./ctx.ts";
import { checkQuickEnd, destroy, finish } from "./kills.ts";
import { makeDue, periodicTurns } from "./reports.ts";
import { power, reportRefusal, revise } from "./power.ts";
import { cyclesText, setTarget, setTargets } from "./assign.ts";
import { amend, undo } from "./amend.ts";

export type AdminMove = Extract<KillerMove, { type: (typeof ADMIN_VERBS)[number] }>;
export const ADMIN_VERBS = ["confirm", "reject", "kill", "turn", "power", "report", "finish",
  "targets", "settarget", "amend", "undo", "revise"] as const;

/** Runs an administrator's verb on `s` (a copy). Returns an error, or a replacement state, or null. */
export function applyAdmin(s: KillerState, move: AdminMove, ctx: Ctx): string | KillerState | null {
  switch (move.type) {
    case "confirm":
    case "reject": {
      const h = s.held.find((x) => x.id === move.id);
      if (!h) return `there is no kill report ${move.id} waiting`;
      if (move.type === "reject") {
        s.held = s.held.filter((x) => x !== h);
        say(ctx, h.reporter, `Your kill report ${h.id} was rejected by the administrator.`);
        say(ctx, "admin", `Kill report ${h.id} rejected.`);
        return null;
      }
      if (!isAlive(s, h.reporter)) return `${civOf(s, h.reporter)} is out of the game; use KILL or AMEND to record what happened`;
      const bad = killTurnProblem(s, h.turn);
      if (bad) return `kill report ${h.id} is for Civ turn ${h.turn}: ${bad}`;
      s.held = s.held.filter((x) => x !== h);
      destroy(s, h.reporter, h.victim, h.turn, ctx);
      return null;
    }
    case "kill": {
      const k = resolveCiv(s, move.killer), v = resolveCiv(s, move.victim);
      if (!k.ok) return k.error;
      if (!v.ok) return v.error;
      if (k.seat === v.seat) return "a civilization cannot destroy itself";
      for (const x of [k.seat, v.seat])
        if (!isAlive(s, x)) return `${civOf(s, x)} is already out of the game (AMEND or UNDO corrects a wrong record)`;
      const bad = killTurnProblem(s, move.turn);
      if (bad) return bad;
      destroy(s, k.seat, v.seat, move.turn, ctx);
      return null;
    }
    case "turn": {
      if (move.turn <= s.turn) return `the Civ game is already at turn ${s.turn}; TURN only moves forward`;
      const from = s.turn;
      s.turn = move.turn;
      say(ctx, "all", `The Civ game has reached turn ${s.turn}.`);
      for (const m of periodicTurns(s, from, s.turn)) makeDue(s, m, false, ctx);
      checkQuickEnd(s, ctx);
      return null;
    }
    case "power": {
      const r = power(s, move.turn, move.groups, ctx);
      return r.ok ? null : r.error;
    }
    case "report": {
      const no = reportRefusal(s);
      if (no) return no;
      makeDue(s, s.turn, false, ctx);
      return null;
    }
    case "finish": {
      const quick = s.options.variant === "quick" && s.quick.winners.length > 0;
      finish(s, quick ? s.quick.winners : [], quick
        ? `Ended by the administrator; winners: ${s.quick.winners.map((x) => civOf(s, x)).join(" and ")}.`
        : "Ended by the administrator; the final report gives the ranking.", ctx);
      return null;
    }
    case "targets": {
      if (move.cycles === null) {
        say(ctx, "admin", `Targets (who hunts whom): ${cyclesText(s)}.`);
        return null;
      }
      if (s.finished) return "the game is over";
      const r = setTargets(s, move.cycles, ctx);
      return r.ok ? null : r.error;
    }
    case "settarget": {
      const r = setTarget(s, move.civ, move.target, ctx);
      return r.ok ? null : r.error;
    }
    case "amend":
    case "undo": {
      const r = move.type === "amend" ? amend(s, move.killer, move.victim, move.turn, ctx) : undo(s, move.victim, ctx);
      return r.ok ? r.value : r.error;
    }
    case "revise": {
      const r = revise(s, move.groups, ctx);
      return r.ok ? null : r.error;
    }
  }
}
