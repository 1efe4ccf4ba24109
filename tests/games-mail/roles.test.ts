// Roles by mail (docs/roles.md): a host who plays their own Killer game is a player there and
// never learns another civilization's target, in any mail or STATUS over a whole game; the secrets go
// to a co-administrator without a seat. A host without a seat cannot move silently for a player, and
// a move made with AS is announced, told to the player, audited with the real actor and marked in the
// record. REPLACE needs the newcomer's VOLUNTEER and never gives a seat to the host.
// No site administrator is configured here, so no one keeps the secrets unless the host names someone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import type { KillerState } from "../../src/games/killer/index.ts";
import { Journal, people, type Person } from "./kt-helpers.ts";
import { alive, killerLeaks } from "./killer-leaks.ts";
import { gameRecord } from "../../src/commands/history.ts";

let app: TestApp;
let ann: Person, bob: Person, cy: Person, dee: Person, hank: Person, olga: Person;

beforeAll(async () => {
  app = await makeTestApp("postgres", { ADMIN_EMAILS: "" });
  [ann, bob, cy, dee, hank, olga] = await people(app, ["Ann", "Bob", "Cy", "Dee", "Hank", "Olga"]);
});
afterAll(async () => app?.close());

const CIVS = ["Rome", "Gaul", "Egypt", "Persia", "Greece"];
const civ = (s: KillerState, seat: number) => s.players.find((p) => p.seat === seat)!.civ;

describe("a Killer game whose host plays", () => {
  const j = () => J;
  let J: Journal;
  let hankSeat = 0;
  beforeAll(() => void (J = new Journal(app)));

  it("cannot start without a secret-keeper who holds no seat; COADMIN names one, announced to all", async () => {
    const r = await J.ok(hank, "CREATE killer reportEvery=0", { noGame: true });
    J.gameId = /created (killer-\d+)/.exec(r)![1];
    const everyone = [hank, ann, bob, cy, dee];
    for (const [i, p] of everyone.entries()) await J.ok(p, `JOIN ${J.gameId} civ=${CIVS[i]}`, { noGame: true });
    hankSeat = 1;
    expect(await J.send(hank, `START ${J.gameId}`, { noGame: true })).toMatch(
      /ERROR killer-\d+ needs an administrator who holds no seat to keep its secrets: .*COADMIN killer-\d+ ADD/,
    );
    expect(await J.send(ann, `COADMIN ${J.gameId} ADD ${olga.email}`, { noGame: true })).toMatch(/ERROR only the host/);
    expect(await J.send(hank, `COADMIN ${J.gameId} ADD ${ann.email}`, { noGame: true })).toMatch(/ERROR Ann plays in/);
    expect(await J.ok(hank, `COADMIN ${J.gameId} ADD ${olga.email}`, { noGame: true })).toMatch(
      /OK Olga is now a co-administrator/,
    );
    for (const p of [ann, bob])
      expect((await J.lastNews(p.email)).map((m) => m.body).join("\n")).toContain("Olga is now a co-administrator");
    expect(await J.ok(hank, `COADMIN ${J.gameId} LIST`, { noGame: true })).toContain("co-administrators of killer");
    await J.ok(hank, `START ${J.gameId}`, { noGame: true });
  });

  it("the playing host has only a player's powers and the organiser's: no CONFIRM, no AS, no KICK, STATUS shows only his seat", async () => {
    const s = await J.state<KillerState>();
    // the Civ turn reveals nothing: an organiser's power the playing host keeps (docs/killer.md); confirming is not
    expect(await J.send(hank, "TURN 2")).toMatch(/> TURN 2\nOK/);
    expect(await J.send(hank, "AS Ann TARGET")).toMatch(
      /ERROR you play in killer-\d+: a player cannot act for another player there/,
    );
    expect(await J.send(hank, `KICK ${J.gameId} Ann`)).toMatch(
      /ERROR you play in killer-\d+: KICK of a running game is for an administrator/,
    );
    const st = await J.ok(hank, "STATUS");
    expect(st).toContain(`Your target: ${civ(s, s.targets[hankSeat])}`);
    expect(killerLeaks(st, hankSeat, [s])).toEqual([]);
    // the co-administrator's STATUS is the whole table: the detector is not blind
    const all = await J.ok(olga, "STATUS");
    expect(killerLeaks(all, hankSeat, [s]).length).toBeGreaterThan(0);
  });

  it(
    "plays to the end, kills confirmed by the co-administrator; the host's mails never show another target",
    { timeout: 180_000 },
    async () => {
      let s = await J.state<KillerState>();
      let turn = 3;
      let report = 0;
      // the host kills first (his report goes to Olga, not to himself), then the others until one is left
      while (alive(s).length > 1) {
        const living = alive(s);
        const k = living.includes(hankSeat) ? hankSeat : living[0];
        const killer = [hank, ann, bob, cy, dee][k - 1];
        await J.ok(olga, `TURN ${turn}`);
        await J.ok(killer, `KILLED ${civ(s, s.targets[k])} TURN ${turn}`);
        report++;
        expect((await J.lastNews(olga.email)).map((m) => m.body).join("\n")).toContain(`Kill report r${report}`);
        if (k === hankSeat) expect(await J.send(hank, `CONFIRM r${report}`)).toMatch(/ERROR only the administrator/);
        await J.ok(olga, `CONFIRM r${report}`);
        await J.ok(hank, "STATUS\nTARGET");
        s = await J.state<KillerState>();
        turn++;
      }
      expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id: J.gameId } })).status).toBe("finished");

      const problems: string[] = [];
      let olgaLeaks = 0;
      for (const { mail, entry } of await J.everyMail()) {
        const states = [entry.before, entry.after].filter(Boolean) as KillerState[];
        if (!states.length) continue;
        if (mail.toAddress === olga.email) olgaLeaks += killerLeaks(mail.body, hankSeat, states).length;
        if (mail.toAddress !== hank.email) continue;
        for (const l of killerLeaks(mail.body, hankSeat, states)) problems.push(`mail ${mail.id} (${mail.kind}): ${l}`);
      }
      expect(problems).toEqual([]);
      expect(olgaLeaks).toBeGreaterThan(0); // the secrets went somewhere: to the co-administrator
    },
  );
  void j;
});

