// Who runs a stored mail. The instance that reads the mailbox (mailbox-lease.ts) stores every mail and,
// as it stores it, deals it to itself or to an instance on standby (standby.ts), so that two instances
// divide the mail between them instead of both looking at all of it:
//
// - a mail one of whose lanes (lanes.ts: its games, its sender) has a mail in flight goes where that
//   mail is, so one game's mails keep their order without anyone waiting on another instance; a mail
//   whose lanes are in flight at two instances stays with the reader, which waits for the other's;
// - any other mail stays with the reader while it has a free place (it runs MAIL_CONCURRENCY mails at
//   once), and otherwise goes to whoever has the fewest mails in flight, the reader on a tie.
//
// So a mail never crosses to another process when it can run at once where it was read (handing it over
// costs a notification each way, and on a machine whose cores the instances share, two processes doing
// the same work cost more CPU than one: docs/performance.md, "Several instances"), and never waits in the
// reader's queue while a standby has a free place.
//
// The standby is told by PostgreSQL (NOTIFY on RUN_CHANNEL, sent by the statement that stores the mail,
// with its id and lanes), and tells the reader when it is done (READER_CHANNEL, at its commit), so that the
// reader can keep its lanes' order and move the mail out of the INBOX. The deal is only who *should* run
// the mail: the row is still claimed FOR UPDATE SKIP LOCKED in the mail's own transaction (inbound.ts), so
// it runs once whoever tries. A standby is known by the advisory lock it holds on its LISTEN connection
// (STANDBY_SPACE and its number): when it dies the lock goes with its connection, the reader deals it
// nothing more and runs what it had dealt it and was not done.
import type { App } from "../app.ts";
import type { SqlConn } from "../db/client.ts";
import { heldNumbersSql } from "../db/numbered-lock.ts";
import { isConnectionLost } from "../db/errors.ts";

/** The first key of every standby's advisory lock (the second is its number). */
export const STANDBY_SPACE = 0x4853; // "HS"
/** Told to the standbys when a mail is dealt: `{"run": id, "to": number, "lanes": [...]}` (inbound.ts). */
export const RUN_CHANNEL = "herald_run";
/**
 * Told to the reader: a mail's id when a standby is done with it (inbound.ts), STANDBY_HELLO when a
 * standby starts listening (standby.ts), so that the reader deals to it from the next mail on.
 */
export const READER_CHANNEL = "herald_reader";
export const STANDBY_HELLO = "standby";
/** A notification's payload must stay under PostgreSQL's 8000 bytes: a mail with longer lanes is kept. */
const MAX_LANES_CHARS = 6000;

/** The reader itself, in Deal's accounts. */
export const HERE = 0;

/**
 * The dealer's accounts: which instance has mails of each lane in flight, and how many mails each has.
 * Pure (no database): the decision rule above, tested on its own (tests/unit/deal.test.ts).
 */
export class Deal {
  private lanes = new Map<string, { owner: number; n: number }>();
  private load = new Map<number, number>();
  /** `places`: how many mails the reader runs at once */
  constructor(private places: number) {}

  /** Whom a mail with these lanes goes to (HERE or one of `standbys`), given what is in flight. */
  choose(lanes: string[], standbys: readonly number[]): number {
    if (!standbys.length || JSON.stringify(lanes).length > MAX_LANES_CHARS) return HERE;
    const owners = new Set<number>();
    for (const l of lanes) {
      const o = this.lanes.get(l)?.owner;
      if (o !== undefined) owners.add(o);
    }
    if (owners.size === 1) {
      const [o] = owners;
      return o === HERE || standbys.includes(o) ? o : HERE;
    }
    if (owners.size > 1 || this.inFlight(HERE) < this.places) return HERE;
    let best = HERE;
    for (const s of standbys) if (this.inFlight(s) < this.inFlight(best)) best = s;
    return best;
  }

  /** A mail dealt to `owner` is in flight. */
  start(owner: number, lanes: string[]): void {
    this.load.set(owner, this.inFlight(owner) + 1);
    for (const l of new Set(lanes)) {
      const e = this.lanes.get(l);
      // a lane in flight at two instances (a mail kept here while another had it) now follows the newest
      this.lanes.set(l, { owner, n: (e?.n ?? 0) + 1 });
    }
  }

  /** It ended (done, or held for a later pass). */
  end(owner: number, lanes: string[]): void {
    const n = this.inFlight(owner) - 1;
    if (n > 0) this.load.set(owner, n);
    else this.load.delete(owner);
    for (const l of new Set(lanes)) {
      const e = this.lanes.get(l);
      if (!e) continue;
      if (e.n <= 1) this.lanes.delete(l);
      else e.n--;
    }
  }

  inFlight(owner: number): number {
    return this.load.get(owner) ?? 0;
  }
}

