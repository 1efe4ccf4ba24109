// Stored mail run by the workers of the inbound queue (src/intake/worker.ts) in lanes: two games'
// mails run concurrently — one game blocked does not hold up the other — and one game's mails, and one
// sender's, strictly in arrival order: a later mail is never run while an earlier one of its lanes is
// still pending, whichever job comes first. Orders and states are asserted, never durations (the waits
// below are bounds on something that otherwise never happens).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { receiveRaw, type Received } from "../../src/intake/inbound.ts";
import { composeRaw } from "../../src/mail/compose.ts";
import { lanesOf, readMail } from "../../src/intake/lanes.ts";
import { runInboundJob, startIntake } from "../../src/intake/worker.ts";

let app: TestApp;
beforeAll(async () => void (app = await makeTestApp("postgres")));
afterAll(async () => app?.close());

const pw: Record<string, string> = {};
let seq = 0;

async function runningGame(tag: string): Promise<{ id: string; people: string[] }> {
  const people = ["a", "b", "c"].map((x) => `${x}-${tag}@lanes.test`);
  for (const [i, p] of people.entries()) pw[p] = await app.register(p, `${tag.toUpperCase()}${"abc"[i]}`);
  const id = /created (trente-\d+)/.exec(await app.send(people[0], `PASSWORD ${pw[people[0]]}\nCREATE trente\nJOIN`))![1];
  for (const p of people.slice(1)) await app.send(p, `PASSWORD ${pw[p]}\nJOIN ${id}`);
  expect(await app.send(people[0], `PASSWORD ${pw[people[0]]}\nSTART ${id}`)).toMatch(/OK/);
  return { id, people };
}

type StoredMail = Received & { raw: Buffer };

async function stored(from: string, body: string): Promise<StoredMail> {
  const raw = await composeRaw({
    from,
    to: app.config.MAIL_FROM,
    subject: "lanes",
    text: `PASSWORD ${pw[from]}\n${body}`,
    messageId: `lanes-${++seq}@test`,
  });
  const r = await receiveRaw(app, raw, "imap");
  return { ...r, raw };
}

const statusOf = async (m: StoredMail) =>
  (await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: m.inboundId } })).status;

/** A second connection that holds a row lock until released. */
async function holdLock(sql: string, param: unknown): Promise<() => Promise<void>> {
  const c = new pg.Client({ connectionString: app.url });
  await c.connect();
  await c.query("BEGIN");
  await c.query(sql, [param]);
  return async () => {
    await c.query("COMMIT");
    await c.end();
  };
}

describe("lanes", () => {
  it("name the games a mail speaks of and its sender", async () => {
    const raw = await composeRaw({
      from: "Zed+x@Lanes.test",
      to: app.config.MAIL_FROM,
      subject: "Re: [killer-3] news",
      text: "GAME trente-7\nAS bob JOIN regicide-2\nHELP",
    });
    const expected = ["from:zed@lanes.test", "game:killer-3", "game:regicide-2", "game:trente-7"];
    expect((await readMail(app, raw)).lanes.sort()).toEqual(expected);
    // read without parsing, as a mail from the mailbox is stored: the same lanes
    expect((await lanesOf(app, raw)).lanes.sort()).toEqual(expected);
    // a base64 body hides its game ids from the eye: it is parsed instead
    const b64 = Buffer.from(
      [
        "From: =?UTF-8?Q?Z=C3=A9d?= <zed@lanes.test>",
        `To: ${app.config.MAIL_FROM}`,
        "Subject: =?UTF-8?B?W2tpbGxlci0zXSDigJQ=?=",
        "Message-ID: <b64@lanes.test>",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=utf-8",
        "Content-Transfer-Encoding: base64",
        "",
        Buffer.from("GAME trente-7\nSTATUS\n").toString("base64"),
        "",
      ].join("\r\n"),
    );
    expect((await lanesOf(app, b64)).lanes.sort()).toEqual(["from:zed@lanes.test", "game:killer-3", "game:trente-7"]);
  });
});

/** Waits until `ok` holds (at most 30 s). */
async function until(ok: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await ok()) && waited < 300; waited++) await new Promise((r) => setTimeout(r, 100));
}

const repliesOf = async (...ms: StoredMail[]) =>
  (
    await app.db.prisma.outbox.findMany({
      where: { inboundId: { in: ms.map((m) => m.inboundId) }, kind: { in: ["reply", "reply-error", "reply-auth"] } },
      orderBy: { id: "asc" },
    })
  ).map((r) => r.inboundId);