describe("acting for a player", () => {
  it(
    "a Trente host without a seat cannot move silently; AS is announced, told, audited and recorded",
    { timeout: 60_000 },
    async () => {
      const J = new Journal(app);
      J.gameId = /created (trente-\d+)/.exec(await J.ok(hank, "CREATE trente", { noGame: true }))![1];
      for (const p of [ann, bob]) await J.ok(p, `JOIN ${J.gameId}`, { noGame: true });
      await J.ok(hank, `START ${J.gameId}`, { noGame: true });
      const s = await J.state<any>();
      const who = s.turn.seat === 1 ? ann : bob;
      const other = who === ann ? bob : ann;
      const die = s.turn.roll[0];
      const before = JSON.stringify(await J.state());
      expect(await J.send(hank, `KEEP ${die}`)).toMatch(
        new RegExp(`ERROR an administrator moves for ${who.name} only with AS ${who.name}`),
      );
      expect(JSON.stringify(await J.state())).toBe(before);
      // a player cannot act for another
      expect(await J.send(other, `AS ${who.name} KEEP ${die}`)).toMatch(/ERROR only an administrator can act AS/);
      expect(await J.ok(hank, `AS ${who.name} KEEP ${die}`)).toMatch(/OK/);
      const pub = (await J.lastNews(other.email)).map((m) => m.body).join("\n");
      expect(pub).toContain(`Hank (administrator) for ${who.name}: made a move in ${J.gameId}.`);
      const mine = (await J.lastNews(who.email)).map((m) => m.body).join("\n");
      expect(mine).toContain(`Hank (administrator) for ${who.name}: KEEP ${die}`);
      const hankId = (await app.db.prisma.account.findUniqueOrThrow({ where: { email: hank.email } })).id;
      const audit = await app.db.prisma.gameEvent.findMany({
        where: { gameId: J.gameId, type: { in: ["move", "on-behalf"] } },
        orderBy: { id: "asc" },
      });
      expect(audit.map((e) => [e.type, e.accountId])).toEqual([
        ["move", hankId],
        ["on-behalf", hankId],
      ]);
      const rec = await gameRecord(app.db.prisma as any, app.games, J.gameId);
      expect(rec.log).toEqual([{ seat: s.turn.seat, line: `KEEP ${die}`, onBehalf: true }]);
      // reading a player's private view for them is a REVEAL entry, and the player is told
      await J.ok(hank, `AS ${other.name} STATUS`);
      expect(
        await app.db.prisma.gameEvent.count({
          where: { gameId: J.gameId, type: "admin", line: `REVEAL (AS ${other.name} STATUS)`, accountId: hankId },
        }),
      ).toBe(1);
      expect((await J.lastNews(other.email)).map((m) => m.body).join("\n")).toContain(
        `Hank (administrator) read your private view of ${J.gameId}`,
      );
      // a host without a site administrator's rights cannot use account verbs for a player
      expect(await J.send(hank, `AS ${other.name} PASSWORD CHANGE stolen-password`)).toMatch(
        /ERROR AS in trente-\d+ takes only its moves and STATUS/,
      );
    },
  );

  it(
    "Three Kingdoms: REPLACE needs the newcomer's VOLUNTEER and never gives a seat to the host",
    { timeout: 60_000 },
    async () => {
      const J = new Journal(app);
      J.gameId = /created (3k-\d+)/.exec(await J.ok(hank, "CREATE 3k", { noGame: true }))![1];
      for (const p of [ann, bob, cy, dee]) await J.ok(p, `JOIN ${J.gameId}`, { noGame: true });
      await J.ok(hank, `START ${J.gameId}`, { noGame: true });
      const [eve] = await people(app, ["Eve"]);
      expect(await J.send(hank, `VOLUNTEER ${J.gameId}`, { noGame: true })).toMatch(/ERROR you administer/);
      expect(await J.send(hank, `REPLACE ${J.gameId} Bob ${hank.email}`, { noGame: true })).toMatch(
        /ERROR a seat of 3k-\d+ cannot go to its host/,
      );
      expect(await J.send(hank, `REPLACE ${J.gameId} Bob ${eve.email}`, { noGame: true })).toMatch(
        /ERROR Eve has not offered to play/,
      );
      await J.ok(eve, `VOLUNTEER ${J.gameId}`, { noGame: true });
      expect((await J.lastNews(hank.email)).map((m) => m.body).join("\n")).toContain(`Eve <${eve.email}> offers to take a seat`);
      expect(await J.ok(hank, `REPLACE ${J.gameId} Bob ${eve.email}`, { noGame: true })).toMatch(/is now played by Eve/);
      // the consent is used up
      const seat = await app.db.prisma.seat.findFirstOrThrow({ where: { gameId: J.gameId, name: "Cy" } });
      void seat;
      expect(await J.send(hank, `REPLACE ${J.gameId} Cy ${eve.email}`, { noGame: true })).toMatch(/ERROR Eve already has a seat/);
      // a host who plays cannot replace a rival
      const K = new Journal(app);
      K.gameId = /created (3k-\d+)/.exec(await K.ok(ann, `CREATE 3k\nJOIN`, { noGame: true }))![1];
      for (const p of [bob, cy, dee]) await K.ok(p, `JOIN ${K.gameId}`, { noGame: true });
      await K.ok(ann, `START ${K.gameId}`, { noGame: true });
      await K.ok(eve, `VOLUNTEER ${K.gameId}`, { noGame: true });
      expect(await K.send(ann, `REPLACE ${K.gameId} Bob ${eve.email}`, { noGame: true })).toMatch(
        /ERROR you play in 3k-\d+: REPLACE of a running game/,
      );
    },
  );
});
