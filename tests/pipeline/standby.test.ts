// Two instances on one PostgreSQL divide the stored mail: the reader deals each mail it stores to itself
// or to an instance on standby (src/mail/deal.ts), the standby runs what it is dealt (standby.ts). Each
// mail is run once, by one of the two; one game's mails, and one sender's, are run in the order they
// arrived; a standby that dies leaves its mail to the reader. Orders and counts are asserted, never
// durations (a wait is bounded, and a slow machine only makes it longer).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { openDatabase, type SqlConn } from "../../src/db/client.ts";
import { processInbound, receiveRaw } from "../../src/mail/inbound.ts";
import { composeRaw } from "../../src/mail/compose.ts";
import { laneProcessor } from "../../src/mail/batch.ts";
import { takeStoredMail } from "../../src/mail/standby.ts";
import { STANDBY_SPACE, startDealer, type Dealer } from "../../src/mail/deal.ts";
import type { App } from "../../src/app.ts";

let app: TestApp;
/** the second instance: its own connections to the same database, its transactions counted */
let other: App;
let otherTransactions = 0;
beforeAll(async () => {
  // the reader runs two mails at once: a pass of a few mails already deals some out
  app = await makeTestApp("postgres", { MAIL_CONCURRENCY: "2" });
  const db = await openDatabase({ databaseUrl: app.url!, dataDir: "/nonexistent" });
  const transaction = db.transaction.bind(db);
  db.transaction = (f, o) => (otherTransactions++, transaction(f, o));
  other = { ...app, db };
});
afterAll(async () => {
  await other?.db.close();
  await app?.close();
});

const pw: Record<string, string> = {};
let seq = 0;

async function runningGame(tag: string): Promise<{ id: string; people: string[] }> {
  const people = ["a", "b"].map((x) => `${x}-${tag}@standby.test`);
  for (const [i, p] of people.entries()) pw[p] = await app.register(p, `${tag.toUpperCase()}${"ab"[i]}`);
  const id = /created (trente-\d+)/.exec(await app.send(people[0], `PASSWORD ${pw[people[0]]}\nCREATE trente\nJOIN`))![1];
  await app.send(people[1], `PASSWORD ${pw[people[1]]}\nJOIN ${id}`);
  expect(await app.send(people[0], `PASSWORD ${pw[people[0]]}\nSTART ${id}`)).toMatch(/OK/);
  return { id, people };
}

async function mail(from: string, body: string) {
  return composeRaw({
    from,
    to: app.config.MAIL_FROM,
    subject: "moves",
    text: `PASSWORD ${pw[from]}\n${body}`,
    messageId: `standby-${++seq}@test`,
  });
}

/**
 * What the reader's pass does with each mail (src/mail/imap.ts, syncInbox): store it, dealt, and hand it
 * to the pass's lanes; resolves with each mail's id and end once all ended.
 */
async function readerPass(dealer: Dealer, bodies: Array<{ from: string; body: string; game: string }>) {
  const proc = laneProcessor(app, { dealer });
  const out: Array<{ inboundId: number; game: string; runner: number | null; done: Promise<"done" | "held"> }> = [];
  for (const b of bodies) {
    const raw = await mail(b.from, b.body);
    const r = await receiveRaw(app, raw, "imap", (lanes) => dealer.choose(lanes));
    out.push({ inboundId: r.inboundId, game: b.game, runner: r.runner, done: proc.add({ ...r, raw }) });
  }
  const ends = await Promise.all(out.map((o) => o.done));
  return out.map((o, i) => ({ ...o, end: ends[i] }));
}

/** The order in which mails were run: by their replies' outbox ids (a mail's rows are written in its transaction). */
async function runOrder(ids: number[]): Promise<number[]> {
  const replies = await app.db.prisma.outbox.findMany({
    where: { inboundId: { in: ids }, kind: { in: ["reply", "reply-error", "reply-auth"] } },
    orderBy: { id: "asc" },
  });
  return replies.map((r) => r.inboundId!);
}

/** The standby numbers the database holds now. */
async function standbys(): Promise<number[]> {
  const rows = await app.db.statements.rows<{ n: string }>(
    `SELECT objid::int8 AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1 AND objsubid = 2`,
    STANDBY_SPACE,
  );
  return rows.map((r) => Number(r.n));
}

async function until(ok: () => Promise<boolean>, what: string, ms = 30_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (await ok()) return;
  throw new Error(`still not ${what} after ${ms} ms`);
}

/** Every mail's replies: exactly one each, and per game in the order the mails arrived. */
async function ranOnceInOrder(mails: Array<{ inboundId: number; game: string }>) {
  const order = await runOrder(mails.map((m) => m.inboundId));
  expect(order.slice().sort((a, b) => a - b)).toEqual(mails.map((m) => m.inboundId).sort((a, b) => a - b));
  for (const g of new Set(mails.map((m) => m.game))) {
    const ids = mails.filter((m) => m.game === g).map((m) => m.inboundId);
    expect(order.filter((id) => ids.includes(id))).toEqual(ids);
  }
}

