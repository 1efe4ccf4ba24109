// Opens the database: PostgreSQL when DATABASE_URL is set, otherwise an embedded PGlite database
// under DATA_DIR. Both are reached through the same generated Prisma client via a driver adapter,
// so nothing above this module knows which one it has.
import fs from "node:fs";
import path from "node:path";
import { PrismaClient } from "../generated/prisma/client.ts";
import { PrismaPg } from "@prisma/adapter-pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";

export type Db = PrismaClient;
/** The client handed to code running inside a transaction. */
export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/** A plain SQL connection, used by the migration runner (before the Prisma client is trusted). */
export interface SqlConn {
  query<T = any>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface Database {
  prisma: PrismaClient;
  kind: "postgres" | "pglite";
  /** where the data is, for the start-up log (never the password) */
  where: string;
  /** a raw SQL connection to the same database */
  sql(): Promise<SqlConn>;
  close(): Promise<void>;
}

/**
 * dataDir ":memory:" opens a throwaway in-memory PGlite (tests).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.dataDir === ":memory:") return openPGlite(null);
  return openPGlite(path.join(opts.dataDir, "pglite"));
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres";
  }
}

async function openPostgres(url: string): Promise<Database> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  return {
    prisma,
    kind: "postgres",
    where: `PostgreSQL ${redact(url)}`,
    async sql() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return {
        async query(sql, params) { return (await c.query(sql, params as any[])).rows; },
        async exec(sql) { await c.query(sql); },
        async close() { await c.end(); },
      };
    },
    async close() { await prisma.$disconnect(); },
  };
}

/**
 * PGlite's memory settings. PostgreSQL's default shared_buffers (128 MB) lives inside PGlite's WebAssembly
 * memory and alone made the embedded database cost ~150 MB more resident memory than it needs for
 * Herald's small tables; 16 MB holds every table of a busy installation. On the command line (a data
 * folder made before keeps its postgresql.conf) and for initdb (`--set` also writes postgresql.conf).
 */
export const PGLITE_SHARED_BUFFERS = "16MB";
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  initDbStartParams: ["--set", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};

async function openPGlite(dir: string | null): Promise<Database> {
  // PGlite does not create missing parent folders
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const lite = new PGlite(dir ?? undefined, PGLITE_OPTIONS);
  await lite.waitReady;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(lite) });
  return {
    prisma,
    kind: "pglite",
    where: dir ? `embedded PGlite in ${path.resolve(dir)}` : "embedded PGlite in memory",
    async sql() {
      // one embedded database, one connection: hand out the same one and never close it here
      return {
        async query(sql, params) { return (await lite.query(sql, params as any[])).rows as any[]; },
        async exec(sql) { await lite.exec(sql); },
        async close() {},
      };
    },
    async close() {
      await prisma.$disconnect();
      await lite.close();
    },
  };
}
