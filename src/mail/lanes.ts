// Lanes: what must stay in order. A mail's lanes are the games it names — the subject's [game-id] tag,
// and every game id among its command lines (GAME, JOIN, AS …) — and its sender's mailbox. Mails that
// share no lane may run at once; of two that share one, the earlier runs first.
//
// The lanes of a mail read from the mailbox are stored with it (InboundMessage.lanes), so that every
// instance keeps the same order: a mail is claimed only when no earlier pending mail shares a lane with
// it (inbound.ts); the reader's own pass keeps it in memory (Lanes), and so does an instance on standby
// for the mails dealt to it (deal.ts).
//
// Running a batch of mails concurrently without reordering what must stay in order. Each item names
// its lanes (the games it speaks of, its sender); an item starts only after every earlier item that
// shares a lane with it has finished, and at most `limit` items run at once. Mails for different
// games therefore overlap (one waits on the database while another computes), and the mails of one
// game are handled strictly in arrival order, as by a single loop.
//
// An item whose run returns false is "held" (still pending: another process has it, or it failed and
// will be tried again): every later item sharing a lane with it is held too, without being run, so a
// later move can never overtake an earlier one that is not done yet (unless `forgetHeld`: then the
// database's claim is what holds it).

import { mailLimit } from "./limit.ts";
import type { App } from "../app.ts";
import { parseMail, type ParsedMail } from "./parse.ts";
import { headOf } from "./bytes.ts";
import { headerText } from "./header-text.ts";
import { mailboxOf } from "../lib/normalise.ts";
import { gameIdsIn } from "../lib/game-id.ts";

/** how much of a body is searched for game ids: command lines come first, and a mail holds at most 200 */
const SCAN_BYTES = 256 * 1024;

const gameLanes = (text: string): string[] => gameIdsIn(text).map((id) => `game:${id}`);

/** A mail's lanes, and its parse when reading them took one (null: unreadable; absent: not parsed). */
export interface Read {
  lanes: string[];
  parsed?: ParsedMail | null;
}

export async function readMail(app: App, raw: Buffer | string): Promise<Read> {
  try {
    const size = typeof raw === "string" ? Buffer.byteLength(raw) : raw.length;
    const p = await parseMail(raw, { serviceAddress: app.config.MAIL_FROM, maxBytes: await mailLimit(app, size) });
    const lanes = [`from:${mailboxOf(p.from ?? "")}`];
    if (p.subjectGame) lanes.push(`game:${p.subjectGame.toLowerCase()}`);
    for (const line of p.lines.slice(0, 200)) lanes.push(...gameLanes(line));
    return { parsed: p, lanes: [...new Set(lanes)] };
  } catch {
    return { parsed: null, lanes: ["unreadable"] }; // the pipeline will quarantine it; it names no game
  }
}

/** A header's value (unfolded, decoded) from a raw header block. */
function headerOf(head: string, name: string): string {
  const m = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head);
  return headerText(m?.[1]);
}

/**
 * The lanes of a mail, read without parsing it: the From address and the game ids of the Subject and of
 * the body as it is written (quoted-printable soft breaks joined). Any game id in the text counts, not
 * only those on command lines: a lane too many only orders two mails that could have run together. A
 * body the eye cannot read (base64) is parsed instead, so that no lane is missed.
 */
export async function lanesOf(app: App, raw: Buffer | string): Promise<Read> {
  const bytes = typeof raw === "string" ? Buffer.from(raw, "utf8") : raw;
  const { head, body } = headOf(bytes);
  const text = body.subarray(0, SCAN_BYTES).toString("latin1");
  if (/content-transfer-encoding:\s*base64/i.test(head) || /content-transfer-encoding:\s*base64/i.test(text))
    return readMail(app, bytes);
  const from = headerOf(head, "from");
  const address = /<([^<>]*)>\s*$/.exec(from)?.[1] ?? from.replace(/\([^()]*\)/g, "").trim();
  const lanes = [
    `from:${mailboxOf(address)}`,
    ...gameLanes(headerOf(head, "subject")),
    ...gameLanes(text.replace(/=\r?\n/g, "")),
  ];
  return { lanes: [...new Set(lanes)] };
}

/**
 * The same rule for items that arrive one by one (the IMAP poller adds each mail as soon as it is
 * stored, while earlier ones are still running): the order of add() calls is the arrival order.
 */
export class Lanes {
  private tails = new Map<string, Promise<boolean>>();
  private active = 0;
  private queue: Array<() => void> = [];
  private forgetHeld: boolean;
  constructor(
    private limit: number,
    opts: { forgetHeld?: boolean } = {},
  ) {
    this.forgetHeld = opts.forgetHeld ?? false;
  }

  private async acquire() {
    while (this.active >= Math.max(1, this.limit)) await new Promise<void>((r) => this.queue.push(r));
    this.active++;
  }
  private release() {
    this.active--;
    this.queue.shift()?.();
  }

  /**
   * Runs `run` once every earlier item sharing a lane has finished; false (held) when one was held.
   * `slot: false`: it takes none of the `limit` places (it only waits for another instance's work).
   */
  add(lanes: string[], run: () => Promise<boolean>, { slot = true }: { slot?: boolean } = {}): Promise<boolean> {
    const own = [...new Set(lanes)];
    const before = own.map((l) => this.tails.get(l)).filter((p): p is Promise<boolean> => !!p);
    const p = (async () => {
      const earlier = await Promise.all(before);
      if (earlier.some((ok) => !ok) && !this.forgetHeld) return false;
      if (slot) await this.acquire();
      try {
        return await run();
      } catch {
        return false; // `run` reports its own errors; a throw holds the lane like a failure
      } finally {
        if (slot) this.release();
      }
    })();
    for (const l of own) this.tails.set(l, p);
    // a lane whose last item is done is forgotten (a later item would not wait for anything); one
    // whose last item was held is kept, so that every later item of it is held too, however late
    void p.then((ok) => {
      if (ok || this.forgetHeld) for (const l of own) if (this.tails.get(l) === p) this.tails.delete(l);
    });
    return p;
  }
}

export async function runInLanes<T>(
  items: T[],
  lanesOf: (item: T) => string[],
  limit: number,
  run: (item: T) => Promise<boolean>,
): Promise<boolean[]> {
  const lanes = new Lanes(limit);
  return Promise.all(items.map((item) => lanes.add(lanesOf(item), () => run(item))));
}
