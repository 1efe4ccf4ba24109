// Deadlines and reminders as rows of the Job table. Every decision a game is waiting for (engine
// `pending()`: seat + key) gets one "deadline" job and, before it, one "remind" job. The jobs are armed
// (and the stale ones cancelled) inside the same transaction as the state change that opened or closed
// the decision — `announce` calls `syncDeadlines` after every change — so a crash never leaves a
// decision without its deadline, and a decision already made never keeps a live reminder.
//
// Job keys: "deadline:<game>:<seat|admin>:<pending key>", "remind:…" with the same tail, "idle:<game>".
// A key that already has a row means the decision is not new (same key = same decision: its deadline
// does not restart); RESUME, DEADLINE and VACATION re-arm explicitly. ROLLBACK moves the game's rows
// out of the way (their keys suffixed "#rollback-<step>", src/commands/rollback.ts): the decisions it
// restores, and those the game reaches again, are new.
//
// This bookkeeping lives in src/service because the verbs (src/commands) and the scheduled jobs
// (src/service/jobs) both arm and re-arm deadlines; the service never imports the verbs.
import type { Tx } from "../db/client.ts";
import type { Statement, Work } from "../db/work.ts";
import type { Game } from "../generated/prisma/client.ts";
import type { Pending } from "../games/engine.ts";
import { m, type Msg } from "../i18n/msg.ts";
import { JOB_DIGEST } from "./held.ts";

export const JOB_DEADLINE = "deadline";
export const JOB_REMIND = "remind";
export const JOB_IDLE = "idle";

/** A re-armed deadline (DEADLINE, VACATION) never falls sooner than this after the change. */
export const REARM_GRACE_SECONDS = 3600;

const who = (seat: number | null) => (seat === null ? "admin" : String(seat));
export const deadlineKey = (gameId: string, seat: number | null, pkey: string) =>
  `${JOB_DEADLINE}:${gameId}:${who(seat)}:${pkey}`;
export const remindKey = (gameId: string, seat: number | null, pkey: string) => `${JOB_REMIND}:${gameId}:${who(seat)}:${pkey}`;
export const idleKey = (gameId: string) => `${JOB_IDLE}:${gameId}`;

/** What a deadline or reminder job carries. */
export interface DecisionData {
  seat: number | null;
  pkey: string;
  /** when the decision opened (ISO): re-arming after DEADLINE or VACATION counts from here */
  openedAt: string;
}

export interface Absence {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The deadline of a decision opened at `openedAt`: `deadlineSeconds` later, plus the part of the
 * player's absence that falls inside that window (the player gets the whole deadline outside the
 * absence), the stretch capped at `capSeconds`.
 */
export function stretchedDue(openedAt: Date, deadlineSeconds: number, absence: Absence | null, capSeconds: number): Date {
  const o = openedAt.getTime();
  let due = o + deadlineSeconds * 1000;
  if (absence) {
    const from = absence.startsAt.getTime();
    const to = absence.endsAt.getTime();
    if (to > o && from < due) due += Math.min(to - Math.max(from, o), Math.max(0, capSeconds) * 1000);
  }
  return new Date(due);
}

/** The reminder: `remindSeconds` before the deadline, but never in the first half of the window. */
export function remindAt(openedAt: Date, due: Date, remindSeconds: number): Date | null {
  if (remindSeconds <= 0) return null;
  const half = openedAt.getTime() + (due.getTime() - openedAt.getTime()) / 2;
  return new Date(Math.max(due.getTime() - remindSeconds * 1000, half));
}

/** "Tue 2026-12-01 12:00 UTC (2d left)", as a message; `short`: "Tue 2026-12-01 12:00 UTC, 2d left". */
export function formatDue(due: Date, now: Date, short = false): Msg {
  const left = due.getTime() - now.getTime();
  return m(short ? "core.dueShort" : "core.due", {
    day: m(`core.weekday${due.getUTCDay()}`),
    date: due.toISOString().slice(0, 16).replace("T", " "),
    left: left > 0 ? m("core.timeLeft", { time: durationMsg(left / 1000) }) : m("core.timePassed"),
  });
}

/** "2026-12-05" */
export const day = (d: Date) => d.toISOString().slice(0, 10);

type SeatRef = { seat: number; accountId: number };

async function absenceOf(tx: Tx, accountId: number | null): Promise<Absence | null> {
  if (accountId === null) return null;
  return tx.vacation.findUnique({ where: { accountId } });
}

/** A job to (re)arm: inserted, or its pending row's due time and data replaced. */
interface JobWrite {
  kind: string;
  key: string;
  gameId: string;
  dueAt: Date;
  data: object;
}

/** What arming one decision writes: its deadline, its reminder, or the reminder's cancellation. */
interface Armed {
  due: Date;
  writes: JobWrite[];
  cancelKey: string | null;
}

/**
 * Upserts jobs in one statement, whatever their number (a move arms a deadline and a reminder; the
 * client's upsert was a round trip each). Dates are the service's, written as the client writes them.
 */
