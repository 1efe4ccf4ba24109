// The scheduler: runs the Job rows whose due time has come. Due times live in the database, so a
// restart loses nothing (a job due while Herald was down runs at the next pass), and any number of
// Herald processes may run it at once on one database without a job running twice:
//  - each job runs in its own transaction, which locks its game's row first (the same order as a mail
//    does: Game, then Job — so a job and a mail on the same game never deadlock) and then claims the
//    job row with FOR UPDATE SKIP LOCKED, re-checking that it is still pending and due;
//  - the job's effects (new state, event log, mails in the outbox) and its "done" mark commit together,
//    so a crash in the middle rolls everything back and the job is simply still pending.
import type { App } from "../app.ts";
import { sendingOf } from "../outbox/outbox.ts";
import type { Work } from "../db/work.ts";
import type { Job } from "../generated/prisma/client.ts";
import type { MailContext } from "../commands/context.ts";
import { Notices } from "../commands/notices.ts";
import { JOB_DEADLINE, JOB_IDLE, JOB_REMIND } from "../commands/deadlines.ts";
import { fireDeadline, fireIdle, fireReminder, type JobOutcome } from "./fire.ts";
import { JOB_DIGEST } from "../commands/held.ts";
import { fireDigest } from "./digest.ts";

export type { JobOutcome } from "./fire.ts";
export type JobHandler = (ctx: MailContext, job: Job) => Promise<JobOutcome>;

const handlers = new Map<string, JobHandler>([
  [JOB_DEADLINE, fireDeadline],
  [JOB_REMIND, fireReminder],
  [JOB_IDLE, fireIdle],
  [JOB_DIGEST, fireDigest],
]);

/** Adds a kind of job (e.g. Killer rank reports later; tests). */
export function registerJobKind(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

const TX = { timeout: 120_000, maxWait: 60_000 };
/** After this many failed attempts a job is set aside as "failed" (and logged) instead of retried forever. */
export const MAX_JOB_ATTEMPTS = 5;

/** A command context for work that no mail caused: no sender, no account, mails written to the outbox. */
export function jobContext(app: App, work: Work, gameId: string | null): MailContext {
  return {
    app,
    work,
    tx: work.tx,
    from: app.config.MAIL_FROM,
    account: null,
    authTried: false,
    gameId,
    notices: new Notices(),
    inboundId: null,
    messageId: null,
    references: [],
    actingAdmin: null,
    mailLanguage: null,
  };
}

/** Runs one job if it is still pending and due. Returns true when this call ran it. */
async function runOne(app: App, id: number, gameId: string | null): Promise<boolean> {
  try {
    return await app.db.transaction(async (work) => {
      const tx = work.tx;
      if (gameId) await work.rows(`SELECT id FROM "Game" WHERE id = $1 FOR UPDATE`, gameId);
      const claimed = await work.rows<{ id: number }>(
        `SELECT id FROM "Job" WHERE id = $1 AND status = 'pending' FOR UPDATE SKIP LOCKED`,
        id,
      );
      if (!claimed.length) return false; // another process has it, or ran it already
      const job = await tx.job.findUniqueOrThrow({ where: { id } });
      const now = app.now();
      if (job.dueAt > now) return false; // re-armed later in the meantime
      const handler = handlers.get(job.kind);
      const ctx = jobContext(app, work, job.gameId);
      const outcome: JobOutcome = handler ? await handler(ctx, job) : "cancelled";
      if (!handler) app.log.warn({ job: job.key, kind: job.kind }, "no handler for this kind of job");
      await ctx.notices.flush(work, sendingOf(app), { inboundId: null, references: [] }, now);
      await work.flush();
      if (outcome !== "rearmed") await tx.job.update({ where: { id }, data: { status: outcome, doneAt: now } });
      return true;
    }, TX);
  } catch (e) {
    // rolled back: nothing of the job happened. Count the attempt; retry at the next pass.
    const msg = String((e as Error).message).slice(0, 1000);
    app.log.error({ jobId: id, err: e }, "a scheduled job failed");
    await app.db.prisma
      .$transaction(async (tx) => {
        const job = await tx.job.findUnique({ where: { id } });
        if (!job || job.status !== "pending") return;
        const data = (job.data ?? {}) as Record<string, unknown>;
        const attempts = Number(data.attempts ?? 0) + 1;
        await tx.job.update({
          where: { id },
          data: {
            data: { ...data, attempts, lastError: msg } as any,
            ...(attempts >= MAX_JOB_ATTEMPTS ? { status: "failed", doneAt: app.now() } : {}),
          },
        });
      }, TX)
      .catch(() => undefined);
    return false;
  }
}

/**
 * Runs every job due now (by the App's clock), oldest due first; returns how many this call ran.
 * Safe to call from several processes at once. Jobs that come due while it runs are taken too.
 */
export async function runDueJobs(app: App, limit = 1000): Promise<number> {
  const tried = new Set<number>();
  let ran = 0;
  while (tried.size < limit) {
    const due = await app.db.prisma.job.findMany({
      where: { status: "pending", dueAt: { lte: app.now() }, ...(tried.size ? { id: { notIn: [...tried] } } : {}) },
      orderBy: [{ dueAt: "asc" }, { id: "asc" }],
      take: 50,
      select: { id: true, gameId: true },
    });
    if (!due.length) break;
    for (const j of due) {
      tried.add(j.id);
      if (await runOne(app, j.id, j.gameId)) ran++;
    }
  }
  return ran;
}

/**
 * Starts running due jobs every `everyMs` (default 30 s). Returns a stop function that waits for the
 * pass in progress.
 */
export function startScheduler(app: App, everyMs = 30_000): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    if (stopped) return;
    running = runDueJobs(app)
      .catch((e) => app.log.error({ err: e }, "scheduler pass failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
