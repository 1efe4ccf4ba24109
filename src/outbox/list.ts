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

const PAGE = 1000;

/** Every matching mail (read in pages of 1,000, never cut short), or the first `limit`. */
export async function listOutbox(app: App, q: { to?: string; sinceId?: number; limit?: number }): Promise<OutboxItem[]> {
  const rows = [];
  let after = q.sinceId ?? 0;
  for (;;) {
    const want = Math.min(PAGE, (q.limit ?? Infinity) - rows.length);
    if (want <= 0) break;
    const page = await app.db.prisma.outbox.findMany({
      where: { ...(q.to ? { toAddress: q.to.toLowerCase() } : {}), id: { gt: after } },
      orderBy: { id: "asc" },
      take: want,
    });
    rows.push(...page);
    if (page.length < want) break;
    after = page[page.length - 1].id;
  }
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    kind: r.kind,
    status: r.status,
    replyTo: r.replyTo,
    createdAt: r.createdAt.toISOString(),
    body: r.body,
  }));
}

export function formatOutbox(items: OutboxItem[]): string {
  if (!items.length) return "(no mail)";
  return items
    .map((m) =>
      [
        `#${m.id}  ${m.createdAt}  [${m.kind}, ${m.status}]`,
        `To: ${m.to}`,
        ...(m.replyTo ? [`Reply-To: ${m.replyTo}`] : []),
        `Subject: ${m.subject}`,
        "",
        m.body.trimEnd(),
      ].join("\n"),
    )
    .join("\n\n" + "=".repeat(72) + "\n\n");
}
