// The mails of one IMAP pass processed concurrently in their lanes (lanes.ts: the games a mail names
// and its sender): a burst for thirty games is not serialised behind one connection, while two moves
// for one game (or two mails of one player) are handled in the order they arrived. A mail the reader
// dealt to an instance on standby (deal.ts) holds its lanes here until that instance is done with it.
import type { App } from "../app.ts";
import type { ParsedMail } from "./parse.ts";
import { processInbound } from "./inbound.ts";
import { Lanes, runInLanes } from "./lanes.ts";
import type { Dealer } from "./deal.ts";

export interface StoredMail {
  inboundId: number;
  raw: Buffer | string;
  /** its lanes, as stored with it (receiveRaw) */
  lanes: string[];
  /** its parse, when reading its lanes took one (lanes.ts): not parsed twice */
  parsed?: ParsedMail | null;
  /** the standby it was dealt to (deal.ts); null or absent: run here */
  runner?: number | null;
}

/** Processes one stored mail here; true when it is done (no longer pending). Never throws. */
async function processOne(app: App, m: StoredMail): Promise<boolean> {
  try {
    // its mails go out now, not after the whole batch (processInbound hands them to the sender)
    return (await processInbound(app, m.inboundId, m.parsed ?? undefined)) === "done";
  } catch (e) {
    app.log.error({ inboundId: m.inboundId, err: e }, "processing a mail failed");
    return false;
  }
}

/** Waits for the standby a mail was dealt to; runs it here when that standby is gone without it. */
async function elsewhere(app: App, dealer: Dealer, m: StoredMail & { runner: number }): Promise<boolean> {
  const r = await dealer.outcome(m.inboundId, m.runner);
  return r === "gone" ? processOne(app, m) : r === "done";
}

/**
 * Mails processed as they come, in lanes: add() each stored mail in arrival order; it starts as soon
 * as its lanes allow (while later mails are still being fetched and stored), and its promise says
 * "done" or "held" (still pending: another instance holds it, or it failed and will be tried again).
 * With a dealer, a mail dealt to a standby takes no place among the `limit` run here; `forgetHeld`:
 * a held mail does not hold the later mails of its lanes (an instance on standby, whose processor
 * lives on: the database's claim still keeps the order, inbound.ts).
 */
export function laneProcessor(app: App, opts: { dealer?: Dealer; limit?: number; forgetHeld?: boolean } = {}) {
  const lanes = new Lanes(opts.limit ?? app.config.MAIL_CONCURRENCY, { forgetHeld: opts.forgetHeld });
  const { dealer } = opts;
  return {
    add: async (m: StoredMail): Promise<"done" | "held"> => {
      const runner = m.runner ?? null;
      dealer?.started(runner, m.lanes);
      try {
        const ok =
          dealer && runner !== null
            ? await lanes.add(m.lanes, () => elsewhere(app, dealer, { ...m, runner }), { slot: false })
            : await lanes.add(m.lanes, () => processOne(app, m));
        return ok ? "done" : "held";
      } finally {
        dealer?.ended(runner, m.lanes);
      }
    },
  };
}

/** Processes stored mails in lanes; "held" for each mail still pending afterwards (see processInbound). */
export async function processInLanes(
  app: App,
  mails: StoredMail[],
  limit = app.config.MAIL_CONCURRENCY,
): Promise<Array<"done" | "held">> {
  const ok = await runInLanes(
    mails,
    (m) => m.lanes,
    limit,
    (m) => processOne(app, m),
  );
  return ok.map((x) => (x ? "done" : "held"));
}
