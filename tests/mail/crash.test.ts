// Exactly once under crashes: 200 REGISTER mails from 200 addresses in the INBOX, Herald mail
// processes (tests/helpers/herald-proc.ts: poller + worker of stored mail + sender) killed with SIGKILL
// at random moments and restarted until everything is processed; then every mail has exactly one reply
// and no command was applied twice (one account per address, one reply row per mail). Once with one
// process, once with two processes at the same time on the same database and mailbox. Each mail's
// subject names one of ten games (`[trente-k]`): its lane and its job's key (src/intake/worker.ts),
// so each game's mails must also have been run in the order they arrived, whichever process ran them.
//
// SMTP itself is at-least-once: a process killed between the server's "250 OK" and its own `sent`
// update (src/outbox/sender.ts markSent, one statement) sends that row again when pg-boss runs its job
// again, with the same fixed Message-ID. So the sink is
// checked for exactly one *distinct* reply per mail, and any repeated delivery of one Message-ID must
// come from a row that was in fact claimed more than once (attempts > 1). The count is printed.
import { describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import fs from "node:fs";
import { commandMail, startMailStack, type MailStack } from "./stack.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const N = 200;
const GAMES = 10;

function spawnHerald(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "tests/helpers/herald-proc.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function crashRun(processes: number): Promise<void> {
  const stack: MailStack = await startMailStack();
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const children = new Set<ChildProcess>();
  try {
    const mails = Array.from({ length: N }, (_, i) =>
      commandMail(`u${i}@example.com`, `REGISTER Player ${i}`, {
        messageId: `crash-${i}@client.example.com`,
        subject: `[trente-${i % GAMES}] join`,
      }),
    );
    await stack.dovecot.append(mails);
    const env = stack.env({
      IMAP_BACKLOG: "process",
      IMAP_POLL_SECONDS: "1",
      LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? "warn",
    });

    const q = async (sql: string) => Number((await db.query(sql)).rows[0].n);
    const finished = async () =>
      (await q(`SELECT count(*) AS n FROM "InboundMessage" WHERE status = 'done'`)) === N &&
      (await q(`SELECT count(*) AS n FROM "Outbox" WHERE status <> 'sent'`)) === 0 &&
      (await q(`SELECT count(*) AS n FROM "Outbox"`)) >= N &&
      (await stack.dovecot.count("INBOX")) === 0;

    let kills = 0;
    // No wall-clock deadline (the machine may be busy): the run fails only when nothing moves for a
    // whole minute — no mail newly done, no reply newly sent.
    const progress = async () =>
      await q(
        `SELECT (SELECT count(*) FROM "InboundMessage" WHERE status = 'done') + (SELECT count(*) FROM "Outbox" WHERE status = 'sent') AS n`,
      );
    let lastProgress = -1;
    let lastMove = Date.now();
    const stalled = async () => {
      const p = await progress();
      if (p !== lastProgress) [lastProgress, lastMove] = [p, Date.now()];
      return Date.now() - lastMove > 60_000;
    };
    const stderr: string[] = [];
    const logs: string[] = [];
    // each supervisor: start a Herald, SIGKILL it after a random 0.4–3 s, start again; after 8 kills let it run
    const supervisor = async (id: number) => {
      for (let round = 0; ; round++) {
        const child = spawnHerald(env);
        children.add(child);
        child.stderr!.on("data", (d) => stderr.push(`[${id}] ${d}`));
        child.stdout!.on("data", (d) => logs.push(`[${id}] ${d}`));
        const exited = new Promise<void>((r) => child.once("exit", () => r()));
        if (round < 8) {
          await new Promise((r) => setTimeout(r, 400 + Math.random() * 2600));
          if (await finished()) break;
          child.kill("SIGKILL");
          kills++;
          await exited;
          children.delete(child);
        } else {
          while (!(await finished()) && !(await stalled())) await new Promise((r) => setTimeout(r, 250));
          break;
        }
      }
    };
    await Promise.all(Array.from({ length: processes }, (_, i) => supervisor(i)));
    const ok = await finished();
    for (const c of children) c.kill("SIGTERM");
    await Promise.all([...children].map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once("exit", r)))));
    if (!ok) {
      const state = {
        inbound: (await db.query(`SELECT status, count(*) FROM "InboundMessage" GROUP BY status`)).rows,
        outbox: (await db.query(`SELECT status, count(*) FROM "Outbox" GROUP BY status`)).rows,
        mailbox: (await db.query(`SELECT "lastUid" FROM "MailboxState"`)).rows,
        inbox: await stack.dovecot.count("INBOX"),
        processed: await stack.dovecot.count("Processed"),
        left: await (async () => {
          const c = await stack.dovecot.client();
          await c.mailboxOpen("INBOX");
          const l = (await c.fetchAll("1:*", { uid: true, envelope: true })).map((m) => `${m.uid}:${m.envelope?.messageId}`);
          await c.logout();
          return l;
        })(),
        errors: (await db.query(`SELECT id, status, attempts, error FROM "InboundMessage" WHERE error IS NOT NULL LIMIT 5`)).rows,
      };
      fs.writeFileSync(`/tmp/crash-logs-${processes}.txt`, logs.join(""));
      throw new Error(
        `stalled (no progress for 60 s): ${JSON.stringify(state)}\nstderr:\n${stderr.join("").slice(-2000)}\nlogs:\n${logs.join("").slice(-4000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 500)); // the last SMTP transactions reach the sink

    // no command applied twice: one account per address, one inbound row and one reply row per mail
    expect(await q(`SELECT count(*) AS n FROM "Account" WHERE email LIKE 'u%@example.com'`)).toBe(N);
    expect(await q(`SELECT count(DISTINCT email) AS n FROM "Account" WHERE email LIKE 'u%@example.com'`)).toBe(N);
    expect(await q(`SELECT count(*) AS n FROM "InboundMessage"`)).toBe(N);
    expect(await q(`SELECT count(*) AS n FROM "Outbox"`)).toBe(N);
    expect(await q(`SELECT count(DISTINCT "inboundId") AS n FROM "Outbox"`)).toBe(N);
    // every mail ended in Processed, exactly once
    expect(await stack.dovecot.count("Processed")).toBe(N);
    expect(await stack.dovecot.count("INBOX")).toBe(0);
    // every mail has exactly one reply at the sink
    const sink = stack.sink.mails;
    const byAddress = new Map<string, Set<string>>();
    for (const m of sink) for (const t of m.to) byAddress.set(t, (byAddress.get(t) ?? new Set()).add(m.messageId));
    for (let i = 0; i < N; i++) expect(byAddress.get(`u${i}@example.com`)?.size, `replies to u${i}`).toBe(1);
    expect(byAddress.size).toBe(N);
    const outboxIds = new Set((await db.query(`SELECT "messageId" FROM "Outbox"`)).rows.map((r) => r.messageId));
    for (const m of sink) expect(outboxIds.has(m.messageId)).toBe(true);
    // each game's mails were run in their arrival order (the INBOX's, which is the order they were
    // stored in): a later mail's reply row was written after an earlier one's
    const runs = (
      await db.query(
        `SELECT i.id, i.subject, o.id AS reply FROM "InboundMessage" i JOIN "Outbox" o ON o."inboundId" = i.id ORDER BY i.id`,
      )
    ).rows as Array<{ id: number; subject: string; reply: number }>;
    for (let k = 0; k < GAMES; k++) {
      const replies = runs.filter((r) => r.subject.startsWith(`[trente-${k}]`)).map((r) => r.reply);
      expect(replies.length).toBe(N / GAMES);
      expect(replies, `game trente-${k}`).toEqual([...replies].sort((a, b) => a - b));
    }
    const repeats = sink.length - new Set(sink.map((m) => m.messageId)).size;
    const reclaimed = await q(`SELECT count(*) AS n FROM "Outbox" WHERE attempts > 1`);
    expect(repeats).toBeLessThanOrEqual(reclaimed);
    console.log(
      `crash test, ${processes} process(es): ${kills} SIGKILLs, ${N} mails, ${sink.length} deliveries (${repeats} repeated Message-IDs), ${reclaimed} outbox rows claimed more than once`,
    );
    expect(kills).toBeGreaterThanOrEqual(processes * 3);
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
    await db.end();
    await stack.stop();
  }
}

describe("exactly once under SIGKILL", () => {
  it("one Herald process killed and restarted at random moments", async () => {
    await crashRun(1);
  }, 900_000); // a bound for a hung run only: the run itself fails when it stops making progress
  it("two Herald processes at once, each killed and restarted at random moments", async () => {
    await crashRun(2);
  }, 900_000);
});
