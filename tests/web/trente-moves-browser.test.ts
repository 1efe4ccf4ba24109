// A Trente player's page in a real browser (playwright-core driving Debian Chromium, a phone's screen):
// the moves are labelled the way the page shows the dice (GameEngine.showLine: a KEEP's dice in the
// order of the roll shown, not keepChoices' high to low), while the line each sends stays the command
// line legalMoves gives, and the move played from the page is that line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPhone, type Phone } from "../helpers/phone.ts";
import { startWebTest, type WebTest } from "../helpers/web.ts";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";

const trente = new Games(GAMES).find("trente")!;
const PHONE = { width: 375, height: 780 };
const LINK = /Your page: (http:\/\/\S+\/p\/[A-Za-z0-9_-]{43})/;
// a fixed seed whose opening roll is not in KEEP's high-to-low order (asserted below)
const SEED = "trente-moves-page-seed-0123456789abcdef";

describe("a Trente player's page in Chromium", () => {
  let t: WebTest;
  let phone: Phone;
  let page: Page;
  let gameId = "";
  const pw: Record<string, string> = {};
  const mailTo = (who: string) => `${who}@example.test`;
  const say = (who: string, lines: string) => t.app.send(mailTo(who), `PASSWORD ${pw[who]}\n${lines}`);
  const state = async () => (await t.app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).state as any;

  beforeAll(async () => {
    t = await startWebTest();
    phone = await openPhone(PHONE);
    page = phone.page;
    for (const who of ["ann", "bob"]) pw[who] = await t.app.register(mailTo(who), who[0].toUpperCase() + who.slice(1));
    gameId = /created (trente-\d+)/.exec(await say("ann", "CREATE trente rules=house\nJOIN"))![1];
    expect(await say("bob", `JOIN ${gameId}`)).toMatch(/OK/);
    await t.app.db.prisma.game.update({ where: { id: gameId }, data: { seed: SEED } });
    expect(await say("ann", `START ${gameId}`)).toContain("started");
  });

  afterAll(async () => {
    await phone?.close();
    await t?.close();
  });

  it("labels each KEEP with the dice in the order the roll is shown; the line sent is the command", async () => {
    const s = await state();
    const who = s.turn.seat === 1 ? "ann" : "bob";
    const mails = (await t.app.mails(mailTo(who))).filter((m) => m.gameId === gameId);
    await page.goto(LINK.exec(mails.at(-1)!.body)![1]);
    const own = (await page.textContent("#own-state"))!;
    const roll = /Roll: ([1-6](?: [1-6])*)\./.exec(own)![1].split(" ").map(Number);
    expect(roll).toEqual(s.turn.roll);
    const lines = trente.legalMoves!(s, s.turn.seat);
    const values = await page.locator('input[name="move"]').evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value));
    expect(values).toEqual(lines);
    const labels = await page.locator("#moves code").allTextContents();
    expect(labels).toHaveLength(lines.length);
    let reordered = 0;
    for (const [i, line] of lines.entries()) {
      if (!line.startsWith("KEEP ")) {
        expect(labels[i]).toBe(line);
        continue;
      }
      const dice = labels[i].split(" ").slice(1).map(Number);
      // the same dice as the line's, each found in the roll after the one before it
      expect([...dice].sort(), `${labels[i]} for ${line}`).toEqual(line.split(" ").slice(1).map(Number).sort());
      let at = 0;
      for (const d of dice) at = roll.indexOf(d, at) + 1 || Infinity;
      expect(at, `${labels[i]} beside the roll ${roll.join(" ")}`).toBeLessThan(Infinity);
      if (labels[i] !== line) reordered++;
    }
    // the seed's roll makes the check bite: some KEEP reads otherwise than its line
    expect(reordered).toBeGreaterThan(0);

    // played from the page, the move is the line, not its label
    const i = lines.findIndex((l, k) => l.startsWith("KEEP ") && labels[k] !== l);
    await page.locator('input[name="move"]').nth(i).check();
    await Promise.all([page.waitForURL(/\?reply=\d+/), page.click("#send-move")]);
    expect(await page.textContent("#result pre")).toMatch(/^OK$/m);
    const move = await t.app.db.prisma.gameEvent.findFirstOrThrow({ where: { gameId, type: "move" }, orderBy: { id: "desc" } });
    expect(move.line).toBe(lines[i]);
  });
});
