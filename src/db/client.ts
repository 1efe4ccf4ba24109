// Opens the database: PostgreSQL when DATABASE_URL is set, otherwise an embedded PGlite database
// under DATA_DIR. Both are reached through the same generated Prisma client via a driver adapter,
// and through Herald's own statements (work.ts), so nothing above this module knows which one it has.
//
// A transaction (`Database.transaction`) runs on a connection Herald holds for it, with a Prisma
// client and Herald's statements on that same connection:
//  - PostgreSQL: a few *slots*, each one connection (a pool of one, pipelining on) with the Prisma
//    client made for it. A transaction takes a free slot; the slot's client begins and commits on
//    the slot's connection, and Herald's statements go to that connection directly, prepared.
//  - PGlite: one connection. Its Prisma client is given Herald's `Embedded` (below) in place of the
//    PGlite instance; `Embedded` opens each transaction and keeps its handle while it is open (PGlite
//    runs one transaction at a time), which Herald's statements of that transaction use.
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import type { PGlite, Transaction as LiteTx } from "@electric-sql/pglite";
import { PrismaClient } from "../generated/prisma/client.ts";
import { Prepared, Work, isStalePlan, sqlOf, type Driver, type Result, type Sql, type Statement } from "./work.ts";
import { BOSS_TIMERS, JobQueue } from "./queue.ts";
// each database's driver and adapter is loaded only when that database is opened (footprint)

/** The client handed to code running inside a transaction. */
export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/** A plain SQL connection, used by the migration runner (before the Prisma client is trusted). */
export interface SqlConn {
  query<T = any>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** called once if the connection breaks (the server restarted, the network went); never for PGlite */
  onLost?(listener: (err: Error) => void): void;
  /**
   * PostgreSQL's LISTEN: `heard` is called with each notification's payload on `channel` (absent for
   * PGlite: one process)
   */
  listen?(channel: string, heard: (payload: string) => void): Promise<void>;
}

/** How long a transaction may run, and wait for its connection (ms). */
export interface TransactionOptions {
  timeout?: number;
  maxWait?: number;
}

export interface Database {
  prisma: PrismaClient;
  /** Herald's statements outside any transaction (the outbox sender, storing a mail) */
  statements: Sql;
  /** Runs `f` in one transaction (work.ts): committed when it returns, rolled back when it throws. */
  transaction<T>(f: (work: Work) => Promise<T>, options?: TransactionOptions): Promise<T>;
  kind: "postgres" | "pglite";
  /** where the data is, for the start-up log (never the password) */
  where: string;
  /** a raw SQL connection to the same database */
  sql(): Promise<SqlConn>;
  /** the job queue (pg-boss) on this database, started when it opened (queue.ts) */
  jobs: JobQueue;
  close(): Promise<void>;
}

/**
 * dataDir ":memory:" opens a throwaway in-memory PGlite (tests).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; sessions?: number }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.sessions ?? 4);
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

/** timestamp without time zone holds UTC (as Prisma writes it): read it as such, whatever TZ is. */
const TIMESTAMP = 1114;
const readUtc = (s: string) => new Date(`${s.replace(" ", "T")}Z`);
const param = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/** Prisma's default transaction timeout, which Herald's statements keep to as well. */
const DEFAULT_TIMEOUT = 5000;
/**
 * When a transaction that has just begun stops sending: before the client's own timeout, which started
 * with its BEGIN a moment earlier (and whose rollback hands the connection back).
 */
const deadlineOf = (o: TransactionOptions) => Date.now() + (o.timeout ?? DEFAULT_TIMEOUT) - 250;

/** A transaction's body, then its queued writes (before the commit); nothing is sent once it is over. */
async function run<T>(f: (work: Work) => Promise<T>, work: Work): Promise<T> {
  try {
    const r = await f(work);
    await work.flush();
    return r;
  } finally {
    work.end();
  }
}

/** Waits for every answer (none left unhandled), then throws the first error if any. */
async function settled<T>(ps: Promise<T>[]): Promise<T[]> {
  const all = await Promise.allSettled(ps);
  const bad = all.find((r) => r.status === "rejected");
  if (bad) throw (bad as PromiseRejectedResult).reason;
  return all.map((r) => (r as PromiseFulfilledResult<T>).value);
}

/**
 * Hears every 'error' event of a pool and of each connection it makes. node-postgres reports a broken
 * connection (the server restarted or terminated it: 57P01, a write's EPIPE, a reset) as an 'error' event
 * on the connection — and on the pool when the connection was idle —, and an 'error' event nobody hears
 * ends the process. The pool only hears its idle connections; a connection in use (a transaction, a
 * pipelined write) is Herald's to hear. Heard, the error fails only the work on that connection (its
 * queries reject with it: the mail stays pending, the send is tried again) and the pool drops the
 * connection when it is handed back; the next piece of work gets a new one.
 */
