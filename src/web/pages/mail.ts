// The mail logs: every inbound mail (raw source, classification, what the parser made of it, Herald's
// reply) and the outbox (queued / sent / failed; retry a failed mail, resend any mail as a new one).
// In local mail mode the outbox is the players' inboxes. Passwords typed in mails are masked.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { App } from "../../app.ts";
import { retryFailed } from "../../mail/outbox-retry.ts";
import { arg, fmtTime, intParam, maskPasswords, render } from "./common.ts";
import { notCoPlayersInbound, notOthersMailInMyGames } from "../data.ts";
import { redactedSource } from "../../mail/redact.ts";
import { processAgain } from "../../mail/lazy.ts";
import { headerText } from "../../mail/header-text.ts";

const INBOUND_STATUSES = ["pending", "done", "ignored", "quarantined", "failed"];
// "local": a mail of local mail mode, kept for the player to read here, never sent
const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed", "local"];

/** Mails a page of the inbound and outbox lists shows; older ones are on the next page. */
export const MAIL_PAGE = 300;

/** The `before` cursor of a list page (an id: the page shows older mails), or undefined. */
function beforeOf(v: unknown): number | undefined {
  const n = intParam(String(v ?? ""));
  return n ? n : undefined;
}

/** A page of rows fetched one too many: the rows to show and the cursor of the next page, if any. */
function pageOf<T extends { id: number }>(rows: T[]): { rows: T[]; older: number | null } {
  if (rows.length <= MAIL_PAGE) return { rows, older: null };
  const shown = rows.slice(0, MAIL_PAGE);
  return { rows: shown, older: shown[shown.length - 1].id };
}

