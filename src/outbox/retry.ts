// "Retry failed" in bulk, for the dashboard and the CLI: after a configuration problem that failed
// mail for good (older Herald versions did so for SMTP authentication errors) or a recipient's server
// that was fixed, every failed mail goes back to the queue as it is, with a send job of its own, — same Message-ID, so the sender
// stays idempotent — with its attempts counted afresh.
import type { App } from "../app.ts";

export async function retryFailed(app: App, filter: { to?: string } = {}): Promise<number> {
  const rows = await app.db.statements.rows<{ messageId: string }>(
    `UPDATE "Outbox" SET status = 'queued', attempts = 0, "lastError" = NULL
     WHERE status = 'failed' AND ($1::text IS NULL OR "toAddress" = $1) RETURNING "messageId"`,
    filter.to?.toLowerCase() ?? null,
  );
  // their jobs are over (failed for good): new ones send them, a batch of rows each (outbox/sender.ts)
  for (let at = 0; at < rows.length; at += 500) await app.db.jobs.sendLater(rows.slice(at, at + 500).map((r) => r.messageId));
  return rows.length;
}
