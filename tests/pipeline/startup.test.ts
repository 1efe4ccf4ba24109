// Start-up order and shutdown of the real service (src/main.ts, local mail mode, PostgreSQL): with a
// slow backlog of stored mail, /healthz answers at once and /readyz says "catching up" until the
// backlog is done; SIGTERM during the backlog stops the process within seconds; a bad stored row and a
// bad inbox file never stop the start. The slowness is planted (a trigger that sleeps), not hoped for.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { testDatabase } from "../helpers/db.ts";
import { freePort } from "../helpers/dovecot.ts";
import { startMain } from "../helpers/main-process.ts";
import { rawMail } from "../helpers/hostile.ts";
import { until } from "../mail/stack.ts";

let db: { url: string; drop: () => Promise<void> };
let dir = "";
let child: ChildProcess | null = null;

beforeAll(async () => {
  db = await testDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-start-"));
}, 120_000);
afterAll(async () => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  await db?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function get(url: string): Promise<{ status: number; body: any } | null> {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return { status: r.status, body: await r.json() };
  } catch {
    return null;
  }
}

it("web first, readiness catching up during a slow backlog, SIGTERM honoured within seconds", async () => {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    // five stored mails, each made to take 2 s by a planted trigger, plus one row of garbage bytes
    await c.query(`CREATE FUNCTION slowdown() RETURNS trigger AS $$
      BEGIN IF NEW."toAddress" LIKE 'slow%' THEN PERFORM pg_sleep(2); END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await c.query(`CREATE TRIGGER slowdown BEFORE INSERT ON "Outbox" FOR EACH ROW EXECUTE FUNCTION slowdown()`);
    await c.query(
      `INSERT INTO "InboundMessage" ("messageId", "dedupeKey", source, raw, "rawBytes", "fromAddress") VALUES ('junk', 'junk', 'eml', '', $1, '')`,
      [Buffer.from([0, 255, 0, 13, 10, 13, 10, 0xc3, 0x28])],
    );
    for (let i = 0; i < 5; i++)
      await c.query(
        `INSERT INTO "InboundMessage" ("messageId", "dedupeKey", source, raw, "rawBytes", "fromAddress") VALUES ($1, $1, 'eml', '', $2, '')`,
        [`slow${i}`, rawMail({ from: `slow${i}@example.com`, body: "HELP" })],
      );
  } finally {
    await c.end();
  }
  fs.mkdirSync(path.join(dir, "inbox"), { recursive: true });
  fs.writeFileSync(path.join(dir, "inbox", "bad.eml"), rawMail({ messageId: "<bad\u0000id@x>" }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = startMain({ databaseUrl: db.url, dataDir: dir, port });
  child = started.child;
  const out = started.out;
  const exited = new Promise<number | null>((r) => child!.once("exit", (code) => r(code)));

  await until("healthz up", async () => (await get(`${base}/healthz`))?.status === 200, 90_000, 100);
  const ready = await get(`${base}/readyz`);
  expect(ready, out.join("")).toEqual({ status: 503, body: { ready: false, state: "catching up" } });
  // the backlog is still being worked on (5 × 2 s): stop now
  const t = Date.now();
  child.kill("SIGTERM");
  const code = await exited;
  expect(Date.now() - t, out.join("")).toBeLessThan(10_000);
  expect(code, out.join("")).toBe(0);
  child = null;

  // a second start finishes the backlog, files the bad inbox file, and becomes ready
  const again = startMain({ databaseUrl: db.url, dataDir: dir, port }).child;
  child = again;
  await until("ready", async () => (await get(`${base}/readyz`))?.status === 200, 120_000, 200);
  const check = new pg.Client({ connectionString: db.url });
  await check.connect();
  try {
    const pending = await check.query(`SELECT count(*)::int AS n FROM "InboundMessage" WHERE status = 'pending'`);
    expect(pending.rows[0].n).toBe(0);
  } finally {
    await check.end();
  }
  expect(fs.readdirSync(path.join(dir, "inbox")).filter((f) => f.endsWith(".eml"))).toEqual([]);
  const stopped = new Promise((r) => again.once("exit", r));
  again.kill("SIGTERM");
  await stopped;
  child = null;
}, 240_000);

it("a port in use is said in one line, with what to change, and no stack trace (exit 2)", async () => {
  const port = await freePort();
  const net = await import("node:net");
  const holder = net.createServer().listen(port, "127.0.0.1");
  await new Promise((r) => holder.once("listening", r));
  try {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "herald-port-"));
    const { child: c, out } = startMain({ databaseUrl: db.url, dataDir: other, port });
    const code = await new Promise<number | null>((r) => c.once("exit", (n) => r(n)));
    const text = out.join("");
    expect(code).toBe(2);
    expect(text).toContain(`Herald cannot listen on 127.0.0.1:${port}: the port is in use`);
    expect(text).toContain("set PORT to a free port");
    expect(text).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
    fs.rmSync(other, { recursive: true, force: true });
  } finally {
    holder.close();
  }
}, 120_000);
