// The scheduler under a test's clock. pg-boss keeps a wake-up's due time in the database's clock
// (src/db/queue.ts arms it `dueAt − now` seconds ahead); a test moves Herald's clock (`app.clock.now`)
// days at a time. Before taking the due wake-ups, those whose row is due by Herald's clock are made due
// by the database's too — what the passing of that time would have done.
import type { App } from "../../src/app.ts";
import { JOB_KINDS, runDueJobs as runDue, type JobKinds } from "../../src/service/jobs/scheduler.ts";
import { WEBHOOK_QUEUE, type PostJob } from "../../src/db/queue.ts";
import { deliver } from "../../src/outbox/webhooks.ts";

export async function releaseDue(app: App): Promise<void> {
  await app.db.statements.run(
    `UPDATE pgboss.job SET start_after = now()
     WHERE name = 'herald-jobs' AND state IN ('created', 'retry') AND start_after > now() AND (data->>'dueAt')::timestamptz <= $1`,
    app.now(),
  );
}

/** Runs the jobs due by the test's clock (src/service/jobs/scheduler.ts's runDueJobs), of Herald's kinds or `kinds`. */
export async function runDueJobs(app: App, kinds: JobKinds = JOB_KINDS): Promise<number> {
  await releaseDue(app);
  return runDue(app, kinds);
}

/**
 * Runs the webhook jobs that are due (src/outbox/webhooks.ts's `deliver`, one at a time), as the queue's
 * workers would; `release` first makes the retries waiting for their backoff due at once (the passing of
 * that time). Returns how many jobs ran, and how many of them threw (pg-boss retries those).
 */
export async function runWebhookJobs(app: App, { release = false } = {}): Promise<{ ran: number; threw: number }> {
  if (release)
    await app.db.statements.run(
      `UPDATE pgboss.job SET start_after = now() WHERE name = '${WEBHOOK_QUEUE}' AND state = 'retry' AND start_after > now()`,
    );
  const boss = app.db.jobs.boss;
  const out = { ran: 0, threw: 0 };
  for (;;) {
    const batch = await boss.fetch<PostJob>(WEBHOOK_QUEUE, { batchSize: 50, includeMetadata: true });
    if (!batch.length) return out;
    for (const j of batch) {
      out.ran++;
      try {
        await deliver(app, j);
        await boss.complete(WEBHOOK_QUEUE, j.id);
      } catch (e) {
        out.threw++;
        await boss.fail(WEBHOOK_QUEUE, j.id, { message: String((e as Error).message) });
      }
    }
  }
}
