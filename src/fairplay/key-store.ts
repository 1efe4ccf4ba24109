// Where Herald's signing key lives: one row of the database (SigningKey, id 1), made on first use. In
// the database rather than a file so that every instance serving one database signs with the same key;
// the database already holds the games' seeds, which are as secret.
import type { Tx } from "../db/client.ts";
import { newKeyPair, type KeyPair } from "./sign.ts";

const KEY_ID = 1;

export async function signingKey(tx: Tx): Promise<KeyPair> {
  const found = await tx.signingKey.findUnique({ where: { id: KEY_ID } });
  if (found) return found;
  // two processes starting at once: the second insert is skipped and both read the first one's key
  await tx.signingKey.createMany({ data: [{ id: KEY_ID, ...newKeyPair() }], skipDuplicates: true });
  return tx.signingKey.findUniqueOrThrow({ where: { id: KEY_ID } });
}

export async function publicKey(tx: Tx): Promise<string> {
  return (await signingKey(tx)).publicKey;
}
