// The intake table (src/intake/outcomes.ts): every way a mail can end is one row, and each row is
// reached here by a mail of its own — the row's status, its outcome name, and whether it was answered.
// A row no mail reaches, or a mail that ends in a row it does not name, fails this test.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/games/index.ts";
import { makeTestApp, runPending, type TestApp } from "../helpers/app.ts";
import { rawMail } from "../helpers/hostile.ts";
import { INTAKE, type OutcomeName } from "../../src/intake/outcomes.ts";
import { receiveRaw, submitRaw } from "../../src/intake/inbound.ts";

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "../fixtures/mail", name));

let app: TestApp;
beforeAll(async () => {
  app = await makeTestApp("postgres", { MAX_MAIL_BYTES: "200000", ERROR_REPLIES_PER_HOUR: "1", STRANGER_REPLIES_PER_HOUR: "2" });
});
afterAll(async () => app?.close());

async function ended(on: TestApp, inboundId: number) {
  const row = await on.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: inboundId } });
  const answers = await on.db.prisma.outbox.count({ where: { inboundId } });
  return { status: row.status, outcome: row.outcome, answered: answers > 0 };
}

/** How each row is reached: a mail (or mails) whose last one must end in that row; its id, or its app and id. */
const reach: Record<OutcomeName, () => Promise<number | { on: TestApp; id: number; done(): Promise<void> }>> = {
  processed: async () => {
    const pw = await app.register("pat@example.org", "Pat");
    return (await submitRaw(app, rawMail({ from: "pat@example.org", body: `PASSWORD ${pw}\nHELP` }), "eml")).inboundId;
  },
  "no-command": async () => (await submitRaw(app, rawMail({ from: "pat@example.org", body: "" }), "eml")).inboundId,
  "password-paused": async () => {
    const pw = await app.register("olga@example.org", "Olga");
    await submitRaw(app, rawMail({ from: "olga@example.org", body: `PASSWORD ${pw}\nHELP` }), "eml"); // a known sender now
    // five wrong passwords pause PASSWORD lines for the account (accounts/throttle.ts); then the owner's right one
    for (let i = 0; i < 5; i++)
      await submitRaw(app, rawMail({ from: "olga@example.org", body: `PASSWORD wrong-${i}\nME` }), "eml");
    return (await submitRaw(app, rawMail({ from: "olga@example.org", body: `PASSWORD ${pw}\nME` }), "eml")).inboundId;
  },
  "error-budget": async () => {
    const pw = await app.register("eve@example.org", "Eve");
    await submitRaw(app, rawMail({ from: "eve@example.org", body: `PASSWORD ${pw}\nHELP` }), "eml"); // a known sender now
    // one error reply an hour for this mailbox (ERROR_REPLIES_PER_HOUR=1 here): the second error-only mail is not answered
    await submitRaw(app, rawMail({ from: "eve@example.org", body: "FROB" }), "eml");
    return (await submitRaw(app, rawMail({ from: "eve@example.org", body: "FROB" }), "eml")).inboundId;
  },
  "too-large": async () =>
    (await submitRaw(app, rawMail({ from: "big@example.org", body: `HELP\n${"x".repeat(250_000)}` }), "eml")).inboundId,
  "too-large-unanswered": async () =>
    (await submitRaw(app, rawMail({ from: "big@example.org", body: `HELP\n${"y".repeat(250_000)}` }), "eml")).inboundId,
  "stranger-budget": async () => {
    for (let i = 0; i < 2; i++) await submitRaw(app, rawMail({ from: "stranger@example.org", body: "HELP" }), "eml");
    return (await submitRaw(app, rawMail({ from: "stranger@example.org", body: "HELP" }), "eml")).inboundId;
  },
  "auto-reply": async () => (await submitRaw(app, fixture("out-of-office.eml"), "eml")).inboundId,
  bounce: async () => (await submitRaw(app, fixture("bounce-dsn.eml"), "eml")).inboundId,
  list: async () => (await submitRaw(app, fixture("list-mail.eml"), "eml")).inboundId,
  own: async () => (await submitRaw(app, fixture("own-address.eml"), "eml")).inboundId,
  noreply: async () => (await submitRaw(app, rawMail({ from: "no-reply@shop.example", body: "HELP" }), "eml")).inboundId,
  spam: async () =>
    (await submitRaw(app, rawMail({ from: "s@spam.example", body: "HELP", headers: ["X-Spam-Flag: YES"] }), "eml")).inboundId,
  "dmarc-fail": async () =>
    (
      await submitRaw(
        app,
        rawMail({ from: "d@forged.example", body: "HELP", headers: ["Authentication-Results: mx.example; dmarc=fail"] }),
        "eml",
      )
    ).inboundId,
  "failed-attempts": async () => {
    // the outbox refuses the reply for this address: processing fails each time, then gives up (the
    // give-up reply itself is let through)
    await app.db.prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION intake_boom() RETURNS trigger AS $$
      BEGIN IF NEW."toAddress" = 'boom@example.org' AND NEW.kind <> 'reply-error' THEN RAISE EXCEPTION 'planted fault'; END IF;
      RETURN NEW; END $$ LANGUAGE plpgsql`);
    await app.db.prisma.$executeRawUnsafe(
      `CREATE TRIGGER intake_boom BEFORE INSERT ON "Outbox" FOR EACH ROW EXECUTE FUNCTION intake_boom()`,
    );
    try {
      const r = await submitRaw(app, rawMail({ from: "boom@example.org", body: "HELP" }), "eml");
      await runPending(app);
      await runPending(app);
      return r.inboundId;
    } finally {
      await app.db.prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS intake_boom ON "Outbox"`);
    }
  },
  "over-time-budget": async () => {
    const slow = await makeTestApp("postgres", { MAIL_TIME_BUDGET_SECONDS: "1" });
    try {
      await slow.db.prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION intake_slow() RETURNS trigger AS $$
        BEGIN IF NEW."toAddress" = 'slow@example.org' THEN PERFORM pg_sleep(2); END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
      await slow.db.prisma.$executeRawUnsafe(
        `CREATE TRIGGER intake_slow BEFORE INSERT ON "Outbox" FOR EACH ROW EXECUTE FUNCTION intake_slow()`,
      );
      const r = await submitRaw(slow, rawMail({ from: "slow@example.org", body: "HELP" }), "eml");
      return { on: slow, id: r.inboundId, done: () => slow.close() };
    } catch (e) {
      await slow.close();
      throw e;
    }
  },
  "store-refused": async () => {
    // the database refuses the stored row (a planted check): the bytes are kept in a minimal quarantined row
    await app.db.prisma.$executeRawUnsafe(
      `ALTER TABLE "InboundMessage" ADD CONSTRAINT intake_refuse CHECK ("fromAddress" <> 'refused@example.org') NOT VALID`,
    );
    try {
      return (await receiveRaw(app, rawMail({ from: "refused@example.org", body: "HELP" }), "eml")).inboundId;
    } finally {
      await app.db.prisma.$executeRawUnsafe(`ALTER TABLE "InboundMessage" DROP CONSTRAINT intake_refuse`);
    }
  },
};

describe("the intake table", () => {
  for (const name of Object.keys(INTAKE) as OutcomeName[])
    it(`${name}: ${INTAKE[name].log}`, async () => {
      const r = await reach[name]();
      const { on, id } = typeof r === "number" ? { on: app, id: r } : r;
      try {
        const row = INTAKE[name];
        const got = await ended(on, id);
        expect({ status: got.status, outcome: got.outcome }).toEqual({ status: row.status, outcome: name });
        expect(got.answered).toBe(row.answer !== "none");
      } finally {
        if (typeof r !== "number") await r.done();
      }
    }, 60_000);

  it("every row is reached by a fixture above", () => {
    expect(Object.keys(reach).sort()).toEqual(Object.keys(INTAKE).sort());
  });
});
