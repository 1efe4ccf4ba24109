// Herald's job queue: pg-boss (docs/jobs.md: what Herald relies on of it) on Herald's own
// database, PostgreSQL or embedded PGlite (pg-boss's `pglite` backend, through its `fromPglite` adapter).
//
// The Job table stays the record of a game's schedule (what players are shown as their deadline, what a
// move's syncDeadlines compares with, what ROLLBACK moves out of the way); pg-boss is what wakes it up.
// Whenever a Job row is written with a due time, a pg-boss job naming it ({ key, dueAt }) is inserted
// IN THE SAME TRANSACTION, as a buffered write of that transaction (`arm`): pg-boss's `insert` takes a
// `db` option, an object with `executeSql`, which here queues the statement on the Work. A rolled-back
// mail arms nothing; a committed one never lacks its wake-up.
//
// A pg-boss job is only a wake-up: the scheduler (src/service/jobs/scheduler.ts) re-reads the Job row, under
// the game's row lock, and fires it only if it is still pending and due by Herald's clock. So a stale
// wake-up (its row cancelled by syncDeadlines, re-armed later, renamed by ROLLBACK) does nothing, and a
// wake-up delivered twice (pg-boss's complete is its own statement, after our commit) fires once.
import type { Job, PgBoss as Boss } from "pg-boss";
import type { Statement, Work } from "./work.ts";

/** The queue of Herald's scheduled jobs. */
export const JOB_QUEUE = "herald-jobs";
/**
 * The queue of the players' webhook posts (src/outbox/webhooks.ts): a job names a WebhookDelivery row.
 * Eight tries, the retries 30 s, 1 min, 2 min… apart (with pg-boss's jitter), never more than 6 h.
 */
export const WEBHOOK_QUEUE = "herald-webhooks";

/** What a webhook job carries: its WebhookDelivery row. */
export interface PostJob {
  id: number;
}

/**
 * The queue of outbox sends (src/outbox/sender.ts): one job per batch of rows a transaction writes, naming
 * them by Message-ID. Its policy is the sender's retry schedule: 15–30 s doubling up to 6 h, twelve tries in all;
 * a worker that stops beating (killed) has its job retried after the heartbeat's interval.
 */
export const SEND_QUEUE = "herald-send";

/** What a send job carries: the Message-IDs of its rows; `paused`: re-armed by a paused sender. */
export interface SendJob {
  ids: string[];
  paused?: boolean;
}

// A dead worker's attempt is noticed by its heartbeat; the expiry only bounds a living one, and is long:
// an attempt expired while it still sends would have its rows sent again by the next (outbox/sender.ts).
const SEND_POLICY = {
  retryLimit: 11,
  retryDelay: 15,
  retryBackoff: true,
  retryDelayMax: 6 * 3600,
  heartbeatSeconds: 10,
  expireInSeconds: 3600,
};

/**
 * The queue of stored mail to run (src/intake/worker.ts): one job per stored mail, armed in the
 * transaction that stores it, naming its row. Each job is in the group of the mail's first lane (its
 * game, else its sender: src/intake/lanes.ts), and a group has one job running at a time, the earliest
 * first (pg-boss's groupConcurrency). A mail's own failures end in its quarantine; a mail held behind an
 * earlier one is tried again a second or so later. The storing process wakes its own workers; the
 * other instances' find the job at their next look (every second), and take a burst's share from then on.
 */
export const INBOUND_QUEUE = "herald-inbound";

/**
 * What an inbound job carries: its InboundMessage row's dedupe key (known before the row is written, so
 * that the row and its job go to the database together: src/intake/inbound.ts).
 */
export interface InboundJob {
  mail: string;
}

// `key_strict_fifo` (one key's jobs strictly in order, a failed job holding its key for good) was tried
// and left: its fetch cost PostgreSQL twice a plain fetch's time, and the claim keeps the order anyway
export const INBOUND_POLICY = {
  policy: "standard",
  retryLimit: 1000,
  retryDelay: 1,
  retryBackoff: true,
  retryDelayMax: 5,
  heartbeatSeconds: 10,
  expireInSeconds: 3600,
} as const;

/** Each queue's policy, set when Herald makes the queue (JobQueue.open). */
const POLICIES = {
  [INBOUND_QUEUE]: INBOUND_POLICY,
  [JOB_QUEUE]: { retryLimit: 4, retryDelay: 60, retryBackoff: true },
  [WEBHOOK_QUEUE]: { retryLimit: 7, retryDelay: 30, retryBackoff: true, retryDelayMax: 6 * 3600 },
  [SEND_QUEUE]: SEND_POLICY,
};

/**
 * pg-boss's passes over its queues (expiry, heartbeats) every 10 s rather than its default minute: a killed
 * sender's job is retried about heartbeatSeconds + this + its first retry delay (15–30 s) after the kill.
 */
export const BOSS_TIMERS = { superviseIntervalSeconds: 10, monitorIntervalSeconds: 10 };

