// What every part of the service is handed: the configuration, the database, the logger and the games.
// Built once in main.ts (or by a test) and passed down; no module reaches for globals.
import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Games } from "./games/registry.ts";

export interface App {
  config: Config;
  db: Database;
  log: Logger;
  /** the game kinds this Herald runs (buildApp's `games`) */
  games: Games;
  /**
   * successful password checks of the last minutes: a PasswordCache (src/accounts/password-cache.ts; named
   * by its shape here, as src/accounts imports this file)
   */
  passwords: {
    check(account: { id: number; passwordHash: string } | null, password: string): boolean;
    forget(accountId: number): void;
  };
  /** the clock; tests replace it (deadlines, rate limits) */
  now(): Date;
  /** Wakes this process's send worker after a commit that queued mail; set while it runs (mail/sender.ts). */
  sendWake?: (() => void) | null;
  /** Wakes this process's inbound worker after a mail is stored; set while it runs (mail/intake-worker.ts). */
  intakeWake?: (() => void) | null;
}
