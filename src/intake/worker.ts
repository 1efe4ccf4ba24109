// This process's worker of the inbound queue (src/db/queue.ts INBOUND_QUEUE): it runs the stored mail
// whatever stored it. Every instance that reads mail runs one, so several instances are simply several
// workers of one queue: pg-boss hands each job to one of them (its fetch claims with FOR UPDATE SKIP
// LOCKED), one job of a game's group at a time, the earliest first, and gives the job of a worker that
// stopped beating (killed) to another after its heartbeat.
//
// A job is only the mail's turn: processInbound claims the row itself (inbound.ts), so a job delivered
// twice, or one whose mail its caller already ran (submitRaw), does nothing. A mail still pending after
// its run is "held": an earlier mail sharing one of its lanes is not done yet (another group's job, or
// one of its own group waiting for a retry), or another process holds it, or its attempt failed and it is
// tried again (three failures quarantine it). Held behind an earlier mail, the worker runs that one first
// (two mails stored in the same instant can share a creation time, and a mail of two lanes is in one
// group). Still held, the job fails and pg-boss retries it a second or so later; the last allowed try
// leaves the mail to the start's pass over pending mail (inbound.ts armPending).
import type { App } from "../app.ts";
import { INBOUND_POLICY, INBOUND_QUEUE, type InboundJob } from "../db/queue.ts";
import { loadInbound } from "./lazy.ts";

type Attempt = { id: string; data: InboundJob; retryCount: number };

/** What happened to one job: its mail ended (or was done already), or it is tried again. */
export async function runInboundJob(app: App, job: Attempt): Promise<"done" | "again"> {
  const { processInbound, holdingBack } = await loadInbound();
  const mail = { mail: job.data.mail };
  let r = await processInbound(app, mail);
  if (r === "done") return "done";
  // a mail held by an earlier one runs that one first, and again; a chain of them is followed a few steps
  const [row] = await app.db.statements.rows<{ id: number }>(
    `SELECT id FROM "InboundMessage" WHERE "dedupeKey" = $1`,
    job.data.mail,
  );
  for (let step = 0; row && r === "held" && step < 8; step++) {
    const first = await holdingBack(app, row.id);
    if (first === null || (await processInbound(app, first)) === "held") break;
    r = await processInbound(app, mail);
  }
  if (r === "done") return "done";
  if (job.retryCount >= INBOUND_POLICY.retryLimit) {
    app.log.error({ inboundId: row?.id }, "a mail is still held after every try; the next start runs it");
    return "done";
  }
  return "again";
}

/**
 * Starts this process's workers, MAIL_CONCURRENCY of them (one mail each at a time: a mail that waits on
 * a game's lock holds up no other); returns the stop function (which waits for the mails in flight).
 */
export function startIntake(
  app: App,
  options: {
    pollMs?: number;
    /** told each mail (its dedupe key) whose job this process ended (tests, benchmarks) */
    onRun?: (mail: string) => void;
  } = {},
): () => Promise<void> {
  const boss = app.db.jobs.boss;
  // how another instance's mail, and a retry that has come due, are found: nothing wakes a worker for them
  const poll = Math.max(0.5, (options.pollMs ?? 1000) / 1000);
  /** the first worker looks every `poll`; the others only when woken (or every half minute) */
  const pollOf = (n: number) => (n === 0 ? poll : Math.max(poll, 30));
  const busy = new Set<number>();
  /** the workers' ids, once pg-boss has started them */
  let ids: string[] = [];
  function wakeIdle(): void {
    const idle = ids.findIndex((_, n) => !busy.has(n));
    if (idle >= 0) boss.notifyWorker(ids[idle]);
  }
  const workers = Promise.all(
    Array.from({ length: app.config.MAIL_CONCURRENCY }, (_, n) =>
      boss.work<InboundJob>(
        INBOUND_QUEUE,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: pollOf(n), groupConcurrency: 1 },
        async ([j]) => {
          busy.add(n);
          // a job found: an idle worker looks for the next, and so on while there are some (a burst
          // takes every worker within a few fetches; the last one finds none)
          wakeIdle();
          try {
            if ((await runInboundJob(app, j as unknown as Attempt)) === "again") throw new Error("held: tried again");
            options.onRun?.(j.data.mail);
          } catch (err) {
            // processInbound records the mail's own failures; this is a mail held, or the database gone away
            if ((err as Error).message !== "held: tried again")
              app.log.warn({ mail: j.data.mail, err }, "running a stored mail failed; tried again");
            throw err;
          } finally {
            busy.delete(n);
            // a worker that ran a job looks for the next at once: a burst is not paced by the poll (one
            // that finds none waits to be woken, or for its poll)
            if (ids[n]) boss.notifyWorker(ids[n]);
          }
        },
      ),
    ),
  ).then(
    (started) => void (ids = started),
    // pg-boss stopped before the workers started (a stop asked during the start): nothing to run
    (err) => app.log.warn({ err }, "the stored mail's workers did not start"),
  );
  // a mail stored here: an idle worker fetches now (with none idle, each busy one fetches as it ends)
  app.intakeWake = wakeIdle;
  return async () => {
    app.intakeWake = null;
    await workers;
    await Promise.all(ids.map((id) => boss.offWork(INBOUND_QUEUE, { id, wait: true })));
  };
}

/**
 * The mail pending when this process started (ids up to `upTo`, 0: none): caughtUp() once none of it is
 * pending any more, whichever instance ran it (asked every 500 ms until then, not after).
 */
export function watchBacklog(app: App, upTo: number, stop: () => boolean): { caughtUp(): boolean } {
  let left = upTo > 0;
  void (async () => {
    while (left && !stop()) {
      const [r] = await app.db.statements
        .rows<{ n: number }>(`SELECT count(*)::int AS n FROM "InboundMessage" WHERE status = 'pending' AND id <= $1`, upTo)
        .catch(() => [{ n: 1 }]);
      if (r.n === 0) left = false;
      else await new Promise((ok) => setTimeout(ok, 500));
    }
  })();
  return { caughtUp: () => !left };
}
