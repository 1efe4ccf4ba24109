// A short-lived memory of successful password checks, so that a player who puts PASSWORD in every mail
// pays for scrypt once per few minutes instead of once per mail (dovecot's auth_cache does the same).
//
// - Only successes are remembered: a wrong password always costs a full scrypt (and the guessing
//   throttle in throttle.ts runs before this cache is asked at all).
// - An entry is an HMAC of (account, stored hash, password) under a random key made with the cache (one
//   per App, src/app.ts) and never written anywhere: a memory dump shows neither a password nor anything a password
//   guess can be checked against offline without that key (which is in the same dump, but then an
//   attacker still faces the HMAC per guess only for passwords that were used in the last minutes).
// - The stored hash is part of the entry: after a PASSWORD CHANGE made by any process the account row
//   carries a new hash, and the old password finds no entry. PASSWORD CHANGE also drops the account's
//   entries here at once (forget), which frees the memory and covers the process that made the change.
// - Entries live CACHE_MS of real time (like reply keys, one clock for one thing) and there are at
//   most MAX_ENTRIES of them; the oldest go first.
import crypto from "node:crypto";
import { unmatchableHash, verifyPassword } from "../lib/secrets.ts";

const CACHE_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;
const DUMMY_HASH = unmatchableHash();

/** One process's memory of successful password checks: held by its App (src/app.ts `passwords`). */
export class PasswordCache {
  private readonly key = crypto.randomBytes(32);
  /** entry → when it expires (ms) and whose it is */
  private readonly entries = new Map<string, { until: number; accountId: number }>();
  /** account → its entries, for forget() */
  private readonly byAccount = new Map<number, Set<string>>();

  private entryOf(accountId: number, passwordHash: string, password: string): string {
    return crypto.createHmac("sha256", this.key).update(`${accountId}\u0000${passwordHash}\u0000${password}`).digest("base64");
  }

  private drop(entry: string, accountId: number): void {
    this.entries.delete(entry);
    const set = this.byAccount.get(accountId);
    set?.delete(entry);
    if (set && !set.size) this.byAccount.delete(accountId);
  }

  /** Whether this password was verified for this account (with this stored hash) a short while ago. */
  ok(account: { id: number; passwordHash: string }, password: string, now = Date.now()): boolean {
    const e = this.entryOf(account.id, account.passwordHash, password);
    const until = this.entries.get(e)?.until;
    if (until === undefined) return false;
    if (until <= now) {
      this.drop(e, account.id);
      return false;
    }
    return true;
  }

  /** Remembers a successful verification. */
  remember(account: { id: number; passwordHash: string }, password: string, now = Date.now()): void {
    const e = this.entryOf(account.id, account.passwordHash, password);
    this.entries.delete(e); // re-inserted last: Map order is the eviction order
    this.entries.set(e, { until: now + CACHE_MS, accountId: account.id });
    let set = this.byAccount.get(account.id);
    if (!set) this.byAccount.set(account.id, (set = new Set()));
    set.add(e);
    while (this.entries.size > MAX_ENTRIES) {
      const [oldest, { accountId }] = this.entries.entries().next().value!;
      this.drop(oldest, accountId);
    }
  }

  /** Forgets every remembered verification of an account (PASSWORD CHANGE, LOGOUT ALL). */
  forget(accountId: number): void {
    for (const e of this.byAccount.get(accountId) ?? []) this.entries.delete(e);
    this.byAccount.delete(accountId);
  }

  /** How many entries are held (tests). */
  get size(): number {
    return this.entries.size;
  }

  /** Whether `password` is the account's: through the cache when it was verified a short while ago. */
  check(account: { id: number; passwordHash: string } | null, password: string): boolean {
    // a password verified a short while ago costs an HMAC, not a scrypt
    if (account && this.ok(account, password)) return true;
    // compare against a dummy hash when there is no account, so timing does not tell them apart
    const ok = verifyPassword(password, account?.passwordHash ?? DUMMY_HASH) && !!account;
    if (ok) this.remember(account!, password);
    return ok;
  }
}
