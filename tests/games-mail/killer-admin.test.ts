// The Killer administrator's rough edges, by mail through the real pipeline: a kill entered before the
// one its victim made in the same turn is corrected with one AMEND; a held kill report is awaited by the
// administrator without every player being told; two civilizations equal but for case meet at JOIN;
// a host who plays is told to the players with the name of who keeps the secrets; a co-administrator
// named mid-game gets what the administrator knows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/games/index.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import type { KillerState } from "../../src/games/killer/index.ts";
import { Journal, SITE_ADMIN as root, expectNoKillerLeak, people, type Person } from "./kt-helpers.ts";
import { verifyHistory } from "../helpers/fairplay.ts";

let app: TestApp;
let ann: Person, bob: Person, cy: Person, dee: Person, eve: Person, zed: Person;

beforeAll(async () => {
  app = await makeTestApp("postgres");
  [ann, bob, cy, dee, eve, zed] = await people(app, ["Ann", "Bob", "Cy", "Dee", "Eve", "Zed"]);
});
afterAll(async () => app?.close());

const news = async (j: Journal, p: Person) => (await j.lastNews(p.email)).map((m) => m.body).join("\n");
const CIVS = ["Rome", "Gaul", "Egypt", "Persia", "Zulu"];

/** The site administrator hosts (holding no seat) a game with the target cycle of CIVS, and starts it. */
async function adminGame(j: Journal): Promise<void> {
  await j.create(root, `CREATE killer order=${CIVS.join(",")}`, [
    [ann, "civ=Rome"],
    [bob, "civ=Gaul"],
    [cy, "civ=Egypt"],
    [dee, "civ=Persia"],
    [eve, "civ=Zulu"],
  ]);
  await j.ok(root, `START ${j.gameId}`, { noGame: true });
}

