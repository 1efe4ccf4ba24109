// Herald on a real mail server, set up the way the README's "Deploying on a real mail server" says:
// postfix (Debian's, a throwaway instance on loopback) takes the players' mail and delivers it to
// dovecot over LMTP (herald+key@ lands in herald@'s INBOX); Herald reads over IMAPS with a
// self-signed certificate made here and trusted through IMAP_TLS_CA, and sends through postfix's
// submission port (STARTTLS required, trusted through SMTP_TLS_CA, SASL login). The players read
// their replies from their own dovecot mailboxes. Then what operators get wrong: an untrusted
// certificate (IMAP and SMTP), a wrong SMTP password (535), no SMTP login on the submission port
// (554 relay denied) — sending pauses, /readyz says why, and once the configuration is fixed every
// mail is delivered exactly once — and a changed IMAP_PORT (IMAPS 993-style → STARTTLS 143-style)
// with mail waiting, which is answered, not skipped.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { simpleParser, type ParsedMail } from "mailparser";
import type { FastifyInstance } from "fastify";
import { loadConfig } from "../../src/config.ts";
import { GAMES } from "../../src/games/index.ts";
import { buildApp } from "../../src/runtime.ts";
import type { App } from "../../src/app.ts";
import { startImap, type ImapHandle } from "../../src/inbox/imap.ts";
import { startSender } from "../../src/outbox/sender.ts";
import { startIntake } from "../../src/intake/worker.ts";
import { buildWeb } from "../../src/web/server.ts";
import { metricsText } from "../../src/web/metrics.ts";
import { startDovecot, type Dovecot } from "../helpers/dovecot.ts";
import { startPostfix, type Postfix } from "../helpers/postfix.ts";
import { makeSelfSignedCert, type TestCert } from "../helpers/certs.ts";
import { testDatabase } from "../helpers/db.ts";
import { until } from "./stack.ts";

const HERALD = "herald@example.test";
const HERALD_PW = "herald-mail-secret";
const ANN = { user: "ann@players.test", password: "ann-secret" };
const BOB = { user: "bob@players.test", password: "bob-secret" };

