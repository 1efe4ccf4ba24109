// A running sender's claims belong to that running process, not only to a clock.
//
// Each running sender holds a session-level advisory lock (the two-key form: LOCK_SPACE and its own
// instance number) on a database connection of its own, and writes that number into the rows it
// claims (`Outbox.claimedBy`). The database drops the lock the moment that connection goes — the
// process exited or was killed (SIGKILL included: the kernel closes its sockets) — so a `sending` row
// whose instance holds no lock any more belongs to nobody, and any sender (this one restarted
// included) claims it at once instead of waiting for its lease to run out. The lease stays as the
// backstop: for rows claimed without an instance, and while the lock connection is being re-made.
//
// PGlite is one database in one process: the lock lives as long as that process, which is all it
// needs to say.
import type { App } from "../app.ts";
import type { SqlConn } from "../db/client.ts";
import { heldNumbersSql, takeNumber } from "../db/numbered-lock.ts";

/** The first key of every sender instance lock (the second is the instance number). */
export const LOCK_SPACE = 0x4852; // "HR"

/**
 * SQL (a boolean) true for a `sending` row whose instance is gone: claimed by an instance, not by
 * `me` (the parameter's placeholder, an integer or NULL), and that instance holds no lock in this
 * database. The locks are read once per statement (an init plan), not per row.
 */
export function orphanedBy(me: string): string {
  return `("claimedBy" IS NOT NULL AND "claimedBy" IS DISTINCT FROM ${me}::int
    AND NOT ("claimedBy" = ANY(ARRAY(${heldNumbersSql(LOCK_SPACE)}))))`;
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
