// One Herald instance reads a mailbox at a time. Two instances reading the same INBOX both fetched,
// parsed and stored every new mail (each mail was then run once, but read twice), so a second instance
// made the pair slower than one. The reader holds a PostgreSQL session lock on the mailbox's key, on a
// connection of its own kept open while it reads; the other instances ask for it every second. When the
// reader stops, or dies (kill -9: the server closes its connection and the lock goes with it), the next
// one to ask takes over within about a second, then attaches to the INBOX and finds what was left
// there (README.md, "Several instances").
//
// An instance that does not read still sends (its outbox sender claims rows), runs the scheduled jobs
// and serves the dashboard. The embedded database has one process: its lease is always held.
import type { App } from "../app.ts";
import type { SqlConn } from "../db/client.ts";

export interface MailboxLease {
  /** Waits until this instance holds the mailbox (or `stopping()` turns true). */
  /** Waits for the lease; `waiting` is called each time another instance is found holding it. */
  acquire(stopping: () => boolean, waiting?: () => void): Promise<boolean>;
  /** Whether the lease was lost since it was acquired (its connection broke): stop reading. */
  lost(): boolean;
  /** Gives the mailbox up (a clean stop). */
  release(): Promise<void>;
}

/** How often a waiting instance asks, and the reader checks that its lock's connection still lives. */
const ASK_MS = 1000;

export function mailboxLease(app: App, key: string, onLost: () => void = () => {}, askMs = ASK_MS): MailboxLease {
  if (app.db.kind === "pglite") return { acquire: async () => true, lost: () => false, release: async () => {} };
  let conn: SqlConn | null = null;
  let isLost = false;
  let beat: ReturnType<typeof setInterval> | null = null;
  const lockKey = `herald-mailbox:${key}`;
  const drop = async () => {
    if (beat) clearInterval(beat);
    beat = null;
    const c = conn;
    conn = null;
    await c?.close().catch(() => {});
  };
  return {
    async acquire(stopping, waiting) {
      isLost = false;
      while (!stopping()) {
        try {
          conn ??= await app.db.sql();
          const [r] = await conn.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(hashtext($1)) AS ok`, [lockKey]);
          if (r?.ok) {
            // the lock lives as long as this connection: a connection that breaks takes it with it
            beat = setInterval(() => {
              conn?.query(`SELECT 1`).catch(() => {
                isLost = true;
                app.log.warn({ mailbox: key }, "IMAP: lost the mailbox lease (its database connection broke)");
                void drop();
                onLost();
              });
            }, askMs);
            beat.unref?.();
            return true;
          }
          waiting?.();
        } catch (e) {
          app.log.warn({ err: e }, "IMAP: asking for the mailbox lease failed; asking again");
          await drop();
        }
        await new Promise((r) => setTimeout(r, askMs));
      }
      return false;
    },
    lost: () => isLost,
    async release() {
      if (conn) await conn.query(`SELECT pg_advisory_unlock(hashtext($1))`, [lockKey]).catch(() => {});
      await drop();
    },
  };
}
