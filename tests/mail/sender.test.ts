// The outbox sender against a real PostgreSQL and an smtp-server sink: headers from the row,
// retries with backoff on temporary failures, permanent failures marked, a crashed sender's row
// taken again after its lease, and two senders never sending one row twice.
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { PasswordCache } from "../../src/accounts/password-cache.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SmtpPool, type MailTransport } from "../../src/mail/smtp-pool.ts";
import { loadConfig } from "../../src/config.ts";
import { makeLogger } from "../../src/log.ts";
import type { App } from "../../src/app.ts";
import { backoffMs, claimOutbox, drainOutbox, notifyOutbox, SentMarks, startSender } from "../../src/mail/sender.ts";
import { openTestDatabase } from "../helpers/db.ts";
import { sqlDuring } from "../helpers/sql-seen.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.ts";
import { freePort } from "../helpers/dovecot.ts";
import { GONE_AFTER_MS, GoneSenders, holdInstance, LOCK_SPACE } from "../../src/mail/sender-instance.ts";

/** Waits for a condition (no deadline of its own: the test's timeout is the limit). */
async function until(cond: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await cond())) await new Promise((r) => setTimeout(r, 20));
}

let app: App & { clock: { now: Date } };
let close: () => Promise<void>;
let sink: SmtpSink;

beforeAll(async () => {
  const t = await openTestDatabase("postgres");
  close = t.close;
  sink = await startSmtpSink();
  const clock = { now: new Date("2026-11-29T12:00:00Z") };
  app = {
    config: loadConfig({ MAIL_FROM: "herald@example.test" }),
    db: t.db,
    log: makeLogger("silent"),
    games: new Games(GAMES),
    passwords: new PasswordCache(),
    now: () => new Date(clock.now),
    clock,
  };
});
afterAll(async () => {
  await sink?.stop();
  await close?.();
});
beforeEach(async () => {
  await app.db.prisma.outbox.deleteMany({});
  sink.mails.length = 0;
  app.clock.now = new Date("2026-11-29T12:00:00Z");
});

/** Herald's own transport (smtp-pool.ts) on the sink */
const transport = (port = sink.port) => new SmtpPool({ host: "127.0.0.1", port, secure: false, ignoreTLS: true }, null, 4);

let n = 0;
async function queue(over: Partial<Parameters<App["db"]["prisma"]["outbox"]["create"]>[0]["data"]> = {}) {
  n++;
  return app.db.prisma.outbox.create({
    data: {
      messageId: `m${n}.${Date.now()}@example.test`,
      toAddress: `p${n}@example.com`,
      kind: "reply",
      subject: "Re: your commands",
      body: `Hello ${n}\n`,
      nextAttemptAt: app.now(),
      ...over,
    },
  });
}

