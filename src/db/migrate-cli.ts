// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded PGlite database.
import { loadConfig } from "../config.ts";
import { migrate } from "./migrate.ts";
import { DatabaseBusy, openOwnDatabase } from "./owner.ts";

const config = loadConfig();
const db = await openOwnDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, "npm run db:migrate").catch(
  (e) => {
    if (!(e instanceof DatabaseBusy)) throw e;
    console.error(`npm run db:migrate: ${e.message}`);
    process.exit(2);
  },
);
const conn = await db.sql();
try {
  const applied = await migrate(conn);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
  console.log(`database: ${db.where}`);
} finally {
  await conn.close();
  await db.close();
}
