// The web side of Herald: health, readiness, the local-mode endpoints the CLI uses while the service
// runs (the embedded database has one owner: the running process), the administrators' dashboard
// (pages/), the JSON API (api.ts) and the Prometheus metrics (metrics.ts).
//
// Security, in one place: every route except /healthz, /readyz, /login, the static files and the
// readers' pages (readers.ts: a page link, or a reader's own login) needs either an administrator's
// session (dashboard, /metrics) or an API bearer token (/api, /metrics);
// every form carries a CSRF token; helmet sets the security headers; logging in is rate-limited per
// client address and per account (auth.ts), a page link's routes per address and per link (readers.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import helmet from "@fastify/helmet";
import csrf from "@fastify/csrf-protection";
import rateLimit from "@fastify/rate-limit";
import view from "@fastify/view";
import swagger from "@fastify/swagger";
import { Eta } from "eta";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { App } from "../app.ts";
import { VIEWS_DIR } from "../paths.ts";
import { composeRaw, submitRaw } from "../intake/lazy.ts";
import { listOutbox } from "../outbox/list.ts";
import { loginsPerAccount, registerAuth } from "./auth.ts";
import { registerPages } from "./pages/index.ts";
import { registerApi } from "./api.ts";
import { registerMetrics } from "./metrics.ts";
import { registerReaders } from "./readers.ts";
import { maskPageLinks } from "../mail/redact.ts";
import { readiness, type MailboxStatus, type SmtpStatus } from "./readiness.ts";

export interface LocalEndpoint {
  url: string;
  token: string;
  pid: number;
}

export type { MailboxStatus } from "./readiness.ts";

export interface WebOptions {
  /** token for the local CLI endpoints (local mail mode) */
  localToken?: string;
  /** signs the session cookie; several instances behind one load balancer must share it */
  sessionSecret?: string;
  /** trust X-Forwarded-* (behind a reverse proxy): cookies become `secure` when the client used https */
  trustProxy?: boolean;
  /** the IMAP poller's state, when there is one */
  mailboxStatus?: () => MailboxStatus | null;
  /** the outbox sender's state, when there is one (paused sending makes /readyz degraded) */
  smtpStatus?: () => SmtpStatus | null;
  /** why the service is not ready yet (e.g. "catching up" on mail stored before the start), or null */
  notReady?: () => string | null;
  /**
   * More routes and hooks, added before the server is ready: the secrets oracle's record of what each
   * route reads, and its planted route (tests/secrets/routes.test.ts). The service passes none.
   */
  extend?: (web: FastifyInstance) => void;
}

export interface RouteInfo {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** every route registered on it, as its onRoute hook saw them (buildWeb) */
    routeList: RouteInfo[];
  }
}

/** Every route registered on a web instance built by buildWeb (for the security tests). */
export function routesOf(web: FastifyInstance): RouteInfo[] {
  return web.routeList;
}

export { VIEWS_DIR };

export function localEndpointFile(dataDir: string): string {
  return path.join(dataDir, "local-endpoint.json");
}

/**
 * Bad bytes are the client's fault: a NUL or broken UTF-8 in the URL, query, form or JSON gets a 400
 * before any handler runs (PostgreSQL refuses NUL in text, which used to surface as a 500 page), and
 * no error page ever shows a stack, a source path or a database message.
 */
