// Killer by mail, end to end on PostgreSQL, as the seed describes it: the game administrator is a site
// administrator who creates the game and holds no seat. A 5-player rated
// Highlander game and a 5-player Quick game from CREATE to the end through the real pipeline: the
// administrator's mailbox gets the target cycles at START, every report, the final one and "Game over";
// a wrong kill is corrected (AMEND, UNDO) and every view and the next report follow; after the end the
// final report cannot change silently. Then a leak check over every mail those games sent.
//
// The test reads Game.state only to choose meaningful moves; every move is a mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import type { KillerState } from "../../src/games/killer/index.ts";
import { Journal, SITE_ADMIN as root, expectNoKillerLeak, killerLeaks, onceProblems, people, type Person } from "./kt-helpers.ts";
import { killerEngine } from "../../src/games/killer/index.ts";

let app: TestApp;
let ann: Person, bob: Person, cy: Person, dee: Person, eve: Person, olga: Person;
let players: Person[];

beforeAll(async () => {
  app = await makeTestApp("postgres");
  [ann, bob, cy, dee, eve, olga] = await people(app, ["Ann", "Bob", "Cy", "Dee", "Eve", "Olga"]);
  players = [ann, bob, cy, dee, eve];
});
afterAll(async () => app?.close());

const news = async (j: Journal, p: Person) => (await j.lastNews(p.email)).map((m) => m.body).join("\n");
/** Everything a person received about the game so far, news and replies. */
const mailbox = async (j: Journal, p: Person) =>
  (await app.mails(p.email))
    .filter((m) => m.gameId === j.gameId)
    .map((m) => m.body)
    .join("\n");
const count = (text: string, re: RegExp) => (text.match(new RegExp(re.source, re.flags + "g")) ?? []).length;

/** The administrator creates a game, the players join with `civs`, Olga observes, the administrator starts it. */
async function openGame(j: Journal, options: string, civs: string[]): Promise<KillerState> {
  const r = await j.ok(root, `CREATE killer ${options}`, { noGame: true });
  j.gameId = /created (killer-\d+)/.exec(r)![1];
  for (const [i, p] of players.entries())
    expect(await j.ok(p, `JOIN ${j.gameId} civ=${civs[i]}`, { noGame: true })).toMatch(
      new RegExp(`you joined ${j.gameId} as seat ${i + 1}`),
    );
  await j.ok(olga, `OBSERVE ${j.gameId}`, { noGame: true });
  expect(await j.send(ann, `START ${j.gameId}`, { noGame: true })).toMatch(/ERROR only the host/);
  await j.ok(root, `START ${j.gameId}`, { noGame: true });
  return j.state<KillerState>();
}

