// Power graphs (rated games): POWER stores one for a report, and REVISE corrects the published final
// report's one — the only way a final report changes once mailed, and it says so in its first line.
import { err, ok, type Result } from "../engine.ts";
import { civList, civOf, lastReport, resolveCiv, type KillerState } from "./state.ts";
import { flushDue, reportData, reportMsg, sameRows, survivorsAsOf } from "./reports.ts";
import { k, sayPublic, type Ctx } from "./ctx.ts";
import type { Msg } from "../../i18n/msg.ts";

/** Groups of equals, best first → seat → rank; every survivor as of `asOf` must be listed, once. */
export function readPower(s: KillerState, groups: string[][], asOf: number): Result<Record<string, number>> {
  const raw: Record<string, number> = {};
  let above = 0;
  for (const g of groups) {
    for (const name of g) {
      const c = resolveCiv(s, name);
      if (!c.ok) return err(c.error);
      if (String(c.seat) in raw) return err(k("powerTwice", { civ: civOf(s, c.seat) }));
      raw[c.seat] = above + 1;
    }
    above += g.length;
  }
  const missing = survivorsAsOf(s, asOf).filter((x) => !(String(x) in raw));
  if (missing.length) return err(k("powerMissing", { civs: civList(s, missing) }));
  return ok(raw);
}

/** True once the final report has been mailed: from then on it is frozen (REVISE is the way to correct it). */
export const finalPublished = (s: KillerState): boolean => !!s.finished && !!lastReport(s)?.final;

const FROZEN = k("finalFrozen");

/** POWER [TURN n] …: the graph the oldest waiting report needs (without TURN), else the given or current turn's. */
export function power(s: KillerState, turnGiven: number | null, groups: string[][], ctx: Ctx): Result<void> {
  if (!s.options.rated) return err(k("notRatedPower"));
  const turn = turnGiven ?? s.due.find((d) => !s.power[d.turn])?.turn ?? s.turn;
  if (turn > s.turn) return err(k("powerAhead", { turn, now: s.turn }));
  const due = s.due.find((d) => d.turn === turn);
  if (s.finished && !due) return err(finalPublished(s) ? FROZEN : k("onlyPowerOf", { turn: s.due[0]?.turn ?? s.turn }));
  const raw = readPower(s, groups, due?.final ? Infinity : turn);
  if (!raw.ok) return raw;
  s.power[turn] = raw.value;
  const before = s.due.length;
  flushDue(s, ctx);
  if (s.due.length === before) ctx.admin(k("powerStored", { turn }));
  return ok(undefined);
}

/** REPORT after the end: refused once the final report is out (it would be a second, different one). */
export const reportRefusal = (s: KillerState): Msg | null =>
  !s.finished ? null : finalPublished(s) ? FROZEN : k("finalWaitsPower");

/** REVISE …: a corrected power graph for the published final report, mailed as a labelled revision. */
export function revise(s: KillerState, groups: string[][], ctx: Ctx): Result<void> {
  if (!s.options.rated) return err(k("notRatedRevise"));
  if (!finalPublished(s)) return err(k("noFinalToRevise"));
  const turn = lastReport(s)!.turn;
  const raw = readPower(s, groups, Infinity);
  if (!raw.ok) return raw;
  const old = s.power[turn];
  s.power[turn] = raw.value;
  if (sameRows(reportData(s, turn, true).rows, lastReport(s)!.rows)) {
    s.power[turn] = old;
    return err(k("sameRanking"));
  }
  s.revisions = (s.revisions ?? 0) + 1;
  const r = reportData(s, turn, true, s.revisions);
  s.reports.push(r);
  sayPublic(ctx, reportMsg(r));
  return ok(undefined);
}
