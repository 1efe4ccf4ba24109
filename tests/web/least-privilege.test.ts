// The dashboard and the API, least privilege: logging out ends the session on the server; bad bytes get a
// 400 without source paths; security headers let plain HTTP work (HSTS and upgrade-insecure-requests only
// over https); acting for a player (dashboard act-as, API `as`) is audited with the real actor, told to
// the player and announced; a site administrator who plays reads neither the secrets nor other players'
// mails of that game; passwords are masked in /api/outbox and in encoded inbound mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { ADMIN, ADMIN_PASSWORD, SERVICE } from "../helpers/app.ts";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { createApiToken } from "../../src/web/auth.ts";
import { receiveRaw } from "../../src/intake/inbound.ts";
import { buildWeb } from "../../src/web/server.ts";

let t: WebTest;
beforeAll(async () => void (t = await startWebTest()));
afterAll(async () => t?.close());

const noSourcePaths = (text: string) => {
  expect(text).not.toMatch(/\/work\/|src\/|node_modules|\.ts:\d+|prisma|invalid byte sequence/i);
};

describe("sessions", () => {
  it("logging out kills the cookie on the server, not only in the browser", async () => {
    const b = new Browserish(t.base);
    expect((await b.login()).status).toBe(302);
    expect((await b.fetch("/games")).status).toBe(200);
    const stolen = new Browserish(t.base);
    stolen.cookies = new Map(b.cookies);
    expect((await stolen.fetch("/games")).status).toBe(200);
    const token = await b.csrf("/games");
    expect((await b.post("/logout", { _csrf: token })).status).toBe(302);
    const after = await stolen.fetch("/games");
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/login/);
    // a forged cookie value (not signed by the server) is nothing
    const forged = new Browserish(t.base);
    forged.cookies.set("herald_session", "abc");
    expect((await forged.fetch("/games")).status).toBe(302);
  });
});

describe("bad bytes", () => {
  it("a NUL or broken UTF-8 anywhere gives 400, never a 500 with source paths", async () => {
    const anon = new Browserish(t.base);
    for (const path of [
      "/login?next=%00",
      "/login?next=%C0%AF",
      "/login?next=%ZZ",
      "/games/%00",
      "/api/games?kind=a%00b",
      "/api/games/%ED%A0%80",
    ]) {
      const r = await anon.fetch(path);
      expect(r.status, path).toBe(path.startsWith("/api/") && !path.includes("%") ? 401 : 400);
      noSourcePaths(await r.text());
    }
    // the anonymous login form
    const token = await anon.csrf("/login");
    const r = await anon.post("/login", { _csrf: token, email: "root\u0000@example.test", password: "x\u0000" });
    expect(r.status).toBe(400);
    noSourcePaths(await r.text());
    // logged in: forms and the act page
    const b = new Browserish(t.base);
    await b.login();
    const tok = await b.csrf("/act");
    const act = await b.post("/act", { _csrf: tok, address: "a@example.test", body: "REGISTER A\u0000B" });
    expect(act.status).toBe(400);
    noSourcePaths(await act.text());
    // the API with a token
    const root = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: ADMIN } });
    const h = {
      authorization: `Bearer ${(await createApiToken(t.app, root.id, { admin: true })).token}`,
      "content-type": "application/json",
    };
    const api = await fetch(`${t.base}/api/commands`, { method: "POST", headers: h, body: JSON.stringify({ body: "ME\u0000" }) });
    expect(api.status).toBe(400);
    noSourcePaths(await api.text());
    expect((await fetch(`${t.base}/api/games/x%00`, { headers: h })).status).toBe(400);
  });

  it("each refusal is logged once, with the path escaped and without the query or the form", async () => {
    const lines: string[] = [];
    const saved = t.app.log;
    t.app.log = pino({ level: "info" }, { write: (l: string) => void lines.push(l) }) as typeof saved;
    try {
      const anon = new Browserish(t.base);
      expect((await anon.fetch("/games/a%00%0Ab?next=secret-in-query")).status).toBe(400);
      const token = await anon.csrf("/login");
      expect((await anon.post("/login", { _csrf: token, email: "root@example.test", password: "pw-in-form\u0000" })).status).toBe(
        400,
      );
    } finally {
      t.app.log = saved;
    }
    const refused = lines.filter((l) => l.includes("web request refused: bad bytes")).map((l) => JSON.parse(l));
    expect(refused.map((r) => r.why)).toEqual(["the address holds a forbidden character", "a field holds a forbidden character"]);
    expect(refused[0].path).toBe(JSON.stringify("/games/a%00%0Ab"));
    expect(refused[1].path).toBe(JSON.stringify("/login"));
    const all = lines.join("\n");
    expect(all).not.toContain("secret-in-query");
    expect(all).not.toContain("pw-in-form");
  });
});