async function writeJobs(work: Work, jobs: JobWrite[], cancelKeys: string[], now: Date): Promise<void> {
  const writes: Statement[] = [];
  if (jobs.length) {
    const params: unknown[] = [];
    const values = jobs.map((j) => {
      params.push(j.kind, j.gameId, j.key, j.dueAt, JSON.stringify(j.data), new Date());
      const b = params.length - 6;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}::jsonb, 'pending', $${b + 6})`;
    });
    writes.push({
      sql: `INSERT INTO "Job" (kind, "gameId", key, "dueAt", data, status, "createdAt") VALUES ${values.join(", ")}
       ON CONFLICT (key) DO UPDATE SET "dueAt" = EXCLUDED."dueAt", data = EXCLUDED.data, status = 'pending', "doneAt" = NULL`,
      params,
    });
  }
  if (cancelKeys.length)
    writes.push({
      sql: `UPDATE "Job" SET status = 'cancelled', "doneAt" = $2 WHERE key = ANY($1::text[]) AND status = 'pending'`,
      params: [cancelKeys, now],
    });
  // in one round trip, in order, with whatever the work has queued before them
  await work.all(writes);
  work.arm(now, jobs);
}

/**
 * The deadline and the reminder of one decision (pure: nothing written). `floor`: the deadline is not
 * earlier than this.
 */
function armed(game: Game, p: Pending, absence: Absence | null, openedAt: Date, now: Date, floor: Date | null): Armed {
  let due = stretchedDue(openedAt, game.deadlineSeconds, absence, game.vacationCapSeconds);
  if (floor && due < floor) due = floor;
  const data: DecisionData = { seat: p.seat, pkey: p.key, openedAt: openedAt.toISOString() };
  const writes: JobWrite[] = [
    { kind: JOB_DEADLINE, key: deadlineKey(game.id, p.seat, p.key), gameId: game.id, dueAt: due, data },
  ];
  const rAt = remindAt(openedAt, due, game.remindSeconds);
  const rKey = remindKey(game.id, p.seat, p.key);
  if (rAt && rAt > now) writes.push({ kind: JOB_REMIND, key: rKey, gameId: game.id, dueAt: rAt, data });
  return { due, writes, cancelKey: rAt && rAt > now ? null : rKey };
}

/** The decisions a game waits for, one per (seat, key), only for seats still in the game. */
function live(pend: Pending[], seats: SeatRef[]): Pending[] {
  const seen = new Set<string>();
  return pend.filter((p) => {
    if (p.seat !== null && !seats.some((s) => s.seat === p.seat)) return false;
    const k = `${who(p.seat)}:${p.key}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * After a state change of a running game: cancels the deadlines and reminders of decisions no longer
 * pending, arms those of new decisions (opened now). Returns the live deadlines by deadline job key.
 * Two round trips on a move, whatever the number of decisions: one cancels the stale jobs and reads
 * the live decisions' jobs and the awaited players' absences (with whatever the work has queued, such
 * as the move's own state and event); one writes the new jobs.
 */
export async function syncDeadlines(
  work: Work,
  game: Game,
  seats: SeatRef[],
  pend: Pending[],
  now: Date,
): Promise<Map<string, Date>> {
  const decisions = live(pend, seats);
  const keys = decisions.flatMap((p) => [deadlineKey(game.id, p.seat, p.key), remindKey(game.id, p.seat, p.key)]);
  const deadlineKeys = decisions.map((p) => deadlineKey(game.id, p.seat, p.key));
  const accountOf = (p: Pending) => seats.find((s) => s.seat === p.seat)?.accountId ?? null;
  const accounts = [...new Set(decisions.map(accountOf).filter((a): a is number => a !== null))];
  // the stale jobs are cancelled first, in the same round trip as the read that follows
  work.write(
    `UPDATE "Job" SET status = 'cancelled', "doneAt" = $2
     WHERE "gameId" = $1 AND status = 'pending' AND kind IN ('${JOB_DEADLINE}', '${JOB_REMIND}') AND NOT (key = ANY($3::text[]))`,
    game.id,
    now,
    keys,
  );
  const found = await work.rows<{
    t: "job" | "away";
    key: string | null;
    status: string | null;
    dueAt: Date | null;
    accountId: number | null;
    startsAt: Date | null;
    endsAt: Date | null;
  }>(
    `SELECT 'job' AS t, key, status, "dueAt", NULL::int AS "accountId", NULL::timestamp(3) AS "startsAt", NULL::timestamp(3) AS "endsAt"
       FROM "Job" WHERE key = ANY($1::text[])
     UNION ALL
     SELECT 'away', NULL, NULL, NULL, "accountId", "startsAt", "endsAt" FROM "Vacation" WHERE "accountId" = ANY($2::int[])`,
    deadlineKeys,
    accounts,
  );
  const existing = new Map(found.filter((r) => r.t === "job").map((r) => [r.key!, r]));
  const away = new Map(
    found.filter((r) => r.t === "away").map((r) => [r.accountId!, { startsAt: r.startsAt!, endsAt: r.endsAt! }]),
  );
  const dues = new Map<string, Date>();
  for (const [key, j] of existing) if (j.status === "pending") dues.set(key, j.dueAt!);
  const writes: JobWrite[] = [];
  const cancels: string[] = [];
  for (const p of decisions) {
    const key = deadlineKey(game.id, p.seat, p.key);
    if (existing.has(key)) continue;
    const accountId = accountOf(p);
    const a = armed(game, p, accountId === null ? null : (away.get(accountId) ?? null), now, now, null);
    dues.set(key, a.due);
    writes.push(...a.writes);
    if (a.cancelKey) cancels.push(a.cancelKey);
  }
  await writeJobs(work, writes, cancels, now);
  return dues;
}

/**
 * Re-arms the deadlines of the decisions pending now. "fresh": a whole new deadline from now (RESUME);
 * "keep": counted from when each decision opened, with the game's current deadline and the players'
 * current absences (DEADLINE, VACATION), never sooner than REARM_GRACE_SECONDS from now.
 * `onlySeats` limits it to some seats. Returns the new deadlines by seat (null = administrator).
 */
export async function rearmDeadlines(
  work: Work,
  game: Game,
  seats: SeatRef[],
  pend: Pending[],
  now: Date,
  mode: "fresh" | "keep",
  onlySeats?: number[],
): Promise<Array<{ seat: number | null; due: Date }>> {
  const out: Array<{ seat: number | null; due: Date }> = [];
  for (const p of live(pend, seats)) {
    if (onlySeats && (p.seat === null || !onlySeats.includes(p.seat))) continue;
    const job = await work.tx.job.findUnique({ where: { key: deadlineKey(game.id, p.seat, p.key) } });
    const opened = mode === "keep" && job ? new Date((job.data as unknown as DecisionData).openedAt ?? now) : now;
    const floor = mode === "keep" ? new Date(now.getTime() + REARM_GRACE_SECONDS * 1000) : null;
    const accountId = seats.find((s) => s.seat === p.seat)?.accountId ?? null;
    const a = armed(game, p, await absenceOf(work.tx, accountId), opened, now, floor);
    await writeJobs(work, a.writes, a.cancelKey ? [a.cancelKey] : [], now);
    out.push({ seat: p.seat, due: a.due });
  }
  return out;
}

/** Cancels every live job of a game (it ended). */
export async function cancelGameJobs(tx: Tx, gameId: string, now: Date): Promise<void> {
  // a digest still to send is not the game's to cancel: the news it holds is sent (src/service/held.ts)
  await tx.job.updateMany({
    where: { gameId, status: "pending", kind: { not: JOB_DIGEST } },
    data: { status: "cancelled", doneAt: now },
  });
}

/** (Re)starts the host's "no administrator command for a while" reminder (option turnReminder). */
export async function armIdle(work: Work, game: Game, now: Date): Promise<void> {
  if (!game.turnReminderSeconds) return;
  const dueAt = new Date(now.getTime() + game.turnReminderSeconds * 1000);
  await writeJobs(
    work,
    [{ kind: JOB_IDLE, key: idleKey(game.id), gameId: game.id, dueAt, data: { since: now.toISOString() } }],
    [],
    now,
  );
}

// Durations as players type them: "48h", "2d", "90m", "1d12h", "3600" (seconds).
// Longer than MAX_DURATION is refused like any bad duration (a due date years away overflows dates and
// helps nobody).
const UNIT: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };
export const MAX_DURATION = 366 * 86400;

export function parseDuration(text: string): number | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, "");
  if (t.length > 40) return null;
  let total = 0;
  if (/^\d+$/.test(t)) total = Number(t);
  else if (/^(\d+[smhdw])+$/.test(t)) for (const m of t.matchAll(/(\d+)([smhdw])/g)) total += Number(m[1]) * UNIT[m[2]];
  else return null;
  return total > 0 && total <= MAX_DURATION ? total : null;
}

/** A duration in whole days, hours and minutes ([["d", 1], ["h", 12]]), or its seconds when under a minute. */
function durationParts(seconds: number): Array<["d" | "h" | "m" | "s", number]> {
  const parts: Array<["d" | "h" | "m" | "s", number]> = [];
  let s = Math.max(0, Math.round(seconds));
  for (const [u, n] of [
    ["d", 86400],
    ["h", 3600],
    ["m", 60],
  ] as const) {
    if (s >= n) {
      parts.push([u, Math.floor(s / n)]);
      s %= n;
    }
  }
  if (!parts.length) parts.push(["s", s]);
  return parts;
}

export function formatDuration(seconds: number): string {
  return durationParts(seconds)
    .map(([u, n]) => `${n}${u}`)
    .join(" ");
}

/** A duration as a message: "1d 12h" in English, "1 ημ. 12 ώρ." in Greek (the units from the catalogs). */
export function durationMsg(seconds: number): Msg {
  const parts: Msg[] = durationParts(seconds).map(([u, n]) => m(`core.unit.${u}`, { n }));
  // "a b c" as nested pairs, so that a message parameter carries the whole duration
  return parts.reduceRight((b, a) => m("core.pair", { a, b }));
}
