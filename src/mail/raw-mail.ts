// The bytes of one outgoing mail, composed in one pass. Herald sends one kind of mail: plain text in
// UTF-8 with a few headers. nodemailer's composer builds any MIME tree through a chain of streams,
// which cost ~0.4 ms of CPU a mail — and a game move sends four. Here the same headers and
// the same transfer encodings are written directly, with nodemailer's own encoders (mime-funcs, qp,
// base64); anything out of the ordinary (an address that is not plain ASCII, a header value with
// characters an id or an address never holds) goes through nodemailer's composer as before.
// tests/mail/raw-mail.test.ts holds the two to the same parsed mail.
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import * as mime from "nodemailer/lib/mime-funcs/index.js";
import * as qp from "nodemailer/lib/qp/index.js";
import * as base64 from "nodemailer/lib/base64/index.js";

/** What an outgoing mail is made of (sender.ts mailOf). */
export interface OutgoingMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  messageId: string;
  inReplyTo?: string;
  references?: string;
  replyTo?: string;
  headers: Record<string, string>;
  /** the Date header; now when not given */
  date?: Date;
  /** files attached (a relay's turn file): such a mail is composed by nodemailer's composer */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** An address the fast path writes as it is: printable ASCII, no comment, no display name, no IDN. */
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/;
/** Message ids and custom header values: printable ASCII only (no line break can be injected). */
const PLAIN_VALUE = /^[\x20-\x7e]*$/;

function fastPathFits(m: OutgoingMessage): boolean {
  if (m.attachments?.length) return false;
  const addresses = [m.from.address, m.to, ...(m.replyTo ? [m.replyTo] : [])];
  const values = [m.from.name, m.messageId, m.inReplyTo ?? "", m.references ?? "", ...Object.values(m.headers)];
  return addresses.every((a) => PLAIN_ADDRESS.test(a)) && values.every((v) => PLAIN_VALUE.test(v));
}

// encodeWords' fourth parameter (encode the whole value) is missing from its type
const encodeWords = mime.encodeWords as (value: string, encoding: "Q" | "B", maxLength: number, encodeAll: boolean) => string;

/** A header line, folded as nodemailer folds it. */
const header = (key: string, value: string) => mime.foldLines(`${key}: ${value}`, 76);

/** The raw mail (CRLF line ends), as nodemailer's composer would write it. */
export async function rawMessage(m: OutgoingMessage): Promise<Buffer> {
  if (!fastPathFits(m)) return slowPath(m);
  const text = m.text.replace(/\r?\n/g, "\r\n");
  // nodemailer's choice: 7bit for ASCII in short lines; else quoted-printable for mostly Latin text, base64 otherwise
  let cte: string;
  let body: string;
  if (mime.isPlainText(text) && !mime.hasLongerLines(text, 76)) {
    cte = "7bit";
    body = text;
  } else if (latinMostly(text)) {
    cte = "quoted-printable";
    body = qp.wrap(qp.encode(Buffer.from(text)), 76);
  } else {
    cte = "base64";
    body = base64.wrap(base64.encode(Buffer.from(text)), 76);
  }
  // encoded whole when it holds anything but ASCII (encodeAll, as nodemailer does); none when blank, as nodemailer
  const subject = mime.isPlainText(m.subject) ? m.subject : encodeWords(m.subject, latinMostly(m.subject) ? "Q" : "B", 52, true);
  const lines = [
    ...Object.entries(m.headers).map(([k, v]) => header(k, v)),
    header("From", `${m.from.name} <${m.from.address}>`),
    header("To", m.to),
    ...(m.replyTo ? [header("Reply-To", m.replyTo)] : []),
    ...(m.inReplyTo ? [header("In-Reply-To", m.inReplyTo)] : []),
    ...(m.references ? [header("References", m.references)] : []),
    ...(m.subject.trim() ? [header("Subject", subject)] : []),
    header("Message-ID", m.messageId),
    header("Content-Transfer-Encoding", cte),
    header("Date", (m.date ?? new Date()).toUTCString().replace(/GMT/, "+0000")),
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
  ];
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n${body}`);
}

/** More Latin letters than other characters (nodemailer's test for Q over B). */
function latinMostly(s: string): boolean {
  let latin = 0;
  let other = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x08 || c === 0x0b || c === 0x0c || (c >= 0x0e && c <= 0x1f) || c >= 0x80) other++;
    else if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) latin++;
  }
  return other < latin;
}

function slowPath(m: OutgoingMessage): Promise<Buffer> {
  return new MailComposer({ ...m, date: m.date ?? new Date() }).compile().build();
}
