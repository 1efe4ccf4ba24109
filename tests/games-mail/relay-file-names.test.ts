// An attached file's name reaches nobody as a path or as markup (src/lib/file-name.ts): a relay player's
// "../../.bashrc", an HTML name and a name hiding its extension behind a right-to-left override are
// kept, echoed and passed on to the next player as safe base names.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/games/index.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { registerPlayers, type Player } from "./rt-helpers.ts";
import { deliver } from "./relay-helpers.ts";
import { safeFileName } from "../../src/lib/file-name.ts";

describe("attached file names", () => {
  let app: TestApp;
  let ps: Player[];
  let gameId = "";
  const auth = (p: Player) => `PASSWORD ${p.password}`;

  beforeAll(async () => {
    app = await makeTestApp("postgres");
    ps = await registerPlayers(app, ["Ann", "Bob"]);
    const [ann, bob] = ps;
    gameId = /created (relay-\d+)/.exec(await app.send(ann.email, `${auth(ann)}\nCREATE relay\nJOIN`))![1];
    await app.send(bob.email, `${auth(bob)}\nJOIN ${gameId}`);
    await app.send(ann.email, `${auth(ann)}\nSTART ${gameId}`);
    await deliver(app);
  });
  afterAll(async () => app?.close());

  it("passes a relay file on under a safe base name, never a path or markup", async () => {
    const [ann, bob] = ps;
    const cases: Array<[string, Player, Player, string]> = [
      ["../../.bashrc", ann, bob, "bashrc"],
      ['<img src=x onerror="alert(1)">.sav', bob, ann, "_img src=x onerror=_alert(1)__.sav"],
      ["turn\u202Envs.exe", ann, bob, "turnnvs.exe"],
      ["C:\\Users\\ann\\..\\start.bat", bob, ann, "start.bat"],
    ];
    for (const [name, from, to, safe] of cases) {
      const reply = await app.send(from.email, auth(from), {
        subject: `Re: [${gameId}] your turn`,
        attachments: [{ filename: name, content: Buffer.from(`turn for ${name}`) }],
      });
      expect(reply, name).toMatch(/file .* received/);
      expect(reply, `${name}: ${reply}`).toContain(`file ${safe} received`);
      const mails = await deliver(app);
      const withFile = mails.find((x) => x.to === to.email && x.files.length);
      expect(withFile?.files[0].filename, name).toBe(safe);
      const stored = (await app.db.prisma.gameFile.findMany({ where: { gameId } })).map((f) => f.name);
      expect(stored, name).toContain(safe);
      expect(stored, name).not.toContain(name);
    }
  });

  it("makes any name a plain base name", () => {
    for (const [name, safe] of [
      ["..", "file"],
      ["", "file"],
      ["/etc/passwd", "passwd"],
      [".hidden", "hidden"],
      ["a\r\nb.txt", "ab.txt"],
      ["  spaced  name . ", "spaced name"],
      ["ход-2.sav", "ход-2.sav"],
      [`${"x".repeat(300)}.sav`, `${"x".repeat(96)}.sav`],
    ])
      expect(safeFileName(name), JSON.stringify(name)).toBe(safe);
  });
});
