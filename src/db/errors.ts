// Database errors that mean "run the whole transaction again": PostgreSQL aborted it to break a
// deadlock (two mails locking the same games in opposite orders) or a serialisation conflict.
export function isRetryableConflict(e: unknown): boolean {
  const x = e as { code?: string; message?: string };
  return (
    x?.code === "P2034" ||
    x?.code === "40P01" ||
    x?.code === "40001" ||
    // a prepared statement whose table a migration changed (db/work.ts): prepared afresh next time
    (x?.code === "0A000" && /cached plan must not change result type/i.test(String(x?.message))) ||
    /deadlock|write conflict|could not serialize/i.test(String(x?.message))
  );
}

const LOST_CODES = new Set(["57P01", "57P02", "57P03", "P1001", "P1017", "ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT"]);
const LOST_TEXT =
  /connection terminated|terminating connection|not queryable|server closed the connection|connection (?:is )?closed|ECONNRESET|ECONNREFUSED|EPIPE|the database system is (?:starting up|shutting down)|Can't reach database/i;

/**
 * The database connection was lost (the server restarted, or terminated the connection; the network
 * went): the work on it failed for a reason that is not the work's. Run it again once a connection is
 * back; never count it against the work (a mail is not quarantined for a restart). The error may come
 * wrapped (Prisma's adapter keeps node-postgres' error as its `cause`).
 */
export function isConnectionLost(e: unknown): boolean {
  for (let x = e as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; x && depth < 5; depth++) {
    const code = String(x.code ?? "");
    if (LOST_CODES.has(code) || code.startsWith("08")) return true;
    if (LOST_TEXT.test(String(x.message ?? ""))) return true;
    x = x.cause as typeof x;
  }
  return false;
}