function registerBadInput(web: FastifyInstance, app: App): void {
  const bad = (v: unknown, depth = 0): boolean => {
    if (typeof v === "string")
      return /[\u0000\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(v);
    // a file's bytes (a page's upload, upload.ts) are not text: the mail path reads them
    if (v instanceof Uint8Array) return false;
    if (v && typeof v === "object" && depth < 20) return Object.entries(v).some(([k, x]) => bad(k) || bad(x, depth + 1));
    return false;
  };
  // every refusal is logged once, with the path only (no query, no form: they may carry a password),
  // its bytes escaped so that a log line can never hold a NUL or a forged line break
  const refuse = (req: FastifyRequest, reply: FastifyReply, why: string) => {
    const where = JSON.stringify(maskPageLinks(req.url.split("?", 1)[0]).slice(0, 200));
    app.log.warn({ ip: req.ip, method: req.method, path: where, why }, "web request refused: bad bytes");
    return reply.code(400).type("text/plain").send(`bad request: ${why}`);
  };
  web.addHook("onRequest", async (req, reply) => {
    let url: string;
    try {
      url = decodeURIComponent(req.url);
    } catch {
      return refuse(req, reply, "the address is not valid UTF-8");
    }
    if (bad(url)) return refuse(req, reply, "the address holds a forbidden character");
  });
  web.addHook("preValidation", async (req, reply) => {
    if (bad(req.query) || bad(req.params) || bad(req.body)) return refuse(req, reply, "a field holds a forbidden character");
  });
  web.setErrorHandler((error: { statusCode?: number; message?: string; validation?: unknown }, req, reply) => {
    const code = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // a page link in the address is a reader's key: logged cut (mail/redact.ts)
    if (code === 500) app.log.error({ err: error, url: maskPageLinks(req.url).slice(0, 200) }, "web request failed");
    const text =
      code === 500
        ? "Herald could not answer this request (an internal error; the log has the details)."
        : `bad request: ${String(error.message ?? "")
            .split("\n")[0]
            .slice(0, 200)}`;
    const wantsJson = req.url.startsWith("/api/") || String(req.headers.accept ?? "").includes("application/json");
    return wantsJson ? reply.code(code).send({ error: text }) : reply.code(code).type("text/plain; charset=utf-8").send(text);
  });
}

export async function buildWeb(app: App, opts: WebOptions = {}): Promise<FastifyInstance> {
  const web = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024, trustProxy: opts.trustProxy ?? false });
  const routes: RouteInfo[] = [];
  web.decorate("routeList", routes);
  web.addHook("onRoute", (r) => {
    for (const m of [r.method].flat()) routes.push({ method: String(m), url: r.url });
  });

  // Plain HTTP must work (docker compose reached by IP, a LAN install): no upgrade-insecure-requests and
  // no HSTS unless the request came over https (directly, or behind TRUST_PROXY with X-Forwarded-Proto).
  await web.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": null,
      },
    },
    strictTransportSecurity: false,
    // browsers ignore (and complain about) COOP on a plain-HTTP origin: sent over https only, below
    crossOriginOpenerPolicy: false,
  });
  web.addHook("onSend", async (req, reply) => {
    if (req.protocol !== "https") return;
    reply.header("strict-transport-security", "max-age=15552000; includeSubDomains");
    reply.header("cross-origin-opener-policy", "same-origin");
    const csp = reply.getHeader("content-security-policy");
    if (typeof csp === "string" && !csp.includes("upgrade-insecure-requests"))
      reply.header("content-security-policy", `${csp};upgrade-insecure-requests`);
  });
  registerBadInput(web, app);
  opts.extend?.(web);
  await web.register(cookie, { secret: opts.sessionSecret ?? crypto.randomBytes(32).toString("hex") });
  await web.register(formbody);
  await web.register(csrf, {
    sessionPlugin: "@fastify/cookie",
    cookieKey: "herald_csrf",
    cookieOpts: { path: "/", sameSite: "strict", httpOnly: true, signed: true },
  });
  await web.register(rateLimit, { global: false });
  await web.register(view, {
    engine: { eta: new Eta({ views: VIEWS_DIR, cache: true, autoEscape: true }) },
    templates: VIEWS_DIR,
    layout: "layout.eta",
    production: true,
  });
  await web.register(swagger, {
    openapi: {
      info: {
        title: "Herald JSON API",
        version: "1",
        description: "Games, commands and the outbox of a Herald play-by-email service.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });

  web.get("/healthz", async () => ({ ok: true }));
  web.get("/favicon.ico", async (_req, reply) => reply.code(204).header("cache-control", "public, max-age=86400").send());
  // see readiness.ts: 503 when the database is down; degraded mail is 200 unless ?strict=1
  web.get<{ Querystring: { strict?: string } }>("/readyz", async (req, reply) => {
    // still catching up on mail stored before the start (src/main.ts): not ready yet
    const why = opts.notReady?.();
    if (why) return reply.code(503).send({ ready: false, state: why });
    const r = await readiness(app, opts);
    const strict = ["1", "true", "yes"].includes(String(req.query.strict ?? ""));
    const code = r.status === "down" || (strict && r.status !== "ok") ? 503 : 200;
    return reply.code(code).send({ ready: r.status !== "down", ...r });
  });
  const css = fs.readFileSync(path.join(VIEWS_DIR, "app.css"), "utf8");
  web.get("/static/app.css", async (_req, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(css),
  );

  const readerJs = fs.readFileSync(path.join(VIEWS_DIR, "reader.js"), "utf8");
  web.get("/static/reader.js", async (_req, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "public, max-age=3600").send(readerJs),
  );

  const perAccount = loginsPerAccount(web);
  await registerAuth(web, app, perAccount);
  await web.register(async (readers) => registerReaders(readers, app, perAccount));
  await web.register(async (pages) => registerPages(pages, app, opts));
  await web.register(async (api) => registerApi(api, app), { prefix: "/api" });
  await web.register(async (m) => registerMetrics(m, app, opts));

  if (opts.localToken) {
    const token = opts.localToken;
    // Local CLI endpoints: only with the token from DATA_DIR (readable by the owner of the data only).
    await web.register(async (local) => {
      local.addHook("onRequest", async (req, reply) => {
        const given = String(req.headers["x-herald-local-token"] ?? "");
        if (given.length !== token.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(token)))
          return reply.code(401).send({ error: "unauthorised" });
      });
      local.post<{ Body: { from: string; to?: string; subject?: string; body: string } }>("/local/send", async (req) => {
        const b = req.body;
        const raw = await composeRaw({ from: b.from, to: b.to ?? app.config.MAIL_FROM, subject: b.subject ?? "", text: b.body });
        const r = await submitRaw(app, raw, "local");
        return { inboundId: r.inboundId, duplicate: r.duplicate };
      });
      local.get<{ Querystring: { to?: string; since?: string } }>("/local/outbox", async (req) => {
        return listOutbox(app, { to: req.query.to, sinceId: req.query.since ? Number(req.query.since) : undefined });
      });
    });
  }
  await web.ready();
  return web;
}

/** Starts the web server and publishes the local endpoint for the CLI. */
export async function startWeb(
  app: App,
  extra: Pick<WebOptions, "mailboxStatus" | "smtpStatus" | "notReady"> = {},
): Promise<{ close: () => Promise<void> }> {
  const token = crypto.randomBytes(24).toString("hex");
  const web = await buildWeb(app, {
    localToken: app.config.MAIL_MODE === "local" ? token : undefined,
    // SESSION_SECRET: share it between instances (and keep sessions across restarts); otherwise random
    sessionSecret: app.config.SESSION_SECRET,
    trustProxy: app.config.TRUST_PROXY,
    ...extra,
  });
  await web.listen({ port: app.config.PORT, host: app.config.HOST });
  const addr = web.server.address();
  const port = typeof addr === "object" && addr ? addr.port : app.config.PORT;
  const file = localEndpointFile(app.config.DATA_DIR);
  if (app.config.MAIL_MODE === "local") {
    fs.mkdirSync(app.config.DATA_DIR, { recursive: true });
    const ep: LocalEndpoint = {
      url: `http://${app.config.HOST === "0.0.0.0" ? "127.0.0.1" : app.config.HOST}:${port}`,
      token,
      pid: process.pid,
    };
    fs.writeFileSync(file, JSON.stringify(ep), { mode: 0o600 });
  }
  return {
    async close() {
      try {
        fs.unlinkSync(file);
      } catch {}
      await web.close();
    },
  };
}
