// A rated Killer game whose last kill comes before the power graph: the final rank report waits for
// POWER, which the administrator sends after the game has ended; RANKS works after the end too, and
// ordinary game lines are refused.
import { afterAll, beforeAll, expect, it } from "vitest";
import "../../src/games/index.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { Journal, people } from "./kt-helpers.ts";

let app: TestApp;
beforeAll(async () => { app = await makeTestApp("postgres"); });
afterAll(async () => app?.close());

it("POWER after the last kill sends the final rank report; RANKS after the end; other lines refused", async () => {
  const [a, b, c, h] = await people(app, ["Ann", "Bob", "Cy", "Hank"]);
  const j = new Journal(app);
  const r = await j.ok(h, "CREATE killer rated order=Rome,Gaul,Egypt", { noGame: true });
  j.gameId = /created (killer-\d+)/.exec(r)![1];
  for (const [p, civ] of [[a, "Rome"], [b, "Gaul"], [c, "Egypt"]] as const) await j.ok(p, `JOIN ${j.gameId} civ=${civ}`, { noGame: true });
  await j.ok(h, `START ${j.gameId}`, { noGame: true });
  await j.ok(h, "KILL Rome Gaul TURN 2\nKILL Rome Egypt TURN 2");
  expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id: j.gameId } })).status).toBe("finished");
  expect((await j.lastNews(a.email)).map((m) => m.body).join()).not.toContain("Final rank report");
  expect(await j.send(h, "POWER Rome")).toMatch(/> POWER Rome\nOK/);
  expect((await j.lastNews(a.email)).map((m) => m.body).join()).toContain("Final rank report");
  expect(await j.send(a, "RANKS")).toMatch(/> RANKS\nOK/);
  expect((await j.lastNews(a.email)).map((m) => m.body).join()).toContain("Final rank report");
  expect(await j.send(h, "TURN 3")).toMatch(/> TURN 3\nERROR killer-\d+ is finished/);
});
