// Security of the web side, against the real server: every registered page and API route refuses an
// anonymous request; forms without (or with a wrong) CSRF token are refused; a hostile player name is
// shown as text; a player's API token sees no secret; login is rate-limited; cookie and header flags.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, ADMIN_PASSWORD, type TestApp } from "../helpers/app.ts";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { buildWeb, routesOf } from "../../src/web/server.ts";
import { createApiToken } from "../../src/web/auth.ts";

const EVIL = "<script>alert(1)</script>";
// the only routes open to anyone: probes, the login forms, the stylesheet and the pages' script
// GET /api/key: Herald's public signing key, which anyone checking a game record needs (tests/web/public-key.test.ts)
const PUBLIC = new Set([
  "GET /healthz",
  "GET /readyz",
  "GET /login",
  "GET /me/login",
  "GET /static/app.css",
  "GET /static/reader.js",
  "GET /api/key",
  "GET /api/openapi.json",
  "GET /favicon.ico",
]);

describe("web security", () => {
  let t: WebTest;
  let app: TestApp;
  let gameId = "";
  let annId = 0;
  let annPw = "";

  beforeAll(async () => {
    t = await startWebTest({ localToken: "l".repeat(48) });
    app = t.app;
    annPw = await app.register("ann@example.test", "Ann");
    const evilPw = await app.register("evil@example.test", EVIL);
    const cyPw = await app.register("cy@example.test", "Cy");
    annId = (await app.db.prisma.account.findUniqueOrThrow({ where: { email: "ann@example.test" } })).id;
    const r = await app.send("ann@example.test", `PASSWORD ${annPw}\nCREATE regicide\nJOIN`);
    gameId = /created (regicide-\d+)/.exec(r)![1];
    await app.send("evil@example.test", `PASSWORD ${evilPw}\nJOIN ${gameId}`);
    await app.send("cy@example.test", `PASSWORD ${cyPw}\nJOIN ${gameId}`);
    expect(await app.send("ann@example.test", `PASSWORD ${annPw}\nSTART ${gameId}`)).toContain("started");
  });
  afterAll(async () => t?.close());

  it("every page and API route refuses an anonymous request", async () => {
    const routes = routesOf(t.web).filter((r) => r.method !== "HEAD" || !PUBLIC.has(`GET ${r.url}`));
    expect(routes.length).toBeGreaterThan(25);
    const checked: string[] = [];
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      if (PUBLIC.has(key)) continue;
      const url = r.url
        .replace(/:id\b/, r.url.startsWith("/games") || r.url.startsWith("/api/games") ? gameId : "1")
        .replace(/:key\b/, "A".repeat(43))
        .replace(/\*$/, "x");
      const res = await fetch(t.base + url, {
        method: r.method,
        redirect: "manual",
        ...(r.method === "POST"
          ? { headers: { "content-type": "application/json" }, body: JSON.stringify({ body: "HELP", action: "pause" }) }
          : {}),
      });
      const to = res.headers.get("location") ?? "";
      const refused =
        res.status === 401 ||
        res.status === 403 ||
        (res.status === 302 && (to.startsWith("/login") || to.startsWith("/me/login"))) ||
        // a page link that opens nothing: the page says so, and shows no game
        (r.url.startsWith("/p/") && res.status === 404);
      expect(refused, `${key} answered ${res.status} to an anonymous request`).toBe(true);
      const text = await res.text();
      expect(text).not.toContain("Hand of");
      checked.push(key);
    }
    for (const must of [
      "GET /games",
      "GET /games/:id",
      "POST /games/:id/reveal",
      "POST /games/:id/action",
      "GET /outbox",
      "GET /inbound/:id",
      "POST /act",
      "POST /tokens",
      "GET /metrics",
      "GET /api/games",
      "GET /api/games/:id",
      "POST /api/commands",
      "GET /api/outbox",
      "POST /local/send",
      "GET /local/outbox",
      "POST /login",
      "GET /p/:key",
      "GET /p/:key/version",
      "POST /p/:key/move",
      "POST /p/:key/renew",
      "GET /me",
      "GET /me/games/:id",
      "POST /me/games/:id/move",
      "POST /me/login",
      "GET /games/:id/seats/:seat",
    ])
      expect(checked).toContain(must);
    // nothing changed
    expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("running");
    expect(await app.db.prisma.gameEvent.count({ where: { line: { startsWith: "REVEAL" } } })).toBe(0);
  });

  it("refuses a form post without the CSRF token, or with a wrong one", async () => {
    const b = new Browserish(t.base);
    expect((await b.login()).status).toBe(302);
    const none = await b.post(`/games/${gameId}/action`, { action: "pause" });
    expect(none.status).toBe(403);
    const wrong = await b.post(`/games/${gameId}/action`, { action: "pause", _csrf: "not-a-token" });
    expect(wrong.status).toBe(403);
    const reveal = await b.post(`/games/${gameId}/reveal`, {});
    expect(reveal.status).toBe(403);
    expect(await reveal.text()).not.toContain("Hand of");
    // a token from another browser's cookie does not work either
    const other = new Browserish(t.base);
    const foreign = await other.csrf("/login");
    expect((await b.post(`/games/${gameId}/action`, { action: "pause", _csrf: foreign })).status).toBe(403);
    expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("running");
    // the login form needs its token too
    expect((await other.post("/login", { email: ADMIN, password: ADMIN_PASSWORD })).status).toBe(403);
    // with the token, the same action works
    const token = await b.csrf(`/games/${gameId}`);
    const ok = await b.post(`/games/${gameId}/action`, { action: "pause", _csrf: token });
    expect(ok.status).toBe(302);
    expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("paused");
    await b.post(`/games/${gameId}/action`, { action: "resume", _csrf: token });
    expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("running");
  });

  it("shows a player named <script> as text on every page", async () => {
    const b = new Browserish(t.base);
    await b.login();
    for (const path of ["/players", `/games/${gameId}`, "/games", "/outbox", "/act", "/tokens"]) {
      const res = await b.fetch(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain(EVIL);
      expect(html, path).not.toMatch(/<script/i);
      // the token page lists only the accounts that hold tokens (a token is made only for oneself)
      if (path !== "/outbox" && path !== "/tokens") expect(html, path).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });

  it("sets strict cookies and security headers", async () => {
    const b = new Browserish(t.base);
    const page = await b.fetch("/login");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    const token = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1];
    const res = await b.post("/login", { _csrf: token, email: ADMIN, password: ADMIN_PASSWORD });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("herald_session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here
    // a player's account is no administrator, even with the right password
    const player = new Browserish(t.base);
    expect(
      (await player.post("/login", { _csrf: await player.csrf("/login"), email: "ann@example.test", password: annPw })).status,
    ).toBe(401);
    // a forged or tampered session cookie is not a session
    const forged = await fetch(`${t.base}/games`, {
      redirect: "manual",
      headers: { cookie: `herald_session=${encodeURIComponent("1.99999999999999.x")}` },
    });
    expect(forged.status).toBe(302);
    // behind an https proxy (trustProxy), the cookie is Secure
    const proxied = await buildWeb(app, { trustProxy: true, sessionSecret: "another-secret-0123456789abcdef" });
    try {
      const login = await proxied.inject({ method: "GET", url: "/login", headers: { "x-forwarded-proto": "https" } });
      const csrf = /name="_csrf" value="([^"]+)"/.exec(login.body)![1];
      const cookies = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      const r = await proxied.inject({
        method: "POST",
        url: "/login",
        headers: { "x-forwarded-proto": "https", cookie: cookies, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ _csrf: csrf, email: ADMIN, password: ADMIN_PASSWORD }).toString(),
      });
      expect(r.statusCode).toBe(302);
      expect(r.cookies.find((c) => c.name === "herald_session")?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it("a player's API token sees no secret and cannot act for others", async () => {
    const player = await createApiToken(app, annId, { name: "ann's script", admin: true });
    expect(player.admin).toBe(false); // admin rights only for administrators
    const h = { authorization: `Bearer ${player.token}` };
    const state = (await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).state as any;
    const others = [...state.hands[1], ...state.hands[2]] as string[];

    const secret = await fetch(`${t.base}/api/games/${gameId}?view=admin`, { headers: h });
    expect(secret.status).toBe(403);
    const pub = await (await fetch(`${t.base}/api/games/${gameId}`, { headers: h })).json();
    expect(pub.viewer).toBe("public");
    expect(JSON.stringify(pub.view)).not.toMatch(/"hand"|"secret"|"tavern"|"castle":\[/);
    const mine = await (await fetch(`${t.base}/api/games/${gameId}?view=seat`, { headers: h })).json();
    expect(mine.viewer).toBe("seat 1");
    expect(mine.view.hand).toEqual(state.hands[0]);
    expect(mine.view.secret).toBeUndefined();
    for (const c of others) if (!state.hands[0].includes(c)) expect(mine.view.hand).not.toContain(c);
    const list = JSON.stringify(await (await fetch(`${t.base}/api/games`, { headers: h })).json());
    expect(list).not.toContain((await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).seed);
    // only her own mails
    const mails = (await (await fetch(`${t.base}/api/outbox?to=evil@example.test`, { headers: h })).json()) as { to: string }[];
    expect(mails.length).toBeGreaterThan(0);
    expect(new Set(mails.map((m) => m.to))).toEqual(new Set(["ann@example.test"]));
    // cannot act as another account
    const as = await fetch(`${t.base}/api/commands`, {
      method: "POST",
      headers: { ...h, "content-type": "application/json" },
      body: JSON.stringify({ body: "ME", as: "cy@example.test" }),
    });
    expect(as.status).toBe(403);
    // metrics need an administrator
    expect((await fetch(`${t.base}/metrics`, { headers: h })).status).toBe(401);
    // a revoked or made-up token is nothing
    expect((await fetch(`${t.base}/api/games`, { headers: { authorization: "Bearer hrld_made-up" } })).status).toBe(401);
    await app.db.prisma.apiToken.update({ where: { id: player.id }, data: { revokedAt: new Date() } });
    expect((await fetch(`${t.base}/api/games`, { headers: h })).status).toBe(401);
    expect(await app.db.prisma.gameEvent.count({ where: { line: { startsWith: "REVEAL" } } })).toBe(0);
  });

  it("an administrator's token made without admin rights cannot carry them into commands", async () => {
    const root = await app.db.prisma.account.findUniqueOrThrow({ where: { email: ADMIN } });
    const tok = await createApiToken(app, root.id, { name: "script", admin: false });
    const h = { authorization: `Bearer ${tok.token}`, "content-type": "application/json" };
    const r = await fetch(`${t.base}/api/commands`, {
      method: "POST",
      headers: h,
      body: JSON.stringify({ body: `AS ann@example.test STATUS ${gameId}` }),
    });
    expect(r.status).toBe(403);
    expect(JSON.stringify(await r.json())).not.toMatch(/hand/i);
  });

  it("rate-limits logging in", async () => {
    const b = new Browserish(t.base);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const token = await b.csrf("/login");
      statuses.push((await b.post("/login", { _csrf: token, email: "ann@example.test", password: `guess-${i}` })).status);
    }
    // ten tries a minute per client address (counting this file's earlier logins), then 429
    expect(statuses[0]).toBe(401);
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
  });
});
