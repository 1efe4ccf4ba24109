// The administrators' dashboard. Every route here needs an administrator's session; every POST needs
// the CSRF token of the form it came from. Actions never touch games directly: they are command lines
// pushed through the mail pipeline in the administrator's (or a player's) name, so each one is
// checked, audited and announced exactly as if it had come by mail.
import type { FastifyInstance } from "fastify";
import type { App } from "../../app.ts";
import type { WebOptions } from "../server.ts";
import { clearSession, sessionUser } from "../auth.ts";
import { registerGamePages } from "./games.ts";
import { registerMailPages } from "./mail.ts";
import { registerPeoplePages } from "./players.ts";
import { registerHealthPage } from "./health.ts";
import { registerActPage } from "./act.ts";
import { registerTokenPages } from "./tokens.ts";

export async function registerPages(pages: FastifyInstance, app: App, opts: WebOptions): Promise<void> {
  pages.addHook("onRequest", async (req, reply) => {
    const user = await sessionUser(app, req);
    if (!user) {
      if (req.method === "GET" || req.method === "HEAD") return reply.redirect(`/login?next=${encodeURIComponent(req.url)}`);
      return reply.code(401).type("text/plain").send("log in first");
    }
    req.user = user;
  });
  // forms: the CSRF token is checked once the body is parsed
  pages.addHook("preHandler", (req, reply, done) => {
    if (req.method === "POST") return pages.csrfProtection(req, reply, done);
    done();
  });

  pages.get("/", async (_req, reply) => reply.redirect("/games"));
  pages.post("/logout", async (req, reply) => {
    await clearSession(app, req, reply);
    return reply.redirect("/login");
  });
  await registerGamePages(pages, app);
  await registerMailPages(pages, app);
  await registerPeoplePages(pages, app);
  await registerHealthPage(pages, app, opts);
  await registerActPage(pages, app);
  await registerTokenPages(pages, app);
}
