// The player's own page (/me, src/web/readers.ts) says how their games' news comes (DELIVERY), in
// their language, with a game's own setting.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";

describe("the player's page shows their DELIVERY", () => {
  let t: WebTest;
  beforeAll(async () => {
    t = await startWebTest();
  });
  afterAll(async () => t?.close());

  it("every by default; a digest and a game's own setting once chosen by mail", async () => {
    const pw = await t.app.register("ann@example.test", "Ann");
    const ann = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: "ann@example.test" } });
    const b = new Browserish(t.base);
    await b.sessionOf(t, ann.id);
    const page = async () => (await (await b.fetch("/me")).text()).replace(/&#39;|&apos;/g, "'");
    expect(await page()).toContain("Your games' news: every mail at once.");
    const id = /created (\S+-\d+)/.exec(await t.app.send(ann.email, `PASSWORD ${pw}\nCREATE trente`))![1];
    expect(await t.app.send(ann.email, `PASSWORD ${pw}\nDELIVERY DIGEST 12\nDELIVERY TURN ${id}`)).not.toMatch(/^ERROR/m);
    expect(await page()).toContain(
      `Your games' news: one digest per game every 12 hours. For one game: ${id}: only when you must act`,
    );
    expect(await t.app.send(ann.email, `PASSWORD ${pw}\nLANGUAGE fr`)).toMatch(/^OK/m);
    expect(await page()).toContain("Les nouvelles de tes parties : un résumé par partie toutes les 12 heures.");
  });
});
