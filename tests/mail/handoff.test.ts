// Mail from the pipeline to this process's send worker (src/outbox/sender.ts): a mail's rows and their send
// job are written in its transaction, and the worker, woken after the commit (notifyOutbox), sends them
// without waiting for its poll, each once; a stopping worker finishes the jobs it holds and leaves the
// others to the next. On PostgreSQL and on PGlite (pg-boss's pglite backend on Herald's own instance).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { guessEngine } from "../helpers/tiny-game.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink.ts";
import { SmtpPool, type MailTransport } from "../../src/mail/smtp-pool.ts";
import { startSender } from "../../src/outbox/sender.ts";
import { SEND_QUEUE } from "../../src/db/queue.ts";

const until = async (what: string, ok: () => Promise<boolean>, ms = 10_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (await ok()) return;
  throw new Error(`timed out waiting for ${what}`);
};

describe.each(["postgres", "pglite"] as const)("mail of the pipeline to this process's send worker, on %s", (kind) => {
  let app: TestApp;
  let sink: SmtpSink;
  const transport = () => new SmtpPool({ host: "127.0.0.1", port: sink.port, secure: false, ignoreTLS: true }, null, 4);
  const unsent = async () => app.db.prisma.outbox.count({ where: { status: { not: "sent" } } });

  beforeAll(async () => {
    app = await makeTestApp(kind, {}, [guessEngine]);
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.stop();
    await app?.close();
  });
  beforeEach(() => void (sink.mails.length = 0));

  it("a mail's rows go out right after its commit (woken, not polled), each once, replies first", async () => {
    const pw = await app.register("ann@example.test", "Ann");
    const bobPw = await app.register("bob@example.test", "Bob");
    const t = transport();
    // a minute's poll: only the wake-up after each commit can send within this test
    const stop = startSender(app, { transport: t, pollMs: 60_000 });
    try {
      app.sendWake?.(); // the REGISTER replies, written before the worker ran
      await until("the REGISTER replies", async () => (await unsent()) === 0);
      sink.mails.length = 0;
      const created = await app.send("ann@example.test", `PASSWORD ${pw}\nCREATE guess\nJOIN`);
      const id = /created (guess-\d+)/.exec(created)![1];
      await app.send("bob@example.test", `PASSWORD ${bobPw}\nJOIN ${id}`);
      await sink.waitFor(3, 10_000); // Ann's reply; Bob's reply and Ann's news of his JOIN
      await until("all rows marked sent", async () => (await unsent()) === 0);
      const rows = await app.db.prisma.outbox.findMany({ orderBy: { id: "asc" } });
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
      const ids = sink.mails.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      // the reply to Bob's mail went before Ann's news of it (one job: replies first)
      const bobsMail = rows.filter((r) => r.inboundId === rows[rows.length - 1].inboundId);
      const order = sink.mails.map((m) => m.messageId);
      const reply = bobsMail.find((r) => r.kind === "reply")!;
      for (const news of bobsMail.filter((r) => r.kind !== "reply"))
        expect(order.indexOf(reply.messageId)).toBeLessThan(order.indexOf(news.messageId));
      // one job per mail's transaction, each completed
      const jobs = await app.db.statements.rows<{ state: string }>(
        `SELECT state::text AS state FROM pgboss.job WHERE name = $1`,
        SEND_QUEUE,
      );
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.every((j) => j.state === "completed")).toBe(true);
    } finally {
      await stop();
      t.close();
    }
  });

  it("a stopping worker finishes the send it is in; what it had not taken is sent by the next worker, once", async () => {
    const pw = await app.register("cy@example.test", "Cy");
    const t = transport();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let entered = 0;
    const slow = {
      async sendMail(m: unknown) {
        entered++;
        await held;
        return t.sendMail(m as never);
      },
      close() {},
    } as unknown as MailTransport;
    const first = startSender(app, { transport: slow, pollMs: 60_000, concurrency: 1 });
    app.sendWake?.();
    await until("a send under way", async () => entered > 0);
    await app.send("cy@example.test", `PASSWORD ${pw}\nLIST`); // committed while the worker is busy
    const stopping = first();
    release();
    await stopping;
    const next = startSender(app, { transport: t, pollMs: 500 });
    try {
      await until("every row sent", async () => (await unsent()) === 0);
      const ids = sink.mails.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      expect((await app.db.prisma.outbox.findMany()).every((r) => r.attempts === 1)).toBe(true);
    } finally {
      await next();
      t.close();
    }
  });
});