describe("security headers", () => {
  it("plain HTTP: no upgrade-insecure-requests, no HSTS; https behind TRUST_PROXY: both", async () => {
    const r = await fetch(`${t.base}/login`);
    const csp = r.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(r.headers.get("strict-transport-security")).toBeNull();
    // a forged X-Forwarded-Proto means nothing without TRUST_PROXY
    const forged = await fetch(`${t.base}/login`, { headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers.get("strict-transport-security")).toBeNull();
    const proxied = await buildWeb(t.app, { sessionSecret: "test-session-secret-0123456789abcdef", trustProxy: true });
    try {
      const res = await proxied.inject({ method: "GET", url: "/login", headers: { "x-forwarded-proto": "https" } });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
      const plain = await proxied.inject({ method: "GET", url: "/login" });
      expect(plain.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

const pw: Record<string, string> = {};

describe("acting for a player from the dashboard and the API", () => {
  let gameId = "";
  let h: Record<string, string>;
  beforeAll(async () => {
    const app = t.app;
    for (const [e, n] of [
      ["ann@example.test", "Ann"],
      ["bob@example.test", "Bob"],
      ["cy@example.test", "Cy"],
    ])
      pw[e] = await app.register(e, n);
    const root = await app.db.prisma.account.findUniqueOrThrow({ where: { email: ADMIN } });
    h = {
      authorization: `Bearer ${(await createApiToken(app, root.id, { admin: true })).token}`,
      "content-type": "application/json",
    };
    const created = (await (
      await fetch(`${t.base}/api/commands`, { method: "POST", headers: h, body: JSON.stringify({ body: "CREATE trente" }) })
    ).json()) as any;
    gameId = /created (trente-\d+)/.exec(created.reply)![1];
    for (const who of ["ann@example.test", "bob@example.test"]) {
      const j = (await (
        await fetch(`${t.base}/api/commands`, {
          method: "POST",
          headers: h,
          body: JSON.stringify({ body: `JOIN ${gameId}`, as: who }),
        })
      ).json()) as any;
      expect(j.reply).toMatch(/OK you joined/);
    }
    await fetch(`${t.base}/api/commands`, { method: "POST", headers: h, body: JSON.stringify({ body: `START ${gameId}` }) });
  });

  it("API `as`: audited with the real actor, told to the player, announced to the others; the JOINs too", async () => {
    const app = t.app;
    const root = await app.db.prisma.account.findUniqueOrThrow({ where: { email: ADMIN } });
    const joins = await app.db.prisma.gameEvent.findMany({ where: { gameId, type: "on-behalf" } });
    expect(joins.map((e) => [e.accountId, e.line])).toEqual([
      [root.id, "root for Ann: JOIN " + gameId],
      [root.id, "root for Bob: JOIN " + gameId],
    ]);
    const s = (await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).state as any;
    const who = s.turn.seat === 1 ? "ann@example.test" : "bob@example.test";
    const other = who === "ann@example.test" ? "bob@example.test" : "ann@example.test";
    const name = who === "ann@example.test" ? "Ann" : "Bob";
    const first = await app.lastOutboxId();
    const j = (await (
      await fetch(`${t.base}/api/commands`, {
        method: "POST",
        headers: h,
        body: JSON.stringify({ body: `GAME ${gameId}\nKEEP ${s.turn.roll[0]}`, as: who }),
      })
    ).json()) as any;
    expect(j.reply).toMatch(/OK/);
    const move = await app.db.prisma.gameEvent.findFirstOrThrow({ where: { gameId, type: "move" }, orderBy: { id: "desc" } });
    expect(move.accountId).toBe(root.id);
    expect((move.data as any).by).toBe(ADMIN);
    expect((await app.mailsSince(first, other)).map((m) => m.body).join("\n")).toContain(
      `root (administrator) for ${name}: made a move in ${gameId}.`,
    );
    expect((await app.mailsSince(first, who)).map((m) => m.body).join("\n")).toContain(`root (administrator) for ${name}: KEEP`);
    // AS … STATUS through the API is a REVEAL
    await fetch(`${t.base}/api/commands`, {
      method: "POST",
      headers: h,
      body: JSON.stringify({ body: `STATUS ${gameId}`, as: other }),
    });
    expect(await app.db.prisma.gameEvent.count({ where: { gameId, type: "admin", line: { startsWith: "REVEAL (AS" } } })).toBe(1);
  });

  it("dashboard act-as: the same trace", async () => {
    const b = new Browserish(t.base);
    await b.login();
    const cy = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: "cy@example.test" } });
    const tok = await b.csrf("/act");
    const r = await b.post("/act", { _csrf: tok, account: String(cy.id), body: `OBSERVE ${gameId}\nSTATUS ${gameId}` });
    expect(r.status).toBe(302);
    const ev = await t.app.db.prisma.gameEvent.findMany({
      where: { gameId, OR: [{ line: { startsWith: "root for Cy" } }, { line: { startsWith: "REVEAL (AS Cy" } }] },
      orderBy: { id: "asc" },
    });
    expect(ev.map((e) => e.line)).toEqual([`root for Cy: OBSERVE ${gameId}`, "REVEAL (AS Cy STATUS)"]);
    expect((await t.app.mails("cy@example.test")).map((m) => m.body).join("\n")).toContain(
      `root (administrator) for Cy: OBSERVE ${gameId}`,
    );
  });

  it("a site administrator who plays reads neither the game's secrets nor other players' mails of it", async () => {
    const root = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: ADMIN } });
    const created = (await (
      await fetch(`${t.base}/api/commands`, {
        method: "POST",
        headers: h,
        body: JSON.stringify({ body: "CREATE regicide\nJOIN" }),
      })
    ).json()) as any;
    const id = /created (regicide-\d+)/.exec(created.reply)![1];
    // a site administrator who holds a seat in the game cannot act there for anyone, not even to JOIN
    const asAnn = (await (
      await fetch(`${t.base}/api/commands`, {
        method: "POST",
        headers: h,
        body: JSON.stringify({ body: `JOIN ${id}`, as: "ann@example.test" }),
      })
    ).json()) as any;
    expect(asAnn.reply).toMatch(new RegExp(`ERROR you play in ${id}`));
    await t.app.send("ann@example.test", `PASSWORD ${pw["ann@example.test"]}\nJOIN ${id}`);
    await fetch(`${t.base}/api/commands`, { method: "POST", headers: h, body: JSON.stringify({ body: `START ${id}` }) });
    expect((await fetch(`${t.base}/api/games/${id}?view=admin`, { headers: h })).status).toBe(403);
    const b = new Browserish(t.base);
    await b.login();
    expect((await b.post(`/games/${id}/reveal`, { _csrf: await b.csrf(`/games/${id}`) })).status).toBe(403);
    const mails = (await (await fetch(`${t.base}/api/outbox?gameId=${id}`, { headers: h })).json()) as { to: string }[];
    expect(mails.length).toBeGreaterThan(0);
    expect(new Set(mails.map((m) => m.to))).toEqual(new Set([ADMIN]));
    const annMail = await t.app.db.prisma.outbox.findFirstOrThrow({ where: { gameId: id, toAddress: "ann@example.test" } });
    expect((await b.fetch(`/outbox/${annMail.id}`)).status).toBe(404);
    const list = await (await b.fetch(`/outbox?game=${id}`)).text();
    expect(list).toContain(`to <strong>${ADMIN}</strong>`);
    expect(list).not.toContain("to <strong>ann@example.test</strong>");
    // nor the other players' inbound mail (Ann's own REGISTER mail here); a non-player's stays visible
    const annIn = await t.app.db.prisma.inboundMessage.findFirstOrThrow({ where: { fromAddress: "ann@example.test" } });
    const cyIn = await t.app.db.prisma.inboundMessage.findFirstOrThrow({ where: { fromAddress: "cy@example.test" } });
    expect((await b.fetch(`/inbound/${annIn.id}`)).status).toBe(404);
    expect((await b.fetch(`/inbound/${cyIn.id}`)).status).toBe(200);
    const inList = await (await b.fetch("/inbound")).text();
    expect(inList).not.toContain("ann@example.test");
    expect(inList).toContain("cy@example.test");
    // acting for another player of a game they play in: refused
    const as = (await (
      await fetch(`${t.base}/api/commands`, {
        method: "POST",
        headers: h,
        body: JSON.stringify({ body: `GAME ${id}\nYIELD`, as: "ann@example.test" }),
      })
    ).json()) as any;
    expect(as.reply, as.reply).toMatch(new RegExp(`ERROR you play in ${id}: a player cannot act for another player there`));
    void root;
  });
});

describe("passwords", () => {
  it("are masked in /api/outbox and in a base64 inbound mail on the dashboard", async () => {
    const app = t.app;
    const root = await app.db.prisma.account.findUniqueOrThrow({ where: { email: ADMIN } });
    const h = { authorization: `Bearer ${(await createApiToken(app, root.id, { admin: true })).token}` };
    const pw = "Sup3r-secret-pw";
    await app.send("dee@example.test", `REGISTER Dee\nPASSWORD CHANGE ${pw}`);
    const out = JSON.stringify(await (await fetch(`${t.base}/api/outbox?to=dee@example.test`, { headers: h })).json());
    expect(out).not.toContain(pw);
    const text = `PASSWORD ${pw}\nME\n`;
    const raw = [
      `From: dee@example.test`,
      `To: ${SERVICE}`,
      "Subject: x",
      "Message-ID: <b64.pending@test>",
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from(text).toString("base64"),
      "",
    ].join("\r\n");
    const r = await receiveRaw(app, raw, "local"); // stored, not yet processed: the exact bytes are still there
    const b = new Browserish(t.base);
    await b.login();
    const page = await (await b.fetch(`/inbound/${r.inboundId}`)).text();
    expect(page).toContain("PASSWORD ******");
    expect(page).not.toContain(pw);
    expect(page).not.toContain(Buffer.from(text).toString("base64"));
    void ADMIN_PASSWORD;
  });
});
