// The mails of one IMAP pass processed concurrently in their lanes (lanes.ts: the games a mail names
// and its sender): a burst for thirty games is not serialised behind one connection, while two moves
// for one game (or two mails of one player) are handled in the order they arrived.
import type { App } from "../app.ts";
import type { ParsedMail } from "./parse.ts";
import { processInbound, stillFree } from "./inbound.ts";
import { BEHIND_MS } from "./standby.ts";
import { Lanes, runInLanes } from "./lanes.ts";

export interface StoredMail {
  inboundId: number;
  raw: Buffer | string;
  /** its lanes, as stored with it (receiveRaw) */
  lanes: string[];
  /** its parse, when reading its lanes took one (lanes.ts): not parsed twice */
  parsed?: ParsedMail | null;
}

/**
 * Processes one stored mail; true when it is done (no longer pending). Never throws. `since`: when it was
 * handed in; a mail that waited BEHIND_MS or more may have been taken by an instance on standby meanwhile
 * (standby.ts), which one plain statement tells more cheaply than a transaction that finds it gone.
 */
async function processOne(app: App, m: StoredMail, since?: number): Promise<boolean> {
  try {
    if (since !== undefined && Date.now() - since >= BEHIND_MS) {
      const free = await stillFree(app, m.inboundId);
      if (free !== "free") return free === "done";
    }
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
    add: async (m: StoredMail): Promise<"done" | "held"> => {
      const since = Date.now();
      return (await lanes.add(m.lanes, () => processOne(app, m, since))) ? "done" : "held";
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
