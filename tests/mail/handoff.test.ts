// Mail handed from the pipeline to this process's sender (src/outbox/outbox.ts): the rows of a mail
// are written claimed and sent after the commit without a claim, each exactly once — also when the
// sender stops before sending them, when it is paused, and when it holds them too long.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { guessEngine } from "../helpers/tiny-game.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { sqlDuring } from "../helpers/sql-seen.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.ts";
import { SmtpPool } from "../../src/mail/smtp-pool.ts";
import { claimOutbox, drainOutbox, Handed, startSender } from "../../src/mail/sender.ts";
import { claimForSender, handOver, setTaker } from "../../src/outbox/outbox.ts";
import type { OutboxRow } from "../../src/outbox/outbox.ts";

let app: TestApp;
let sink: SmtpSink;
const transport = () => new SmtpPool({ host: "127.0.0.1", port: sink.port, secure: false, ignoreTLS: true }, null, 4);

const isClaim = (sql: string) => /SET status = 'sending'/.test(sql);
const until = async (what: string, ok: () => Promise<boolean>, ms = 10_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (await ok()) return;
  throw new Error(`timed out waiting for ${what}`);
};

beforeAll(async () => {
  app = await makeTestApp("postgres", {}, [guessEngine]);
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
  await app?.close();
});
beforeEach(() => void (sink.mails.length = 0));

