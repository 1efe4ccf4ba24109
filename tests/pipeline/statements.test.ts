// The move path's round trips: a game move by mail is a fixed, small number of SQL
// statements, whatever the game's history — and the hand-written statements that replaced the
// client's queries return what the client's own queries return. A statement added to the move path
// by accident fails here, not in a benchmark nobody runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentDuring, type Sent } from "../helpers/sql-seen.ts";
import { ADMIN, ADMIN_PASSWORD, makeTestApp, type TestApp } from "../helpers/app.ts";
import { loadGame } from "../../src/service/games.ts";
import { readSender } from "../../src/accounts/sender.ts";
import { hashReplyKey } from "../../src/lib/secrets.ts";
import { replyKeyIn } from "../../src/outbox/outbox.ts";
import { Notices } from "../../src/service/notices.ts";
import type { MailContext } from "../../src/service/context.ts";
import type { Work } from "../../src/db/work.ts";

let app: TestApp;
beforeAll(async () => void (app = await makeTestApp("postgres")));
afterAll(async () => app?.close());

/** The SQL statements node-postgres sent while `f` ran, with their round trips. */
const statements = async (f: () => Promise<unknown>): Promise<Sent[]> => (await sentDuring(f))[1];

function ctxOf(work: Work): MailContext {
  return {
    app,
    work,
    tx: work.tx,
    from: "x@t.test",
    account: null,
    authTried: false,
    gameId: null,
    notices: new Notices(),
    inboundId: null,
    messageId: null,
    references: [],
    actingAdmin: null,
    mailLanguage: null,
  };
}

/** A running Trente game of three; returns its id and the players' passwords. */
async function trente(tag: string): Promise<{ id: string; people: string[]; pw: Record<string, string> }> {
  const people = ["a", "b", "c"].map((x) => `${x}-${tag}@t.test`);
  const pw: Record<string, string> = {};
  for (const [i, p] of people.entries()) pw[p] = await app.register(p, `${tag}${"xyz"[i]}`);
  const id = /created (trente-\d+)/.exec(await app.send(people[0], `PASSWORD ${pw[people[0]]}\nCREATE trente\nJOIN`))![1];
  for (const p of people.slice(1)) await app.send(p, `PASSWORD ${pw[p]}\nJOIN ${id}`);
  await app.send(people[0], `PASSWORD ${pw[people[0]]}\nSTART ${id}`);
  return { id, people, pw };
}

/** The move the awaited player can make now, as a mail body with a PASSWORD line. */
async function move(g: { id: string; people: string[]; pw: Record<string, string> }): Promise<{ from: string; body: string }> {
  const st = (await app.db.prisma.game.findUniqueOrThrow({ where: { id: g.id } })).state as {
    turn: { seat: number; roll?: number[] };
  };
  const from = g.people[st.turn.seat - 1];
  const roll = st.turn.roll ?? [];
  return { from, body: `PASSWORD ${g.pw[from]}\nGAME ${g.id}\nKEEP ${roll.length ? Math.max(...roll) : 6}` };
}

