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
