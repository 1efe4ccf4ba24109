// The outbox sender against a real PostgreSQL and an smtp-server sink: headers from the row, pg-boss's
// retries with backoff on temporary failures, permanent failures marked, a row held by a running job
// attempt skipped and one held by a dead attempt taken, a job delivered twice sending once, and two
// workers never sending one row twice.
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { PasswordCache } from "../../src/accounts/password-cache.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SmtpPool, type MailTransport } from "../../src/mail/smtp-pool.ts";
import { loadConfig } from "../../src/config.ts";
import { makeLogger } from "../../src/log.ts";
import type { App } from "../../src/app.ts";
import { claimRows, drainOutbox, runSendJob, startSender } from "../../src/outbox/sender.ts";
import { SEND_QUEUE, type SendJob } from "../../src/db/queue.ts";
import { queueMails } from "../../src/outbox/outbox.ts";
import { openTestDatabase } from "../helpers/db.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.ts";
import { freePort } from "../helpers/dovecot.ts";

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
  await app.db.statements.run(`DELETE FROM pgboss.job WHERE name = $1`, SEND_QUEUE);
  sink.mails.length = 0;
  app.clock.now = new Date("2026-11-29T12:00:00Z");
});

/** Herald's own transport (smtp-pool.ts) on the sink */
const transport = (port = sink.port) => new SmtpPool({ host: "127.0.0.1", port, secure: false, ignoreTLS: true }, null, 4);

/** The send queue's jobs, oldest first: their state, seconds until due, ids, and whether a pause armed them. */
async function sendJobs() {
  return app.db.statements.rows<{ id: string; state: string; wait: number; ids: string[]; paused: string | null }>(
    `SELECT id, state::text AS state, extract(epoch FROM start_after - now())::float8 AS wait, data->'ids' AS ids,
       data->>'paused' AS paused
     FROM pgboss.job WHERE name = $1 ORDER BY created_on, id`,
    SEND_QUEUE,
  );
}

/** Makes every waiting send job due now (what the passing of its backoff would do). */
async function releaseSends() {
  await app.db.statements.run(
    `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state IN ('created', 'retry')`,
    SEND_QUEUE,
  );
}

