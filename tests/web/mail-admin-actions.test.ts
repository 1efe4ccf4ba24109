// The operators' mail actions: "Retry all failed" in the dashboard and `cli outbox retry-failed` (failed
// mail goes back to the queue, same Message-ID, attempts counted afresh; sent and queued mail is
// untouched), and "Process these" on the health page (the IMAP backlog skipped at the first attach).
// Only an administrator's session with a CSRF token may do either.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { SEND_QUEUE } from "../../src/db/queue.ts";

describe("retry failed outbox mail in bulk", () => {
  let t: WebTest;
  beforeAll(async () => {
    t = await startWebTest();
  });
  afterAll(async () => {
    await t?.close();
  });
  let n = 0;
  const row = (status: string, to = "p@example.com") =>
    t.app.db.prisma.outbox.create({
      data: {
        messageId: `r${++n}.${process.pid}@example.test`,
        toAddress: to,
        kind: "reply",
        subject: "s",
        body: "b",
        status,
        attempts: 12,
        lastError: "535 5.7.8 auth failed",
      },
    });
  beforeEach(async () => {
    await t.app.db.prisma.outbox.deleteMany({});
    await t.app.db.statements.run(`DELETE FROM pgboss.job WHERE name = $1`, SEND_QUEUE);
  });
  /** the Message-IDs the send queue's waiting jobs name (src/outbox/sender.ts) */
  const armed = async () =>
    (
      await t.app.db.statements.rows<{ id: string }>(
        `SELECT jsonb_array_elements_text(data->'ids') AS id FROM pgboss.job WHERE name = $1 AND state = 'created'`,
        SEND_QUEUE,
      )
    )
      .map((r) => r.id)
      .sort();

  it("the dashboard button queues every failed mail again, with a send job, and nothing else", async () => {
    const [f1, f2, sent, queued] = [
      await row("failed"),
      await row("failed", "q@example.com"),
      await row("sent"),
      await row("queued"),
    ];
    const anon = new Browserish(t.base);
    const refused = await anon.post("/outbox/retry-failed", {});
    expect([302, 401, 403]).toContain(refused.status);
    expect((await t.app.db.prisma.outbox.findUniqueOrThrow({ where: { id: f1.id } })).status).toBe("failed");
    const b = new Browserish(t.base);
    await b.login();
    const page = await (await b.fetch("/outbox")).text();
    expect(page).toContain("Retry all 2 failed");
    expect((await b.post("/outbox/retry-failed", {})).status).toBe(403); // no CSRF token
    const res = await b.post("/outbox/retry-failed", { _csrf: await b.csrf("/outbox") });
    expect(res.status).toBe(302);
    const after = new Map((await t.app.db.prisma.outbox.findMany()).map((r) => [r.id, r]));
    for (const f of [f1, f2])
      expect(after.get(f.id)).toMatchObject({ status: "queued", attempts: 0, lastError: null, messageId: f.messageId });
    expect(after.get(sent.id)).toMatchObject({ status: "sent", attempts: 12 });
    expect(after.get(queued.id)).toMatchObject({ status: "queued", attempts: 12 });
    // their first jobs are over: a new one sends them
    expect(await armed()).toEqual([f1.messageId, f2.messageId].sort());
  });

  it("'Process these' on the health page sets the mailbox's mark to 0, for that mailbox only", async () => {
    await t.app.db.prisma.mailboxState.deleteMany({});
    await t.app.db.prisma.mailboxState.createMany({
      data: [
        { key: "imap:herald@example.test/INBOX", uidValidity: 42n, lastUid: 7n },
        { key: "imap:other@example.test/INBOX", uidValidity: 43n, lastUid: 9n },
      ],
    });
    const anon = new Browserish(t.base);
    expect([302, 401, 403]).toContain(
      (await anon.post("/health/mailbox/process-backlog", { key: "imap:herald@example.test/INBOX" })).status,
    );
    const b = new Browserish(t.base);
    await b.login();
    const page = await (await b.fetch("/health")).text();
    expect(page.match(/Process these/g)).toHaveLength(2);
    const res = await b.post("/health/mailbox/process-backlog", {
      _csrf: await b.csrf("/health"),
      key: "imap:herald@example.test/INBOX",
    });
    expect(res.status).toBe(302);
    const rows = new Map((await t.app.db.prisma.mailboxState.findMany()).map((r) => [r.key, r.lastUid]));
    expect(rows.get("imap:herald@example.test/INBOX")).toBe(0n);
    expect(rows.get("imap:other@example.test/INBOX")).toBe(9n);
    expect((await (await b.fetch("/health")).text()).match(/Process these/g)).toHaveLength(1);
  });

  it("the CLI does the same, optionally for one address", async () => {
    const [f1, f2] = [await row("failed", "a@example.com"), await row("failed", "b@example.com")];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-cli-"));
    try {
      const run = (args: string[]) =>
        promisify(execFile)("npx", ["tsx", "src/cli.ts", "outbox", "retry-failed", ...args], {
          env: { ...process.env, DATABASE_URL: t.app.url!, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
          timeout: 120_000,
        });
      expect((await run(["--to", "A@example.com"])).stdout).toMatch(/^1 failed mail\(s\) queued again/);
      expect((await t.app.db.prisma.outbox.findUniqueOrThrow({ where: { id: f1.id } })).status).toBe("queued");
      expect((await t.app.db.prisma.outbox.findUniqueOrThrow({ where: { id: f2.id } })).status).toBe("failed");
      expect((await run([])).stdout).toMatch(/^1 failed/);
      expect(await t.app.db.prisma.outbox.count({ where: { status: "failed" } })).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
