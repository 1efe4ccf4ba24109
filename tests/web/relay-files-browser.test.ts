// A relay's saves on the players' pages in a real browser (playwright-core driving Debian Chromium):
// Ann, awaited, sends the first save from her page and Bob gets it by mail; Bob downloads it from his
// page and sends the next, which Ann gets by mail; Ann downloads the past one from her page to go back
// to it. An observer's page lists no file and offers no upload, and neither the observer's link nor a
// link of another relay's seat downloads a save of this one (src/web/reader.ts pageFile; the routes'
// oracle probes the same addresses for every reader: tests/secrets/routes.test.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { startWebTest, type WebTest } from "../helpers/web.ts";
import { deliver } from "../games-mail/relay-helpers.ts";

const LINK = /Your page: (http:\/\/\S+\/p\/[A-Za-z0-9_-]{43})/;

describe("a relay's saves on the players' pages, in Chromium", () => {
  let t: WebTest;
  let ctx: BrowserContext;
  let page: Page;
  let profile: string;
  let relay = "";
  let other = "";
  const pw: Record<string, string> = {};
  const links = new Map<string, string>();
  const mailTo = (who: string) => `${who}@example.test`;
  const say = (who: string, lines: string) => t.app.send(mailTo(who), `PASSWORD ${pw[who]}\n${lines}`);
  const sha = (x: Buffer) => crypto.createHash("sha256").update(x).digest("hex");
  const first = crypto.randomBytes(200_000);
  const second = crypto.randomBytes(150_000);

  /** The page link of a reader's newest mail about a game, read before the mail is sent (a sent mail keeps it cut). */
  async function linkOf(who: string, game: string): Promise<string> {
    const mails = (await t.app.mails(mailTo(who))).filter((m) => m.gameId === game && LINK.test(m.body));
    return LINK.exec(mails.at(-1)!.body)![1];
  }

  /** Sends a file from the open page as a player does: chooses it, presses the button, reads the answer. */
  async function sendFromPage(name: string, bytes: Buffer): Promise<string> {
    await page.setInputFiles("#upload-file", { name, mimeType: "application/octet-stream", buffer: bytes });
    await Promise.all([page.waitForURL(/\?reply=\d+/), page.click("#send-file")]);
    return (await page.textContent("#result pre")) ?? "";
  }

  /** Downloads a file from the open page by its link, as the browser saves it. */
  async function downloadFromPage(digest: string): Promise<{ name: string; bytes: Buffer }> {
    const [download] = await Promise.all([page.waitForEvent("download"), page.click(`a[href$="/files/${digest}"]`)]);
    return { name: download.suggestedFilename(), bytes: fs.readFileSync((await download.path())!) };
  }

  /** The file a reader was mailed last, as the sender composes the mail. */
  async function mailedTo(who: string): Promise<Buffer | undefined> {
    return (await deliver(t.app)).filter((m) => m.to === mailTo(who) && m.files.length).at(-1)?.files[0].content;
  }

  beforeAll(async () => {
    t = await startWebTest({}, { PAGE_REQUESTS_PER_MINUTE: "100000" });
    profile = fs.mkdtempSync(path.join(os.tmpdir(), "herald-chromium-"));
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: "/usr/bin/chromium",
      headless: true,
      acceptDownloads: true,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync"],
    });
    page = ctx.pages()[0] ?? (await ctx.newPage());
    page.setDefaultTimeout(60_000);
    for (const who of ["ann", "bob", "olga", "carl", "dan"]) pw[who] = await t.app.register(mailTo(who), who.toUpperCase());
    relay = /created (relay-\d+)/.exec(await say("ann", "CREATE relay\nJOIN"))![1];
    expect(await say("bob", `JOIN ${relay}`)).toMatch(/OK/);
    expect(await say("olga", `OBSERVE ${relay}`)).toMatch(/OK/);
    expect(await say("ann", `START ${relay}`)).toContain("started");
    other = /created (relay-\d+)/.exec(await say("carl", "CREATE relay\nJOIN"))![1];
    expect(await say("dan", `JOIN ${other}`)).toMatch(/OK/);
    expect(await say("carl", `START ${other}`)).toContain("started");
    for (const who of ["ann", "bob", "olga"]) links.set(who, await linkOf(who, relay));
    links.set("carl", await linkOf("carl", other));
  }, 180_000);

  afterAll(async () => {
    await ctx?.close();
    await t?.close();
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
  });

  it("Ann, awaited, sends the first save from her page; Bob gets it by mail", async () => {
    await page.goto(links.get("ann")!);
    expect(await page.locator("#upload").count()).toBe(1);
    const answer = await sendFromPage("t1.sav", first);
    expect(answer).toMatch(/OK file t1\.sav received \(200,000 bytes/);
    expect((await mailedTo("bob"))?.equals(first)).toBe(true);
  });

  it("Bob downloads it from his page and sends the next; Ann gets that one by mail", async () => {
    await page.goto(links.get("bob")!);
    expect(await page.textContent("#files")).toContain("#1 from ANN");
    const got = await downloadFromPage(sha(first));
    expect(got.name).toBe("t1.sav");
    expect(got.bytes.equals(first)).toBe(true);
    expect(await sendFromPage("t2.sav", second)).toMatch(/OK file t2\.sav received \(150,000 bytes/);
    expect((await mailedTo("ann"))?.equals(second)).toBe(true);
  });

  it("Ann goes back to the past save from her page: both kept files are there, the newest first", async () => {
    await page.goto(links.get("ann")!);
    const listed = await page.locator("#files a.file-link").evaluateAll((xs) => xs.map((x) => x.getAttribute("href")));
    expect(listed.map((h) => h!.split("/files/")[1])).toEqual([sha(second), sha(first)]);
    const past = await downloadFromPage(sha(first));
    expect(past.bytes.equals(first)).toBe(true);
    expect((await downloadFromPage(sha(second))).bytes.equals(second)).toBe(true);
  });

  it("an observer's page has no file and no upload; the observer's link and another relay's seat download nothing", async () => {
    await page.goto(links.get("olga")!);
    expect(await page.textContent("body")).toContain("You watch this game");
    expect(await page.locator("#files, #upload, a.file-link").count()).toBe(0);
    for (const who of ["olga", "carl"])
      for (const digest of [sha(first), sha(second)]) {
        const res = await page.goto(`${links.get(who)!}/files/${digest}`);
        expect(res!.status(), `${who}: ${digest}`).toBe(404);
        expect(await page.textContent("body")).toContain("no such file for you");
      }
  });
});
