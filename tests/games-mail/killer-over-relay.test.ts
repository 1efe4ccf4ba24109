// A Killer game over a Freeciv relay, fed with the saves of a real AI-only game (Debian's freeciv-server):
// 4 players pass the saves by mail; the Killer game (CREATE killer over=relay-N, its administrator a
// site administrator without a seat) follows them. The Civ turn is each save's turn; the rank reports
// of turns 10 and 20 go out with the power ranks of the saves' scores, and the administrator sends no
// line at all; a player taken out of the Freeciv game by the server (`remove`) after turn 8 is put to
// the administrator as destroyed, beside the kill report a player sent about it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/games/index.ts";
import { makeTestApp, ADMIN, ADMIN_PASSWORD, type TestApp } from "../helpers/app.ts";
import { continueFreeciv, playFreeciv } from "../helpers/freeciv.ts";
import { readFreecivSave, type FreecivFacts } from "../../src/games/relay/freeciv/save.ts";
import { registerPlayers, type Player } from "./rt-helpers.ts";
import { deliver, type Delivered } from "./relay-helpers.ts";

describe("Killer over a Freeciv relay", () => {
  let app: TestApp;
  let ps: Player[];
  let saves: Buffer[] = [];
  const facts: FreecivFacts[] = [];
  let relay = "";
  let killer = "";
  /** the nation each player plays (player i: the save's player i) */
  let civs: string[] = [];
  let removed = "";
  const byTurn = new Map<number, Delivered[]>();
  const send = (p: Player, file: Buffer, name: string) =>
    app.send(p.email, `PASSWORD ${p.password}`, {
      subject: `Re: [${relay}] your turn`,
      attachments: [{ filename: name, content: file }],
    });
  const admin = (lines: string) => app.send(ADMIN, `PASSWORD ${ADMIN_PASSWORD}\n${lines}`);

  beforeAll(async () => {
    const first = playFreeciv({ turns: 8, gameseed: 4242, mapseed: 77, players: 4 });
    const f0 = await readFreecivSave(first[0]);
    if (!f0.ok) throw new Error("the first save is unreadable");
    civs = f0.facts.players.map((p) => p.nation);
    removed = f0.facts.players[3].name;
    // the server takes the fourth player out of the game before turn 9
    saves = [...first, ...continueFreeciv(first.at(-1)!, { turns: 20, commands: [`remove "${removed}"`] })];
    for (const s of saves) {
      const r = await readFreecivSave(s);
      if (!r.ok) throw new Error("a save is unreadable");
      facts.push(r.facts);
    }
    app = await makeTestApp("postgres");
    ps = await registerPlayers(app, ["Ann", "Bob", "Cid", "Dan"]);
    relay = /created (relay-\d+)/.exec(
      await app.send(ps[0].email, `PASSWORD ${ps[0].password}\nCREATE relay file=freeciv\nJOIN`),
    )![1];
    for (const p of ps.slice(1)) await app.send(p.email, `PASSWORD ${p.password}\nJOIN ${relay}`);
    await app.send(ps[0].email, `PASSWORD ${ps[0].password}\nSTART ${relay}`);
    killer = /created (killer-\d+)/.exec(await admin(`CREATE killer rated reportEvery=10 over=${relay}`))![1];
    for (const [i, p] of ps.entries()) await app.send(p.email, `PASSWORD ${p.password}\nJOIN ${killer} civ=${civs[i]}`);
    await deliver(app);
  }, 300_000);
  afterAll(async () => app?.close());

  it("the saves are one game of 20 turns, the fourth player gone from turn 9", () => {
    expect(facts.map((f) => f.turn)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(facts.map((f) => f.identity)).size).toBe(1);
    expect(facts[7].players.map((p) => p.name)).toContain(removed);
    expect(facts[8].players.map((p) => p.name)).not.toContain(removed);
  });

  it("the Civ turn follows the saves, reports of turns 10 and 20 go out from the scores, the removed civilization is proposed as destroyed", async () => {
    // the first save reaches the relay before the Killer game starts: START ties the civilizations at once
    expect(await send(ps[0], saves[0], "t1.sav.xz")).toMatch(/received/);
    await deliver(app);
    expect(await admin(`START ${killer}`)).toMatch(/started/);
    const started = await deliver(app);
    const toAdmin = (ms: Delivered[]) => ms.filter((x) => x.to === ADMIN && x.subject.includes(killer)).map((x) => x.text);
    expect(toAdmin(started).join("\n")).toMatch(new RegExp(`${civs[0]} = ${civs[0]} \\(`));

    for (const [i, save] of saves.entries()) {
      if (i === 0) continue;
      const turn = facts[i].turn;
      // before the save of turn 9 arrives, the first player reports destroying the fourth in turn 9
      if (turn === 9)
        expect(await app.send(ps[0].email, `PASSWORD ${ps[0].password}\nGAME ${killer}\nKILLED ${civs[3]} TURN 9`)).toMatch(
          /held for the administrator/,
        );
      expect(await send(ps[i % 4], save, `t${turn}.sav.xz`), `save ${turn}`).toMatch(/received/);
      const mails = await deliver(app);
      byTurn.set(turn, mails);
      const killerNews = mails.filter((x) => x.to === ps[1].email && x.subject.includes(killer)).map((x) => x.text);
      expect(killerNews.join("\n"), `turn ${turn}`).toContain(`The Civ game has reached turn ${turn}.`);
    }

    // turn 9: the fourth civilization is gone from the save, and the administrator is asked to record it
    const gone = toAdmin(byTurn.get(9)!).join("\n");
    expect(gone).toContain(`The followed game's save of turn 9: ${civs[3]} is gone from the game.`);
    expect(gone).toContain(`Kill report r1: ${civs[0]} says it destroyed ${civs[3]} in Civ turn 9.`);
    expect(gone).toMatch(new RegExp(`record the destruction of ${civs[3]}`));

    // turns 10 and 20: the rank reports, with the power ranks of that turn's scores (the removed one last)
    for (const turn of [10, 20]) {
      const f = facts[turn - 1];
      const living = f.players.filter((p) => p.alive);
      const rank = (nation: string) => {
        const p = living.find((x) => x.nation === nation);
        return p ? 1 + living.filter((x) => (x.score ?? 0) > (p.score ?? 0)).length : living.length + 1;
      };
      for (const p of ps) {
        const text = byTurn
          .get(turn)!
          .filter((x) => x.to === p.email && x.subject.includes(killer))
          .map((x) => x.text)
          .join("\n");
        expect(text, `${p.name}, turn ${turn}`).toContain(`Rank report after Civ turn ${turn}`);
        for (const [i, civ] of civs.entries())
          expect(text).toMatch(new RegExp(`\\d+[.=] ${civ} \\(${ps[i].name}\\): KS 0, power rank ${rank(civ)}\\b`));
      }
    }
    // the administrator sent no line after START: the turns and reports all came from the saves
    const fromAdmin = await app.db.prisma.gameEvent.findMany({ where: { gameId: killer, type: "move", seat: null } });
    expect(fromAdmin.every((e) => e.line.startsWith("FACTS "))).toBe(true);
    expect(fromAdmin.length).toBe(20);
  }, 300_000);

  it("over= names a game that publishes facts, for a game that follows; FACTS is never typed; nothing changes", async () => {
    const before = await app.db.prisma.game.count();
    expect(await admin(`CREATE killer over=relay-999`)).toContain("there is no game relay-999");
    expect(await admin(`CREATE regicide over=${relay}`)).toContain("a regicide game follows no other game");
    expect(await admin(`CREATE killer over=${killer}`)).toContain(`${killer} publishes nothing another game can follow`);
    expect(await app.db.prisma.game.count()).toBe(before);
    const typed = await admin(`GAME ${killer}\nFACTS {"turn":30,"players":[]}`);
    expect(typed).toContain("FACTS is written by Herald from the game this one follows, never typed");
    expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id: killer } })).state).toMatchObject({ turn: 20 });
  });
});
