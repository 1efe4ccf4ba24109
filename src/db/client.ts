// Opens the database: PostgreSQL when DATABASE_URL is set, otherwise an embedded PGlite database
// under DATA_DIR. Both are reached through the same generated Prisma client via a driver adapter,
// so nothing above this module knows which one it has.
import fs from "node:fs";
import path from "node:path";
import { PrismaClient } from "../generated/prisma/client.ts";
import { captureConnections, directPool } from "./direct.ts";
// each database's driver and adapter is loaded only when that database is opened (footprint)

export type Db = PrismaClient;
/** The client handed to code running inside a transaction. */
export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/** A plain SQL connection, used by the migration runner (before the Prisma client is trusted). */
export interface SqlConn {
  query<T = any>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** called once if the connection breaks (the server restarted, the network went); never for PGlite */
  onLost?(listener: (err: Error) => void): void;
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
  // our pool, so that a mail's transaction can reach its own connection (direct.ts)
  const pool = new pg.Pool({ connectionString: url });
  captureConnections(pool);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  directPool(prisma, pool);
  return {
    prisma,
    kind: "postgres",
    where: `PostgreSQL ${redact(url)}`,
    async sql() {
      const c = new pg.Client({ connectionString: url });
      let lost: ((err: Error) => void) | null = null;
      const broke = (err: Error) => {
        const l = lost;
        lost = null;
        l?.(err);
      };
      // a broken connection is an 'error' event (unheard, it would end the process), or only its end
      c.on("error", broke);
      c.on("end", () => broke(new Error("the database closed the connection")));
      await c.connect();
      return {
        onLost(listener) {
          lost = listener;
        },
        async query(sql, params) {
          return (await c.query(sql, params as any[])).rows;
        },
        async exec(sql) {
          await c.query(sql);
        },
        async close() {
          lost = null;
          await c.end();
        },
      };
    },
    async close() {
      await prisma.$disconnect();
    },
  };
}

/** chmod 0700 for folders and 0600 for files, under and including `dir` (symlinks left alone). */
export function tighten(dir: string): void {
  if (!fs.existsSync(dir)) return;
  fs.chmodSync(dir, 0o700);
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) tighten(p);
    else if (e.isFile()) fs.chmodSync(p, 0o600);
  }
}

async function openPGlite(dir: string | null): Promise<Database> {
  const [{ PGlite }, { PrismaPGlite }, { PGLITE_OPTIONS, ensurePGliteFolder }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("pglite-prisma-adapter"),
    import("./pglite.ts"),
  ]);
  // The database holds every secret (seeds, hands, password hashes): only its owner may read it. PGlite
  // writes its files 0666 whatever the umask, so its folders are made 0700 (nobody else can reach a file
  // inside, even one written later) and its files 0600 when it opens and when it closes.
  if (dir) {
    // PGlite does not create missing parent folders
    fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o700 });
    fs.chmodSync(path.dirname(dir), 0o700);
    ensurePGliteFolder(dir);
    tighten(dir);
  }
  const lite = new PGlite(dir ?? undefined, PGLITE_OPTIONS);
  if (dir) {
    await lite.waitReady;
    tighten(dir);
  }
  await lite.waitReady;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(lite) });
  return {
    prisma,
    kind: "pglite",
    where: dir ? `embedded PGlite in ${path.resolve(dir)}` : "embedded PGlite in memory",
    async sql() {
      // one embedded database, one connection: hand out the same one and never close it here
      return {
        async query(sql, params) {
          return (await lite.query(sql, params as any[])).rows as any[];
        },
        async exec(sql) {
          await lite.exec(sql);
        },
        async close() {},
      };
    },
    async close() {
      await prisma.$disconnect();
      await lite.close();
      if (dir) tighten(dir);
    },
  };
}