describe("the reader deals stored mail to an instance on standby", () => {
  it("divides the mails between the two: each run once, one game's mails in arrival order", async () => {
    const games = await Promise.all(["sa", "sb", "sc", "sd"].map((t) => runningGame(t)));
    let stop = false;
    const standby = takeStoredMail(other, () => stop, 2);
    await until(async () => (await standbys()).length === 1, "on standby");
    const dealer = await startDealer(app);
    const before = otherTransactions;
    try {
      // four mails a game, alternating between its two players, interleaved across games as they arrive
      const bodies = [];
      for (let k = 0; k < 4; k++)
        for (const g of games) bodies.push({ from: g.people[k % 2], body: `GAME ${g.id}\nSTATUS ${g.id}`, game: g.id });
      const mails = await readerPass(dealer, bodies);
      expect(mails.every((m) => m.end === "done")).toBe(true);
      const rows = await app.db.prisma.inboundMessage.findMany({ where: { id: { in: mails.map((m) => m.inboundId) } } });
      expect(rows.every((r) => r.status === "done")).toBe(true);
      // both ran some: the standby the ones dealt to it, one transaction each, and the reader the rest
      const dealt = mails.filter((m) => m.runner !== null).length;
      expect(dealt).toBeGreaterThan(0);
      expect(dealt).toBeLessThan(mails.length);
      expect(otherTransactions - before).toBe(dealt);
      await ranOnceInOrder(mails);
    } finally {
      await dealer.stop();
      stop = true;
      await standby;
    }
    // its number went with its connection
    expect(await standbys()).toEqual([]);
  });

  it("runs here what was dealt to a standby that died before it ran it", async () => {
    // more games than the reader has places: some are dealt out
    const games = await Promise.all(["se", "sf", "sh", "si"].map((t) => runningGame(t)));
    // a standby that holds a number and never runs anything, then dies
    const ghost: SqlConn = await app.db.sql();
    await ghost.query(`SELECT pg_advisory_lock($1::int, 4242)`, [STANDBY_SPACE]);
    const dealer = await startDealer(app);
    try {
      const bodies = [];
      for (let k = 0; k < 2; k++)
        for (const g of games) bodies.push({ from: g.people[k % 2], body: `GAME ${g.id}\nSTATUS ${g.id}`, game: g.id });
      const pass = readerPass(dealer, bodies);
      // the reader dealt some to it, and waits for them
      await until(
        async () => (await app.db.prisma.inboundMessage.count({ where: { runner: 4242, status: "pending" } })) > 0,
        "dealt",
      );
      await ghost.close();
      const mails = await pass;
      expect(mails.some((m) => m.runner === 4242)).toBe(true);
      expect(mails.every((m) => m.end === "done")).toBe(true);
      await ranOnceInOrder(mails);
    } finally {
      await dealer.stop();
      await ghost.close().catch(() => {});
    }
  });

  it("a dealt mail waits for an earlier pending mail of its game that another instance runs", async () => {
    const g = await runningGame("sg");
    let stop = false;
    const standby = takeStoredMail(other, () => stop, 2);
    await until(async () => (await standbys()).length === 1, "on standby");
    const [number] = await standbys();
    const before = otherTransactions;
    try {
      // the first is stored for the reader and not run yet; the second is dealt to the standby
      const first = await receiveRaw(app, await mail(g.people[0], `GAME ${g.id}\nSTATUS ${g.id}`), "imap");
      const second = await receiveRaw(app, await mail(g.people[1], `GAME ${g.id}\nSTATUS ${g.id}`), "imap", () => number);
      expect(second.runner).toBe(number);
      // the standby tries it and is held back by the first (the claim's rule, inbound.ts)
      await until(async () => otherTransactions > before, "tried");
      expect((await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: second.inboundId } })).status).toBe("pending");
      expect(await processInbound(app, first.inboundId)).toBe("done");
      // its next ask finds it again and runs it
      await until(
        async () => (await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: second.inboundId } })).status === "done",
        "run",
      );
      expect(await runOrder([first.inboundId, second.inboundId])).toEqual([first.inboundId, second.inboundId]);
    } finally {
      stop = true;
      await standby;
    }
  });

  it("runs each mail once whatever it is told: repeated, forged and broken notifications", async () => {
    const g = await runningGame("sj");
    let stop = false;
    const standby = takeStoredMail(other, () => stop, 2);
    await until(async () => (await standbys()).length === 1, "on standby");
    const [number] = await standbys();
    try {
      const dealt = await receiveRaw(app, await mail(g.people[0], `GAME ${g.id}\nSTATUS ${g.id}`), "imap", () => number);
      // a mail the reader kept, named to the standby by a forged notification
      const kept = await receiveRaw(app, await mail(g.people[1], `GAME ${g.id}\nSTATUS ${g.id}`), "imap");
      const say = (payload: string) => app.db.statements.rows(`SELECT pg_notify('herald_run', $1)::text`, payload);
      for (const payload of [
        JSON.stringify({ run: dealt.inboundId, to: number, lanes: dealt.lanes }),
        JSON.stringify({ run: dealt.inboundId, to: number, lanes: dealt.lanes }),
        JSON.stringify({ run: kept.inboundId, to: number, lanes: kept.lanes }),
        JSON.stringify({ run: kept.inboundId, to: number, lanes: [] }),
        JSON.stringify({ run: 2 ** 40, to: number, lanes: ["game:nope-1"] }),
        JSON.stringify({ run: "x", to: number, lanes: 7 }),
        "{",
        "",
      ])
        await say(payload);
      const status = async (id: number) => (await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id } })).status;
      await until(async () => (await status(dealt.inboundId)) === "done", "done");
      // the reader runs its own mail, which the forged notifications also named to the standby: whichever
      // of the two claims it runs it
      await processInbound(app, kept.inboundId);
      await until(async () => (await status(kept.inboundId)) === "done", "done");
      await new Promise((r) => setTimeout(r, 1500)); // one more ask of the standby's
      expect(await runOrder([dealt.inboundId, kept.inboundId])).toEqual([dealt.inboundId, kept.inboundId]);
    } finally {
      stop = true;
      await standby;
    }
  });

  it("deals nothing on the embedded database (one process)", async () => {
    const lite = await makeTestApp("pglite");
    try {
      const dealer = await startDealer(lite);
      expect(dealer.choose(["game:trente-1"])).toBeNull();
      await dealer.stop();
    } finally {
      await lite.close();
    }
  });
});
