// The real web server on 127.0.0.1:0 over a test App (fresh PostgreSQL database), and a tiny cookie
// jar for logging in over plain HTTP.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { makeTestApp, ADMIN, ADMIN_PASSWORD, type TestApp } from "./app.ts";
import type { GameEngine } from "../../src/games/engine.ts";
import { buildWeb, type WebOptions } from "../../src/web/server.ts";

export interface WebTest {
  app: TestApp;
  web: FastifyInstance;
  base: string;
  close(): Promise<void>;
}

export async function startWebTest(
  opts: WebOptions = {},
  env: Record<string, string> = {},
  moreGames: readonly GameEngine[] = [],
): Promise<WebTest> {
  const app = await makeTestApp("postgres", env, moreGames);
  const web = await buildWeb(app, { sessionSecret: "test-session-secret-0123456789abcdef", ...opts });
  await web.listen({ port: 0, host: "127.0.0.1" });
  const addr = web.server.address();
  const port = typeof addr === "object" && addr ? addr.port : 0;
  // the page links in mails point at this server (config PUBLIC_URL), unless the test says otherwise
  if (!env.PUBLIC_URL) app.config.PUBLIC_URL = `http://127.0.0.1:${port}`;
  return {
    app,
    web,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await web.close();
      await app.close();
    },
  };
}

/** Cookies kept across fetch calls (no redirects followed). */
export class Browserish {
  cookies = new Map<string, string>();
  constructor(readonly base: string) {}
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(this.base + path, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as any), cookie: this.header() },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      const v = pair.slice(i + 1);
      if (v === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(pair.slice(0, i));
      else this.cookies.set(pair.slice(0, i), v);
    }
    return res;
  }
  /** the CSRF token of the first form on a page */
  async csrf(path: string): Promise<string> {
    const html = await (await this.fetch(path)).text();
    const m = /name="_csrf" value="([^"]+)"/.exec(html);
    if (!m) throw new Error(`no CSRF token on ${path}`);
    return m[1];
  }
  async post(path: string, form: Record<string, string>): Promise<Response> {
    return this.fetch(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
  }
  /**
   * A session of this account, made as a login makes one (src/web/auth.ts setSession), without the
   * login form: for tests that log in many people (the login is rate-limited per client address).
   */
  async sessionOf(t: Pick<WebTest, "app" | "web">, accountId: number): Promise<void> {
    const id = crypto.randomBytes(32).toString("base64url");
    const key = crypto.createHash("sha256").update(id).digest("hex");
    await t.app.db.prisma.webSession.create({ data: { id: key, accountId, expiresAt: new Date(Date.now() + 12 * 3600_000) } });
    this.cookies.set("herald_session", encodeURIComponent(t.web.signCookie(id)));
  }
  async login(email = ADMIN, password = ADMIN_PASSWORD): Promise<Response> {
    const token = await this.csrf("/login");
    return this.post("/login", { _csrf: token, email, password, next: "/games" });
  }
}
