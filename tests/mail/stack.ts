// A whole mail stack for end-to-end tests: a throwaway dovecot, an SMTP sink and a fresh migrated
// PostgreSQL database, with the Herald environment that wires them together.
import { startDovecot, type Dovecot } from "../helpers/dovecot.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.ts";
import { testDatabase } from "../helpers/db.ts";

export const SERVICE = "herald@example.test";

export interface MailStack {
  dovecot: Dovecot;
  sink: SmtpSink;
  databaseUrl: string;
  /** Herald's environment for this stack (MAIL_MODE=imap), with overrides */
  env(over?: Record<string, string>): Record<string, string>;
  stop(): Promise<void>;
}

/** `adminUrl`: the database on another PostgreSQL server (tests/helpers/private-pg.ts) */
export async function startMailStack(o: { adminUrl?: string } = {}): Promise<MailStack> {
  const [dovecot, sink, db] = await Promise.all([startDovecot({ user: SERVICE }), startSmtpSink(), testDatabase(o.adminUrl)]);
  return {
    dovecot,
    sink,
    databaseUrl: db.url,
    env: (over = {}) => ({
      DATABASE_URL: db.url,
      MAIL_MODE: "imap",
      MAIL_FROM: SERVICE,
      IMAP_HOST: "127.0.0.1",
      IMAP_PORT: String(dovecot.port),
      IMAP_USER: dovecot.user,
      IMAP_PASSWORD: dovecot.password,
      IMAP_TLS: "false",
      IMAP_POLL_SECONDS: "30",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      SMTP_TLS: "false",
      LOG_LEVEL: "silent",
      ...over,
    }),
    async stop() {
      await Promise.allSettled([dovecot.stop(), sink.stop()]);
      await db.drop().catch(() => {});
    },
  };
}

let seq = 0;
/** A plain command mail, as a mail client would send it. */
export function commandMail(
  from: string,
  body: string,
  opts: { subject?: string; messageId?: string; to?: string; replyTo?: string } = {},
): string {
  const id = opts.messageId ?? `cmd${++seq}.${process.pid}.${Date.now()}@client.example.com`;
  const name = from.split("@")[0];
  return [
    `From: ${name} <${from}>`,
    `To: ${opts.to ?? SERVICE}`,
    ...(opts.replyTo ? [`Reply-To: ${opts.replyTo}`] : []),
    `Subject: ${opts.subject ?? "commands"}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${id}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    body.replace(/\r?\n/g, "\r\n"),
    "",
  ].join("\r\n");
}

export async function until(
  what: string,
  cond: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
