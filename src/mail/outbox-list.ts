// Reading the outbox, for the CLI in local mode ("the outbox is the players' inboxes").
import type { App } from "../app.ts";

export interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  kind: string;
  status: string;
  replyTo: string | null;
  createdAt: string;
  body: string;
}

export async function listOutbox(app: App, q: { to?: string; sinceId?: number; limit?: number }): Promise<OutboxItem[]> {
  const rows = await app.db.prisma.outbox.findMany({
    where: { ...(q.to ? { toAddress: q.to.toLowerCase() } : {}), ...(q.sinceId ? { id: { gt: q.sinceId } } : {}) },
    orderBy: { id: "asc" },
    take: q.limit ?? 1000,
  });
  return rows.map((r) => ({
    id: r.id, to: r.toAddress, subject: r.subject, kind: r.kind, status: r.status, replyTo: r.replyTo,
    createdAt: r.createdAt.toISOString(), body: r.body,
  }));
}

export function formatOutbox(items: OutboxItem[]): string {
  if (!items.length) return "(no mail)";
  return items
    .map((m) => [`#${m.id}  ${m.createdAt}  [${m.kind}, ${m.status}]`, `To: ${m.to}`, ...(m.replyTo ? [`Reply-To: ${m.replyTo}`] : []), `Subject: ${m.subject}`, "", m.body.trimEnd()].join("\n"))
    .join("\n\n" + "=".repeat(72) + "\n\n");
}
