// Logins (the administrators' dashboard; the players' own pages, src/web/readers.ts), and API bearer tokens.
//  - Login: an administrator account's address with ADMIN_PASSWORD (configured administrators) or
//    the account's own password; a player's, the account's own password. One answer for every failure;
//    rate-limited per client address.
//  - Session: a row in WebSession named by the SHA-256 of a random id; the cookie (signed with the
//    server's secret, httpOnly, SameSite=Strict, Secure over https) carries the id. Logging out deletes
//    the row, so a copied cookie dies with it; PASSWORD CHANGE and LOGOUT ALL delete every row of the
//    account. The dashboard asks, on every request, that the account still be an administrator.
//  - API tokens: random, shown once, stored as SHA-256; `admin` only when made for an administrator.
import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../app.ts";
import type { Account } from "../generated/prisma/client.ts";
import { unmatchableHash, verifyPassword } from "../lib/secrets.ts";

export const SESSION_COOKIE = "herald_session";
const SESSION_SECONDS = 12 * 3600;

export interface WebUser {
  id: number;
  email: string;
  name: string;
  isAdmin: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /** the logged-in administrator (dashboard) */
    user: WebUser | null;
    /** the API token's account and rights (API) */
    token: { id: number; account: WebUser; admin: boolean } | null;
  }
}

// a hash to verify against when the account does not exist, so every failure costs the same time
const DUMMY_HASH = unmatchableHash();

function sameSecret(a: string, b: string): boolean {
  const x = crypto.createHash("sha256").update(a).digest();
  const y = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(x, y);
}

/**
 * Checks a login; null for every kind of failure. The dashboard's (`admins`) lets in administrators
 * only; a reader's (src/web/readers.ts) any account, with its own password.
 */
export async function checkLogin(app: App, email: string, password: string, admins = true): Promise<WebUser | null> {
  const address = email.trim().toLowerCase();
  const acc = address ? await app.db.prisma.account.findUnique({ where: { email: address } }) : null;
  if (!acc || (admins && !acc.isAdmin) || !password) {
    verifyPassword(password || "x", DUMMY_HASH);
    return null;
  }
  const configured =
    app.config.ADMIN_EMAILS.includes(address) && !!app.config.ADMIN_PASSWORD && sameSecret(password, app.config.ADMIN_PASSWORD);
  const own = verifyPassword(password, acc.passwordHash);
  if (!configured && !own) return null;
  return { id: acc.id, email: acc.email, name: acc.name, isAdmin: acc.isAdmin };
}

export function isHttps(req: FastifyRequest): boolean {
  return req.protocol === "https";
}

// A session's lifetime is real time, on one clock for both ends: it is dated and checked with
// `sessionClock`, never with the app clock (which a test may pin to any date, and which the game
// deadlines use). Mixing the two made every login fail once the real date passed the test clock.
const sessionClock = (): number => Date.now();

const sessionKey = (id: string) => crypto.createHash("sha256").update(id).digest("hex");

export async function setSession(app: App, req: FastifyRequest, reply: FastifyReply, user: WebUser): Promise<void> {
  const id = crypto.randomBytes(32).toString("base64url");
  const exp = sessionClock() + SESSION_SECONDS * 1000;
  await app.db.prisma.webSession.create({ data: { id: sessionKey(id), accountId: user.id, expiresAt: new Date(exp) } });
  // expired rows of anyone are cleared now and then (at each login)
  await app.db.prisma.webSession.deleteMany({ where: { expiresAt: { lt: new Date(sessionClock()) } } });
  reply.setCookie(SESSION_COOKIE, id, {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: isHttps(req),
    signed: true,
    maxAge: SESSION_SECONDS,
  });
}

/** Ends the request's session on the server (the row goes) and in the browser (the cookie goes). */
export async function clearSession(app: App, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const id = cookieSessionId(req);
  if (id) await app.db.prisma.webSession.deleteMany({ where: { id: sessionKey(id) } });
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "strict", secure: isHttps(req), signed: true });
}

function cookieSessionId(req: FastifyRequest): string | null {
  const raw = req.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const u = req.unsignCookie(raw);
  return u.valid && u.value && /^[A-Za-z0-9_-]{43}$/.test(u.value) ? u.value : null;
}

/** The account behind the request's session cookie, whoever it is (a reader's login), or null. */
export async function sessionAccount(app: App, req: FastifyRequest): Promise<Account | null> {
  const id = cookieSessionId(req);
  if (!id) return null;
  const row = await app.db.prisma.webSession.findUnique({ where: { id: sessionKey(id) } });
  if (!row || !(row.expiresAt.getTime() > sessionClock())) return null;
  return app.db.prisma.account.findUnique({ where: { id: row.accountId } });
}

