// Driving a relay by mail in tests: the players reply to their game's mails with a file attached, and
// what Herald queued is read back — the outbox rows, and the mails as the sender composes them (the
// attached file's bytes included), through a transport that keeps the raw mails.
import { simpleParser } from "mailparser";
import { drainOutbox } from "../../src/outbox/sender.ts";
import type { MailTransport } from "../../src/mail/smtp-pool.ts";
import type { TestApp } from "../helpers/app.ts";
import { unwrap } from "../../src/lib/wrap.ts";

export interface Delivered {
  to: string;
  subject: string;
  text: string;
  files: Array<{ filename: string; content: Buffer }>;
}

/** Sends every queued mail through a transport that keeps them; returns them parsed. */
export async function deliver(app: TestApp): Promise<Delivered[]> {
  const raws: Array<{ to: string; raw: Buffer }> = [];
  const transport = {
    async sendMail(m: { envelope: { to: string }; raw: Buffer }) {
      raws.push({ to: m.envelope.to, raw: m.raw });
      return { messageId: "x" };
    },
  } as unknown as MailTransport;
  await drainOutbox(app, transport);
  const out: Delivered[] = [];
  for (const { to, raw } of raws) {
    const p = await simpleParser(raw);
    out.push({
      to,
      subject: p.subject ?? "",
      // its words as a reflowing client shows them: the outbox's soft line breaks joined (src/lib/wrap.ts)
      text: unwrap(p.text ?? ""),
      files: p.attachments.map((a) => ({ filename: a.filename ?? "", content: a.content })),
    });
  }
  return out;
}