/** The list's query string with another cursor (the filters kept). */
function pageLink(path: string, filters: Record<string, string>, before: number | null): string {
  const q = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
  if (before) q.set("before", String(before));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export async function registerMailPages(pages: FastifyInstance, app: App): Promise<void> {
  const prisma = app.db.prisma;

  pages.get<{ Querystring: { status?: string; classification?: string; from?: string; before?: string } }>(
    "/inbound",
    async (req, reply) => {
      const q = req.query;
      const status = INBOUND_STATUSES.includes(String(q.status)) ? String(q.status) : "";
      const classification = arg(q.classification, 30);
      const from = arg(q.from, 200).toLowerCase();
      const before = beforeOf(q.before);
      const hidden = await notCoPlayersInbound(app, req.user!);
      const found = await prisma.inboundMessage.findMany({
        where: {
          AND: [
            hidden,
            {
              ...(status ? { status } : {}),
              ...(classification ? { classification } : {}),
              ...(from ? { fromAddress: { contains: from, mode: "insensitive" } } : {}),
              ...(before ? { id: { lt: before } } : {}),
            },
          ],
        },
        orderBy: { id: "desc" },
        take: MAIL_PAGE + 1,
        select: {
          id: true,
          receivedAt: true,
          fromAddress: true,
          subject: true,
          source: true,
          status: true,
          classification: true,
          accountId: true,
          error: true,
        },
      });
      const { rows, older } = pageOf(found);
      const filters = { status, classification, from };
      return render(req, reply, "inbound.eta", {
        title: "Inbound mail",
        nav: "inbound",
        rows: rows.map((r) => ({ ...r, fromAddress: headerText(r.fromAddress), subject: headerText(r.subject) })),
        olderLink: older ? pageLink("/inbound", filters, older) : "",
        newestLink: before ? pageLink("/inbound", filters, null) : "",
        status,
        classification,
        from,
        statuses: INBOUND_STATUSES,
        fmtTime,
      });
    },
  );

  pages.get<{ Params: { id: string } }>("/inbound/:id", async (req, reply) => {
    const id = intParam(req.params.id);
    // a co-player's mail is as absent for an administrator who plays as a mail that does not exist
    const m = id
      ? await prisma.inboundMessage.findFirst({ where: { AND: [{ id }, await notCoPlayersInbound(app, req.user!)] } })
      : null;
    if (!m)
      return render(req, reply.code(404), "notfound.eta", {
        title: "Not found",
        nav: "inbound",
        what: `inbound mail ${req.params.id}`,
      });
    const replies = await prisma.outbox.findMany({ where: { inboundId: m.id }, orderBy: { id: "asc" } });
    const account = m.accountId ? await prisma.account.findUnique({ where: { id: m.accountId } }) : null;
    return render(req, reply, "inbound-one.eta", {
      title: `Inbound mail ${m.id}`,
      nav: "inbound",
      m: { ...m, fromAddress: headerText(m.fromAddress), subject: headerText(m.subject) },
      account,
      fmtTime,
      // decoded first: a password in a base64 or quoted-printable part is masked too
      raw: await redactedSource(m.rawBytes ? Buffer.from(m.rawBytes) : m.raw),
      parsed: m.parsed ? maskPasswords(JSON.stringify(m.parsed, null, 2)) : null,
      replies: replies.map((r) => ({ ...r, body: maskPasswords(r.body) })),
    });
  });

  // a quarantined mail goes back to pending and is processed at once (inbound.ts processAgain)
  pages.post<{ Params: { id: string } }>("/inbound/:id/process-again", async (req, reply) => {
    const id = intParam(req.params.id);
    // the co-player filter of the lists holds for every action on one mail too
    const mine = id
      ? await prisma.inboundMessage.findFirst({ where: { AND: [{ id }, await notCoPlayersInbound(app, req.user!)] } })
      : null;
    if (!id || !mine) return reply.code(404).send("no such mail");
    const again = await processAgain(app, id);
    app.log.info({ inboundId: id, by: req.user!.email, again }, "quarantined mail processed again from the dashboard");
    return reply.redirect(`/inbound/${id}`);
  });

  pages.get<{ Querystring: { to?: string; status?: string; kind?: string; game?: string; before?: string } }>(
    "/outbox",
    async (req, reply) => {
      const q = req.query;
      const status = OUTBOX_STATUSES.includes(String(q.status)) ? String(q.status) : "";
      const to = arg(q.to, 200).toLowerCase();
      const kind = arg(q.kind, 30);
      const game = arg(q.game, 40).toLowerCase();
      const before = beforeOf(q.before);
      const mine = await notOthersMailInMyGames(app, req.user!);
      const found = await prisma.outbox.findMany({
        where: {
          ...(status ? { status } : {}),
          ...(to ? { toAddress: to } : {}),
          ...(kind ? { kind } : {}),
          ...(game ? { gameId: game } : {}),
          ...(before ? { AND: [mine, { id: { lt: before } }] } : mine),
        },
        orderBy: { id: "desc" },
        take: MAIL_PAGE + 1,
      });
      const { rows, older } = pageOf(found);
      const filters = { to, status, kind, game };
      const depth = await prisma.outbox.groupBy({ by: ["status"], _count: { _all: true } });
      return render(req, reply, "outbox.eta", {
        title: "Outbox",
        nav: "outbox",
        rows: rows.map((r) => ({ ...r, body: maskPasswords(r.body) })),
        olderLink: older ? pageLink("/outbox", filters, older) : "",
        newestLink: before ? pageLink("/outbox", filters, null) : "",
        status,
        to,
        kind,
        game,
        statuses: OUTBOX_STATUSES,
        depth: Object.fromEntries(depth.map((d) => [d.status, d._count._all])),
        fmtTime,
      });
    },
  );

  pages.get<{ Params: { id: string } }>("/outbox/:id", async (req, reply) => {
    const id = intParam(req.params.id);
    const m = id ? await prisma.outbox.findFirst({ where: { id, ...(await notOthersMailInMyGames(app, req.user!)) } }) : null;
    if (!m)
      return render(req, reply.code(404), "notfound.eta", {
        title: "Not found",
        nav: "outbox",
        what: `outbox mail ${req.params.id}`,
      });
    return render(req, reply, "outbox-one.eta", {
      title: `Outbox mail ${m.id}`,
      nav: "outbox",
      m: { ...m, body: maskPasswords(m.body) },
      fmtTime,
    });
  });

  // every failed mail back to the queue (e.g. after fixing SMTP_PASSWORD)
  pages.post("/outbox/retry-failed", async (req, reply) => {
    const n = await retryFailed(app);
    app.log.info({ count: n, by: req.user!.email }, "failed outbox mail retried from the dashboard");
    return reply.redirect("/outbox?status=queued");
  });

  // a failed mail goes back to the queue as it is (same Message-ID: the sender stays idempotent)
  pages.post<{ Params: { id: string } }>("/outbox/:id/retry", async (req, reply) => {
    const id = intParam(req.params.id);
    const mine = id ? await prisma.outbox.findFirst({ where: { id, ...(await notOthersMailInMyGames(app, req.user!)) } }) : null;
    if (!id || !mine) return reply.code(404).send("no such mail");
    await prisma.outbox.updateMany({
      where: { id, status: "failed" },
      data: { status: "queued", nextAttemptAt: app.now(), lastError: null },
    });
    app.log.info({ outboxId: id, by: req.user!.email }, "outbox mail retried from the dashboard");
    return reply.redirect(`/outbox/${id}`);
  });

  // resend: a new mail with the same content and a new Message-ID
  pages.post<{ Params: { id: string } }>("/outbox/:id/resend", async (req, reply) => {
    const id = intParam(req.params.id);
    const m = id ? await prisma.outbox.findFirst({ where: { id, ...(await notOthersMailInMyGames(app, req.user!)) } }) : null;
    if (!m) return reply.code(404).send("no such mail");
    const domain = app.config.MAIL_FROM.split("@")[1] ?? "localhost";
    const copy = await prisma.outbox.create({
      data: {
        messageId: `${crypto.randomUUID()}@${domain}`,
        toAddress: m.toAddress,
        accountId: m.accountId,
        gameId: m.gameId,
        kind: m.kind,
        subject: m.subject,
        body: m.body,
        replyTo: m.replyTo,
        inReplyTo: m.inReplyTo,
        references: m.references,
        autoSubmitted: m.autoSubmitted,
        inboundId: m.inboundId,
        status: "queued",
        nextAttemptAt: app.now(),
        createdAt: app.now(),
      },
    });
    app.log.info({ outboxId: id, copy: copy.id, by: req.user!.email }, "outbox mail resent from the dashboard");
    return reply.redirect(`/outbox/${copy.id}`);
  });
}
