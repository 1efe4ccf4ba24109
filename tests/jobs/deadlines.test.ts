// Deadlines, reminders, late notices, vacations, pause without a default, and the scheduler's
// guarantees (no double run with two processes, nothing lost over a restart), with the tiny test game
// on PostgreSQL and a controllable clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { guessEngine } from "../helpers/tiny-game.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { JOB_KINDS, startScheduler, type JobHandler, type JobKinds } from "../../src/service/jobs/scheduler.ts";
import { releaseDue, runDueJobs } from "../helpers/jobs.ts";
import { queueMail } from "../../src/outbox/outbox.ts";
import { armed, at, deadlineEvents, HOUR, jobsOf, secondProcess, startGame } from "./helpers.ts";
import { capturedLog } from "../helpers/log.ts";
import type { App } from "../../src/app.ts";

// the same game without a default at the deadline: the game must pause and the host be told

const MORE_GAMES = [
  guessEngine,
  { ...guessEngine, kind: "nodefault", aliases: [], idPrefix: "nodefault", onDeadline: undefined },
];

describe("deadlines and reminders (tiny game, PostgreSQL)", () => {
  let app: TestApp;
  const ann = "ann@example.test",
    bob = "bob@example.test",
    cy = "cy@example.test";
  let A: [string, string], B: [string, string], C: [string, string];

  beforeAll(async () => {
    app = await makeTestApp("postgres", {}, MORE_GAMES);
    A = [ann, await app.register(ann, "Ann")];
    B = [bob, await app.register(bob, "Bob")];
    C = [cy, await app.register(cy, "Cy")];
  });
  afterAll(async () => app?.close());
  // each test plays its own games: the games of the tests before stop (else their deadlines fire here)
  beforeEach(async () => {
    await app.db.prisma.game.updateMany({ where: { status: { in: ["running", "paused"] } }, data: { status: "cancelled" } });
    await app.db.prisma.job.updateMany({ where: { status: "pending" }, data: { status: "cancelled" } });
  });

  const state = async (id: string) => (await app.db.prisma.game.findUniqueOrThrow({ where: { id } })).state as any;

  it("mails show the time left; the reminder and the late notice come at the right times", async () => {
    const t0 = new Date("2026-12-01T12:00:00Z");
    app.clock.now = t0;
    const before = await app.lastOutboxId();
    const id = await startGame(app, [A, B], "CREATE guess deadline=24h remind=6h");
    expect(await app.send(cy, `PASSWORD ${C[1]}\nOBSERVE ${id}`)).toMatch(/OK/);
    const startMails = await app.mailsSince(before);
    // the host's START news is in the reply to her START mail
    const annStart = startMails.filter((m) => m.toAddress === ann && /^> START /m.test(m.body)).at(-1)!;
    expect(annStart.kind).toBe("reply");
    // the deadline once: the public line names Ann with it, so her instruction does not say it again
    expect(annStart.body).toContain("Waiting for: Ann (deadline Wed 2026-12-02 12:00 UTC, 1d left)");
    expect(annStart.body).toContain("Your turn: GUESS <player> <n>");
    expect(annStart.body).not.toContain("Deadline: ");
    const bobStart = startMails.filter((m) => m.toAddress === bob && m.kind !== "reply").at(-1)!;
    expect(bobStart.body).toContain("Waiting for: Ann (deadline Wed 2026-12-02 12:00 UTC, 1d left)");
    // STATUS shows the awaited player their deadline too
    expect(await app.send(ann, `PASSWORD ${A[1]}\nSTATUS ${id}`)).toContain(
      "Your turn: GUESS <player> <n> (deadline Wed 2026-12-02 12:00 UTC (1d left))",
    );
    const jobs = await jobsOf(app, id);
    expect(jobs.map((j) => [j.kind, j.dueAt.toISOString()])).toEqual([
      ["remind", "2026-12-02T06:00:00.000Z"],
      ["deadline", "2026-12-02T12:00:00.000Z"],
    ]);

    // a minute before the reminder: nothing
    at(app, t0, 18 * HOUR - 60_000);
    let mark = await app.lastOutboxId();
    expect(await runDueJobs(app)).toBe(0);
    expect(await app.mailsSince(mark)).toHaveLength(0);

    // the reminder: to Ann only, privately, with the time left
    at(app, t0, 18 * HOUR);
    expect(await runDueJobs(app)).toBe(1);
    let mails = await app.mailsSince(mark);
    expect(mails.map((m) => m.toAddress)).toEqual([ann]);
    expect(mails[0].body).toMatch(new RegExp(`Reminder: ${id} is waiting for your move: your turn: GUESS`));
    expect(mails[0].body).toContain("Deadline: Wed 2026-12-02 12:00 UTC (6h left)");
    expect(mails[0].subject).toContain(`[${id}]`);

    // the deadline: the game's default (the turn passes), a late notice; the others learn who, not why
    at(app, t0, 24 * HOUR);
    mark = await app.lastOutboxId();
    expect(await runDueJobs(app)).toBe(1);
    mails = await app.mailsSince(mark);
    const toAnn = mails.find((m) => m.toAddress === ann)!;
    const toBob = mails.find((m) => m.toAddress === bob)!;
    const toCy = mails.find((m) => m.toAddress === cy)!;
    expect(toAnn.body).toMatch(/The deadline of your move in guess-\d+ has passed/);
    // the late notice once, in Ann's own words for her
    expect(toAnn.body).not.toContain("did not move in time");
    for (const m of [toBob, toCy]) expect(m.body).toContain("The deadline passed: Ann did not move in time");
    expect(toBob.body).toContain("Ann's turn passed.");
    const s = await state(id);
    expect(s.turn).toBe(2);
    // nobody learns another's secret: Cy (not awaited) sees none; Bob, now awaited, only his own in his view
    expect(toCy.body).not.toMatch(/secret number: ?\d/i);
    expect(toBob.body.match(/secret number: ?\d/gi)).toEqual([`secret number: ${s.secret[2]}`]);
    expect(toBob.body).toContain("Waiting for: Bob (deadline Thu 2026-12-03 12:00 UTC, 1d left)");
    expect(toBob.body).toContain("Your turn: GUESS <player> <n>");
    expect(toBob.body).not.toContain("Deadline: ");
    // in the event log, for HISTORY's replay
    const ev = await deadlineEvents(app, id);
    expect(ev.map((e) => [e.seat, (e.data as any).key])).toEqual([[1, "turn-0"]]);
    // it does not fire twice
    expect(await runDueJobs(app)).toBe(0);
  });

  it("no reminder and no default after the move arrived; a stale job finds no pending decision", async () => {
    const t0 = new Date("2026-12-10T12:00:00Z");
    app.clock.now = t0;
    const id = await startGame(app, [A, B], "CREATE guess deadline=24h remind=6h");
    at(app, t0, 2 * HOUR);
    const s = await state(id);
    const wrong = (s.secret[2] % 9) + 1;
    expect(await app.send(ann, `PASSWORD ${A[1]}\nGAME ${id}\nGUESS Bob ${wrong}`)).toMatch(/> GUESS Bob \d\nOK/);
    // Ann's jobs were cancelled in the move's transaction; Bob's armed from the move's time
    expect((await jobsOf(app, id, "cancelled")).map((j) => j.key).sort()).toEqual([
      `deadline:${id}:1:turn-0`,
      `remind:${id}:1:turn-0`,
    ]);
    // even a job that missed its cancellation finds the decision gone when it runs
    await armed(app, {
      kind: "remind",
      gameId: id,
      key: `remind:${id}:1:stale`,
      dueAt: t0,
      data: { seat: 1, pkey: "turn-0", openedAt: t0.toISOString() },
    });
    const mark = await app.lastOutboxId();
    at(app, t0, 24 * HOUR + 60_000); // past Ann's old deadline, before Bob's (t0+26h)
    expect(await runDueJobs(app)).toBe(2); // the stale job and Bob's reminder (t0+20h)
    const mails = await app.mailsSince(mark);
    expect(mails.filter((m) => m.toAddress === ann)).toHaveLength(0);
    expect(mails.filter((m) => m.toAddress === bob)).toHaveLength(1);
    expect(mails.find((m) => m.toAddress === bob)!.body).toContain(`Reminder: ${id} is waiting for your move`);
    expect(await deadlineEvents(app, id)).toHaveLength(0);
    expect((await state(id)).turn).toBe(2);
  });

  it("a vacation stretches the deadline over the absence (capped); the others are told; VACATION OFF re-counts", async () => {
    const t0 = new Date("2026-12-20T12:00:00Z");
    app.clock.now = t0;
    const id = await startGame(app, [A, B], "CREATE guess deadline=24h remind=6h");
    const capped = await startGame(app, [A, C], "CREATE guess deadline=24h remind=6h vacation=1d");
    const mark = await app.lastOutboxId();
    const r = await app.send(ann, `PASSWORD ${A[1]}\nVACATION 2026-12-20 2026-12-22`);
    expect(r).toMatch(/OK you are away from 2026-12-20 to 2026-12-22/);
    // away from now to Dec 23 00:00 (36h): Ann still gets 24h after it; in the capped game only 1d more
    const due = async (g: string) => (await jobsOf(app, g)).find((j) => j.kind === "deadline")!.dueAt.toISOString();
    expect(await due(id)).toBe("2026-12-24T00:00:00.000Z");
    expect(await due(capped)).toBe("2026-12-22T12:00:00.000Z");
    const told = (await app.mailsSince(mark)).filter((m) => m.toAddress === bob);
    expect(told).toHaveLength(1);
    expect(told[0].body).toContain(`Ann is away from 2026-12-20 to 2026-12-22: ${id} waits for Ann's moves`);
    expect(await app.send(ann, `PASSWORD ${A[1]}\nVACATION`)).toMatch(/You are away from 2026-12-20 to 2026-12-22/);
    // the normal deadline passes: nothing happens
    at(app, t0, 25 * HOUR);
    expect(await runDueJobs(app)).toBe(0);
    expect(await deadlineEvents(app, id)).toHaveLength(0);
    // back early: the deadline is counted again without the absence, but not sooner than an hour from now
    at(app, t0, 26 * HOUR);
    expect(await app.send(ann, `PASSWORD ${A[1]}\nVACATION OFF`)).toMatch(/OK your vacation is cancelled/);
    expect(await due(id)).toBe(new Date(t0.getTime() + 27 * HOUR).toISOString());
    expect((await app.mails(bob)).at(-1)!.body).toContain(`Ann is back: the deadlines of ${id} run as usual again.`);
    at(app, t0, 27 * HOUR);
    expect(await runDueJobs(app)).toBe(2);
    expect(await deadlineEvents(app, id)).toHaveLength(1);
    expect(await app.send(ann, `PASSWORD ${A[1]}\nVACATION 2026-12-31 2026-12-30`)).toMatch(
      /ERROR the last day comes before the first/,
    );
    expect(await app.send(ann, `PASSWORD ${A[1]}\nVACATION 2026-13-01 2026-12-30`)).toMatch(/ERROR give the dates as YYYY-MM-DD/);
  });

  it("a game without a default pauses at the deadline and tells the host; RESUME gives a fresh deadline", async () => {
    const t0 = new Date("2027-01-05T12:00:00Z");
    app.clock.now = t0;
    const id = await startGame(app, [A, B], "CREATE nodefault deadline=12h");
    // remind=12h with a 12h deadline: the reminder comes half-way
    expect((await jobsOf(app, id)).map((j) => [j.kind, j.dueAt.toISOString()])).toEqual([
      ["remind", "2027-01-05T18:00:00.000Z"],
      ["deadline", "2027-01-06T00:00:00.000Z"],
    ]);
    at(app, t0, 12 * HOUR);
    const mark = await app.lastOutboxId();
    expect(await runDueJobs(app)).toBe(2);
    const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id } });
    expect(g.status).toBe("paused");
    const mails = await app.mailsSince(mark);
    const toAnn = mails
      .filter((m) => m.toAddress === ann)
      .map((m) => m.body)
      .join("\n");
    expect(toAnn).toContain("For the host / administrator:\nNo default could be applied for Ann");
    expect(mails.find((m) => m.toAddress === bob)!.body).toContain(`Ann did not move in time. ${id} is paused`);
    // while paused nothing fires; RESUME: a new whole deadline from now
    at(app, t0, 40 * HOUR);
    expect(await runDueJobs(app)).toBe(0);
    expect(await app.send(ann, `PASSWORD ${A[1]}\nRESUME ${id}`)).toMatch(/OK .* resumed/);
    expect((await jobsOf(app, id)).find((j) => j.kind === "deadline")!.dueAt.toISOString()).toBe("2027-01-07T16:00:00.000Z");
    const after = (await app.mails(bob)).at(-1)!;
    expect(after.body).toContain("Waiting for: Ann (deadline Thu 2027-01-07 16:00 UTC, 12h left)");
  });

  it("DEADLINE re-counts the pending deadlines from when they opened", async () => {
    const t0 = new Date("2027-02-01T12:00:00Z");
    app.clock.now = t0;
    const id = await startGame(app, [A, B], "CREATE guess deadline=48h");
    at(app, t0, 10 * HOUR);
    expect(await app.send(ann, `PASSWORD ${A[1]}\nDEADLINE ${id} 24h`)).toMatch(/OK .*counted again/);
    expect((await jobsOf(app, id)).find((j) => j.kind === "deadline")!.dueAt.toISOString()).toBe("2027-02-02T12:00:00.000Z");
  });

  it("DEADLINE shorter than the time already gone: the open decision gets the hour of grace, and the reply says so", async () => {
    const t0 = new Date("2027-02-11T12:00:00Z");
    app.clock.now = t0;
    const id = await startGame(app, [A, B], "CREATE guess deadline=48h");
    at(app, t0, 10 * HOUR);
    const reply = await app.send(ann, `PASSWORD ${A[1]}\nDEADLINE ${id} 1m`);
    expect(reply).toMatch(/OK .*now 1m/);
    expect(reply).toMatch(
      /none falls sooner than 1h from now, so that the players can read this first: the next is Thu 2027-02-11 23:00 UTC/,
    );
    expect((await jobsOf(app, id)).find((j) => j.kind === "deadline")!.dueAt.toISOString()).toBe("2027-02-11T23:00:00.000Z");
  });

  it("two scheduler processes at once never run a job twice", async () => {
    const t0 = new Date("2027-03-01T12:00:00Z");
    app.clock.now = t0;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await startGame(app, [A, B], "CREATE guess deadline=24h remind=6h"));
    const other = await secondProcess(app);
    try {
      const mark = await app.lastOutboxId();
      at(app, t0, 18 * HOUR); // every reminder is due
      let [x, y] = await Promise.all([runDueJobs(app), runDueJobs(other)]);
      expect(x + y).toBe(6);
      at(app, t0, 30 * HOUR); // every deadline is due
      [x, y] = await Promise.all([runDueJobs(app), runDueJobs(other)]);
      expect(x + y).toBe(6);
      for (const id of ids) {
        expect(await deadlineEvents(app, id)).toHaveLength(1);
        expect((await state(id)).turn).toBe(2);
      }
      const mails = await app.mailsSince(mark);
      expect(mails.filter((m) => m.toAddress === ann && m.body.includes("Reminder:"))).toHaveLength(6);
      expect(mails.filter((m) => m.toAddress === bob && m.body.includes("Ann did not move in time"))).toHaveLength(6);
      expect(await Promise.all([runDueJobs(app), runDueJobs(other)])).toEqual([0, 0]);
    } finally {
      await other.close();
    }
  });

  it("a wake-up is armed with the transaction that writes its row: none if it rolls back; two of one row fire it once", async () => {
    const other = await secondProcess(app);
    try {
      await wakeUpsFireOnce(app, A, B, other);
    } finally {
      await other.close();
    }
  });

  it("a restart in the middle loses no due job: a crashed job is rolled back and run by the next process", async () => {
    const t0 = new Date("2027-04-01T12:00:00Z");
    app.clock.now = t0;
    let crashes = 1;
    const kinds = withKind("test-crash", async (ctx, job) => {
      queueMail(ctx.work, ctx.app.config.MAIL_FROM, {
        to: ann,
        kind: "system",
        subject: "crash test",
        body: `job ${job.key} ran`,
      });
      if (crashes-- > 0) throw new Error("the process died here");
      return "done";
    });
    const id = await startGame(app, [A, B], "CREATE guess deadline=24h remind=0");
    await armed(app, { kind: "test-crash", gameId: id, key: `test-crash:${id}`, dueAt: new Date(t0.getTime() + HOUR) });
    at(app, t0, 2 * HOUR);
    const mark = await app.lastOutboxId();
    const { log, lines } = capturedLog();
    expect(await runDueJobs({ ...app, log }, kinds)).toBe(0); // it crashed: nothing of it stayed
    expect(await app.mailsSince(mark)).toHaveLength(0);
    const job = await app.db.prisma.job.findUniqueOrThrow({ where: { key: `test-crash:${id}` } });
    expect(job.status).toBe("pending");
    expect((job.data as any).attempts).toBe(1);
    expect((job.data as any).lastError).toBe("the process died here");
    // the log line says where it broke, not only what: the error's stack, down to the job's handler
    const failed = lines.find((l) => l.msg === "a scheduled job failed");
    expect(failed?.err).toMatchObject({ type: "Error", message: "the process died here" });
    expect(failed?.err.stack).toMatch(/^Error: the process died here\n\s+at .*deadlines\.test\.ts/);
    // Herald is down for two days; a fresh process finds the crashed job and the deadline that fell due
    at(app, t0, 48 * HOUR);
    const fresh = await secondProcess(app);
    try {
      expect(await runDueJobs(fresh, kinds)).toBe(2);
      expect((await app.mailsSince(mark)).filter((m) => m.subject.includes("crash test"))).toHaveLength(1);
      expect(await deadlineEvents(app, id)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe("the scheduler on embedded PGlite (the default database of `npm start`)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await makeTestApp("pglite", {}, MORE_GAMES);
  });
  afterAll(async () => app?.close());

  it("startScheduler runs a due deadline and stops cleanly", async () => {
    const ann = "ann@example.test",
      bob = "bob@example.test";
    const A: [string, string] = [ann, await app.register(ann, "Ann")];
    const B: [string, string] = [bob, await app.register(bob, "Bob")];
    const t0 = new Date("2026-12-01T12:00:00Z");
    app.clock.now = t0;
    const id = await startGame(app, [A, B], "CREATE guess deadline=1h");
    at(app, t0, 2 * HOUR);
    await releaseDue(app); // the hour has passed for pg-boss too (tests/helpers/jobs.ts)
    const stop = startScheduler(app, 50);
    for (let i = 0; i < 100 && (await deadlineEvents(app, id)).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    await stop();
    expect(await deadlineEvents(app, id)).toHaveLength(1);
    expect(((await app.db.prisma.game.findUniqueOrThrow({ where: { id } })).state as any).turn).toBe(2);
  });

  it("a wake-up is armed with the transaction that writes its row, on PGlite too; two of one row fire it once", async () => {
    const A: [string, string] = ["cy@example.test", await app.register("cy@example.test", "Cy")];
    const B: [string, string] = ["di@example.test", await app.register("di@example.test", "Di")];
    await wakeUpsFireOnce(app, A, B);
  });
});

/**
 * A Job row and its wake-up are written in one transaction: a rolled-back one leaves neither. Two wake-ups
 * of one row (re-armed, or delivered again) fire it once, with one or two processes taking them.
 */
async function wakeUpsFireOnce(app: TestApp, A: [string, string], B: [string, string], other?: App): Promise<void> {
  // the games of the tests before stop (else their deadlines fire here)
  await app.db.prisma.game.updateMany({ where: { status: { in: ["running", "paused"] } }, data: { status: "cancelled" } });
  await app.db.prisma.job.updateMany({ where: { status: "pending" }, data: { status: "cancelled" } });
  const t0 = new Date("2027-05-01T12:00:00Z");
  app.clock.now = t0;
  let fired = 0;
  const kinds = withKind("test-once", async () => {
    fired++;
    return "done";
  });
  const id = await startGame(app, [A, B], "CREATE guess deadline=24h remind=0");
  const row = { kind: "test-once", gameId: id, key: `test-once:${id}`, dueAt: new Date(t0.getTime() + HOUR) };
  const wakeUps = async () =>
    (
      await app.db.statements.rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'herald-jobs' AND data->>'key' = $1`,
        row.key,
      )
    )[0].n;
  await expect(
    app.db.transaction(async (work) => {
      await work.tx.job.create({ data: row });
      work.arm(app.now(), [row]);
      await work.flush();
      throw new Error("the mail failed");
    }),
  ).rejects.toThrow("the mail failed");
  expect(await wakeUps()).toBe(0);
  expect(await app.db.prisma.job.findUnique({ where: { key: row.key } })).toBeNull();
  // armed, then armed again (as a re-armed or twice-delivered wake-up would be)
  await armed(app, row);
  await app.db.transaction(async (work) => work.arm(app.now(), [row]));
  expect(await wakeUps()).toBe(2);
  expect(await runDueJobs(app, kinds)).toBe(0); // not due yet
  at(app, t0, 2 * HOUR);
  const [x, y] = await Promise.all([runDueJobs(app, kinds), other ? runDueJobs(other, kinds) : 0]);
  expect(x + y).toBe(1);
  expect(fired).toBe(1);
  expect((await app.db.prisma.job.findUniqueOrThrow({ where: { key: row.key } })).status).toBe("done");
  expect(await runDueJobs(app, kinds)).toBe(0);
}

/** Herald's kinds of job and one of the test's own, passed down to the scheduler (src/service/jobs/scheduler.ts). */
const withKind = (kind: string, handler: JobHandler): JobKinds => new Map([...JOB_KINDS, [kind, handler]]);
