// The mails of one IMAP pass processed concurrently in their lanes (lanes.ts: the games a mail names
// and its sender): a burst for thirty games is not serialised behind one connection, while two moves
// for one game (or two mails of one player) are handled in the order they arrived.
import type { App } from "../app.ts";
import type { ParsedMail } from "./parse.ts";
import { processInbound } from "./inbound.ts";
import { Lanes, runInLanes } from "./lanes.ts";

export interface StoredMail {
  inboundId: number;
  raw: Buffer | string;
  /** its lanes, as stored with it (receiveRaw) */
  lanes: string[];
  /** its parse, when reading its lanes took one (lanes.ts): not parsed twice */
  parsed?: ParsedMail | null;
}

/** Processes one stored mail; true when it is done (no longer pending). Never throws. */
async function processOne(app: App, m: StoredMail): Promise<boolean> {
  try {
    // its mails go out now, not after the whole batch (processInbound hands them to the sender)
    return (await processInbound(app, m.inboundId, m.parsed ?? undefined)) === "done";
  } catch (e) {
    app.log.error({ inboundId: m.inboundId, err: e }, "processing a mail failed");
    return false;
  }
}

/**
 * Mails processed as they come, in lanes: add() each stored mail in arrival order; it starts as soon
 * as its lanes allow (while later mails are still being fetched and stored), and its promise says
 * "done" or "held" (another instance took it, or it failed and will be tried again).
 */
export function laneProcessor(app: App, limit = app.config.MAIL_CONCURRENCY) {
  const lanes = new Lanes(limit);
  return {
    add: async (m: StoredMail): Promise<"done" | "held"> =>
      (await lanes.add(m.lanes, () => processOne(app, m))) ? "done" : "held",
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
