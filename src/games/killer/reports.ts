// Rank reports: when they fall due, what they say, and how a due report waits for its power graph.
//
// A due report is kept in the state (`due`) until it is sent. State and outbox are written in one
// transaction, so a report is never sent twice nor skipped, whatever the order of TURN, POWER, kills.
import { rankReport } from "./ranking.ts";
import { civOf, destroyedAsOf, ksAsOf, playerOf, type KillerState, type Report, type ReportRow } from "./state.ts";
import { k, lines, sayPublic, type Ctx } from "./ctx.ts";
import type { Msg } from "../../i18n/msg.ts";

/** Survivors as of a report: for a periodic report, destructions after its turn do not count yet. */
export function survivorsAsOf(s: KillerState, turn: number): number[] {
  const dead = new Set(destroyedAsOf(s, turn));
  return s.players.map((p) => p.seat).filter((x) => !dead.has(x));
}

const asOf = (d: { turn: number; final: boolean }) => (d.final ? Infinity : d.turn);

/** Queue a report for `turn` (merging with one already due for that turn), then send what can go. */
export function makeDue(s: KillerState, turn: number, final: boolean, ctx: Ctx): void {
  const same = s.due.find((d) => d.turn === turn);
  if (same) same.final ||= final;
  else s.due.push({ turn, final });
  s.due.sort((a, b) => a.turn - b.turn);
  flushDue(s, ctx);
  if (s.due.some((d) => d.turn === turn)) {
    const civs = survivorsAsOf(s, asOf({ turn, final })).map((x) => civOf(s, x));
    // no secret in it (the survivors are public): the host is told too, even one who plays
    ctx.host(k("powerNeeded", { turn, final: final ? "yes" : "no", civs: civs.join(" ") }));
  }
}

/** Sends every due report that can go now (unrated: always; rated: once its power graph is in). */
export function flushDue(s: KillerState, ctx: Ctx): void {
  const keep = [];
  for (const d of s.due) {
    if (s.options.rated && !s.power[d.turn]) {
      keep.push(d);
      continue;
    }
    const r = reportData(s, d.turn, d.final);
    s.reports.push(r);
    sayPublic(ctx, reportMsg(r));
  }
  s.due = keep;
}

/**
 * The data of a report. It holds places, KS and who is destroyed — never a target or a hunter.
 * `revision` > 0: the administrator's REVISE of a published final report, labelled as such.
 */
export function reportData(s: KillerState, turn: number, final: boolean, revision = 0): Report {
  const when = asOf({ turn, final });
  const ks = ksAsOf(s, when);
  const dead = destroyedAsOf(s, when);
  const alive = survivorsAsOf(s, when);
  const deathOf = new Map(s.ledger.map((e) => [e.victim, e]));
  const row = (seat: number, place: number, tied: boolean, power: number | null): ReportRow => {
    const p = playerOf(s, seat);
    const e = dead.includes(seat) ? deathOf.get(seat) : undefined;
    return {
      seat,
      civ: p?.civ ?? civOf(s, seat),
      player: p?.name ?? "",
      place,
      tied,
      ks: ks[seat] ?? 0,
      power,
      out: e ? { resigned: e.relation === "resigned", turn: e.turn } : null,
    };
  };
  const rows: ReportRow[] = [];
  if (s.options.rated) {
    // Base ranks are re-numbered among the survivors of this report (competition ranking).
    const raw = s.power[turn];
    const base: Record<string, number> = {};
    const at = (x: number) => raw[x] ?? Number.MAX_SAFE_INTEGER; // defensive: POWER validation lists every survivor
    for (const x of alive) base[x] = 1 + alive.filter((y) => at(y) < at(x)).length;
    const ranked = rankReport(base, ks, dead.map(String));
    const count = (p: number) => ranked.filter((r) => r.place === p).length;
    for (const r of ranked) rows.push(row(Number(r.id), r.place, count(r.place) > 1, r.destroyed ? null : r.base));
  } else {
    const order = [...alive].sort((a, b) => ks[b] - ks[a] || a - b);
    for (const seat of order) {
      const tied = order.filter((x) => ks[x] === ks[seat]).length > 1;
      rows.push(row(seat, 1 + order.filter((x) => ks[x] > ks[seat]).length, tied, null));
    }
    for (const seat of dead) rows.push(row(seat, alive.length + 1, dead.length > 1, null));
  }
  return { turn, final, rated: s.options.rated, revision, rows, result: final && s.finished ? s.finished.summary : null };
}

/** Two reports list the same rows (field by field: stored state may come back with its keys reordered). */
export function sameRows(a: readonly ReportRow[], b: readonly ReportRow[]): boolean {
  const key = (r: ReportRow) =>
    [r.seat, r.civ, r.player, r.place, r.tied, r.ks, r.power, r.out ? `${r.out.resigned}:${r.out.turn}` : "in"].join("|");
  return a.length === b.length && a.every((r, i) => key(r) === key(b[i]));
}

/** A report as one message: its heading, a line per civilization, and the result of a final one. */
export function reportMsg(r: Report): Msg {
  const head = r.revision
    ? k("reportRevised", { turn: r.turn, revision: r.revision })
    : r.rated
      ? k(r.final ? "reportFinal" : "reportPeriodic", { turn: r.turn })
      : k(r.final ? "standingsFinal" : "standingsPeriodic", { turn: r.turn });
  const rows = r.rows.map((x) => {
    const p = { place: x.place, tied: x.tied ? "yes" : "no", civ: x.civ, player: x.player, ks: x.ks };
    if (x.out) return k(x.out.resigned ? "rowResigned" : "rowDestroyed", { ...p, turn: x.out.turn });
    return x.power === null ? k("rowStanding", p) : k("rowRanked", { ...p, power: x.power });
  });
  return lines([head, ...rows, ...(r.result ? [k("reportResult", { summary: r.result })] : [])]);
}

/** Reports due when the Civ turn goes from `from` to `to`: every multiple of reportEvery reached. */
export function periodicTurns(s: KillerState, from: number, to: number): number[] {
  const n = s.options.reportEvery;
  if (n <= 0) return [];
  const out: number[] = [];
  for (let m = (Math.floor(from / n) + 1) * n; m <= to; m += n) out.push(m);
  return out;
}
