// Mails processed in lanes (src/mail/batch.ts): two games' mails run concurrently — one game
// blocked does not hold up the other — and one game's mails strictly in arrival order: a later mail is
// never processed while an earlier one of the same game is still pending. Orders and states are asserted,
// never durations (the one wait below is a bound on something that otherwise never happens).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { receiveRaw } from "../../src/mail/inbound.ts";
import { composeRaw } from "../../src/mail/compose.ts";
import { processInLanes, type StoredMail } from "../../src/mail/batch.ts";
import { lanesOf, readMail, runInLanes } from "../../src/mail/lanes.ts";

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

  it("run an item only after the earlier items of its lanes, and hold it when one of them is held", async () => {
    const order: string[] = [];
    const items = ["a1:x", "b1:y", "a2:x", "c1:z", "a3:x"];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const run = runInLanes(
      items,
      (i) => [i.split(":")[1]],
      2,
      async (i) => {
        if (i === "a1:x") await gate; // a1 is slow: b1 and c1 go ahead, a2 and a3 wait for it
        order.push(i);
        return i !== "a2:x"; // a2 "held": a3 must not run
      },
    );
    await new Promise((r) => setImmediate(r));
    release();
    const res = await run;
    expect(order.indexOf("a1:x")).toBeLessThan(order.indexOf("a2:x"));
    expect(order.indexOf("b1:y")).toBeLessThan(order.indexOf("a1:x"));
    expect(order).not.toContain("a3:x");
    expect(res).toEqual([true, true, false, true, false]);
  });
});

describe("IMAP batches through the pipeline", () => {
  it("process another game while one game is blocked, and keep one game's mails in order", async () => {
    const A = await runningGame("ga");
    const B = await runningGame("gb");
    const a1 = await stored(A.people[0], `GAME ${A.id}\nSTATUS ${A.id}\nKEEP 6`);
    const a2 = await stored(A.people[1], `GAME ${A.id}\nSTATUS ${A.id}`);
    const b1 = await stored(B.people[0], `GAME ${B.id}\nKEEP 6`);
    // game A's row is locked by someone else: a1 waits for it
    const unlock = await holdLock(`SELECT id FROM "Game" WHERE id = $1 FOR UPDATE`, A.id);
    const batch = processInLanes(app, [a1, a2, b1], 4);
    let waited = 0;
    while ((await statusOf(b1)) === "pending" && waited++ < 600) await new Promise((r) => setTimeout(r, 100));
    // b1 was done while a1 still waited: the two games were not serialised behind one another
    expect(await statusOf(b1)).toBe("done");
    expect(await statusOf(a1)).toBe("pending");
    expect(await statusOf(a2)).toBe("pending");
    await unlock();
    expect(await batch).toEqual(["done", "done", "done"]);
    // a1 before a2: its reply and its mails were written first
    const replies = await app.db.prisma.outbox.findMany({
      where: { inboundId: { in: [a1.inboundId, a2.inboundId] }, kind: { in: ["reply", "reply-error", "reply-auth"] } },
      orderBy: { id: "asc" },
    });
    expect(replies.map((r) => r.inboundId)).toEqual([a1.inboundId, a2.inboundId]);
  });

  it("hold a game's later mail while an earlier one is held elsewhere; other games go on", async () => {
    const A = await runningGame("ha");
    const B = await runningGame("hb");
    const a1 = await stored(A.people[0], `GAME ${A.id}\nSTATUS ${A.id}`);
    const a2 = await stored(A.people[1], `GAME ${A.id}\nSTATUS ${A.id}`);
    const b1 = await stored(B.people[0], `GAME ${B.id}\nSTATUS ${B.id}`);
    // another process has claimed a1 (its inbound row is locked): a1 is held, so a2 must be held too
    const unlock = await holdLock(`SELECT id FROM "InboundMessage" WHERE id = $1 FOR UPDATE`, a1.inboundId);
    expect(await processInLanes(app, [a1, a2, b1], 4)).toEqual(["held", "held", "done"]);
    expect(await statusOf(a2)).toBe("pending");
    await unlock();
    expect(await processInLanes(app, [a1, a2], 4)).toEqual(["done", "done"]);
    const replies = await app.db.prisma.outbox.findMany({
      where: { inboundId: { in: [a1.inboundId, a2.inboundId] }, kind: { in: ["reply", "reply-error", "reply-auth"] } },
      orderBy: { id: "asc" },
    });
    expect(replies.map((r) => r.inboundId)).toEqual([a1.inboundId, a2.inboundId]);
  });
});
