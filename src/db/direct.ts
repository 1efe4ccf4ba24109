// The hot statements of a mail's transaction, sent straight to the transaction's PostgreSQL
// connection (node-postgres) instead of through the Prisma client (issue 18). The client spends
// about 0.2–0.3 ms of CPU on each raw statement, the driver about 0.06 ms; a game move is a dozen
// such statements, so this is a third of the move's own CPU.
//
// How the connection is found: a transaction started with directTransaction() runs in an
// AsyncLocalStorage scope; the pool's connect() (wrapped by captureConnections, for the pool the
// Prisma adapter uses) records in that scope the connection the adapter takes for the transaction's
// BEGIN. rows()/run() send a statement to that connection when it is the scope's transaction that
// asks, and while that transaction lasts. In every other case — PGlite, a transaction started
// otherwise, a tx of another transaction, after the commit or rollback (a Prisma timeout included) —
// they go through the client: the same SQL with the same parameters, the same result.
//
// The two paths return the same values for the columns Herald reads this way: timestamps (without
// time zone, as Prisma maps DateTime) as the UTC instants Prisma returns, jsonb as values, bytea as
// bytes, int4 as numbers. Dates are sent as UTC. tests/db/direct.test.ts holds the two paths to that.
import crypto from "node:crypto";
import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Tx } from "./client.ts";

interface Scope {
  client?: pg.PoolClient;
  tx?: Tx;
  over: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/** Makes the pool record, inside a directTransaction scope, the connection its transaction takes. */
export function captureConnections(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb?: unknown) => Promise<pg.PoolClient> | undefined;
  (pool as { connect: unknown }).connect = (cb?: unknown) => {
    // the callback form is pool.query's (a statement outside any transaction): never recorded
    if (cb) return connect(cb);
    return connect()!.then((client) => {
      const scope = scopes.getStore();
      if (scope && !scope.client && !scope.over) {
        scope.client = client;
        // The transaction is over from the moment the client sends its COMMIT or ROLLBACK (a timeout's
        // rollback comes while one of our statements may still be running): a statement sent after that
        // would run outside any transaction, so none is. Released: over too. Both wrappers go with it.
        const query = client.query;
        const ownQuery = Object.prototype.hasOwnProperty.call(client, "query"); // usually the prototype's
        const release = client.release;
        client.query = function (this: pg.PoolClient, ...args: unknown[]) {
          const q = args[0] as string | { text?: string } | undefined;
          const text = typeof q === "string" ? q : q?.text;
          if (text === "COMMIT" || text === "ROLLBACK") scope.over = true;
          return (query as (...a: unknown[]) => unknown).apply(this, args);
        } as typeof client.query;
        client.release = (err?: Error | boolean) => {
          scope.over = true;
          if (ownQuery) client.query = query;
          else delete (client as { query?: unknown }).query;
          client.release = release;
          return release.call(client, err);
        };
      }
      return client;
    });
  };
}

/** prisma.$transaction, with this transaction's statements sent directly where rows()/run() are used. */
export function directTransaction<T>(
  prisma: PrismaClient,
  f: (tx: Tx) => Promise<T>,
  options: { timeout?: number; maxWait?: number } = {},
): Promise<T> {
  const scope: Scope = { over: false };
  return scopes
    .run(scope, () =>
      prisma.$transaction(async (tx) => {
        scope.tx = tx;
        return f(tx);
      }, options),
    )
    .finally(() => {
      scope.over = true;
    });
}

function connectionOf(tx: Tx): pg.PoolClient | null {
  const scope = scopes.getStore();
  return scope && !scope.over && scope.client && scope.tx === tx ? scope.client : null;
}

/** timestamp without time zone holds UTC (as Prisma writes it): read it as such, whatever TZ is. */
const TIMESTAMP = 1114;
const readUtc = (s: string) => new Date(`${s.replace(" ", "T")}Z`);
let base: typeof pg.types | null = null;
const types = {
  getTypeParser: (oid: number, format?: "text" | "binary") => {
    if (oid === TIMESTAMP && format !== "binary") return readUtc;
    return base!.getTypeParser(oid, format);
  },
};

function param(v: unknown): unknown {
  return v instanceof Date ? v.toISOString() : v;
}

// Prepared statements. A statement sent with a name is parsed and planned once per connection, then
// only bound and run: PostgreSQL's CPU per statement of a move fell from ~0.18 to ~0.07 ms (measured
// with node-postgres against this server). Names come from the text (a hash); a connection prepares
// at most MAX_PREPARED texts, the rest go unnamed (texts built for a number of rows vary without end).
// A migration that changes a table a prepared `SELECT a.*` reads makes PostgreSQL refuse the next run
// ("cached plan must not change result type"): that statement is forgotten on that connection (a new
// name next time), and the error is one the caller retries (db/errors.ts): its transaction is
// aborted, the next attempt prepares the statement afresh. Outside a transaction it is retried here.
const MAX_PREPARED = 200;
const STALE_PLAN = /cached plan must not change result type/i;
const hashes = new Map<string, string>();
const preparedOn = new WeakMap<object, { names: Set<string>; renamed: Map<string, number> }>();

function nameOf(client: object, sql: string): string | undefined {
  let h = hashes.get(sql);
  if (h === undefined) {
    h = `h${crypto.createHash("sha1").update(sql).digest("base64url").slice(0, 16)}`;
    if (hashes.size < 10 * MAX_PREPARED) hashes.set(sql, h);
  }
  let p = preparedOn.get(client);
  if (!p) preparedOn.set(client, (p = { names: new Set(), renamed: new Map() }));
  const gen = p.renamed.get(h);
  const name = gen ? `${h}.${gen}` : h;
  if (!p.names.has(name)) {
    if (p.names.size >= MAX_PREPARED) return undefined;
    p.names.add(name);
  }
  return name;
}