describe("Herald on postfix + dovecot (LMTP, IMAPS, submission with STARTTLS and login)", { timeout: 120_000 }, () => {
  let cert: TestCert;
  let dovecot: Dovecot;
  let postfix: Postfix;
  let db: { url: string; drop: () => Promise<void> };
  let app: App;
  let imap: ImapHandle | undefined;
  let sender: ReturnType<typeof startSender> | undefined;
  let stopIntake: (() => Promise<void>) | undefined;
  let web: FastifyInstance;

  /** Herald's environment, as an operator writes it (README), with overrides ("" = unset). */
  const env = (over: Record<string, string> = {}) => ({
    DATABASE_URL: db.url,
    MAIL_MODE: "imap",
    MAIL_FROM: HERALD,
    IMAP_HOST: "127.0.0.1",
    IMAP_PORT: String(dovecot.imapsPort),
    IMAP_TLS: "tls",
    IMAP_TLS_CA: cert.cert,
    IMAP_USER: HERALD,
    IMAP_PASSWORD: HERALD_PW,
    IMAP_POLL_SECONDS: "30",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(postfix.submissionPort),
    SMTP_TLS: "starttls",
    SMTP_TLS_CA: cert.cert,
    SMTP_USER: HERALD,
    SMTP_PASSWORD: HERALD_PW,
    LOG_LEVEL: "silent",
    ...over,
  });
  /** the same App (database) with another configuration, as after a restart with a new environment */
  const withEnv = (over: Record<string, string>): App => ({ ...app, config: loadConfig(env(over)) });

  const startSending = (a: App) => {
    sender = startSender(a, { pollMs: 200, probeMs: 300 });
    return sender;
  };
  const stopSending = async () => {
    await sender?.();
    sender = undefined;
  };

  /** a player's mail, sent to postfix's MX port as the player's own mail server would */
  async function playerSends(from: typeof ANN, text: string, extra: SendMailOptions = {}) {
    const t = nodemailer.createTransport({
      host: "127.0.0.1",
      port: postfix.smtpPort,
      secure: false,
      tls: { ca: fs.readFileSync(cert.cert, "utf8") },
    });
    try {
      await t.sendMail({ from: from.user, to: HERALD, subject: "commands", text, ...extra });
    } finally {
      t.close();
    }
  }

  /** every mail in a player's INBOX, read over IMAP as that player */
  async function inbox(who: typeof ANN): Promise<ParsedMail[]> {
    const c = await dovecot.client(who);
    try {
      await c.mailboxOpen("INBOX");
      const out: ParsedMail[] = [];
      for await (const m of c.fetch("1:*", { source: true })) if (m.source) out.push(await simpleParser(m.source));
      return out;
    } catch (e) {
      if (/nonexistent|doesn't exist|NONEXISTENT/i.test(String((e as Error).message))) return [];
      throw e;
    } finally {
      await c.logout().catch(() => {});
    }
  }
  async function waitInbox(who: typeof ANN, n: number, timeoutMs = 60_000): Promise<ParsedMail[]> {
    let mails: ParsedMail[] = [];
    await until(`${n} mail(s) in ${who.user}'s INBOX`, async () => (mails = await inbox(who)).length >= n, timeoutMs, 250);
    return mails;
  }
  const sources = {
    mailboxStatus: () =>
      imap ? { connected: imap.status.connected, lastPollAt: imap.status.lastPoll, error: imap.status.lastError } : null,
    smtpStatus: () => sender?.status ?? null,
  };
  const readyz = async (q = "") => {
    const r = await web.inject({ method: "GET", url: `/readyz${q}` });
    return {
      code: r.statusCode,
      body: r.json() as { status: string; problems: string[]; smtp?: { paused: boolean }; imap?: { up: boolean } },
    };
  };

  beforeAll(async () => {
    cert = makeSelfSignedCert();
    dovecot = await startDovecot({ user: HERALD, password: HERALD_PW, users: [ANN, BOB], tls: cert, lmtp: true, sasl: true });
    postfix = await startPostfix({
      domains: ["example.test", "players.test"],
      lmtpPort: dovecot.lmtpPort,
      saslSocket: dovecot.saslSocket,
      tls: cert,
    });
    db = await testDatabase();
    app = await buildApp({ config: loadConfig(env()), games: GAMES });
    stopIntake = startIntake(app);
    web = await buildWeb(app, sources);
  }, 120_000);
  afterAll(async () => {
    await imap?.stop();
    await stopIntake?.();
    await stopSending();
    await web?.close();
    await app?.db.close();
    await Promise.allSettled([postfix?.stop(), dovecot?.stop()]);
    await db?.drop().catch(() => {});
    cert?.remove();
  });

  it("IMAPS with a self-signed certificate and no IMAP_TLS_CA: refused, and the error names the setting", async () => {
    const h = startImap(withEnv({ IMAP_TLS_CA: "" }), { reconnectMinMs: 200, reconnectMaxMs: 500 });
    try {
      await until("a TLS error", () => /IMAP_TLS_CA/.test(h.status.lastError ?? ""), 20_000);
      expect(h.status.connected).toBe(false);
      expect(h.status.lastError).toMatch(/not trusted.*NODE_EXTRA_CA_CERTS/);
    } finally {
      await h.stop();
    }
    expect(await app.db.prisma.mailboxState.count()).toBe(0);
  });

  it("a player's mail goes postfix → LMTP → IMAPS → Herald; with SMTP_TLS_CA missing, sending pauses, /readyz says why", async () => {
    imap = startImap(app, { autoIdleDelayMs: 200 });
    await until("attached over IMAPS", () => imap!.status.lastPoll !== null, 20_000);
    expect((await readyz()).body.imap?.up).toBe(true);
    startSending(withEnv({ SMTP_TLS_CA: "" }));
    await playerSends(ANN, "REGISTER Ann Smith");
    await until("sending paused", () => sender!.status.paused !== null, 60_000);
    expect(sender!.status.paused!.reason).toMatch(/smtp tls failed: .*SMTP_TLS_CA/);
    const r = await readyz();
    expect(r.code).toBe(200);
    expect(r.body.status).toBe("degraded");
    expect(r.body.problems.join()).toMatch(/smtp tls failed/);
    expect((await readyz("?strict=1")).code).toBe(503);
    const row = await app.db.prisma.outbox.findFirstOrThrow({ where: { toAddress: ANN.user } });
    expect(row).toMatchObject({ status: "queued", attempts: 0 });
    expect(row.lastError).toMatch(/^paused: smtp tls failed/);
    expect(await inbox(ANN)).toHaveLength(0);
  });

  let replyTo = "";
  let firstReply: ParsedMail;
  it("with the configuration fixed (restart with SMTP_TLS_CA), the paused reply is delivered once", async () => {
    await stopSending();
    startSending(app);
    const [m] = await waitInbox(ANN, 1);
    firstReply = m;
    expect(m.text).toMatch(/Your password is: \S+/);
    expect(m.from?.value[0].address).toBe(HERALD);
    replyTo = m.replyTo?.value[0].address ?? "";
    expect(replyTo).toMatch(/^herald\+[0-9a-f]{32}@example\.test$/);
    await until("resumed", () => sender!.status.paused === null);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await inbox(ANN)).toHaveLength(1);
    expect((await readyz()).body.status).toBe("ok");
    // the mail Herald read was moved to Processed
    expect(await dovecot.count("Processed")).toBe(1);
  });

  it("a bottom-posted reply to the herald+key@ address, quote first and no PASSWORD line, is answered once", async () => {
    const quote = (firstReply.text ?? "")
      .trimEnd()
      .split("\n")
      .map((l) => `> ${l}`);
    const body = [`On Sun, 29 Nov 2026 at 12:00, Herald <${HERALD}> wrote:`, ...quote, "", "ME", "", "-- ", "Ann"].join("\n");
    await playerSends(ANN, body, {
      to: replyTo,
      subject: `Re: ${firstReply.subject}`,
      inReplyTo: firstReply.messageId,
      references: firstReply.messageId,
    });
    const mails = await waitInbox(ANN, 2);
    const reply = mails[1];
    expect(reply.inReplyTo).toBeTruthy();
    expect(reply.text).toMatch(/^> ME/m);
    expect(reply.text).toMatch(/Ann Smith/);
    expect(reply.text).not.toMatch(/unknown account|found no command|REGISTER/i); // the quote was never read
    await new Promise((r) => setTimeout(r, 1500));
    expect(await inbox(ANN)).toHaveLength(2);
  });

  it("a wrong SMTP_PASSWORD (535): sending pauses, /readyz degraded; fixed, the mail is delivered once", async () => {
    await stopSending();
    startSending(withEnv({ SMTP_PASSWORD: "not-the-password" }));
    await playerSends(BOB, "HELP");
    await until("paused on 535", () => /smtp auth failed/.test(sender!.status.paused?.reason ?? ""), 60_000);
    expect(sender!.status.paused!.reason).toMatch(/535/);
    const r = await readyz();
    expect(r.body).toMatchObject({ status: "degraded", smtp: { paused: true } });
    expect(r.body.problems.join()).toMatch(/smtp auth failed: check SMTP_USER and SMTP_PASSWORD/);
    const metrics = await metricsText(app, sources);
    expect(metrics).toMatch(/^herald_component_up\{component="smtp"\} 0$/m);
    expect(metrics).toMatch(/^herald_component_up\{component="imap"\} 1$/m);
    expect(metrics).toMatch(/^herald_component_up\{component="database"\} 1$/m);
    expect(metrics).toMatch(/^herald_component_last_success_timestamp_seconds\{component="imap"\} \d+$/m);
    // it keeps trying one mail now and then; the row never turns failed nor uses up its attempts
    await new Promise((r) => setTimeout(r, 2500));
    await stopSending();
    const row = await app.db.prisma.outbox.findFirstOrThrow({ where: { toAddress: BOB.user } });
    expect(row).toMatchObject({ status: "queued", attempts: 0 });
    expect(await inbox(BOB)).toHaveLength(0);
    startSending(app);
    const [m] = await waitInbox(BOB, 1);
    expect(m.text).toMatch(/HELP|commands/i);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await inbox(BOB)).toHaveLength(1);
    expect((await app.db.prisma.outbox.findFirstOrThrow({ where: { toAddress: BOB.user } })).status).toBe("sent");
    expect((await readyz()).body.status).toBe("ok");
    expect(await metricsText(app, sources)).toMatch(/^herald_component_up\{component="smtp"\} 1$/m);
  });

  it("no SMTP_USER on the submission port (554 relay access denied): paused, not failed; fixed, delivered once", async () => {
    await stopSending();
    startSending(withEnv({ SMTP_USER: "", SMTP_PASSWORD: "" }));
    await playerSends(BOB, "LIST");
    await until("paused on 554", () => /smtp relay refused/.test(sender!.status.paused?.reason ?? ""), 60_000).catch(
      async (e) => {
        const rows = await app.db.prisma.outbox.findMany({ select: { status: true, lastError: true } });
        throw new Error(`${e.message}: ${JSON.stringify(sender!.status)} ${JSON.stringify(rows)}`);
      },
    );
    expect(await app.db.prisma.outbox.count({ where: { status: "failed" } })).toBe(0);
    await stopSending();
    startSending(app);
    await waitInbox(BOB, 2);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await inbox(BOB)).toHaveLength(2);
  });

  it("IMAP_PORT changed (IMAPS → plain port with STARTTLS) while mail waits: the mail is answered, not skipped", async () => {
    await imap!.stop();
    imap = undefined;
    await playerSends(ANN, "HELP");
    await until("delivered to Herald's INBOX", async () => (await dovecot.count("INBOX")) === 1);
    const moved = withEnv({ IMAP_PORT: String(dovecot.port), IMAP_TLS: "starttls" });
    imap = startImap(moved, { autoIdleDelayMs: 200 });
    const mails = await waitInbox(ANN, 3);
    expect(mails[2].text).toMatch(/HELP|commands/i);
    expect(await dovecot.count("INBOX")).toBe(0);
    expect(await app.db.prisma.mailboxState.count()).toBe(1); // one mailbox, however it is reached
  });
});