describe("stored mail run by the inbound queue's workers", () => {
  it("run another game while one game is blocked, and keep one game's mails in order", async () => {
    const A = await runningGame("ga");
    const B = await runningGame("gb");
    // game A's row is locked by someone else: a1 waits for it
    const unlock = await holdLock(`SELECT id FROM "Game" WHERE id = $1 FOR UPDATE`, A.id);
    const stop = startIntake(app, { pollMs: 500 });
    try {
      const a1 = await stored(A.people[0], `GAME ${A.id}\nSTATUS ${A.id}\nKEEP 6`);
      const a2 = await stored(A.people[1], `GAME ${A.id}\nSTATUS ${A.id}`);
      const b1 = await stored(B.people[0], `GAME ${B.id}\nKEEP 6`);
      await until(async () => (await statusOf(b1)) !== "pending");
      // b1 was done while a1 still waited: the two games were not serialised behind one another
      expect(await statusOf(b1)).toBe("done");
      expect(await statusOf(a1)).toBe("pending");
      expect(await statusOf(a2)).toBe("pending");
      await unlock();
      await until(async () => (await statusOf(a2)) !== "pending");
      expect([await statusOf(a1), await statusOf(a2)]).toEqual(["done", "done"]);
      // a1 before a2: its reply and its mails were written first
      expect(await repliesOf(a1, a2)).toEqual([a1.inboundId, a2.inboundId]);
    } finally {
      await stop();
    }
  });

  it("hold a game's later mail while an earlier one is held elsewhere; other games go on", async () => {
    const A = await runningGame("ha");
    const B = await runningGame("hb");
    const a1 = await stored(A.people[0], `GAME ${A.id}\nSTATUS ${A.id}`);
    const a2 = await stored(A.people[1], `GAME ${A.id}\nSTATUS ${A.id}`);
    const b1 = await stored(B.people[0], `GAME ${B.id}\nSTATUS ${B.id}`);
    // another process has claimed a1 (its inbound row is locked): a1 is held, so a2 must be held too
    const unlock = await holdLock(`SELECT id FROM "InboundMessage" WHERE id = $1 FOR UPDATE`, a1.inboundId);
    const stop = startIntake(app, { pollMs: 500 });
    try {
      await until(async () => (await statusOf(b1)) !== "pending");
      expect(await statusOf(b1)).toBe("done");
      await new Promise((r) => setTimeout(r, 1500)); // a1's job has been tried and put back meanwhile
      expect([await statusOf(a1), await statusOf(a2)]).toEqual(["pending", "pending"]);
      await unlock();
      await until(async () => (await statusOf(a2)) !== "pending");
      expect(await repliesOf(a1, a2)).toEqual([a1.inboundId, a2.inboundId]);
    } finally {
      await stop();
    }
  });

  it("one sender's mails for two games (two keys) keep their order: the later waits for the earlier", async () => {
    const A = await runningGame("sa");
    const B = await runningGame("sb");
    const both = A.people[0];
    const unlock = await holdLock(`SELECT id FROM "Game" WHERE id = $1 FOR UPDATE`, A.id);
    const stop = startIntake(app, { pollMs: 500 });
    try {
      const first = await stored(both, `GAME ${A.id}\nSTATUS ${A.id}`);
      const second = await stored(both, `STATUS ${B.id}`);
      expect(first.lanes).toContain(`game:${A.id}`);
      expect(second.lanes).toContain(`from:${both}`);
      await new Promise((r) => setTimeout(r, 1500));
      // the second's key (game B) is free, but its sender's earlier mail is not done
      expect([await statusOf(first), await statusOf(second)]).toEqual(["pending", "pending"]);
      await unlock();
      await until(async () => (await statusOf(second)) !== "pending");
      expect(await repliesOf(first, second)).toEqual([first.inboundId, second.inboundId]);
    } finally {
      await stop();
    }
  });

  it("a later mail's job taken first runs the earlier mail first; a job run twice replies once", async () => {
    const A = await runningGame("ia");
    const a1 = await stored(A.people[0], `GAME ${A.id}\nSTATUS ${A.id}`);
    const a2 = await stored(A.people[1], `GAME ${A.id}\nSTATUS ${A.id}`);
    // two mails stored in one instant share their jobs' creation time, and pg-boss may hand out a2's first
    const job = (m: StoredMail) => ({ id: `job-${m.inboundId}`, data: { mail: m.dedupeKey }, retryCount: 0 });
    expect(await runInboundJob(app, job(a2))).toBe("done");
    expect(await repliesOf(a1, a2)).toEqual([a1.inboundId, a2.inboundId]);
    // a1's own job, and a2's delivered again: nothing more
    expect(await runInboundJob(app, job(a1))).toBe("done");
    expect(await runInboundJob(app, job(a2))).toBe("done");
    expect(await repliesOf(a1, a2)).toEqual([a1.inboundId, a2.inboundId]);
  });
});