/** What a wake-up carries: the Job row it is for and the due time it was armed with (ISO). */
export interface WakeUp {
  key: string;
  dueAt: string;
}

/**
 * A worker's id once pg-boss has started it, or null when pg-boss was stopped first (a stop asked while
 * Herald was still starting): that is no error to end the process with, and its stop has nothing to stop.
 */
export function workerStarted(started: Promise<string>, log: { warn(o: object, msg: string): void }): Promise<string | null> {
  return started.catch((err) => {
    log.warn({ err }, "a worker did not start (pg-boss stopped first)");
    return null;
  });
}

/** pg-boss's statements for this queue, on this database. */
export class JobQueue {
  constructor(readonly boss: Boss) {}

  /** Starts pg-boss (creates or migrates its schema) and the queues, and caches the queues' policies. */
  static async open(boss: Boss): Promise<JobQueue> {
    boss.on("error", () => {}); // a lost connection is pg-boss's to retry; an unheard 'error' ends the process
    await boss.start();
    for (const [name, policy] of Object.entries(POLICIES)) {
      if (!(await boss.getQueue(name)))
        await boss.createQueue(name, policy).catch(async (e) => {
          if (!(await boss.getQueue(name))) throw e; // another process made it first
        });
      // the first insert reads the queue's policy outside any transaction unless it is cached: on PGlite
      // (one connection) that read would wait for the very transaction that asked for it
      // (an insert of nothing, outside any transaction, caches it)
      await boss.insert(name, []);
    }
    return new JobQueue(boss);
  }

  /** pg-boss's `db` option: its statement queued on `work`, sent with the work's writes. */
  private static inWork(work: Work) {
    return {
      executeSql: async (text: string, values?: unknown[]) => {
        work.write(text, ...(values ?? []));
        return { rows: [] };
      },
    };
  }

  /**
   * The statement that arms the run of a stored mail (its dedupe key `mail`): in the group `key` (its
   * first lane), due in `seconds` (0 for a mail read from the mailbox; later for one its caller runs). Sent by
   * the caller in the transaction that stores the mail.
   */
  async inboundJob(mail: string, key: string, seconds = 0): Promise<Statement> {
    let made: Statement | null = null;
    await this.boss.insert(
      INBOUND_QUEUE,
      [{ data: { mail } satisfies InboundJob, group: { id: key }, ...(seconds ? { startAfter: seconds } : {}) }],
      {
        db: {
          executeSql: async (sql: string, params?: unknown[]) => {
            made = { sql, params: params ?? [] };
            return { rows: [] };
          },
        },
      },
    );
    if (!made) throw new Error("pg-boss wrote no statement");
    return made;
  }

  /** Arms one send job for outbox rows written in `work` (their Message-IDs), in its transaction. */
  async armSend(work: Work, ids: string[]): Promise<void> {
    await this.boss.insert(SEND_QUEUE, [{ data: { ids } satisfies SendJob }], { db: JobQueue.inWork(work) });
  }

  /** A send job for rows already committed (the dashboard's retry, a paused sender's), due in `seconds`. */
  async sendLater(ids: string[], seconds = 0, paused = false): Promise<void> {
    if (!ids.length) return;
    await this.boss.send(SEND_QUEUE, { ids, ...(paused ? { paused } : {}) } satisfies SendJob, { startAfter: seconds });
  }

  /**
   * Arms wake-ups for Job rows written in `work` (buffered with its writes). Each is due when its row is,
   * counted from `now` (Herald's clock): pg-boss keeps the time in the database's own clock.
   */
  async arm(work: Work, now: Date, rows: Array<{ key: string; dueAt: Date }>): Promise<void> {
    await this.boss.insert(
      JOB_QUEUE,
      rows.map((r) => ({
        data: { key: r.key, dueAt: r.dueAt.toISOString() } satisfies WakeUp,
        startAfter: Math.max(0, Math.ceil((r.dueAt.getTime() - now.getTime()) / 1000)),
      })),
      { db: JobQueue.inWork(work) },
    );
  }

  /** Queues the posting of WebhookDelivery rows written in `work` (buffered with its writes), due at once. */
  async armPosts(work: Work, ids: number[]): Promise<void> {
    await this.boss.insert(
      WEBHOOK_QUEUE,
      ids.map((id) => ({ data: { id } satisfies PostJob })),
      { db: JobQueue.inWork(work) },
    );
  }

  /** Takes up to `n` wake-ups that are due (each to one caller only), with their attempt counts. */
  take(n: number): Promise<Array<Job<WakeUp> & { retryCount: number; retryLimit: number }>> {
    return this.boss.fetch<WakeUp>(JOB_QUEUE, { batchSize: n, includeMetadata: true });
  }

  async done(id: string): Promise<void> {
    await this.boss.complete(JOB_QUEUE, id);
  }

  async failed(id: string, message: string): Promise<void> {
    await this.boss.fail(JOB_QUEUE, id, { message });
  }

  close(): Promise<void> {
    return this.boss.stop({ graceful: true, close: true, timeout: 5000 });
  }
}