let n = 0;
/** An outbox row and its send job (as a mail's transaction writes them, outbox/outbox.ts). */
async function queue(over: Partial<Parameters<App["db"]["prisma"]["outbox"]["create"]>[0]["data"]> = {}) {
  n++;
  const row = await app.db.prisma.outbox.create({
    data: {
      messageId: `m${n}.${Date.now()}@example.test`,
      toAddress: `p${n}@example.com`,
      kind: "reply",
      subject: "Re: your commands",
      body: `Hello ${n}\n`,
      ...over,
    },
  });
  await app.db.jobs.sendLater([row.messageId]);
  return row;
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
    await app.db.jobs.sendLater([row.messageId]); // even a job naming it again
    expect((await drainOutbox(app, t)).claimed).toBe(0);
    t.close();
  });

  it("a 4xx answer leaves the row queued and fails its job: pg-boss runs it again after its backoff, then it is sent", async () => {
    sink.reject("busy@example.com", 451, "4.3.0 Try again later");
    const row = await queue({ toAddress: "busy@example.com" });
    const t = transport();
    expect(await drainOutbox(app, t)).toMatchObject({ retried: 1 });
    let r = await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } });
    expect(r).toMatchObject({ status: "queued", sendJob: null });
    expect(r.lastError).toMatch(/451/);
    // the queue's policy (db/queue.ts): 15–30 s, doubling
    const [job] = await sendJobs();
    expect(job.state).toBe("retry");
    expect(job.wait).toBeGreaterThanOrEqual(12);
    expect(job.wait).toBeLessThanOrEqual(31);
    expect((await drainOutbox(app, t)).claimed).toBe(0); // not due yet
    await releaseSends();
    expect(await drainOutbox(app, t)).toMatchObject({ retried: 1 });
    expect((await sendJobs())[0].wait).toBeGreaterThanOrEqual(28); // doubled
    sink.reject("busy@example.com", 0); // accept again
    await releaseSends();
    expect(await drainOutbox(app, t)).toMatchObject({ sent: 1 });
    t.close();
    r = await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } });
    expect(r).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(sink.mails.filter((m) => m.to.includes("busy@example.com"))).toHaveLength(1);
    expect((await sendJobs())[0].state).toBe("completed");
  });

  it("a 4xx answer on the job's last attempt marks the row failed", async () => {
    sink.reject("busy@example.com", 451, "4.3.0 Try again later");
    const row = await queue({ toAddress: "busy@example.com" });
    await app.db.statements.run(`UPDATE pgboss.job SET retry_limit = 0 WHERE name = 'herald-send'`);
    const t = transport();
    expect(await drainOutbox(app, t)).toMatchObject({ claimed: 1, failed: 1 });
    t.close();
    expect(await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "failed" });
    expect((await sendJobs())[0].state).toBe("completed");
  });

  it("an unreachable SMTP server pauses sending: the row stays queued, its attempt not counted, its job armed again", async () => {
    const row = await queue();
    const t = new SmtpPool({ host: "127.0.0.1", port: await freePort(), ignoreTLS: true, connectionTimeout: 2000 }, null);
    for (let i = 1; i <= 3; i++) {
      const r = await drainOutbox(app, t);
      expect(r).toMatchObject({ claimed: 1, paused: 1, retried: 0, failed: 0, outage: true });
      expect(r.pausedReason).toMatch(/smtp server unreachable/);
      const after = await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } });
      expect(after).toMatchObject({ status: "queued", attempts: 0 });
      expect(after.lastError).toMatch(/ECONNREFUSED/);
      // a new job for the row, no retry spent: the one that ran is done
      const jobs = await sendJobs();
      expect(jobs.map((j) => [j.state, j.paused])).toEqual([
        ["completed", null],
        ...Array(i - 1).fill(["completed", "true"]),
        ["created", "true"],
      ]);
      await releaseSends();
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
      // each job tried (several at once) or waiting for the probe: all three rows queued, no attempt counted
      await until(async () => (await app.db.prisma.outbox.count({ where: { status: "queued", attempts: 0 } })) === 3);
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

  it("a job delivered twice sends its row once; a job run again after its marks finds nothing to send", async () => {
    const row = await queue();
    await app.db.jobs.sendLater([row.messageId]); // the same row in a second job
    const t = transport();
    expect(await drainOutbox(app, t)).toMatchObject({ claimed: 1, sent: 1 });
    // an attempt run again (its process died between the mark and pg-boss's complete)
    const [job] = await sendJobs();
    expect(await runSendJob(app, t, { id: job.id, data: { ids: [row.messageId] }, retryCount: 1, retryLimit: 11 })).toMatchObject(
      {
        claimed: 0,
        sent: 0,
      },
    );
    t.close();
    expect(sink.mails).toHaveLength(1);
    expect((await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } })).attempts).toBe(1);
  });

  it("a row another running attempt holds is skipped; once pg-boss no longer holds that attempt, the row is taken", async () => {
    const row = await queue();
    await app.db.jobs.sendLater([row.messageId]);
    const boss = app.db.jobs.boss;
    const [a, b] = await boss.fetch<SendJob>(SEND_QUEUE, { batchSize: 2 });
    expect((await claimRows(app, a.id, a.data.ids)).map((r) => r.id)).toEqual([row.id]); // a sends it (say, slowly)
    expect(await claimRows(app, b.id, b.data.ids)).toEqual([]); // a is active: b leaves it alone
    // a's process was killed: pg-boss saw its heartbeat stop and put it back for a retry
    await boss.fail(SEND_QUEUE, a.id, { message: "heartbeat" });
    expect((await claimRows(app, b.id, b.data.ids)).map((r) => r.id)).toEqual([row.id]);
    // and a's own next attempt takes back what its dead attempt held
    expect((await claimRows(app, a.id, a.data.ids)).map((r) => r.id)).toEqual([]); // now b's, and b runs
    await app.db.statements.run(`UPDATE "Outbox" SET "sendJob" = $1 WHERE id = $2`, a.id, row.id);
    expect((await claimRows(app, a.id, a.data.ids)).map((r) => r.id)).toEqual([row.id]);
  });

  it("replies first, then each recipient's mails in their order, one after another", async () => {
    const news1 = await queue({ kind: "public", toAddress: "ann@example.com" });
    const reply = await queue({ kind: "reply", toAddress: "bob@example.com" });
    const news2 = await queue({ kind: "private", toAddress: "ann@example.com" });
    await app.db.statements.run(`DELETE FROM pgboss.job WHERE name = 'herald-send'`);
    await app.db.jobs.sendLater([news2, news1, reply].map((r) => r.messageId)); // one job: one mail's rows
    const seen: string[] = [];
    const t = transport();
    const watched = {
      sendMail: async (m: { envelope: { to: string }; raw: Buffer }) => {
        seen.push(`start ${m.envelope.to}`);
        const r = await t.sendMail(m as never);
        seen.push(`end ${m.envelope.to}`);
        return r;
      },
      close: () => t.close(),
    } as unknown as MailTransport;
    expect(await drainOutbox(app, watched, { concurrency: 4 })).toMatchObject({ sent: 3 });
    t.close();
    expect(seen[0]).toBe("start bob@example.com");
    // ann's second mail starts only once her first is through
    expect(seen.filter((x) => x.endsWith("ann@example.com"))).toEqual([
      "start ann@example.com",
      "end ann@example.com",
      "start ann@example.com",
      "end ann@example.com",
    ]);
    const ann = sink.mails.filter((m) => m.to[0] === "ann@example.com").map((m) => m.messageId);
    expect(ann).toEqual([news1.messageId, news2.messageId]);
  });

  it("a row is marked sent as soon as the server accepted it: before the next row of its job is sent", async () => {
    const first = await queue({ toAddress: "ann@example.com" });
    const second = await queue({ toAddress: "ann@example.com" });
    await app.db.statements.run(`DELETE FROM pgboss.job WHERE name = 'herald-send'`);
    await app.db.jobs.sendLater([first.messageId, second.messageId]);
    const t = transport();
    const statusAtSecond: string[] = [];
    const watched = {
      sendMail: async (m: { envelope: { to: string }; raw: Buffer }) => {
        if (m.raw.toString().includes(second.messageId))
          statusAtSecond.push((await app.db.prisma.outbox.findUniqueOrThrow({ where: { id: first.id } })).status);
        return t.sendMail(m as never);
      },
    } as unknown as MailTransport;
    expect(await drainOutbox(app, watched)).toMatchObject({ sent: 2 });
    t.close();
    expect(statusAtSecond).toEqual(["sent"]);
  });

  it("a group's sent rows are all recorded sent, their passwords masked, other bodies kept as they were", async () => {
    const rows = await Promise.all([1, 2, 3].map((i) => queue({ body: `Your password is: secret${i}pw\n` })));
    const plain = await Promise.all([4, 5, 6].map((i) => queue({ body: `Move ${i}: OK\nÉtat ♥ Ζωή\n` })));
    const t = transport();
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

  it("a mail's send job is armed in its transaction: none after a rollback, one naming its rows after a commit", async () => {
    await app.db.statements.run(`DELETE FROM pgboss.job WHERE name = 'herald-send'`);
    const mail = (to: string) => ({ to, kind: "reply" as const, subject: "Re: x", body: "OK\n" });
    await expect(
      app.db.transaction(async (work) => {
        queueMails(work, app.config.MAIL_FROM, [mail("ann@example.com"), mail("bob@example.com")]);
        await work.flush();
        throw new Error("the mail's line failed");
      }),
    ).rejects.toThrow(/line failed/);
    expect(await sendJobs()).toEqual([]);
    expect(await app.db.prisma.outbox.count()).toBe(0);
    await app.db.transaction(async (work) => {
      queueMails(work, app.config.MAIL_FROM, [mail("ann@example.com"), mail("bob@example.com")]);
    });
    const rows = await app.db.prisma.outbox.findMany({ orderBy: { id: "asc" } });
    const jobs = await sendJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0].ids).toEqual(rows.map((r) => r.messageId));
  });

  it("rows in local mode ('local') are never sent", async () => {
    await queue({ status: "local" });
    const t = transport();
    expect((await drainOutbox(app, t)).claimed).toBe(0);
    t.close();
  });

  it("two workers draining at once, every row in two jobs, send every row exactly once", async () => {
    for (let i = 0; i < 120; i++) await queue();
    const ids = (await app.db.prisma.outbox.findMany({ select: { messageId: true } })).map((r) => r.messageId);
    for (let i = 0; i < ids.length; i += 3) await app.db.jobs.sendLater(ids.slice(i, i + 3)); // each row twice
    const t1 = transport();
    const t2 = transport();
    const [a, b] = await Promise.all([drainOutbox(app, t1), drainOutbox(app, t2)]);
    t1.close();
    t2.close();
    expect(a.sent + b.sent).toBe(120);
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    expect(sink.mails).toHaveLength(120);
    expect(new Set(sink.mails.map((m) => m.messageId)).size).toBe(120);
    expect(await app.db.prisma.outbox.count({ where: { status: "sent" } })).toBe(120);
  });

  it("startSender drains in the background, wakes on app.sendWake, and stops cleanly", async () => {
    const t = transport();
    const stop = startSender(app, { transport: t, pollMs: 60_000 });
    await new Promise((r) => setTimeout(r, 200)); // first round done, now sleeping for a minute
    await queue();
    app.sendWake?.();
    await sink.waitFor(1, 5000);
    for (let i = 0; i < 50 && stop.status.sent < 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(stop.status.sent).toBe(1);
    await stop();
    t.close(); // a transport handed in is the caller's to close
    expect(stop.status.running).toBe(false);
  });
});
