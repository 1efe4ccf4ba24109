// Herald's OAuth2 mail logins (src/mail/oauth2.ts) against real servers that accept nothing else:
//  - a provider made here: a token endpoint (refresh_token grant, short-lived access tokens, client id
//    and secret checked) and an introspection endpoint (RFC 7662) that says whether a token is live;
//  - dovecot with an `oauth2` passdb asking that endpoint (XOAUTH2 and OAUTHBEARER, no password logins);
//    players' mail delivered into Herald's mailbox over LMTP;
//  - a submission port (smtp-server, STARTTLS) that offers only AUTH XOAUTH2 and checks each token with
//    the same endpoint, and refuses mail without a login.
// Herald reads and answers while its access tokens expire every few seconds: every token a server saw was
// live, the IMAP and SMTP logins after each expiry carried a new one, and every player's mail is answered
// exactly once. Then the refresh token is revoked: mail pauses on both sides with a clear message in the
// log and on /readyz, nothing is read, sent or lost; with a new refresh token every waiting mail is
// answered once.
import { execFileSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import SMTPConnection from "nodemailer/lib/smtp-connection/index.js";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import type { FastifyInstance } from "fastify";
import { loadConfig } from "../../src/config.ts";
import { GAMES } from "../../src/games/index.ts";
import { buildApp } from "../../src/runtime.ts";
import type { App } from "../../src/app.ts";
import { startImap, type ImapHandle } from "../../src/inbox/imap.ts";
import { startSender } from "../../src/outbox/sender.ts";
import { startIntake } from "../../src/intake/worker.ts";
import { AccessTokens, accessTokensFrom } from "../../src/mail/oauth2.ts";
import { buildWeb } from "../../src/web/server.ts";
import { DOVECOT_BIN, startDovecot, type Dovecot } from "../helpers/dovecot.ts";
import { makeSelfSignedCert, type TestCert } from "../helpers/certs.ts";
import { testDatabase } from "../helpers/db.ts";
import { capturedLog } from "../helpers/log.ts";
import { until } from "./stack.ts";

const HERALD = "herald@example.test";
const CLIENT_ID = "herald-app";
const CLIENT_SECRET = "herald-app-secret";
const LIFETIME_S = 4;

/** The provider: a token endpoint and an introspection endpoint, with what each was asked. */
class Provider {
  refreshTokens = new Set(["refresh-1"]);
  issued = new Map<string, number>();
  /** every token a server asked about, with the answer */
  checks: { token: string; active: boolean; at: number }[] = [];
  refreshes = 0;
  port = 0;
  private server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      const send = (code: number, json: unknown) =>
        res.writeHead(code, { "content-type": "application/json" }).end(JSON.stringify(json));
      if (req.url === "/token") {
        if (form.get("client_id") !== CLIENT_ID || form.get("client_secret") !== CLIENT_SECRET)
          return send(401, { error: "invalid_client" });
        if (form.get("grant_type") !== "refresh_token" || !this.refreshTokens.has(form.get("refresh_token") ?? ""))
          return send(400, { error: "invalid_grant", error_description: "The refresh token has been revoked." });
        const token = `access-${++this.refreshes}-${Math.random().toString(36).slice(2)}`;
        this.issued.set(token, Date.now() + LIFETIME_S * 1000);
        return send(200, { access_token: token, token_type: "Bearer", expires_in: LIFETIME_S });
      }
      if (req.url === "/introspect") {
        const token = form.get("token") ?? "";
        const active = (this.issued.get(token) ?? 0) > Date.now();
        this.checks.push({ token, active, at: Date.now() });
        return send(200, active ? { active: true, username: HERALD } : { active: false });
      }
      send(404, {});
    });
  });
  async start() {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", () => r()));
    this.port = (this.server.address() as { port: number }).port;
  }
  url(p: string) {
    return `http://127.0.0.1:${this.port}${p}`;
  }
  async introspect(token: string): Promise<boolean> {
    const r = await fetch(this.url("/introspect"), { method: "POST", body: new URLSearchParams({ token }) });
    return ((await r.json()) as { active: boolean }).active;
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(r));
  }
}

