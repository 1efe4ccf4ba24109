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

  it("marks the games that wait for the player's move, first", async () => {
    const players = [
      { email: "bea@example.test", pw: await t.app.register("bea@example.test", "Bea"), seat: 1 },
      { email: "bob@example.test", pw: await t.app.register("bob@example.test", "Bob"), seat: 2 },
    ];
    const [bea, bob] = players;
    const as = (p: { email: string; pw: string }, lines: string) => t.app.send(p.email, `PASSWORD ${p.pw}\n${lines}`);
    const ids = [];
    for (let n = 0; n < 2; n++) {
      const id = /created (\S+-\d+)/.exec(await as(bea, "CREATE trente rules=house\nJOIN"))![1];
      expect(await as(bob, `JOIN ${id}`)).toMatch(/OK you joined/);
      ids.push(id);
    }
    const pageOf = async (email: string) => {
      const a = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email } });
      const b = new Browserish(t.base);
      await b.sessionOf(t, a.id);
      return await (await b.fetch("/me")).text();
    };
    // nothing started: nobody is awaited
    for (const p of players) expect(await pageOf(p.email)).not.toContain("your-turn");
    for (const id of ids) expect(await as(bea, `START ${id}`)).toMatch(/OK .* started/);
    const awaited = new Map<string, number>();
    for (const id of ids) {
      const g = await t.app.db.prisma.game.findUniqueOrThrow({ where: { id } });
      awaited.set(id, (g.state as { turn: { seat: number } }).turn.seat);
    }
    let marks = 0;
    for (const p of players) {
      const html = await pageOf(p.email);
      const marked = [
        ...html.matchAll(
          /<li class="your-turn"><a href="\/me\/games\/([^"]+)">[^<]*<\/a> <strong class="your-turn-mark">your turn<\/strong>/g,
        ),
      ].map((x) => x[1]);
      const mine = ids.filter((id) => awaited.get(id) === p.seat);
      expect(marked.sort(), p.email).toEqual([...mine].sort());
      // the awaited games come first in the list
      const order = [...html.matchAll(/<a href="\/me\/games\/([^"]+)">/g)].map((x) => x[1]);
      expect(order.slice(0, mine.length).sort(), p.email).toEqual([...mine].sort());
      marks += marked.length;
    }
    // each game awaits one of the two
    expect(marks).toBe(ids.length);
  });

  it("lists the games awaiting the player by urgency, each with its kind and the player's own deadline", async () => {
    const players = [
      { email: "dee@example.test", pw: await t.app.register("dee@example.test", "Dee") },
      { email: "eli@example.test", pw: await t.app.register("eli@example.test", "Eli") },
    ];
    const [dee, eli] = players;
    const as = (p: { email: string; pw: string }, lines: string) => t.app.send(p.email, `PASSWORD ${p.pw}\n${lines}`);
    // three games, the later ones with later deadlines: the list's own order (newest first) is the
    // opposite of the urgency order for any two of them; each awaits one of the two players
    const ids: string[] = [];
    for (const limit of ["12h", "30h", "72h"]) {
      const id = /created (\S+-\d+)/.exec(await as(dee, `CREATE trente rules=house deadline=${limit}\nJOIN`))![1];
      expect(await as(eli, `JOIN ${id}`)).toMatch(/OK you joined/);
      expect(await as(dee, `START ${id}`)).toMatch(/OK .* started/);
      ids.push(id);
    }
    let most = 0;
    for (const p of players) {
      const a = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: p.email } });
      const b = new Browserish(t.base);
      await b.sessionOf(t, a.id);
      const html = await (await b.fetch("/me")).text();
      const items = [...html.matchAll(/<li class="your-turn">(.*?)<\/li>/g)].map((x) => x[1].replace(/<[^>]+>/g, ""));
      for (const i of items) expect(i).toMatch(/your turn .*\d{4}-\d\d-\d\d \d\d:\d\d UTC, .+ left.*Trente/);
      const mine = items.map((i) => /\S+-\d+/.exec(i)![0]);
      // the nearest deadline first: the games in the order they were made
      expect(mine, p.email).toEqual(ids.filter((id) => mine.includes(id)));
      most = Math.max(most, mine.length);
    }
    expect(most).toBeGreaterThanOrEqual(2);
  });
});
