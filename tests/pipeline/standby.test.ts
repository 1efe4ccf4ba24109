// Two instances on one PostgreSQL share the stored mail instead of repeating it: the reader runs its
// pass from the front (batch.ts, in lanes), an instance on standby takes from the back (inbound.ts,
// processNextStored; standby.ts) — each mail is run once, and one game's mails, and one sender's, are
// run in the order they arrived whichever instance runs them. Orders and counts are asserted, never
// durations.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { openDatabase } from "../../src/db/client.ts";
import { processInbound, processNextStored, receiveRaw, stillFree } from "../../src/mail/inbound.ts";
import { composeRaw } from "../../src/mail/compose.ts";
import { processInLanes, type StoredMail } from "../../src/mail/batch.ts";
import { takeStoredMail } from "../../src/mail/standby.ts";
import type { App } from "../../src/app.ts";

let app: TestApp;
/** the second instance: its own connections to the same database */
let other: App;
beforeAll(async () => {
  app = await makeTestApp("postgres");
  other = { ...app, db: await openDatabase({ databaseUrl: app.url!, dataDir: "/nonexistent" }) };
});
afterAll(async () => {
  await other?.db.close();
  await app?.close();
});

const pw: Record<string, string> = {};
let seq = 0;

async function runningGame(tag: string): Promise<{ id: string; people: string[] }> {
  const people = ["a", "b"].map((x) => `${x}-${tag}@standby.test`);
  for (const [i, p] of people.entries()) pw[p] = await app.register(p, `${tag.toUpperCase()}${"ab"[i]}`);
  const id = /created (trente-\d+)/.exec(await app.send(people[0], `PASSWORD ${pw[people[0]]}\nCREATE trente\nJOIN`))![1];
  await app.send(people[1], `PASSWORD ${pw[people[1]]}\nJOIN ${id}`);
  expect(await app.send(people[0], `PASSWORD ${pw[people[0]]}\nSTART ${id}`)).toMatch(/OK/);
  return { id, people };
}

/** A mail from the mailbox, stored as the reader stores it (with its lanes). */
async function stored(from: string, body: string): Promise<StoredMail & { game: string }> {
  const raw = await composeRaw({
    from,
    to: app.config.MAIL_FROM,
    subject: "moves",
    text: `PASSWORD ${pw[from]}\n${body}`,
    messageId: `standby-${++seq}@test`,
  });
  const r = await receiveRaw(app, raw, "imap");
  return { ...r, raw, game: /GAME (\S+)/.exec(body)![1] };
}

/** The order in which mails were run: by their replies' outbox ids (a mail's rows are written in its transaction). */
async function runOrder(ids: number[]): Promise<number[]> {
  const replies = await app.db.prisma.outbox.findMany({
    where: { inboundId: { in: ids }, kind: { in: ["reply", "reply-error", "reply-auth"] } },
    orderBy: { id: "asc" },
  });
  return replies.map((r) => r.inboundId!);
}

describe("an instance on standby shares the stored mail", () => {
  it("each mail run once, by one of the two; one game's mails in arrival order", async () => {
    const games = await Promise.all(["sa", "sb", "sc", "sd"].map((t) => runningGame(t)));
    // four mails per game, alternating between its two players, interleaved across games as they arrive
    const mails: Array<StoredMail & { game: string }> = [];
    for (let k = 0; k < 4; k++) for (const g of games) mails.push(await stored(g.people[k % 2], `GAME ${g.id}\nSTATUS ${g.id}`));
    // the standby instance starts first and takes from the back; the reader runs its pass from the front
    const takenByOther: number[] = [];
    const otherRuns = (async () => {
      for (;;) {
        const id = await processNextStored(other);
        if (id === null) break;
        takenByOther.push(id);
      }
    })();
    const reader = await processInLanes(app, mails, 2);
    await otherRuns;
    // what the reader left (held behind the other's mails) is taken by the standby's next look
    while ((await processNextStored(other)) !== null);
    const rows = await app.db.prisma.inboundMessage.findMany({ where: { id: { in: mails.map((m) => m.inboundId) } } });
    expect(rows.every((r) => r.status === "done")).toBe(true);
    expect(takenByOther.length).toBeGreaterThan(0);
    expect(reader.filter((r) => r === "done").length + takenByOther.length).toBeGreaterThanOrEqual(mails.length);
    // exactly one reply per mail: nothing run twice
    const order = await runOrder(mails.map((m) => m.inboundId));
    expect(order.slice().sort((a, b) => a - b)).toEqual(mails.map((m) => m.inboundId).sort((a, b) => a - b));
    // per game (and per sender), the order of arrival
    for (const g of games) {
      const ids = mails.filter((m) => m.game === g.id).map((m) => m.inboundId);
      expect(order.filter((id) => ids.includes(id))).toEqual(ids);
    }
  });

  it("never takes a mail while an earlier one of its game is pending", async () => {
    const g = await runningGame("se");
    const first = await stored(g.people[0], `GAME ${g.id}\nSTATUS ${g.id}`);
    const second = await stored(g.people[1], `GAME ${g.id}\nSTATUS ${g.id}`);
    // the first is pending and untaken, the second is the newest: the standby must take the first
    expect(await processNextStored(other)).toBe(first.inboundId);
    expect(await processNextStored(other)).toBe(second.inboundId);
    expect(await runOrder([first.inboundId, second.inboundId])).toEqual([first.inboundId, second.inboundId]);
  });

  it("tells the reader, without a transaction, whether a mail it queued is still free, taken or done", async () => {
    const g = await runningGame("sg");
    const m = await stored(g.people[0], `GAME ${g.id}\nSTATUS ${g.id}`);
    expect(await stillFree(app, m.inboundId)).toBe("free");
    // the other instance holds its row in an open transaction, as while it runs the mail
    let release!: () => void;
    const holding = other.db.transaction(async (work) => {
      await work.rows(`SELECT id FROM "InboundMessage" WHERE id = $1 FOR UPDATE`, m.inboundId);
      await new Promise<void>((r) => (release = r));
    });
    for (let i = 0; i < 200 && !release; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await stillFree(app, m.inboundId)).toBe("held");
    // a mail held shows the same to the standby's look: nothing to take
    expect(await processNextStored(other)).toBeNull();
    release();
    await holding;
    expect(await processInbound(other, m.inboundId)).toBe("done");
    expect(await stillFree(app, m.inboundId)).toBe("done");
    expect(await runOrder([m.inboundId])).toEqual([m.inboundId]);
  });

  it("wakes when the reader stores a mail (LISTEN), and stops when told", async () => {
    const g = await runningGame("sf");
    let stop = false;
    const running = takeStoredMail(other, () => stop, 2);
    const m = await stored(g.people[0], `GAME ${g.id}\nSTATUS ${g.id}`);
    let status = "pending";
    for (let i = 0; i < 600 && status === "pending"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: m.inboundId } })).status;
    }
    stop = true;
    await running;
    expect(status).toBe("done");
  });
});
