// Where Herald's signing keys live: rows of the database (SigningKey), the highest id signing. In the
// database rather than a file so that every instance serving one database signs with the same key;
// the database already holds the games' seeds, which are as secret.
//
// A key never changes silently. The first key is made on first use, but only while no game has
// started: a database with games and no key lost its key (a restore without the SigningKey table, a
// new database), and a new key would make every saved START mail fail against later records. Herald
// then refuses to sign until the operator says so (`npm run cli -- key new`). KEY ROTATE makes the
// next key and the statement, signed by the old one, that hands over to it (keys.ts).
import type { Tx } from "../db/client.ts";
import { newKeyPair, type KeyPair } from "./sign.ts";
import { makeRotation, rotationSchema, type Rotation } from "./keys.ts";

export class KeyLost extends Error {
  constructor() {
    super(
      "Herald's signing key is missing (table SigningKey) while the database holds started games: restore it " +
        "from the backup, or, if it is lost for good, make a new one with `npm run cli -- key new` (players' " +
        "saved START mails of earlier games will no longer match their records)",
    );
  }
}

type KeyRow = KeyPair & { id: number; rotation: string | null };

async function current(tx: Tx): Promise<KeyRow | null> {
  return tx.signingKey.findFirst({ orderBy: { id: "desc" } });
}

/** The key Herald signs with now (made on first use, while no game has started). */
export async function signingKey(tx: Tx): Promise<KeyRow> {
  const found = await current(tx);
  if (found) return found;
  if (await tx.game.count({ where: { startedAt: { not: null } } })) throw new KeyLost();
  // two processes starting at once: the second insert is skipped and both read the first one's key
  await tx.signingKey.createMany({ data: [{ id: 1, ...newKeyPair() }], skipDuplicates: true });
  return (await current(tx))!;
}

export async function publicKey(tx: Tx): Promise<string> {
  return (await signingKey(tx)).publicKey;
}

/** Refuses a start on a database whose key was lost (see KeyLost); makes the first key otherwise. */
export async function checkSigningKey(tx: Tx): Promise<void> {
  await signingKey(tx);
}

/** Every rotation statement, oldest first: the chain a record carries. */
export async function keyChain(tx: Tx): Promise<Rotation[]> {
  const rows = await tx.signingKey.findMany({ where: { rotation: { not: null } }, orderBy: { id: "asc" } });
  return rows.map((r) => rotationSchema.parse(JSON.parse(r.rotation!)));
}

/** KEY ROTATE: the next key, handed over to by a statement signed with the current one. */
export async function rotateKey(tx: Tx): Promise<{ old: string; next: string; rotation: Rotation }> {
  const old = await signingKey(tx);
  const id = old.id + 1;
  const pair = newKeyPair();
  const rotation = makeRotation(old, pair.publicKey);
  // a rotation at the same moment elsewhere took this id: nothing is written twice, and this one fails
  const n = await tx.signingKey.createMany({ data: [{ id, ...pair, rotation: JSON.stringify(rotation) }], skipDuplicates: true });
  if (!n.count) throw new Error("another KEY ROTATE ran at the same time; ask HELP KEY for the current key");
  return { old: old.publicKey, next: pair.publicKey, rotation };
}

/** `npm run cli -- key new`: after a loss, a new key with no statement (the operator's decision). */
export async function newKeyAfterLoss(tx: Tx): Promise<string> {
  if (await current(tx)) throw new Error("Herald has a signing key: change it openly with KEY ROTATE (an administrator's mail)");
  const pair = newKeyPair();
  await tx.signingKey.create({ data: { id: 1, ...pair } });
  return pair.publicKey;
}
