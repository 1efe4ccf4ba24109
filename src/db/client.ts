// Opens the database: PostgreSQL when DATABASE_URL is set, otherwise an embedded PGlite database
// under DATA_DIR. Both are reached through the same generated Prisma client via a driver adapter,
// so nothing above this module knows which one it has.
import path from "node:path";
import { PrismaClient } from "../generated/prisma/client.ts";
// each database's driver and adapter is loaded only when that database is opened (footprint)

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
  const [{ PrismaPg }, { default: pg }] = await Promise.all([import("@prisma/adapter-pg"), import("pg")]);
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

async function openPGlite(dir: string | null): Promise<Database> {
  const [{ PGlite }, { PrismaPGlite }, { PGLITE_OPTIONS, ensurePGliteFolder }] = await Promise.all([
    import("@electric-sql/pglite"), import("pglite-prisma-adapter"), import("./pglite.ts"),
  ]);
  if (dir) ensurePGliteFolder(dir);
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
