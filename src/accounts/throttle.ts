// Password guessing by mail is slowed like a login (dovecot's auth penalty, fail2ban): every wrong
// PASSWORD line is recorded (AuthFailure) against the account of the From address and against the
// sender's mailbox (+tags and case folded). Past a threshold within the window, PASSWORD lines for
// that account or from that mailbox are not even checked (no scrypt either): they fail like a wrong
// password until the window has passed. The account's owner is told once per lock. Replies to
// Herald's own mails (reply keys) are not affected: an attacker cannot lock a player out of playing.
import type { App } from "../app.ts";
import type { Tx } from "../db/client.ts";
import type { Account } from "../generated/prisma/client.ts";
import { mailboxOf } from "../lib/normalise.ts";
import { queueMail } from "../outbox/outbox.ts";

export const AUTH_WINDOW_MS = 3600_000;
/** wrong passwords for one account within the window before it is locked */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** wrong passwords from one sender mailbox (any accounts) within the window before it is locked */
export const MAX_FAILURES_PER_SENDER = 10;

const NOTICE_SUBJECT = "Herald: wrong passwords were tried for your account";

async function counts(app: App, tx: Tx, account: Account | null, sender: string): Promise<{ account: number; sender: number }> {
  const since = new Date(app.now().getTime() - AUTH_WINDOW_MS);
  // both counts in one round trip: this runs for every mail with a PASSWORD line
  const [row] = await tx.$queryRawUnsafe<{ a: number; s: number }[]>(
    `SELECT (SELECT count(*) FROM "AuthFailure" WHERE "accountId" = $1 AND at >= $3)::int AS a,
            (SELECT count(*) FROM "AuthFailure" WHERE sender = $2 AND at >= $3)::int AS s`,
    account?.id ?? null, mailboxOf(sender), since);
  return { account: account ? row.a : 0, sender: row.s };
}

/** Whether PASSWORD lines from this sender for this account are refused unchecked for now. */
export async function passwordLocked(app: App, tx: Tx, account: Account | null, sender: string): Promise<boolean> {
  const c = await counts(app, tx, account, sender);
  return c.account >= MAX_FAILURES_PER_ACCOUNT || c.sender >= MAX_FAILURES_PER_SENDER;
}

/**
 * Records a wrong (or refused) PASSWORD line. When it locks the account, the owner is told once: a
 * notice already sent within the window is not sent again.
 */
export async function recordPasswordFailure(app: App, tx: Tx, account: Account | null, sender: string): Promise<void> {
  const now = app.now();
  await tx.authFailure.create({ data: { accountId: account?.id ?? null, sender: mailboxOf(sender), at: now } });
  if (!account) return;
  const c = await counts(app, tx, account, sender);
  if (c.account < MAX_FAILURES_PER_ACCOUNT) return;
  const since = new Date(now.getTime() - AUTH_WINDOW_MS);
  const told = await tx.outbox.count({ where: { accountId: account.id, kind: "system", subject: NOTICE_SUBJECT, createdAt: { gte: since } } });
  if (told) return;
  app.log.warn({ accountId: account.id, failures: c.account }, "password guessing by mail: account's PASSWORD lines locked");
  await queueMail(tx, app.config.MAIL_FROM, {
    to: account.email, accountId: account.id, kind: "system", subject: NOTICE_SUBJECT, createdAt: now,
    body:
      `${MAX_FAILURES_PER_ACCOUNT} mails with a wrong PASSWORD line for your account arrived within an hour. ` +
      `For the next hour Herald ignores PASSWORD lines for it, right or wrong. Replying to one of Herald's ` +
      `mails still works as usual. If these were not your mails, someone is guessing your password: ` +
      `consider a PASSWORD CHANGE to something long.\n`,
  });
}
