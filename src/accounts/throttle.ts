// Password guessing by mail is slowed like a login (dovecot's auth penalty, fail2ban): every wrong
// PASSWORD line is recorded (AuthFailure) against the account of the From address and against the
// sender's mailbox (+tags and case folded). Past a threshold within the window, PASSWORD lines for
// that account or from that mailbox fail, right or wrong, until the window has passed: no line of such
// a mail runs. The right one is still recognised, only so that the owner is answered however many
// forged mails came first (commands/run.ts, session.ts). The account's owner is told once per lock. Replies to
// Herald's own mails (reply keys) are not affected: an attacker cannot lock a player out of playing.
import type { App } from "../app.ts";
import type { Sql, Work } from "../db/work.ts";
import type { Account } from "../generated/prisma/client.ts";
import { mailboxOf } from "../lib/normalise.ts";
import { queueMail } from "../outbox/outbox.ts";
import { format } from "../i18n/format.ts";
import { LANGUAGES, m } from "../i18n/msg.ts";
import { senderLanguage } from "../i18n/language.ts";

export const AUTH_WINDOW_MS = 3600_000;
/** wrong passwords for one account within the window before it is locked */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** wrong passwords from one sender mailbox (any accounts) within the window before it is locked */
export const MAX_FAILURES_PER_SENDER = 10;

const NOTICE_SUBJECT = m("core.throttle.subject");

async function counts(app: App, sql: Sql, account: Account | null, sender: string): Promise<{ account: number; sender: number }> {
  const since = new Date(app.now().getTime() - AUTH_WINDOW_MS);
  // both counts in one round trip: this runs for every mail with a PASSWORD line
  const [row] = await sql.rows<{ a: number; s: number }>(
    `SELECT (SELECT count(*) FROM "AuthFailure" WHERE "accountId" = $1 AND at >= $3)::int AS a,
            (SELECT count(*) FROM "AuthFailure" WHERE sender = $2 AND at >= $3)::int AS s`,
    account?.id ?? null,
    mailboxOf(sender),
    since,
  );
  return { account: account ? row.a : 0, sender: row.s };
}

export interface Failures {
  account: number;
  sender: number;
}

/**
 * Whether PASSWORD lines from this sender for this account fail, right or wrong, for now. `known`:
 * the counts already read in this transaction (accountWithFailures), when nothing was recorded since.
 */
export async function passwordLocked(
  app: App,
  sql: Sql,
  account: Account | null,
  sender: string,
  known?: Failures,
): Promise<boolean> {
  const c = known ?? (await counts(app, sql, account, sender));
  return c.account >= MAX_FAILURES_PER_ACCOUNT || c.sender >= MAX_FAILURES_PER_SENDER;
}

/**
 * Records a wrong (or refused) PASSWORD line. When it locks the account, the owner is told once: a
 * notice already sent within the window is not sent again.
 */
export async function recordPasswordFailure(app: App, work: Work, account: Account | null, sender: string): Promise<void> {
  const now = app.now();
  await work.tx.authFailure.create({ data: { accountId: account?.id ?? null, sender: mailboxOf(sender), at: now } });
  if (!account) return;
  const c = await counts(app, work, account, sender);
  if (c.account < MAX_FAILURES_PER_ACCOUNT) return;
  const since = new Date(now.getTime() - AUTH_WINDOW_MS);
  // the notice may have gone out in any language (the account may have changed it since)
  const subjects = LANGUAGES.map((l) => format(l, NOTICE_SUBJECT));
  const told = await work.tx.outbox.count({
    where: { accountId: account.id, kind: "system", subject: { in: subjects }, createdAt: { gte: since } },
  });
  if (told) return;
  app.log.warn({ accountId: account.id, failures: c.account }, "password guessing by mail: account's PASSWORD lines locked");
  const lang = senderLanguage(account, null);
  await queueMail(work, app.config.MAIL_FROM, {
    to: account.email,
    accountId: account.id,
    kind: "system",
    subject: format(lang, NOTICE_SUBJECT),
    createdAt: now,
    body: format(lang, m("core.throttle.body", { n: MAX_FAILURES_PER_ACCOUNT })) + "\n",
    // the reader's language, for the outbox's footer (OutgoingMail.lang once the mail side has it)
    lang,
  });
}
