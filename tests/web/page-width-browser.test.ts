// A player's pages on a phone 390 px wide (playwright-core driving Debian Chromium): the game page of
// each game, a few moves in by mail, from the link of the player's newest mail (and its older history),
// and the list of their games (/me) — none is wider than the screen, so nothing scrolls sideways. The
// tables carry what makes a page wide: a long unbroken player name, a long press word, long move lines.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPhone, type Phone } from "../helpers/phone.ts";
import { startWebTest, type WebTest } from "../helpers/web.ts";
import { newestLink, playTable, type Table } from "../helpers/tables.ts";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import type { GameEngine } from "../../src/games/engine.ts";

const games = new Games(GAMES);
const PHONE = { width: 390, height: 844 };
const CIVS = ["Rome", "Gaul", "Egypt", "Persia"];
const NAMES = ["Ann", "Bartholomewkonstantinopoulos", "Cleo", "Dimitra"];
const SHOTS = path.resolve("test-output/screenshots");

const TABLES: Table[] = [
  { kind: "regicide", players: 2, moves: 8 },
  { kind: "killer", players: 3, options: "variant=quick", join: (i) => `civ=${CIVS[i]}`, moves: 4 },
  { kind: "trente", players: 2, moves: 6 },
  { kind: "threekingdoms", players: 4, moves: 10 },
  { kind: "relay", players: 2, moves: 0 },
];

describe("a player's pages at 390 px", () => {
  let t: WebTest;
  let phone: Phone;
  let page: Page;
  let n = 0;
  let first = { email: "", pw: "" };

  /** The page is no wider than the screen: what the test asserts on every page. */
  async function fits(what: string) {
    // a phone's browser zooms out to show a page wider than its screen (its innerWidth then grows with
    // the page): the screen's own width is the measure
    const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    if (scroll > PHONE.width) await page.screenshot({ path: path.join(SHOTS, `too-wide-${what}.png`), fullPage: true });
    expect(scroll, `${what}: ${scroll} px wide on a ${PHONE.width} px screen`).toBeLessThanOrEqual(PHONE.width);
    expect(inner, `${what}: the browser zoomed out to ${inner} px`).toBe(PHONE.width);
  }

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    t = await startWebTest();
    phone = await openPhone(PHONE);
    page = phone.page;
  });
  afterAll(async () => {
    await phone?.close();
    await t?.close();
  });

  it.each(TABLES)(
    "the game page of $kind",
    async (table) => {
      const engine = games.find(table.kind) as GameEngine;
      n++;
      const people = await Promise.all(
        NAMES.slice(0, table.players).map(async (name) => {
          const email = `${name.slice(0, 4).toLowerCase()}${n}@example.test`;
          return { email, pw: await t.app.register(email, `${name}${n}`) };
        }),
      );
      if (n === 1) first = people[0];
      const host = { email: `host${n}@example.test`, pw: "" };
      host.pw = await t.app.register(host.email, `Host${n}`);
      // the first player of the first table plays in every game: their /me lists them all
      const seated = n === 1 ? people : [first, ...people.slice(1)];
      const word = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(2);
      const id = await playTable(t.app, engine, table, { seated, host }, "width", async (id, say) => {
        expect(await say(seated[1], `PRESS ${id} TO ALL A long word: ${word}`)).toMatch(/OK press sent/);
      });
      // a game that takes files: the awaited player sends one under a long name, as savers name them
      if (engine.files) {
        const content = Buffer.from("a save, as the relay keeps any file\n".repeat(50));
        const reply = await t.app.send(seated[0].email, `PASSWORD ${seated[0].pw}\nUPLOAD ${id}`, {
          attachments: [{ filename: "freeciv_T0042_Y3000_bartholomewkonstantinopoulos_autosave_final.sav", content }],
        });
        expect(reply).toMatch(/OK file/);
      }
      // every seat's page and the host's, from the link of their newest mail about the game
      for (const [i, p] of [...seated, host].entries()) {
        expect((await page.goto(await newestLink(t.app, p.email, id)))!.status()).toBe(200);
        await fits(`${table.kind}-${i + 1}`);
      }
    },
    180_000,
  );

  it("the list of a player's games (/me)", async () => {
    await page.goto(`${t.base}/me/login`);
    await fits("login");
    await page.fill('input[name="email"]', first.email);
    await page.fill('input[name="password"]', first.pw);
    await Promise.all([page.waitForURL(/\/me$/), page.click('button[type="submit"]')]);
    expect(await page.locator('a[href^="/me/games/"]').count()).toBe(TABLES.length);
    await fits("me");
    await page.locator('a[href^="/me/games/"]').first().click();
    await fits("me-game");
  });
});
