// Real-looking mail samples of the awkward kinds (tests/fixtures/mail), through the parser alone:
// charsets and transfer encodings, HTML-only mail, quoted history and signatures, auto-replies,
// bounces, lists, Herald's own address, a 5 MB attachment and the size bound.
import { describe, expect, it } from "vitest";
import { mailLines, messageIdOf, parseMail } from "../../src/mail/parse.ts";
import { commandLines, isSignOff } from "../../src/mail/envelope.ts";
import { fixture, mailWithAttachment } from "./fixtures.ts";

const opts = { serviceAddress: "herald@example.test", maxBytes: 10 * 1024 * 1024 };
const parse = (name: string) => parseMail(fixture(name), opts);

describe("charsets and encodings", () => {
  it("HTML-only mail is converted to text; its signature is cut", async () => {
    const m = await parse("html-only.eml");
    expect(m.classification).toBe("command");
    expect(m.lines).toEqual(["REGISTER Zoë Martin", "LIST"]);
    expect(m.from).toBe("zoe@example.org");
    expect(m.fromName).toBe("Zoë Martin");
  });
  it("quoted-printable with soft line breaks and UTF-8 accents", async () => {
    const m = await parse("quoted-printable.eml");
    expect(m.lines).toEqual(["REGISTER Renée Dupont-Lefèvre de la Tour d'Auvergne et du Château", "HELP"]);
    expect(m.subject).toBe("inscription — Renée");
  });
  it("ISO-8859-1, quoted-printable body and encoded-word headers; a sign-off line ends the commands", async () => {
    const m = await parse("iso-8859-1.eml");
    expect(m.lines).toEqual(["REGISTER François Müller"]);
    expect(m.fromName).toBe("François Müller");
    expect(m.subject).toBe("À vous");
  });
  it("ISO-8859-1 as raw 8-bit bytes", async () => {
    const m = await parse("iso-8859-1-8bit.eml");
    expect(m.lines).toEqual(["REGISTER José Ibáñez"]);
    expect(m.fromName).toBe("José Ibáñez");
  });
  it("UTF-8 Greek in a base64 body and B-encoded headers; 'Ευχαριστώ!' is a sign-off", async () => {
    const m = await parse("utf8-greek.eml");
    expect(m.lines).toEqual(["REGISTER Αλέξανδρος Ζωή"]);
    expect(m.fromName).toBe("Αλέξανδρος");
    expect(m.subject).toBe("Εγγραφή");
  });
  it("UTF-8 as raw 8-bit bytes, with a suit symbol", async () => {
    const m = await parse("utf8-8bit-accents.eml");
    expect(m.lines).toEqual(["REGISTER Björk Åström ♠"]);
    expect(m.subject).toBe("Halló");
  });
});

describe("replies: quoted history and signatures", () => {
  it("a reply with a signature and Gmail-style quoted history keeps only the command", async () => {
    const m = await parse("reply-quoted-signature.eml");
    expect(m.lines).toEqual(["PLAY 7H 7D"]);
    expect(m.subjectGame).toBe("regicide-12");
    expect(m.inReplyTo).toBe("<5b7e0f6c-2a31-4c1e-9a57-8d0a2c1b9e11@example.test>");
    expect(m.references).toHaveLength(2);
    expect(m.to).toContain("herald+0123456789abcdef0123456789abcdef@example.test");
  });
  it("'Sent from my iPhone' and a '> On … wrote:' quote are cut (email-reply-parser)", async () => {
    const m = await parse("reply-mobile-signoff.eml");
    expect(m.lines).toEqual(["KEEP 6 6"]);
    expect(m.subjectGame).toBe("trente-7");
  });
  it("an Outlook 'From: … Sent: …' quote and the writer's name as a sign-off are cut", async () => {
    const m = await parse("outlook-quote.eml");
    expect(m.classification).toBe("command");
    expect(m.lines).toEqual(["RANKS"]);
    expect(m.subjectGame).toBe("killer-3");
  });
  it("sign-off lines in several languages end the command lines; commands are never taken for one", () => {
    for (const s of [
      "Thanks!",
      "Thank you",
      "Best regards,",
      "Cheers",
      "Merci à vous",
      "Viele Grüße",
      "Gracias",
      "Ευχαριστώ!",
      "Με εκτίμηση,",
    ])
      expect(isSignOff(s), s).toBe(true);
    for (const s of ["PLAY 7H", "YIELD", "REGISTER Best Player", "TARGET", "KEEP 6 6", "STATUS", "BESTOW", "THANKSGIVING 3"])
      expect(isSignOff(s), s).toBe(false);
    expect(commandLines("ME\nThanks,\nAnn\nLIST")).toEqual(["ME"]);
  });
  it("a trailing line that is only the writer's name is dropped, a command never", () => {
    expect(mailLines("JOIN regicide-1\nAnn", "Ann Smith", "ann@example.com")).toEqual(["JOIN regicide-1"]);
    expect(mailLines("JOIN regicide-1\nAnn Smith", "Ann Smith", "ann@example.com")).toEqual(["JOIN regicide-1"]);
    expect(mailLines("NEXT bob", "Bob", "bob@example.com")).toEqual(["NEXT bob"]);
    expect(mailLines("PLAY 7H\nNEXT bob", "Ann", "ann@example.com")).toEqual(["PLAY 7H", "NEXT bob"]);
    // a lone line is never dropped (REGISTER-less mails of one word are commands, or errors to report)
    expect(mailLines("Ann", "Ann", "ann@example.com")).toEqual(["Ann"]);
  });
  it("END stops everything, whatever email-reply-parser thinks", () => {
    expect(mailLines("ME\nEND\nSent from my iPhone\nLIST")).toEqual(["ME"]);
  });
});

