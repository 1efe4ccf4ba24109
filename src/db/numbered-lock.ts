// A running process known to the others by a number it holds: a session-level advisory lock in the
// two-key form (a space of its own for each kind of process, then the number), on a connection the
// process keeps open. PostgreSQL drops the lock the moment that connection goes (the process exited or
// was killed), so "the numbers held in a space" is exactly the set of live processes of that kind. An
// instance on standby (src/mail/standby.ts) uses it.
import type { SqlConn } from "./client.ts";

/** A random number (1 … 2^31 − 1). */
const newNumber = () => 1 + Math.floor(Math.random() * 0x7ffffffe);

/**
 * Takes a free number in `space` on `conn`; null when five draws were all taken (another process drew
 * the same number: one chance in two thousand million each).
 */
export async function takeNumber(conn: SqlConn, space: number): Promise<number | null> {
  for (let tries = 0; tries < 5; tries++) {
    const n = newNumber();
    const [r] = await conn.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock($1::int, $2::int) AS ok`, [space, n]);
    if (r?.ok) return n;
  }
  return null;
}

/** SQL for the numbers held in `space` in this database now, as a column `n` (int8). */
export function heldNumbersSql(space: number): string {
  return `SELECT objid::int8 AS n FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND classid = ${space} AND objsubid = 2
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
}
