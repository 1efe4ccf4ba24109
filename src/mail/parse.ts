// MIME → what Herald needs of a mail: addresses, subject, ids, the command text, and how the mail is
// classified (a command mail, or something never to be answered). mailparser does the MIME and the
// charsets; html.ts turns HTML-only mail into the text a reader would see. Every string that leaves
// here is normalised (normalise.ts): the database and outgoing headers never see control characters.
// mailparser loads on the first mail, not at start-up. Work is bounded: only the first MAX_TEXT characters of a body are read for commands.
import type { AddressObject, ParsedMail as MpMail } from "mailparser";
import EmailReplyParser from "email-reply-parser";
import { bottomPostedLines, commandLines } from "./envelope.ts";
import { gameIdFromSubject } from "../lib/game-id.ts";
import { visibleHtmlText } from "./html.ts";
import { cleanId, cleanText, sha256, threadId } from "../lib/normalise.ts";
import { headOf, utf8Fallback } from "./bytes.ts";
import { safeFileName } from "../lib/file-name.ts";
import { isServiceVerb } from "../i18n/verbs.ts";

export { headOf };

export type Classification =
  "command" | "auto-reply" | "bounce" | "list" | "own" | "too-large" | "noreply" | "spam" | "dmarc-fail";

/** Characters of a body read for commands (200 command lines never need more). */
export const MAX_TEXT = 64 * 1024;
/** email-reply-parser's quote regex is cubic in a line's length: it only ever sees lines this short. */
const REPLY_PARSER_LINE = 256;
/** …and only the first lines: a quote found after the 200 command lines read changes nothing. */
const REPLY_PARSER_LINES = 300;
/** More multipart containers than this is not a mail a person wrote: refused like a too-large one. */
const MAX_MULTIPARTS = 50;

export interface ParsedMail {
  messageId: string;
  from: string; // lower-cased address, "" when absent
  fromName: string;
  to: string[]; // lower-cased addresses (To and Cc, and Delivered-To)
  subject: string;
  date: Date | null;
  inReplyTo: string | null;
  references: string[];
  /** the command lines, after trimming quotes and signatures */
  lines: string[];
  /** the game id tagged in the subject, if any */
  subjectGame: string | null;
  /** the attached files, their bytes included (a game may take one as a turn file: commands/files.ts) */
  attachments: { filename: string; contentType: string; size: number; content: Buffer }[];
  classification: Classification;
  /** why it was classified as it was (for the inbound log) */
  reason: string;
  /** what made a "too-large" mail too large, as data (the sender's reply says it in their language) */
  tooLarge: { bytes: number; limit: number } | { multiparts: number; limit: number } | null;
  /** the Content-Language header ("" when absent): a signal of the writer's language (i18n/guess.ts) */
  contentLanguage: string;
  /** the declared charset of the text (the first part's when multipart; "" when none) */
  charset: string;
}

/**
 * The Message-ID of a raw mail (control characters escaped, any length), or a hash of the raw source
 * when it has none (docs/design.md, "Reliability rules").
 */
export function messageIdOf(raw: Buffer | string): string {
  const m = /^message-id:[ \t]*(?:\r?\n[ \t]+)?(<[^>\r\n]+>|[^\s]+)/im.exec(headOf(raw).head);
  if (m) {
    const id = cleanId(m[1].replace(/^<|>$/g, "").trim());
    if (id) return id;
  }
  return "sha256-" + sha256(raw);
}

/**
 * What makes a second copy of a mail a re-delivery: the same Message-ID, the same From header and the
 * same body. A mail that reuses a Message-ID with another sender or another body is a different mail
 * and is processed (docs/inbound.md).
 */
