// Builds the App from the environment: configuration, database (migrated), administrators, games.
// Shared by main.ts (the service) and cli.ts (local mail mode commands).
import { loadConfig, type Config } from "./config.ts";
import { openOwnDatabase } from "./db/owner.ts";
import { migrate } from "./db/migrate.ts";
import { makeLogger } from "./log.ts";
import { ensureAdmins } from "./accounts/admins.ts";
import type { App } from "./app.ts";
import type { GameEngine } from "./games/engine.ts";
import { Games } from "./games/registry.ts";
import { PasswordCache } from "./accounts/password-cache.ts";

export interface BuildOptions {
  /** the game kinds this Herald runs (src/games/index.ts's GAMES) */
  games: readonly GameEngine[];
  config?: Config;
  logLevel?: string;
  /** who opens the database, named to whoever else tries while this runs (src/db/owner.ts) */
  owner?: string;
}

export async function buildApp({
  games,
  config = loadConfig(),
  logLevel,
  owner = "a running Herald",
}: BuildOptions): Promise<App> {
  const log = makeLogger(logLevel ?? config.LOG_LEVEL);
  const db = await openOwnDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, owner);
  const conn = await db.sql();
  try {
    const applied = await migrate(conn);
    if (applied.length) log.info({ applied }, "database migrated");
  } finally {
    await conn.close();
  }
  const app: App = { config, db, log, games: new Games(games), passwords: new PasswordCache(), now: () => new Date() };
  await ensureAdmins(app);
  return app;
}