/** What the reader's pass needs (batch.ts). */
export interface Dealer {
  /** whom a mail with these lanes goes to: null for the reader itself, else a standby's number */
  choose(lanes: string[]): number | null;
  started(runner: number | null, lanes: string[]): void;
  ended(runner: number | null, lanes: string[]): void;
  /**
   * Resolves once the mail dealt to `runner` is no longer in its hands: "done" (it ended: done, ignored
   * or quarantined), "held" (still pending after an attempt that failed, or after HANDS_MS: a later
   * pass looks again), or "gone" (that standby is gone without running it: the reader runs it).
   */
  outcome(inboundId: number, runner: number): Promise<"done" | "held" | "gone">;
  stop(): Promise<void>;
}

/** How often the reader asks which standbys live, and about dealt mails it has heard nothing of. */
const ASK_MS = 1000;
/** How long the reader's pass waits for a mail dealt to a live standby before leaving it to the next pass. */
const HANDS_MS = 30_000;

/** Every live standby's number: the numbers held in STANDBY_SPACE (src/db/numbered-lock.ts). */
const liveSql = heldNumbersSql(STANDBY_SPACE);

/** A dealer that keeps everything for the reader: the embedded database, or while the database is unreachable. */
const alone: Dealer = {
  choose: () => null,
  started: () => {},
  ended: () => {},
  outcome: async () => "gone",
  stop: async () => {},
};

/**
 * The reader's dealer, while it holds the mailbox. On the embedded database (one process) it keeps
 * every mail. It holds a connection of its own for LISTEN and asks every ASK_MS which standbys live.
 */
export async function startDealer(app: App): Promise<Dealer> {
  if (app.db.kind !== "postgres") return alone;
  const deal = new Deal(app.config.MAIL_CONCURRENCY);
  let standbys: number[] = [];
  let conn: SqlConn | null = null;
  let stopped = false;
  /** mails dealt and not yet ended, by id */
  const waiting = new Map<number, { runner: number; since: number; settle: (r: "done" | "held" | "gone") => void }>();
  const settle = (id: number, r: "done" | "held" | "gone") => {
    const w = waiting.get(id);
    if (!w) return;
    waiting.delete(id);
    w.settle(r);
  };

  /** the asks in turn: one at a time */
  let asking: Promise<void> = Promise.resolve();
  const connect = async () => {
    let made: SqlConn | null = null;
    try {
      const c = (made = await app.db.sql());
      c.onLost?.(() => {
        // nothing more is dealt until it is back; what was dealt is asked about every ASK_MS
        if (conn === c) conn = null;
        standbys = [];
        void c.close().catch(() => {});
      });
      await c.listen?.(READER_CHANNEL, (payload) => {
        if (payload === STANDBY_HELLO) asking = asking.then(ask);
        else settle(Number(payload), "done");
      });
      conn = c;
    } catch (e) {
      app.log.warn({ err: e }, "IMAP: cannot listen for the standbys' mail; dealing none until it can");
      await made?.close().catch(() => {});
    }
  };

  const ask = async () => {
    if (!conn) await connect();
    const c = conn;
    if (!c) return;
    try {
      standbys = (await c.query<{ n: string }>(liveSql)).map((r) => Number(r.n));
      const now = Date.now();
      const quiet = [...waiting].filter(([, w]) => now - w.since >= ASK_MS).map(([id]) => id);
      if (!quiet.length) return;
      // mails heard nothing of for a while: ended without a notification (quarantined, or found done),
      // failed and left pending, or dealt to a standby that is gone
      const rows = await c.query<{ id: number; status: string; attempts: number }>(
        `SELECT id, status, attempts FROM "InboundMessage" WHERE id = ANY($1::int[])`,
        [quiet],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const id of quiet) {
        const w = waiting.get(id);
        const r = byId.get(id);
        if (!w) continue;
        if (!r || r.status !== "pending") settle(id, "done");
        else if (!standbys.includes(w.runner)) settle(id, "gone");
        else if (r.attempts > 0 || now - w.since >= HANDS_MS) settle(id, "held");
      }
    } catch (e) {
      app.log.warn({ err: e }, "IMAP: asking about the standbys failed; asking again");
      // a connection that broke without saying so (no 'error' or 'end' heard): made again at the next ask
      if (isConnectionLost(e) && conn === c) {
        conn = null;
        standbys = [];
        void c.close().catch(() => {});
      }
    }
  };

  asking = ask();
  await asking;
  const timer = setInterval(() => {
    asking = asking.then(ask);
  }, ASK_MS);
  timer.unref?.();

  return {
    choose(lanes) {
      const o = deal.choose(lanes, standbys);
      return o === HERE ? null : o;
    },
    started: (runner, lanes) => deal.start(runner ?? HERE, lanes),
    ended: (runner, lanes) => deal.end(runner ?? HERE, lanes),
    outcome(inboundId, runner) {
      if (stopped) return Promise.resolve("gone");
      return new Promise((resolve) => waiting.set(inboundId, { runner, since: Date.now(), settle: resolve }));
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await asking.catch(() => {});
      // a mail still out with a standby is left to it; the next reader's pass finds it done or runs it
      for (const id of [...waiting.keys()]) settle(id, "held");
      const c = conn;
      conn = null;
      await c?.close().catch(() => {});
    },
  };
}
