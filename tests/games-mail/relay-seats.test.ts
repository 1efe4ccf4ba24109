// A Freeciv relay's seats tied to the save's players, with the saves of a real AI game (Debian's
// freeciv-server): each player JOINs with civ= their nation (or their leader's name); the first save
// ties every seat; the server then removes the fourth player (`remove`), and the next save takes that
// seat out of the order — said once to everyone, never awaited again — while a Killer game over the
// relay puts the same civilization to its administrator as gone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/games/index.ts";
import { makeTestApp, ADMIN, ADMIN_PASSWORD, type TestApp } from "../helpers/app.ts";
import { continueFreeciv, playFreeciv } from "../helpers/freeciv.ts";
import { readFreecivSave, type FreecivFacts } from "../../src/games/relay/freeciv/save.ts";
import { registerPlayers, type Player } from "./rt-helpers.ts";
import { deliver, type Delivered } from "./relay-helpers.ts";

describe("a Freeciv relay's seats follow the save's players", () => {
  let app: TestApp;
  let ps: Player[];
  let saves: Buffer[] = [];
  let first: FreecivFacts;
  let relay = "";
  let killer = "";
  const all: Delivered[] = [];
  const send = (p: Player, file: Buffer, name: string) =>
    app.send(p.email, `PASSWORD ${p.password}`, {
      subject: `Re: [${relay}] your turn`,
      attachments: [{ filename: name, content: file }],
    });
  const admin = (lines: string) => app.send(ADMIN, `PASSWORD ${ADMIN_PASSWORD}\n${lines}`);
  const flush = async () => {
    const got = await deliver(app);
    all.push(...got);
    return got;
  };

  beforeAll(async () => {
    const start = playFreeciv({ turns: 3, gameseed: 5151, mapseed: 31, players: 4 });
    const f0 = await readFreecivSave(start[0]);
    if (!f0.ok) throw new Error("the first save is unreadable");
    first = f0.facts;
    // the server takes the fourth player out of the game before turn 4
    saves = [...start, ...continueFreeciv(start.at(-1)!, { turns: 8, commands: [`remove "${first.players[3].name}"`] })];
    app = await makeTestApp("postgres");
    ps = await registerPlayers(app, ["Ann", "Bob", "Cid", "Dan"]);
  }, 300_000);
  afterAll(async () => app?.close());

  it("JOIN civ= names a nation or a leader, once per game; only in a Freeciv relay", async () => {
    const [ann, bob, cid, dan] = ps;
    const nations = first.players.map((p) => p.nation.replace(/\s+/g, ""));
    relay = /created (relay-\d+)/.exec(
      await app.send(ann.email, `PASSWORD ${ann.password}\nCREATE relay file=freeciv\nJOIN civ=${nations[0]}`),
    )![1];
    // Bob names his leader instead of his nation
    expect(
      await app.send(bob.email, `PASSWORD ${bob.password}\nJOIN ${relay} civ=${first.players[1].name.replace(/\s+/g, "")}`),
    ).toMatch(/joined/i);
    expect(await app.send(cid.email, `PASSWORD ${cid.password}\nJOIN ${relay} civ=${nations[0].toUpperCase()}`)).toContain(
      `Ann already plays ${nations[0].toUpperCase()}`,
    );
    await app.send(cid.email, `PASSWORD ${cid.password}\nJOIN ${relay} civ=${nations[2]}`);
    await app.send(dan.email, `PASSWORD ${dan.password}\nJOIN ${relay} civ=${nations[3]}`);
    const other = /created (relay-\d+)/.exec(await app.send(ann.email, `PASSWORD ${ann.password}\nCREATE relay`))![1];
    expect(await app.send(bob.email, `PASSWORD ${bob.password}\nJOIN ${other} civ=Romans`)).toContain(
      "civ= needs a relay with file=freeciv",
    );
    await app.send(ann.email, `PASSWORD ${ann.password}\nSTART ${relay}`);
    killer = /created (killer-\d+)/.exec(await admin(`CREATE killer over=${relay}`))![1];
    for (const [i, p] of ps.entries()) await app.send(p.email, `PASSWORD ${p.password}\nJOIN ${killer} civ=${nations[i]}`);
    expect(await admin(`START ${killer}`)).toMatch(/started/);
    await flush();
  });

  it("the first save ties every seat; a removed player's seat leaves the order at the next save, said once", async () => {
    const [ann, , , dan] = ps;
    expect(await send(ann, saves[0], "t1.sav.xz")).toMatch(/received/);
    const tied = (await flush())
      .filter((x) => x.to === ann.email && x.subject.includes(relay))
      .map((x) => x.text)
      .join("\n");
    for (const [i, p] of ps.entries())
      expect(tied).toContain(`${p.name} = ${first.players[i].nation} (${first.players[i].name})`);
    const status = await app.send(ann.email, `PASSWORD ${ann.password}\nSTATUS ${relay}`);
    expect(status).toContain(`${first.players[3].nation})`);
    expect(status).toMatch(new RegExp(`\\(${first.players[3].nation}\\).* — Dan`));

    // turns 2 and 3 by Bob and Cid; Dan sends turn 4, the first save without him
    for (const i of [1, 2, 3]) {
      expect(await send(ps[i], saves[i], `t${i + 1}.sav.xz`), `save ${i + 1}`).toMatch(/received/);
      await flush();
    }
    const out = new RegExp(
      `Dan's civilization is gone from the save of turn 4 \\(removed from the game\\): Dan leaves the order of play`,
    );
    expect(all.filter((x) => x.to === ann.email && out.test(x.text)).length).toBe(1);
    expect(all.filter((x) => x.to === dan.email && out.test(x.text)).length).toBe(1);
    // the Killer game over the relay agrees: the same civilization is put to its administrator as gone
    const toAdmin = all
      .filter((x) => x.to === ADMIN && x.subject.includes(killer))
      .map((x) => x.text)
      .join("\n");
    expect(toAdmin).toContain(
      `The followed game's save of turn 4: ${first.players[3].nation.replace(/\s+/g, "")} is gone from the game.`,
    );

    // from then on the order is Ann, Bob, Cid: Dan is never awaited again, and not told again
    const before = all.length;
    for (let i = 4; i < saves.length; i++) {
      const p = ps[(i - 4) % 3];
      expect(await send(p, saves[i], `t${i + 1}.sav.xz`), `save ${i + 1}`).toMatch(/received/);
      const mails = await flush();
      const next = ps[(i - 3) % 3];
      expect(
        mails.some((x) => x.to === next.email && x.files.length),
        `save ${i + 1} goes to ${next.name}`,
      ).toBe(true);
      expect(mails.some((x) => x.to === dan.email && x.files.length)).toBe(false);
    }
    expect(all.slice(before).some((x) => out.test(x.text) || /leaves the order/.test(x.text))).toBe(false);
    expect(saves.length).toBeGreaterThanOrEqual(8);
  }, 240_000);

  it("FILE <game> <turn> mails the kept save of that turn; a turn no longer kept is refused, naming the kept ones", async () => {
    const [ann] = ps;
    const last = saves.length;
    expect(await app.send(ann.email, `PASSWORD ${ann.password}\nFILE ${relay} ${last - 1}`)).toContain(
      `the file ${last - 1} of ${relay}`,
    );
    const got = (await flush()).find((x) => x.to === ann.email && x.files.length);
    expect(got?.files[0].content.equals(saves[last - 2])).toBe(true);
    expect(await app.send(ann.email, `PASSWORD ${ann.password}\nFILE ${relay} 2`)).toContain(
      `no kept file of turn 2: the kept ones are of turns ${last - 2}, ${last - 1}, ${last}`,
    );
    const status = await app.send(ann.email, `PASSWORD ${ann.password}\nSTATUS ${relay}`);
    expect(status).toMatch(new RegExp(`Kept files \\(FILE <game-id> <turn>\\): turn ${last - 2} \\(year -?\\d+\\) from \\w+`));
  });
});
