// A reader's own page in a real browser (playwright-core driving Debian Chromium, a phone's 375 px wide
// screen), against the running service: Ann opens the link of her real mail and sees her hand and the
// table; she plays a legal move from the page and Herald's answer reaches her by mail too; Bob's link
// shows Bob's hand, never Ann's, and follows the game by itself; a link after PASSWORD CHANGE, an
// expired one (the app clock moved) and one with a character changed show no game; an observer sees the
// public page only; a player logs in with their own password; without JavaScript the page still works;
// the dashboard links each seat's page for a secret-keeper only.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPhone, type Phone } from "../helpers/phone.ts";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { translator } from "../../src/i18n/format.ts";

const games = new Games(GAMES);
const regicide = games.find("regicide")!;
const SHOTS = path.resolve("test-output/screenshots");
const PHONE = { width: 375, height: 780 };
const SUITS: Record<string, string> = { H: "♥", D: "♦", C: "♣", S: "♠" };
const LINK = /Your page: (http:\/\/\S+\/p\/[A-Za-z0-9_-]{43})/;

describe("a reader's page in Chromium", () => {
  let t: WebTest;
  let phone: Phone;
  let page: Page;
  const dialogs: string[] = [];
  let gameId = "";
  const pw: Record<string, string> = {};
  const mailTo = (who: string) => `${who}@example.test`;
  const say = (who: string, lines: string, subject?: string) =>
    t.app.send(mailTo(who), `PASSWORD ${pw[who]}\n${lines}`, subject ? { subject } : {});

  /** The page link of the newest mail to this reader about the game, read out of the real outbox mail. */
  async function linkOf(who: string): Promise<string> {
    const mails = (await t.app.mails(mailTo(who))).filter((m) => m.gameId === gameId);
    const m = LINK.exec(mails.at(-1)!.body);
    expect(m, `a page link in ${who}'s mail`).not.toBeNull();
    return m![1];
  }
  const state = async () => (await t.app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).state;
  const seatText = async (seat: number) => regicide.render(regicide.view(await state(), { seat }), translator("en"));
  const noGameShown = async () => {
    expect(await page.locator("#table-state, #own-state, #moves").count()).toBe(0);
    const body = (await page.textContent("body")) ?? "";
    expect(body).not.toMatch(/Your hand|Hand of|Enemy \d+ of 12/);
    expect(body).toContain("This link opens nothing");
  };

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    t = await startWebTest();
    phone = await openPhone(PHONE);
    page = phone.page;
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const who of ["ann", "bob", "olga"]) pw[who] = await t.app.register(mailTo(who), who[0].toUpperCase() + who.slice(1));
    gameId = /created (regicide-\d+)/.exec(await say("ann", "CREATE regicide\nJOIN"))![1];
    expect(await say("bob", `JOIN ${gameId}`)).toMatch(/OK/);
    expect(await say("olga", `OBSERVE ${gameId}`)).toMatch(/OK/);
    expect(await say("ann", `START ${gameId}`)).toContain("started");
  });

  afterAll(async () => {
    await phone?.close();
    await t?.close();
  });

  it("puts one link per reader in every mail about the game, to the configured address", async () => {
    for (const who of ["ann", "bob", "olga"]) {
      const mails = (await t.app.mails(mailTo(who))).filter((m) => m.gameId === gameId);
      expect(mails.length).toBeGreaterThan(0);
      for (const m of mails) {
        const links = [...m.body.matchAll(/\/p\/([A-Za-z0-9_-]{43})/g)];
        expect(links, `mail ${m.id} to ${who}`).toHaveLength(1);
        expect(m.body).toContain(`Your page: ${t.base}/p/`);
        // below the signature: a reply that keeps the footer sends no command with it
        expect(m.body.indexOf("\n-- \n")).toBeLessThan(m.body.indexOf("Your page:"));
      }
    }
    // a mail about no game carries none
    const other = (await t.app.mails(mailTo("ann"))).filter((m) => !m.gameId);
    for (const m of other) expect(m.body).not.toContain("/p/");
    // only hashes are kept
    const rows = await t.app.db.prisma.pageLink.findMany();
    const key = (await linkOf("ann")).split("/p/")[1];
    expect(rows.some((r) => r.keyHash.includes(key))).toBe(false);
  });

  let annBefore = "";
  it("shows Ann her hand and the table from the link of her mail, on a phone's screen", async () => {
    const link = await linkOf("ann");
    const res = await page.goto(link);
    expect(res!.status()).toBe(200);
    annBefore = await seatText(1);
    expect(await page.textContent("#own-state")).toBe(annBefore);
    expect(annBefore).toContain("Your hand:");
    expect(await page.textContent("#table-state")).toContain("Enemy 1 of 12");
    expect(await page.locator("figure.picture > svg").count()).toBeGreaterThan(0);
    expect(await page.textContent("body")).not.toContain("Hand of");
    // nothing wider than the phone: no sideways scrolling
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: path.join(SHOTS, "reader-phone.png"), fullPage: true });
    // the moves offered are the engine's legal moves for her seat, exactly
    const offered = await page.locator('input[name="move"]').evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value));
    expect(offered).toEqual(regicide.legalMoves!(await state(), 1));
    expect(offered.length).toBeGreaterThan(0);
    // none is chosen for her: Send plays only what she picks
    expect(await page.locator('input[name="move"]:checked').count()).toBe(0);
  });

  it("shows what to do and the hand first, and the moves in the hand's notation (the line sent stays the command)", async () => {
    const hand = (await seatText(1)).split("\n").find((l) => l.startsWith("Your hand:"))!;
    expect(await page.textContent("#hand")).toBe(hand);
    const lines = regicide.legalMoves!(await state(), 1);
    const labels = await page.locator("#moves code").allTextContents();
    const face = (c: string) => (c.startsWith("JESTER") ? "Jester" : c.replace(/[HDCS]$/, (s) => SUITS[s]));
    expect(labels).toEqual(
      lines.map((l) =>
        /^(PLAY|DISCARD) /.test(l)
          ? l
              .split(" ")
              .map((w, i) => (i ? face(w) : w))
              .join(" ")
          : l,
      ),
    );
    for (const label of labels.filter((l) => l.startsWith("PLAY ")))
      for (const c of label.split(" ").slice(1)) expect(hand, `${label} beside the hand`).toContain(c);
    // from the top: what she is asked, her hand, her moves; the table below them
    const tops = await page.evaluate(() =>
      ["#mine", "#hand", "#moves", "#table"].map((s) => document.querySelector(s)!.getBoundingClientRect().top),
    );
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  it("plays a legal move from the page: one command line through the pipeline, answered by mail too", async () => {
    const before = await t.app.lastOutboxId();
    const chosen = await page.locator('input[name="move"]').first().inputValue();
    await page.locator('input[name="move"]').first().check();
    await Promise.all([page.waitForURL(/\?reply=\d+/), page.click("#send-move")]);
    expect(await page.textContent("#result")).toMatch(/^\s*Herald's answer/);
    expect(await page.textContent("#result pre")).toMatch(/^OK$/m);
    const inboundId = Number(/reply=(\d+)/.exec(page.url())![1]);
    const inbound = await t.app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: inboundId } });
    const ann = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: mailTo("ann") } });
    expect(inbound.accountId).toBe(ann.id);
    expect(inbound.source).toBe("web");
    // the audit log has the move as Ann's, the line she chose
    const move = await t.app.db.prisma.gameEvent.findFirstOrThrow({ where: { gameId, type: "move" }, orderBy: { id: "desc" } });
    expect(move.line).toBe(chosen);
    expect(move.accountId).toBe(ann.id);
    // and her answer is a mail in her box, with a fresh link
    const replies = (await t.app.mailsSince(before, mailTo("ann"))).filter(
      (m) => m.inboundId === inboundId && m.kind === "reply",
    );
    expect(replies).toHaveLength(1);
    expect(replies[0].body).toMatch(LINK);
    expect(await seatText(1)).not.toBe(annBefore);
  });

  it("refuses a line that is no move of the game (a page link opens one game, not the account)", async () => {
    const link = await linkOf("ann");
    await page.goto(link);
    const before = await t.app.db.prisma.inboundMessage.count();
    await page.fill("#free-line", "LOGOUT ALL");
    await page.click("#send-move");
    await page.waitForSelector("#result.result-error");
    expect(await page.textContent("#result")).toContain("Only a line of");
    expect(await t.app.db.prisma.inboundMessage.count()).toBe(before);
  });

  let bobLink = "";
  it("shows Bob his own hand and never Ann's, and follows the game by itself", async () => {
    bobLink = await linkOf("bob");
    await page.goto(bobLink);
    const bob = await seatText(2);
    expect(await page.textContent("#own-state")).toBe(bob);
    const ann = regicide.view(await state(), { seat: 1 }) as { hand: string[] };
    const bobHand = (regicide.view(await state(), { seat: 2 }) as { hand: string[] }).hand;
    const text = (await page.textContent("body")) ?? "";
    for (const card of ann.hand.filter((c) => !bobHand.includes(c)))
      expect(text, `Ann's ${card} on Bob's page`).not.toMatch(new RegExp(`(?<![\\w])${card}(?![\\w])`));
    // the game moves by mail: the open page reloads itself and shows the new state
    const version = await page.getAttribute("[data-version]", "data-version");
    const seat = regicide.pending(await state())[0].seat!;
    const who = seat === 1 ? "ann" : "bob";
    const line = regicide.legalMoves!(await state(), seat)[0];
    expect(await say(who, `GAME ${gameId}\n${line}`)).toMatch(/^OK$/m);
    await page.waitForFunction((v) => document.querySelector("[data-version]")?.getAttribute("data-version") !== v, version, {
      timeout: 30_000,
    });
    expect(await page.textContent("#own-state")).toBe(await seatText(2));
  });

  it("shows an observer the public page only", async () => {
    await page.goto(await linkOf("olga"));
    expect(await page.locator("#own-state").count()).toBe(0);
    expect(await page.locator("#moves").count()).toBe(0);
    const pub = await page.textContent("#table-state");
    expect(pub).toContain("Enemy");
    expect(await page.textContent("body")).not.toMatch(/Your hand|Hand of/);
    expect(await page.textContent("body")).toContain("You watch this game");
  });

  it("shows no game for a link with one character changed", async () => {
    const key = bobLink.split("/p/")[1];
    const changed = key.slice(0, 20) + (key[20] === "A" ? "B" : "A") + key.slice(21);
    const res = await page.goto(`${t.base}/p/${changed}`);
    expect(res!.status()).toBe(404);
    await noGameShown();
    expect((await page.request.get(`${t.base}/p/${changed}/version`)).status()).toBe(404);
  });

  it("shows no game for an expired link, and mails its owner a fresh one on request", async () => {
    const was = t.app.clock.now;
    t.app.clock.now = new Date(was.getTime() + (t.app.config.PAGE_LINK_DAYS + 1) * 86_400_000);
    try {
      const res = await page.goto(bobLink);
      expect(res!.status()).toBe(410);
      await noGameShown();
      const before = await t.app.lastOutboxId();
      await page.click("#renew");
      await page.waitForSelector("#renewed");
      await noGameShown();
      // the fresh link went to Bob's own address, by mail (a STATUS of the game, in his name)
      const mails = await t.app.mailsSince(before);
      expect(mails.map((m) => m.toAddress)).toEqual([mailTo("bob")]);
      const fresh = LINK.exec(mails[0].body)![1];
      expect(fresh).not.toBe(bobLink);
      await page.goto(fresh);
      expect(await page.textContent("#own-state")).toBe(await seatText(2));
    } finally {
      t.app.clock.now = was;
    }
  });

  it("shows no game for a link after PASSWORD CHANGE (nor after LOGOUT ALL)", async () => {
    const annLink = await linkOf("ann");
    await page.goto(annLink);
    expect(await page.locator("#own-state").count()).toBe(1);
    const newPw = "a-new-password-1";
    expect(await t.app.send(mailTo("ann"), `PASSWORD ${pw.ann}\nPASSWORD CHANGE ${newPw}`)).toMatch(/OK/);
    pw.ann = newPw;
    const res = await page.goto(annLink);
    expect(res!.status()).toBe(404);
    await noGameShown();
    const bobNow = await linkOf("bob");
    expect(await say("bob", "LOGOUT ALL")).toMatch(/OK/);
    expect((await page.goto(bobNow))!.status()).toBe(404);
    await noGameShown();
  });

  it("lets a player log in with their own password and open their games", async () => {
    await page.goto(`${t.base}/me`);
    expect(new URL(page.url()).pathname).toBe("/me/login");
    await page.fill('input[name="email"]', mailTo("bob"));
    await page.fill('input[name="password"]', "wrong-password");
    await page.click('button[type="submit"]');
    expect(await page.textContent("body")).toContain("Unknown address or wrong password");
    await page.fill('input[name="email"]', mailTo("bob"));
    await page.fill('input[name="password"]', pw.bob);
    await Promise.all([page.waitForURL(/\/me$/), page.click('button[type="submit"]')]);
    const cookie = (await page.context().cookies()).find((c) => c.name === "herald_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Strict");
    await Promise.all([page.waitForURL(new RegExp(`/me/games/${gameId}$`)), page.click(`a[href="/me/games/${gameId}"]`)]);
    expect(await page.textContent("#own-state")).toBe(await seatText(2));
    // a player's session opens no dashboard
    await page.goto(`${t.base}/games`);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(dialogs).toEqual([]);
  });

  it("works without JavaScript: a plain page and a plain form post", async () => {
    // a fresh mail about the game (Ann changed her password: her old links are gone)
    await say("ann", `STATUS ${gameId}`, `[${gameId}] status`);
    const link = await linkOf("ann");
    const b = new Browserish(t.base);
    const where = new URL(link).pathname;
    const html = await (await b.fetch(where)).text();
    const unescape = (x: string) =>
      x
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&");
    expect(unescape(/<pre class="state" id="own-state">([\s\S]*?)<\/pre>/.exec(html)![1])).toBe(await seatText(1));
    const csrf = /name="_csrf" value="([^"]+)"/.exec(html)![1];
    const seat = regicide.pending(await state())[0].seat!;
    const who = seat === 1 ? "ann" : "bob";
    if (who === "bob") {
      // it is Bob's turn: he moves by mail, so that Ann has a move to send from her page
      await say("bob", `GAME ${gameId}\n${regicide.legalMoves!(await state(), 2)[0]}`);
    }
    const line = regicide.legalMoves!(await state(), 1)[0];
    if (!line) return;
    // without the form's token nothing is sent
    expect((await b.post(`${where}/move`, { move: line })).status).toBe(403);
    const res = await b.post(`${where}/move`, { _csrf: csrf, move: line });
    expect(res.status).toBe(302);
    const after = await (await b.fetch(res.headers.get("location")!)).text();
    expect(after).toContain('id="result"');
    expect(after).toMatch(/^OK$/m);
  });

  it("links each seat's page on the dashboard for a secret-keeper only, through the gate", async () => {
    const root = new Browserish(t.base);
    expect((await root.login()).status).toBe(302);
    const html = await (await root.fetch(`/games/${gameId}`)).text();
    expect(html).toContain(`href="/games/${gameId}/seats/1"`);
    const seat = await (await root.fetch(`/games/${gameId}/seats/1`)).text();
    expect(seat).toContain("Your hand:");
    expect(seat).not.toContain('name="move"');
    const audit = await t.app.db.prisma.gameEvent.findMany({ where: { gameId, line: "REVEAL (dashboard: seat 1)" } });
    expect(audit).toHaveLength(1);
    // a site administrator who plays here is a player here: no seat's page
    const seated = "sa@example.test";
    const saPw = await t.app.register(seated, "Sam");
    await t.app.db.prisma.account.update({ where: { email: seated }, data: { isAdmin: true } });
    const id2 = /created (regicide-\d+)/.exec(await t.app.send(seated, `PASSWORD ${saPw}\nCREATE regicide\nJOIN`))![1];
    await t.app.send(mailTo("olga"), `PASSWORD ${pw.olga}\nJOIN ${id2}`);
    await t.app.send(seated, `PASSWORD ${saPw}\nSTART ${id2}`);
    const sa = new Browserish(t.base);
    expect((await sa.login(seated, saPw)).status).toBe(302);
    expect(await (await sa.fetch(`/games/${id2}`)).text()).not.toContain(`/games/${id2}/seats/`);
    const refused = await sa.fetch(`/games/${id2}/seats/2`);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("Your hand");
  });
});
