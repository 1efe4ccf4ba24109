// The scheduler: fires the Job rows whose due time has come, woken by pg-boss (src/db/queue.ts). Due
// times live in the database, so a restart loses nothing (a wake-up due while Herald was down is taken
// at the next fetch), and any number of Herald processes may work the queue on one database:
//  - pg-boss hands each wake-up to one worker (its fetch claims with FOR UPDATE SKIP LOCKED);
//  - the row is fired in its own transaction, which locks its game's row first (the same order as a mail
//    does: Game, then Job) and then the Job row, re-checking that it is still pending and due. Two
//    wake-ups of one row (re-armed, or delivered again after a crash between our commit and pg-boss's
//    complete) fire it once: the second finds it done;
//  - the job's effects (new state, event log, mails in the outbox) and its "done" mark commit together,
//    so a crash in the middle rolls everything back and the row is still pending; pg-boss retries the
//    wake-up by its queue's policy (retryLimit, backoff), and after the last try the row is "failed".
import type { App } from "../../app.ts";
import { sendingOf } from "../../outbox/outbox.ts";
import type { Work } from "../../db/work.ts";
import { JOB_QUEUE, workerStarted, type WakeUp } from "../../db/queue.ts";
import type { Job } from "../../generated/prisma/client.ts";
import type { Session } from "../context.ts";
import { Notices } from "../notices.ts";
import { JOB_DEADLINE, JOB_IDLE, JOB_REMIND } from "../deadlines.ts";
import { fireDeadline, fireIdle, fireReminder, type JobOutcome } from "./fire.ts";
import { JOB_DIGEST } from "../held.ts";
import { fireDigest } from "./digest.ts";

export type { JobOutcome } from "./fire.ts";
export type JobHandler = (ctx: Session, job: Job) => Promise<JobOutcome>;

/** What fires each kind of job, by its kind. */
export type JobKinds = ReadonlyMap<string, JobHandler>;

/**
 * Herald's kinds of job: a constant, passed down to the scheduler's functions (a test passes a table of
 * its own, these and its kinds); nothing adds to it as modules load.
 */
export const JOB_KINDS: JobKinds = new Map<string, JobHandler>([
  [JOB_DEADLINE, fireDeadline],
  [JOB_REMIND, fireReminder],
  [JOB_IDLE, fireIdle],
  [JOB_DIGEST, fireDigest],
]);

const TX = { timeout: 120_000, maxWait: 60_000 };

/** The session of work that no mail caused: nobody acting, its mails written to the outbox. */
export function jobSession(app: App, work: Work, gameId: string | null): Session {
  return { app, work, tx: work.tx, account: null, actingAdmin: null, gameId, notices: new Notices() };
}

/** Fires the row a wake-up names if it is still pending and due. Returns true when this call ran it. */
async function runOne(app: App, wake: WakeUp, kinds: JobKinds): Promise<boolean> {
  return app.db.transaction(async (work) => {
    const tx = work.tx;
    const [row] = await work.rows<{ id: number; gameId: string | null }>(
      `SELECT id, "gameId" FROM "Job" WHERE key = $1`,
      wake.key,
    );
    if (!row) return false; // renamed by a ROLLBACK: the decisions it restored have rows of their own
    if (row.gameId) await work.rows(`SELECT id FROM "Game" WHERE id = $1 FOR UPDATE`, row.gameId);
    const claimed = await work.rows<{ id: number }>(
      `SELECT id FROM "Job" WHERE id = $1 AND status = 'pending' FOR UPDATE`,
      row.id,
    );
    if (!claimed.length) return false; // ran already, or cancelled
    const job = await tx.job.findUniqueOrThrow({ where: { id: row.id } });
    const now = app.now();
    if (job.dueAt > now) {
      // early by the database's clock, or re-armed later: the wake-up armed with this due time comes again
      if (job.dueAt.toISOString() === wake.dueAt) work.arm(now, [job]);
      return false;
    }
    const handler = kinds.get(job.kind);
    const ctx = jobSession(app, work, job.gameId);
    const outcome: JobOutcome = handler ? await handler(ctx, job) : "cancelled";
    if (!handler) app.log.warn({ job: job.key, kind: job.kind }, "no handler for this kind of job");
    await ctx.notices.flush(work, sendingOf(app), { inboundId: null, references: [] }, now);
    await work.flush();
    if (outcome !== "rearmed") await tx.job.update({ where: { id: row.id }, data: { status: outcome, doneAt: now } });
    return true;
  }, TX);
}

/** A wake-up's try failed (rolled back: nothing of the job happened): noted on its row, "failed" after the last. */
async function noteFailure(app: App, key: string, e: unknown, last: boolean): Promise<void> {
  const msg = String((e as Error).message).slice(0, 1000);
  app.log.error({ job: key, err: e }, "a scheduled job failed");
  await app.db.prisma
    .$transaction(async (tx) => {
      const job = await tx.job.findUnique({ where: { key } });
      if (!job || job.status !== "pending") return;
      const data = (job.data ?? {}) as Record<string, unknown>;
      const attempts = Number(data.attempts ?? 0) + 1;
      await tx.job.update({
        where: { id: job.id },
        data: { data: { ...data, attempts, lastError: msg } as any, ...(last ? { status: "failed", doneAt: app.now() } : {}) },
      });
    }, TX)
    .catch(() => undefined);
}

/**
 * Takes the wake-ups due now and fires their rows; returns how many rows this call ran. Safe to call
 * from several processes at once (pg-boss gives each wake-up to one of them).
 */
export async function runDueJobs(app: App, kinds: JobKinds = JOB_KINDS, limit = 1000): Promise<number> {
  const queue = app.db.jobs;
  let ran = 0;
  for (let taken = 0; taken < limit;) {
    const batch = await queue.take(50);
    if (!batch.length) break;
    taken += batch.length;
    for (const j of batch) {
      try {
        if (await fire(app, j, kinds)) ran++;
        await queue.done(j.id);
      } catch (e) {
        await queue.failed(j.id, String((e as Error).message));
      }
    }
  }
  return ran;
}

/** Fires one wake-up's row; a failure is noted on the row and thrown for pg-boss to retry. */
async function fire(app: App, j: { data: WakeUp; retryCount: number; retryLimit: number }, kinds: JobKinds): Promise<boolean> {
  try {
    return await runOne(app, j.data, kinds);
  } catch (e) {
    await noteFailure(app, j.data.key, e, j.retryCount >= j.retryLimit);
    throw e;
  }
}

/**
 * This process's worker of the queue: pg-boss polls every `everyMs` (default 30 s) and hands it the due
 * wake-ups one at a time. Returns a stop function that waits for the one in progress.
 */
export function startScheduler(app: App, everyMs = 30_000, kinds: JobKinds = JOB_KINDS): () => Promise<void> {
  const boss = app.db.jobs.boss;
  const started = workerStarted(
    boss.work<WakeUp>(
      JOB_QUEUE,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: Math.max(0.5, everyMs / 1000) },
      async ([j]) => void (await fire(app, j as unknown as Parameters<typeof fire>[1], kinds)),
    ),
    app.log,
  );
  return async () => {
    const id = await started;
    if (id) await boss.offWork(JOB_QUEUE, { id, wait: true });
  };
}
