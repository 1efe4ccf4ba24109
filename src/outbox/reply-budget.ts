// Herald is no mail cannon: what it sends in answer to one mail is bounded in size, and how often it
// answers one mailbox is bounded in time. Budgets count per mailbox with +tags and case folded, so
// victim+1@, victim+2@ and VICTIM@ share one budget (the outbox keeps addresses lower-cased).
import type { Sql } from "../db/work.ts";
import { mailboxOf } from "../lib/normalise.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang } from "../i18n/msg.ts";

/** The largest reply body Herald writes to one mail. */
export const MAX_REPLY_BYTES = 48 * 1024;

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Outbox rows of these kinds written to the mailbox of `address` since `since`. */
export async function repliesToMailbox(sql: Sql, address: string, kinds: string[], since: Date): Promise<number> {
  const box = mailboxOf(address);
  const at = box.lastIndexOf("@");
  const tagged = at < 0 ? `${likeEscape(box)}+%` : `${likeEscape(box.slice(0, at))}+%@${likeEscape(box.slice(at + 1))}`;
  const found = await sql.rows<{ n: number }>(
    `SELECT count(*)::int AS n FROM "Outbox"
     WHERE kind = ANY($1::text[]) AND "createdAt" >= $2 AND ("toAddress" = $3 OR "toAddress" LIKE $4 ESCAPE '\\')`,
    kinds,
    since,
    box,
    tagged,
  );
  return found[0]?.n ?? 0;
}

/** A reply cut at a line boundary to MAX_REPLY_BYTES, saying so in the reader's language. */
export function boundReply(body: string, lang: Lang = "en"): string {
  if (Buffer.byteLength(body) <= MAX_REPLY_BYTES) return body;
  const lines = body.split("\n");
  const out: string[] = [];
  let size = 0;
  for (const l of lines) {
    const n = Buffer.byteLength(l) + 1;
    if (size + n > MAX_REPLY_BYTES - 200) break;
    out.push(l);
    size += n;
  }
  out.push("", format(lang, m("mail.replyCut", { kb: MAX_REPLY_BYTES / 1024 })), "");
  return out.join("\n");
}
