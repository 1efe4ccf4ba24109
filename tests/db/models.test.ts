// The migrations applied to an empty PostgreSQL and an empty PGlite, and every model exercised
// through the generated client on both (create, read with relations, update, unique constraints,
// cascades) — no mocked database.
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { LOCK_ID, listMigrations, migrate } from "../../src/db/migrate.ts";
import { createEmptyPgDatabase } from "../helpers/db.ts";

describe.each(["postgres", "pglite"] as const)("database on %s", (kind) => {
  let db: Database;
  let drop: (() => Promise<void>) | null = null;

  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it("applies every migration to an empty database, records it for Prisma, and is idempotent", async () => {
    if (kind === "postgres") {
      const t = await createEmptyPgDatabase();
      drop = t.drop;
      db = await openDatabase({ databaseUrl: t.url, dataDir: "" });
    } else db = await openDatabase({ dataDir: ":memory:" });
    const conn = await db.sql();
    const applied = await migrate(conn);
    expect(applied).toEqual(listMigrations().map((m) => m.name));
    expect(await migrate(conn)).toEqual([]);
    const rows = await conn.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(applied);
    expect(rows.map((r) => r.checksum)).toEqual(listMigrations().map((m) => m.checksum));
    await conn.close();
  });

  it("checks an up-to-date schema in one query, without the lock, and still refuses a changed migration", async () => {
    const conn = await db.sql();
    // another process holding the migration lock does not hold up a start on an up-to-date schema
    const other = kind === "postgres" ? await db.sql() : null;
    if (other) await other.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
    try {
      expect(await migrate(conn)).toEqual([]);
    } finally {
      if (other) {
        await other.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]);
        await other.close();
      }
    }
    // a migration edited after it was applied: not "up to date", and the locked path says why
    const [first] = listMigrations();
    await conn.query(`UPDATE "_prisma_migrations" SET checksum = 'x' WHERE migration_name = $1`, [first.name]);
    await expect(migrate(conn)).rejects.toThrow(/was changed after it was applied/);
    await conn.query(`UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2`, [first.checksum, first.name]);
    expect(await migrate(conn)).toEqual([]);
    await conn.close();
  });

  it("exercises every model through the generated client", async () => {
    const p = db.prisma;
    const ann = await p.account.create({ data: { email: "ann@x.test", name: "Ann", passwordHash: "h" } });
    const bob = await p.account.create({ data: { email: "bob@x.test", name: "Bob", passwordHash: "h", isAdmin: true } });
    await expect(p.account.create({ data: { email: "ann@x.test", name: "Ann2", passwordHash: "h" } })).rejects.toThrow();
    await p.replyKey.create({ data: { keyHash: "k1", accountId: ann.id } });
    const game = await p.game.create({ data: { id: "guess-1", kind: "guess", hostId: ann.id, seed: "s", options: { a: 1 } } });
    expect(game.num).toBeGreaterThan(0);
    expect(game.status).toBe("open");
    await p.seat.create({ data: { gameId: game.id, accountId: ann.id, seat: 1, name: "Ann" } });
    await p.seat.create({ data: { gameId: game.id, accountId: bob.id, seat: 2, name: "Bob", options: { civ: "Rome" } } });
    await expect(p.seat.create({ data: { gameId: game.id, accountId: bob.id, seat: 2, name: "Bob" } })).rejects.toThrow();
    await p.observer.create({ data: { gameId: game.id, accountId: bob.id } });
    await p.game.update({
      where: { id: game.id },
      data: { state: { hands: { 1: ["7H"] } }, status: "running", version: { increment: 1 } },
    });
    const inbound = await p.inboundMessage.create({
      data: { messageId: "m1@x", dedupeKey: "k1", source: "local", raw: "raw", fromAddress: "ann@x.test" },
    });
    await expect(
      p.inboundMessage.create({
        data: { messageId: "m1@x", dedupeKey: "k1", source: "local", raw: "raw", fromAddress: "ann@x.test" },
      }),
    ).rejects.toThrow();
    await p.outbox.create({
      data: {
        messageId: "o1@x",
        toAddress: "ann@x.test",
        accountId: ann.id,
        gameId: game.id,
        kind: "reply",
        subject: "s",
        body: "b",
        inboundId: inbound.id,
      },
    });
    await p.gameEvent.create({
      data: { gameId: game.id, type: "move", seat: 1, accountId: ann.id, line: "PLAY 7H", data: { x: 1 } },
    });
    await p.job.create({ data: { kind: "deadline", gameId: game.id, key: "deadline:guess-1:1", dueAt: new Date() } });
    await expect(p.job.create({ data: { kind: "deadline", key: "deadline:guess-1:1", dueAt: new Date() } })).rejects.toThrow();

    const loaded = await p.game.findUniqueOrThrow({
      where: { id: game.id },
      include: {
        seats: { include: { account: true }, orderBy: { seat: "asc" } },
        observers: true,
        events: true,
        outbox: true,
        host: true,
      },
    });
    expect(loaded.seats.map((s) => s.account.name)).toEqual(["Ann", "Bob"]);
    expect(loaded.seats[1].options).toEqual({ civ: "Rome" });
    expect(loaded.state).toEqual({ hands: { 1: ["7H"] } });
    expect(loaded.version).toBe(1);
    expect(loaded.observers).toHaveLength(1);
    expect(loaded.events[0].line).toBe("PLAY 7H");
    expect(loaded.outbox[0].status).toBe("queued");
    expect(loaded.host.email).toBe("ann@x.test");
    const withKeys = await p.account.findUniqueOrThrow({
      where: { id: ann.id },
      include: { replyKeys: true, seats: true, hosted: true },
    });
    expect(withKeys.replyKeys.map((k) => k.keyHash)).toEqual(["k1"]);
    expect(withKeys.hosted).toHaveLength(1);

    // deleting a game cascades to its seats, observers and events, and unlinks its mails
    await p.game.delete({ where: { id: game.id } });
    expect(await p.seat.count()).toBe(0);
    expect(await p.observer.count()).toBe(0);
    expect(await p.gameEvent.count()).toBe(0);
    expect((await p.outbox.findFirstOrThrow()).gameId).toBeNull();
    // interactive transactions roll back as a whole
    await expect(
      p.$transaction(async (tx) => {
        await tx.account.create({ data: { email: "c@x.test", name: "C", passwordHash: "h" } });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await p.account.count({ where: { email: "c@x.test" } })).toBe(0);
  });
});
