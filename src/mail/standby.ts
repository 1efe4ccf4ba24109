// What an instance does while another one reads the mailbox (mailbox-lease.ts): it runs the stored mail
// the reader deals it (deal.ts). It takes a number of its own, held as an advisory lock (STANDBY_SPACE)
// on its LISTEN connection, so that the reader sees it live (and stops dealing to it the moment that
// connection goes); the reader's statement that stores a mail tells it (RUN_CHANNEL, with the mail's id
// and lanes), and it runs its mails in their lanes, one game's in the order they were dealt, at most
// `limit` at once. Every ASK_MS it also asks for the pending mails dealt to it that it does not have in
// hand: one whose notification it missed, or one held behind an earlier mail of its lanes that another
// instance ran (the claim in inbound.ts lets no mail overtake an earlier one of its lanes).
import type { App } from "../app.ts";
import type { SqlConn } from "../db/client.ts";
import { takeNumber } from "../db/numbered-lock.ts";
import { laneProcessor } from "./batch.ts";
import { READER_CHANNEL, RUN_CHANNEL, STANDBY_HELLO, STANDBY_SPACE } from "./deal.ts";

const ASK_MS = 1000;

/** A dealt mail, as RUN_CHANNEL tells it; null for anything else. */
function dealtOf(payload: string): { run: number; to: number; lanes: string[] } | null {
  try {
    const d = JSON.parse(payload) as { run?: unknown; to?: unknown; lanes?: unknown };
    if (typeof d.run !== "number" || typeof d.to !== "number" || !Array.isArray(d.lanes)) return null;
    return { run: d.run, to: d.to, lanes: d.lanes.map(String) };
  } catch {
    return null;
  }
}

/** Runs until `stop()` says so; resolves once the mails in hand are done. */
export async function takeStoredMail(app: App, stop: () => boolean, limit = app.config.MAIL_CONCURRENCY): Promise<void> {
  const proc = laneProcessor(app, { limit, forgetHeld: true });
  const inHand = new Map<number, Promise<unknown>>();
  const take = (id: number, lanes: string[]) => {
    if (inHand.has(id) || stop()) return;
    const p = proc.add({ inboundId: id, raw: "", lanes }).finally(() => inHand.delete(id));
    inHand.set(id, p);
  };
  /** the LISTEN connection and the number it holds; null while it is lost (taken again at the next ask) */
  let held: { conn: SqlConn; number: number } | null = null;

  const connect = async (): Promise<typeof held> => {
    let c: SqlConn | null = null;
    try {
      c = await app.db.sql();
      const number = await takeNumber(c, STANDBY_SPACE);
      if (number === null) throw new Error("no free standby number");
      const mine = { conn: c, number };
      c.onLost?.(() => {
        // the reader deals this number nothing more and runs what it had dealt it: a new one is taken
        if (held === mine) held = null;
        void mine.conn.close().catch(() => {});
      });
      await c.listen?.(RUN_CHANNEL, (payload) => {
        const d = dealtOf(payload);
        if (d && d.to === mine.number) take(d.run, d.lanes);
      });
      // the reader asks about standbys every second; told, it deals to this one from its next mail
      await c.query(`SELECT pg_notify($1, $2)`, [READER_CHANNEL, STANDBY_HELLO]);
      return mine;
    } catch (e) {
      app.log.warn({ err: e }, "standby: cannot listen for dealt mail; asking again");
      await c?.close().catch(() => {});
      return null;
    }
  };

  try {
    while (!stop()) {
      held ??= await connect();
      if (held) {
        try {
          const rows = await held.conn.query<{ id: number; lanes: string[] }>(
            `SELECT id, lanes FROM "InboundMessage" WHERE status = 'pending' AND runner = $1 ORDER BY id`,
            [held.number],
          );
          for (const r of rows) take(r.id, r.lanes);
        } catch (e) {
          // its connection is taken again (with a new number) at the next ask
          app.log.warn({ err: e }, "standby: asking for dealt mail failed");
          void held?.conn.close().catch(() => {});
          held = null;
        }
      }
      for (let waited = 0; waited < ASK_MS && !stop(); waited += 100) await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await Promise.all(inHand.values());
    // the lock goes with the connection: the reader deals this instance nothing more
    await held?.conn.close().catch(() => {});
  }
}
