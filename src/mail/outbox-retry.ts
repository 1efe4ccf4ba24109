// "Retry failed" in bulk, for the dashboard and the CLI: after a configuration problem that failed
// mail for good (older Herald versions did so for SMTP authentication errors) or a recipient's server
// that was fixed, every failed mail goes back to the queue as it is — same Message-ID, so the sender
// stays idempotent — with its attempts counted afresh.
import type { App } from "../app.ts";

export async function retryFailed(app: App, filter: { to?: string } = {}): Promise<number> {
  const r = await app.db.prisma.outbox.updateMany({
    where: { status: "failed", ...(filter.to ? { toAddress: filter.to.toLowerCase() } : {}) },
    data: { status: "queued", attempts: 0, nextAttemptAt: app.now(), lastError: null },
  });
  return r.count;
}