export function dedupeKeyOf(raw: Buffer | string): string {
  const { head, body } = headOf(raw);
  const from = /^from:[ \t]*((?:.*)(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\s+/g, " ").trim() ?? "";
  return sha256(`${messageIdOf(raw)}\u0000${from}\u0000${sha256(body)}`);
}

function addresses(a: AddressObject | AddressObject[] | undefined): { address: string; name: string }[] {
  if (!a) return [];
  const list = Array.isArray(a) ? a : [a];
  return list.flatMap((x) => x.value).map((v) => ({ address: (v.address ?? "").toLowerCase(), name: v.name ?? "" }));
}

function header(m: MpMail, name: string): string {
  const v = m.headers.get(name);
  if (v === undefined || v === null) return "";
  if (typeof v === "string") return v;
  if (typeof v === "object" && "value" in (v as any)) return String((v as any).value);
  if (typeof v === "object" && "text" in (v as any)) return String((v as any).text);
  return String(v);
}

function classify(m: MpMail, from: string, serviceAddress: string): { c: Classification; reason: string } {
  const service = serviceAddress.toLowerCase();
  const [svcLocal, svcDomain] = service.split("@");
  const [fromLocal, fromDomain] = from.split("@");
  if (from === service || (fromDomain === svcDomain && fromLocal?.split("+")[0] === svcLocal))
    return { c: "own", reason: "sent from Herald's own address" };
  const contentType = header(m, "content-type").toLowerCase();
  if (contentType.includes("multipart/report") || contentType.includes("message/delivery-status"))
    return { c: "bounce", reason: "delivery status report" };
  if (/^(mailer-daemon|postmaster)(@|$)/i.test(from) || from === "")
    return { c: "bounce", reason: from ? `sent by ${fromLocal}` : "no sender" };
  const auto = header(m, "auto-submitted").trim().toLowerCase();
  if (auto && auto !== "no") return { c: "auto-reply", reason: `Auto-Submitted: ${auto}` };
  // mailparser folds some headers (List-*) into others, so look at the raw header names
  const names = new Set(m.headerLines.map((h) => h.key.toLowerCase()));
  if (names.has("x-autoreply") || names.has("x-autorespond") || names.has("x-autoresponse"))
    return { c: "auto-reply", reason: "X-Autoreply/X-Autorespond header" };
  const precedence = header(m, "precedence").trim().toLowerCase();
  if (["bulk", "junk", "list", "auto_reply"].includes(precedence))
    return { c: precedence === "auto_reply" ? "auto-reply" : "list", reason: `Precedence: ${precedence}` };
  if (names.has("list-id") || names.has("list-unsubscribe") || names.has("list-post"))
    return { c: "list", reason: "mailing-list headers" };
  // the null reverse path: what every bounce and delivery report carries (RFC 5321 4.5.5)
  const returnPaths = m.headerLines.filter((h) => h.key.toLowerCase() === "return-path").map((h) => h.line);
  if (returnPaths.some((l) => /^return-path:\s*<\s*>\s*$/i.test(l.trim())))
    return { c: "bounce", reason: "null reverse path (Return-Path: <>)" };
  if (/^\s*\[?auto(matically)?[ -]?generated\]?/i.test(m.subject ?? ""))
    return { c: "auto-reply", reason: "subject says auto generated" };
  if (/^(no-?reply|do-?not-?reply|noreply-[^@]*)@/i.test(from))
    return { c: "noreply", reason: `sent from ${fromLocal}@ (no replies wanted)` };
  if (/^yes\b/i.test(header(m, "x-spam-flag").trim())) return { c: "spam", reason: "X-Spam-Flag: YES" };
  const authResults = m.headerLines.filter((h) => h.key.toLowerCase() === "authentication-results").map((h) => h.line);
  if (authResults.some((l) => /\bdmarc\s*=\s*fail\b/i.test(l)))
    return { c: "dmarc-fail", reason: "Authentication-Results: dmarc=fail" };
  return { c: "command", reason: "ordinary mail" };
}

/**
 * email-reply-parser's view of what the writer typed (quoted history and signatures hidden). Its quote
 * regex (`/^(.+\son.*at.*wrote:)$/m`) is cubic in the length of a line, so it is only shown lines cut
 * to REPLY_PARSER_LINE characters: a cut line then differs from the real one, and mailLines keeps
 * only a result that is a prefix of the real lines. Linear in the size of the text.
 */
function visibleText(text: string): string {
  try {
    const short = text
      .split("\n")
      .map((l) => (l.length > REPLY_PARSER_LINE ? l.slice(0, REPLY_PARSER_LINE) : l))
      .join("\n");
    return new EmailReplyParser().read(short).getVisibleText();
  } catch {
    return text;
  }
}

/** The lowercased words of a display name and the address's local part ("Brown, Carl" → brown, carl). */
function nameWords(name: string, address: string): Set<string> {
  const words = `${name} ${address.split("@")[0]}`
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
  return new Set(words);
}

/**
 * The command lines of a mail's text: the end markers of docs/protocol-spec.md first (envelope.ts); then
 * email-reply-parser may cut a tail it recognises as a signature or quote ("Sent from my iPhone",
 * Outlook blocks) — it is only allowed to shorten, never to change, what is kept; then a last line
 * that is only the writer's own name (a sign-off like "Carl") is dropped.
 */
export function mailLines(text: string, fromName = "", fromAddress = ""): string[] {
  let lines = commandLines(text);
  if (!lines.length) {
    lines = bottomPostedLines(text); // nothing above the quote: the answer may be below it
  } else {
    // the reply parser reads only the head of the text; it may cut only what it was shown
    const head = text.split("\n", REPLY_PARSER_LINES).join("\n");
    const shown = head.length < text.length ? commandLines(head) : lines;
    const shorter = commandLines(visibleText(head));
    if (shorter.length < shown.length && shorter.every((l, i) => l === lines[i])) lines = shorter;
  }
  const words = nameWords(fromName, fromAddress);
  while (lines.length > 1) {
    const written = lines[lines.length - 1];
    const last = written.toLowerCase().replace(/[.,!]+$/, "");
    const parts = last.split(/\s+/);
    // a service verb is a command even when it is also the sender's name (LIST from list@…), and so is
    // a verb written the protocol's way, in capitals (a game's PASS from a sender named Pass)
    if (isServiceVerb(parts[0]) || /^[A-Z][A-Z-]+$/.test(written.trim().split(/\s+/)[0])) break;
    if (parts.length <= 3 && parts.every((p) => words.has(p))) lines = lines.slice(0, -1);
    else break;
  }
  return lines;
}

export interface ParseOptions {
  serviceAddress: string;
  maxBytes: number;
  /** the mail's whole size, when only its beginning is given (inbound.ts keeps no more of a mail over maxBytes) */
  size?: number;
}

/** Reads a raw mail. */
export async function parseMail(raw: Buffer | string, opts: ParseOptions): Promise<ParsedMail> {
  return normalised(await parseRaw(raw, opts));
}

/** Every string of a parsed mail made safe for the database and for outgoing headers. */
function normalised(p: ParsedMail): ParsedMail {
  return {
    ...p,
    from: cleanText(p.from, 320).replace(/\s+/g, ""),
    fromName: cleanText(p.fromName, 200),
    to: p.to.slice(0, 50).map((a) => cleanText(a, 320).replace(/\s+/g, "")),
    subject: cleanText(p.subject, 500).replace(/[\r\n\t]+/g, " "),
    inReplyTo: threadId(p.inReplyTo),
    references: p.references
      .map(threadId)
      .filter((r): r is string => !!r)
      .slice(-20),
    lines: p.lines.map((l) => cleanText(l)),
    contentLanguage: cleanText(p.contentLanguage, 200),
    charset: cleanText(p.charset, 60),
    attachments: p.attachments
      .slice(0, 50)
      .map((a) => ({ ...a, filename: safeFileName(cleanText(a.filename, 200)), contentType: cleanText(a.contentType, 100) })),
    reason: cleanText(p.reason, 500),
  };
}

/**
 * The MIME parser, loaded on the first mail rather than at start-up (start-up time and idle memory), and
 * imported once: a module imported again is still a call through the module loader (under tsx — `npm
 * run dev`, the in-process benches — a round trip to the loader's thread for every mail).
 */
let mailparser: Promise<typeof import("mailparser")> | undefined;

async function parseRaw(raw: Buffer | string, opts: ParseOptions): Promise<ParsedMail> {
  const { simpleParser } = await (mailparser ??= import("mailparser"));
  const size = opts.size ?? (typeof raw === "string" ? Buffer.byteLength(raw) : raw.length);
  const messageId = messageIdOf(raw);
  // mailparser's time grows fast with MIME nesting: count the containers first (one linear pass)
  const multiparts =
    (typeof raw === "string" ? raw : raw.toString("latin1")).match(/^content-type:[ \t]*(\r?\n[ \t]+)?multipart\//gim)?.length ??
    0;
  const tooComplex = multiparts > MAX_MULTIPARTS;
  if (size > opts.maxBytes || tooComplex) {
    // Too large to parse safely: read only the headers for the sender and subject.
    const m = await simpleParser(headOf(raw).head.slice(0, 256 * 1024) + "\r\n\r\n", { skipHtmlToText: true });
    const from = addresses(m.from)[0] ?? { address: "", name: "" };
    const cls = classify(m, from.address, opts.serviceAddress);
    return {
      messageId,
      from: from.address,
      fromName: from.name,
      to: addresses(m.to).map((a) => a.address),
      subject: m.subject ?? "",
      date: m.date ?? null,
      inReplyTo: m.inReplyTo ?? null,
      references: [],
      lines: [],
      subjectGame: gameIdFromSubject(m.subject ?? ""),
      attachments: [],
      classification: cls.c === "command" ? "too-large" : cls.c,
      reason:
        cls.c !== "command"
          ? cls.reason
          : tooComplex
            ? `${multiparts} MIME multipart containers, over the limit of ${MAX_MULTIPARTS}`
            : `${size} bytes, over the ${opts.maxBytes}-byte limit`,
      tooLarge:
        cls.c !== "command" ? null : tooComplex ? { multiparts, limit: MAX_MULTIPARTS } : { bytes: size, limit: opts.maxBytes },
      contentLanguage: header(m, "content-language"),
      charset: charsetOf(raw),
    };
  }
  // the text/plain part is what is read when there is one; HTML only when there is none (html.ts)
  const m = await simpleParser(raw, { skipImageLinks: true, skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  const from = addresses(m.from)[0] ?? { address: "", name: "" };
  const to = [...addresses(m.to), ...addresses(m.cc)].map((a) => a.address);
  const delivered = header(m, "delivered-to").toLowerCase().trim();
  if (delivered) to.push(delivered);
  let text = (utf8Fallback(raw) ?? m.text ?? "").slice(0, MAX_TEXT);
  if (!text.trim() && typeof m.html === "string" && m.html) text = visibleHtmlText(m.html).slice(0, MAX_TEXT);
  const refs = m.references ? (Array.isArray(m.references) ? m.references : [m.references]) : [];
  const cls = classify(m, from.address, opts.serviceAddress);
  return {
    messageId,
    from: from.address,
    fromName: from.name,
    to,
    subject: m.subject ?? "",
    date: m.date ?? null,
    inReplyTo: m.inReplyTo ?? null,
    references: refs,
    lines: mailLines(text, from.name, from.address),
    subjectGame: gameIdFromSubject(m.subject ?? ""),
    attachments: m.attachments.map((a) => ({
      filename: a.filename ?? "(unnamed)",
      contentType: a.contentType,
      size: a.size,
      content: a.content,
    })),
    classification: cls.c,
    reason: cls.reason,
    tooLarge: null,
    contentLanguage: header(m, "content-language"),
    charset: charsetOf(raw),
  };
}

/** Where a declared charset is looked for: the head and the first part headers (a linear scan). */
const CHARSET_SCAN = 16 * 1024;

/**
 * The charset a mail's text declares: the first `charset=` of a Content-Type in the first CHARSET_SCAN
 * bytes (the top-level header, or the first part's in a multipart mail). Cheap, and only a hint.
 */
function charsetOf(raw: Buffer | string): string {
  const start = typeof raw === "string" ? raw.slice(0, CHARSET_SCAN) : raw.subarray(0, CHARSET_SCAN).toString("latin1");
  const m = /^content-type:[^\n]*(?:\r?\n[ \t][^\n]*)*?charset\s*=\s*"?([^";\s]+)/im.exec(start);
  return m ? m[1].toLowerCase() : "";
}
