// What an instance does while another one reads the mailbox (mailbox-lease.ts): it takes stored mail.
// The reader stores every mail with its lanes (lanes.ts) and runs them from the front of each pass;
// an instance on standby takes, from the back, the newest stored mail that no one has tried, that the
// reader has left waiting a moment and that no earlier pending mail shares a lane with (inbound.ts,
// processNextStored), so a second instance adds capacity when the reader falls behind, costs nothing
// while it keeps up, and one game's mails still run in the order they arrived. Each mail is run once: the claim is
// a row lock taken with SKIP LOCKED in the mail's own transaction.
//
// It wakes when PostgreSQL tells it a mail was stored or done (LISTEN on INBOUND_CHANNEL), and asks
// once a second besides (one worker), in case a notification was missed. At most `limit` mails run at once; a
// notification wakes one waiting worker, and a worker that found a mail wakes the next, so an idle
// standby asks once per mail stored, and a busy one keeps asking while there is work.
import type { App } from "../app.ts";
import type { SqlConn } from "../db/client.ts";
import { INBOUND_CHANNEL, processNextStored } from "./inbound.ts";

const ASK_MS = 1000;
/**
 * A stored mail is looked for this long after PostgreSQL says it was stored: the reader, which stored it,
 * runs it at once if it keeps up, and the standby then costs nothing (no claim raced for, no mail parsed
 * twice); when the reader falls behind, the standby takes the back of its queue. 400 ms, not 100: a
 * reader that keeps up on a loaded machine still leaves a burst's mails ~100 ms in its queue, and a standby
 * that took those raced the reader for them and spent more CPU a mail than it saved (docs/performance.md,
 * "Several instances").
 */
export const BEHIND_MS = 400;

/** Runs until `stop()` says so; resolves once the mails in flight are done. */
export async function takeStoredMail(app: App, stop: () => boolean, limit = app.config.MAIL_CONCURRENCY): Promise<void> {
  const waiting: Array<() => void> = [];
  const wakeOne = () => waiting.shift()?.();
  let conn: SqlConn | null = null;
  try {
    conn = await app.db.sql();
    // a mail stored now is looked for once the reader has had BEHIND_MS to run it; the notifications of
    // a burst make one wake-up, and a worker that finds a mail wakes the next
    let due = false;
    await conn.listen?.(INBOUND_CHANNEL, () => {
      if (due) return;
      due = true;
      setTimeout(() => {
        due = false;
        wakeOne();
      }, BEHIND_MS);
    });
  } catch (e) {
    app.log.warn({ err: e }, "standby: cannot listen for stored mail; asking every second");
  }
  // the first worker asks once a second besides; the others wait to be woken
  const worker = async (_: unknown, index: number) => {
    while (!stop()) {
      let id: number | null = null;
      try {
        id = await processNextStored(app);
      } catch (e) {
        app.log.error({ err: e }, "standby: taking a stored mail failed");
      }
      if (id !== null) {
        wakeOne(); // there may be more
        continue;
      }
      await new Promise<void>((resolve) => {
        const t = index === 0 ? setTimeout(done, ASK_MS) : undefined;
        function done() {
          clearTimeout(t);
          const i = waiting.indexOf(done);
          if (i >= 0) waiting.splice(i, 1);
          resolve();
        }
        waiting.push(done);
      });
    }
  };
  const stopping = setInterval(() => {
    if (stop()) while (waiting.length) wakeOne();
  }, 100);
  try {
    await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
  } finally {
    clearInterval(stopping);
    await conn?.close().catch(() => {});
  }
}
