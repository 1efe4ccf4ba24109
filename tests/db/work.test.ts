// A transaction Herald runs (src/db/client.ts `transaction`, src/db/work.ts): the Prisma client and
// Herald's statements on one connection, in one transaction, on both databases; the write buffer
// keeps order (each statement sees the one before it); nothing is sent once the transaction is over.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../helpers/db.ts";
import type { Database } from "../../src/db/client.ts";
import type { Work } from "../../src/db/work.ts";

const PROBE = `SELECT '2026-03-29 01:30:00.123'::timestamp(3) AS at, '{"a":[1,"é"],"b":null}'::jsonb AS j,
  '\\x00ff41'::bytea AS b, 42 AS n, 'tëxt' AS t, ARRAY[3,1,2] AS arr, NULL::timestamp(3) AS none,
  $1::timestamp(3) AS echoed, true AS yes`;
const WHEN = new Date("2026-10-25T00:59:59.999Z"); // near a daylight-saving change in Europe
const plain = (r: Record<string, unknown>) => ({ ...r, b: Buffer.from(r.b as Uint8Array).toString("hex") });

describe.each(["postgres", "pglite"] as const)("a transaction of Herald's (%s)", (kind) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(kind));
    await db.prisma.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS work_probe (id int PRIMARY KEY, n int, note text)`);
  });
  afterAll(async () => close?.());
  const note = async (id: number) =>
    (await db.prisma.$queryRawUnsafe<{ n: number; note: string }[]>(`SELECT n, note FROM work_probe WHERE id = $1`, id))[0];

  it("two writes of one row in one buffer both take effect, in order", async () => {
    await db.transaction(async (w) => {
      w.write(`INSERT INTO work_probe (id, n, note) VALUES (1, 10, 'inserted')`);
      w.write(`UPDATE work_probe SET n = n + 1 WHERE id = 1`);
      w.write(`UPDATE work_probe SET n = n + 1, note = 'updated' WHERE id = 1`);
      // a read sent with the buffer sees every write before it
      expect(await w.rows(`SELECT n, note FROM work_probe WHERE id = 1`)).toEqual([{ n: 12, note: "updated" }]);
      w.write(`UPDATE work_probe SET n = n * 2 WHERE id = 1`);
    });
    expect(await note(1)).toEqual({ n: 24, note: "updated" }); // the last write was sent before the commit
  });

  it("model calls and Herald's statements are one transaction: each sees the other's writes, and a throw undoes both", async () => {
    await expect(
      db.transaction(async (w: Work) => {
        await w.run(`INSERT INTO work_probe (id, n, note) VALUES (2, 1, 'herald')`);
        expect(await w.tx.$queryRawUnsafe(`SELECT note FROM work_probe WHERE id = 2`)).toEqual([{ note: "herald" }]);
        await w.tx.$executeRawUnsafe(`UPDATE work_probe SET note = 'prisma' WHERE id = 2`);
        expect(await w.rows(`SELECT note FROM work_probe WHERE id = 2`)).toEqual([{ note: "prisma" }]);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await note(2)).toBeUndefined();
  });

  it("read the values the client reads, in any time zone", async () => {
    const tz = process.env.TZ;
    for (const zone of ["UTC", "America/New_York", "Asia/Kathmandu"]) {
      process.env.TZ = zone;
      try {
        const [viaClient, herald] = await db.transaction(async (w) => [
          (await w.tx.$queryRawUnsafe<Record<string, unknown>[]>(PROBE, WHEN))[0],
          (await w.rows<Record<string, unknown>>(PROBE, WHEN))[0],
        ]);
        expect(plain(herald)).toEqual(plain(viaClient));
        expect(herald.at).toEqual(new Date("2026-03-29T01:30:00.123Z"));
        expect(herald.echoed).toEqual(WHEN);
      } finally {
        process.env.TZ = tz;
      }
    }
  });

  it("savepoints: a line rolled back alone, the lines around it kept", async () => {
    await db.transaction(async (w) => {
      await w.utility("SAVEPOINT line");
      w.write(`INSERT INTO work_probe (id, n, note) VALUES (3, 1, 'line 1')`);
      await w.utility("RELEASE SAVEPOINT line", "SAVEPOINT line");
      w.write(`INSERT INTO work_probe (id, n, note) VALUES (4, 1, 'line 2')`);
      await w.utility("ROLLBACK TO SAVEPOINT line");
      await w.utility("RELEASE SAVEPOINT line", "SAVEPOINT line");
      w.write(`INSERT INTO work_probe (id, n, note) VALUES (5, 1, 'line 3')`);
    });
    expect([await note(3), await note(4), await note(5)].map((r) => r?.note)).toEqual(["line 1", undefined, "line 3"]);
  });

  it("nothing is sent once the transaction is over, with its work still at hand", async () => {
    let kept: Work | null = null;
    await db.transaction(async (w) => void (kept = w));
    await expect(kept!.run(`INSERT INTO work_probe (id, n, note) VALUES (6, 1, 'after commit')`)).rejects.toThrow(/over/);
    expect(await note(6)).toBeUndefined();
  });

  it("nothing is sent past the transaction's time (its rollback gave the connection back)", async () => {
    const attempt = db.transaction(
      async (w) => {
        await new Promise((r) => setTimeout(r, 700));
        await w.run(`INSERT INTO work_probe (id, n, note) VALUES (7, 1, 'after timeout')`);
      },
      { timeout: 500 },
    );
    await expect(attempt).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 200));
    expect(await note(7)).toBeUndefined();
  });

  it("transactions at once each get a connection of their own", async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction(async (w) => {
          await w.run(`INSERT INTO work_probe (id, n, note) VALUES ($1, 0, 'many')`, 100 + i);
          const [a] = await w.rows<{ x: string }>(`SELECT txid_current()::text AS x`);
          const [b] = await w.tx.$queryRawUnsafe<{ x: string }[]>(`SELECT txid_current()::text AS x`);
          const [c] = await w.rows<{ n: number }>(`SELECT count(*)::int AS n FROM work_probe WHERE id = $1`, 100 + i);
          expect(b.x).toBe(a.x);
          expect(c.n).toBe(1);
          return a.x;
        }),
      ),
    );
    expect(new Set(ids).size).toBe(8);
  });
});
