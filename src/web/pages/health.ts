// Herald's health: the database, the mailbox (IMAP mode: connection and last poll, as the poller
// reports them), the inbound and outbound queues; and Herald's public signing key (docs/fair-play.md).
import type { FastifyInstance } from "fastify";
import type { App } from "../../app.ts";
import type { WebOptions } from "../server.ts";
import { fmtTime, render } from "./common.ts";
import { publicKey } from "../../fairplay/key-store.ts";
import { mailClock } from "../mails.ts";
import { keyFingerprint } from "../../fairplay/sign.ts";

export async function healthFacts(app: App, opts: WebOptions) {
  const prisma = app.db.prisma;
  let dbOk = true;
  try {
    await prisma.$queryRawUnsafe("SELECT 1");
  } catch {
    dbOk = false;
  }
  const [{ outbox, inbound, lastIn, lastDone, oldestQueued }, jobs] = dbOk
    ? await Promise.all([mailClock(app), prisma.job.count({ where: { status: "pending" } })])
    : [{ outbox: [], inbound: [], lastIn: null, lastDone: null, oldestQueued: null }, 0];
  const mailbox = opts.mailboxStatus?.() ?? null;
  const smtp = opts.smtpStatus?.() ?? null;
  // where the IMAP poller stands in each mailbox it has attached to (its own bookkeeping table)
  const mailboxes = dbOk ? await prisma.mailboxState.findMany({ orderBy: { key: "asc" } }).catch(() => []) : [];
  return {
    database: { ok: dbOk, kind: app.db.kind, where: app.db.where },
    mailMode: app.config.MAIL_MODE,
    mailbox,
    smtp,
    mailboxes: mailboxes.map((m) => ({ key: m.key, lastUid: Number(m.lastUid), updatedAt: m.updatedAt })),
    outbox: Object.fromEntries(outbox.map((o) => [o.status, o._count._all])) as Record<string, number>,
    inbound: Object.fromEntries(inbound.map((o) => [o.status, o._count._all])) as Record<string, number>,
    lastReceived: lastIn?.receivedAt ?? null,
    lastReceivedSource: lastIn?.source ?? null,
    lastProcessed: lastDone?.processedAt ?? null,
    oldestQueued: oldestQueued?.createdAt ?? null,
    pendingJobs: jobs,
    signingKey: dbOk ? await publicKey(prisma).catch(() => null) : null,
  };
}

export async function registerHealthPage(pages: FastifyInstance, app: App, opts: WebOptions): Promise<void> {
  pages.get("/health", async (req, reply) => {
    return render(req, reply, "health.eta", {
      title: "Health",
      nav: "health",
      h: await healthFacts(app, opts),
      fmtTime,
      keyFingerprint,
    });
  });
  // "process these": the mail skipped at the first attach (IMAP_BACKLOG=skip) is answered after all
  pages.post<{ Body: { key?: string } }>("/health/mailbox/process-backlog", async (req, reply) => {
    const key = String(req.body?.key ?? "").slice(0, 500);
    // the IMAP module (imapflow) is loaded here, not at start: local mail mode never needs it
    const done = key ? await (await import("../../inbox/imap.ts")).processBacklog(app, key) : false;
    app.log.info({ mailbox: key, done, by: req.user!.email }, "backlog processing asked from the dashboard");
    return reply.redirect("/health");
  });
}
