// A player's page of each game, played a few moves in by mail and opened in Chromium from the link of
// the player's newest mail: the page shows that seat's own view and the table, and a screenshot of it is
// taken. `npm run screenshots` writes them to docs/screenshots/ (shown in the README); a plain test run
// writes them to test-output/screenshots/.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { startWebTest, type WebTest } from "../helpers/web.ts";
import { newestLink, playTable, type Table } from "../helpers/tables.ts";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { translator } from "../../src/i18n/format.ts";
import type { GameEngine } from "../../src/games/engine.ts";

const games = new Games(GAMES);
const SHOTS = path.resolve(process.env.HERALD_SCREENSHOTS_DIR ?? "test-output/screenshots");
const CIVS = ["Rome", "Gaul", "Egypt", "Persia"];
const NAMES = ["Ann", "Bob", "Cleo", "Dimitra"];

const TABLES: Table[] = [
  { kind: "regicide", players: 2, moves: 5 },
  { kind: "killer", players: 3, options: "variant=quick", join: (i) => `civ=${CIVS[i]}`, moves: 4 },
  { kind: "trente", players: 2, moves: 3 },
  { kind: "threekingdoms", players: 4, moves: 6 },
  { kind: "relay", players: 2, moves: 0 },
];

describe("a player's page of each game", () => {
  let t: WebTest;
  let ctx: BrowserContext;
  let page: Page;
  let profile: string;
  let n = 0;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    t = await startWebTest();
    profile = fs.mkdtempSync(path.join(os.tmpdir(), "herald-chromium-"));
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: "/usr/bin/chromium",
      headless: true,
      viewport: { width: 900, height: 900 },
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync"],
    });
    page = ctx.pages()[0] ?? (await ctx.newPage());
    page.setDefaultTimeout(60_000);
  });
  afterAll(async () => {
    await ctx?.close();
    await t?.close();
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
  });

  it.each(TABLES)(
    "$kind",
    async (table) => {
      const engine = games.find(table.kind) as GameEngine;
      n++;
      const people = await Promise.all(
        NAMES.slice(0, table.players).map(async (name) => {
          const email = `${name.toLowerCase()}${n}@example.test`;
          return { email, pw: await t.app.register(email, `${name}${n}`) };
        }),
      );
      // a host who holds no seat keeps the secrets (Killer needs one)
      const host = { email: `host${n}@example.test`, pw: "" };
      host.pw = await t.app.register(host.email, `Host${n}`);
      const id = await playTable(t.app, engine, table, { seated: people, host }, "screenshot");
      // the first player's page, from the link of their newest mail about the game
      expect((await page.goto(await newestLink(t.app, people[0].email, id)))!.status()).toBe(200);
      const g = await t.app.db.prisma.game.findUniqueOrThrow({ where: { id } });
      const own = engine.render(engine.view(g.state, { seat: 1 }), translator("en"));
      expect(await page.textContent("#own-state")).toBe(own);
      expect(await page.locator("#table-state").count()).toBe(1);
      await page.screenshot({ path: path.join(SHOTS, `page-${table.kind}.png`), fullPage: true });
    },
    120_000,
  );
});
