// Large values (a stored mail, a relay's turn file of up to 25 MB) written and read in chunks, with the
// event loop free between the statements. The embedded database (PGlite) runs each statement in
// Herald's own thread, and its answers resolve as promises only: one statement of a 20 MB value, or
// such statements back to back, held /healthz for seconds (docs/performance.md, "Large mails on the
// embedded database" and "Large files"). On PostgreSQL the same path costs a few more round trips.
import type { Sql, Work } from "./work.ts";

/** the chunks a large value is read in */
export const BYTES_CHUNK = 256 * 1024;

/** the chunks a large value is written in: a statement each, ~20 ms on PGlite on an idle machine */
const STORE_CHUNK = 128 * 1024;

/**
 * Lets the event loop run (/healthz, the dashboard, other mails) between two statements of a large
 * value. A few milliseconds rather than one turn of the loop: a request needs several turns (read,
 * answer, write) to be served.
 */
export const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

/**
 * Stages `bytes` in a temporary table of the transaction, chunk by chunk, and returns the SQL expression
 * that joins them, for the one statement that puts the value where it goes. Appending to a column chunk
 * by chunk rewrote the whole value each time (quadratic); the temporary table is written without the
 * write-ahead log, and its chunks are not compressed (EXTERNAL). Dropped at the commit.
 */
export async function stagedBytes(work: Work, bytes: Uint8Array): Promise<string> {
  await work.utility(
    `CREATE TEMP TABLE IF NOT EXISTS herald_bytes (seq integer PRIMARY KEY, b bytea NOT NULL) ON COMMIT DROP`,
    `ALTER TABLE herald_bytes ALTER COLUMN b SET STORAGE EXTERNAL`,
    `DELETE FROM herald_bytes`,
  );
  for (let at = 0, seq = 0; at < bytes.length; at += STORE_CHUNK, seq++) {
    await work.run(`INSERT INTO herald_bytes (seq, b) VALUES ($1, $2)`, seq, bytes.subarray(at, at + STORE_CHUNK));
    await breathe();
  }
  return `(SELECT COALESCE(string_agg(b, ''::bytea ORDER BY seq), ''::bytea) FROM herald_bytes)`;
}

/**
 * Reads a bytea value of `length` bytes in chunks: `slice` is a statement with $1 the 1-based start and
 * $2 the length of a slice (`SELECT substring(col FROM $1 FOR $2) AS c FROM … WHERE … = $3`), `params`
 * its further parameters.
 */
export async function readChunked(sql: Sql, length: number, slice: string, ...params: unknown[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let at = 0; at < length; at += BYTES_CHUNK) {
    const [c] = await sql.rows<{ c: Uint8Array }>(slice, at + 1, BYTES_CHUNK, ...params);
    parts.push(Buffer.from(c.c));
    await breathe();
  }
  return Buffer.concat(parts);
}
