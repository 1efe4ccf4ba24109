// Throwaway databases for tests: a fresh PostgreSQL database per call (on the server at
// TEST_DATABASE_URL or 127.0.0.1:5432), or an in-memory PGlite; both migrated with the real runner.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { migrate } from "../../src/db/migrate.ts";

export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/**
 * The run's id in every database's name (herald_test_<run>_<random>): scripts/test.sh exports it and, at its
 * end, drops this run's databases that a killed test left, and no other run's on the same server.
 */
const RUN = /^[a-z0-9]+$/.test(process.env.HERALD_TEST_RUN ?? "") ? process.env.HERALD_TEST_RUN : "adhoc";

/** Creates an empty database and returns its URL (not migrated); `adminUrl`: on another server (private-pg.ts). */
export async function createEmptyPgDatabase(adminUrl = PG_ADMIN_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `herald_test_${RUN}_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A fresh, migrated PostgreSQL database: its URL and a drop function. */
export async function testDatabase(adminUrl = PG_ADMIN_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  const db = await createEmptyPgDatabase(adminUrl);
  // closed after: an open Database runs the job queue's timers and pool (src/db/queue.ts)
  const opened = await openDatabase({ databaseUrl: db.url, dataDir: "" });
  const conn = await opened.sql();
  await migrate(conn);
  await conn.close();
  await opened.close();
  return db;
}

/** "pglite-folder": PGlite in a data folder, as `npm start` runs it (in-memory PGlite writes differently) */
export type DbKind = "postgres" | "pglite" | "pglite-folder";

/** An open, migrated Database of either kind, and a close() that also drops it. */
export async function openTestDatabase(kind: DbKind): Promise<{ db: Database; url?: string; close: () => Promise<void> }> {
  if (kind === "pglite-folder") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-pglite-"));
    const db = await openDatabase({ dataDir: dir });
    await migrate(await db.sql());
    return {
      db,
      async close() {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (kind === "pglite") {
    const db = await openDatabase({ dataDir: ":memory:" });
    const conn = await db.sql();
    await migrate(conn);
    return { db, close: () => db.close() };
  }
  const t = await testDatabase();
  const db = await openDatabase({ databaseUrl: t.url, dataDir: "" });
  return {
    db,
    url: t.url,
    async close() {
      await db.close();
      await t.drop();
    },
  };
}
