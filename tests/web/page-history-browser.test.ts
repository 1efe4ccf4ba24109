// A player's page shows the game's history a page at a time (src/web/reader.ts HISTORY_PAGE), newest
// first, in a real browser (playwright-core driving Debian Chromium, a phone 390 px wide): a game played
// by mail past one page; the page shows the newest events and links to the older ones (`?page=2`, the
// parameter the routes' oracle probes: tests/secrets/routes.test.ts); an older page shows the events
// before, none of the newest, is no wider than the phone, and does not reload itself to the newest.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPhone, type Phone } from "../helpers/phone.ts";
import { startWebTest, type WebTest } from "../helpers/web.ts";
import { chooser } from "../conformance/suite.ts";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { HISTORY_PAGE } from "../../src/web/reader.ts";

// Three Kingdoms at four: a game that lasts well past two pages of history
const engine = new Games(GAMES).find("threekingdoms")!;
const PHONE = { width: 390, height: 844 };
const LINK = /Your page: (http:\/\/\S+\/p\/[A-Za-z0-9_-]{43})/;

describe("a player's history, a page at a time, in Chromium", () => {
  let t: WebTest;
  let phone: Phone;
  let page: Page;
  let gameId = "";
  let moves = 0;
  const pw: Record<string, string> = {};
  const mailTo = (who: string) => `${who}@example.test`;
  const say = (who: string, lines: string) => t.app.send(mailTo(who), `PASSWORD ${pw[who]}\n${lines}`);
  const items = () => page.locator("#history ol.history > li").allTextContents();
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  beforeAll(async () => {
    t = await startWebTest();
    phone = await openPhone(PHONE);
    page = phone.page;
    const who = ["ann", "bob", "cleo", "dimitra"];
    for (const w of who) pw[w] = await t.app.register(mailTo(w), w[0].toUpperCase() + w.slice(1));
    gameId = new RegExp(`created (${engine.idPrefix}-\\d+)`).exec(await say("ann", `CREATE ${engine.kind}\nJOIN`))![1];
    // a seed of its own: the same game on every run
    const seed = `hmac-sha256:${createHash("sha256").update("history").digest("hex")}`;
    await t.app.db.prisma.game.update({ where: { id: gameId }, data: { seed } });
    for (const w of who.slice(1)) expect(await say(w, `JOIN ${gameId}`)).toMatch(/OK/);
    expect(await say("ann", `START ${gameId}`)).toContain("started");
    // played by mail past one page of history, each move a public event (the table after it)
    const pick = chooser("history");
    const game = () => t.app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
    for (; moves < 2 * HISTORY_PAGE + 5; moves++) {
      const g = await game();
      const pool = g.seats.flatMap((s) => engine.legalMoves!(g.state, s.seat).map((line) => ({ seat: s.seat, line })));
      if (!pool.length) break;
      const { seat, line } = pool[pick(pool.length)];
      expect(await say(who[seat - 1], `GAME ${gameId}\n${line}`), line).toMatch(/^OK$/m);
    }
  }, 300_000);

  afterAll(async () => {
    await phone?.close();
    await t?.close();
  });

  it("shows the newest events, and the older ones a link away", async () => {
    expect(moves, "the game lasted past two pages").toBeGreaterThan(2 * HISTORY_PAGE);
    const mails = (await t.app.mails(mailTo("ann"))).filter((m) => m.gameId === gameId);
    const link = LINK.exec(mails.at(-1)!.body)![1];
    await page.goto(link);
    const newest = await items();
    expect(newest.length).toBeGreaterThan(0);
    expect(newest.length).toBeLessThanOrEqual(HISTORY_PAGE);
    const pages = Number(/Page 1 of (\d+)/.exec((await page.textContent("#history-page")) ?? "")?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(await page.locator("#newer").count()).toBe(0);
    await Promise.all([page.waitForURL(/\?page=2/), page.click("#older")]);
    const older = await items();
    expect(older.length).toBeGreaterThan(0);
    expect(older.length).toBeLessThanOrEqual(HISTORY_PAGE);
    expect(await page.textContent("#history-page")).toContain(`Page 2 of ${pages}`);
    // the events before the newest page: none of the newest is there
    expect(older.filter((x) => newest.includes(x))).toEqual([]);
    await fits();
    // an older page stays put: it does not follow the game back to the newest page
    expect(await page.locator('script[src="/static/reader.js"]').count()).toBe(0);
    await Promise.all([page.waitForURL((u) => !u.search.includes("page=")), page.click("#newer")]);
    expect(await items()).toEqual(newest);
    expect(await page.locator('script[src="/static/reader.js"]').count()).toBe(1);
    // past the last page, or no page at all: the nearest one
    await page.goto(`${link}?page=999999`);
    expect(await page.textContent("#history-page")).toContain(`Page ${pages} of ${pages}`);
    await page.goto(`${link}?page=x`);
    expect(await items()).toEqual(newest);
  });
});
