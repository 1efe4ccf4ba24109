// No mail can stop Herald: every hostile class ends in exactly one recorded terminal
// state, a good mail after it is answered, and nothing a mail does makes Herald a mail cannon. Run on
// PostgreSQL and on PGlite through the real pipeline (submitRaw → processInbound).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, runPending, type TestApp } from "../helpers/app.ts";
import { hostileCorpus, rawMail, terminalStates } from "../helpers/hostile.ts";
import { submitRaw, processAgain, STRANGER_SUBJECT } from "../../src/intake/inbound.ts";
import { scanInboxFolder } from "../../src/inbox/local.ts";
import { parseDuration } from "../../src/service/deadlines.ts";

const TERMINAL = ["done", "ignored", "quarantined"];

async function statusOf(app: TestApp, inboundId: number) {
  return app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: inboundId } });
}

async function replyTo(app: TestApp, inboundId: number) {
  return app.db.prisma.outbox.findFirst({ where: { inboundId, kind: { in: ["reply", "reply-error", "reply-auth"] } } });
}

describe.each(["postgres", "pglite"] as const)("hostile mail on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await makeTestApp(kind);
  }, 120_000);
  afterAll(async () => app?.close());

  it("every hostile class ends in one terminal state, and a good mail after each is answered", async () => {
    for (const h of hostileCorpus()) {
      const r = await submitRaw(app, h.raw, "eml");
      const row = await statusOf(app, r.inboundId);
      expect(TERMINAL, h.name).toContain(row.status);
      expect(row.status === "quarantined" ? !!row.error : true, h.name).toBe(true);
      const good = await app.send(`good-${h.name.length}-${Math.random()}@example.com`.replace(/\s/g, ""), "HELP");
      expect(good, `good mail after "${h.name}"`).toMatch(/OK Herald/);
    }
    expect((await terminalStates(app)).pending ?? 0).toBe(0);
  }, 300_000);

  it("a NUL or 100 KB Message-ID is stored whole (escaped), and the same mail again is a duplicate", async () => {
    const raw = rawMail({ messageId: `<nul\u0000${"z".repeat(50_000)}@evil.example>`, from: "nul@evil.example" });
    const a = await submitRaw(app, raw, "eml");
    const b = await submitRaw(app, raw, "eml");
    expect(b).toMatchObject({ inboundId: a.inboundId, duplicate: true });
    const row = await statusOf(app, a.inboundId);
    expect(row.messageId.startsWith("nul\\x00zzz")).toBe(true);
    expect(row.messageId.length).toBeGreaterThan(50_000);
    expect(row.status).toBe("done");
    // threading headers never carry an id that long
    expect((await replyTo(app, a.inboundId))?.inReplyTo ?? null).toBeNull();
  });

  it("a repeated Message-ID from another sender or with another body is processed; a true re-delivery is not", async () => {
    const id = "<reused-id@client.example>";
    const first = await submitRaw(app, rawMail({ messageId: id, from: "ann.reuse@example.com", body: "HELP" }), "eml");
    const again = await submitRaw(app, rawMail({ messageId: id, from: "ann.reuse@example.com", body: "HELP" }), "eml");
    const otherSender = await submitRaw(app, rawMail({ messageId: id, from: "bob.reuse@example.com", body: "HELP" }), "eml");
    const otherBody = await submitRaw(app, rawMail({ messageId: id, from: "ann.reuse@example.com", body: "LIST" }), "eml");
    expect(again).toMatchObject({ duplicate: true, inboundId: first.inboundId });
    expect(otherSender.duplicate).toBe(false);
    expect(otherBody.duplicate).toBe(false);
    for (const r of [first, otherSender, otherBody]) {
      expect((await statusOf(app, r.inboundId)).status).toBe("done");
      expect(await replyTo(app, r.inboundId)).not.toBeNull();
    }
    expect(await app.db.prisma.outbox.count({ where: { toAddress: "ann.reuse@example.com" } })).toBe(2);
  });

  it("a mail whose processing keeps failing is quarantined after three tries, with a best-effort give-up reply", async () => {
    // a planted fault: the database refuses every reply row that echoes BOOM-LINE
    await app.db.prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION boom() RETURNS trigger AS $$
      BEGIN IF NEW.body LIKE '%BOOM-LINE%' THEN RAISE EXCEPTION 'planted fault'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await app.db.prisma.$executeRawUnsafe(`CREATE TRIGGER boom BEFORE INSERT ON "Outbox" FOR EACH ROW EXECUTE FUNCTION boom()`);
    try {
      const r = await submitRaw(app, rawMail({ from: "boom@example.com", body: "BOOM-LINE" }), "eml");
      expect((await statusOf(app, r.inboundId)).status).toBe("pending");
      await runPending(app);
      await runPending(app);
      const row = await statusOf(app, r.inboundId);
      expect(row.status).toBe("quarantined");
      expect(row.attempts).toBe(3);
      expect(row.error).toMatch(/planted fault/);
      const giveUp = await replyTo(app, r.inboundId);
      expect(giveUp?.body).toMatch(/could not process your mail/);
      expect(giveUp?.body).not.toMatch(/BOOM/);
      // "process again" from the dashboard: still failing → pending again, then back in quarantine
      await app.db.prisma.$executeRawUnsafe(`DROP TRIGGER boom ON "Outbox"`);
      expect(await processAgain(app, r.inboundId)).toBe(true);
      expect((await statusOf(app, r.inboundId)).status).toBe("done");
    } finally {
      await app.db.prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS boom ON "Outbox"`);
    }
  }, 120_000);

  it("a give-up reply that itself fails never leaves the mail pending", async () => {
    await app.db.prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION boom_all() RETURNS trigger AS $$
      BEGIN IF NEW."toAddress" = 'boomall@example.com' THEN RAISE EXCEPTION 'planted fault'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await app.db.prisma.$executeRawUnsafe(
      `CREATE TRIGGER boom_all BEFORE INSERT ON "Outbox" FOR EACH ROW EXECUTE FUNCTION boom_all()`,
    );
    try {
      const r = await submitRaw(app, rawMail({ from: "boomall@example.com", body: "HELP" }), "eml");
      await runPending(app);
      await runPending(app);
      expect((await statusOf(app, r.inboundId)).status).toBe("quarantined");
      expect(await replyTo(app, r.inboundId)).toBeNull();
    } finally {
      await app.db.prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS boom_all ON "Outbox"`);
    }
  }, 120_000);

  it("past its time budget a mail is quarantined at once, not retried", async () => {
    const slow = await makeTestApp(kind, { MAIL_TIME_BUDGET_SECONDS: "1" });
    try {
      await slow.db.prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION slowdown() RETURNS trigger AS $$
        BEGIN IF NEW."toAddress" = 'slow@example.com' THEN PERFORM pg_sleep(3); END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
      await slow.db.prisma.$executeRawUnsafe(
        `CREATE TRIGGER slowdown BEFORE INSERT ON "Outbox" FOR EACH ROW EXECUTE FUNCTION slowdown()`,
      );
      const r = await submitRaw(slow, rawMail({ from: "slow@example.com", body: "HELP" }), "eml");
      const row = await slow.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: r.inboundId } });
      expect(row.status).toBe("quarantined");
      expect(row.attempts).toBe(1);
      expect(row.error).toMatch(/time budget/);
      expect(await slow.send("fast@example.com", "HELP")).toMatch(/OK Herald/);
    } finally {
      await slow.close();
    }
  }, 120_000);

  it("a pending row with garbage bytes does not stop the others; the next row is answered", async () => {
    await app.db.prisma.$executeRawUnsafe(
      `INSERT INTO "InboundMessage" ("messageId", "dedupeKey", source, raw, "rawBytes", "fromAddress") VALUES ('junk', 'junk-key', 'eml', '', $1, '')`,
      Buffer.from([0, 255, 0, 13, 10, 13, 10, 0xc3, 0x28]),
    );
    const good = await app.db.prisma.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO "InboundMessage" ("messageId", "dedupeKey", source, raw, "rawBytes", "fromAddress") VALUES ('good', 'good-key', 'eml', '', $1, '') RETURNING id`,
      rawMail({ from: "pending-good@example.com", body: "HELP" }),
    );
    await runPending(app);
    expect((await terminalStates(app)).pending ?? 0).toBe(0);
    expect((await replyTo(app, good[0].id))?.body).toMatch(/OK Herald/);
  });

  it("local mode: a restart with hostile files still in the inbox starts, files them, and answers good mail", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-inbox-"));
    const local = await makeTestApp(kind, { DATA_DIR: dir });
    try {
      fs.mkdirSync(path.join(dir, "inbox"), { recursive: true });
      const corpus = hostileCorpus().slice(0, 8);
      corpus.forEach((h, i) => fs.writeFileSync(path.join(dir, "inbox", `a${String(i).padStart(2, "0")}.eml`), h.raw));
      fs.writeFileSync(path.join(dir, "inbox", "z-good.eml"), rawMail({ from: "local-good@example.com", body: "HELP" }));
      fs.writeFileSync(path.join(dir, "inbox", "y-unreadable.eml"), Buffer.alloc(0));
      const n = await scanInboxFolder(local);
      expect(n).toBe(corpus.length + 2);
      const left = fs.readdirSync(path.join(dir, "inbox")).filter((f) => f.endsWith(".eml"));
      expect(left).toEqual([]);
      expect((await terminalStates(local)).pending ?? 0).toBe(0);
      const replies = await local.mails("local-good@example.com");
      expect(replies).toHaveLength(1);
    } finally {
      await local.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("200 HELP lines in 1 KB draw one reply of at most 64 KB, HELP answered once", async () => {
    const r = await submitRaw(app, rawMail({ from: "Victim <amp@example.com>", body: "HELP\n".repeat(200) }), "eml");
    const reply = (await replyTo(app, r.inboundId))!;
    expect(Buffer.byteLength(reply.body)).toBeLessThanOrEqual(64 * 1024);
    expect(reply.body.match(/Herald — play-by-email games/g)).toHaveLength(1);
    expect(reply.subject).toBe(STRANGER_SUBJECT);
  });

  it("30 mails from x+N@ without an account draw at most the hourly budget of replies", async () => {
    for (let i = 0; i < 30; i++)
      await submitRaw(
        app,
        rawMail({
          from: `Victim${i}@Budget.Example`.replace("Victim", i % 2 ? "victim+" : "VICTIM+"),
          body: "HELP",
          subject: `buy now ${i}`,
        }),
        "eml",
      );
    const all = await app.db.prisma.outbox.findMany({ where: { toAddress: { contains: "@budget.example" } } });
    expect(all.length).toBe(app.config.STRANGER_REPLIES_PER_HOUR);
    expect(all.every((m) => m.subject === STRANGER_SUBJECT)).toBe(true);
    const rows = await app.db.prisma.inboundMessage.findMany({ where: { fromAddress: { contains: "@Budget.Example" } } });
    expect(rows).toHaveLength(30);
    expect(rows.filter((r) => r.outcome === "stranger-budget")).toHaveLength(30 - app.config.STRANGER_REPLIES_PER_HOUR);
    // an hour later the budget is back
    app.clock.now = new Date(app.clock.now.getTime() + 3601_000);
    await submitRaw(app, rawMail({ from: "victim+99@budget.example", body: "HELP" }), "eml");
    expect(await app.db.prisma.outbox.count({ where: { toAddress: "victim+99@budget.example" } })).toBe(1);
  });

  it("a reply to an address without an account does not echo the sender's text at length", async () => {
    const spam = "VISIT-HTTP-EVIL-EXAMPLE-FOR-FREE-MONEY-".repeat(20);
    const r = await submitRaw(
      app,
      rawMail({ from: "echo@example.com", subject: "You won a prize", body: `${spam}\nHELP` }),
      "eml",
    );
    const reply = (await replyTo(app, r.inboundId))!;
    expect(reply.subject).toBe(STRANGER_SUBJECT);
    expect(reply.body).not.toContain(spam.slice(0, 120));
    expect(reply.body).toContain(spam.slice(0, 30));
  });

  it("mail never to be answered: null reverse path, no-reply senders, spam flag, DMARC failure, auto generated", async () => {
    const cases: [string, Buffer][] = [
      ["bounce", rawMail({ from: "someone@example.com", headers: ["Return-Path: <>"] })],
      ["noreply", rawMail({ from: "noreply@shop.example" })],
      ["noreply", rawMail({ from: "No-Reply@shop.example" })],
      ["spam", rawMail({ from: "spam@example.com", headers: ["X-Spam-Flag: YES"] })],
      [
        "dmarc-fail",
        rawMail({
          from: "forged@bank.example",
          headers: ["Authentication-Results: mx.example; spf=fail; dmarc=fail (p=reject) header.from=bank.example"],
        }),
      ],
      ["auto-reply", rawMail({ from: "robot@example.com", subject: "[AUTO GENERATED] report" })],
    ];
    for (const [cls, raw] of cases) {
      const r = await submitRaw(app, raw, "eml");
      const row = await statusOf(app, r.inboundId);
      expect(row, cls).toMatchObject({ status: "ignored", classification: cls });
      expect(await replyTo(app, r.inboundId)).toBeNull();
    }
  });

  it("hidden HTML is never read as commands; the text/plain part is preferred", async () => {
    const html = `<html><head><style>p{}</style><title>REGISTER Title</title></head><body>
      <div style="display: none">REGISTER Hidden1</div><span hidden>REGISTER Hidden2</span>
      <p style="font-size:0px">REGISTER Hidden3</p><p style="opacity: 0">REGISTER Hidden4</p>
      <p style="visibility:hidden">REGISTER Hidden5</p><!-- REGISTER Hidden6 --><script>REGISTER Hidden7</script>
      <p>HELP</p></body></html>`;
    const r = await submitRaw(
      app,
      rawMail({ from: "html@example.com", contentType: "text/html; charset=utf-8", body: html }),
      "eml",
    );
    const row = await statusOf(app, r.inboundId);
    expect((row.parsed as any).lines.map((l: any) => l.line)).toEqual(["HELP"]);
    expect(await app.db.prisma.account.count({ where: { email: "html@example.com" } })).toBe(0);
    const alt = await submitRaw(
      app,
      rawMail({
        from: "alt@example.com",
        contentType: 'multipart/alternative; boundary="a"',
        body: `--a\r\nContent-Type: text/plain\r\n\r\nLIST\r\n--a\r\nContent-Type: text/html\r\n\r\n<p>REGISTER Html</p>\r\n--a--`,
      }),
      "eml",
    );
    expect(((await statusOf(app, alt.inboundId)).parsed as any).lines.map((l: any) => l.line)).toEqual(["LIST"]);
  });

  it("a part labelled Big5 whose bytes are UTF-8 is read as UTF-8; real Latin-1 stays Latin-1", async () => {
    await submitRaw(
      app,
      rawMail({ from: "zoe@example.com", contentType: "text/plain; charset=big5", body: "REGISTER Zoë Ünal" }),
      "eml",
    );
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: "zoe@example.com" } })).name).toBe("Zoë Ünal");
    await submitRaw(
      app,
      rawMail({
        from: "rene@example.com",
        contentType: "text/plain; charset=iso-8859-1",
        body: Buffer.from("REGISTER René\r\n", "latin1"),
      }),
      "eml",
    );
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: "rene@example.com" } })).name).toBe("René");
    const b64 = Buffer.from("REGISTER Łucja", "utf8").toString("base64");
    await submitRaw(
      app,
      rawMail({
        from: "lucja@example.com",
        contentType: "text/plain; charset=gb2312",
        headers: ["Content-Transfer-Encoding: base64"],
        body: b64,
      }),
      "eml",
    );
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: "lucja@example.com" } })).name).toBe("Łucja");
  });

  it("password guessing by mail is throttled per account and per sender; the owner is told once", async () => {
    const owner = "guessed@example.com";
    const pw = await app.register(owner, "Guessed");
    // a proven address (an unproven account is a stranger, whose mails have a budget of five replies an hour)
    await app.send(owner, `PASSWORD ${pw}\nME`);
    for (let i = 0; i < 4; i++)
      expect(await app.send(owner, `PASSWORD wrong-${i}\nME`)).toMatch(/ERROR unknown account or wrong password/);
    // the fifth wrong password locks: even the right password runs nothing now (the owner is told so)
    await app.send(owner, `PASSWORD wrong-4\nME`);
    expect(await app.send(owner, `PASSWORD ${pw}\nHELP`)).toMatch(/PASSWORD lines for your account are paused/);
    // a mail of errors only is not answered once five failed-PASSWORD mails were answered within the hour
    expect(await app.send(owner, `PASSWORD wrong-5\nME`)).toBe("");
    const notices = (await app.mails(owner)).filter((m) => m.kind === "system" && /wrong passwords/.test(m.subject));
    expect(notices).toHaveLength(1);
    // the failed mails were answered from their own budget (five an hour), never the owner's error replies
    const owners = await app.db.prisma.outbox.count({ where: { toAddress: owner, kind: "reply-error" } });
    expect(owners).toBe(0);
    // the lock notice is a mail the owner can reply to: its reply key authenticates, and their errors are answered
    expect(notices[0].replyTo).toBeTruthy();
    expect(await app.send(owner, "ME\nFROBNICATE", { to: notices[0].replyTo! })).toMatch(/ERROR unknown command/);
    // an hour later the right password works again
    app.clock.now = new Date(app.clock.now.getTime() + 3601_000);
    expect(await app.send(owner, `PASSWORD ${pw}\nME`)).toMatch(/^OK authenticated/m);
    // counted against the account and the sender's mailbox; counting stops at the lock
    const failures = await app.db.prisma.authFailure.findMany({ where: { sender: owner } });
    expect(failures).toHaveLength(5);
  }, 120_000);

  it("forged wrong passwords never silence the owner: answered as a stranger's, from their own budget; the lock notice is the owner's way in", async () => {
    const owner = "ann.forged@example.com";
    const pw = await app.register(owner, "AnnForged");
    await app.send(owner, `PASSWORD ${pw}\nME`); // the owner proves the address once
    for (let i = 0; i < 5; i++)
      await app.send(owner, `PASSWORD bad-${i}\nME`, { subject: "Urgent: your Herald password expired" });
    const forged = await app.db.prisma.outbox.findMany({ where: { toAddress: owner, kind: "reply-auth" } });
    expect(forged).toHaveLength(5);
    // Herald's own subject, never the forger's words
    for (const r of forged) expect(r.subject).not.toMatch(/Urgent/);
    // the owner's authenticated mails keep their whole error budget
    const notice = (await app.mails(owner)).find((m) => m.kind === "system" && /wrong passwords/.test(m.subject))!;
    for (let i = 0; i < 3; i++)
      expect(await app.send(owner, `FROBNICATE${i}`, { to: notice.replyTo! })).toMatch(/ERROR unknown command/);
  });

  it("fix on the way: LIST from list@ is kept; a huge duration is a validation error", async () => {
    const r = await submitRaw(app, rawMail({ from: "List <list@example.com>", body: "HELP\nLIST" }), "eml");
    expect(((await statusOf(app, r.inboundId)).parsed as any).lines.map((l: any) => l.line)).toEqual(["HELP", "LIST"]);
    expect(parseDuration("9999999w")).toBeNull();
    const pw = await app.register("host@example.com", "Host");
    const reply = await app.send("host@example.com", `PASSWORD ${pw}\nCREATE regicide deadline=9999999w`);
    expect(reply).toMatch(/ERROR deadline=9999999w: give a duration/);
    expect(reply).not.toMatch(/internal error/);
  });
});
