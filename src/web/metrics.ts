// /metrics in the Prometheus text format, computed from the database so every instance reports the
// same numbers: mails processed by classification and status, processing errors, outbox depth by
// status, and the processing latency (received → processed) as a histogram. Scraping needs an
// administrator: an admin API token (Prometheus `authorization: { credentials: … }`) or a session.
// Besides, this instance's view of the parts it needs (readiness.ts): up/down and last success of the
// database, the IMAP mailbox and the SMTP server.
import type { FastifyInstance } from "fastify";
import type { App } from "../app.ts";
import { sessionUser, tokenUser } from "./auth.ts";
import { readiness, type ReadinessSources } from "./readiness.ts";

export const LATENCY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

function label(v: string): string {
  return v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

export async function metricsText(app: App, sources: ReadinessSources = {}): Promise<string> {
  const prisma = app.db.prisma;
  const out: string[] = [];
  const r = await readiness(app, sources);
  const parts = [
    ["database", r.database],
    ["imap", r.imap],
    ["smtp", r.smtp],
  ] as const;
  out.push("# HELP herald_component_up Whether this instance can use the part (database, imap, smtp; 0 = down, or SMTP paused).");
  out.push("# TYPE herald_component_up gauge");
  for (const [name, c] of parts) if (c) out.push(`herald_component_up{component="${name}"} ${c.up ? 1 : 0}`);
  out.push(
    "# HELP herald_component_last_success_timestamp_seconds Last time the part worked for this instance (IMAP pass, SMTP mail accepted).",
  );
  out.push("# TYPE herald_component_last_success_timestamp_seconds gauge");
  for (const [name, c] of parts)
    if (c?.lastSuccess)
      out.push(
        `herald_component_last_success_timestamp_seconds{component="${name}"} ${Math.floor(c.lastSuccess.getTime() / 1000)}`,
      );
  const byClass = await prisma.inboundMessage.groupBy({ by: ["classification", "status"], _count: { _all: true } });
  out.push("# HELP herald_mails_received_total Inbound mails stored, by classification and processing status.");
  out.push("# TYPE herald_mails_received_total counter");
  for (const r of byClass)
    out.push(
      `herald_mails_received_total{classification="${label(r.classification ?? "unclassified")}",status="${label(r.status)}"} ${r._count._all}`,
    );

  const processed = byClass.filter((r) => r.status !== "pending");
  out.push("# HELP herald_mails_processed_total Inbound mails processed, by classification.");
  out.push("# TYPE herald_mails_processed_total counter");
  const perClass = new Map<string, number>();
  for (const r of processed)
    perClass.set(r.classification ?? "unclassified", (perClass.get(r.classification ?? "unclassified") ?? 0) + r._count._all);
  for (const [c, n] of perClass) out.push(`herald_mails_processed_total{classification="${label(c)}"} ${n}`);

  const [failed, retried, errorReplies, pending] = await Promise.all([
    prisma.inboundMessage.count({ where: { status: { in: ["failed", "quarantined"] } } }),
    prisma.inboundMessage.count({ where: { attempts: { gt: 0 } } }),
    prisma.outbox.count({ where: { kind: { in: ["reply-error", "reply-auth"] } } }),
    prisma.inboundMessage.count({ where: { status: "pending" } }),
  ]);
  out.push(
    "# HELP herald_processing_errors_total Mails whose processing failed with an internal error (given up after retries: quarantined).",
  );
  out.push("# TYPE herald_processing_errors_total counter");
  out.push(`herald_processing_errors_total ${failed}`);
  out.push("# HELP herald_processing_retried_total Mails whose processing failed at least once.");
  out.push("# TYPE herald_processing_retried_total counter");
  out.push(`herald_processing_retried_total ${retried}`);
  out.push("# HELP herald_error_replies_total Replies whose every command line was an error.");
  out.push("# TYPE herald_error_replies_total counter");
  out.push(`herald_error_replies_total ${errorReplies}`);
  out.push("# HELP herald_inbound_pending Mails stored and not processed yet.");
  out.push("# TYPE herald_inbound_pending gauge");
  out.push(`herald_inbound_pending ${pending}`);

  const depth = await prisma.outbox.groupBy({ by: ["status"], _count: { _all: true } });
  out.push("# HELP herald_outbox_depth Outgoing mails by status.");
  out.push("# TYPE herald_outbox_depth gauge");
  for (const s of ["queued", "sending", "sent", "failed"])
    out.push(`herald_outbox_depth{status="${s}"} ${depth.find((d) => d.status === s)?._count._all ?? 0}`);
  for (const d of depth)
    if (!["queued", "sending", "sent", "failed"].includes(d.status))
      out.push(`herald_outbox_depth{status="${label(d.status)}"} ${d._count._all}`);

  const cols = LATENCY_BUCKETS.map((b, i) => `count(*) FILTER (WHERE d <= ${b}) AS b${i}`).join(", ");
  const [h] = await prisma.$queryRawUnsafe<Record<string, unknown>[]>(
    `SELECT ${cols}, count(*) AS n, coalesce(sum(d), 0)::float8 AS total
       FROM (SELECT GREATEST(EXTRACT(EPOCH FROM ("processedAt" - "receivedAt")), 0)::float8 AS d
               FROM "InboundMessage" WHERE "processedAt" IS NOT NULL) x`,
  );
  out.push("# HELP herald_processing_latency_seconds Time from a mail being stored to its processing being done.");
  out.push("# TYPE herald_processing_latency_seconds histogram");
  LATENCY_BUCKETS.forEach((b, i) => out.push(`herald_processing_latency_seconds_bucket{le="${b}"} ${Number(h[`b${i}`])}`));
  out.push(`herald_processing_latency_seconds_bucket{le="+Inf"} ${Number(h.n)}`);
  out.push(`herald_processing_latency_seconds_sum ${Number(h.total)}`);
  out.push(`herald_processing_latency_seconds_count ${Number(h.n)}`);

  const games = await prisma.game.groupBy({ by: ["kind", "status"], _count: { _all: true } });
  out.push("# HELP herald_games Games by kind and status.");
  out.push("# TYPE herald_games gauge");
  for (const g of games) out.push(`herald_games{kind="${label(g.kind)}",status="${label(g.status)}"} ${g._count._all}`);
  return out.join("\n") + "\n";
}

export async function registerMetrics(m: FastifyInstance, app: App, sources: ReadinessSources = {}): Promise<void> {
  m.get("/metrics", async (req, reply) => {
    const token = await tokenUser(app, req);
    const ok = token?.admin || (!token && (await sessionUser(app, req)));
    if (!ok)
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="herald"')
        .type("text/plain")
        .send("an administrator's API token or session is required\n");
    return reply.type("text/plain; version=0.0.4; charset=utf-8").send(await metricsText(app, sources));
  });
}
