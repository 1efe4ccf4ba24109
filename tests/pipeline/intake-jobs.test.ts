// A stored mail and its job of the inbound queue (src/db/queue.ts INBOUND_QUEUE) are written together
// (src/intake/inbound.ts receiveRaw: on PostgreSQL BEGIN, the job, the row and COMMIT in one round trip):
// a stored mail always has its job, a store the database refuses leaves no job behind, and a job run
// for a mail already done (a re-delivery, its caller ran it) answers nothing more, nor does a job that
// names no stored mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { rawMail } from "../helpers/hostile.ts";
import { receiveRaw } from "../../src/intake/inbound.ts";
import { runInboundJob } from "../../src/intake/worker.ts";
import { INBOUND_QUEUE } from "../../src/db/queue.ts";

let app: TestApp;
beforeAll(async () => void (app = await makeTestApp("postgres")));
afterAll(async () => app?.close());

/** The inbound jobs that name this mail (its dedupe key), with their group. */
const jobsOf = async (mail: string) =>
  app.db.prisma.$queryRawUnsafe<Array<{ group_id: string | null }>>(
    `SELECT group_id FROM pgboss.job WHERE name = $1 AND data->>'mail' = $2`,
    INBOUND_QUEUE,
    mail,
  );

describe("a stored mail and its job", () => {
  it("are written together; a mail from the mailbox is in its game's group", async () => {
    const r = await receiveRaw(app, rawMail({ from: "jo@example.org", subject: "[trente-41] move", body: "KEEP 6" }), "imap");
    expect(r.duplicate).toBe(false);
    expect(await jobsOf(r.dedupeKey)).toEqual([{ group_id: "game:trente-41" }]);
  });

  it("a store the database refuses leaves no job: the mail is kept quarantined, without one", async () => {
    await app.db.prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."fromAddress" LIKE '%refused@%' AND NEW.status = 'pending' THEN RAISE EXCEPTION 'test: refused'; END IF;
      RETURN NEW; END $$`);
    await app.db.prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_mail BEFORE INSERT ON "InboundMessage" FOR EACH ROW EXECUTE FUNCTION refuse_mail()`,
    );
    try {
      const r = await receiveRaw(app, rawMail({ from: "refused@example.org", body: "HELP" }), "imap");
      const row = await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: r.inboundId } });
      expect([row.status, row.outcome]).toEqual(["quarantined", "store-refused"]);
      expect(await jobsOf(r.dedupeKey)).toEqual([]);
    } finally {
      await app.db.prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS refuse_mail ON "InboundMessage"`);
    }
  });

  it("a mail delivered twice is stored once and answered once, whatever its jobs", async () => {
    const raw = rawMail({ from: "twice@example.org", body: "HELP", messageId: "<twice@example.org>" });
    const first = await receiveRaw(app, raw, "imap");
    const again = await receiveRaw(app, raw, "imap");
    expect(again).toMatchObject({ inboundId: first.inboundId, duplicate: true });
    for (const id of ["a", "b"])
      expect(await runInboundJob(app, { id, data: { mail: first.dedupeKey }, retryCount: 0 })).toBe("done");
    expect(await app.db.prisma.outbox.count({ where: { inboundId: first.inboundId } })).toBe(1);
  });

  it("a job naming no stored mail (forged, or its row gone) ends and writes nothing", async () => {
    const before = await app.db.prisma.outbox.count();
    const rows = await app.db.prisma.inboundMessage.count();
    expect(await runInboundJob(app, { id: "forged", data: { mail: "no-such-dedupe-key" }, retryCount: 0 })).toBe("done");
    expect([await app.db.prisma.outbox.count(), await app.db.prisma.inboundMessage.count()]).toEqual([before, rows]);
  });
});
