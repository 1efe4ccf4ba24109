// The scheduler under a test's clock. pg-boss keeps a wake-up's due time in the database's clock
// (src/db/queue.ts arms it `dueAt − now` seconds ahead); a test moves Herald's clock (`app.clock.now`)
// days at a time. Before taking the due wake-ups, those whose row is due by Herald's clock are made due
// by the database's too — what the passing of that time would have done.
import type { App } from "../../src/app.ts";
import { runDueJobs as runDue } from "../../src/jobs/scheduler.ts";

export async function releaseDue(app: App): Promise<void> {
  await app.db.statements.run(
    `UPDATE pgboss.job SET start_after = now()
     WHERE name = 'herald-jobs' AND state IN ('created', 'retry') AND start_after > now() AND (data->>'dueAt')::timestamptz <= $1`,
    app.now(),
  );
}

/** Runs the jobs due by the test's clock (src/jobs/scheduler.ts's runDueJobs). */
export async function runDueJobs(app: App): Promise<number> {
  await releaseDue(app);
  return runDue(app);
}