function heard(pool: pg.Pool): pg.Pool {
  const ignore = () => {};
  pool.on("error", ignore);
  pool.on("connect", (c) => c.on("error", ignore));
  return pool;
}

async function openPostgres(url: string, slotCount: number): Promise<Database> {
  const [{ PrismaPg }, { default: pgm }] = await Promise.all([import("@prisma/adapter-pg"), import("pg")]);
  const types = {
    getTypeParser: (oid: number, format?: "text" | "binary") =>
      oid === TIMESTAMP && format !== "binary" ? readUtc : pgm.types.getTypeParser(oid, format),
  };
  /** one statement on one connection, prepared on it */
  const send = async <T>(c: pg.ClientBase, prepared: Prepared, s: Statement): Promise<Result<T>> => {
    const name = prepared.nameOf(s.sql);
    try {
      const r = await c.query({ name, text: s.sql, values: s.params.map(param), types } as pg.QueryConfig);
      return { rows: r.rows as T[], count: r.rowCount ?? 0 };
    } catch (e) {
      if (name && isStalePlan(e)) prepared.forget(name);
      throw e;
    }
  };
  const onConnection = (c: pg.ClientBase, prepared: Prepared): Driver => ({
    one: (s) => send(c, prepared, s),
    // the connection pipelines (node-postgres's `pipeline` option): every statement is on the wire before
    // the first answer comes back, each its own write (corking the socket into one write was measured
    // within the noise and needed a private field: docs/performance.md, "One write a batch")
    many: (ss) => settled(ss.map((s) => send(c, prepared, s))),
    utility: async (sqls) => void (await c.query(sqls.join("; "))),
  });

  // the cold paths' client and Herald's statements outside transactions share this pool
  const pool = heard(new pgm.Pool({ connectionString: url, pipeline: true }));
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  const preparedOn = new WeakMap<pg.PoolClient, Prepared>();
  const outside: Driver = {
    one: async (s) => {
      // a connection of the pool for this statement; retried once on a stale plan (no transaction to abort)
      for (let attempt = 1; ; attempt++) {
        const c = await pool.connect();
        let p = preparedOn.get(c);
        if (!p) preparedOn.set(c, (p = new Prepared()));
        try {
          return await send(c, p, s);
        } catch (e) {
          if (attempt > 1 || !isStalePlan(e)) throw e;
        } finally {
          c.release();
        }
      }
    },
    // on one connection, pipelined; each statement its own transaction
    many: async (ss) => {
      const c = await pool.connect();
      let p = preparedOn.get(c);
      if (!p) preparedOn.set(c, (p = new Prepared()));
      try {
        return await onConnection(c, p).many(ss);
      } finally {
        c.release();
      }
    },
    utility: async (sqls) => void (await pool.query(sqls.join("; "))),
  };

  /** One connection and the Prisma client made for it. */
  interface Slot {
    pool: pg.Pool;
    prisma: PrismaClient;
    conn: pg.PoolClient | null;
    prepared: Prepared;
  }
  const makeSlot = (): Slot => {
    // a pool of exactly one connection, kept open: the connection the slot's client begins its
    // transaction on is the one Herald's statements are sent to
    const one = heard(new pgm.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 0, pipeline: true }));
    const slot: Slot = {
      pool: one,
      prisma: new PrismaClient({ adapter: new PrismaPg(one, { disposeExternalPool: true }) }),
      conn: null,
      prepared: new Prepared(),
    };
    // a broken connection is replaced by the pool: the next transaction learns the new one
    one.on("remove", () => {
      slot.conn = null;
      slot.prepared = new Prepared();
    });
    return slot;
  };
  const free: Slot[] = [];
  const waiting: Array<(s: Slot) => void> = [];
  let made: Slot[] = [];
  const take = async (): Promise<Slot> => {
    const s = free.pop();
    if (s) return s;
    if (made.length < slotCount) {
      const n = makeSlot();
      made.push(n);
      return n;
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const give = (s: Slot) => {
    const w = waiting.shift();
    if (w) w(s);
    else free.push(s);
  };

  const { PgBoss } = await import("pg-boss");
  const jobs = await JobQueue.open(new PgBoss({ connectionString: url, max: 2, ...BOSS_TIMERS }));
  return {
    prisma,
    statements: sqlOf(outside),
    kind: "postgres",
    where: `PostgreSQL ${redact(url)}`,
    async transaction(f, options = {}) {
      const slot = await take();
      try {
        if (!slot.conn) {
          slot.conn = await slot.pool.connect();
          slot.conn.release();
        }
        const conn = slot.conn;
        const prepared = slot.prepared;
        return await slot.prisma.$transaction(
          (tx) => run(f, new Work(tx, onConnection(conn, prepared), deadlineOf(options), jobs)),
          options,
        );
      } finally {
        give(slot);
      }
    },
    async sql() {
      const c = new pgm.Client({ connectionString: url });
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
        async listen(channel, heard) {
          c.on("notification", (n) => {
            if (n.channel === channel) heard(n.payload ?? "");
          });
          await c.query(`LISTEN ${channel}`);
        },
        async close() {
          lost = null;
          await c.end();
        },
      };
    },
    jobs,
    async close() {
      await jobs.close();
      const all = made;
      made = [];
      await Promise.all(all.map((s) => s.prisma.$disconnect()));
      await prisma.$disconnect();
      // Prisma ends the shared pool only when it connected through it; Herald's own statements may have
      // used it without Prisma ever connecting (an instance that only took stored mail)
      if (!pool.ended) await pool.end().catch(() => {});
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
  const embedded = new Embedded(lite);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(embedded as unknown as PGlite) });
  // pg-boss on the same instance, started before any transaction of Herald's: its statements wait while
  // one is open (PGlite runs one at a time), so nothing may wait for pg-boss inside one (queue.ts)
  const { PgBoss, fromPglite } = await import("pg-boss");
  const jobs = await JobQueue.open(new PgBoss({ backend: "pglite", db: fromPglite(lite), ...BOSS_TIMERS }));
  return {
    prisma,
    statements: sqlOf(liteDriver(lite)),
    kind: "pglite",
    where: dir ? `embedded PGlite in ${path.resolve(dir)}` : "embedded PGlite in memory",
    transaction(f, options = {}) {
      return prisma.$transaction(
        (tx) => run(f, new Work(tx, liteDriver(embedded.current()), deadlineOf(options), jobs)),
        options,
      );
    },
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
    jobs,
    async close() {
      await jobs.close();
      await prisma.$disconnect();
      await lite.close();
      if (dir) tighten(dir);
    },
  };
}