describe("a game move's statements", () => {
  // Round trips: BEGIN … COMMIT with the store, the claim, the sender (with its guessing counts or its
  // reply keys, and the subject's game), a savepoint (its RELEASE rides on the COMMIT), the game and its
  // seats, the deadlines read (with the move's state and event and the stale jobs' cancel before it), the
  // new deadlines, the outbox with the mail's end: 11. The bound leaves one for a future need.
  for (const auth of ["password", "reply key"] as const)
    it(`a move by ${auth} is at most 12 round trips, the same on the 1st and the 15th move`, async () => {
      const g = await trente(auth === "password" ? "sp" : "sk");
      const counts: number[] = [];
      for (let i = 0; i < 15; i++) {
        const { from, body } = await move(g);
        const to = auth === "password" ? undefined : (await app.mails(from)).filter((x) => x.replyTo).at(-1)!.replyTo!;
        const text = auth === "password" ? body : body.replace(/^PASSWORD .*\n/, "");
        const sql = await statements(() => app.send(from, text, { subject: `[${g.id}] move`, to }));
        // app.send reads the reply back afterwards: those reads are the test's, not the pipeline's
        const mine = sql.filter((s) => !/FROM "public"\."(InboundMessage|Outbox)"/.test(s.sql) || /^(UPDATE|INSERT)/.test(s.sql));
        counts.push(new Set(mine.map((s) => s.trip)).size);
        expect(await app.db.prisma.outbox.count({ where: { toAddress: from, kind: "reply-error" } })).toBe(0);
        const st = await app.db.prisma.game.findUniqueOrThrow({ where: { id: g.id } });
        if (st.status !== "running") break;
      }
      expect(counts.length).toBeGreaterThan(3);
      for (const n of counts) expect(n).toBeLessThanOrEqual(12);
      // a move that arms no new deadline, or ends a turn's reminders, costs a round trip less or more
      expect(Math.max(...counts) - Math.min(...counts), `round trips per move: ${counts.join(" ")}`).toBeLessThanOrEqual(2);
    });
});

