// A player writes a whole Trente turn in one mail, its last die too: Herald has already kept that die for
// them (the only move left, GameEngine.forced), so the line that asks for it again is answered that it was
// played, not refused, and the move is not made twice. A later line of the same kind that is no forced
// move is still refused.
import { afterAll, beforeAll, expect, it } from "vitest";
import { trenteEngine as rawEngine, type TrenteState } from "../../src/games/trente/index.ts";
import { stepped } from "../../src/games/rng.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { MailLog, registerPlayers, type Player } from "./rt-helpers.ts";

/** the engine as the service runs it: each step moves the game's generator on (src/games/rng.ts) */
const E = stepped(rawEngine);

let app: TestApp;
let log: MailLog<TrenteState>;
let ps: Player[];
beforeAll(async () => {
  app = await makeTestApp("postgres");
  log = new MailLog(app);
  ps = await registerPlayers(app, ["Ann", "Bob"]);
});
afterAll(async () => app?.close());

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));

it("a whole turn in one mail, the forced last die included: OK, said played for the player, made once", async () => {
  const [ann, bob] = ps;
  const created = await log.send(ann.email, `PASSWORD ${ann.password}\nCREATE trente rules=house\nJOIN`);
  log.gameId = /created (trente-\d+)/.exec(created.reply)![1];
  await log.send(bob.email, `PASSWORD ${bob.password}\nJOIN ${log.gameId}`);
  let step = await log.send(ann.email, `PASSWORD ${ann.password}\nSTART ${log.gameId}`);
  const start = step.state!;
  const seat = start.turn!.seat;
  const p = ps[seat - 1];
  // one die a line, as a player writes a turn they plan whole (the test reads the coming rolls from the
  // engine on the stored state): five KEEPs leave one die, which Herald keeps; the player's sixth line asks for it
  let s: TrenteState = start;
  const lines: string[] = [];
  while (s.turn && s.turn.no === start.turn!.no && s.turn.roll.length > 1) {
    const die = Math.max(...s.turn.roll);
    lines.push(`KEEP ${die}`);
    const r = E.apply(clone(s), { seat, admin: false }, { type: "keep", dice: [die] });
    if (!r.ok) throw new Error(String(r.error));
    s = r.value.state;
  }
  expect(s.turn?.no, "five KEEPs of one die leave one").toBe(start.turn!.no);
  const last = E.forced!(s, seat);
  expect(last).toMatch(/^KEEP [1-6]$/);
  step = await log.send(p.email, `PASSWORD ${p.password}\nGAME ${log.gameId}\n${lines.join("\n")}\n${last}\n${last}`);
  const said = step.reply.split("\n");
  // every line the player planned is OK; the one Herald had already played says so; asked a second time, refused
  // the echo of each line, then its answer: the last two lines of the mail are the forced one, twice
  const echoes = said.flatMap((l, i) => (l === `> ${last}` ? [i] : []));
  const [at, again] = echoes.slice(-2);
  expect(said[at + 1]).toBe(`OK already played for you: ${last} was your only move.`);
  expect(said[again + 1]).toMatch(/^ERROR /);
  expect(said.filter((l) => l.startsWith("ERROR"))).toHaveLength(1);
  // the turn passed once: the other seat rolls, and the record holds the forced line once
  expect(step.state!.turn!.seat).not.toBe(seat);
  const moves = await app.db.prisma.gameEvent.findMany({ where: { gameId: log.gameId, type: "move" }, orderBy: { id: "asc" } });
  expect(moves.map((e) => e.line)).toEqual([...lines, last]);
});
