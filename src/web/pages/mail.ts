// The mail logs: every inbound mail (raw source, classification, what the parser made of it, Herald's
// reply) and the outbox (queued / sent / failed; retry a failed mail, resend any mail as a new one).
// In local mail mode the outbox is the players' inboxes. Every mail is read through the gate and shown
// masked (src/web/mails.ts).
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { App } from "../../app.ts";
import { retryFailed } from "../../outbox/retry.ts";
import { arg, fmtTime, intParam, render } from "./common.ts";
import { processAgain } from "../../intake/lazy.ts";
import {
  inboundForAction,
  inboundList,
  openInbound,
  openOutbox,
  outboxDepth,
  outboxForAction,
  outboxList,
  resendOutbox,
  retryOutbox,
} from "../mails.ts";

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
  pages.get<{ Querystring: { status?: string; classification?: string; from?: string; before?: string } }>(
    "/inbound",
    async (req, reply) => {
      const q = req.query;
      const status = INBOUND_STATUSES.includes(String(q.status)) ? String(q.status) : "";
      const classification = arg(q.classification, 30);
      const from = arg(q.from, 200).toLowerCase();
      const before = beforeOf(q.before);
      const found = await inboundList(app, req.user!, { status, classification, from, before, take: MAIL_PAGE + 1 });
      const { rows, older } = pageOf(found);
      const filters = { status, classification, from };
      return render(req, reply, "inbound.eta", {
        title: "Inbound mail",
        nav: "inbound",
        rows,
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
    const one = id ? await openInbound(app, req.user!, id) : null;
    if (!one)
      return render(req, reply.code(404), "notfound.eta", {
        title: "Not found",
        nav: "inbound",
        what: `inbound mail ${req.params.id}`,
      });
    return render(req, reply, "inbound-one.eta", { title: `Inbound mail ${one.m.id}`, nav: "inbound", ...one, fmtTime });
  });

  // a quarantined mail goes back to pending and is processed at once (inbound.ts processAgain)
  pages.post<{ Params: { id: string } }>("/inbound/:id/process-again", async (req, reply) => {
    const id = intParam(req.params.id);
    // the co-player filter of the lists holds for every action on one mail too
    const mine = id ? await inboundForAction(app, req.user!, id) : null;
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
      const found = await outboxList(app, req.user!, { status, to, kind, game, before, take: MAIL_PAGE + 1, order: "desc" });
      const { rows, older } = pageOf(found);
      const filters = { to, status, kind, game };
      return render(req, reply, "outbox.eta", {
        title: "Outbox",
        nav: "outbox",
        rows,
        olderLink: older ? pageLink("/outbox", filters, older) : "",
        newestLink: before ? pageLink("/outbox", filters, null) : "",
        status,
        to,
        kind,
        game,
        statuses: OUTBOX_STATUSES,
        depth: await outboxDepth(app),
        fmtTime,
      });
    },
  );

  // one mail, opened on purpose: someone else's private mail of a game is a traced read of its secrets
  pages.get<{ Params: { id: string } }>("/outbox/:id", async (req, reply) => {
    const id = intParam(req.params.id);
    const m = id ? await openOutbox(app, req.user!, id) : null;
    if (!m)
      return render(req, reply.code(404), "notfound.eta", {
        title: "Not found",
        nav: "outbox",
        what: `outbox mail ${req.params.id}`,
      });
    return render(req, reply, "outbox-one.eta", { title: `Outbox mail ${m.id}`, nav: "outbox", m, fmtTime });
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
    const mine = id ? await outboxForAction(app, req.user!, id) : null;
    if (!id || !mine) return reply.code(404).send("no such mail");
    await retryOutbox(app, id);
    app.log.info({ outboxId: id, by: req.user!.email }, "outbox mail retried from the dashboard");
    return reply.redirect(`/outbox/${id}`);
  });

  // resend: a new mail with the same content and a new Message-ID
  pages.post<{ Params: { id: string } }>("/outbox/:id/resend", async (req, reply) => {
    const id = intParam(req.params.id);
    const m = id ? await outboxForAction(app, req.user!, id) : null;
    if (!m) return reply.code(404).send("no such mail");
    const domain = app.config.MAIL_FROM.split("@")[1] ?? "localhost";
    const copy = await resendOutbox(app, m, `${crypto.randomUUID()}@${domain}`);
    app.log.info({ outboxId: id, copy, by: req.user!.email }, "outbox mail resent from the dashboard");
    return reply.redirect(`/outbox/${copy}`);
  });
}
