// Writing mails to the transactional outbox. Every outgoing mail is a row written in the same
// transaction as the change that caused it; its Message-ID is fixed here, so a retry after a crash
// sends the very same mail. Mails to an account carry a fresh reply key in their Reply-To, and those about
// a game a fresh link to the reader's own page of it (src/web/reader.ts), below the signature.
import crypto from "node:crypto";
import type { Statement, Work } from "../db/work.ts";
import { hashPageKey, hashReplyKey, newPageKey, newReplyKey } from "../lib/secrets.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang } from "../i18n/msg.ts";
import { wrapText } from "../lib/wrap.ts";
import type { App } from "../app.ts";

export interface OutgoingMail {
  to: string;
  accountId?: number | null;
  gameId?: string | null;
  /** reply-auth: an error reply to a mail whose PASSWORD failed (its own budget: intake/inbound.ts) */
  kind: "reply" | "reply-error" | "reply-auth" | "private" | "public" | "admin" | "system";
  subject: string;
  body: string;
  inReplyTo?: string | null;
  references?: string[];
  inboundId?: number | null;
  autoSubmitted?: "auto-replied" | "auto-generated";
  /** the service clock's now (tests move it); the database's clock otherwise */
  createdAt?: Date;
  /** the reader's language: the footer is written in it (English when not given) */
  lang?: Lang;
  /** stored files attached to the mail (GameFile rows, a relay's turn file) */
  attachments?: Array<{ gameId: string; sha256: string }>;
}

/**
 * How mails are sent: the service's address, and where the readers' pages are. With `pages`, every
 * mail to an account about a game gets a fresh page link: `base`/p/<key>, good for `days` from `now`
 * (the service clock, which the page checks it against).
 */
export interface Sending {
  from: string;
  pages?: { base: string; days: number; now: Date } | null;
}

/** The footer of every mail in a language, after the "-- " signature separator. */
export function footer(lang: Lang = "en"): string {
  return `\n-- \n${wrapText(format(lang, m("mail.footer")))}\n`;
}

function domainOf(address: string): string {
  return address.split("@")[1] ?? "localhost";
}

/** `herald+<key>@domain` for MAIL_FROM `herald@domain`. */
export function replyAddress(serviceAddress: string, key: string): string {
  const [local, domain] = serviceAddress.split("@");
  return `${local}+${key}@${domain}`;
}

/** The reply key in an address `herald+KEY@domain`, when it is one of ours. */
export function replyKeyIn(address: string, serviceAddress: string): string | null {
  const [local, domain] = serviceAddress.toLowerCase().split("@");
  const m = /^([^+@]+)\+([0-9a-f]{32})@(.+)$/i.exec(address.trim().toLowerCase());
  if (!m || m[1] !== local || m[3] !== domain) return null;
  return m[2];
}

export function withGameTag(subject: string, gameId?: string | null): string {
  if (!gameId || subject.toLowerCase().includes(`[${gameId.toLowerCase()}]`)) return subject;
  return `[${gameId}] ${subject}`;
}

function withFooter(body: string, foot: string): string {
  return body.endsWith(foot) ? body : `${body.trimEnd()}\n${foot}`;
}

/** Writes one mail to the outbox (see queueMails). */
export function queueMail(work: Work, sending: string | Sending, mail: OutgoingMail): void {
  queueMails(work, sending, [mail]);
}

/** The Outbox columns queueMails writes, in order. */
const COLUMNS = [
  "messageId",
  "toAddress",
  "accountId",
  "gameId",
  "kind",
  "subject",
  "body",
  "replyTo",
  "inReplyTo",
  "references",
  "autoSubmitted",
  "inboundId",
  "attachments",
  "status",
  "attempts",
  "createdAt",
] as const;
/** rows per statement: far below PostgreSQL's 65,535 parameters */
const ROWS_PER_STATEMENT = 500;

/**
 * Writes mails to the outbox: their reply keys and the rows in two statements sent as one, whatever
 * their number (a move mails every player; one round trip per mail was most of a move's cost). Rows
 * are written in the given order, so ids (the sender's order) follow it. Defaults are the client's:
 * the real clock for when a row is made, unless the mail carries the service clock (createdAt).
 * The statements are queued on the work (db/work.ts): they go with its next statement, its flush,
 * or at the latest before its commit — in the round trip of the mail's own record, usually.
 *
 * With each statement's rows goes one pg-boss send job naming them (db/queue.ts SEND_QUEUE), inserted in
 * the same transaction: a committed mail's rows are always sent, a rolled-back one's never. One job for
 * the batch, not one per row: one more statement per mail whatever its recipients, and one worker sends
 * a recipient's mails of one transaction in their order (outbox/sender.ts).
 */
export function queueMails(work: Work, sending: string | Sending, mails: OutgoingMail[]): void {
  const how = typeof sending === "string" ? { from: sending } : sending;
  for (let at = 0; at < mails.length; at += ROWS_PER_STATEMENT) {
    const { statements, ids } = someWrites(how, mails.slice(at, at + ROWS_PER_STATEMENT));
    work.writeAll(statements);
    work.armSend(ids);
  }
}

