// The IMAP first-attach mark belongs to the mailbox (account + INBOX, checked by UIDVALIDITY), not to
// the host and port it is reached by: mail skipped at a first attach is logged with its count, a mark
// kept under the old host:port key is taken over (an upgrade loses nothing), and reaching the same
// mailbox by another host name keeps the mark.
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { GAMES } from "../../src/games/index.ts";
import { buildApp } from "../../src/runtime.ts";
import type { App } from "../../src/app.ts";
import { mailboxKey, processBacklog, startImap } from "../../src/inbox/imap.ts";
import { startSender } from "../../src/outbox/sender.ts";
import { startIntake } from "../../src/intake/worker.ts";
import { commandMail, startMailStack, until, type MailStack } from "./stack.ts";

describe("IMAP mailbox identity", () => {
  let stack: MailStack;
  let app: App;
  let stopSender: () => Promise<void>;
  let stopIntake: (() => Promise<void>) | undefined;
  const logs: { level: number; msg: string; [k: string]: unknown }[] = [];

  beforeAll(async () => {
    stack = await startMailStack();
    app = await buildApp({ config: loadConfig(stack.env()), games: GAMES });
    const sink = new Writable({
      write(chunk, _enc, cb) {
        logs.push(JSON.parse(String(chunk)));
        cb();
      },
    });
    app.log = pino({ level: "info" }, sink) as unknown as App["log"];
    stopSender = startSender(app, { pollMs: 200 });
    stopIntake = startIntake(app);
  });
  afterAll(async () => {
    await stopIntake?.();
    await stopSender?.();
    await app?.db.close();
    await stack?.stop();
  });

  it("mail left alone at the first attach (IMAP_BACKLOG=skip) is logged with its count", async () => {
    await stack.dovecot.append([
      commandMail("old1@example.com", "REGISTER Old One"),
      commandMail("old2@example.com", "REGISTER Old Two"),
    ]);
    const imap = startImap(app, { autoIdleDelayMs: 200 });
    await until("first pass", () => imap.status.lastPoll !== null);
    await imap.stop();
    const warn = logs.find((l) => l.skipped !== undefined);
    expect(warn).toMatchObject({ level: 40, skipped: 2, backlog: "skip" });
    expect(warn!.msg).toMatch(/2 message\(s\) already in the INBOX are left unanswered.*IMAP_BACKLOG=process/);
    expect(await stack.dovecot.count("INBOX")).toBe(2);
    const rows = await app.db.prisma.mailboxState.findMany();
    expect(rows.map((r) => r.key)).toEqual([mailboxKey(app)]);
    expect(rows[0].key).not.toContain(String(stack.dovecot.port));
  });

  it("a mark kept under the old user@host:port key is taken over, so an upgrade neither skips nor replays", async () => {
    const [row] = await app.db.prisma.mailboxState.findMany();
    await app.db.prisma.mailboxState.deleteMany({});
    // as an older Herald stored it, with another port (the operator also moved 993 → 143)
    await app.db.prisma.mailboxState.create({
      data: { key: `${stack.dovecot.user}@127.0.0.1:993/INBOX`, uidValidity: row.uidValidity, lastUid: row.lastUid },
    });
    await stack.dovecot.append([commandMail("new@example.com", "REGISTER New Comer")]);
    logs.length = 0;
    // and by another host name for the same server
    const imap = startImap({ ...app, config: loadConfig(stack.env({ IMAP_HOST: "localhost" })) }, { autoIdleDelayMs: 200 });
    try {
      await stack.sink.waitFor(1, 20_000, (m) => m.to.includes("new@example.com"));
      await until("moved", async () => (await stack.dovecot.count("Processed")) === 1);
    } finally {
      await imap.stop();
    }
    expect(logs.some((l) => /took over the mark/.test(l.msg))).toBe(true);
    expect(logs.some((l) => l.skipped !== undefined)).toBe(false);
    expect(stack.sink.mails.filter((m) => m.to.some((t) => t.startsWith("old")))).toHaveLength(0);
    expect(await stack.dovecot.count("INBOX")).toBe(2);
    const now = await app.db.prisma.mailboxState.findUniqueOrThrow({ where: { key: mailboxKey(app) } });
    expect(now.lastUid).toBe(row.lastUid);
  });

  it("a legacy row of another account or another UIDVALIDITY is not taken over", async () => {
    const [row] = await app.db.prisma.mailboxState.findMany({ where: { key: mailboxKey(app) } });
    await app.db.prisma.mailboxState.deleteMany({});
    await app.db.prisma.mailboxState.createMany({
      data: [
        { key: `someone-else@example.test@127.0.0.1:993/INBOX`, uidValidity: row.uidValidity, lastUid: 0n },
        { key: `${stack.dovecot.user}@old-server:993/INBOX`, uidValidity: row.uidValidity + 1n, lastUid: 0n },
      ],
    });
    logs.length = 0;
    const imap = startImap(app, { autoIdleDelayMs: 200 });
    await until("first pass", () => imap.status.lastPoll !== null);
    await imap.stop();
    // a fresh first attach: the two old mails are skipped again (and said so), none replayed
    expect(logs.find((l) => l.skipped !== undefined)).toMatchObject({ skipped: 2 });
    expect(stack.sink.mails.filter((m) => m.to.some((t) => t.startsWith("old")))).toHaveLength(0);
  });

  it("'process these': the mail skipped at the first attach is answered after all, once", async () => {
    expect(await processBacklog(app, mailboxKey(app))).toBe(true);
    expect(await processBacklog(app, mailboxKey(app))).toBe(false); // nothing left to ask
    const imap = startImap(app, { autoIdleDelayMs: 200 });
    try {
      await stack.sink.waitFor(2, 20_000, (m) => m.to.some((t) => t.startsWith("old")));
      await until("INBOX empty", async () => (await stack.dovecot.count("INBOX")) === 0);
    } finally {
      await imap.stop();
    }
    await new Promise((r) => setTimeout(r, 700));
    expect(stack.sink.mails.filter((m) => m.to.some((t) => t.startsWith("old")))).toHaveLength(2);
  });
});