describe("outbox sender", () => {
  it("delivers a REGISTER reply's password, then keeps the sent row without it", async () => {
    const row = await queue({
      body: '> REGISTER Ann\nOK Welcome, Ann. Your password is: abcd-efgh-jkmn\nKeep it: put a line "PASSWORD abcd-efgh-jkmn" in your mails\n',
    });
    const t = transport();
    await drainOutbox(app, t);
    t.close();
    expect(sink.mails.map((m) => m.parsed.text).join()).toContain("abcd-efgh-jkmn");
    const kept = await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } });
    expect(kept.status).toBe("sent");
    expect(kept.body).not.toContain("abcd-efgh-jkmn");
  });

  it("sends a row with its fixed Message-ID, threading, Reply-To and Auto-Submitted headers", async () => {
    const row = await queue({
      toAddress: "ann@example.com",
      subject: "[regicide-12] Re: your turn",
      body: "PLAY 7H: OK\nÉtat: ♥ ♠ Ζωή\n",
      replyTo: "herald+0123456789abcdef0123456789abcdef@example.test",
      inReplyTo: "CAF123@mail.example.com",
      references: "<a1@example.test> <CAF123@mail.example.com>",
      autoSubmitted: "auto-replied",
    });
    const t = transport();
    const r = await drainOutbox(app, t);
    t.close();
    expect(r).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0, paused: 0 });
    const [m] = await sink.waitFor(1);
    expect(m.to).toEqual(["ann@example.com"]);
    expect(m.from).toBe("herald@example.test");
    expect(m.messageId).toBe(row.messageId);
    expect(m.parsed.inReplyTo).toBe("<CAF123@mail.example.com>");
    expect(m.parsed.references).toEqual(["<a1@example.test>", "<CAF123@mail.example.com>"]);
    expect(m.parsed.replyTo?.value[0].address).toBe("herald+0123456789abcdef0123456789abcdef@example.test");
    expect(m.header("auto-submitted")).toBe("auto-replied");
    expect(m.parsed.subject).toBe("[regicide-12] Re: your turn");
    expect(m.parsed.text).toContain("État: ♥ ♠ Ζωή");
    const after = await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.status).toBe("sent");
    expect(after.sentAt).not.toBeNull();
    expect(after.attempts).toBe(1);
  });

  it("auto-generated mails say so; no Reply-To when the row has none", async () => {
    await queue({ autoSubmitted: "auto-generated", kind: "public" });
    const t = transport();
    await drainOutbox(app, t);
    t.close();
    const [m] = await sink.waitFor(1);
    expect(m.header("auto-submitted")).toBe("auto-generated");
    expect(m.parsed.replyTo).toBeUndefined();
    expect(m.parsed.inReplyTo).toBeUndefined();
  });

  it("a 5xx answer marks the row failed with its error, and it is never tried again", async () => {
    sink.reject("gone@example.com", 550, "5.1.1 No such user");
    const row = await queue({ toAddress: "gone@example.com" });
    const t = transport();
    expect(await drainOutbox(app, t)).toMatchObject({ claimed: 1, failed: 1 });
    const after = await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.status).toBe("failed");
    expect(after.lastError).toMatch(/550/);
    app.clock.now = new Date(app.clock.now.getTime() + 7 * 86400_000);
    expect((await drainOutbox(app, t)).claimed).toBe(0);
    t.close();
  });

  it("a 4xx answer is retried later with exponential backoff, then sent", async () => {
    sink.reject("busy@example.com", 451, "4.3.0 Try again later");
    const row = await queue({ toAddress: "busy@example.com" });
    const t = transport();
    expect(await drainOutbox(app, t, { retryBaseMs: 60_000 })).toMatchObject({ retried: 1 });
    let r = await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } });
    expect(r.status).toBe("queued");
    expect(r.lastError).toMatch(/451/);
    const wait1 = r.nextAttemptAt.getTime() - app.now().getTime();
    expect(wait1).toBeGreaterThanOrEqual(48_000);
    expect(wait1).toBeLessThanOrEqual(72_000);
    expect((await drainOutbox(app, t)).claimed).toBe(0); // not due yet
    app.clock.now = new Date(r.nextAttemptAt.getTime() + 1);
    await drainOutbox(app, t, { retryBaseMs: 60_000 });
    r = await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } });
    const wait2 = r.nextAttemptAt.getTime() - app.now().getTime();
    expect(wait2).toBeGreaterThanOrEqual(96_000); // doubled
    sink.reject("busy@example.com", 0); // accept again
    app.clock.now = new Date(r.nextAttemptAt.getTime() + 1);
    expect(await drainOutbox(app, t)).toMatchObject({ sent: 1 });
    t.close();
    r = await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } });
    expect(r).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(sink.mails.filter((m) => m.to.includes("busy@example.com"))).toHaveLength(1);
  });

  it("an unreachable SMTP server pauses sending: the row stays queued, due, its attempt not counted", async () => {
    const row = await queue();
    const t = new SmtpPool({ host: "127.0.0.1", port: await freePort(), ignoreTLS: true, connectionTimeout: 2000 }, null);
    for (let i = 1; i <= 3; i++) {
      const r = await drainOutbox(app, t, { maxAttempts: 3, retryBaseMs: 1000 });
      expect(r).toMatchObject({ claimed: 1, paused: 1, retried: 0, failed: 0, outage: true });
      expect(r.pausedReason).toMatch(/smtp server unreachable/);
      const after = await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } });
      expect(after).toMatchObject({ status: "queued", attempts: 0, nextAttemptAt: app.now() });
      expect(after.lastError).toMatch(/ECONNREFUSED/);
    }
    t.close();
  });

  it("sending resumes as soon as the server answers again: every queued mail at once, not each at its own retry slot", async () => {
    const port = await freePort();
    const t = new SmtpPool({ host: "127.0.0.1", port, ignoreTLS: true, connectionTimeout: 2000 }, null, 4);
    for (let i = 0; i < 3; i++) await queue();
    // the default retry delay (30 s): a mail given its own retry slot would not arrive in this test
    const stop = startSender(app, { transport: t, pollMs: 60_000, outageProbeMs: 100 });
    try {
      await until(() => /smtp server unreachable/.test(stop.status.paused?.reason ?? ""));
      expect(await app.db.prisma.outbox.count({ where: { status: "queued", attempts: 0 } })).toBe(3);
      const back = await startSmtpSink({ port });
      try {
        await back.waitFor(3, 10_000);
        await until(() => stop.status.paused === null);
      } finally {
        await stop();
        t.close(); // before the server stops: it waits for open connections
        await back.stop();
      }
    } finally {
      t.close();
    }
    expect(await app.db.prisma.outbox.count({ where: { status: "sent" } })).toBe(3);
  });

  it("a row left 'sending' by a sender instance gone for GONE_AFTER_MS is claimed; a living instance's, or one whose lock came back, waits for its lease", async () => {
    const living = await holdInstance(app);
    const gone = await holdInstance(app);
    const cut = await holdInstance(app);
    const goneId = gone.current()!;
    const cutId = cut.current()!;
    await gone.release(); // as when its process was killed: the database drops the lock
    await cut.release(); // as when a living process's connection was cut: it takes the same number again
    const later = new Date(app.now().getTime() + 600_000);
    const mine = await queue({ status: "sending", attempts: 1, nextAttemptAt: later, claimedBy: living.current() });
    const orphan = await queue({ status: "sending", attempts: 1, nextAttemptAt: later, claimedBy: goneId });
    const back = await queue({ status: "sending", attempts: 1, nextAttemptAt: later, claimedBy: cutId });
    const seen = new GoneSenders();
    const round = () => drainOutbox(app, t, {}, { gone: seen });
    const step = (ms: number) => (app.clock.now = new Date(app.clock.now.getTime() + ms));
    const t = transport();
    const relock = await app.db.sql();
    try {
      expect((await round()).claimed).toBe(0); // both seen without their lock: not yet gone
      step(GONE_AFTER_MS / 2);
      await relock.query(`SELECT pg_advisory_lock($1::int, $2::int)`, [LOCK_SPACE, cutId]);
      expect((await round()).claimed).toBe(0); // the cut one is back: forgotten
      step(GONE_AFTER_MS / 2);
      expect(await round()).toMatchObject({ claimed: 1, sent: 1 });
      expect(sink.mails.map((m) => m.to[0])).toEqual([orphan.toAddress]);
      const status = async (id: number) => (await app.db.prisma.outbox.findUniqueOrThrow({ where: { id } })).status;
      expect([await status(mine.id), await status(back.id)]).toEqual(["sending", "sending"]);
      await living.release();
      step(1000);
      expect((await round()).claimed).toBe(0); // seen gone just now
      step(GONE_AFTER_MS);
      expect(await round()).toMatchObject({ claimed: 1, sent: 1 });
      expect(sink.mails.map((m) => m.to[0])).toEqual([orphan.toAddress, mine.toAddress]);
    } finally {
      t.close();
      await relock.close();
      await living.release();
    }
  });

  it("a row left 'sending' by a crashed sender is taken again once its lease runs out", async () => {
    const row = await queue({ status: "sending", attempts: 1, nextAttemptAt: new Date(app.now().getTime() + 60_000) });
    const t = transport();
    expect((await drainOutbox(app, t)).claimed).toBe(0); // still leased
    app.clock.now = new Date(app.clock.now.getTime() + 61_000);
    expect(await drainOutbox(app, t)).toMatchObject({ claimed: 1, sent: 1 });
    t.close();
    expect((await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } })).attempts).toBe(2);
  });

  it("replies are claimed before older news mails; each kind oldest first; a row not yet due waits", async () => {
    const t0 = app.now().getTime();
    const at = (s: number) => new Date(t0 - 10_000 + s * 1000);
    const news1 = await queue({ kind: "public", nextAttemptAt: at(1) });
    const news2 = await queue({ kind: "private", nextAttemptAt: at(2) });
    const reply = await queue({ kind: "reply", nextAttemptAt: at(3) });
    const error = await queue({ kind: "reply-error", nextAttemptAt: at(4) });
    await queue({ kind: "reply", nextAttemptAt: new Date(t0 + 60_000) }); // not due yet
    expect((await claimOutbox(app, 1, 60_000)).map((r) => r.id)).toEqual([reply.id]);
    expect((await claimOutbox(app, 2, 60_000)).map((r) => r.id).sort()).toEqual([error.id, news1.id].sort());
    expect((await claimOutbox(app, 5, 60_000)).map((r) => r.id)).toEqual([news2.id]);
  });

  it("a group's sent rows are all recorded sent, their passwords masked, other bodies kept as they were", async () => {
    const rows = await Promise.all([1, 2, 3].map((i) => queue({ body: `Your password is: secret${i}pw\n` })));
    const plain = await Promise.all([4, 5, 6].map((i) => queue({ body: `Move ${i}: OK\nÉtat ♥ Ζωή\n` })));
    const t = transport();
    // groups of two: each group's rows are marked sent with the next group's claim, the last one alone
    expect(await drainOutbox(app, t, { concurrency: 2 })).toMatchObject({ claimed: 6, sent: 6 });
    t.close();
    const after = await app.db.prisma.outbox.findMany({ where: { id: { in: rows.map((r) => r.id) } } });
    expect(after.map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
    for (const r of after) {
      expect(r.sentAt).not.toBeNull();
      expect(r.body).not.toMatch(/secret\dpw/);
    }
    const kept = await app.db.prisma.outbox.findMany({ where: { id: { in: plain.map((r) => r.id) } }, orderBy: { id: "asc" } });
    expect(kept.map((r) => [r.status, r.body])).toEqual(plain.sort((a, b) => a.id - b.id).map((r) => ["sent", r.body]));
  });

  it("the running sender's rounds: one round trip each (the last group's marks go with the next claim); nothing stays unmarked", async () => {
    const t = transport();
    const status = async (id: number) => (await app.db.prisma.outbox.findUniqueOrThrow({ where: { id } })).status;
    try {
      const marks = new SentMarks();
      const a = await queue();
      const [first, seen] = await sqlDuring(() => drainOutbox(app, t, {}, { marks }));
      expect(first).toMatchObject({ claimed: 1, sent: 1 });
      expect(seen).toHaveLength(1); // the claim: fewer rows than asked for, so no second claim
      expect(await status(a.id)).toBe("sending"); // delivered, held to be marked with the next claim
      expect(marks.rows.map((r) => r.id)).toEqual([a.id]);
      const b = await queue();
      const deliveredAt = app.now();
      app.clock.now = new Date(app.clock.now.getTime() + 60_000); // the mark comes a minute later
      const [, again] = await sqlDuring(() => drainOutbox(app, t, {}, { marks }));
      // a's mark, then b's claim: two statements, pipelined in one round trip
      expect(again).toHaveLength(2);
      expect(again[0]).toMatch(/^UPDATE "Outbox" o SET status = 'sent'/);
      expect([await status(a.id), await status(b.id)]).toEqual(["sent", "sending"]);
      // with the time the server accepted it, not the time of its mark
      expect((await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: a.id } })).sentAt).toEqual(deliveredAt);
      await marks.flush(app);
      expect(await status(b.id)).toBe("sent");
      // a claim that fails keeps what it was to mark, for the next one
      marks.rows = [{ ...b, id: b.id }] as never;
      const broken = { ...app, db: { ...app.db, statements: null as never } };
      await expect(drainOutbox(broken, t, {}, { marks })).rejects.toThrow();
      expect(marks.rows.map((r) => r.id)).toEqual([b.id]);
    } finally {
      t.close();
    }
    // the running sender: a lone mail is marked sent without any further mail, and a stop marks what it holds
    const t2 = transport();
    const stop = startSender(app, { transport: t2, pollMs: 60_000 });
    const c = await queue();
    notifyOutbox(app);
    await sink.waitFor(1, 5000);
    for (let i = 0; i < 100 && (await status(c.id)) !== "sent"; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await status(c.id)).toBe("sent");
    const d = await queue();
    notifyOutbox(app);
    await sink.waitFor(2, 5000);
    await stop();
    t2.close();
    expect(await status(d.id)).toBe("sent");
  });

  it("rows in local mode ('local') are never sent", async () => {
    await queue({ status: "local" });
    const t = transport();
    expect((await drainOutbox(app, t)).claimed).toBe(0);
    t.close();
  });

  it("two senders draining at once send every row exactly once", async () => {
    for (let i = 0; i < 120; i++) await queue();
    const t1 = transport();
    const t2 = transport();
    const drainAll = async (t: MailTransport) => {
      let total = 0;
      for (;;) {
        const r = await drainOutbox(app, t, { batch: 7 });
        total += r.sent;
        if (!r.claimed) return total;
      }
    };
    const [a, b] = await Promise.all([drainAll(t1), drainAll(t2)]);
    t1.close();
    t2.close();
    expect(a + b).toBe(120);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(sink.mails).toHaveLength(120);
    expect(new Set(sink.mails.map((m) => m.messageId)).size).toBe(120);
    expect(await app.db.prisma.outbox.count({ where: { status: "sent" } })).toBe(120);
  });

  it("startSender drains in the background, wakes on notifyOutbox, and stops cleanly", async () => {
    const t = transport();
    const stop = startSender(app, { transport: t, pollMs: 60_000 });
    await new Promise((r) => setTimeout(r, 200)); // first round done, now sleeping for a minute
    await queue();
    notifyOutbox(app);
    await sink.waitFor(1, 5000);
    for (let i = 0; i < 50 && stop.status.sent < 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(stop.status.sent).toBe(1);
    await stop();
    t.close(); // a transport handed in is the caller's to close
    expect(stop.status.running).toBe(false);
  });

  it("backoff doubles and is capped", () => {
    const mid = () => 0.5;
    expect(backoffMs(1, 1000, 60_000, mid)).toBe(1000);
    expect(backoffMs(2, 1000, 60_000, mid)).toBe(2000);
    expect(backoffMs(5, 1000, 60_000, mid)).toBe(16_000);
    expect(backoffMs(30, 1000, 60_000, mid)).toBe(60_000);
  });
});
