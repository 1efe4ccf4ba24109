// The game page's Rollback form (src/web/views/game.eta): one ROLLBACK line sent through the mail
// pipeline in the administrator's name, like the other buttons — audited and announced.
import { afterAll, beforeAll, expect, it } from "vitest";
import { Games } from "../../src/games/registry.ts";
import { GAMES } from "../../src/games/index.ts";

import { ADMIN, ADMIN_PASSWORD } from "../helpers/app.ts";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";

const games = new Games(GAMES);
const findEngine = (kind: string) => games.find(kind);

let t: WebTest;
beforeAll(async () => {
  t = await startWebTest();
});
afterAll(async () => t?.close());

it("the Rollback form takes back the moves asked for, as a ROLLBACK line of the administrator", async () => {
  const pw: Record<string, string> = {};
  for (const n of ["Ann", "Bob"]) pw[n] = await t.app.register(`${n.toLowerCase()}@example.test`, n);
  const say = (who: string, lines: string) =>
    t.app.send(
      who === "root" ? ADMIN : `${who.toLowerCase()}@example.test`,
      `PASSWORD ${who === "root" ? ADMIN_PASSWORD : pw[who]}\n${lines}`,
    );
  const id = /created (trente-\d+)/.exec(await say("root", "CREATE trente"))![1];
  for (const n of ["Ann", "Bob"]) expect(await say(n, `JOIN ${id}`)).toMatch(/OK/);
  expect(await say("root", `START ${id}`)).toContain("started");
  const game = () => t.app.db.prisma.game.findUniqueOrThrow({ where: { id }, include: { seats: true } });
  const before = (await game()).state as { turn: { seat: number } };
  const mover = (await game()).seats.find((s) => s.seat === before.turn.seat)!.name;
  const line = findEngine("trente")!.legalMoves!(before, before.turn.seat)[0];
  expect(await say(mover, `GAME ${id}\n${line}`)).toMatch(/^OK$/m);

  const b = new Browserish(t.base);
  expect((await b.login(ADMIN, ADMIN_PASSWORD)).status).toBe(302);
  const page = await (await b.fetch(`/games/${id}`)).text();
  expect(page).toMatch(/<input type="hidden" name="action" value="rollback">/);
  const res = await b.post(`/games/${id}/action`, { action: "rollback", moves: "1", _csrf: await b.csrf(`/games/${id}`) });
  expect(res.status).toBe(302);
  const audit = await t.app.db.prisma.gameEvent.findFirstOrThrow({ where: { gameId: id, type: "rollback" } });
  expect(audit.line).toBe(`ROLLBACK ${id} 1`);
  const news = await t.app.db.prisma.outbox.findMany({
    where: { gameId: id, toAddress: "ann@example.test" },
    orderBy: { id: "desc" },
    take: 1,
  });
  expect(news[0].body).toMatch(new RegExp(`${id}: the last move was taken back by the administrator`));
});
