// A Freeciv relay by mail, fed with the saves of a real AI-only game (Debian's freeciv-server, 20
// turns, autosaved every turn): each save, mailed by the awaited player, goes to the next player and
// the turn read from it advances; a wrong player's save, an older turn and a save of another game are
// refused and change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/games/index.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { playFreeciv } from "../helpers/freeciv.ts";
import { registerPlayers, type Player } from "./rt-helpers.ts";
import { deliver } from "./relay-helpers.ts";

describe("a Freeciv relay fed with a real game's saves", () => {
  let app: TestApp;
  let ps: Player[];
  let saves: Buffer[] = [];
  let other: Buffer[] = [];
  let gameId = "";
  const send = (p: Player, file: Buffer, name: string) =>
    app.send(p.email, `PASSWORD ${p.password}`, {
      subject: `Re: [${gameId}] your turn`,
      attachments: [{ filename: name, content: file }],
    });

  beforeAll(async () => {
    saves = playFreeciv({ turns: 20, gameseed: 4242, mapseed: 77 });
    other = playFreeciv({ turns: 2, gameseed: 999, mapseed: 5 });
    app = await makeTestApp("postgres");
    ps = await registerPlayers(app, ["Ann", "Bob", "Cid"]);
    const created = await app.send(ps[0].email, `PASSWORD ${ps[0].password}\nCREATE relay file=freeciv\nJOIN`);
    gameId = /created (relay-\d+)/.exec(created)![1];
    for (const p of ps.slice(1)) await app.send(p.email, `PASSWORD ${p.password}\nJOIN ${gameId}`);
    await app.send(ps[0].email, `PASSWORD ${ps[0].password}\nSTART ${gameId}`);
    await deliver(app);
  }, 240_000);
  afterAll(async () => app?.close());

  it("the server played at least 20 turns with a save each", () => {
    expect(saves.length).toBeGreaterThanOrEqual(20);
  });

  it("each save goes to the next player, the turn advances; wrong player, older turn and other game refused", async () => {
    for (const [i, save] of saves.entries()) {
      const p = ps[i % 3];
      const next = ps[(i + 1) % 3];
      if (i === 5) {
        expect(await send(next, save, "x.sav.xz")).toMatch(/not your turn/);
        expect(await send(p, saves[2], "old.sav.xz")).toMatch(/older than the last one/);
        expect(await send(p, other[0], "other.sav.xz")).toMatch(/another Freeciv game/);
      }
      const reply = await send(p, save, `t${i + 1}.sav.xz`);
      expect(reply, `save ${i + 1}`).toMatch(/received/);
      const mails = await deliver(app);
      const got = mails.find((x) => x.to === next.email && x.files.length);
      expect(got?.files[0].content.equals(save)).toBe(true);
      expect(mails.some((x) => new RegExp(`Freeciv turn ${i + 1}, year`).test(x.text))).toBe(true);
    }
  }, 240_000);
});
