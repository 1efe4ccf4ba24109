// Reply keys: the `+key` of the Reply-To of Herald's mails, which authenticate a reply. Anyone who has
// seen one of a player's mails holds one, so they must not live for ever: a key is good for
// REPLY_KEY_DAYS (real time, like a dashboard session: one clock for one thing), and PASSWORD CHANGE and
// LOGOUT ALL revoke every key of the account at once. Only SHA-256 hashes are stored (secrets.ts).
import type { Tx } from "../db/client.ts";
import { hashReplyKey } from "../lib/secrets.ts";

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
