// How Herald's signing key changes openly: each new key is announced by a rotation statement signed by
// the key before it (`herald-key/1`: { from, to }, `sig` by `from`). A record carries every such
// statement, so a player who trusts any one of Herald's keys (the one in their first mail from Herald)
// can follow the chain to the key that signed a later START or record, and nobody can add a key to
// the chain without a key already in it. A key made by hand after a loss (`npm run cli -- key new`)
// has no statement: the chain breaks there, and verify says so.
import { z } from "zod";
import { signatureValid, signStatement, type KeyPair } from "./sign.ts";

export const KEY_FORMAT = "herald-key/1";

export const rotationSchema = z
  .object({ format: z.literal(KEY_FORMAT), from: z.string(), to: z.string(), sig: z.string() })
  .strict();
export type Rotation = z.infer<typeof rotationSchema>;

/** The statement by which `old` hands over to `next`. */
export function makeRotation(old: KeyPair, next: string): Rotation {
  return signStatement({ format: KEY_FORMAT, from: old.publicKey, to: next }, old.privateKey);
}

/**
 * Every key reached from `trusted` through the chain, in order (`trusted` first): a statement counts
 * only when signed by a key already reached, so a statement anyone made up leads nowhere.
 */
export function keysFrom(trusted: string, chain: readonly Rotation[]): string[] {
  const reached = [trusted];
  for (const r of chain) if (reached.includes(r.from) && !reached.includes(r.to) && signatureValid(r, r.from)) reached.push(r.to);
  return reached;
}