/** The submission port: STARTTLS, AUTH XOAUTH2 only, every token checked with the provider. */
async function startSubmission(provider: Provider, cert: TestCert) {
  const logins: { token: string; ok: boolean }[] = [];
  const mails: ParsedMail[] = [];
  const fs = await import("node:fs");
  const server = new SMTPServer({
    key: fs.readFileSync(cert.key),
    cert: fs.readFileSync(cert.cert),
    authMethods: ["XOAUTH2"],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.method !== "XOAUTH2") return cb(new Error("XOAUTH2 only"));
      void provider.introspect(auth.accessToken ?? "").then((ok) => {
        logins.push({ token: auth.accessToken ?? "", ok: ok && auth.username === HERALD });
        if (ok && auth.username === HERALD) cb(null, { user: HERALD });
        else cb(null, { data: { status: "401", schemes: "bearer" } });
      }, cb);
    },
    onData(stream, _session, cb) {
      void simpleParser(stream).then((m) => {
        mails.push(m);
        cb();
      }, cb);
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return {
    port: (server.server.address() as { port: number }).port,
    logins,
    mails,
    /** ends every connection, as a server restart would (the next mail logs in again) */
    dropAll() {
      for (const c of (server as unknown as { connections: Set<{ close(): void }> }).connections) c.close();
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe("OAuth2 logins on IMAP (dovecot's oauth2 passdb) and SMTP (XOAUTH2 only)", { timeout: 180_000 }, () => {
  let cert: TestCert;
  let provider: Provider;
  let dovecot: Dovecot;
  let submission: Awaited<ReturnType<typeof startSubmission>>;
  let db: { url: string; drop: () => Promise<void> };
  let app: App;
  let web: FastifyInstance;
  let imap: ImapHandle | undefined;
  let sender: ReturnType<typeof startSender> | undefined;
  let stopIntake: (() => Promise<void>) | undefined;
  let tokens: AccessTokens | null = null;
  const logged = capturedLog();

  const env = (refreshToken: string) => ({
    DATABASE_URL: db.url,
    MAIL_MODE: "imap",
    MAIL_FROM: HERALD,
    IMAP_HOST: "127.0.0.1",
    IMAP_PORT: String(dovecot.imapsPort),
    IMAP_TLS: "tls",
    IMAP_TLS_CA: cert.cert,
    IMAP_USER: HERALD,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(submission.port),
    SMTP_TLS: "starttls",
    SMTP_TLS_CA: cert.cert,
    OAUTH2_TOKEN_URL: provider.url("/token"),
    OAUTH2_CLIENT_ID: CLIENT_ID,
    OAUTH2_CLIENT_SECRET: CLIENT_SECRET,
    OAUTH2_REFRESH_TOKEN: refreshToken,
    LOG_LEVEL: "silent",
  });

  /** Herald's mail parts, with one token holder for both, as src/main.ts starts them */
  const startMail = (refreshToken: string) => {
    app.config = loadConfig(env(refreshToken));
    tokens = accessTokensFrom(app.config, app.log);
    expect(tokens).not.toBeNull();
    imap = startImap(app, { tokens, autoIdleDelayMs: 200, reconnectMinMs: 200, reconnectMaxMs: 1000 });
    sender = startSender(app, { tokens, pollMs: 200, probeMs: 300 });
    stopIntake = startIntake(app);
  };
  const stopMail = async () => {
    await imap?.stop();
    await stopIntake?.();
    await sender?.();
    tokens?.stop();
    imap = sender = undefined;
  };

  let n = 0;
  /** a player's mail, delivered into Herald's mailbox over LMTP */
  async function deliver(from: string, body: string) {
    const raw = [
      `From: <${from}>`,
      `To: ${HERALD}`,
      "Subject: hello",
      `Message-ID: <oauth-${++n}@players.test>`,
      `Date: ${new Date().toUTCString()}`,
      "",
      body,
      "",
    ].join("\r\n");
    const c = new SMTPConnection({ host: "127.0.0.1", port: dovecot.lmtpPort, lmtp: true, ignoreTLS: true });
    await new Promise<void>((res, rej) => c.connect((err?: Error) => (err ? rej(err) : res())));
    await new Promise<void>((res, rej) => c.send({ from, to: HERALD }, raw, (err: Error | null) => (err ? rej(err) : res())));
    c.quit();
  }
  const doveadm = (...args: string[]) =>
    execFileSync(
      path.join(path.dirname(DOVECOT_BIN), "..", "bin", "doveadm"),
      ["-c", path.join(dovecot.dir, "dovecot.conf"), ...args],
      {
        encoding: "utf8",
      },
    );
  const count = (folder: string) =>
    Number(/messages=(\d+)/.exec(doveadm("mailbox", "status", "-u", HERALD, "messages", folder))?.[1] ?? 0);
  const repliesTo = (who: string) => submission.mails.filter((m) => m.to && JSON.stringify(m.to).includes(who));
  const readyz = async () =>
    (await web.inject({ method: "GET", url: "/readyz" })).json() as { status: string; problems: string[] };

  beforeAll(async () => {
    cert = makeSelfSignedCert();
    provider = new Provider();
    await provider.start();
    dovecot = await startDovecot({
      user: HERALD,
      tls: cert,
      lmtp: true,
      oauth2: { introspectionUrl: provider.url("/introspect") },
    });
    submission = await startSubmission(provider, cert);
    db = await testDatabase();
    app = await buildApp({ config: loadConfig(env("refresh-1")), games: GAMES });
    app.log = logged.log;
    web = await buildWeb(app, {
      mailboxStatus: () =>
        imap ? { connected: imap.status.connected, lastPollAt: imap.status.lastPoll, error: imap.status.lastError } : null,
      smtpStatus: () => sender?.status ?? null,
    });
  });
  afterAll(async () => {
    await stopMail();
    await web?.close();
    await app?.db.close();
    await dovecot?.stop();
    await submission?.stop();
    await provider?.stop();
    await db?.drop().catch(() => {});
    cert?.remove();
  });

  it("the servers accept nothing but a live token", async () => {
    // no password login on the mailbox, no mail without a login on the submission port
    const { ImapFlow } = await import("imapflow");
    const byPassword = new ImapFlow({
      host: "127.0.0.1",
      port: dovecot.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: HERALD, pass: "x" },
      logger: false,
    });
    await expect(byPassword.connect()).rejects.toThrow();
    byPassword.close();
    const c = new SMTPConnection({ host: "127.0.0.1", port: submission.port, tls: { ca: cert.cert } as never, ignoreTLS: true });
    await new Promise<void>((res, rej) => c.connect((err?: Error) => (err ? rej(err) : res())));
    const err = await new Promise<Error | null>((res) =>
      c.send({ from: HERALD, to: "x@players.test" }, "x", (e: Error | null) => res(e)),
    );
    expect(String((err as { response?: string })?.response)).toMatch(/^530/);
    c.close();
  });

  it("reads and answers across several token expiries: every login with a live token, every mail answered once", async () => {
    startMail("refresh-1");
    await until("IMAP attached", () => imap!.status.connected, 30_000);
    const players = Array.from({ length: 8 }, (_, i) => `p${i}@players.test`);
    const start = Date.now();
    for (const [i, p] of players.entries()) {
      await deliver(p, `REGISTER Player${i}`);
      // twice during the run, every connection drops (a server restart), so both sides log in again
      if (i === 3 || i === 6) {
        await until(`reply to ${p}`, () => repliesTo(p).length > 0, 30_000);
        doveadm("kick", HERALD);
        submission.dropAll();
      }
      await new Promise((r) => setTimeout(r, 1200));
    }
    for (const p of players) await until(`reply to ${p}`, () => repliesTo(p).length > 0, 60_000);
    // the run outlasted two token lives, and Herald refreshed before each end
    expect(Date.now() - start).toBeGreaterThan(2 * LIFETIME_S * 1000);
    expect(provider.refreshes).toBeGreaterThanOrEqual(3);
    // every token dovecot and the submission port were shown was live
    expect(provider.checks.length).toBeGreaterThanOrEqual(4);
    expect(provider.checks.filter((c) => !c.active)).toEqual([]);
    expect(submission.logins.filter((l) => !l.ok)).toEqual([]);
    // the logins after the drops carried tokens refreshed since: more than one token on each side
    expect(new Set(submission.logins.map((l) => l.token)).size).toBeGreaterThanOrEqual(2);
    // dovecot's checks: the first login and one after each drop, with more than one token
    const imapChecks = provider.checks.length - submission.logins.length;
    expect(imapChecks).toBeGreaterThanOrEqual(3);
    // (IMAP and SMTP share one token holder: on a quick machine both sides may log in again with the same
    // fresh token, so the tokens are counted over both)
    expect(new Set(provider.checks.map((c) => c.token)).size).toBeGreaterThanOrEqual(2);
    // every mail answered exactly once, every mail of the mailbox handled
    await new Promise((r) => setTimeout(r, 1000));
    for (const p of players) expect(repliesTo(p)).toHaveLength(1);
    expect(count("INBOX")).toBe(0);
    expect(count("Processed")).toBe(players.length);
    expect((await readyz()).status).toBe("ok");
  });

  it("a revoked refresh token pauses reading and sending with a clear message; nothing is lost", async () => {
    const sentBefore = submission.mails.length;
    provider.refreshTokens.clear();
    // the held token still works until it ends; then no login can be had
    await until("the refresh refused", () => !!tokens!.status.error, 2 * LIFETIME_S * 1000);
    await new Promise((r) => setTimeout(r, LIFETIME_S * 1000));
    doveadm("kick", HERALD);
    submission.dropAll();
    // a reply waits in the outbox (a mail Herald answers by other means than the mailbox)
    const { submitRaw } = await import("../../src/intake/inbound.ts");
    await deliver("late@players.test", "REGISTER Late");
    await submitRaw(
      app,
      Buffer.from(
        `From: <web@players.test>\r\nTo: ${HERALD}\r\nSubject: hi\r\nMessage-ID: <web-1@players.test>\r\n\r\nREGISTER Web\r\n`,
      ),
      "local",
    );
    await until("sending paused", () => !!sender!.status.paused, 30_000);
    await until("IMAP not attached", () => !imap!.status.connected, 30_000);
    const r = await readyz();
    expect(r.status).toBe("degraded");
    expect(r.problems.join("\n")).toMatch(
      /imap not connected: OAuth2 token refresh failed \(invalid_grant: The refresh token has been revoked\.\): the refresh token was revoked or expired: make a new one and set OAUTH2_REFRESH_TOKEN/,
    );
    expect(r.problems.join("\n")).toMatch(/smtp login impossible: OAuth2 token refresh failed \(invalid_grant/);
    expect(
      logged.lines.some(
        (l) => l.level === 50 && /OAuth2 token refresh failed.*mail is paused \(nothing is lost\)/.test(String(l.msg)),
      ),
    ).toBe(true);
    // nothing read, nothing sent, nothing lost
    await new Promise((r) => setTimeout(r, 2000));
    expect(count("INBOX")).toBe(1);
    expect(submission.mails.length).toBe(sentBefore);
    const queued = await app.db.prisma.outbox.count({ where: { status: "queued" } });
    expect(queued).toBeGreaterThanOrEqual(1);

    // the operator makes a new refresh token and restarts Herald with it: every waiting mail answered once
    await stopMail();
    provider.refreshTokens.add("refresh-2");
    startMail("refresh-2");
    await until("the late mail answered", () => repliesTo("late@players.test").length > 0, 60_000);
    await until("the waiting reply sent", () => repliesTo("web@players.test").length > 0, 60_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(repliesTo("late@players.test")).toHaveLength(1);
    expect(repliesTo("web@players.test")).toHaveLength(1);
    expect(count("INBOX")).toBe(0);
    expect((await readyz()).status).toBe("ok");
  });
});