describe("mail handed to this process's sender", () => {
  it("a mail's rows are written claimed and delivered after the commit without a claim, once, replies first", async () => {
    const pw = await app.register("ann@example.test", "Ann");
    const bobPw = await app.register("bob@example.test", "Bob");
    await app.db.prisma.outbox.deleteMany({}); // the REGISTER replies, written before any sender ran
    const t = transport();
    const stop = startSender(app, { transport: t, pollMs: 60_000 });
    // its first round (a claim) done, whatever the machine's load: then it sleeps for a minute
    await until("the sender's first round", async () => stop.status.lastDrain !== null);
    try {
      const [, seen] = await sqlDuring(async () => {
        const created = await app.send("ann@example.test", `PASSWORD ${pw}\nCREATE guess\nJOIN`);
        const id = /created (guess-\d+)/.exec(created)![1];
        await app.send("bob@example.test", `PASSWORD ${bobPw}\nJOIN ${id}`);
        await sink.waitFor(3, 10_000); // Ann's reply; Bob's reply and Ann's news of his JOIN
      });
      // written claimed inside the mail's transaction, never claimed by the sender
      expect(seen.filter(isClaim)).toEqual([]);
      await until(
        "all rows marked sent",
        async () => (await app.db.prisma.outbox.count({ where: { status: { not: "sent" } } })) === 0,
      );
      const rows = await app.db.prisma.outbox.findMany({ orderBy: { id: "asc" } });
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
      // every row went out once, with its own Message-ID
      const ids = sink.mails.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort()).toEqual(rows.map((r) => r.messageId).sort());
    } finally {
      await stop();
      t.close();
    }
  });

  it("a stopping sender gives back what it holds: queued again, due now, and sent once by the next", async () => {
    await app.db.prisma.outbox.deleteMany({});
    const real = transport();
    // a transport that holds the first mail until told: the sender is mid-round when rows are handed over
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let first = true;
    const slow = {
      async sendMail(m: Parameters<typeof real.sendMail>[0]) {
        if (first) {
          first = false;
          await held;
        }
        return real.sendMail(m);
      },
      close: () => {},
    } as unknown as typeof real;
    const mail = (messageId: string, status: string, lease = 0) =>
      app.db.prisma.outbox.create({
        data: {
          messageId,
          toAddress: "fay@example.test",
          kind: "reply",
          subject: "s",
          body: "b\n",
          status,
          attempts: status === "sending" ? 1 : 0,
          nextAttemptAt: new Date(app.now().getTime() + lease), // the service clock the sender claims by
        },
      });
    await mail("claimed-1@example.test", "queued");
    const stop = startSender(app, { transport: slow, pollMs: 60_000 });
    await until("the first mail on its way", async () => !first);
    // a committed mail's row, written claimed and handed over while the sender is busy
    const h = { leasedUntil: new Date(app.now().getTime() + 120_000), rows: [] as OutboxRow[] };
    const row = await mail("handed-1@example.test", "sending", 120_000);
    h.rows.push({ ...row, id: null, sentAt: undefined });
    expect(handOver(app, h)).toBe(true);
    const stopping = stop();
    release();
    await stopping;
    // not sent by the stopped sender, not left leased for two minutes: queued again, due now
    const after = await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } });
    expect([after.status, after.attempts, after.nextAttemptAt <= app.now()]).toEqual(["queued", 0, true]);
    expect(await drainOutbox(app, real)).toMatchObject({ sent: 1 });
    real.close();
    expect(sink.mails.map((m) => m.messageId).sort()).toEqual(["claimed-1@example.test", "handed-1@example.test"]);
  });

  it("one slow mail holds up no other: the rest go out on the other connections meanwhile", async () => {
    await app.db.prisma.outbox.deleteMany({});
    const real = transport();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const slow = {
      async sendMail(m: Parameters<typeof real.sendMail>[0]) {
        if (String(m.raw).includes("slow-1@example.test")) await held;
        return real.sendMail(m);
      },
      close: () => {},
    } as unknown as typeof real;
    const q = new Handed(120_000);
    const rows: OutboxRow[] = [];
    for (const id of ["slow-1", "a", "b", "c", "d", "e", "f", "g"]) {
      const r = await app.db.prisma.outbox.create({
        data: {
          messageId: `${id}@example.test`,
          toAddress: "gus@example.test",
          kind: "reply",
          subject: "s",
          body: "b\n",
          status: "sending",
          attempts: 1,
          nextAttemptAt: new Date(app.now().getTime() + 120_000),
        },
      });
      rows.push({ ...r, id: null, sentAt: undefined });
    }
    q.add(rows);
    const round = drainOutbox(app, slow, { concurrency: 4 }, { handed: q, claim: false });
    await sink.waitFor(7, 10_000); // the seven others, while the first is held
    expect(sink.mails.map((m) => m.messageId)).not.toContain("slow-1@example.test");
    release();
    expect(await round).toMatchObject({ claimed: 8, sent: 8 });
    real.close();
    expect(await app.db.prisma.outbox.count({ where: { toAddress: "gus@example.test", status: "sent" } })).toBe(8);
  });

  it("the queue: replies before news; a row held past half its lease is let go for a claim", async () => {
    const row = (messageId: string, autoSubmitted: string): OutboxRow => ({
      id: null,
      messageId,
      toAddress: "x@example.test",
      subject: "s",
      body: "b",
      replyTo: null,
      inReplyTo: null,
      references: null,
      autoSubmitted,
      attempts: 1,
    });
    const q = new Handed(120_000);
    q.add([row("n1", "auto-generated"), row("n2", "auto-generated"), row("r1", "auto-replied")]);
    q.add([row("n3", "auto-generated"), row("r2", "auto-replied")]);
    expect(q.next(3).map((r) => r.messageId)).toEqual(["r1", "r2", "n1"]);
    expect(q.next(5).map((r) => r.messageId)).toEqual(["n2", "n3"]);
    const short = new Handed(40);
    short.add([row("late", "auto-replied")]);
    await new Promise((r) => setTimeout(r, 40)); // past half its lease (20 ms)
    expect(short.next(5)).toEqual([]);
    expect(short.size).toBe(0);
  });

  it("a sender that cannot keep up takes no more than 1,000 rows: later ones are written queued", async () => {
    const real = transport();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const stuck = {
      async sendMail(m: Parameters<typeof real.sendMail>[0]) {
        await held;
        return real.sendMail(m);
      },
      close: () => {},
    } as unknown as typeof real;
    const stop = startSender(app, { transport: stuck, pollMs: 60_000 });
    const fake = (i: number): OutboxRow => ({
      id: null,
      messageId: `never-${i}@example.test`,
      toAddress: "hal@example.test",
      subject: "s",
      body: "b",
      replyTo: null,
      inReplyTo: null,
      references: null,
      autoSubmitted: "auto-generated",
      attempts: 1,
    });
    expect(handOver(app, { leasedUntil: new Date(app.now().getTime() + 120_000), rows: [fake(0)] })).toBe(true); // the sender is now stuck on it
    expect(claimForSender(app)).not.toBeNull();
    handOver(app, {
      leasedUntil: new Date(app.now().getTime() + 120_000),
      rows: Array.from({ length: 1000 }, (_, i) => fake(i + 1)),
    });
    expect(claimForSender(app)).toBeNull();
    const stopping = stop();
    release();
    await stopping;
    real.close();
  });

  it("a row written claimed is leased on the service clock: no claim takes it before its lease ends, whatever today's date", async () => {
    await app.db.prisma.outbox.deleteMany({});
    const saved = app.clock.now;
    app.clock.now = new Date(Date.now() + 365 * 24 * 3600_000); // the service clock a year from the real one
    const held: OutboxRow[] = [];
    setTaker(app, { leaseMs: 120_000, active: () => true, take: (rows) => void held.push(...rows), kick: () => {} }); // takes, never sends
    try {
      await app.register("ivy@example.test", "Ivy"); // its reply is written claimed and handed over
      expect(held.map((r) => r.toAddress)).toEqual(["ivy@example.test"]);
      const row = await app.db.prisma.outbox.findFirstOrThrow({ where: { toAddress: "ivy@example.test" } });
      expect(row.status).toBe("sending");
      expect(await claimOutbox(app, 10, 120_000)).toEqual([]); // leased: another sender must not send it too
      // the lease runs from the commit, which may come up to the mail's time budget later: budget + lease
      const leaseMs = app.config.MAIL_TIME_BUDGET_SECONDS * 1000 + 120_000;
      app.clock.now = new Date(app.clock.now.getTime() + leaseMs - 1000); // a second before its end: still leased
      expect(await claimOutbox(app, 10, 120_000)).toEqual([]);
      app.clock.now = new Date(app.clock.now.getTime() + 2000); // the lease has run out: now a claim takes it
      expect((await claimOutbox(app, 10, 120_000)).map((r) => r.messageId)).toEqual([row.messageId]);
    } finally {
      setTaker(app, null);
      app.clock.now = saved;
    }
  });

  it("no sender taking rows (none here, paused or stopping): rows are written queued, as ever", async () => {
    expect(claimForSender(app)).toBeNull();
    setTaker(app, { leaseMs: 1000, active: () => false, take: () => {}, kick: () => {} });
    expect(claimForSender(app)).toBeNull();
    setTaker(app, null);
    await app.db.prisma.outbox.deleteMany({});
    await app.register("eve@example.test", "Eve");
    expect((await app.db.prisma.outbox.findFirstOrThrow({ where: { toAddress: "eve@example.test" } })).status).toBe("queued");
  });
});
