// The hot statements of a mail's transaction go straight to its PostgreSQL connection (src/db/direct.ts).
// What must hold: they run inside that transaction and nowhere else (not after its commit, not after a
// timeout rolled it back, not on another transaction's connection), and they read and write the same
// values as the same statement through the Prisma client, whatever the process's time zone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../helpers/db.ts";
import type { Database, Tx } from "../../src/db/client.ts";
import { directTransaction, isDirect, rows, run, together, utility } from "../../src/db/direct.ts";
import { isRetryableConflict } from "../../src/db/errors.ts";

const PROBE = `SELECT txid_current()::text AS x, pg_backend_pid() AS pid,
  '2026-03-29 01:30:00.123'::timestamp(3) AS at, '{"a":[1,"é"],"b":null}'::jsonb AS j, '\\x00ff41'::bytea AS b,
  42 AS n, 'tëxt' AS t, ARRAY[3,1,2] AS arr, NULL::timestamp(3) AS none, $1::timestamp(3) AS echoed, true AS yes`;
const WHEN = new Date("2026-10-25T00:59:59.999Z"); // near a daylight-saving change in Europe

/** Bytes as bytes, whichever Uint8Array kind the path returned. */
const plain = (r: Record<string, unknown>) => ({ ...r, b: Buffer.from(r.b as Uint8Array).toString("hex") });

