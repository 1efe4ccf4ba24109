// The raw source of an inbound mail without its passwords, for keeping and showing. A password can hide
// in a base64 or quoted-printable part, where a line mask on the raw text sees nothing; so the mail is
// decoded (mailparser) and kept as its headers plus its masked plain text. Once a mail has been
// processed nothing needs its exact bytes any more (duplicates are found by Message-ID).
import libmime from "libmime";
// mailparser (and its character-set tables) is loaded with the first mail, not at start (footprint)

const DROPPED = /^(content-type|content-transfer-encoding|mime-version|content-disposition)\s*:/i;

/** Headers of a raw mail (unfolded groups), without those that describe the body's encoding. */
function keptHeaders(raw: string): string[] {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const groups: string[] = [];
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && groups.length) groups[groups.length - 1] += "\n" + line;
    else groups.push(line);
  }
  return groups.filter((g) => g && !DROPPED.test(g));
}

/** A header with its encoded words decoded (RFC 2047), or as it was when they do not decode. */
function decodedHeader(h: string): string {
  if (!h.includes("=?")) return h;
  try {
    return libmime.decodeWords(h);
  } catch {
    return h.replace(/=\?[^?\s]+\?[bq]\?[^?\s]*\?=/gi, "(encoded text not shown)");
  }
}

/** The mail as headers + decoded plain text, every password masked. */
export async function redactedSource(raw: Buffer | string): Promise<string> {
  return (await redaction(raw)).source;
}

/**
 * The decoded text of a plain mail without decoding it: one text/plain part in UTF-8 or ASCII, sent
 * as it is (7bit/8bit), with no encoded words in its header. Such a mail's text is its body; for
 * anything else (MIME parts, base64, quoted-printable, another charset) null, and mailparser decodes.
 * Most mails players write are plain, and a second full parse of each was a measurable part of a move.
 */
export function plainBody(raw: Buffer | string): string | null {
  const text = typeof raw === "string" ? raw : raw.toString("utf8");
  const end = text.search(/\r?\n\r?\n/);
  if (end < 0) return null;
  const head = text.slice(0, end);
  if (/=\?/.test(head)) return null;
  const type = /^content-type:[ \t]*([^;\r\n]*)((?:.*)(?:\r?\n[ \t].*)*)/im.exec(head);
  if (type && type[1].trim().toLowerCase() !== "text/plain") return null;
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(type?.[2] ?? "")?.[1]?.toLowerCase();
  if (charset && !["utf-8", "utf8", "us-ascii", "ascii"].includes(charset)) return null;
  const cte = /^content-transfer-encoding:[ \t]*(\S*)/im.exec(head)?.[1]?.toLowerCase();
  if (cte && !["7bit", "8bit"].includes(cte)) return null;
  if (typeof raw !== "string" && !Buffer.from(text, "utf8").equals(raw)) return null; // not valid UTF-8
  return text
    .slice(end)
    .replace(/^\r?\n\r?\n/, "")
    .replace(/\r\n/g, "\n");
}

async function redaction(raw: Buffer | string): Promise<{ source: string; changed: boolean }> {
  const text = typeof raw === "string" ? raw : raw.toString("latin1");
  let body: string;
  try {
    const plain = plainBody(raw);
    if (plain !== null) body = plain;
    else {
      const { simpleParser } = await import("mailparser");
      const parsed = await simpleParser(raw, { skipHtmlToText: false, skipImageLinks: true, skipTextToHtml: true });
      body = parsed.text ?? "";
    }
  } catch {
    // a mail mailparser cannot read (a quarantined hostile one): its undecoded body could hide a
    // password in base64 or quoted-printable, so it is not shown at all
    body = "(the body could not be decoded, so it is not shown: it may hold a password)";
  }
  // encoded words (=?utf-8?B?…?=) decoded first, so a password in a Subject is masked too
  const headers = keptHeaders(text).map(decodedHeader);
  const changed = maskPasswords(body) !== body || headers.some((h) => maskPasswords(h) !== h) || maskPasswords(text) !== text;
  const source = [
    ...headers.map(maskPasswords),
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "X-Herald-Redacted: passwords masked after processing; the body is the decoded text",
    "",
    maskPasswords(body),
  ].join("\n");
  return { source, changed };
}

/**
 * The columns to store for a processed mail: its redacted source, as text and bytes; nothing (the exact
 * bytes stay) when the mail held no password.
 */
export async function redactedColumns(raw: Buffer | string): Promise<{ raw?: string; rawBytes?: Buffer }> {
  const r = await redaction(raw);
  return r.changed ? { raw: r.source, rawBytes: Buffer.from(r.source, "utf8") } : {};
}

// Hides passwords in mail text: what follows PASSWORD (or PASSWORD CHANGE) anywhere in a line — also
// inside AS lines and Herald's own REGISTER reply — and "password is: …". Used where mail text is kept
// or shown after it has done its job: the dashboard's mail views, and sent mails in the outbox.
// Over-masking a HELP text is harmless; missing a password is not. A page link (…/p/<key>, which opens a
// reader's page like a password: src/web/reader.ts) keeps only its first characters, here and in logs.
export function maskPageLinks(text: string): string {
  return text.replace(/(\/p\/[A-Za-z0-9_-]{4})[A-Za-z0-9_-]{12,}/g, "$1…");
}

export function maskPasswords(text: string): string {
  return maskPageLinks(text)
    .replace(/(\bpassword is:?[^\S\n]*)\S+/gi, "$1******")
    .replace(/(\bpassword(?:[^\S\n]+change)?[^\S\n]+)(?!\*{6})(?!changed\b)[^\s"]+(?:[^\S\n]+[^\s"]+)*/gi, "$1******");
}

/**
 * Everything a stored mail may hold for its reader alone, masked for showing it to anyone else (the
 * dashboard, the API, a page: src/web/mails.ts): passwords and page links (maskPasswords), and every web
 * address cut to its host — a webhook's path is its credential (Discord's and Slack's carry a token), and
 * a user name and password in an address are one too.
 */
export function maskSecrets(text: string): string {
  return maskPasswords(text).replace(
    /\b(https?:\/\/)(?:[^\s/?#@<>"']*@)?([^\s/?#@<>"']+)([/?#][^\s<>"']*)?/gi,
    (_all, scheme: string, host: string, rest?: string) => `${scheme}${host}${rest && rest !== "/" ? "/…" : (rest ?? "")}`,
  );
}