/** After a stale plan: this text gets a new name on this connection. */
function forget(client: object, name: string): void {
  const p = preparedOn.get(client);
  if (!p) return;
  p.names.delete(name);
  const h = name.split(".")[0];
  p.renamed.set(h, (p.renamed.get(h) ?? 0) + 1);
}

export function isStalePlan(e: unknown): boolean {
  const x = e as { code?: string; message?: string };
  return x?.code === "0A000" && STALE_PLAN.test(String(x?.message ?? ""));
}

async function onConnection(client: pg.PoolClient, sql: string, params: unknown[]): Promise<pg.QueryResult> {
  const name = nameOf(client, sql);
  try {
    return await client.query({ name, text: sql, values: params.map(param), types } as pg.QueryConfig);
  } catch (e) {
    if (name && isStalePlan(e)) forget(client, name);
    throw e;
  }
}

async function direct(client: pg.PoolClient | pg.Pool, sql: string, params: unknown[]): Promise<pg.QueryResult> {
  base ??= (await import("pg")).default.types;
  if (!("totalCount" in client)) return onConnection(client, sql, params);
  // no transaction: a connection of the pool for this statement (prepared on it), retried once on a
  // stale plan; taken with the callback form, which captureConnections never records for a transaction
  for (let attempt = 1; ; attempt++) {
    const c = await new Promise<pg.PoolClient>((resolve, reject) =>
      client.connect((err, got) => (err || !got ? reject(err ?? new Error("no connection")) : resolve(got))),
    );
    try {
      return await onConnection(c, sql, params);
    } catch (e) {
      if (attempt > 1 || !isStalePlan(e)) throw e;
    } finally {
      c.release();
    }
  }
}

// Statements outside any transaction (rows/run given the client itself: the outbox sender, storing a
// mail) go straight to the pool behind the client, when it has one of ours.
const pools = new WeakMap<object, pg.Pool>();

/** Statements given this client itself, outside a transaction, go to `pool` (the one its adapter uses). */
export function directPool(prisma: PrismaClient, pool: pg.Pool): void {
  pools.set(prisma, pool);
}

/** The rows of a statement of this transaction (or, given the client itself, of no transaction). */
export async function rows<T>(tx: Tx, sql: string, ...params: unknown[]): Promise<T[]> {
  const client = connectionOf(tx) ?? pools.get(tx);
  if (!client) return tx.$queryRawUnsafe<T[]>(sql, ...params);
  return (await direct(client, sql, params)).rows as T[];
}

/** Runs a statement of this transaction (or, given the client itself, of no transaction); the number of rows it changed. */
export async function run(tx: Tx, sql: string, ...params: unknown[]): Promise<number> {
  const client = connectionOf(tx) ?? pools.get(tx);
  if (!client) return tx.$executeRawUnsafe(sql, ...params);
  return (await direct(client, sql, params)).rowCount ?? 0;
}

/** Whether this transaction's statements go straight to its connection (tests; never needed otherwise). */
export function isDirect(tx: Tx): boolean {
  return connectionOf(tx) !== null;
}

/**
 * Statements without parameters (SAVEPOINT, RELEASE SAVEPOINT …) in one round trip: one simple query,
 * never prepared (a text used once would only take one of the connection's MAX_PREPARED names).
 * Through the client (PGlite, no direct connection): one by one.
 */
export async function utility(tx: Tx, ...sqls: string[]): Promise<void> {
  const client = connectionOf(tx);
  if (!client) {
    for (const sql of sqls) await tx.$executeRawUnsafe(sql);
    return;
  }
  await client.query(sqls.join("; "));
}

/** One statement and its parameters ($1, $2 … its own), to be run with others (together). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** PostgreSQL allows 65,535 parameters a statement; statements are grouped below this. */
const PARAMS_PER_STATEMENT = 30_000;

/**
 * Runs data-modifying statements (INSERT, UPDATE, DELETE; none with a WITH of its own) in one round
 * trip: all but the last become WITH clauses of the last. A round trip per write was a large part of
 * a mail's cost. All of them see the database as it was before any of them (one snapshot), so they
 * must be independent: none may read or change a row another one changes. Their parameters are
 * renumbered; more than PARAMS_PER_STATEMENT in all are sent in several statements, in order.
 */
export async function together(tx: Tx, statements: Statement[]): Promise<void> {
  for (let at = 0; at < statements.length;) {
    const group: Statement[] = [];
    let n = 0;
    while (at < statements.length && (!group.length || n + statements[at].params.length <= PARAMS_PER_STATEMENT)) {
      n += statements[at].params.length;
      group.push(statements[at++]);
    }
    const one = combined(group);
    await run(tx, one.sql, ...one.params);
  }
}

/**
 * Statements as one (see `together`): all but the last become WITH clauses of the last, which may
 * also be a SELECT or an UPDATE … RETURNING whose rows the caller reads. Parameters are renumbered.
 */
export function combined(statements: Statement[]): Statement {
  const params: unknown[] = [];
  const texts = statements.map((s) => {
    if (/^\s*WITH\b/i.test(s.sql)) throw new Error("together: a statement with a WITH of its own");
    const shift = params.length;
    params.push(...s.params);
    return shift ? s.sql.replace(/\$(\d+)/g, (_, d: string) => `$${Number(d) + shift}`) : s.sql;
  });
  const last = texts.pop()!;
  return { sql: texts.length ? `WITH ${texts.map((t, i) => `w${i} AS (${t})`).join(", ")} ${last}` : last, params };
}
