// Password and reply-key handling. Passwords: scrypt with a random salt. Reply keys are random
// 128-bit tokens, so a plain SHA-256 is enough to store them and lets us look them up by hash.
import crypto from "node:crypto";

const SCRYPT = { N: 16384, r: 8, p: 1 };

export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, 32, SCRYPT);
  return `scrypt$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/**
 * A stored hash that no password matches, to verify against when there is no account, so that a check
 * costs the same time either way. Random salt and random "hash" bytes in the stored format: verifying
 * runs the same scrypt as for a real account, and making it costs nothing (two module-level
 * hashPassword() calls, ~60 ms each, used to run at every start).
 */
export function unmatchableHash(): string {
  return `scrypt$${crypto.randomBytes(16).toString("base64")}$${crypto.randomBytes(32).toString("base64")}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltB64, hashB64] = stored.split("$");
  if (scheme !== "scrypt" || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, "base64");
  const actual = crypto.scryptSync(password, Buffer.from(saltB64, "base64"), expected.length, SCRYPT);
  return crypto.timingSafeEqual(expected, actual);
}

/** A fresh password a person can type from a mail: three short words of letters and digits. */
export function newPassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789"; // no look-alikes (l/1, o/0, i)
  const pick = (n: number) => Array.from(crypto.randomBytes(n), (b) => alphabet[b % alphabet.length]).join("");
  return `${pick(4)}-${pick(4)}-${pick(4)}`;
}

export function newReplyKey(): string {
  return crypto.randomBytes(16).toString("hex");
}

export function hashReplyKey(key: string): string {
  return crypto.createHash("sha256").update(key.toLowerCase()).digest("hex");
}

/** The random part of a page link (src/web/reader.ts): 256 bits, in the URL's own alphabet. */
export function newPageKey(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** A page key is 43 characters of base64url; anything else opens nothing (and is not looked up). */
export const PAGE_KEY = /^[A-Za-z0-9_-]{43}$/;

export function hashPageKey(key: string): string {
  return crypto.createHash("sha256").update(key).digest("hex");
}

/** A game's secret seed; its prefix names the generator it seeds (src/games/rng.ts). */
export function newSeed(): string {
  return `hmac-sha256-step:${crypto.randomBytes(32).toString("hex")}`;
}

/** The public commitment to a game's seed, mailed at START and checkable when the seed is revealed. */
export function seedCommitment(seed: string): string {
  return crypto.createHash("sha256").update(seed).digest("hex");
}
