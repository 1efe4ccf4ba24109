// API tokens: made here (shown once), listed, revoked. A token is made only for the administrator who
// is logged in: one made for another account would read that player's seat and move in their name with
// no trace (docs/roles.md, "Tokens"). To act for a player there is AS, which the gate checks and which
// is audited and announced.
import type { FastifyInstance } from "fastify";
import type { App } from "../../app.ts";
import { createApiToken } from "../auth.ts";
import { arg, fmtTime, intParam, render } from "./common.ts";

export async function registerTokenPages(pages: FastifyInstance, app: App): Promise<void> {
  const page = async (req: any, reply: any, created: { token: string; admin: boolean; account: string } | null) => {
    const tokens = await app.db.prisma.apiToken.findMany({ orderBy: { id: "desc" }, take: 500 });
    const accounts = await app.db.prisma.account.findMany({
      where: { id: { in: [...new Set([req.user!.id, ...tokens.map((t) => t.accountId)])] } },
      select: { id: true, name: true, email: true, isAdmin: true },
    });
    const byId = new Map(accounts.map((a) => [a.id, a]));
    return render(req, reply, "tokens.eta", {
      title: "API tokens",
      nav: "tokens",
      created,
      fmtTime,
      tokens: tokens.map((t) => ({ ...t, account: byId.get(t.accountId) })),
    });
  };

  pages.get("/tokens", (req, reply) => page(req, reply, null));

  pages.post<{ Body: { account?: string; name?: string; admin?: string } }>("/tokens", async (req, reply) => {
    const b = req.body ?? {};
    const accountId = intParam(b.account) ?? req.user!.id;
    if (accountId !== req.user!.id)
      return reply
        .code(403)
        .send("a token is made only for your own account: to act for a player, use AS (Act as a player), which is audited");
    const acc = await app.db.prisma.account.findUnique({ where: { id: accountId } });
    if (!acc) return reply.code(400).send("no such account");
    const t = await createApiToken(app, acc.id, { name: arg(b.name, 100), admin: b.admin === "on" || b.admin === "true" });
    app.log.info({ by: req.user!.email, tokenId: t.id, accountId: acc.id, admin: t.admin }, "API token created");
    // the token is in this response only; no redirect, so it is never in a URL or a log
    reply.header("cache-control", "no-store");
    return page(req, reply, { token: t.token, admin: t.admin, account: `${acc.name} <${acc.email}>` });
  });

  pages.post<{ Params: { id: string } }>("/tokens/:id/revoke", async (req, reply) => {
    const id = intParam(req.params.id);
    if (id) await app.db.prisma.apiToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: app.now() } });
    app.log.info({ by: req.user!.email, tokenId: id }, "API token revoked");
    return reply.redirect("/tokens");
  });
}
