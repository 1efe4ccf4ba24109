// The default at the deadline of each real game, driven through mails and the scheduler, checked
// against the game's replay (the deadline is in the move log); Killer's host turn reminder and its
// administrator decisions; AUTO standing orders across games.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { replayRecord } from "../../src/games/replay.ts";
import { gameRecord } from "../../src/commands/history.ts";
import { ADMIN, makeTestApp, type TestApp } from "../helpers/app.ts";
import { runDueJobs } from "../helpers/jobs.ts";
import { at, deadlineEvents, HOUR, jobsOf, startGame } from "./helpers.ts";

/** Herald's games (src/games/index.ts), found by kind as the service finds them */
const games = new Games(GAMES);

describe("deadlines of the real games (PostgreSQL)", () => {
  let app: TestApp;
  const P: Array<[string, string]> = [];
  const names = ["Ann", "Bob", "Cy", "Dee"];

  beforeAll(async () => {
    app = await makeTestApp("postgres");
    for (const n of names) {
      const email = `${n.toLowerCase()}@example.test`;
      P.push([email, await app.register(email, n)]);
    }
  });
  afterAll(async () => app?.close());
  beforeEach(async () => {
    await app.db.prisma.game.updateMany({ where: { status: { in: ["running", "paused"] } }, data: { status: "cancelled" } });
    await app.db.prisma.job.updateMany({ where: { status: "pending" }, data: { status: "cancelled" } });
  });

  const game = (id: string) => app.db.prisma.game.findUniqueOrThrow({ where: { id } });

  /** Lets the first pending decision's deadline pass; returns it and the game after. */
  async function passDeadline(id: string) {
    const g = await game(id);
    const engine = games.find(g.kind)!;
    const before = engine.pending(g.state);
    expect(before.length).toBeGreaterThan(0);
    const dl = (await jobsOf(app, id)).filter((j) => j.kind === "deadline");
    expect(dl.length).toBeGreaterThan(0);
    app.clock.now = new Date(dl[0].dueAt);
    const mark = await app.lastOutboxId();
    expect(await runDueJobs(app)).toBeGreaterThanOrEqual(1);
    const after = await game(id);
    const ev = await deadlineEvents(app, id);
    expect(ev.length).toBeGreaterThanOrEqual(1);
    expect(before.map((p) => p.key)).toContain((ev.at(-1)!.data as any).key);
    // the replay from the record (moves and deadlines) gives the very state in the database
    const rec = await gameRecord(app.db.prisma, app.games, id);
    const replay = replayRecord(engine, rec);
    expect(replay.ok).toBe(true);
    if (replay.ok) expect(replay.value.state).toEqual(after.state);
    return { engine, before, after, mails: await app.mailsSince(mark) };
  }

  it("Trente: the turn is played by the player's policy, or keep-the-highest", async () => {
    app.clock.now = new Date("2026-12-01T12:00:00Z");
    const id = await startGame(app, P.slice(0, 2), "CREATE trente deadline=24h");
    const { engine, before, after, mails } = await passDeadline(id);
    const now = engine.pending(after.state);
    expect(now.map((p) => p.key)).not.toContain(before[0].key);
    expect(now[0]?.seat ?? null).not.toBe(before[0].seat);
    const late = names[before[0].seat! - 1];
    const other = P[before[0].seat === 1 ? 1 : 0][0];
    expect(mails.find((m) => m.toAddress === other)!.body).toContain(`${late} did not move in time`);
  });

  it("Regicide: by default the game pauses at a deadline and the host is told", async () => {
    app.clock.now = new Date("2026-12-04T12:00:00Z");
    const id = await startGame(app, P.slice(0, 2), "CREATE regicide deadline=24h");
    const dl = (await jobsOf(app, id)).filter((j) => j.kind === "deadline");
    app.clock.now = new Date(dl[0].dueAt);
    const mark = await app.lastOutboxId();
    expect(await runDueJobs(app)).toBeGreaterThanOrEqual(1);
    expect((await game(id)).status).toBe("paused");
    const mails = await app.mailsSince(mark);
    expect(mails.find((m) => m.toAddress === P[1][0])!.body).toContain("is paused until the host resumes it");
    expect(mails.some((m) => m.kind === "admin" || m.body.includes("RESUME " + id))).toBe(true);
  });

  it("Regicide with late=play: the engine's default move (the most passive legal one) at the deadline", async () => {
    app.clock.now = new Date("2026-12-05T12:00:00Z");
    const id = await startGame(app, P.slice(0, 2), "CREATE regicide deadline=24h late=play");
    const { engine, before, after, mails } = await passDeadline(id);
    expect(engine.pending(after.state).map((p) => p.key)).not.toContain(before[0].key);
    expect(mails.find((m) => m.toAddress === P[1][0])!.body).toContain("did not move in time");
  });

  it("Three Kingdoms: a standing order is in force from the start; the deadline's default; AUTO LIST/OFF/CLEAR", async () => {
    app.clock.now = new Date("2026-12-10T12:00:00Z");
    const [bob, bobPw] = P[1];
    const set = await app.send(bob, `PASSWORD ${bobPw}\nAUTO never-nullify`);
    expect(set).toMatch(/OK standing order AUTO never-nullify kept for threekingdoms/);
    expect(await app.send(bob, `PASSWORD ${bobPw}\nAUTO frobnicate`)).toMatch(/ERROR unknown AUTO rule/);
    expect(await app.send(bob, `PASSWORD ${bobPw}\nAUTO LIST`)).toMatch(/threekingdoms: AUTO never-nullify/);
    const id = await startGame(app, P, "CREATE 3k deadline=24h");
    let g = await game(id);
    expect((g.state as any).players[1].auto).toEqual(["never-nullify"]);
    const { engine, before, after, mails } = await passDeadline(id);
    expect(engine.pending(after.state).map((p) => p.key)).not.toContain(before[0].key);
    const late = names[(before[0].seat ?? 1) - 1];
    // the engine's note for the administrator (it names the default move) goes to the secret-keeper, a
    // site administrator without a seat, never to the host, who plays here (docs/roles.md)
    expect(
      mails
        .filter((m) => m.toAddress === ADMIN)
        .map((m) => m.body)
        .join("\n"),
    ).toMatch(new RegExp(`Deadline passed for ${late}`));
    expect(
      mails
        .filter((m) => m.toAddress === P[0][0])
        .map((m) => m.body)
        .join("\n"),
    ).not.toMatch(/Deadline passed for/);
    // a new rule reaches the running game at once; OFF and CLEAR too
    expect(await app.send(bob, `PASSWORD ${bobPw}\nAUTO dodge`)).toMatch(new RegExp(`in force now in ${id}`));
    g = await game(id);
    expect((g.state as any).players[1].auto).toEqual(["never-nullify", "dodge"]);
    expect(await app.send(bob, `PASSWORD ${bobPw}\nAUTO OFF always-dodge`)).toMatch(/OK standing order always-dodge removed/);
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: bob } })).standing).toEqual({
      threekingdoms: ["never-nullify"],
    });
    expect(await app.send(bob, `PASSWORD ${bobPw}\nAUTO CLEAR`)).toMatch(/OK your standing orders are cleared, also in/);
    g = await game(id);
    expect((g.state as any).players[1].auto).toEqual([]);
    expect(await app.send(bob, `PASSWORD ${bobPw}\nAUTO LIST`)).toMatch(/You have no standing orders/);
    // in a game's mail, AUTO is that game's own verb
    expect(await app.send(bob, `PASSWORD ${bobPw}\nGAME ${id}\nAUTO pass`)).toMatch(/> AUTO pass\nOK/);
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: bob } })).standing).toEqual({});
    expect(((await game(id)).state as any).players[1].auto).toEqual(["pass"]);
  });

  it("Killer: no deadline on kills; the host is reminded when no TURN came for turnReminder; admin decisions get a late notice, no pause", async () => {
    const t0 = new Date("2026-12-20T12:00:00Z");
    app.clock.now = t0;
    const [ann, annPw] = P[0];
    const id = await startGame(app, P.slice(0, 3), "CREATE killer turnReminder=3d deadline=24h remind=6h", [
      "civ=Rome",
      "civ=Egypt",
      "civ=China",
    ]);
    expect((await jobsOf(app, id)).map((j) => j.kind)).toEqual(["idle"]);
    at(app, t0, 72 * HOUR - 60_000);
    expect(await runDueJobs(app)).toBe(0);
    at(app, t0, 72 * HOUR);
    let mark = await app.lastOutboxId();
    expect(await runDueJobs(app)).toBe(1);
    let mails = await app.mailsSince(mark);
    expect(mails.map((m) => m.toAddress)).toEqual([ann]);
    expect(mails[0].body).toMatch(new RegExp(`No administrator update has come for ${id} in 3d`));
    // a TURN update restarts the count
    at(app, t0, 96 * HOUR);
    // the host plays, but the Civ turn reveals nothing: TURN is an organiser's power (docs/killer.md)
    expect(await app.send(ann, `PASSWORD ${annPw}\nGAME ${id}\nTURN 12`)).toMatch(/> TURN 12\nOK/);
    at(app, t0, 96 * HOUR + 72 * HOUR - 60_000);
    expect(await runDueJobs(app)).toBe(0);
    // a kill report waits for the administrator: a reminder, then a late notice to the host; the game runs on
    const [bob, bobPw] = P[1];
    const r = await app.send(bob, `PASSWORD ${bobPw}\nGAME ${id}\nKILLED China TURN 12`);
    expect(r).toMatch(/> KILLED China TURN 12\nOK/);
    const held = (await jobsOf(app, id)).filter((j) => j.kind !== "idle");
    expect(held.map((j) => j.key)).toEqual([
      expect.stringMatching(new RegExp(`^remind:${id}:admin:held-`)),
      expect.stringMatching(new RegExp(`^deadline:${id}:admin:held-`)),
    ]);
    const reported = app.clock.now.getTime();
    app.clock.now = new Date(reported + 18 * HOUR);
    mark = await app.lastOutboxId();
    expect(await runDueJobs(app)).toBe(2); // the turn reminder (due 3d after TURN) and the admin's reminder
    app.clock.now = new Date(reported + 24 * HOUR);
    expect(await runDueJobs(app)).toBe(1); // the late notice
    mails = await app.mailsSince(mark);
    // the playing host hears of no kill report; the secret-keeper gets the reminder and the late notice
    expect(
      mails
        .filter((m) => m.toAddress === ann)
        .map((m) => m.body)
        .join("\n"),
    ).not.toMatch(/kill report/i);
    expect(mails.every((m) => m.toAddress === ann || m.toAddress === ADMIN)).toBe(true);
    const text = mails
      .filter((m) => m.toAddress === ADMIN)
      .map((m) => m.body)
      .join("\n");
    expect(text).toContain("Reminder: " + id + " is waiting for the administrator: CONFIRM or REJECT kill report");
    expect(text).toContain("Deadline: ");
    expect(text).toContain("The deadline has passed and " + id + " is still waiting for the administrator");
    expect((await game(id)).status).toBe("running");
  });
});
