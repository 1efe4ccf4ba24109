// Page links (src/outbox/outbox.ts, src/web/reader.ts, src/web/readers.ts) on a real PostgreSQL and the
// real web server, without a browser: one fresh link per reader and mail about a game, kept only as a
// hash, bound to its account and game, dated on the service clock; revoked by PASSWORD CHANGE and
// LOGOUT ALL; cut wherever a mail is shown or logged (the dashboard's outbox and inbound pages, the API,
// the request log); a page's moves are command lines of the game only, through the pipeline.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { capturedLog } from "../helpers/log.ts";
import { maskPageLinks, maskPasswords } from "../../src/mail/redact.ts";
import { loadConfig } from "../../src/config.ts";
import { createApiToken } from "../../src/web/auth.ts";

// "Your page: …", "Ta page : …": the link in any language
const LINK = /(https?:\/\/\S+\/p\/([A-Za-z0-9_-]{43}))/;

describe("page links", () => {
  let t: WebTest;
  const logged = capturedLog();
  let gameId = "";
  const pw: Record<string, string> = {};
  const who = (n: string) => `${n}@example.test`;
  const say = (n: string, lines: string, subject?: string) =>
    t.app.send(who(n), `PASSWORD ${pw[n]}\n${lines}`, subject ? { subject } : {});
  const newest = async (n: string, game = gameId) => {
    const mails = (await t.app.mails(who(n))).filter((m) => m.gameId === game);
    return LINK.exec(mails.at(-1)!.body)!;
  };

  beforeAll(async () => {
    t = await startWebTest();
    t.app.log = logged.log;
    for (const n of ["ann", "bob"]) pw[n] = await t.app.register(who(n), n.toUpperCase());
    gameId = /created (trente-\d+)/.exec(await say("ann", "CREATE trente\nJOIN"))![1];
    await say("bob", `JOIN ${gameId}`);
    expect(await say("ann", `START ${gameId}`)).toContain("started");
  });
  afterAll(async () => t?.close());

  it("defaults PUBLIC_URL to this machine's port, and refuses an address that is not http(s)", () => {
    expect(loadConfig({ PORT: "8123" }).PUBLIC_URL).toBe("http://127.0.0.1:8123");
    expect(loadConfig({ PUBLIC_URL: "https://games.example.org/" }).PUBLIC_URL).toBe("https://games.example.org");
    expect(() => loadConfig({ PUBLIC_URL: "ftp://example.org" })).toThrow(/PUBLIC_URL/);
  });

  it("gives each mail about a game a fresh link, kept only hashed and bound to its reader and game", async () => {
    const a1 = await newest("ann");
    await say("ann", `STATUS ${gameId}`, `[${gameId}] status`);
    const a2 = await newest("ann");
    expect(a2[2]).not.toBe(a1[2]);
    const b = await newest("bob");
    for (const [key, n] of [
      [a1[2], "ann"],
      [a2[2], "ann"],
      [b[2], "bob"],
    ]) {
      const row = await t.app.db.prisma.pageLink.findUniqueOrThrow({
        where: { keyHash: createHash("sha256").update(key).digest("hex") },
      });
      const acc = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: who(n) } });
      expect(row.accountId).toBe(acc.id);
      expect(row.gameId).toBe(gameId);
      // dated on the service clock (a test's clock), good for PAGE_LINK_DAYS
      expect(row.createdAt.getTime()).toBe(t.app.clock.now.getTime());
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(t.app.config.PAGE_LINK_DAYS * 86_400_000);
    }
    // no key is stored anywhere but in the mail that carries it
    const keys = await t.app.db.prisma.pageLink.findMany();
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k.keyHash))).toBe(true);
  });

  it("opens the reader's own page until it expires on the service clock", async () => {
    const [, url] = await newest("bob");
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('id="own-state"');
    const was = t.app.clock.now;
    t.app.clock.now = new Date(was.getTime() + t.app.config.PAGE_LINK_DAYS * 86_400_000 + 1000);
    try {
      const old = await fetch(url);
      expect(old.status).toBe(410);
      const text = await old.text();
      expect(text).not.toContain('id="own-state"');
      expect(text).not.toContain('id="table-state"');
      expect((await fetch(`${url}/version`)).status).toBe(404);
    } finally {
      t.app.clock.now = was;
    }
  });

  it("sends only a line of the game from a page: never an account's or the service's verb", async () => {
    const [, url] = await newest("ann");
    const b = new Browserish(t.base);
    const path = new URL(url).pathname;
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await (await b.fetch(path)).text())![1];
    const before = await t.app.db.prisma.inboundMessage.count();
    for (const line of ["PASSWORD CHANGE stolen-password-1", "LOGOUT ALL", "RENAME Mallory", "STATUS", "not a move"]) {
      const r = await b.post(`${path}/move`, { _csrf: csrf, line });
      expect(r.status, line).toBe(400);
      expect(await r.text()).toContain("Only a line of");
    }
    expect(await t.app.db.prisma.inboundMessage.count()).toBe(before);
  });

  it("never logs a link whole: the request log and the dashboard's mail views cut it", async () => {
    const [, url, key] = await newest("ann");
    // a request that fails on bad bytes is logged with its path: the key is cut there
    await fetch(`${url}%00`);
    // the dashboard shows the outbox and the API gives it: the key is cut there too
    const root = new Browserish(t.base);
    expect((await root.login()).status).toBe(302);
    const outbox = await (await root.fetch(`/outbox?to=${encodeURIComponent(who("ann"))}`)).text();
    // (the list shows Ann's mails about a game by their heads only: src/web/mails.ts)
    expect(outbox).toContain(`to <strong>${who("ann")}</strong>`);
    const admin = await t.app.db.prisma.account.findFirstOrThrow({ where: { isAdmin: true } });
    const token = (await createApiToken(t.app, admin.id, { admin: true })).token;
    const api = await (await fetch(`${t.base}/api/outbox`, { headers: { authorization: `Bearer ${token}` } })).text();
    for (const [where, text] of [
      ["the log", JSON.stringify(logged.lines)],
      ["the outbox page", outbox],
      ["the API", api],
    ])
      expect(text, where).not.toContain(key);
    expect(JSON.stringify(logged.lines)).toContain(`/p/${key.slice(0, 4)}…`);
    expect(maskPageLinks(`see ${url} now`)).toBe(`see ${url.slice(0, url.indexOf("/p/") + 7)}… now`);
    expect(maskPasswords(url)).not.toContain(key);
  });

  it("speaks the reader's language, verbs included, and sends the line in English", async () => {
    // the player the game waits for reads French
    const g = await t.app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
    const seat = t.app.games.forGameId(gameId)!.pending(g.state)[0].seat!;
    const n = seat === 1 ? "ann" : "bob";
    expect(await say(n, "LANGUAGE fr")).toMatch(/OK/);
    await say(n, `STATUS ${gameId}`, `[${gameId}] status`);
    const [, url] = await newest(n);
    const b = new Browserish(t.base);
    const path = new URL(url).pathname;
    const html = await (await b.fetch(path)).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`${gameId} — ta page`);
    const offered = [...html.matchAll(/<input type="radio" name="move" value="([^"]+)"[^>]*> <code>([^<]+)<\/code>/g)];
    expect(offered.length).toBeGreaterThan(0);
    // no move is chosen for the player: Send without choosing plays nothing (a refusal, no move logged)
    expect(html).not.toMatch(/<input type="radio"[^>]*\bchecked\b/);
    // the line shown is in French, the line sent is the engine's
    const [, line, shown] = offered[0];
    expect(shown.split(" ")[0]).not.toBe(line.split(" ")[0]);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(html)![1];
    const moves = () => t.app.db.prisma.gameEvent.count({ where: { gameId, type: "move" } });
    const made = await moves();
    expect((await b.post(`${path}/move`, { _csrf: csrf, line: "" })).status).toBe(400);
    expect(await moves()).toBe(made);
    const r = await b.post(`${path}/move`, { _csrf: csrf, line: shown });
    expect(r.status).toBe(302);
    const move = await t.app.db.prisma.gameEvent.findFirstOrThrow({ where: { gameId, type: "move" }, orderBy: { id: "desc" } });
    expect(move.line).toBe(line);
    expect(await say(n, "LANGUAGE en")).toMatch(/OK/);
  });

  it("keeps no link whole in the record of a mail that quotes it, or pastes it among its lines", async () => {
    const [, url, key] = await newest("bob");
    const mail = await t.app.db.prisma.outbox.findFirstOrThrow({ where: { body: { contains: key } } });
    const quoted = mail.body
      .split("\n")
      .map((l) => `> ${l}`)
      .join("\n");
    await say("bob", `STATUS ${gameId}\n${url}\n\n${quoted}`);
    const row = await t.app.db.prisma.inboundMessage.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(row.status).toBe("done");
    for (const [what, text] of [
      ["raw", row.raw],
      ["rawBytes", Buffer.from(row.rawBytes ?? []).toString("utf8")],
      ["parsed", JSON.stringify(row.parsed)],
    ])
      expect(text, what).not.toContain(key);
  });

  it("revokes every link of the account on PASSWORD CHANGE and on LOGOUT ALL", async () => {
    const [, annUrl] = await newest("ann");
    const [, bobUrl] = await newest("bob");
    expect((await fetch(annUrl)).status).toBe(200);
    expect(await say("ann", "PASSWORD CHANGE a-brand-new-pw")).toMatch(/OK/);
    pw.ann = "a-brand-new-pw";
    expect((await fetch(annUrl)).status).toBe(404);
    expect((await fetch(bobUrl)).status).toBe(200);
    expect(await say("bob", "LOGOUT ALL")).toMatch(/OK/);
    expect((await fetch(bobUrl)).status).toBe(404);
    const accs = await t.app.db.prisma.account.findMany({ where: { email: { in: [who("ann"), who("bob")] } } });
    expect(await t.app.db.prisma.pageLink.count({ where: { accountId: { in: accs.map((a) => a.id) } } })).toBe(0);
  });
});
