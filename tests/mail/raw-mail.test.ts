// Herald's own composer (src/mail/raw-mail.ts) against nodemailer's: for any subject and body (any
// script, long lines, lines that start with a dot, control characters), a mail reader sees the same
// mail in both. And the fast path never writes a line an SMTP server may refuse (over 998 octets),
// nor lets a header value break its line.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { simpleParser } from "mailparser";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import { rawMessage, type OutgoingMessage } from "../../src/mail/raw-mail.ts";

const DATE = new Date("2026-12-01T08:00:00Z");

function message(over: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    from: { name: "Herald", address: "herald@example.test" },
    to: "ann@example.com",
    subject: "[trente-3] Re: move",
    text: "> KEEP 6\nOK\n",
    messageId: "<m1.abc@example.test>",
    inReplyTo: "<their-id@mail.example.com>",
    references: "<first@x> <their-id@mail.example.com>",
    replyTo: "herald+0123456789abcdef0123456789abcdef@example.test",
    headers: { "Auto-Submitted": "auto-replied", "X-Auto-Response-Suppress": "All", Precedence: "auto_reply" },
    date: DATE,
    ...over,
  };
}

/** What a reader sees of a mail (line ends as CRLF or LF alike). */
async function seen(raw: Buffer) {
  const p = await simpleParser(raw);
  const h = (k: string) => String(p.headers.get(k) ?? "");
  return {
    subject: p.subject ?? "",
    text: (p.text ?? "").replace(/\r\n/g, "\n").replace(/\n$/, ""),
    from: p.from?.value.map((a) => [a.name, a.address]),
    to: (Array.isArray(p.to) ? p.to : [p.to]).flatMap((t) => t?.value.map((a) => a.address) ?? []),
    replyTo: p.replyTo?.value.map((a) => a.address),
    messageId: p.messageId,
    inReplyTo: p.inReplyTo,
    references: p.references,
    date: p.date?.toISOString(),
    auto: [h("auto-submitted"), h("x-auto-response-suppress"), h("precedence")],
    contentType: h("content-type"),
  };
}

const nodemailers = (m: OutgoingMessage) => new MailComposer(m).compile().build();

describe("composing a mail", () => {
  it("the usual reply: the headers Herald sets, 7bit text", async () => {
    const raw = (await rawMessage(message())).toString();
    expect(raw).toMatch(/^Auto-Submitted: auto-replied\r\n/);
    expect(raw).toContain("\r\nFrom: Herald <herald@example.test>\r\n");
    expect(raw).toContain("\r\nIn-Reply-To: <their-id@mail.example.com>\r\n");
    expect(raw).toContain("\r\nContent-Transfer-Encoding: 7bit\r\n");
    expect(raw).toContain("\r\nDate: Tue, 01 Dec 2026 08:00:00 +0000\r\n");
    expect(raw.endsWith("\r\n\r\n> KEEP 6\r\nOK\r\n")).toBe(true);
    expect(await seen(Buffer.from(raw))).toEqual(await seen(await nodemailers(message())));
  });

  it("any subject and body read the same as nodemailer's composition of them", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: "grapheme", maxLength: 300 }),
      fc
        .array(
          fc.oneof(
            fc.constant("Ζωή και θάνατος"),
            fc.constant(".lone dot"),
            fc.constant("x".repeat(120)),
            fc.constant("é à ç"),
            fc.constant(""),
          ),
          {
            maxLength: 12,
          },
        )
        .map((ls) => ls.join("\n")),
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", maxLength: 120 }), text, async (subject, body) => {
        // the outbox writes no control character into a subject (outbox.ts)
        const m = message({ subject: subject.replace(/[\u0000-\u001f\u007f]/g, " "), text: body });
        const mine = await rawMessage(m);
        expect(await seen(mine)).toEqual(await seen(await nodemailers(m)));
        for (const line of mine.toString("latin1").split("\r\n")) expect(line.length).toBeLessThanOrEqual(998);
      }),
      { numRuns: 150 },
    );
  });

  it("an address or an id out of the ordinary goes through nodemailer's composer, and no header line breaks", async () => {
    const odd = message({ to: "jöe@exämple.test", inReplyTo: "<a\r\nBcc: victim@example.com>" });
    const raw = (await rawMessage(odd)).toString();
    expect(raw).not.toMatch(/^Bcc:/im);
    expect(raw).toMatch(/^To: jöe@exämple\.test\r$/m); // as nodemailer writes it (SMTPUTF8)
    expect(await seen(Buffer.from(raw))).toEqual(await seen(await nodemailers(odd)));
  });
});