const BYTEA = 17;
// PGlite's own bytea conversions go byte by byte in JavaScript (Array.from, parseInt of each pair): about
// 3 µs a byte, so a 128 KB chunk held the event loop 0.3–0.5 s and a 4 MB turn file 15 s
// (docs/performance.md, "Large files"). A result is read with Node's hex codec at once. A parameter is
// handed over as its bytes: PGlite sends a byte array in PostgreSQL's binary format, as it is, where a
// hex string (twice the bytes) was measured character by character for its UTF-8 length and then encoded
// (5–7 s of a 20 MB save's storing).
const LITE_PARSERS = { [TIMESTAMP]: readUtc, [BYTEA]: (s: string) => Buffer.from(s.slice(2), "hex") };
// (its types say a serializer returns a string; its Bind message takes any byte array view as binary)
const LITE_SERIALIZERS = { [BYTEA]: (v: Uint8Array): string => v as unknown as string };

/** Statements on PGlite (the instance, or an open transaction of it): one after another, in process. */
function liteDriver(c: Pick<LiteTx, "query" | "exec">): Driver {
  const one = async <T>(s: Statement): Promise<Result<T>> => {
    const r = await c.query<T>(s.sql, s.params.map(param), { parsers: LITE_PARSERS, serializers: LITE_SERIALIZERS });
    return { rows: r.rows, count: r.affectedRows ?? 0 };
  };
  return {
    one,
    many: async (ss) => {
      const out: Result<unknown>[] = [];
      for (const s of ss) out.push(await one(s));
      return out;
    },
    utility: async (sqls) => void (await c.exec(sqls.join("; "))),
  };
}

/**
 * The PGlite instance as the Prisma adapter sees it, with one difference: the transaction it opens
 * is kept while it is open, so that Herald's statements of that transaction reach it (PGlite runs
 * one transaction at a time: while one is open, no other begins).
 */
class Embedded {
  private open: LiteTx | null = null;
  constructor(private readonly lite: PGlite) {}

  query: PGlite["query"] = (...a) => this.lite.query(...a);
  exec: PGlite["exec"] = (...a) => this.lite.exec(...a);

  transaction<T>(fn: (t: LiteTx) => Promise<T>): Promise<T> {
    return this.lite.transaction(async (t) => {
      this.open = t;
      try {
        return await fn(t);
      } finally {
        this.open = null;
      }
    });
  }

  /** The open transaction (asked only from inside one). */
  current(): LiteTx {
    if (!this.open) throw new Error("no PGlite transaction is open");
    return this.open;
  }
}
