// The administrator's verbs (the secret-keeper, who holds no seat): kill reports, kills and their
// corrections, the Civ turn, power graphs and reports, the targets, the end. Each works on the copy
// apply() made and returns an error before changing anything, or null when done.
import type { Words } from "../engine.ts";
import type { KillerMove } from "./moves.ts";
import { civAnd, civOf, isAlive, killTurnProblem, resolveCiv, type KillerState } from "./state.ts";
import { k, type Ctx } from "./ctx.ts";
import { checkQuickEnd, destroy, finish } from "./kills.ts";
import { makeDue, periodicTurns } from "./reports.ts";
import { power, reportRefusal, revise } from "./power.ts";
import { cyclesMsg, setTarget, setTargets } from "./assign.ts";
import { amend, undo } from "./amend.ts";

export type AdminMove = Extract<KillerMove, { type: (typeof ADMIN_VERBS)[number] }>;
export const ADMIN_VERBS = [
  "confirm",
  "reject",
  "kill",
  "turn",
  "power",
  "report",
  "finish",
  "targets",
  "settarget",
  "amend",
  "undo",
  "revise",
] as const;

/** Runs an administrator's verb on `s` (a copy). Returns { error }, or a replacement state, or null. */
export function applyAdmin(s: KillerState, move: AdminMove, ctx: Ctx): { error: Words } | KillerState | null {
  switch (move.type) {
    case "confirm":
    case "reject": {
      const h = s.held.find((x) => x.id === move.id);
      if (!h) return { error: k("noSuchReport", { id: move.id }) };
      if (move.type === "reject") {
        s.held = s.held.filter((x) => x !== h);
        ctx.tell(h.reporter, k("yourReportRejected", { id: h.id }));
        ctx.admin(k("reportRejected", { id: h.id }));
        return null;
      }
      if (!isAlive(s, h.reporter)) return { error: k("reporterOut", { civ: civOf(s, h.reporter) }) };
      const bad = killTurnProblem(s, h.turn);
      if (bad) return { error: k("reportTurnProblem", { id: h.id, turn: h.turn, why: bad }) };
      s.held = s.held.filter((x) => x !== h);
      destroy(s, h.reporter, h.victim, h.turn, ctx);
      return null;
    }
    case "kill": {
      const a = resolveCiv(s, move.killer),
        v = resolveCiv(s, move.victim);
      if (!a.ok) return { error: a.error };
      if (!v.ok) return { error: v.error };
      if (a.seat === v.seat) return { error: k("selfDestroy") };
      for (const x of [a.seat, v.seat]) if (!isAlive(s, x)) return { error: k("alreadyOutAmend", { civ: civOf(s, x) }) };
      const bad = killTurnProblem(s, move.turn);
      if (bad) return { error: bad };
      destroy(s, a.seat, v.seat, move.turn, ctx);
      return null;
    }
    case "turn": {
      if (move.turn <= s.turn) return { error: k("turnBackwards", { now: s.turn }) };
      const from = s.turn;
      s.turn = move.turn;
      ctx.say(k("turnReached", { turn: s.turn }));
      for (const m of periodicTurns(s, from, s.turn)) makeDue(s, m, false, ctx);
      checkQuickEnd(s, ctx);
      return null;
    }
    case "power": {
      const r = power(s, move.turn, move.groups, ctx);
      return r.ok ? null : { error: r.error };
    }
    case "report": {
      const no = reportRefusal(s);
      if (no) return { error: no };
      makeDue(s, s.turn, false, ctx);
      return null;
    }
    case "finish": {
      const quick = s.options.variant === "quick" && s.quick.winners.length > 0;
      finish(
        s,
        quick ? s.quick.winners : [],
        quick ? k("endedQuick", { civs: civAnd(s, s.quick.winners) }) : k("endedByAdmin"),
        ctx,
      );
      return null;
    }
    case "targets": {
      if (move.cycles === null) {
        ctx.admin(k("targetsShow", { cycles: cyclesMsg(s) }));
        return null;
      }
      if (s.finished) return { error: k("gameOverRefused") };
      const r = setTargets(s, move.cycles, ctx);
      return r.ok ? null : { error: r.error };
    }
    case "settarget": {
      const r = setTarget(s, move.civ, move.target, ctx);
      return r.ok ? null : { error: r.error };
    }
    case "amend":
    case "undo": {
      const r = move.type === "amend" ? amend(s, move.killer, move.victim, move.turn, ctx) : undo(s, move.victim, ctx);
      return r.ok ? r.value : { error: r.error };
    }
    case "revise": {
      const r = revise(s, move.groups, ctx);
      return r.ok ? null : { error: r.error };
    }
  }
}
