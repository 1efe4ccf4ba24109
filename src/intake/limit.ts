// The largest mail Herald reads. MAX_MAIL_BYTES for every mail, and more while a game that takes files
// by mail takes larger ones: a running relay with maxsize=25 takes a 25 MB save, which travels base64
// in a mail of about 34 MB. The games are asked only for a mail over MAX_MAIL_BYTES (one short query
// for a rare mail; nothing for the usual one), so the limit follows the games as they start and end.
import type { App } from "../app.ts";
import type { Sql } from "../db/work.ts";

/** Room for a mail's headers and text beside its attached file. */
const MARGIN = 256 * 1024;

/** What a file of `bytes` weighs in a mail: base64 (4 for 3) in lines of 76 characters and CRLF. */
export const encodedSize = (bytes: number): number => Math.ceil(Math.ceil(bytes / 3) * 4 * (78 / 76)) + MARGIN;

/**
 * The limit for a mail of `size` bytes: MAX_MAIL_BYTES, or the largest file a live game takes, encoded.
 * `sql`: the open transaction when there is one (the embedded database has one connection: a statement
 * beside its transaction would wait for it to end).
 */
export async function mailLimit(app: App, size: number, sql: Sql = app.db.statements): Promise<number> {
  const base = app.config.MAX_MAIL_BYTES;
  if (size <= base) return base;
  const most = await largestFile(app, sql);
  // no live game takes files: the margin alone must not raise the limit
  return most ? Math.max(base, encodedSize(most)) : base;
}

/** The largest file a running or paused game takes by mail (0: none takes files). */
async function largestFile(app: App, sql: Sql): Promise<number> {
  const takers = app.games.all().filter((e) => e.files);
  if (!takers.length) return 0;
  const rows = await sql.rows<{ id: string; options: unknown }>(
    `SELECT id, options FROM "Game" WHERE status IN ('running', 'paused') AND kind = ANY($1::text[])`,
    takers.map((e) => e.kind),
  );
  let most = 0;
  for (const r of rows) {
    const files = app.games.forGameId(r.id)?.files;
    if (files) most = Math.max(most, files.maxBytes(r.options));
  }
  return most;
}