/** The administrator behind the request's session cookie, or null (a player's session opens no dashboard). */
export async function sessionUser(app: App, req: FastifyRequest): Promise<WebUser | null> {
  const acc = await sessionAccount(app, req);
  if (!acc || !acc.isAdmin) return null;
  return { id: acc.id, email: acc.email, name: acc.name, isAdmin: true };
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/**
 * Creates an API token for an account: by the operator's CLI, or by an administrator for their own
 * account on the dashboard (a token made for someone else would act in their name without a trace);
 * returns the token itself (shown once) and its row id.
 */
export async function createApiToken(
  app: App,
  accountId: number,
  opts: { name?: string; admin?: boolean } = {},
): Promise<{ id: number; token: string; admin: boolean }> {
  const acc = await app.db.prisma.account.findUniqueOrThrow({ where: { id: accountId } });
  const admin = !!opts.admin && acc.isAdmin;
  const token = `hrld_${crypto.randomBytes(32).toString("base64url")}`;
  const row = await app.db.prisma.apiToken.create({
    data: { tokenHash: hashToken(token), accountId, name: (opts.name ?? "").slice(0, 100), admin },
  });
  return { id: row.id, token, admin };
}

/** The token of an `Authorization: Bearer …` header, checked; null when missing or bad. */
export async function tokenUser(app: App, req: FastifyRequest): Promise<FastifyRequest["token"]> {
  const h = String(req.headers.authorization ?? "");
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  if (!m) return null;
  const row = await app.db.prisma.apiToken.findUnique({ where: { tokenHash: hashToken(m[1]) } });
  if (!row || row.revokedAt) return null;
  const acc = await app.db.prisma.account.findUnique({ where: { id: row.accountId } });
  if (!acc) return null;
  await app.db.prisma.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: app.now() } }).catch(() => {});
  return {
    id: row.id,
    account: { id: acc.id, email: acc.email, name: acc.name, isAdmin: acc.isAdmin },
    // an admin token loses its rights when its account stops being an administrator
    admin: row.admin && acc.isAdmin,
  };
}

/** Login and logout. The login page and its POST are the only dashboard routes open to anyone. */
/** Login attempts one account may take a minute, from every client address together. */
export const LOGINS_PER_ACCOUNT_PER_MINUTE = 20;

/** A route's preHandler that answers 429 once its budget is spent. */
export type Limiter = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * A limit of its own, keyed as `key` says (an account, a link), beside the route's limit per client
 * address (its `config.rateLimit`). Its own counter: the plugin runs only one of its hooks per request.
 */
export function limiterBy(web: FastifyInstance, max: number, key: (req: FastifyRequest) => string): Limiter {
  const check = web.createRateLimit({ max, timeWindow: "1 minute", keyGenerator: key });
  return async (req, reply) => {
    const r = await check(req);
    if (!r.isAllowed && r.isExceeded)
      return reply.code(429).type("text/plain; charset=utf-8").send("too many requests: try again in a minute");
  };
}

/**
 * The login limit per account: many addresses guessing one account's password share one budget. One
 * limiter for the dashboard's and the readers' logins, so neither doubles it. The key is the address
 * typed, trimmed and in lower case, as checkLogin reads it.
 */
export function loginsPerAccount(web: FastifyInstance): Limiter {
  return limiterBy(
    web,
    LOGINS_PER_ACCOUNT_PER_MINUTE,
    (req) =>
      `login:${String((req.body as { email?: unknown } | undefined)?.email ?? "")
        .trim()
        .toLowerCase()}`,
  );
}

export async function registerAuth(web: FastifyInstance, app: App, perAccount: Limiter): Promise<void> {
  web.decorateRequest("user", null);
  web.decorateRequest("token", null);

  web.get<{ Querystring: { next?: string; failed?: string } }>("/login", async (req, reply) => {
    return reply.view("login.eta", {
      title: "Log in",
      user: null,
      csrf: reply.generateCsrf({ secure: isHttps(req) }),
      next: safeNext(req.query.next),
      failed: !!req.query.failed,
      msg: null,
    });
  });

  web.post<{ Body: { email?: string; password?: string; next?: string } }>(
    "/login",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      preHandler: [web.csrfProtection, perAccount],
    },
    async (req, reply) => {
      const b = req.body ?? {};
      const user = await checkLogin(app, String(b.email ?? ""), String(b.password ?? ""));
      const next = safeNext(b.next);
      if (!user) {
        app.log.warn({ ip: req.ip }, "dashboard login failed");
        return reply.code(401).view("login.eta", {
          title: "Log in",
          user: null,
          csrf: reply.generateCsrf({ secure: isHttps(req) }),
          next,
          failed: true,
          email: String(b.email ?? ""),
          msg: null,
        });
      }
      app.log.info({ account: user.id }, "dashboard login");
      await setSession(app, req, reply, user);
      return reply.redirect(next);
    },
  );
}

/** Only local paths are followed after login (no open redirect). */
export function safeNext(next: unknown): string {
  const s = typeof next === "string" ? next : "";
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(s) && !s.startsWith("/login") ? s : "/games";
}
