// The dashboard in a real browser (playwright-core driving Debian Chromium) against the running
// service: log in, create a Regicide game, act as players until it starts, read a player's private
// mail in the outbox, reveal the secret state (audited), pause and resume. A screenshot of each main
// page goes to test-output/screenshots/.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { ADMIN, ADMIN_PASSWORD } from "../helpers/app.ts";
import { startWebTest, type WebTest } from "../helpers/web.ts";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { picturesOf } from "../../src/web/pictures.ts";

/** Herald's games (src/games/index.ts), found by kind as the service finds them */
const games = new Games(GAMES);

const SHOTS = path.resolve("test-output/screenshots");
const EVIL = "<script>alert(1)</script>";

describe("dashboard in Chromium", () => {
  let t: WebTest;
  let ctx: BrowserContext;
  let page: Page;
  let profile: string;
  const dialogs: string[] = [];
  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    t = await startWebTest();
    profile = fs.mkdtempSync(path.join(os.tmpdir(), "herald-chromium-"));
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: "/usr/bin/chromium",
      headless: true,
      viewport: { width: 1280, height: 900 },
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    page = ctx.pages()[0] ?? (await ctx.newPage());
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.setDefaultTimeout(60_000);
  });

  afterAll(async () => {
    await ctx?.close();
    await t?.close();
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
  });

  let gameId = "";

  it("sends an anonymous visitor to the login page and logs the administrator in", async () => {
    await page.goto(`${t.base}/games`);
    expect(new URL(page.url()).pathname).toBe("/login");
    await shot("login");
    await page.fill('input[name="email"]', ADMIN);
    await page.fill('input[name="password"]', "wrong-password");
    await page.click('button[type="submit"]');
    expect(await page.textContent("body")).toContain("Unknown administrator or wrong password");
    await page.fill('input[name="email"]', ADMIN);
    await page.fill('input[name="password"]', ADMIN_PASSWORD);
    await Promise.all([page.waitForURL(/\/games$/), page.click('button[type="submit"]')]);
    const cookies = await ctx.cookies();
    const session = cookies.find((c) => c.name === "herald_session")!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Strict");
  });

  it("creates a Regicide game", async () => {
    await page.selectOption("#create-kind", "regicide");
    await Promise.all([page.waitForURL(/\/games\/regicide-\d+/), page.click("#create-game")]);
    gameId = /\/games\/(regicide-\d+)/.exec(page.url())![1];
    expect(await page.textContent("#result")).toContain(`created ${gameId}`);
    const game = await t.app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.status).toBe("open");
  });

  async function act(from: { address?: string; account?: string }, body: string): Promise<string> {
    await page.goto(`${t.base}/act`);
    if (from.account) await page.selectOption("#act-account", { label: from.account });
    if (from.address) await page.fill("#act-address", from.address);
    await page.fill("#act-body", body);
    await Promise.all([page.waitForURL(/\/act\?reply=/), page.click("#act-send")]);
    return (await page.textContent("#result")) ?? "";
  }

  it("acts as players: registers two, both join, and the game starts", async () => {
    // the password goes to the player by mail; every page shows it masked, the dashboard's too
    expect(await act({ address: "ann@example.test" }, "REGISTER Ann")).toContain("Your password ******");
    expect(await act({ address: "bob@example.test" }, `REGISTER ${EVIL}`)).toContain("Your password ******");
    expect(await act({ account: "Ann <ann@example.test>" }, `JOIN ${gameId}`)).toMatch(/OK you joined regicide-\d+ as seat 1/);
    await shot("act");
    expect(await act({ account: `${EVIL} <bob@example.test>` }, `JOIN ${gameId}`)).toMatch(
      /OK you joined regicide-\d+ as seat 2/,
    );

    await page.goto(`${t.base}/games/${gameId}`);
    // a player named <script>…</script> is shown as text and runs nothing
    expect(await page.locator(".player-name").allTextContents()).toContain(EVIL);
    expect(await page.content()).not.toContain(EVIL);
    expect(dialogs).toEqual([]);

    await Promise.all([page.waitForURL(/reply=/), page.click("#action-start")]);
    expect(await page.textContent("#result")).toContain(`OK ${gameId} started`);
    expect((await t.app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("running");
    // the engine's pictures of the public view (the castle), when the engine draws any
    const game = await t.app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
    const engine = games.find("regicide")!;
    const expected = picturesOf(engine, engine.view(game.state, "public")).match(/<figure/g)?.length ?? 0;
    expect(await page.locator("figure.picture > svg").count()).toBe(expected);
    expect(await page.textContent("pre.state")).toContain("Enemy 1 of 12");
    expect(await page.textContent("body")).not.toContain("Hand of Ann");
    await shot("game");
  });

  it("shows a player's private mail in the outbox", async () => {
    const priv = (await t.app.mails("ann@example.test")).filter((m) => m.kind === "private" && m.gameId === gameId);
    expect(priv.length).toBeGreaterThan(0);
    expect(priv.at(-1)!.body).toContain("Your hand:");
    // the list shows its head only; opening it is a read of the game's secrets, written to its log
    await page.goto(`${t.base}/outbox?to=${encodeURIComponent("ann@example.test")}`);
    const article = page.locator("article.mail-private").first();
    expect(await article.textContent()).not.toContain("Your hand:");
    await shot("outbox");
    await page.goto(`${t.base}/outbox/${priv.at(-1)!.id}`);
    expect(await page.locator("pre.mail-body").textContent()).toContain("Your hand:");
  });

  it("reveals the secret state only on request, and audits it", async () => {
    await page.goto(`${t.base}/games/${gameId}`);
    expect(await page.locator("#secret-state").count()).toBe(0);
    await page.click("#reveal");
    await page.waitForSelector("#secret-state");
    const secret = (await page.textContent("#secret-state")) ?? "";
    expect(secret).toContain("Hand of Ann:");
    expect(secret).toContain("Tavern, top first:");
    const audit = await t.app.db.prisma.gameEvent.findMany({ where: { gameId, type: "admin", line: "REVEAL (dashboard)" } });
    expect(audit).toHaveLength(1);
    expect(await page.textContent("body")).toContain("REVEAL (dashboard)");
    await shot("game-revealed");
  });

  it("pauses and resumes; both are audited and announced to the players", async () => {
    await page.goto(`${t.base}/games/${gameId}`);
    const before = await t.app.lastOutboxId();
    await Promise.all([page.waitForURL(/reply=/), page.click("#action-pause")]);
    expect(await page.textContent("#result")).toContain("paused");
    expect((await t.app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("paused");
    await Promise.all([page.waitForURL(/reply=/), page.click("#action-resume")]);
    expect(await page.textContent("#result")).toContain("resumed");
    expect((await t.app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("running");
    const lines = (await t.app.db.prisma.gameEvent.findMany({ where: { gameId, type: "admin" } })).map((e) => e.line);
    expect(lines).toEqual(expect.arrayContaining([`PAUSE ${gameId}`, `RESUME ${gameId}`]));
    const news = (await t.app.mailsSince(before, "ann@example.test")).map((m) => m.body).join("\n");
    expect(news).toMatch(/was paused by the administrator/);
    expect(news).toMatch(/was resumed by the administrator/);
  });

  it("shows the other main pages", async () => {
    await page.goto(`${t.base}/games`);
    expect(await page.textContent("table.list")).toContain(gameId);
    await shot("games");
    await page.goto(`${t.base}/players`);
    expect(await page.locator(".player-name").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(EVIL)]));
    await shot("players");
    await page.goto(`${t.base}/inbound`);
    await shot("inbound");
    await page.click("table.list tbody tr:first-child a");
    expect(await page.textContent("body")).toContain("Herald's answer");
    await shot("inbound-mail");
    await page.goto(`${t.base}/health`);
    expect(await page.textContent("dl.facts")).toContain("reachable");
    await shot("health");
    await page.goto(`${t.base}/tokens`);
    await shot("tokens");
    expect(dialogs).toEqual([]);
  });
});