describe("a 5-player rated Highlander game run by a site administrator who does not play", () => {
  const j = () => J;
  let J: Journal;
  beforeAll(() => void (J = new Journal(app)));

  it(
    "plays from CREATE to the end; the administrator gets the cycle, reports, corrections and the end",
    { timeout: 240_000 },
    async () => {
      // the administrator chooses the cycle, by player or civilization name, checked at START
      const s0 = await openGame(j(), "highlander rated reportEvery=10 order=Ann,Gaul,cy,Persia,Eve", [
        "Rome",
        "Gaul",
        "Egypt",
        "Persia",
        "Greece",
      ]);
      expect(s0.players.map((p) => p.seat)).toEqual([1, 2, 3, 4, 5]);
      const start = await news(j(), root);
      expect(start).toContain("Target cycles: Rome → Gaul → Egypt → Persia → Greece → Rome");
      for (const [i, p] of players.entries()) {
        const mine = await news(j(), p);
        expect(mine).toContain(`Your target: ${["Gaul", "Egypt", "Persia", "Greece", "Rome"][i]}`);
        expect(mine).not.toContain("→");
      }
      // STATUS: the administrator sees everything, a player only its own target
      expect(await j().send(root, "STATUS")).toMatch(/Target cycles: Rome → Gaul → Egypt/);
      const st = await j().send(bob, "STATUS");
      expect(st).toContain("Your target: Egypt");
      expect(st).not.toMatch(/→|Target cycles/);
      expect(await j().send(bob, "TARGETS")).toMatch(/ERROR only the administrator can use TARGETS/);

      // turn 5: Ann destroys her target; the report waits for the administrator, who is mailed about it
      await j().ok(root, "TURN 5");
      expect(await j().send(ann, "KILLED Gaul TURN 9")).toMatch(/OK/); // a turn ahead is held, not confirmed
      expect(await news(j(), root)).toMatch(/Kill report r1: Rome says it destroyed Gaul in Civ turn 9\. .* send TURN 9 first/);
      expect(await j().send(root, "CONFIRM r1")).toMatch(
        /ERROR kill report r1 is for Civ turn 9: Civ turn 9 is ahead of the game, which is at turn 5/,
      );
      await j().ok(root, "REJECT r1");
      await j().ok(ann, "KILLED Gaul TURN 5");
      await j().ok(root, "CONFIRM r2");
      expect(await news(j(), ann)).toMatch(
        /You destroyed Gaul in Civ turn 5: it was your target\. KS \+1 \(now 1\)[\s\S]*Your new target: Egypt\./,
      );
      expect(await j().send(root, "KILL Egypt Persia TURN 99")).toMatch(
        /ERROR Civ turn 99 is ahead of the game, which is at turn 5: send TURN 99 first/,
      );

      // turn 8: a wrong kill is recorded (Greece), then amended (in truth Rome destroyed its target Egypt)
      await j().ok(root, "TURN 8");
      await j().ok(root, "KILL Greece Egypt TURN 8");
      expect(await news(j(), eve)).toMatch(/You destroyed Egypt in Civ turn 8: it was an innocent/);
      expect(await j().send(root, "KILL Rome Egypt TURN 8")).toMatch(
        /ERROR Egypt is already out of the game \(AMEND or UNDO corrects a wrong record\)/,
      );
      expect(await j().send(root, "KILL Rome Persia TURN 7")).toMatch(
        /ERROR kills are recorded in time order and the last one was in Civ turn 8/,
      );
      await j().ok(root, "AMEND Rome Egypt TURN 8");
      for (const p of [...players, olga, root])
        expect(await news(j(), p), p.name).toContain(
          "Correction by the administrator: Egypt was destroyed by Rome in Civ turn 8 (recorded before: by Greece in turn 8).",
        );
      expect(await news(j(), ann)).toContain("After the administrator's correction: Your KS is now 2 (was 1).");
      expect(await news(j(), eve)).not.toContain("After the administrator's correction"); // an innocent: 0 either way
      expect(await news(j(), root)).toMatch(
        /Corrected\. KS: Rome 2, Gaul 0, Egypt 0, Persia 0, Greece 0\. Targets: Rome → Persia → Greece → Rome\./,
      );
      expect(await j().send(cy, "STATUS")).toContain("Egypt (destroyed by Rome in turn 8)");

      // turn 10: the report reflects the correction; it reaches the administrator too
      await j().ok(root, "TURN 10");
      expect(await news(j(), root)).toMatch(
        /A rank report is due for turn 10 and needs the power graph\. .*POWER TURN 10 Rome Persia Greece/,
      );
      await j().ok(root, "POWER Greece Persia Rome");
      for (const p of [...players, olga, root]) {
        const text = await news(j(), p);
        expect(text, p.name).toContain("Rank report after Civ turn 10");
        expect(text).toContain("1. Rome (Ann): KS 2, power rank 3"); // gains on both (KS 2 − 0 ≥ CV)
      }

      // turn 15: Persia destroys its target Greece; two are left and hunt each other
      await j().ok(root, "TURN 15");
      await j().ok(dee, "KILLED Greece TURN 15");
      await j().ok(root, "CONFIRM r3");
      // a null result: proposed to the administrator too, with what silence means; refused
      await j().ok(ann, "NULL AGREE");
      expect(await news(j(), root)).toMatch(
        /A null result .* is proposed; waiting for: Persia, the administrator\. Answer NULL AGREE or NULL REFUSE\. Silence until the deadline counts as a refusal/,
      );
      await j().ok(dee, "NULL REFUSE");
      expect(await news(j(), root)).toContain("The null result was refused by Persia; the fight goes on.");

      // turn 20, then the last fight in turn 23 (its power graph stored ahead of the end)
      await j().ok(root, "TURN 20");
      await j().ok(root, "POWER Persia Rome");
      await j().ok(root, "TURN 23\nPOWER TURN 23 Rome Persia");
      await j().ok(root, "KILL Rome Persia TURN 23");
      const end = await news(j(), cy);
      expect(count(end, /Game over/)).toBe(1);
      expect(count(end, /Final rank report/)).toBe(1);
      expect(end).toContain("Game over. Rome wins: last civilization standing.");
      expect(end).toMatch(/Final rank report \(Civ turn 23\)\n1\. Rome \(Ann\): KS 3, power rank 1/);
      // the end once: not again as the report's result nor as the table's state
      expect(end).not.toMatch(/Result: Rome wins|Finished: Rome wins/);
      const adminEnd = await news(j(), root);
      expect(adminEnd).toContain("Game over. Rome wins: last civilization standing.");
      expect(adminEnd).toContain("Final rank report (Civ turn 23)");
      expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id: j().gameId } })).status).toBe("finished");

      // after the end: a late POWER or REPORT cannot replace the final report; REVISE mails a labelled revision
      expect(await j().send(root, "POWER Persia Rome")).toMatch(/ERROR the final report has been published and is frozen/);
      expect(await j().send(root, "REPORT")).toMatch(/ERROR the final report has been published and is frozen/);
      expect(await j().send(root, "AMEND Persia Rome TURN 23")).toMatch(/ERROR killer-\d+ is finished/);
      expect(await j().send(ann, "RANKS")).toMatch(/> RANKS\nOK/);
      expect(await news(j(), ann)).toMatch(/^Final rank report \(Civ turn 23\)/m);
      expect(await j().send(root, "REVISE Persia Rome")).toMatch(/ERROR that power graph gives the same final ranking/);
      // the administrator's mailbox holds the cycle at START, each report and the final one
      const box = await mailbox(j(), root);
      for (const want of [
        "Target cycles: Rome → Gaul → Egypt → Persia → Greece → Rome",
        "Rank report after Civ turn 10",
        "Rank report after Civ turn 20",
        "Final rank report (Civ turn 23)",
        "Game over. Rome wins",
      ])
        expect(box, want).toContain(want);
      // each player and the observer: three reports (10, 20, final), each once (RANKS re-sent Ann's)
      for (const p of [bob, cy, dee, eve, olga]) {
        const all = await mailbox(j(), p);
        expect(
          count(all, /(?<!Latest report:\n)^(Rank report after Civ turn 10|Rank report after Civ turn 20|Final rank report)/m),
          p.name,
        ).toBe(3);
      }
    },
  );

  it("leaks no living player's target and no hunter in any mail it sent", async () => {
    expect(await expectNoKillerLeak(J, players, root)).toBeGreaterThan(60);
  });

  it("says each fact once in every mail, each seat's instruction the one pending after it, the end once", async () => {
    const { problems, checked } = await onceProblems(J, killerEngine);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });
});

