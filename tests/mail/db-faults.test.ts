// Herald survives its database: during a burst of mail, every connection Herald holds is terminated
// (pg_terminate_backend) ten times, or the PostgreSQL server restarts — with one instance and with
// two. Each time the processes stay up, and every mail is answered exactly once (none lost, none sent
// twice): a lost connection fails only the work on it, which is tried again. The server is the test's own
// (tests/helpers/private-pg.ts), as the shared one is never restarted. Before, node-postgres' 'error'
// event of a broken pooled connection had no listener and ended the process (src/db/client.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { commandMail, startMailStack, type MailStack } from "./stack.ts";
import { startPrivatePg, type PrivatePg } from "../helpers/private-pg.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BURST = 30;

function spawnHerald(env: Record<string, string>, name: string, logs: string[]): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/herald-proc.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const ready = new Promise<void>((resolve) =>
    child.stdout!.on("data", (d) => {
      out += String(d);
      logs.push(`[${name}] ${d}`);
      if (out.includes("ready")) resolve();
    }),
  );
  child.stderr!.on("data", (d) => logs.push(`[${name}] ${d}`));
  child.on("exit", (code, signal) => logs.push(`[${name}] EXITED code=${code} signal=${signal}\n`));
  return { child, ready };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: PrivatePg;
beforeAll(async () => {
  server = await startPrivatePg();
}, 60_000);
afterAll(() => server?.stop());

/** Terminates every connection to the database but the caller's; how many it ended. */
async function terminateAll(adminUrl: string, db: string): Promise<number> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const r = await c.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [db],
    );
    return r.rowCount ?? 0;
  } finally {
    await c.end();
  }
}

/** A burst of mail to `instances` Herald processes, `fault` run while it is processed. */
async function burstWithFault(instances: number, fault: (stack: MailStack) => Promise<void>): Promise<void> {
  const stack = await startMailStack({ adminUrl: server.adminUrl });
  const logs: string[] = [];
  const env = stack.env({
    IMAP_BACKLOG: "process",
    IMAP_POLL_SECONDS: "1",
    LOG_LEVEL: "warn",
    MAIL_CONCURRENCY: "2",
  });
  const hs = Array.from({ length: instances }, (_, i) => spawnHerald(env, String.fromCharCode(97 + i), logs));
  const replies = (i: number) => stack.sink.mails.filter((m) => m.to.includes(`f${i}@example.com`)).length;
  const counts = () => Array.from({ length: BURST }, (_, i) => replies(i));
  try {
    await Promise.all(hs.map((h) => h.ready));
    await stack.dovecot.append(Array.from({ length: BURST }, (_, i) => commandMail(`f${i}@example.com`, "HELP")));
    await fault(stack);
    const end = Date.now() + 120_000;
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    // every reply delivered and its row marked sent (a row left sending or queued could go out again)
    const settled = async () =>
      counts().every((n) => n >= 1) &&
      Number((await db.query(`SELECT count(*) AS n FROM "Outbox" WHERE status <> 'sent'`)).rows[0].n) === 0;
    try {
      while (Date.now() < end && !(await settled()) && hs.every((h) => h.child.exitCode === null)) await sleep(200);
    } finally {
      await db.end();
    }
    // a moment more: a second copy on its way would have arrived
    await sleep(2000);
    const tail = logs.join("").slice(-8000);
    if (process.env.DEBUG_FAULTS) console.log(`took ${Date.now() - end + 120_000} ms`, logs.join(""));
    for (const h of hs) expect(h.child.exitCode, tail).toBeNull();
    expect(counts(), tail).toEqual(Array.from({ length: BURST }, () => 1));
  } finally {
    for (const h of hs) if (h.child.exitCode === null) h.child.kill("SIGKILL");
    await stack.stop();
  }
}

const dbName = (stack: MailStack) => new URL(stack.databaseUrl).pathname.slice(1);

/** Herald's connections terminated ten times, 300 ms apart, from the burst's start. */
const terminations = async (stack: MailStack) => {
  for (let i = 0; i < 10; i++) {
    await sleep(300);
    await terminateAll(server.adminUrl, dbName(stack));
  }
};

/** The server restarted twice (fast shutdown: every connection terminated) while the burst is processed. */
const restart = async () => {
  await sleep(500);
  server.restart();
  await sleep(1500);
  server.restart();
};

describe("Herald survives its database", () => {
  it("one instance: all its connections terminated ten times during a burst", () => burstWithFault(1, terminations), 360_000);
  // A send whose mark meets a cut connection tries the mark again (src/outbox/sender.ts markSent): giving
  // up would leave the row `sending` for the job's retry, which would send it a second time.
  it("two instances: all their connections terminated ten times during a burst", () => burstWithFault(2, terminations), 360_000);
  it("one instance: PostgreSQL restarts twice during a burst", () => burstWithFault(1, restart), 360_000);
  it("two instances: PostgreSQL restarts twice during a burst", () => burstWithFault(2, restart), 360_000);
});
