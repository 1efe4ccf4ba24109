// Rank reports: when they fall due, what they say, and how a due report waits for its power graph.
//
// A due report is kept in the state (`due`) until it is sent. State and outbox are written in one
// transaction, so a report is never sent twice nor skipped, whatever the order of TURN, POWER, kills.
import { rankReport } from "./ranking.ts";
import { civOf, destroyedAsOf, ksAsOf, playerOf, showKs, type KillerState } from "./state.ts";
import { say, sayPublic, type Ctx } from "./ctx.ts";

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
    say(ctx, "host", `A rank report is due for turn ${turn}${final ? " (final)" : ""} and needs the power graph. ` +
      `Send it best first, equal ranks joined with "=": POWER TURN ${turn} ${civs.join(" ")}`);
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
    const text = reportText(s, d.turn, d.final);
    s.lastReport = { turn: d.turn, final: d.final, text };
    sayPublic(ctx, text);
  }
  s.due = keep;
}

function label(s: KillerState, seat: number): string {
  const p = playerOf(s, seat);
  return p ? `${p.civ} (${p.name})` : `seat ${seat}`;
}

/**
 * The text of a report. It shows places, KS and who is destroyed — never a target or a hunter.
 * `revision` > 0: the administrator's REVISE of a published final report, labelled as such.
 */
export function reportText(s: KillerState, turn: number, final: boolean, revision = 0): string {
  const when = asOf({ turn, final });
  const ks = ksAsOf(s, when);
  const dead = destroyedAsOf(s, when);
  const alive = survivorsAsOf(s, when);
  const lines: string[] = [];
  const deathTurn = new Map(s.ledger.map((e) => [e.victim, e]));
  const deadLine = (seat: number, place: number, tied: boolean) => {
    const e = deathTurn.get(seat)!;
    const how = e.relation === "resigned" ? `resigned in turn ${e.turn}` : `destroyed in turn ${e.turn}`;
    return `${place}${tied ? "=" : "."} ${label(s, seat)}: ${how}, KS ${showKs(ks[seat])}`;
  };
  if (s.options.rated) {
    lines.push(revision ? `Revised final rank report (Civ turn ${turn}), revision ${revision}: it replaces the final report mailed before`
      : final ? `Final rank report (Civ turn ${turn})` : `Rank report after Civ turn ${turn}`);
    // Base ranks are re-numbered among the survivors of this report (competition ranking).
    const raw = s.power[turn];
    const base: Record<string, number> = {};
    const at = (x: number) => raw[x] ?? Number.MAX_SAFE_INTEGER; // defensive: POWER validation lists every survivor
    for (const x of alive) base[x] = 1 + alive.filter((y) => at(y) < at(x)).length;
    const rows = rankReport(base, ks, dead.map(String));
    const count = (p: number) => rows.filter((r) => r.place === p).length;
    for (const r of rows) {
      const seat = Number(r.id);
      lines.push(r.destroyed
        ? deadLine(seat, r.place, count(r.place) > 1)
        : `${r.place}${count(r.place) > 1 ? "=" : "."} ${label(s, seat)}: KS ${showKs(ks[seat])}, power rank ${r.base}`);
    }
  } else {
    lines.push(final ? `Final standings (Civ turn ${turn})` : `Standings after Civ turn ${turn}`);
    const order = [...alive].sort((a, b) => ks[b] - ks[a] || a - b);
    for (const seat of order) {
      const tied = order.filter((x) => ks[x] === ks[seat]).length > 1;
      const place = 1 + order.filter((x) => ks[x] > ks[seat]).length;
      lines.push(`${place}${tied ? "=" : "."} ${label(s, seat)}: KS ${showKs(ks[seat])}`);
    }
    for (const seat of dead) lines.push(deadLine(seat, alive.length + 1, dead.length > 1));
  }
  if (final && s.finished) lines.push(`Result: ${s.finished.summary}`);
  return lines.join("\n");
}

/** Reports due when the Civ turn goes from `from` to `to`: every multiple of reportEvery reached. */
export function periodicTurns(s: KillerState, from: number, to: number): number[] {
  const n = s.options.reportEvery;
  if (n <= 0) return [];
  const out: number[] = [];
  for (let m = (Math.floor(from / n) + 1) * n; m <= to; m += n) out.push(m);
  return out;
}