describe("corrections and waits of the administrator", () => {
  it("AMEND puts Persia's kill of Zulu before Persia's own destruction in the same turn: one public correction", async () => {
    const j = new Journal(app);
    await adminGame(j);
    await j.ok(root, "TURN 7\nKILL Egypt Persia TURN 7");
    expect(await j.send(root, "KILL Persia Zulu TURN 7")).toMatch(/ERROR Persia is already out of the game \(AMEND or UNDO/);
    await j.ok(root, "AMEND Persia Zulu TURN 7");
    const s = await j.state<KillerState>();
    expect(s.ledger.map((e) => [e.killer, e.victim, e.turn])).toEqual([
      [4, 5, 7],
      [3, 4, 7],
    ]);
    const told = await news(j, ann);
    expect(told.match(/Correction by the administrator/g)).toHaveLength(1);
    expect(told).toContain("Zulu was destroyed by Persia in Civ turn 7");
    expect(await expectNoKillerLeak(j, [ann, bob, cy, dee, eve], root)).toBeGreaterThan(5);
  });

  it("a held kill report: the administrator is told what waits, the players are not told that anything waits", async () => {
    const j = new Journal(app);
    await adminGame(j);
    await j.ok(root, "TURN 3");
    await j.ok(ann, "KILLED Gaul TURN 3");
    expect(await news(j, root)).toMatch(/^CONFIRM or REJECT kill report r1/m);
    // the next public news (a Civ turn) names no wait for the administrator
    await j.ok(root, "TURN 4");
    for (const p of [ann, bob, cy]) expect(await news(j, p)).not.toMatch(/Waiting for:.*administrator/);
    expect(await j.send(bob, "STATUS")).not.toMatch(/Waiting for:.*administrator/);
    expect(await j.send(root, "STATUS")).toMatch(/Waiting for: the administrator/);
    await j.ok(root, "CONFIRM r1");
  });
});

describe("joining and starting", () => {
  it("refuses at JOIN a civilization equal to a seated one but for case", async () => {
    const j = new Journal(app);
    const r = await j.ok(root, "CREATE killer", { noGame: true });
    j.gameId = /created (killer-\d+)/.exec(r)![1];
    await j.ok(ann, `JOIN ${j.gameId} civ=Rome`, { noGame: true });
    expect(await j.send(bob, `JOIN ${j.gameId} civ=ROME`, { noGame: true })).toMatch(
      /ERROR Ann has chosen Rome already: civilizations must differ, and case does not count/,
    );
    expect(await app.db.prisma.seat.count({ where: { gameId: j.gameId } })).toBe(1);
    await j.ok(bob, `JOIN ${j.gameId} civ=Gaul`, { noGame: true });
  });

  it("when the host plays, START tells the players that the site administrator keeps the secrets", async () => {
    const j = new Journal(app);
    await j.create(ann, "CREATE killer", [
      [ann, "civ=Rome"],
      [bob, "civ=Gaul"],
      [cy, "civ=Egypt"],
    ]);
    await j.ok(ann, `START ${j.gameId}`, { noGame: true });
    for (const p of [ann, bob, cy])
      expect(await news(j, p)).toContain(
        `The host plays: the secrets of ${j.gameId} are kept by root (the site administrator), who holds no seat in it.`,
      );
    // a host who does not play keeps them: nothing to say
    const k = new Journal(app);
    await adminGame(k);
    expect(await news(k, ann)).not.toContain("The host plays");
  });
});

describe("a co-administrator named mid-game", () => {
  it("gets the administrator's overview (targets, kill scores) at once, and is noted as one who knows", async () => {
    const j = new Journal(app);
    await adminGame(j);
    await j.ok(root, "TURN 2\nKILL Rome Gaul TURN 2");
    await j.ok(root, `COADMIN ${j.gameId} ADD ${zed.email}`, { noGame: true });
    const told = await news(j, zed);
    expect(told).toMatch(/Rome → Egypt/);
    expect(told).toMatch(/co-administrator/);
    // the players learn that Zed was named, never the targets
    expect(await news(j, bob)).not.toMatch(/→/);
    const witness = await app.db.prisma.gameWitness.findMany({ where: { gameId: j.gameId } });
    expect(witness.map((w) => w.reason)).toContain("admin view");
  });
});

describe("players who left, after the end", () => {
  it("RANKS gives the final ranking to a resigned and to a replaced player, through the gate; nobody else is mailed", async () => {
    const j = new Journal(app);
    await adminGame(j);
    await j.ok(dee, `RESIGN ${j.gameId}`, { noGame: true });
    await j.ok(zed, `VOLUNTEER ${j.gameId}`, { noGame: true });
    await j.ok(root, `REPLACE ${j.gameId} Eve ${zed.email}`, { noGame: true });
    // while the game runs, a player who left is out of it
    expect(await j.send(dee, "RANKS")).toMatch(/> RANKS\nERROR you have no seat in killer-\d+/);
    await j.ok(root, "TURN 5\nKILL Rome Gaul TURN 5\nKILL Rome Egypt TURN 5\nKILL Rome Zulu TURN 5");
    expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id: j.gameId } })).status).toBe("finished");
    expect(await j.send(dee, "STATUS")).toContain("RANKS re-sends it");
    for (const p of [dee, eve]) {
      expect(await j.send(p, "RANKS")).toMatch(/> RANKS\nOK\n\nFinal standings \(Civ turn 5\)\n1\. Rome/);
      // the answer is the sender's alone
      expect((await j.lastNews(ann.email)).length).toBe(0);
    }
    // someone who never played has no seat to have left
    const [fay] = await people(app, ["Fay"]);
    expect(await j.send(fay, "RANKS")).toMatch(/> RANKS\nERROR you have no seat/);
    // a player who left reads nothing else without a seat
    expect(await j.send(dee, "TARGET")).toMatch(/> TARGET\nERROR you have no seat/);
  });
});

describe("after REPLACE", () => {
  it("every view and report names the current player; the record replays the rename and verifies", async () => {
    const j = new Journal(app);
    await adminGame(j);
    await j.ok(zed, `VOLUNTEER ${j.gameId}`, { noGame: true });
    await j.ok(root, `REPLACE ${j.gameId} Eve ${zed.email}`, { noGame: true });
    expect(await news(j, ann)).toMatch(/Eve/); // the announcement says who left the seat
    for (const p of [zed, ann, root]) {
      const status = await j.send(p, "STATUS");
      expect(status, p.name).toMatch(/Zulu \(Zed\)/);
      expect(status, p.name).not.toMatch(/Zulu \(Eve\)|\d\. Eve\b/);
    }
    await j.ok(root, "TURN 5\nKILL Rome Gaul TURN 5\nKILL Rome Egypt TURN 5\nKILL Rome Persia TURN 5\nKILL Rome Zulu TURN 5");
    const final = await news(j, ann);
    expect(final).toMatch(/Zulu \(Zed\): destroyed in turn 5/);
    expect(final).not.toMatch(/\(Eve\)/);
    expect(await j.send(zed, "RANKS")).toMatch(/Zulu \(Zed\)/);
    const reply = await j.send(root, `HISTORY ${j.gameId} REVEAL`, { noGame: true });
    expect(reply).toMatch(/OK the record of killer-\d+/);
    const { report } = await verifyHistory(app, reply, j.gameId, { forwardedTo: ann.email });
    expect(report.lines.join("\n")).toMatch(/is played by Zed/);
  });
});
