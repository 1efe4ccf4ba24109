// What a mail's processing first needs to know about its sender, read in one round trip: the account
// of the From address; with a PASSWORD line, the wrong passwords counted against that account and
// that mailbox (the guessing lock, throttle.ts); with reply-key addresses among the recipients, whom
// those keys belong to (below); with a game tag in the subject, whether that game exists and
// its language (games.ts gameRef). Each was a statement of its own on every mail.
import type { App } from "../app.ts";
import type { Sql } from "../db/work.ts";
import type { Tx } from "../db/client.ts";
import type { Account } from "../generated/prisma/client.ts";
import { mailboxOf } from "../lib/normalise.ts";
import { AUTH_WINDOW_MS, type Failures } from "./throttle.ts";
import { hashReplyKey } from "../lib/secrets.ts";

/** A reply key as stored: whose it is and when it was made (epoch ms). */
export interface KeyRow {
  accountId: number;
  createdAtMs: number;
}

export interface Sender {
  account: Account | null;
  /** the guessing counts, when asked for */
  failures?: Failures;
  /** by key hash, the stored keys among those asked for (a hash not here is unknown) */
  keys?: Map<string, KeyRow>;
  /** the game asked for (the subject's), with its language; null when there is no such game */
  game?: { id: string; lang: string | null } | null;
}

export async function readSender(
  app: App,
  sql: Sql,
  email: string,
  ask: { failures: boolean; keyHashes: string[]; gameId?: string | null },
): Promise<Sender> {
  const params: unknown[] = [email];
  const slot = (v: unknown) => `$${params.push(v)}`;
  let extra = "";
  if (ask.failures) {
    const since = slot(new Date(app.now().getTime() - AUTH_WINDOW_MS));
    extra += `, (SELECT count(*) FROM "AuthFailure" f WHERE f."accountId" = a.id AND f.at >= ${since})::int AS "_fa",
       (SELECT count(*) FROM "AuthFailure" WHERE sender = ${slot(mailboxOf(email))} AND at >= ${since})::int AS "_fs"`;
  }
  const keys = ask.keyHashes.length > 0;
  if (keys)
    extra += `, (SELECT json_agg(json_build_object('h', "keyHash", 'a', "accountId", 'c', (extract(epoch FROM "createdAt") * 1000)::bigint))
       FROM "ReplyKey" WHERE "keyHash" = ANY(${slot(ask.keyHashes)}::text[])) AS "_keys"`;
  const game = !!ask.gameId;
  if (game) extra += `, (SELECT json_build_object('id', id, 'lang', lang) FROM "Game" WHERE id = ${slot(ask.gameId)}) AS "_game"`;
  const [row] = await sql.rows<
    Account & {
      _fa?: number;
      _fs?: number;
      _keys?: Array<{ h: string; a: number; c: number }> | null;
      _game?: { id: string; lang: string | null } | null;
    }
  >(`SELECT a.*${extra} FROM (SELECT 1) one LEFT JOIN "Account" a ON a.email = $1`, ...params);
  const { _fa, _fs, _keys, _game, ...account } = row;
  const found = account.id !== null && account.id !== undefined;
  return {
    account: found ? (account as Account) : null,
    ...(ask.failures ? { failures: { account: found ? (_fa ?? 0) : 0, sender: _fs ?? 0 } } : {}),
    ...(keys ? { keys: new Map((_keys ?? []).map((k) => [k.h, { accountId: k.a, createdAtMs: Number(k.c) }])) } : {}),
    ...(game ? { game: _game ?? null } : {}),
  };
}

/**
 * A mail that proved it comes from the account's address (a reply key, or the password mailed there)
 * verifies the account: from then on its name is reserved (docs/roles.md "Accounts").
 */
export async function verified(tx: Tx, now: Date, account: Account): Promise<Account> {
  if (account.verifiedAt) return account;
  return tx.account.update({ where: { id: account.id }, data: { verifiedAt: now } });
}

// Reply keys: the `+key` of the Reply-To of Herald's mails, which authenticate a reply. Anyone who has
// seen one of a player's mails holds one, so they must not live for ever: a key is good for
// REPLY_KEY_DAYS (real time, like a dashboard session: one clock for one thing), and PASSWORD CHANGE and
// LOGOUT ALL revoke every key of the account at once. Only SHA-256 hashes are stored (secrets.ts).
const keyClock = (): number => Date.now();

/** The account a stored key authenticates: none once it is older than `days` (real time). */
export function keyOwner(row: { accountId: number; createdAtMs: number } | null | undefined, days: number): number | null {
  if (!row) return null;
  if (row.createdAtMs < keyClock() - days * 86_400_000) return null;
  return row.accountId;
}

/** The account a reply key authenticates, if it is known, not expired and not revoked. */
export async function replyKeyAccount(tx: Tx, key: string, days: number): Promise<number | null> {
  const row = await tx.replyKey.findUnique({ where: { keyHash: hashReplyKey(key) } });
  return keyOwner(row && { accountId: row.accountId, createdAtMs: row.createdAt.getTime() }, days);
}

/** Revokes every reply key of an account (PASSWORD CHANGE, LOGOUT ALL). */
export async function revokeReplyKeys(tx: Tx, accountId: number): Promise<number> {
  return (await tx.replyKey.deleteMany({ where: { accountId } })).count;
}

/**
 * Revokes every page link of an account (PASSWORD CHANGE, LOGOUT ALL): a link opens its reader's page
 * and sends their moves (src/web/reader.ts), so it ends with the secrets that authenticate them.
 */
export async function revokePageLinks(tx: Tx, accountId: number): Promise<number> {
  return (await tx.pageLink.deleteMany({ where: { accountId } })).count;
}
