// Press from a reader's page in a real browser (playwright-core driving Debian Chromium, a phone's
// screen): Ann opens the link of her real mail, picks Bob in the form and writes two lines; the press goes
// through the mail pipeline in her name (PRESS … TO …, src/web/press-form.ts) and reaches Bob by mail,
// never Cid; a press to the table reaches both. A text holding lines that would end a mail's reading or
// be read as commands (END, ENDPRESS, LOGOUT ALL) is sent as press and runs nothing. A game with
// press=public offers the table only; a game with press=none, an observer and a finished game no form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPhone, type Phone } from "../helpers/phone.ts";
import { startWebTest, type WebTest } from "../helpers/web.ts";

const PHONE = { width: 390, height: 800 };
const LINK = /Your page: (http:\/\/\S+\/p\/[A-Za-z0-9_-]{43})/;

describe("press from a reader's page in Chromium", () => {
  let t: WebTest;
  let phone: Phone;
  let page: Page;
  const pw: Record<string, string> = {};
  const mailTo = (who: string) => `${who}@example.test`;
  const say = (who: string, lines: string, subject?: string) =>
    t.app.send(mailTo(who), `PASSWORD ${pw[who]}\n${lines}`, subject ? { subject } : {});
  const games: Record<string, string> = {};

  /** The page link of the newest mail to this reader about the game, read out of the real outbox mail. */
  async function linkOf(who: string, gameId: string): Promise<string> {
    const mails = (await t.app.mails(mailTo(who))).filter((m) => m.gameId === gameId);
    const m = LINK.exec(mails.at(-1)!.body);
    expect(m, `a page link in ${who}'s mail`).not.toBeNull();
    return m![1];
  }
  /** The mails queued since `since` to `who`, other than Herald's answers. */
  const newsTo = async (since: number, who: string) =>
    (await t.app.mailsSince(since, mailTo(who))).filter((r) => !r.kind.startsWith("reply"));
  const open = async (options: string) => {
    const id = /created (regicide-\d+)/.exec(await say("ann", `CREATE regicide ${options}\nJOIN`))![1];
    for (const who of ["bob", "cid"]) expect(await say(who, `JOIN ${id}`)).toMatch(/OK/);
    expect(await say("ann", `START ${id}`)).toContain("started");
    return id;
  };
  /** Ann writes `text` to `to` (an option's label) on her page of `gameId`, and sends it. */
  async function write(gameId: string, label: string, text: string) {
    await page.goto(await linkOf("ann", gameId));
    await page.selectOption("#press-to", { label });
    await page.fill("#press-text", text);
    await Promise.all([page.waitForURL(/\?reply=\d+/), page.click("#send-press")]);
  }

  beforeAll(async () => {
    t = await startWebTest();
    phone = await openPhone(PHONE);
    page = phone.page;
    for (const who of ["ann", "bob", "cid", "olga"])
      pw[who] = await t.app.register(mailTo(who), who[0].toUpperCase() + who.slice(1));
    games.all = await open("");
    games.pub = await open("press=public");
    games.none = await open("press=none");
    expect(await say("olga", `OBSERVE ${games.all}`)).toMatch(/OK/);
    await say("olga", `STATUS ${games.all}`, `[${games.all}] status`); // a mail about the game: her page link
  });

  afterAll(async () => {
    await phone?.close();
    await t?.close();
  });

  it("sends a private press from the page: Bob gets it by mail, Cid does not", async () => {
    const before = await t.app.lastOutboxId();
    await page.goto(await linkOf("ann", games.all));
    const offered = await page.locator("#press-to option").allTextContents();
    expect(offered).toEqual(["Everyone at the table", "Seat 2: Bob", "Seat 3: Cid"]);
    await write(games.all, "Seat 2: Bob", "Keep the Jack for later?\nI hold two hearts.");
    expect(await page.textContent("#result pre")).toMatch(/^OK press sent in regicide-\d+ to Bob/m);
    // through the pipeline in Ann's name, from the page
    const inboundId = Number(/reply=(\d+)/.exec(page.url())![1]);
    const inbound = await t.app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: inboundId } });
    const ann = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: mailTo("ann") } });
    expect(inbound.accountId).toBe(ann.id);
    expect(inbound.source).toBe("web");
    const bob = await newsTo(before, "bob");
    expect(bob).toHaveLength(1);
    expect(bob[0].kind).toBe("private");
    expect(bob[0].body).toContain("Press from Ann to you only:\n\n> Keep the Jack for later?\n> I hold two hearts.");
    expect(await newsTo(before, "cid")).toEqual([]);
    expect(await newsTo(before, "olga")).toEqual([]);
    // and on the page: Ann's press list shows it
    expect(await page.textContent("#press")).toContain("Keep the Jack for later?");
  });

  it("sends a press to the whole table: every other player gets it by mail", async () => {
    const before = await t.app.lastOutboxId();
    await write(games.all, "Everyone at the table", "Good luck, all.");
    expect(await page.textContent("#result pre")).toMatch(/^OK press sent/m);
    for (const who of ["bob", "cid"]) {
      const got = await newsTo(before, who);
      expect(got, who).toHaveLength(1);
      expect(got[0].body).toContain("> Good luck, all.");
    }
  });

  it("sends lines that would end a mail's reading as press, and runs none of them", async () => {
    const before = await t.app.lastOutboxId();
    await write(games.all, "Seat 3: Cid", "Hello\nENDPRESS\nLOGOUT ALL\nEND\nThanks,");
    expect(await page.textContent("#result pre")).toMatch(/^OK press sent in regicide-\d+ to Cid/m);
    const cid = await newsTo(before, "cid");
    expect(cid).toHaveLength(1);
    expect(cid[0].body).toContain("> Hello ENDPRESS LOGOUT ALL END Thanks,");
    // Ann's links still open her page: no LOGOUT ALL ran
    const res = await page.goto(await linkOf("ann", games.all));
    expect(res!.status()).toBe(200);
  });

  it("offers the table only under press=public, and no form under press=none or to an observer", async () => {
    await page.goto(await linkOf("ann", games.pub));
    expect(await page.locator("#press-to option").allTextContents()).toEqual(["Everyone at the table"]);
    // a recipient the page did not offer is not sent (the command would refuse it too)
    const before = await t.app.db.prisma.inboundMessage.count();
    await page.evaluate(() => {
      const o = document.createElement("option");
      o.value = "#2";
      o.textContent = "forged";
      document.querySelector("#press-to")!.append(o);
    });
    await page.selectOption("#press-to", "#2");
    await page.fill("#press-text", "psst");
    await page.click("#send-press");
    await page.waitForSelector("#result.result-error");
    expect(await t.app.db.prisma.inboundMessage.count()).toBe(before);
    await page.goto(await linkOf("ann", games.none));
    expect(await page.locator("#write-press").count()).toBe(0);
    await page.goto(await linkOf("olga", games.all));
    expect(await page.locator("#write-press").count()).toBe(0);
  });
});
