// /readyz says ready only once the database schema is known to be up to date (start-up got
// faster by loading less, never by answering sooner). The start is caught in the middle of its schema
// check — this test holds the migration lock, so the real service (src/main.ts) waits on it — and, while
// it waits, /readyz must not answer 200. Once the lock is released the schema is brought up to date and
// only then does /readyz answer 200; at that moment every migration is recorded as applied.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createEmptyPgDatabase } from "../helpers/db.ts";
import { freePort } from "../helpers/dovecot.ts";
import { startMain } from "../helpers/main-process.ts";
import { until } from "../mail/stack.ts";
import { LOCK_ID, listMigrations } from "../../src/db/migrate.ts";

let db: { url: string; drop: () => Promise<void> };
let dir = "";
let child: ChildProcess | null = null;
let holder: pg.Client | null = null;

beforeAll(async () => {
  db = await createEmptyPgDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-ready-schema-"));
}, 120_000);
afterAll(async () => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  await holder?.end().catch(() => {});
  await db?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function status(url: string): Promise<number | null> {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await r.arrayBuffer();
    return r.status;
  } catch {
    return null; // not listening (yet)
  }
}

it("is not ready while the schema check waits, and ready only with every migration applied", async () => {
  holder = new pg.Client({ connectionString: db.url });
  await holder.connect();
  await holder.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = startMain({ databaseUrl: db.url, dataDir: dir, port });
  child = started.child;
  const out = started.out;

  // Herald has reached its schema check: its session waits for the lock this test holds
  const waiting = async () =>
    (
      await holder!.query(`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
      WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = current_database()`)
    ).rows[0].n > 0;
  await until(
    "Herald waiting on the migration lock",
    async () => {
      if (child!.exitCode !== null) throw new Error(`Herald exited (${child!.exitCode}): ${out.join("")}`);
      return waiting();
    },
    90_000,
    100,
  );

  // meanwhile: never ready (the port closed, or 503)
  for (let i = 0; i < 10; i++) {
    expect(await status(`${base}/readyz`), out.join("")).not.toBe(200);
    expect(await waiting()).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
  }
  const tables = await holder.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'Account'`);
  expect(tables.rows[0].n).toBe(0);

  // let it go on: the first 200 comes with the whole schema in place
  await holder.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]);
  await until("ready", async () => (await status(`${base}/readyz`)) === 200, 120_000, 50);
  const applied = await holder.query(`SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`);
  expect(applied.rows[0].n).toBe(listMigrations().length);

  const exited = new Promise((r) => child!.once("exit", r));
  child.kill("SIGTERM");
  await exited;
  child = null;
}, 240_000);
