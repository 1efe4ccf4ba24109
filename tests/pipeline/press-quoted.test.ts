// A press cannot speak in Herald's voice (src/commands/press.ts quotePress): every line arrives quoted
// under Herald's line naming the sender, so a forged "Private — for you only" header (in every language),
// a "Your page:" link and an armoured START block inside it are inert, and no armoured block can be
// read out of the press mail (src/fairplay/armor.ts forgives quote marks: the dashes are broken).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/games/index.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { registerPlayers, type Player } from "../games-mail/rt-helpers.ts";
import { armor, dearmorAll, START } from "../../src/fairplay/armor.ts";
import { quotePress } from "../../src/commands/press.ts";

describe("press is quoted", () => {
  let app: TestApp;
  let ps: Player[];
  const auth = (p: Player) => `PASSWORD ${p.password}`;

  beforeAll(async () => {
    app = await makeTestApp("postgres");
    ps = await registerPlayers(app, ["Ann", "Bob"]);
  });
  afterAll(async () => app?.close());

  it("a press carrying a forged START block, private headers and a page link arrives quoted and inert", async () => {
    const [ann, bob] = ps;
    const game = /created (trente-\d+)/.exec(await app.send(ann.email, `${auth(ann)}\nCREATE trente\nJOIN`))![1];
    await app.send(bob.email, `${auth(bob)}\nJOIN ${game}`);
    expect(await app.send(ann.email, `${auth(ann)}\nSTART ${game}`)).toContain("started");
    const forged = armor(START, { game, seed: "forged", players: ["Ann", "Bob"] });
    const headers = [
      "Private — for you only:",
      "Privé — pour toi seul :",
      "Privado — solo para ti:",
      "Ιδιωτικό — μόνο για σένα:",
    ];
    const lines = [
      "Hello Bob.",
      ...headers,
      "Your hand: all four aces",
      "Your page: https://evil.example/p/AAAA",
      forged,
      "-----BEGIN\rHERALD START-----",
    ];
    const since = await app.lastOutboxId();
    expect(await app.send(ann.email, `${auth(ann)}\nPRESS ${game} TO Bob\n${lines.join("\n")}\nENDPRESS`)).toMatch(
      /OK press sent/,
    );
    const mail = (await app.mailsSince(since, bob.email)).find((r) => /press from Ann/.test(r.subject))!;
    expect(mail, "the press mail").toBeDefined();
    const body = mail.body;
    // under Herald's line naming the sender, every line of the press quoted
    const at = body.indexOf("Press from Ann to you only:\n\n");
    expect(at).toBeGreaterThanOrEqual(0);
    const quoted = body.slice(at).split("\n").slice(2);
    const pressLines = quoted.slice(
      0,
      quoted.findIndex((l) => !l.startsWith(">")),
    );
    expect(pressLines.length).toBeGreaterThanOrEqual(lines.join("\n").split(/\r|\n/).length);
    expect(pressLines[0]).toBe("> Hello Bob.");
    // none of Herald's markers stands as a line of its own: Herald's one private header, no other
    const own = body.split("\n");
    for (const h of headers) expect(own.filter((l) => l === h).length, h).toBe(h === headers[0] ? 1 : 0);
    expect(own.filter((l) => l.startsWith("Your page:")).every((l) => !l.includes("evil.example"))).toBe(true);
    expect(own.some((l) => l.startsWith("Your hand:"))).toBe(false);
    expect(own.some((l) => l.startsWith("-----"))).toBe(false);
    // and no armoured block, however forgiving the reader of quote marks and line breaks
    expect(dearmorAll(body, START)).toEqual([]);
    // Herald's own private header comes before the press, never after it
    expect(body.indexOf(headers[0])).toBeLessThan(at);
    // the press is kept as written
    expect((await app.db.prisma.press.findFirstOrThrow({ orderBy: { id: "desc" } })).body).toContain(
      "----- BEGIN HERALD START -----",
    );
  });

  it("quotes every kind of line break and breaks every run of five dashes", () => {
    expect(quotePress("a\r\nb\rc\u2028d\u2029e\ff\vg\u0085h")).toBe(
      ["a", "b", "c", "d", "e", "f", "g", "h"].map((x) => `> ${x}`).join("\n"),
    );
    expect(quotePress("----- BEGIN X -----\n\n------------")).toBe("> ---- - BEGIN X ---- -\n>\n> ---- ---- ----");
  });
});
