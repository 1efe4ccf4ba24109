// Power graphs (rated games): POWER stores one for a report, and REVISE corrects the published final
// report's one — the only way a final report changes once mailed, and it says so in its first line.
import { err, ok, type Result } from "../engine.ts";
import { civOf, resolveCiv, type KillerState } from "./state.ts";
import { flushDue, reportText, survivorsAsOf } from "./reports.ts";
import { say, sayPublic, type Ctx } from "./ctx.ts";

/** Groups of equals, best first → seat → rank; every survivor as of `asOf` must be listed, once. */
export function readPower(s: KillerState, groups: string[][], asOf: number): Result<Record<string, number>> {
  const raw: Record<string, number> = {};
  let above = 0;
  for (const g of groups) {
    for (const name of g) {
      const c = resolveCiv(s, name);
      if (!c.ok) return err(c.error);
      if (String(c.seat) in raw) return err(`${civOf(s, c.seat)} appears twice in the power graph`);
      raw[c.seat] = above + 1;
    }
    above += g.length;
  }
  const missing = survivorsAsOf(s, asOf).filter((x) => !(String(x) in raw));
  if (missing.length) return err(`the power graph must list every surviving civilization; missing: ${missing.map((x) => civOf(s, x)).join(", ")}`);
  return ok(raw);
}

/** True once the final report has been mailed: from then on it is frozen (REVISE is the way to correct it). */
export const finalPublished = (s: KillerState): boolean => !!s.finished && !!s.lastReport?.final;

const FROZEN = "the final report has been published and is frozen: RANKS re-sends it, " +
  "and REVISE <civ> <civ>=<civ> … mails a revised final report (rated games)";

/** POWER [TURN n] …: the graph the oldest waiting report needs (without TURN), else the given or current turn's. */
export function power(s: KillerState, turnGiven: number | null, groups: string[][], ctx: Ctx): Result<void> {
  if (!s.options.rated) return err("this game is not rated: it needs no power graph");
  const turn = turnGiven ?? s.due.find((d) => !s.power[d.turn])?.turn ?? s.turn;
  if (turn > s.turn) return err(`turn ${turn} is ahead of the Civ game (turn ${s.turn})`);
  const due = s.due.find((d) => d.turn === turn);
  if (s.finished && !due)
    return err(finalPublished(s) ? FROZEN : `the game is over: only the power graph of turn ${s.due[0]?.turn ?? s.turn} is still needed`);
  const raw = readPower(s, groups, due?.final ? Infinity : turn);
  if (!raw.ok) return raw;
  s.power[turn] = raw.value;
  const before = s.due.length;
  flushDue(s, ctx);
  if (s.due.length === before) say(ctx, "admin", `Power graph for turn ${turn} stored; no report was waiting for it (REPORT sends one now).`);
  return ok(undefined);
}

/** REPORT after the end: refused once the final report is out (it would be a second, different one). */
export const reportRefusal = (s: KillerState): string | null =>
  !s.finished ? null : finalPublished(s) ? FROZEN : "the final report is waiting for the power graph: POWER sends it";

/** REVISE …: a corrected power graph for the published final report, mailed as a labelled revision. */
export function revise(s: KillerState, groups: string[][], ctx: Ctx): Result<void> {
  if (!s.options.rated) return err("this game is not rated: its final standings follow from the kills alone, there is nothing to revise");
  if (!finalPublished(s)) return err("REVISE corrects a published final report; there is none yet");
  const turn = s.lastReport!.turn;
  const raw = readPower(s, groups, Infinity);
  if (!raw.ok) return raw;
  const old = s.power[turn];
  s.power[turn] = raw.value;
  const body = (t: string) => t.split("\n").slice(1).join("\n");
  if (body(reportText(s, turn, true)) === body(s.lastReport!.text)) {
    s.power[turn] = old;
    return err("that power graph gives the same final ranking: there is nothing to revise");
  }
  s.revisions = (s.revisions ?? 0) + 1;
  const text = reportText(s, turn, true, s.revisions);
  s.lastReport = { turn, final: true, text };
  sayPublic(ctx, text);
  return ok(undefined);
}
