// Herald's statements, and the unit of work a mail (or a job, or a dashboard act) runs in.
//
// Two ways to send SQL, one shape (`Sql`): model calls go through the Prisma client (the schema, the
// cold paths), and the hot statements of a mail — the game row, the sender's facts, the outbox rows,
// the jobs — are plain SQL through `Sql`, on both databases the same text. A `Work` is one transaction
// on one connection that Herald took itself (client.ts, `Database.transaction`): its Prisma client
// (`tx`) and its `Sql` share that connection, so a model call and a statement see each other's writes.
//
// Round trips are saved by an ordered write buffer: `write()` queues a statement; the queue is sent,
// in order, just before the next statement the work sends (pipelined on PostgreSQL: every statement
// on the wire at once, each executed after the one before it and seeing its effects), and by `flush()`.
// Nothing is merged into one statement, so two writes of one row both take effect
// (tests/db/work.test.ts). A function that buffers writes and then hands control to code that may use
// model calls flushes first (a model call does not go through the buffer).
import crypto from "node:crypto";
import type { Tx } from "./client.ts";
import type { JobQueue } from "./queue.ts";

/** One statement and its parameters ($1, $2 …). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** What a statement gives back: its rows and how many rows it changed. */
export interface Result<T> {
  rows: T[];
  count: number;
}

/** A way to send statements: a connection in a transaction, or a pool outside any. */
export interface Sql {
  rows<T>(sql: string, ...params: unknown[]): Promise<T[]>;
  /** the number of rows it changed */
  run(sql: string, ...params: unknown[]): Promise<number>;
  /** several statements in one round trip, executed in order (each sees the effects of the one before) */
  all(statements: Statement[]): Promise<Result<unknown>[]>;
}

/** The driver underneath: statements sent one after another, or several at once (`many`, in order). */
export interface Driver {
  one<T>(s: Statement): Promise<Result<T>>;
  /** sends every statement before waiting for the first answer (PostgreSQL's pipelining); in order */
  many(ss: Statement[]): Promise<Result<unknown>[]>;
  /** statements without parameters (SAVEPOINT …), never prepared */
  utility(sqls: string[]): Promise<void>;
}

/** Statements outside any transaction. */
export function sqlOf(d: Driver): Sql {
  return {
    rows: async <T>(sql: string, ...params: unknown[]) => (await d.one<T>({ sql, params })).rows,
    run: async (sql: string, ...params: unknown[]) => (await d.one({ sql, params })).count,
    all: (ss: Statement[]) => d.many(ss),
  };
}

/** One transaction: a Prisma client bound to it (`tx`), Herald's statements (`rows`/`run`), the ordered write buffer. */
export class Work implements Sql {
  private queued: Statement[] = [];
  private arming: Promise<void>[] = [];
  private ended = false;

  /**
   * `deadline` (epoch ms): from then on no statement is sent. It comes before the Prisma client's own
   * timeout (taken before its BEGIN), whose rollback gives the connection back: a statement sent after
   * that would run outside any transaction.
   */
  constructor(
    readonly tx: Tx,
    private readonly driver: Driver,
    private readonly deadline = Infinity,
    private readonly jobs: JobQueue | null = null,
  ) {}

  /**
   * Arms the job queue's wake-ups for Job rows this work writes (src/db/queue.ts): pg-boss's insert,
   * queued with the work's writes (sent at the latest by the flush before the commit).
   */
  arm(now: Date, rows: Array<{ key: string; dueAt: Date }>): void {
    if (!this.jobs) throw new Error("this work has no job queue");
    if (rows.length) this.arming.push(this.jobs.arm(this, now, rows));
  }

  /** Queues the posting of WebhookDelivery rows this work writes (src/outbox/webhooks.ts), as `arm` does. */
  armPosts(ids: number[]): void {
    if (!this.jobs) throw new Error("this work has no job queue");
    if (ids.length) this.arming.push(this.jobs.armPosts(this, ids));
  }

