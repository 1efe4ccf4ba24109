// What a mail says about itself is attacker-chosen bytes. Before any of it reaches the database or an
// outgoing header it goes through here: PostgreSQL refuses NUL in text and in JSON, a Message-ID may be
// megabytes long, and control characters in a header value could split an outgoing header. Identifiers
// keep their content (control characters escaped, so two ids stay two ids); free text loses them.
import crypto from "node:crypto";

// C0 controls and DEL, except tab, line feed and carriage return
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const ANY_CONTROL = /[\u0000-\u001f\u007f]/g;

/** Free text (a subject, a name, a filename, an error): control characters dropped, optionally cut. */
export function cleanText(s: string, max = Infinity): string {
  const t = s.replace(CONTROL, "");
  return t.length > max ? t.slice(0, max) : t;
}

/** One header value on one line: every control character (line breaks too) becomes a space. */
export function cleanHeader(s: string, max = 500): string {
  return s.replace(ANY_CONTROL, " ").trim().slice(0, max);
}

/** An identifier (Message-ID, References): control characters escaped as \xNN, never dropped. */
export function cleanId(s: string): string {
  return s.replace(ANY_CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

/** Longest identifier Herald repeats in an outgoing In-Reply-To/References (RFC 5322 lines are 998). */
export const MAX_THREAD_ID = 300;

/** An identifier fit to be echoed in an outgoing header, or null when it is too long to be a real one. */
export function threadId(id: string | null | undefined): string | null {
  if (!id) return null;
  const c = cleanId(id).replace(/\s+/g, "");
  return c && c.length <= MAX_THREAD_ID ? c : null;
}

export function sha256(data: string | Buffer): string {
  return crypto.createHash("sha256").update(data).digest("hex");
}

/** The lower-cased mailbox of an address with its +tag removed: X+1@Example.com → x@example.com. */
export function mailboxOf(address: string): string {
  const a = address.trim().toLowerCase();
  const at = a.lastIndexOf("@");
  if (at < 0) return a.split("+")[0];
  return `${a.slice(0, at).split("+")[0]}@${a.slice(at + 1)}`;
}

/** Deep copy of a JSON-like value with control characters removed from every string (jsonb refuses NUL). */
export function cleanJson<T>(v: T): T {
  if (typeof v === "string") return cleanText(v) as T;
  if (Array.isArray(v)) return v.map(cleanJson) as T;
  if (v && typeof v === "object" && !(v instanceof Date))
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [cleanText(k), cleanJson(x)])) as T;
  return v;
}