describe("a line's savepoint, held until the next line needs one", () => {
  it("a line that has written and then fails is undone whole; the lines before and after it stand", async () => {
    // three games; the administrator moves for the awaited player in each (AS), one mail. In the second
    // game the database refuses the AS line's last write (its audit record) after the move itself (state,
    // event, deadlines) was written: that line must leave nothing behind, the others all they wrote.
    const games = [await trente("r1"), await trente("r2"), await trente("r3")];
    const tags = ["r1", "r2", "r3"];
    const broken = games[1].id;
    await app.db.prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'test: audit refused'; END $$`);
    await app.db.prisma.$executeRawUnsafe(`CREATE TRIGGER refuse_audit BEFORE INSERT ON "GameEvent" FOR EACH ROW
      WHEN (NEW."gameId" = '${broken}' AND NEW.type = 'on-behalf') EXECUTE FUNCTION refuse_audit()`);
    try {
      const snapshot = async (id: string) => ({
        game: await app.db.prisma.game.findUniqueOrThrow({ where: { id }, select: { version: true, state: true } }),
        events: await app.db.prisma.gameEvent.findMany({ where: { gameId: id }, orderBy: { id: "asc" } }),
        jobs: await app.db.prisma.job.findMany({ where: { gameId: id }, orderBy: { id: "asc" } }),
      });
      const before = await Promise.all(games.map((g) => snapshot(g.id)));
      const lines: string[] = [];
      for (const [i, g] of games.entries()) {
        const { from, body } = await move(g);
        const name = `${tags[i]}${"xyz"[g.people.indexOf(from)]}`;
        lines.push(`GAME ${g.id}`, `AS ${name} ${body.split("\n").at(-1)}`);
      }
      const sinceOutbox = await app.lastOutboxId();
      const reply = await app.send(ADMIN, [`PASSWORD ${ADMIN_PASSWORD}`, ...lines].join("\n"));
      const results = [...reply.matchAll(/^> AS .*\n(OK|ERROR)/gm)].map((x) => x[1]);
      expect(results, reply).toEqual(["OK", "ERROR", "OK"]);
      const after = await Promise.all(games.map((g) => snapshot(g.id)));
      // the broken line: nothing of it is left, not even the move it had written
      expect(after[1]).toEqual(before[1]);
      expect((await app.mailsSince(sinceOutbox)).filter((x) => x.gameId === broken)).toEqual([]);
      // the lines around it: the move, its record, its audit
      for (const i of [0, 2]) {
        expect(after[i].game.version).toBe(before[i].game.version + 1);
        expect(after[i].events.slice(before[i].events.length).map((e) => e.type)).toEqual(["move", "on-behalf"]);
      }
    } finally {
      await app.db.prisma.$executeRawUnsafe(`DROP TRIGGER refuse_audit ON "GameEvent"`);
      await app.db.prisma.$executeRawUnsafe(`DROP FUNCTION refuse_audit()`);
    }
  });
});

describe("hand-written reads give what the client's reads give", () => {
  it("loadGame's seats (one join) equal the client's include of each seat's account", async () => {
    const g = await trente("ld");
    // an account with everything set: language chosen, standing orders, a verified address
    await app.db.prisma.account.update({
      where: { email: g.people[1] },
      data: { language: "fr", languageChosen: true, standing: { trente: ["x"] } },
    });
    const lg = await app.db.transaction((w) => loadGame(ctxOf(w), g.id, false));
    const expected = await app.db.prisma.seat.findMany({
      where: { gameId: g.id, status: "active" },
      include: { account: true },
      orderBy: { seat: "asc" },
    });
    expect(lg.seats).toEqual(expected);
    expect(lg.seats.map((s) => s.account.email)).toEqual(g.people);
    expect(lg.observers).toEqual([]);
  });

  it("loadGame lists the observers in the order they began watching", async () => {
    const g = await trente("ob");
    const watchers = ["w1-ob@t.test", "w2-ob@t.test"];
    for (const w of watchers) {
      const pw = await app.register(w, w.slice(0, 2) + "ob");
      expect(await app.send(w, `PASSWORD ${pw}\nOBSERVE ${g.id}`)).toMatch(/^OK/m);
    }
    const lg = await app.db.transaction((w) => loadGame(ctxOf(w), g.id, false));
    const ids = await Promise.all(
      watchers.map(async (w) => (await app.db.prisma.account.findUniqueOrThrow({ where: { email: w } })).id),
    );
    expect(lg.observers).toEqual(ids);
  });

  it("readSender: the account as the client reads it, with the guessing counts and the reply keys' owners", async () => {
    const email = "thr@t.test";
    const pw = await app.register(email, "Thrace");
    await app.send(email, `PASSWORD ${pw}\nSTATUS`);
    await app.send(email, "PASSWORD wrong-one\nSTATUS");
    await app.send(email, "PASSWORD wrong-two\nSTATUS");
    const reply = (await app.mails(email)).find((x) => x.replyTo)!;
    const key = replyKeyIn(reply.replyTo!, app.config.MAIL_FROM)!;
    const [mine, stranger, bare] = await app.db.transaction(async (w) => [
      await readSender(app, w, email, { failures: true, keyHashes: [hashReplyKey(key), "0".repeat(64)] }),
      await readSender(app, w, "nobody@t.test", { failures: true, keyHashes: [] }),
      await readSender(app, w, email, { failures: false, keyHashes: [] }),
    ]);
    const account = await app.db.prisma.account.findUniqueOrThrow({ where: { email } });
    expect(mine.account).toEqual(account);
    expect(mine.failures).toEqual({ account: 2, sender: 2 });
    const stored = await app.db.prisma.replyKey.findUniqueOrThrow({ where: { keyHash: hashReplyKey(key) } });
    expect([...mine.keys!]).toEqual([[hashReplyKey(key), { accountId: account.id, createdAtMs: stored.createdAt.getTime() }]]);
    expect(stranger).toEqual({ account: null, failures: { account: 0, sender: 0 } });
    expect(bare).toEqual({ account });
  });

  it("readSender: the subject's game with its language when it exists, null when it does not", async () => {
    const g = await trente("rg");
    await app.db.prisma.game.update({ where: { id: g.id }, data: { lang: "fr" } });
    const email = g.people[0];
    const [found, missing, stranger] = await app.db.transaction(async (w) => [
      await readSender(app, w, email, { failures: false, keyHashes: [], gameId: g.id }),
      await readSender(app, w, email, { failures: false, keyHashes: [], gameId: "trente-999999" }),
      await readSender(app, w, "nobody@t.test", { failures: true, keyHashes: [], gameId: g.id }),
    ]);
    expect(found.game).toEqual({ id: g.id, lang: "fr" });
    expect(found.account?.email).toBe(email);
    expect(missing.game).toBeNull();
    expect(stranger).toMatchObject({ account: null, game: { id: g.id, lang: "fr" } });
  });
});