/** The statements that write up to ROWS_PER_STATEMENT mails to the outbox (their reply keys, then their rows), and their Message-IDs. */
function someWrites(sending: Sending, mails: OutgoingMail[]): { statements: Statement[]; ids: string[] } {
  const ids: string[] = [];
  if (!mails.length) return { statements: [], ids };
  const serviceAddress = sending.from;
  const pages = sending.pages ?? null;
  const linkParams: unknown[] = [];
  const links: string[] = [];
  const linkSlot = (v: unknown) => {
    linkParams.push(v);
    return `$${linkParams.length}`;
  };
  /** a fresh link to the reader's page of the mail's game, written hashed; the line the mail shows */
  const pageLine = (mail: OutgoingMail): string => {
    if (!pages || !mail.accountId || !mail.gameId) return "";
    const key = newPageKey();
    const expires = new Date(pages.now.getTime() + pages.days * 86_400_000);
    links.push(`(${[hashPageKey(key), mail.accountId, mail.gameId.toLowerCase(), pages.now, expires].map(linkSlot).join(", ")})`);
    return `${format(mail.lang ?? "en", m("mail.yourPage", { url: `${pages.base}/p/${key}` }))}\n`;
  };
  const now = new Date();
  const params: unknown[] = [];
  const slot = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const keyParams: unknown[] = [];
  const keySlot = (v: unknown) => {
    keyParams.push(v);
    return `$${keyParams.length}`;
  };
  const keys: string[] = [];
  const rows = mails.map((mail) => {
    let replyTo: string | null = null;
    if (mail.accountId) {
      const key = newReplyKey();
      keys.push(`(${keySlot(hashReplyKey(key))}, ${keySlot(mail.accountId)}, ${keySlot(now)})`);
      replyTo = replyAddress(serviceAddress, key);
    }
    const refs = [...(mail.references ?? []), ...(mail.inReplyTo ? [mail.inReplyTo] : [])];
    const row: Record<(typeof COLUMNS)[number], unknown> = {
      messageId: `${crypto.randomUUID()}@${domainOf(serviceAddress)}`,
      toAddress: mail.to.toLowerCase(),
      accountId: mail.accountId ?? null,
      gameId: mail.gameId ?? null,
      kind: mail.kind,
      subject: withGameTag(mail.subject, mail.gameId)
        .replace(/[\u0000-\u001f\u007f]/g, " ")
        .slice(0, 250),
      body: (withFooter(wrapText(mail.body), footer(mail.lang)) + pageLine(mail)).replace(/\u0000/g, ""),
      replyTo,
      inReplyTo: mail.inReplyTo ?? null,
      references: refs.length ? [...new Set(refs)].map((r) => `<${r.replace(/^<|>$/g, "")}>`).join(" ") : null,
      autoSubmitted: mail.autoSubmitted ?? (mail.kind.startsWith("reply") ? "auto-replied" : "auto-generated"),
      inboundId: mail.inboundId ?? null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      status: "queued",
      attempts: 0,
      createdAt: mail.createdAt ?? now,
    };
    ids.push(row.messageId as string);
    return `(${COLUMNS.map((c) => slot(row[c])).join(", ")})`;
  });
  const statements = [
    ...(keys.length
      ? [{ sql: `INSERT INTO "ReplyKey" ("keyHash", "accountId", "createdAt") VALUES ${keys.join(", ")}`, params: keyParams }]
      : []),
    ...(links.length
      ? [
          {
            sql: `INSERT INTO "PageLink" ("keyHash", "accountId", "gameId", "createdAt", "expiresAt") VALUES ${links.join(", ")}`,
            params: linkParams,
          },
        ]
      : []),
    { sql: `INSERT INTO "Outbox" (${COLUMNS.map((c) => `"${c}"`).join(", ")}) VALUES ${rows.join(", ")}`, params },
  ];
  return { statements, ids };
}

/** What a sender needs of a row to send it and record the outcome (the columns a claim returns). */
export interface OutboxRow {
  id: number;
  messageId: string;
  toAddress: string;
  subject: string;
  body: string;
  replyTo: string | null;
  inReplyTo: string | null;
  references: string | null;
  autoSubmitted: string;
  /** reply | reply-error | reply-auth | private | … (replies go first) */
  kind: string;
  attempts: number;
  /** stored files attached to the mail: [{ gameId, sha256 }] naming GameFile rows, when it has any */
  attachments?: unknown;
}

// How the mails of a transaction are sent (Sending, above): the service's address and, for the page link
// every mail about a game carries, where the readers' pages are and the service clock's now.
export function sendingOf(app: Pick<App, "config" | "now">): Sending {
  return {
    from: app.config.MAIL_FROM,
    pages: { base: app.config.PUBLIC_URL, days: app.config.PAGE_LINK_DAYS, now: app.now() },
  };
}
