// The mails of one IMAP pass, processed concurrently in lanes (lanes.ts): a mail's lanes are the games
// it names — the subject's [game-id] tag, and every game id among its command lines (GAME, JOIN, AS …)
// — and its sender's mailbox. So a burst for thirty games is not serialised behind one connection,
// while two moves for one game (or two mails of one player) are handled in the order they arrived.
// A mail that reaches a game without naming it is not possible: a move needs GAME, a tag or an id.
import type { App } from "../app.ts";
import { parseMail, type ParsedMail } from "./parse.ts";
import { processInbound } from "./inbound.ts";
import { Lanes, runInLanes } from "./lanes.ts";
import { mailboxOf } from "../lib/normalise.ts";

const GAME_IDS = /\b[a-z][a-z0-9]*-\d+\b/gi;

/** A stored mail, read once: its parse (null when unreadable) goes on to the pipeline. */
export interface Read {
  parsed: ParsedMail | null;
  lanes: string[];
}

export async function readMail(app: App, raw: Buffer | string): Promise<Read> {
  try {
    const p = await parseMail(raw, { serviceAddress: app.config.MAIL_FROM, maxBytes: app.config.MAX_MAIL_BYTES });
    const lanes = [`from:${mailboxOf(p.from ?? "")}`];
    if (p.subjectGame) lanes.push(`game:${p.subjectGame.toLowerCase()}`);
    for (const line of p.lines.slice(0, 200)) for (const id of line.match(GAME_IDS) ?? []) lanes.push(`game:${id.toLowerCase()}`);
    return { parsed: p, lanes };
  } catch {
    return { parsed: null, lanes: ["unreadable"] }; // the pipeline will quarantine it; it names no game
  }
}

export interface StoredMail {
  inboundId: number;
  raw: Buffer | string;
}

/** Processes one stored mail; true when it is done (no longer pending). Never throws. */
async function processOne(app: App, m: StoredMail, parsed: ParsedMail | null): Promise<boolean> {
  try {
    // its mails go out now, not after the whole batch (processInbound hands them to the sender)
    return (await processInbound(app, m.inboundId, parsed ?? undefined)) === "done";
  } catch (e) {
    app.log.error({ inboundId: m.inboundId, err: e }, "processing a mail failed");
    return false;
  }
}

/**
 * Mails processed as they come, in lanes: add() each stored mail in arrival order; it starts as soon
 * as its lanes allow (while later mails are still being fetched and stored), and its promise says
 * "done" or "held". Lanes are read (parsed) at once, in parallel; they are registered in add() order.
 */
export function laneProcessor(app: App, limit = app.config.MAIL_CONCURRENCY) {
  const lanes = new Lanes(limit);
  let registered: Promise<unknown> = Promise.resolve();
  return {
    add(m: StoredMail): Promise<"done" | "held"> {
      const read = readMail(app, m.raw); // never throws: an unreadable mail gets its own lane
      // registering waits only for the earlier registrations (boxed: not for their processing)
      const reg = registered.then(async () => {
        const r = await read;
        return { run: lanes.add(r.lanes, () => processOne(app, m, r.parsed)) };
      });
      registered = reg;
      return reg.then(async ({ run }) => ((await run) ? "done" : "held"));
    },
  };
}

/** Processes stored mails in lanes; "held" for each mail still pending afterwards (see processInbound). */
export async function processInLanes(
  app: App,
  mails: StoredMail[],
  limit = app.config.MAIL_CONCURRENCY,
): Promise<Array<"done" | "held">> {
  const read = await Promise.all(mails.map((m) => readMail(app, m.raw)));
  const ok = await runInLanes(
    mails.map((m, i) => ({ m, i })),
    ({ i }) => read[i].lanes,
    limit,
    ({ m, i }) => processOne(app, m, read[i].parsed),
  );
  return ok.map((x) => (x ? "done" : "held"));
}
