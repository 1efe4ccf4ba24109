// A running sender's claims belong to that running process, not only to a clock.
//
// Each running sender holds a session-level advisory lock (the two-key form: LOCK_SPACE and its own
// instance number) on a database connection of its own, and writes that number into the rows it
// claims (`Outbox.claimedBy`). The database drops the lock the moment that connection goes — the
// process exited or was killed (SIGKILL included: the kernel closes its sockets) — so a `sending` row
// whose instance holds no lock any more may belong to nobody. But a living process loses its lock too
// when only its connection goes (the database restarted, or terminated it), until it takes the same
// number again on a new connection; its rows delivered and not yet marked, or on their way, are still
// its own, and taken by another sender in that moment they would be sent twice. So another sender
// takes an instance's rows over only once it has seen that instance's lock missing, look after look,
// for GONE_AFTER_MS (GoneSenders): longer than a living sender needs to take its number back, far
// shorter than a lease. The lease stays as the backstop: for rows claimed without an instance.
//
// PGlite is one database in one process: the lock lives as long as that process, which is all it
// needs to say.
import type { App } from "../app.ts";
import type { SqlConn } from "../db/client.ts";
import type { Statement } from "../db/work.ts";
import { heldNumbersSql, takeNumber } from "../db/numbered-lock.ts";

/** The first key of every sender instance lock (the second is the instance number). */
export const LOCK_SPACE = 0x4852; // "HR"

/**
 * How long an instance's lock must be seen missing before another sender takes its rows over: a
 * living sender whose connection was cut takes its number back within a few `retryMs` (a database
 * restart: once the server answers again), so this is well beyond that, and still a small part of a
 * lease (120 s by default).
 */
export const GONE_AFTER_MS = 10_000;

/** How often a claim also looks at which instances hold no lock (it rides in the claim's round trip). */
const LOOK_EVERY_MS = 1000;

/**
 * Instances whose rows another sender may take over: those whose lock it has seen missing at every
 * look for GONE_AFTER_MS. One per running sender, kept in memory: a sender that starts again looks
 * afresh (and so waits GONE_AFTER_MS before taking over the rows of the process it replaces).
 */
export class GoneSenders {
  private readonly missingSince = new Map<number, number>();
  private lookedAt = -Infinity;

  constructor(
    private readonly goneAfterMs = GONE_AFTER_MS,
    private readonly lookEveryMs = LOOK_EVERY_MS,
  ) {}

  /**
   * The statement that looks (the instance numbers of `sending` rows not `me`'s whose lock is not
   * held), when the last look is older than LOOK_EVERY_MS; else null. Its rows go to `saw`.
   */
  look(now: Date, me: number | null): Statement | null {
    if (now.getTime() - this.lookedAt < this.lookEveryMs) return null;
    return {
      sql: `SELECT DISTINCT "claimedBy" AS n FROM "Outbox"
        WHERE status = 'sending' AND "claimedBy" IS NOT NULL AND "claimedBy" IS DISTINCT FROM $1::int
          AND NOT ("claimedBy" = ANY(ARRAY(${heldNumbersSql(LOCK_SPACE)})))`,
      params: [me],
    };
  }

  /** Records what a look found: an instance seen with its lock (or with no rows) is forgotten. */
  saw(now: Date, rows: { n: number | string }[]): void {
    const missing = new Set(rows.map((r) => Number(r.n)));
    for (const n of this.missingSince.keys()) if (!missing.has(n)) this.missingSince.delete(n);
    for (const n of missing) if (!this.missingSince.has(n)) this.missingSince.set(n, now.getTime());
    this.lookedAt = now.getTime();
  }

  /** The instances seen without their lock for GONE_AFTER_MS and more: their `sending` rows are anyone's. */
  gone(now: Date): number[] {
    const since = now.getTime() - this.goneAfterMs;
    return [...this.missingSince].filter(([, t]) => t <= since).map(([n]) => n);
  }
}

export interface SenderInstance {
  /** the number written into claimed rows while the lock is held; null while it is not */
  current(): number | null;
  /** lets the lock go (the sender stopped) */
  release(): Promise<void>;
}

/**
 * Takes an instance lock on a connection of its own and keeps it: a connection lost (the database
 * restarted, or terminated it) is re-made and the *same* number taken again, every `retryMs`. The
 * process is alive and its claimed rows are still its own (sending, or delivered and waiting to be
 * marked): it goes on writing that number, and its own claims never count as orphaned to itself. Had it
 * taken a new number, its rows in flight would look orphaned, to itself too, and be sent twice. Only
 * when another process has taken that number meanwhile is a new one drawn.
 */
export async function holdInstance(app: App, retryMs = 500): Promise<SenderInstance> {
  let conn: SqlConn | null = null;
  let id: number | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const take = async (): Promise<void> => {
    if (stopped) return;
    try {
      const c = await app.db.sql();
      const again =
        id !== null &&
        (await c.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock($1::int, $2::int) AS ok`, [LOCK_SPACE, id]))[0]?.ok;
      const n = again ? id : await takeNumber(c, LOCK_SPACE);
      if (n === null) {
        await c.close();
        throw new Error("no free instance number");
      }
      if (stopped) {
        await c.query(`SELECT pg_advisory_unlock($1::int, $2::int)`, [LOCK_SPACE, n]);
        await c.close();
        return;
      }
      conn = c;
      id = n;
      c.onLost?.((err) => {
        app.log.warn(
          { error: err.message },
          "outbox: lost the sender's instance lock (its database connection); taking the same number again",
        );
        conn = null; // `id` kept: taken again on the next connection
        void c.close().catch(() => {});
        retry();
      });
    } catch (err) {
      app.log.warn({ error: (err as Error).message }, "outbox: the sender's instance lock could not be taken; retrying");
      retry();
    }
  };
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void take();
    }, retryMs);
    timer.unref();
  };

  await take();
  return {
    current: () => id,
    async release() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = conn;
      const n = id;
      conn = null;
      id = null;
      if (!c || n === null) return;
      await c.query(`SELECT pg_advisory_unlock($1::int, $2::int)`, [LOCK_SPACE, n]).catch(() => {});
      await c.close().catch(() => {});
    },
  };
}
