// The README's postfix recipe refuses unknown recipients during the SMTP conversation
// (virtual_mailbox_maps with the one mailbox, smtpd_reject_unlisted_recipient), instead of accepting
// every address at the domain and bouncing later; herald+<key>@ is still taken, as herald@, and
// delivered to herald's INBOX through dovecot's LMTP (recipient_delimiter +).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import SMTPConnection from "nodemailer/lib/smtp-connection/index.js";
import { startDovecot, type Dovecot } from "../helpers/dovecot.ts";
import { startPostfix, type Postfix } from "../helpers/postfix.ts";
import { makeSelfSignedCert, type TestCert } from "../helpers/certs.ts";
import { until } from "./stack.ts";

const HERALD = "herald@example.test";
let dovecot: Dovecot;
let postfix: Postfix;
let cert: TestCert;

beforeAll(async () => {
  cert = makeSelfSignedCert();
  dovecot = await startDovecot({ user: HERALD, password: "pw", lmtp: true, sasl: true });
  postfix = await startPostfix({
    domains: ["example.test"],
    lmtpPort: dovecot.lmtpPort,
    saslSocket: dovecot.saslSocket,
    tls: cert,
    mailboxes: [HERALD],
  });
}, 120_000);
afterAll(async () => {
  await Promise.allSettled([postfix?.stop(), dovecot?.stop()]);
  cert?.remove();
});

/** An SMTP conversation with postfix's port 25 stand-in: the server's answer to the mail, or its error. */
async function send(to: string): Promise<{ ok: boolean; code?: number; command?: string; text: string }> {
  const c = new SMTPConnection({ host: "127.0.0.1", port: postfix.smtpPort, ignoreTLS: true, name: "client.players.test" });
  await new Promise<void>((res, rej) => c.connect((err?: Error) => (err ? rej(err) : res())));
  const raw = `From: ann@players.test\r\nTo: ${to}\r\nSubject: x\r\nMessage-ID: <${Math.random()}@players.test>\r\n\r\nME\r\n`;
  try {
    const info = await new Promise<{ response: string }>((res, rej) =>
      c.send({ from: "ann@players.test", to }, raw, (err: any, i: any) => (err ? rej(err) : res(i))),
    );
    return { ok: true, text: info.response };
  } catch (e: any) {
    return { ok: false, code: e.responseCode, command: e.command, text: String(e.response ?? e.message) };
  } finally {
    c.quit();
  }
}

describe("postfix as the README sets it up", () => {
  it("refuses an unknown address at the domain during RCPT, with 550", async () => {
    const r = await send("nobody@example.test");
    expect(r.ok).toBe(false);
    expect(r.code).toBe(550);
    expect(r.command).toBe("RCPT TO");
    expect(r.text).toMatch(/User unknown/i);
  });

  it("takes herald+<key>@ and delivers it to herald's INBOX", async () => {
    const r = await send("herald+0123abcd@example.test");
    expect(r, r.text).toMatchObject({ ok: true });
    await until("delivered to herald's INBOX", async () => (await dovecot.count("INBOX")) === 1, 30_000, 200);
  });
});
