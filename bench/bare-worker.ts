// The ceiling of bench/mail-moves.ts, in a process of its own as Herald is: IDLE → fetch new → send a
// reply → move, no database. It waits for mail as Herald does (IDLE, a poll every 5 s, a NOOP every
// BARE_NOOP_MS when set). Prints "ready" once attached, stops on SIGTERM.
//   env: BARE_IMAP_PORT, BARE_IMAP_USER, BARE_IMAP_PASSWORD, BARE_SMTP_PORT, BARE_NOOP_MS
import { ImapFlow } from "imapflow";
import nodemailer from "nodemailer";
import { simpleParser } from "mailparser";

const env = (k: string) => process.env[k] ?? "";
const noopMs = Number(env("BARE_NOOP_MS") || 0);
const transport = nodemailer.createTransport({
  host: "127.0.0.1",
  port: Number(env("BARE_SMTP_PORT")),
  ignoreTLS: true,
  pool: true,
  maxConnections: 4,
});
const client = new ImapFlow({
  host: "127.0.0.1",
  port: Number(env("BARE_IMAP_PORT")),
  secure: false,
  auth: { user: env("BARE_IMAP_USER"), pass: env("BARE_IMAP_PASSWORD") },
  logger: false,
  autoIdleDelay: 50,
});
await client.connect();
await client.mailboxCreate("Processed").catch(() => {});
await client.mailboxOpen("INBOX");
let stopping = false;
let wake: (() => void) | null = null;
let kicked = false;
client.on("exists", () => {
  kicked = true;
  wake?.();
});
let ready = false;
const loop = (async () => {
  while (!stopping) {
    kicked = false;
    const msgs = await client.fetchAll("1:*", { uid: true, source: true }, { uid: true }).catch(() => []);
    const uids: number[] = [];
    for (const m of msgs) {
      if (!m.source) continue;
      const p = await simpleParser(m.source, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
      transport
        .sendMail({
          from: "herald@example.test",
          to: p.from?.value[0].address,
          subject: `Re: ${p.subject}`,
          text: "ok",
          inReplyTo: p.messageId,
        })
        .catch(() => {});
      uids.push(m.uid);
    }
    if (uids.length) await client.messageMove(uids.join(","), "Processed", { uid: true });
    if (!ready) {
      ready = true;
      console.log("ready");
    }
    const until = Date.now() + 5000;
    while (!kicked && !stopping && Date.now() < until) {
      await new Promise<void>((r) => {
        wake = r;
        setTimeout(r, noopMs || 5000);
      });
      wake = null;
      if (noopMs && !kicked && !stopping) await client.noop();
    }
  }
})();
process.on("SIGTERM", async () => {
  stopping = true;
  (wake as (() => void) | null)?.();
  await loop;
  await client.logout();
  transport.close();
  process.exit(0);
});
