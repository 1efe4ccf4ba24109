// The SQL statements node-postgres sends while some code runs (every connection of the process), for
// the tests that bound a path's round trips: their text with white space folded, and the round trip
// each went out in — statements sent together, before any answer came back (pipelined, db/work.ts),
// share one.
import pg from "pg";

export interface Sent {
  sql: string;
  /** statements with the same number went out in one round trip */
  trip: number;
}

export async function sentDuring<T>(f: () => Promise<T>): Promise<[T, Sent[]]> {
  const seen: Sent[] = [];
  let trip = 0;
  let open = false;
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const orig = proto.query;
  proto.query = function (this: unknown, ...a: unknown[]) {
    const q = a[0] as string | { text: string };
    // statements issued in one turn of the event loop are on the wire together
    if (!open) {
      open = true;
      trip++;
      setImmediate(() => (open = false));
    }
    seen.push({ sql: (typeof q === "string" ? q : q.text).replace(/\s+/g, " ").trim(), trip });
    return orig.apply(this, a);
  };
  try {
    return [await f(), seen];
  } finally {
    proto.query = orig;
  }
}