describe("a 5-player Quick game run by a site administrator who does not play", () => {
  let J: Journal;
  beforeAll(() => void (J = new Journal(app)));

  it(
    "targets re-assigned privately, a wrong kill undone, the winner told privately until the end",
    { timeout: 240_000 },
    async () => {
      const s0 = await openGame(J, "variant=quick noInnocent order=Rome,Gaul,Egypt,Persia,Greece", [
        "Rome",
        "Gaul",
        "Egypt",
        "Persia",
        "Greece",
      ]);
      expect(s0.options).toMatchObject({ variant: "quick", noInnocent: true, rated: false });
      expect(await news(J, root)).toContain("Target cycles: Rome → Gaul → Egypt → Persia → Greece → Rome");

      // the administrator changes Rome's target: only the three seats concerned are told, privately
      await J.ok(root, "SETTARGET Rome Persia");
      expect(await news(J, ann)).toContain("The administrator has changed your target: your new target is Persia.");
      expect(await news(J, dee)).toContain("The administrator has changed your target: your new target is Gaul.");
      expect(await news(J, cy)).toContain("The administrator has changed your target: your new target is Greece.");
      for (const p of [bob, eve, olga]) expect(await J.lastNews(p.email), p.name).toEqual([]);
      expect(await news(J, root)).toContain(
        "Targets now: Rome → Persia → Gaul → Egypt → Greece → Rome. Told privately: Rome, Egypt, Persia.",
      );
      expect(await J.send(root, "TARGETS Rome Gaul / Egypt Persia Greece")).toMatch(
        /ERROR a cycle needs at least 3 civilizations/,
      );

      // unrated: the standings after turn 10 go out at once, to the administrator too
      await J.ok(root, "TURN 10");
      for (const p of [ann, olga, root]) expect(await news(J, p), p.name).toContain("Standings after Civ turn 10");

      // turn 11: a wrong record (Gaul destroyed Egypt, which would be its target), undone
      await J.ok(root, "TURN 11");
      await J.ok(root, "KILL Gaul Egypt TURN 11");
      expect(await news(J, olga)).toContain("Egypt was destroyed by Gaul in Civ turn 11.");
      await J.ok(root, "UNDO Egypt");
      expect(await news(J, olga)).toContain(
        "Correction by the administrator: Egypt was not destroyed (recorded before: by Gaul in turn 11); Egypt is back in the game.",
      );
      expect(await news(J, cy)).toMatch(
        /After the administrator's correction: Your target is now Greece\. Your civilization is back in the game\./,
      );
      expect(await news(J, bob)).toMatch(
        /After the administrator's correction: Your target is now Egypt\. Your KS is now 0 \(was 1\)\./,
      );
      let s = await J.state<KillerState>();
      expect(s.quick).toEqual({ endTurn: null, winners: [] });
      expect(s.ledger).toEqual([]);

      // turn 12: Persia destroys its target Gaul — told privately, not announced (who hunted whom stays secret)
      await J.ok(root, "TURN 12");
      await J.ok(dee, "KILLED Gaul TURN 12");
      await J.ok(root, "CONFIRM r1");
      expect(await news(J, dee)).toMatch(
        /Quick game: you are among the winners of Civ turn 12; the game ends once every player has played turn 12\./,
      );
      expect(await news(J, root)).toContain("Quick game decided in Civ turn 12: winners so far Persia.");
      for (const p of [ann, bob, cy, eve, olga])
        expect(await news(J, p), p.name).not.toMatch(/Quick game|target was killed|winner/i);

      await J.ok(root, "TURN 13");
      const end = await news(J, olga);
      expect(count(end, /Game over/)).toBe(1);
      expect(end).toContain("Game over. Persia wins the Quick game (decided in Civ turn 12).");
      expect(end).toMatch(/Final standings \(Civ turn 13\)\n1\. Persia \(Dee\): KS 1/);
      expect(await news(J, root)).toContain("Final standings (Civ turn 13)");
      expect(await J.send(root, "REPORT")).toMatch(/ERROR the final report has been published and is frozen/);
      expect(await J.send(root, "REVISE Persia Rome Egypt Greece")).toMatch(/ERROR this game is not rated/);
      s = await J.state<KillerState>();
      expect(s.finished?.winners).toEqual([4]);
      for (const p of [bob, root])
        expect(count(await mailbox(J, p), /(?<!Latest report:\n)^(Standings after Civ turn 10|Final standings)/m), p.name).toBe(
          2,
        );
    },
  );

  it("says each fact once in every mail, each seat's instruction the one pending after it, the end once", async () => {
    const { problems, checked } = await onceProblems(J, killerEngine);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it("leaks no living player's target and no hunter in any mail it sent", async () => {
    expect(await expectNoKillerLeak(J, players, root)).toBeGreaterThan(40);
    // the detector is not blind: the public line this game no longer sends, a foreign target, a hunter named
    const during = J.entries.find((e) => (e.after as KillerState)?.quick?.endTurn === 12)!.after as KillerState;
    expect(
      killerLeaks("A target was killed in Civ turn 12: this Quick game ends once every player has played turn 12.", 1, [during]),
    ).not.toEqual([]);
    expect(killerLeaks(`Your target: ${during.players[2].civ}.`, 1, [during])).not.toEqual([]);
    expect(killerLeaks(`Your target: ${during.players[during.targets[1] - 1].civ}.`, 1, [during])).toEqual([]);
  });
});
