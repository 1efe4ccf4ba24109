// Applies the SQL migrations in prisma/migrations in order, recording each in Prisma's own
// `_prisma_migrations` table (checksum = SHA-256 hex of the file), so the official Prisma CLI on a
// connected machine sees the same history. Same code for PostgreSQL and PGlite. Two processes
// starting at once are serialised by an advisory lock.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SqlConn } from "./client.ts";
import { MIGRATIONS_DIR } from "../paths.ts";

export { MIGRATIONS_DIR };
/** the advisory lock that serialises migrations between processes (tests hold it to catch a start mid-check) */
export const LOCK_ID = 4242_0001;

const HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  id varchar(36) PRIMARY KEY NOT NULL,
  checksum varchar(64) NOT NULL,
  finished_at timestamptz,
  migration_name varchar(255) NOT NULL,
  logs text,
  rolled_back_at timestamptz,
  started_at timestamptz NOT NULL DEFAULT now(),
  applied_steps_count integer NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

type Recorded = { migration_name: string; checksum: string };
const RECORDED = `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;

/**
 * True when every migration file is recorded as applied, with the same checksum: one query, no lock
 * (each migration commits with its history row, so a concurrent migrator is never seen half-way). The
 * usual start, on an up-to-date schema, needs nothing more; anything else goes the locked way.
 */
async function upToDate(conn: SqlConn, files: MigrationFile[]): Promise<boolean> {
  let done: Recorded[];
  try {
    done = await conn.query<Recorded>(RECORDED);
  } catch {
    return false; // no history table yet
  }
  const byName = new Map(done.map((r) => [r.migration_name, r.checksum]));
  return files.every((m) => byName.get(m.name) === m.checksum);
}

/** Applies every pending migration; returns the names applied. */
export async function migrate(conn: SqlConn, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied: string[] = [];
  const files = listMigrations(dir);
  if (await upToDate(conn, files)) return applied;
  await conn.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
  try {
    await conn.exec(HISTORY_TABLE);
    const done = await conn.query<Recorded>(RECORDED);
    const doneByName = new Map(done.map((r) => [r.migration_name, r.checksum]));
    for (const m of files) {
      const old = doneByName.get(m.name);
      if (old !== undefined) {
        if (old !== m.checksum) throw new Error(`migration ${m.name} was changed after it was applied`);
        continue;
      }
      await conn.exec("BEGIN");
      try {
        await conn.exec(m.sql);
        await conn.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [crypto.randomUUID(), m.checksum, m.name],
        );
        await conn.exec("COMMIT");
      } catch (e) {
        await conn.exec("ROLLBACK");
        throw new Error(`migration ${m.name} failed: ${(e as Error).message}`, { cause: e });
      }
      applied.push(m.name);
    }
  } finally {
    await conn.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]);
  }
  return applied;
}
