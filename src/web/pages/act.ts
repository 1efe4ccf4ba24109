// "Act as a player": compose a mail for any account (sent as the administrator's AS lines, so it is
// audited and announced), or from any address (e.g. to REGISTER someone), through the same pipeline as
// a real mail. In local mail mode this, with the outbox page,
// is how Herald is tried from a browser.
import type { FastifyInstance } from "fastify";
import type { App } from "../../app.ts";
import { composeRaw, submitRaw } from "../../intake/lazy.ts";
import { submitOnBehalf } from "../on-behalf.ts";
import { arg, intParam, render } from "./common.ts";
import { dashboardReply } from "../mails.ts";

export async function registerActPage(pages: FastifyInstance, app: App): Promise<void> {
  const accountsList = () =>
    app.db.prisma.account.findMany({
      orderBy: { name: "asc" },
      select: { id: true, name: true, email: true, isAdmin: true },
      take: 2000,
    });

  pages.get<{ Querystring: { account?: string; body?: string; reply?: string } }>("/act", async (req, reply) => {
    const r = intParam(req.query.reply);
    return render(req, reply, "act.eta", {
      title: "Act as a player",
      nav: "act",
      accounts: await accountsList(),
      selected: intParam(req.query.account),
      body: String(req.query.body ?? "").slice(0, 5000),
      address: "",
      subject: "",
      // only a reply its reader could open without a trace (src/web/mails.ts)
      result: r ? await dashboardReply(app, req.user!, r) : null,
      inboundId: r,
    });
  });

  pages.post<{ Body: { account?: string; address?: string; subject?: string; body?: string } }>("/act", async (req, reply) => {
    const b = req.body ?? {};
    const text = String(b.body ?? "").slice(0, 100_000);
    const subject = arg(b.subject, 300);
    const accountId = intParam(b.account);
    const address = arg(b.address, 300).toLowerCase();
    let inboundId: number;
    if (accountId) {
      // for the account: the administrator's own mail with AS lines (audited, announced; docs/roles.md)
      const r = await submitOnBehalf(app, req.user!.id, accountId, { body: text, subject, source: "web" });
      inboundId = r.inboundId;
    } else if (/^[^\s@<>]+@[^\s@<>]+$/.test(address)) {
      // a plain mail from an address (REGISTER, HELP, or a mail with its own PASSWORD line)
      const raw = await composeRaw({ from: address, to: app.config.MAIL_FROM, subject, text });
      inboundId = (await submitRaw(app, raw, "web")).inboundId;
    } else {
      return render(req, reply.code(400), "act.eta", {
        title: "Act as a player",
        nav: "act",
        accounts: await accountsList(),
        selected: null,
        body: text,
        address,
        subject,
        result: { body: "Choose an account, or give an address to send from.", error: true },
        inboundId: null,
      });
    }
    app.log.info(
      { by: req.user!.email, accountId, address: accountId ? undefined : address, inboundId },
      "dashboard: act as a player",
    );
    return reply.redirect(`/act?reply=${inboundId}${accountId ? `&account=${accountId}` : ""}`);
  });
}