describe("mail that is never answered", () => {
  it("an out-of-office auto-reply (Auto-Submitted: auto-replied)", async () => {
    const m = await parse("out-of-office.eml");
    expect(m.classification).toBe("auto-reply");
  });
  it("a vacation notice with X-Autoreply and Precedence: bulk", async () => {
    const m = await parse("vacation-xautoreply.eml");
    expect(m.classification).toBe("auto-reply");
  });
  it("a delivery-status bounce (multipart/report from MAILER-DAEMON)", async () => {
    const m = await parse("bounce-dsn.eml");
    expect(m.classification).toBe("bounce");
    expect(m.messageId).toBe("20261128170000.6B1C2D3E4F@mx.example.org");
  });
  it("a plain bounce from postmaster", async () => {
    expect((await parse("bounce-plain-postmaster.eml")).classification).toBe("bounce");
  });
  it("mail from Herald's own address, and from one of its reply-key addresses", async () => {
    expect((await parse("own-address.eml")).classification).toBe("own");
    expect((await parse("own-address-replykey.eml")).classification).toBe("own");
  });
  it("mailing-list traffic", async () => {
    expect((await parse("list-mail.eml")).classification).toBe("list");
  });
});

describe("parsing the same bytes again", () => {
  it("gives an equal result each time, and a caller changing its result changes no other caller's", async () => {
    const raw = fixture("html-only.eml");
    const first = await parseMail(raw, opts);
    const snapshot = structuredClone(first);
    first.lines.push("RESIGN");
    first.to.length = 0;
    first.subject = "changed";
    first.date?.setTime(0);
    first.attachments.push({ filename: "x", contentType: "text/plain", size: 1, content: Buffer.from("x") });
    const second = await parseMail(raw, opts);
    expect(second).toEqual(snapshot);
    expect(await parseMail(Buffer.from(raw), opts)).toEqual(snapshot);
  });
  it("depends on the options too: another service address classifies the same bytes anew", async () => {
    const raw = fixture("html-only.eml");
    expect((await parseMail(raw, opts)).classification).toBe("command");
    const own = await parseMail(raw, { ...opts, serviceAddress: "zoe@example.org" });
    expect(own.classification).toBe("own");
  });
});

describe("identity and size", () => {
  it("a mail without Message-ID is identified by a hash of its raw source", async () => {
    const raw = fixture("no-message-id.eml");
    const id = messageIdOf(raw);
    expect(id).toMatch(/^sha256-[0-9a-f]{64}$/);
    expect(messageIdOf(raw)).toBe(id);
    expect(messageIdOf(Buffer.concat([raw, Buffer.from("x")]))).not.toBe(id);
    expect((await parseMail(raw, opts)).messageId).toBe(id);
  });
  it("a 5 MB attachment: the commands are read, the attachment is noted, not read", async () => {
    const raw = await mailWithAttachment(5 * 1024 * 1024);
    expect(raw.length).toBeGreaterThan(5 * 1024 * 1024);
    const t = Date.now();
    const m = await parseMail(raw, opts);
    expect(Date.now() - t).toBeLessThan(10_000);
    expect(m.classification).toBe("command");
    expect(m.lines).toEqual(["REGISTER Gina Rossi"]);
    expect(m.attachments.map(({ content: _, ...a }) => a)).toEqual([
      { filename: "holiday.jpg", contentType: "image/jpeg", size: 5 * 1024 * 1024 },
    ]);
    // the bytes are kept for a game that takes files (commands/files.ts)
    expect(m.attachments[0].content.length).toBe(5 * 1024 * 1024);
  });
  it("a mail over MAX_MAIL_BYTES is not parsed: classified too-large from its headers alone", async () => {
    const raw = await mailWithAttachment(2 * 1024 * 1024);
    const m = await parseMail(raw, { ...opts, maxBytes: 1024 * 1024 });
    expect(m.classification).toBe("too-large");
    expect(m.from).toBe("gina@example.it");
    expect(m.lines).toEqual([]);
  });
  it("an auto-reply over the size bound is still an auto-reply (never answered)", async () => {
    const raw = Buffer.concat([fixture("out-of-office.eml"), Buffer.alloc(2000, 65)]);
    const m = await parseMail(raw, { ...opts, maxBytes: 1000 });
    expect(m.classification).toBe("auto-reply");
  });
});
