// The SQL statements node-postgres sends while some code runs (every connection of the process), for
// the tests that bound a path's round trips: their text with white space folded.
import pg from "pg";

export async function sqlDuring<T>(f: () => Promise<T>): Promise<[T, string[]]> {
  const seen: string[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const orig = proto.query;
  proto.query = function (this: unknown, ...a: unknown[]) {
    const q = a[0] as string | { text: string };
    seen.push((typeof q === "string" ? q : q.text).replace(/\s+/g, " ").trim());
    return orig.apply(this, a);
  };
  try {
    return [await f(), seen];
  } finally {
    proto.query = orig;
  }
}
