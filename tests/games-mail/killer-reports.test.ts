// Rank reports through the whole mail path: the seed's worked example (turn 199,
// 6 players, 3 destroyed) and two tie cases — equal final ranks from different base ranks, and equal
// power-graph ranks — as the players, the observer and the administrator receive them; then a final
// report revised with REVISE, labelled as such. The administrator is a site administrator without a seat.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { Journal, SITE_ADMIN as root, expectNoKillerLeak, people, type Person } from "./kt-helpers.ts";

let app: TestApp;
let players: Person[];
let olga: Person;
beforeAll(async () => {
  app = await makeTestApp("postgres");
  players = await people(app, ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]);
  [olga] = await people(app, ["Olga"]);
});
afterAll(async () => app?.close());

async function openGame(j: Journal, options: string, civs: string[]): Promise<void> {
  const r = await j.ok(root, `CREATE killer ${options}`, { noGame: true });
  j.gameId = /created (killer-\d+)/.exec(r)![1];
  for (const [i, p] of players.entries()) await j.ok(p, `JOIN ${j.gameId} civ=${civs[i]}`, { noGame: true });
  await j.ok(olga, `OBSERVE ${j.gameId}`, { noGame: true });
  await j.ok(root, `START ${j.gameId}`, { noGame: true });
}

/** The report as each player, the observer and the administrator received it from the last mail: the same lines. */
async function mailedReport(j: Journal, header: string): Promise<string[]> {
  const seen: string[][] = [];
  for (const p of [...players, olga, root]) {
    const body = (await j.lastNews(p.email)).map((m) => m.body).join("\n");
    const at = body.indexOf(header);
    expect(at, `${p.name} got no "${header}"`).toBeGreaterThanOrEqual(0);
    const lines = body.slice(at).split("\n");
    const end = lines.findIndex((l, i) => i > 0 && !/^\d+[.=] /.test(l));
    seen.push(lines.slice(0, end < 0 ? undefined : end));
  }
  for (const s of seen) expect(s).toEqual(seen[0]);
  return seen[0];
}

describe("the seed's worked example by mail", () => {
  it("turn 199: 1st Player 2, 2nd Player 1, 3rd Player 4, then Players 6, 5, 3 tied 4th", { timeout: 120_000 }, async () => {
    const j = new Journal(app);
    // the seed's players are the civilizations P1…P6; the cycle P1→P3→P6→P5→P2→P4→P1
    await openGame(j, "rated reportEvery=0 order=P1,P3,P6,P5,P2,P4", ["P1", "P2", "P3", "P4", "P5", "P6"]);
    await j.ok(root, "TURN 50\nKILL P6 P5 TURN 50"); // P6 destroys its target: KS 1
    await j.ok(root, "TURN 80\nKILL P1 P3 TURN 80"); // P1 destroys its target: KS 1
    await j.ok(root, "TURN 120\nKILL P2 P6 TURN 120"); // P6 hunted P2: P2 destroys its killer, KS 1
    await j.ok(root, "TURN 199\nREPORT");
    await j.ok(root, "POWER P2 P4 P1 P6=P5=P3");
    expect(await mailedReport(j, "Rank report after Civ turn 199")).toEqual([
      "Rank report after Civ turn 199",
      "1. P2 (Bob): KS 1, power rank 1",
      "2. P1 (Ann): KS 1, power rank 3",
      "3. P4 (Dee): KS 0, power rank 2",
      "4= P5 (Eve): destroyed in turn 50, KS 0",
      "4= P3 (Cy): destroyed in turn 80, KS 0",
      "4= P6 (Fay): destroyed in turn 120, KS 1",
    ]);
    expect(await expectNoKillerLeak(j, players, root)).toBeGreaterThan(20);
  });
});

describe("ties by mail", () => {
  it(
    "equal final ranks share a place, from different base ranks or from equal power ranks; REVISE is labelled",
    { timeout: 120_000 },
    async () => {
      const j = new Journal(app);
      // Rome→Gaul→Greece→Egypt→Persia→Zulu→Rome
      await openGame(j, "rated noInnocent reportEvery=0 order=Rome,Gaul,Greece,Egypt,Persia,Zulu", [
        "Rome",
        "Gaul",
        "Egypt",
        "Persia",
        "Greece",
        "Zulu",
      ]);
      await j.ok(root, "TURN 5");
      await j.ok(root, "KILL Egypt Persia TURN 3"); // Egypt's target: +1; Egypt now hunts Zulu
      await j.ok(root, "KILL Gaul Greece TURN 4"); // Gaul's target: +1; Gaul now hunts Egypt
      await j.ok(root, "KILL Gaul Zulu TURN 5"); // an innocent for Gaul: −0.5 → KS 0.5
      // base ranks 1, 2, 3 with KS 0, 0.5, 1: Egypt gains on Rome (1 − 0 ≥ CV 1) and nothing else → all at rank 2
      await j.ok(root, "REPORT\nPOWER Rome Gaul Egypt");
      expect(await mailedReport(j, "Rank report after Civ turn 5")).toEqual([
        "Rank report after Civ turn 5",
        "1= Rome (Ann): KS 0, power rank 1",
        "1= Gaul (Bob): KS 0.5, power rank 2",
        "1= Egypt (Cy): KS 1, power rank 3",
        "4= Persia (Dee): destroyed in turn 3, KS 0",
        "4= Greece (Eve): destroyed in turn 4, KS 0",
        "4= Zulu (Fay): destroyed in turn 5, KS 0",
      ]);
      // Rome = Gaul in the power graph are not compared; Egypt (base 3) gains on Rome: Rome and Egypt both 2nd
      await j.ok(root, "TURN 6\nREPORT\nPOWER Rome=Gaul Egypt");
      expect((await mailedReport(j, "Rank report after Civ turn 6")).slice(0, 4)).toEqual([
        "Rank report after Civ turn 6",
        "1. Gaul (Bob): KS 0.5, power rank 1",
        "2= Rome (Ann): KS 0, power rank 1",
        "2= Egypt (Cy): KS 1, power rank 3",
      ]);
      // the end, its final report, and a correction of its power graph mailed as a labelled revision
      await j.ok(root, "TURN 7\nFINISH\nPOWER Egypt Gaul Rome");
      expect((await mailedReport(j, "Final rank report (Civ turn 7)")).slice(1, 4)).toEqual([
        "1. Egypt (Cy): KS 1, power rank 1",
        "2. Gaul (Bob): KS 0.5, power rank 2",
        "3. Rome (Ann): KS 0, power rank 3",
      ]);
      expect(await j.send(root, "POWER Rome Gaul Egypt")).toMatch(/ERROR the final report has been published and is frozen/);
      await j.ok(root, "REVISE Rome Gaul Egypt");
      expect((await mailedReport(j, "Revised final rank report")).slice(0, 4)).toEqual([
        "Revised final rank report (Civ turn 7), revision 1: it replaces the final report mailed before",
        "1= Rome (Ann): KS 0, power rank 1",
        "1= Gaul (Bob): KS 0.5, power rank 2",
        "1= Egypt (Cy): KS 1, power rank 3",
      ]);
      expect(await j.send(players[3], "RANKS")).toMatch(/OK/);
      expect((await j.lastNews(players[3].email))[0].body).toMatch(/^Revised final rank report/m);
      expect(await expectNoKillerLeak(j, players, root)).toBeGreaterThan(20);
    },
  );
});