describe.each(["postgres", "pglite"] as const)("statements of a transaction, direct where possible (%s)", (kind) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(kind));
    await db.prisma.$executeRawUnsafe(
      `CREATE TABLE IF NOT EXISTS direct_probe (id serial PRIMARY KEY, at timestamp(3), note text)`,
    );
  });
  afterAll(async () => close?.());

  it("read the same values as the client, in the same transaction, in any time zone", async () => {
    const tz = process.env.TZ;
    for (const zone of ["UTC", "America/New_York", "Asia/Kathmandu"]) {
      process.env.TZ = zone;
      try {
        const [viaClient, direct] = await directTransaction(
          db.prisma,
          async (tx) => [
            // PostgreSQL: the direct path; PGlite (one connection, no pool): always the client
            (expect(isDirect(tx)).toBe(kind === "postgres"),
            (await tx.$queryRawUnsafe<Record<string, unknown>[]>(PROBE, WHEN))[0]),
            (await rows<Record<string, unknown>>(tx, PROBE, WHEN))[0],
          ],
          { timeout: 10_000 },
        );
        expect(plain(direct)).toEqual(plain(viaClient));
        expect(direct.at).toEqual(new Date("2026-03-29T01:30:00.123Z"));
        expect(direct.echoed).toEqual(WHEN);
      } finally {
        process.env.TZ = tz;
      }
    }
  });

  it("write dates the client reads back unchanged, and count changed rows as the client does", async () => {
    const tz = process.env.TZ;
    process.env.TZ = "America/Los_Angeles";
    try {
      const changed = await directTransaction(
        db.prisma,
        async (tx) => {
          await run(tx, `INSERT INTO direct_probe (at, note) VALUES ($1, $2), ($1, $3)`, WHEN, "w1", "w2");
          return run(tx, `UPDATE direct_probe SET note = note || '!' WHERE note IN ('w1', 'w2')`);
        },
        { timeout: 10_000 },
      );
      expect(changed).toBe(2);
      const back = await db.prisma.$queryRawUnsafe<{ at: Date }[]>(`SELECT at FROM direct_probe WHERE note = 'w1!'`);
      expect(back[0].at).toEqual(WHEN);
    } finally {
      process.env.TZ = tz;
    }
  });

  it("together: independent writes in one statement, each with its own parameters, or none at all", async () => {
    const note = `tg-${Math.random()}`;
    const [before] = await db.prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM direct_probe`);
    await directTransaction(db.prisma, (tx) =>
      together(tx, [
        { sql: `INSERT INTO direct_probe (at, note) VALUES ($1, $2)`, params: [WHEN, `${note}-a`] },
        { sql: `INSERT INTO direct_probe (note) VALUES ($1), ($2)`, params: [`${note}-b`, `${note}-c`] },
        { sql: `UPDATE direct_probe SET note = $2 WHERE note = $1`, params: ["nobody", "never"] },
      ]),
    );
    const got = await db.prisma.$queryRawUnsafe<{ at: Date | null; note: string }[]>(
      `SELECT at, note FROM direct_probe WHERE note LIKE $1 ORDER BY note`,
      `${note}-%`,
    );
    expect(got).toEqual([
      { at: WHEN, note: `${note}-a` },
      { at: null, note: `${note}-b` },
      { at: null, note: `${note}-c` },
    ]);
    // a statement with a WITH of its own cannot be nested (PostgreSQL allows data-modifying WITH only at the top)
    await expect(
      directTransaction(db.prisma, (tx) => together(tx, [{ sql: `WITH x AS (SELECT 1) DELETE FROM direct_probe`, params: [] }])),
    ).rejects.toThrow(/WITH of its own/);
    await directTransaction(db.prisma, (tx) => together(tx, []));
    const [after] = await db.prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM direct_probe`);
    expect(after.n).toBe(before.n + 3);
  });

  it("together: more parameters than one statement may take are sent in several, all written", async () => {
    const note = `big-${Math.random()}`;
    // three statements of 12,000 parameters: 36,000 in all, over the 30,000 one statement is given
    const big = (part: number) => ({
      sql: `INSERT INTO direct_probe (note) VALUES ${Array.from({ length: 12_000 }, (_, i) => `($${i + 1})`).join(", ")}`,
      params: Array.from({ length: 12_000 }, (_, i) => `${note}-${part}-${i}`),
    });
    await directTransaction(db.prisma, (tx) => together(tx, [big(1), big(2), big(3)]), { timeout: 30_000 });
    const [c] = await db.prisma.$queryRawUnsafe<{ n: number; parts: number }[]>(
      `SELECT count(*)::int AS n, count(DISTINCT split_part(note, '-', 3))::int AS parts FROM direct_probe WHERE note LIKE $1`,
      `${note}-%`,
    );
    expect(c).toEqual({ n: 36_000, parts: 3 });
  });

  it("prepared statements: a migration that changes what a prepared SELECT * returns costs one retry, not a wrong row", async () => {
    const table = `plan_${Math.random().toString(36).slice(2, 8)}`;
    await db.prisma.$executeRawUnsafe(`CREATE TABLE ${table} (id int, a text)`);
    await db.prisma.$executeRawUnsafe(`INSERT INTO ${table} VALUES (1, 'one')`);
    const sql = `SELECT t.* FROM ${table} t ORDER BY id`;
    const inTx = () => directTransaction(db.prisma, (tx) => rows<Record<string, unknown>>(tx, sql));
    // run it on every connection the pool holds now, so that whichever comes next has it prepared
    await Promise.all(Array.from({ length: 4 }, inTx));
    expect(await inTx()).toEqual([{ id: 1, a: "one" }]);
    expect(await rows(db.prisma, sql)).toEqual([{ id: 1, a: "one" }]);
    await db.prisma.$executeRawUnsafe(`ALTER TABLE ${table} ADD COLUMN b text DEFAULT 'new'`);
    // in a transaction: PostgreSQL refuses the stale plan (on PostgreSQL), the caller's retry (isRetryableConflict) succeeds
    const results: unknown[] = [];
    for (let attempt = 1; attempt <= 3 && results.length === 0; attempt++) {
      try {
        results.push(await inTx());
      } catch (e) {
        expect(kind).toBe("postgres");
        expect(isRetryableConflict(e)).toBe(true);
      }
    }
    expect(results).toEqual([[{ id: 1, a: "one", b: "new" }]]);
    // outside a transaction the retry is direct.ts's own
    for (let i = 0; i < 4; i++) expect(await rows(db.prisma, sql)).toEqual([{ id: 1, a: "one", b: "new" }]);
  });

  it("roll back with their transaction", async () => {
    await expect(
      directTransaction(
        db.prisma,
        async (tx) => {
          await run(tx, `INSERT INTO direct_probe (note) VALUES ('rolled back')`);
          throw new Error("line failed");
        },
        { timeout: 10_000 },
      ),
    ).rejects.toThrow("line failed");
    expect(await db.prisma.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM direct_probe WHERE note = 'rolled back'`)).toEqual([]);
  });

  it("utility statements: a line's savepoint held until the next line releases it, one name for all lines, none prepared", async () => {
    // the pattern of commands/run.ts: line 1 succeeds (its savepoint kept), line 2 writes then fails (back
    // to its own savepoint), line 3 succeeds; the COMMIT releases the last savepoint
    const [prepared] = await directTransaction(
      db.prisma,
      async (tx) => {
        await utility(tx, "SAVEPOINT line");
        await run(tx, `INSERT INTO direct_probe (note) VALUES ('sp line 1')`);
        await utility(tx, "RELEASE SAVEPOINT line", "SAVEPOINT line");
        await run(tx, `INSERT INTO direct_probe (note) VALUES ('sp line 2')`);
        await expect(run(tx, `INSERT INTO direct_probe (id, note) VALUES (1 / 0, 'x')`)).rejects.toThrow(/division by zero/);
        await utility(tx, "ROLLBACK TO SAVEPOINT line");
        await utility(tx, "RELEASE SAVEPOINT line", "SAVEPOINT line");
        await run(tx, `INSERT INTO direct_probe (note) VALUES ('sp line 3')`);
        return rows<{ n: number }>(
          tx,
          `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement ~* '^\\s*(SAVEPOINT|RELEASE|ROLLBACK)'`,
        );
      },
      { timeout: 10_000 },
    );
    expect(prepared.n).toBe(0);
    const kept = await db.prisma.$queryRawUnsafe<{ note: string }[]>(
      `SELECT note FROM direct_probe WHERE note LIKE 'sp line %' ORDER BY id`,
    );
    expect(kept.map((r) => r.note)).toEqual(["sp line 1", "sp line 3"]);
  });

  it("never run once their transaction is over, even with its tx object still at hand", async () => {
    let kept: Tx | null = null;
    await directTransaction(db.prisma, async (tx) => void (kept = tx), { timeout: 10_000 });
    expect(isDirect(kept!)).toBe(false);
    await expect(run(kept!, `INSERT INTO direct_probe (note) VALUES ('after commit')`)).rejects.toThrow();
    expect(await db.prisma.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM direct_probe WHERE note = 'after commit'`)).toEqual([]);
  });

  it.runIf(kind === "postgres")("never run on a connection a timed-out transaction gave back", async () => {
    let gate!: () => void;
    const late = new Promise<void>((r) => (gate = r));
    const attempt = directTransaction(
      db.prisma,
      async (tx) => {
        expect(isDirect(tx)).toBe(true);
        await late; // past the timeout: the client rolls back and releases the connection meanwhile
        await run(tx, `INSERT INTO direct_probe (note) VALUES ('after timeout')`);
      },
      { timeout: 300 },
    );
    const failed = expect(attempt).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 800));
    gate();
    await failed;
    expect(await db.prisma.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM direct_probe WHERE note = 'after timeout'`)).toEqual([]);
  });

  it.runIf(kind === "postgres")("never run after the rollback of a timeout that came while one of them was running", async () => {
    const attempt = directTransaction(
      db.prisma,
      async (tx) => {
        expect(isDirect(tx)).toBe(true);
        // still running when the client gives up on the transaction and sends its ROLLBACK
        await run(tx, `SELECT pg_sleep(1)`);
        await run(tx, `INSERT INTO direct_probe (note) VALUES ('after rollback')`);
      },
      { timeout: 300 },
    );
    await expect(attempt).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 300));
    expect(await db.prisma.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM direct_probe WHERE note = 'after rollback'`)).toEqual([]);
  });

  it("each transaction gets its own connection, also when many run at once", async () => {
    const seen = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        directTransaction(
          db.prisma,
          async (tx) => {
            const [a] = await tx.$queryRawUnsafe<{ x: string }[]>(`SELECT txid_current()::text AS x`);
            await run(tx, `INSERT INTO direct_probe (note) VALUES ($1)`, `many ${i}`);
            const [b] = await rows<{ x: string }>(tx, `SELECT txid_current()::text AS x`);
            const [c] = await tx.$queryRawUnsafe<{ n: number }[]>(
              `SELECT count(*)::int AS n FROM direct_probe WHERE note = $1`,
              `many ${i}`,
            );
            return { a: a.x, b: b.x, n: c.n };
          },
          { timeout: 10_000, maxWait: 10_000 },
        ),
      ),
    );
    for (const s of seen) {
      expect(s.b).toBe(s.a); // the direct statement ran in the client's transaction
      expect(s.n).toBe(1); // and the client saw its insert
    }
    expect(new Set(seen.map((s) => s.a)).size).toBe(8);
  });
});
