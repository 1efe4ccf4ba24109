// Writing mails to the transactional outbox. Every outgoing mail is a row written in the same
// transaction as the change that caused it; its Message-ID is fixed here, so a retry after a crash
// sends the very same mail. Mails to an account carry a fresh reply key in their Reply-To.
import crypto from "node:crypto";
import type { Tx } from "../db/client.ts";
import { hashReplyKey, newReplyKey } from "../lib/secrets.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang } from "../i18n/msg.ts";

export interface OutgoingMail {
  to: string;
  accountId?: number | null;
  gameId?: string | null;
  kind: "reply" | "reply-error" | "private" | "public" | "admin" | "system";
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
}

const footers = new Map<Lang, string>();

/** The footer of every mail in a language, after the "-- " signature separator (rendered once per language). */
export function footer(lang: Lang = "en"): string {
  let f = footers.get(lang);
  if (f === undefined) footers.set(lang, (f = `\n-- \n${format(lang, m("mail.footer"))}\n`));
  return f;
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
export async function queueMail(tx: Tx, serviceAddress: string, mail: OutgoingMail): Promise<void> {
  await queueMails(tx, serviceAddress, [mail]);
}

/**
 * Writes mails to the outbox: their reply keys in one statement and the rows in another, whatever their
 * number (a move mails every player; one round trip per mail was most of a move's cost). Rows are
 * written in the given order, so ids (the sender's order) follow it.
 */
export async function queueMails(tx: Tx, serviceAddress: string, mails: OutgoingMail[]): Promise<void> {
  if (!mails.length) return;
  const keys: { keyHash: string; accountId: number }[] = [];
  const rows = mails.map((mail) => {
    let replyTo: string | null = null;
    if (mail.accountId) {
      const key = newReplyKey();
      keys.push({ keyHash: hashReplyKey(key), accountId: mail.accountId });
      replyTo = replyAddress(serviceAddress, key);
    }
    const refs = [...(mail.references ?? []), ...(mail.inReplyTo ? [mail.inReplyTo] : [])];
    return {
      messageId: `${crypto.randomUUID()}@${domainOf(serviceAddress)}`,
      toAddress: mail.to.toLowerCase(),
      accountId: mail.accountId ?? null,
      gameId: mail.gameId ?? null,
      kind: mail.kind,
      subject: withGameTag(mail.subject, mail.gameId).replace(/[\u0000-\u001f\u007f]/g, " ").slice(0, 250),
      body: withFooter(mail.body, footer(mail.lang)).replace(/\u0000/g, ""),
      replyTo,
      inReplyTo: mail.inReplyTo ?? null,
      references: refs.length ? [...new Set(refs)].map((r) => `<${r.replace(/^<|>$/g, "")}>`).join(" ") : null,
      autoSubmitted: mail.autoSubmitted ?? (mail.kind.startsWith("reply") ? "auto-replied" : "auto-generated"),
      inboundId: mail.inboundId ?? null,
      ...(mail.createdAt ? { createdAt: mail.createdAt } : {}),
    };
  });
  if (keys.length) await tx.replyKey.createMany({ data: keys });
  await tx.outbox.createMany({ data: rows });
}