  /** Arms one outbox send job for the rows this work writes (their Message-IDs; src/db/queue.ts). */
  armSend(ids: string[]): void {
    if (!this.jobs) throw new Error("this work has no job queue");
    if (ids.length) this.arming.push(this.jobs.armSend(this, ids));
  }

  /** The transaction is over (committed or rolled back): nothing more is sent. */
  end(): void {
    this.ended = true;
  }

  private check(): void {
    if (this.ended) throw new Error("the transaction is over");
    if (Date.now() >= this.deadline) throw new Error("the transaction ran past its time");
  }

  /** Queues a write; it is sent with the next statement of this work, or by flush(). */
  write(sql: string, ...params: unknown[]): void {
    this.queued.push({ sql, params });
  }

  /** Queues several writes, in order. */
  writeAll(statements: Statement[]): void {
    this.queued.push(...statements);
  }

  /** Sends the queued writes (one round trip). */
  async flush(): Promise<void> {
    if (this.arming.length) {
      const a = this.arming;
      this.arming = [];
      await Promise.all(a);
    }
    if (!this.queued.length) return;
    this.check();
    const q = this.queued;
    this.queued = [];
    await this.driver.many(q);
  }

  private async send<T>(s: Statement): Promise<Result<T>> {
    this.check();
    if (!this.queued.length) return this.driver.one<T>(s);
    const q = this.queued;
    this.queued = [];
    const all = await this.driver.many([...q, s]);
    return all[all.length - 1] as Result<T>;
  }

  async rows<T>(sql: string, ...params: unknown[]): Promise<T[]> {
    return (await this.send<T>({ sql, params })).rows;
  }

  async run(sql: string, ...params: unknown[]): Promise<number> {
    return (await this.send({ sql, params })).count;
  }

  async all(statements: Statement[]): Promise<Result<unknown>[]> {
    this.check();
    const q = this.queued;
    this.queued = [];
    return (await this.driver.many([...q, ...statements])).slice(q.length);
  }

  /** Savepoint statements (one round trip, after the queued writes). */
  async utility(...sqls: string[]): Promise<void> {
    await this.flush();
    this.check();
    await this.driver.utility(sqls);
  }
}

// Prepared statements (PostgreSQL). A statement sent with a name is parsed and planned once per
// connection, then only bound and run: PostgreSQL's CPU per statement of a move fell from ~0.18 to
// ~0.07 ms. Names come from the text (a hash); a connection prepares at most MAX_PREPARED texts, the
// rest go unnamed (texts built for a number of rows vary without end). A migration that changes a
// table a prepared `SELECT a.*` reads makes PostgreSQL refuse the next run ("cached plan must not
// change result type"): that statement is forgotten on that connection (a new name next time), and
// the error is one the caller retries (db/errors.ts).
const MAX_PREPARED = 200;
const STALE_PLAN = /cached plan must not change result type/i;

/** The names prepared on one connection. */
export class Prepared {
  private names = new Set<string>();
  private renamed = new Map<string, number>();
  /** text → its name's hash, for the texts of this connection (each hashed once) */
  private hashes = new Map<string, string>();

  nameOf(sql: string): string | undefined {
    let h = this.hashes.get(sql);
    if (h === undefined) {
      h = `h${crypto.createHash("sha1").update(sql).digest("base64url").slice(0, 16)}`;
      if (this.hashes.size < 10 * MAX_PREPARED) this.hashes.set(sql, h);
    }
    const gen = this.renamed.get(h);
    const name = gen ? `${h}.${gen}` : h;
    if (!this.names.has(name)) {
      if (this.names.size >= MAX_PREPARED) return undefined;
      this.names.add(name);
    }
    return name;
  }

  /** After a stale plan: this text gets a new name on this connection. */
  forget(name: string): void {
    this.names.delete(name);
    const h = name.split(".")[0];
    this.renamed.set(h, (this.renamed.get(h) ?? 0) + 1);
  }
}

export function isStalePlan(e: unknown): boolean {
  const x = e as { code?: string; message?: string };
  return x?.code === "0A000" && STALE_PLAN.test(String(x?.message ?? ""));
}
