// Builds the App from the environment: configuration, database (migrated), administrators, games.
// Shared by main.ts (the service) and cli.ts (local mail mode commands).
import "./games/index.ts";
import { loadConfig, type Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { makeLogger } from "./log.ts";
import { ensureAdmins } from "./accounts/admins.ts";
import type { App } from "./app.ts";

export async function buildApp(config: Config = loadConfig(), opts: { logLevel?: string } = {}): Promise<App> {
  const log = makeLogger(opts.logLevel ?? config.LOG_LEVEL);
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const conn = await db.sql();
  try {
    const applied = await migrate(conn);
    if (applied.length) log.info({ applied }, "database migrated");
  } finally {
    await conn.close();
  }
  const app: App = { config, db, log, now: () => new Date() };
  await ensureAdmins(app);
  return app;
}
