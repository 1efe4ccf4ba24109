// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded PGlite database.
import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const conn = await db.sql();
try {
  const applied = await migrate(conn);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
  console.log(`database: ${db.where}`);
} finally {
  await conn.close();
  await db.close();
}
