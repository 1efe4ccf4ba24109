// The redaction's shortcut (src/mail/redact.ts plainBody): a plain UTF-8 text mail's decoded text is
// its body, so it is not parsed a second time. The shortcut must give exactly what mailparser gives,
// and must step aside for anything it does not decode itself — else a password in a base64 or
// quoted-printable part would be kept.
import { simpleParser } from "mailparser";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainBody, redactedColumns } from "../../src/mail/redact.ts";

const parsedText = async (raw: string | Buffer) =>
  (await simpleParser(raw, { skipHtmlToText: false, skipImageLinks: true, skipTextToHtml: true })).text ?? "";

describe("plainBody", () => {
  it("gives mailparser's text for plain mails (CRLF or LF, UTF-8, quotes, signatures, blank lines)", async () => {
    const samples = [
      "From: a@b\r\nTo: c@d\r\nSubject: x\r\n\r\nPASSWORD abc\r\nKEEP 6\r\n",
      "From: a@b\nSubject: x\n\nPASSWORD abc\nKEEP 6",
      "From: a@b\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\nΚαλημέρα PASSWORD é\r\n\r\n\r\n",
      'From: a@b\r\nContent-Type: text/plain;\r\n charset="us-ascii"\r\n\r\n  leading spaces\r\n> quoted\r\n-- \r\nsig\r\n',
    ];
    for (const s of samples) {
      const p = plainBody(Buffer.from(s));
      expect(p).not.toBeNull();
      expect(p).toBe(await parsedText(s));
    }
  });

  it("gives mailparser's text for any plain ASCII or UTF-8 body (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: fc.constantFrom("a", "Z", " ", "é", "λ", "1", ">", "-", "\t") }), { maxLength: 8 }),
        fc.constantFrom("\r\n", "\n"),
        async (lines, eol) => {
          const raw = Buffer.from(`From: a@b${eol}Subject: s${eol}${eol}${lines.join(eol)}${eol}`);
          expect(plainBody(raw)).toBe(await parsedText(raw));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("steps aside for what it would have to decode: base64, quoted-printable, multipart, other charsets, encoded words, bad UTF-8", () => {
    const aside = [
      "From: a@b\r\nContent-Transfer-Encoding: base64\r\n\r\nUEFTU1dPUkQgc2VjcmV0\r\n",
      "From: a@b\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nPASS=\r\nWORD secret\r\n",
      'From: a@b\r\nContent-Type: multipart/alternative; boundary="x"\r\n\r\n--x\r\n\r\nhi\r\n--x--\r\n',
      "From: a@b\r\nContent-Type: text/plain; charset=iso-8859-7\r\n\r\nabc\r\n",
      "From: a@b\r\nContent-Type: text/html\r\n\r\n<p>hi</p>\r\n",
      "From: a@b\r\nSubject: =?utf-8?B?UEFTU1dPUkQgc2VjcmV0?=\r\n\r\nhi\r\n",
    ];
    for (const s of aside) expect(plainBody(Buffer.from(s))).toBeNull();
    expect(plainBody(Buffer.concat([Buffer.from("From: a@b\r\n\r\n"), Buffer.from([0xe9, 0x0d, 0x0a])]))).toBeNull();
  });

  it("the redaction still masks a password whichever way the text was found", async () => {
    const plain = "From: a@b\r\nSubject: x\r\n\r\nPASSWORD hunter22\r\nKEEP 6\r\n";
    const b64 = `From: a@b\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from("PASSWORD hunter22\r\nKEEP 6\r\n").toString("base64")}\r\n`;
    for (const raw of [plain, b64]) {
      const r = await redactedColumns(Buffer.from(raw));
      expect(r.raw).toBeDefined();
      expect(r.raw).not.toContain("hunter22");
      expect(r.raw).toContain("KEEP 6");
    }
  });
});
