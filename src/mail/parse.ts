// MIME → what Herald needs of a mail: addresses, subject, ids, the command text, and how the mail is
// classified (a command mail, or something never to be answered). mailparser does the MIME and the
// charsets; html-to-text turns HTML-only mail into text.
import crypto from "node:crypto";
import type { AddressObject, ParsedMail as MpMail } from "mailparser";
import EmailReplyParser from "email-reply-parser";
import { commandLines, gameIdFromSubject } from "./envelope.ts";

export type Classification = "command" | "auto-reply" | "bounce" | "list" | "own" | "too-large";

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
  attachments: { filename: string; contentType: string; size: number }[];
  classification: Classification;
  /** why it was classified as it was (for the inbound log) */
  reason: string;
}

/** The Message-ID of a raw mail, or a hash of the raw source when it has none (DESIGN.md). */
export function messageIdOf(raw: Buffer | string): string {
  const text = typeof raw === "string" ? raw : raw.toString("latin1");
  const head = text.split(/\r?\n\r?\n/, 1)[0];
  const m = /^message-id:\s*(?:\r?\n[ \t]+)?(<[^>\r\n]+>|\S+)/im.exec(head);
  if (m) return m[1].replace(/^<|>$/g, "").trim();
  return "sha256-" + crypto.createHash("sha256").update(raw).digest("hex");
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
  if (names.has("list-id") || names.has("list-unsubscribe") || names.has("list-post")) return { c: "list", reason: "mailing-list headers" };
  return { c: "command", reason: "ordinary mail" };
}

/** email-reply-parser's view of what the writer typed (quoted history and signatures hidden). */
function visibleText(text: string): string {
  try {
    return new EmailReplyParser().read(text).getVisibleText();
  } catch {
    return text;
  }
}

/** The lowercased words of a display name and the address's local part ("Brown, Carl" → brown, carl). */
function nameWords(name: string, address: string): Set<string> {
  const words = `${name} ${address.split("@")[0]}`.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2);
  return new Set(words);
}

/**
 * The command lines of a mail's text: the PROTOCOL end markers first (envelope.ts); then
 * email-reply-parser may cut a tail it recognises as a signature or quote ("Sent from my iPhone",
 * Outlook blocks) — it is only allowed to shorten, never to change, what is kept; then a last line
 * that is only the writer's own name (a sign-off like "Carl") is dropped.
 */
export function mailLines(text: string, fromName = "", fromAddress = ""): string[] {
  let lines = commandLines(text);
  const shorter = commandLines(visibleText(text));
  if (shorter.length < lines.length && shorter.every((l, i) => l === lines[i])) lines = shorter;
  const words = nameWords(fromName, fromAddress);
  while (lines.length > 1) {
    const last = lines[lines.length - 1].toLowerCase().replace(/[.,!]+$/, "");
    const parts = last.split(/\s+/);
    if (parts.length <= 3 && parts.every((p) => words.has(p))) lines = lines.slice(0, -1);
    else break;
  }
  return lines;
}

export interface ParseOptions {
  serviceAddress: string;
  maxBytes: number;
}

export async function parseMail(raw: Buffer | string, opts: ParseOptions): Promise<ParsedMail> {
  // loaded on the first mail, not at start-up (start-up time and idle memory)
  const { simpleParser } = await import("mailparser");
  const size = typeof raw === "string" ? Buffer.byteLength(raw) : raw.length;
  const messageId = messageIdOf(raw);
  if (size > opts.maxBytes) {
    // Too large to parse safely: read only the headers for the sender and subject.
    const headText = (typeof raw === "string" ? raw : raw.toString("latin1")).split(/\r?\n\r?\n/, 1)[0];
    const m = await simpleParser(headText + "\r\n\r\n", { skipHtmlToText: true });
    const from = addresses(m.from)[0] ?? { address: "", name: "" };
    const cls = classify(m, from.address, opts.serviceAddress);
    return {
      messageId, from: from.address, fromName: from.name, to: addresses(m.to).map((a) => a.address),
      subject: m.subject ?? "", date: m.date ?? null, inReplyTo: m.inReplyTo ?? null, references: [],
      lines: [], subjectGame: gameIdFromSubject(m.subject ?? ""), attachments: [],
      classification: cls.c === "command" ? "too-large" : cls.c,
      reason: cls.c === "command" ? `${size} bytes, over the ${opts.maxBytes}-byte limit` : cls.reason,
    };
  }
  const m = await simpleParser(raw, { skipImageLinks: true });
  const from = addresses(m.from)[0] ?? { address: "", name: "" };
  const to = [...addresses(m.to), ...addresses(m.cc)].map((a) => a.address);
  const delivered = header(m, "delivered-to").toLowerCase().trim();
  if (delivered) to.push(delivered);
  let text = m.text ?? "";
  if (!text.trim() && m.html) text = (await import("html-to-text")).convert(m.html, { wordwrap: false, selectors: [{ selector: "a", options: { ignoreHref: true } }] });
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
    attachments: m.attachments.map((a) => ({ filename: a.filename ?? "(unnamed)", contentType: a.contentType, size: a.size })),
    classification: cls.c,
    reason: cls.reason,
  };
}
