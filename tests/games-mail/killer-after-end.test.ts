// A rated Killer game whose last kill comes before the power graph: the final rank report waits for
// POWER, which the administrator sends after the game has ended; once it is out it is frozen (a late
// POWER or REPORT is refused); RANKS works after the end too, and ordinary game lines are refused.
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { Journal, SITE_ADMIN as root, people } from "./kt-helpers.ts";

let app: TestApp;
beforeAll(async () => {
  app = await makeTestApp("postgres");
});
afterAll(async () => app?.close());

it("POWER after the last kill sends the final rank report, then it is frozen; RANKS after the end; other lines refused", async () => {
  const [a, b, c] = await people(app, ["Ann", "Bob", "Cy"]);
  const j = new Journal(app);
  const r = await j.ok(root, "CREATE killer rated order=Rome,Gaul,Egypt", { noGame: true });
  j.gameId = /created (killer-\d+)/.exec(r)![1];
  for (const [p, civ] of [
    [a, "Rome"],
    [b, "Gaul"],
    [c, "Egypt"],
  ] as const)
    await j.ok(p, `JOIN ${j.gameId} civ=${civ}`, { noGame: true });
  await j.ok(root, `START ${j.gameId}`, { noGame: true });
  await j.ok(root, "TURN 2\nKILL Rome Gaul TURN 2\nKILL Rome Egypt TURN 2");
  expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id: j.gameId } })).status).toBe("finished");
  expect((await j.lastNews(a.email)).map((m) => m.body).join()).not.toContain("Final rank report");
  expect((await j.lastNews(root.email)).map((m) => m.body).join()).toMatch(
    /Game over\. Rome wins[\s\S]*due for turn 2 \(final\)/,
  );
  expect(await j.send(root, "POWER Rome")).toMatch(/> POWER Rome\nOK/);
  for (const p of [a, root]) expect((await j.lastNews(p.email)).map((m) => m.body).join()).toContain("Final rank report");
  expect(await j.send(root, "POWER Rome")).toMatch(/> POWER Rome\nERROR the final report has been published and is frozen/);
  expect(await j.send(root, "REPORT")).toMatch(/> REPORT\nERROR the final report has been published and is frozen/);
  expect(await j.send(a, "RANKS")).toMatch(/> RANKS\nOK/);
  expect((await j.lastNews(a.email)).map((m) => m.body).join()).toContain("Final rank report");
  expect(await j.send(root, "TURN 3")).toMatch(/> TURN 3\nERROR killer-\d+ is finished/);
  // every mail of the game: exactly one final report each (Ann asked RANKS once more)
  for (const p of [b, c, root]) {
    const all = (await app.mails(p.email))
      .filter((m) => m.gameId === j.gameId)
      .map((m) => m.body)
      .join("\n");
    expect(all.match(/^Final rank report/gm), p.email).toHaveLength(1);
  }
});
