// Helpers for the real-looking mail samples in tests/fixtures/mail.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import MailComposer from "nodemailer/lib/mail-composer/index.js";

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/mail");

export function fixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES, name));
}

/** A mail with a command in its text and a `bytes`-sized binary attachment (base64 on the wire). */
export async function mailWithAttachment(
  bytes: number,
  opts: { from?: string; text?: string; messageId?: string } = {},
): Promise<Buffer> {
  const data = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) data[i] = (i * 2654435761) >>> 24; // not compressible, deterministic
  const composer = new MailComposer({
    from: opts.from ?? "Gina Rossi <gina@example.it>",
    to: "herald@example.test",
    subject: "my photo",
    messageId: opts.messageId ?? "<attach-5mb-0017@example.it>",
    date: new Date("2026-11-28T20:00:00Z"),
    text: opts.text ?? "REGISTER Gina Rossi\n\n-- \nGina, sent with a photo\n",
    attachments: [{ filename: "holiday.jpg", content: data, contentType: "image/jpeg" }],
  });
  return composer.compile().build();
}
