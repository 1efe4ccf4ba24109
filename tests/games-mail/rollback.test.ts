// ROLLBACK by mail, in each of the four games, on PostgreSQL through the real pipeline
// (src/commands/rollback.ts, docs/fair-play.md "Rollback"): the state after it is the replay of the
// game's seed and log without the moves taken back; draws belong to the step, so the same move again
// draws the same dice and cards (a game of the older keyed generator instead has its generator re-keyed
// and a hidden deck those moves drew from shuffled again); everyone is told, each player whose own view
// changed gets it privately and nobody gets another seat's secrets; a seated player cannot
// take moves back where the game has secrets; and the game's record, which holds the rollback, still
// VERIFIES (HISTORY after a CANCEL, from the START mail and from the player's own mailbox).
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Games } from "../../src/games/registry.ts";
import { GAMES } from "../../src/games/index.ts";

import type { GameEngine } from "../../src/games/engine.ts";
import { inForce, replayRecord } from "../../src/games/replay.ts";
import { gameLog } from "../../src/commands/history.ts";
import { translator } from "../../src/i18n/format.ts";
import { ADMIN, ADMIN_PASSWORD, makeTestApp, type TestApp } from "../helpers/app.ts";
import { verifyHistory } from "../helpers/fairplay.ts";
import { Journal, people, type Person } from "./kt-helpers.ts";
import { runDueJobs } from "../helpers/jobs.ts";
import { deliver } from "./relay-helpers.ts";

const games = new Games(GAMES);
const findEngine = (kind: string) => games.find(kind);

let app: TestApp;
beforeAll(async () => {
  app = await makeTestApp("postgres");
});
afterAll(async () => app?.close());

/** A fixed seed of today's generator (draws by step), or of the older keyed one (`hmac-sha256`). */
const seedOf = (tag: string, generator = "hmac-sha256-step") =>
  `${generator}:${createHash("sha256").update(`rollback test: ${tag}`).digest("hex")}`;

/** CREATE by `host`, the JOINs, a fixed seed (CREATE draws a random one), START: a running game. */
async function running(
  host: Person,
  create: string,
  joins: Array<[Person, string?]>,
  tag: string,
  generator?: string,
): Promise<Journal> {
  const j = new Journal(app);
  await j.create(host, create, joins);
  await app.db.prisma.game.update({ where: { id: j.gameId }, data: { seed: seedOf(tag, generator) } });
  await j.ok(host, `START ${j.gameId}`, { noGame: true });
  return j;
}

async function game(j: Journal) {
  return app.db.prisma.game.findUniqueOrThrow({ where: { id: j.gameId } });
}

/**
 * Plays `count` moves: each time, the first seat with a legal move sends the first of them that
 * `prefer` likes (else its first). `players[i]` holds seat i + 1.
 */
async function play(
  j: Journal,
  engine: GameEngine,
  players: Person[],
  count: number,
  prefer: (line: string) => boolean = () => true,
) {
  for (let i = 0; i < count; i++) {
    const state = await j.state();
    const seat = players.findIndex((_, k) => (engine.legalMoves!(state, k + 1) ?? []).length > 0) + 1;
    expect(seat, `a seat can move after ${i} moves`).toBeGreaterThan(0);
    const legal = engine.legalMoves!(state, seat);
    await j.ok(players[seat - 1], legal.find(prefer) ?? legal[0]);
  }
}

/**
 * The replay of the game's seed and log without its last `n` steps in force: those entries deleted
 * from the log, an earlier rollback kept where it is (the tests take back only moves made after it).
 */
async function replayWithout(j: Journal, engine: GameEngine, n: number): Promise<any> {
  const g = await game(j);
  const { players, log } = await gameLog(app.db.prisma as any, j.gameId);
  const force = inForce(log);
  const gone = new Set(force.slice(force.length - n));
  const last = Math.max(-1, ...log.flatMap((e, i) => ("rollback" in e ? [i] : [])));
  expect(
    [...gone].every((i) => i > last),
    "only moves made since the last rollback",
  ).toBe(true);
  const kept = log.filter((_, i) => !gone.has(i));
  const r = replayRecord(engine, { seed: g.seed, options: g.options as Record<string, unknown>, players, log: kept });
  if (!r.ok) throw new Error(r.error);
  return r.value.state;
}

/** Does a mail name a secret item: as a whole word, case kept (the ace of spades "AS" is also the English "as"). */
const shows = (text: string, item: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${item.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}\\p{N}])`, "u").test(text);

/** The replay of the steps in force only, as if there had been no rollback (no new key, no deck shuffled). */
async function plainReplay(j: Journal, engine: GameEngine): Promise<any> {
  const g = await game(j);
  const { players, log } = await gameLog(app.db.prisma as any, j.gameId);
  const moves = inForce(log).map((i) => log[i]);
  const r = replayRecord(engine, { seed: g.seed, options: g.options as Record<string, unknown>, players, log: moves });
  if (!r.ok) throw new Error(r.error);
  return r.value.state;
}

/** A state without its generator, and the given decks as sets of cards (their order drawn again). */
function comparable(state: any, decks: string[] = []): any {
  const c = JSON.parse(JSON.stringify(state));
  delete c.rng;
  for (const d of decks) c[d] = [...c[d]].sort();
  return c;
}

/**
 * ROLLBACK `n` by `keeper`; checks the state against the plain replay without those moves, the new
 * generator key, and the mails: everyone is told, the seats whose view changed get it privately (and
 * only they), nobody gets another seat's secrets. Returns the state before and after.
 */
async function rollsBack(
  j: Journal,
  engine: GameEngine,
  keeper: Person,
  players: Person[],
  n: number,
  decks: string[] = [],
): Promise<{ before: any; after: any }> {
  const expected = await replayWithout(j, engine, n);
  const before = await j.state();
  const reply = await j.ok(keeper, `ROLLBACK ${j.gameId}${n === 1 ? "" : ` ${n}`}`, { noGame: true });
  expect(reply).toContain(`taken back by`);
  const after = await j.state();
  if (after.rng?.g === "hmac-sha256-step") {
    // draws belong to the step: the state is exactly the kept steps' own, generator and decks included
    expect(after).toEqual(expected);
  } else {
    expect(comparable(after, decks)).toEqual(comparable(expected, decks));
    // an older game: a new key (and the counters on from there, past a deck shuffled again)
    expect(after.rng.k).not.toBe(expected.rng.k);
    for (const [purpose, used] of Object.entries(expected.rng.n as Record<string, number>))
      expect(after.rng.n[purpose]).toBeGreaterThanOrEqual(used);
    if (!decks.some((d) => JSON.stringify(after[d]) !== JSON.stringify(expected[d]))) expect(after.rng.n).toEqual(expected.rng.n);
  }
  const publicText = engine.render(engine.view(after, "public"), translator("en"));
  const secretsNow = [...(engine.secrets?.(before) ?? []), ...(engine.secrets?.(after) ?? [])];
  for (const [i, p] of players.entries()) {
    const seat = i + 1;
    const news = (await j.lastNews(p.email)).map((m) => m.body).join("\n");
    expect(news, p.name).toMatch(
      new RegExp(`${j.gameId}: the last (move was|${n} moves were) taken back by the (host|administrator) \\(${keeper.name}\\)`),
    );
    const changed = JSON.stringify(engine.view(before, { seat })) !== JSON.stringify(engine.view(after, { seat }));
    expect(news.includes(`Your position in ${j.gameId} after the rollback:`), `${p.name}: told privately`).toBe(changed);
    if (changed) expect(news).toContain(engine.render(engine.view(after, { seat }), translator("en")).split("\n")[0]);
    for (const s of secretsNow)
      if (s.seat !== seat)
        for (const item of s.items)
          if (!shows(publicText, item) && !secretsNow.some((o) => o.seat === seat && o.items.includes(item)))
            expect(shows(news, item), `${p.name} got seat ${s.seat}'s ${item}`).toBe(false);
  }
  // the moves taken back are told to the secret-keepers only
  const audit = await app.db.prisma.gameEvent.findFirstOrThrow({
    where: { gameId: j.gameId, type: "rollback" },
    orderBy: { id: "desc" },
  });
  expect(audit.line).toBe(`ROLLBACK ${j.gameId} ${n}`);
  return { before, after };
}

/** CANCEL, then HISTORY (REVEAL where the game keeps its secrets): the record holds the rollback and VERIFIES. */
async function recordVerifies(
  j: Journal,
  keeper: Person,
  engine: GameEngine,
  rollbacks: number,
  forwardedTo?: string,
): Promise<string> {
  await j.ok(keeper, `CANCEL ${j.gameId}`, { noGame: true });
  const reply = await j.ok(keeper, `HISTORY ${j.gameId}${engine.keepSecretsAfterEnd ? " REVEAL" : ""}`, { noGame: true });
  // a record a seatless keeper took reaches the players forwarded (the keeper got no START mail)
  const { rec, report } = await verifyHistory(app, reply, j.gameId, forwardedTo ? { forwardedTo } : {});
  expect(rec.log.filter((e) => "rollback" in e)).toHaveLength(rollbacks);
  expect(report.lines.join("\n")).toMatch(
    /\d+\. ROLLBACK: the last \d+ steps in force taken back, (the generator re-keyed|their draws the next steps' again)/,
  );
  return report.lines.join("\n");
}

describe("ROLLBACK", () => {
  it("Trente: a seated host takes back a roll; the same move then rolls the same dice, thrice; the record verifies", async () => {
    const engine = findEngine("trente")!;
    const ps = await people(app, ["Tara", "Tom", "Tess"]);
    const j = await running(ps[0], "CREATE trente rules=house", [[ps[0]], [ps[1]], [ps[2]]], "trente");
    // three moves, each of them keeping dice and rolling the others
    await play(j, engine, ps, 3);
    const seen = await j.state();
    const lastLine = j.entries.at(-1)!;
    const mover = ps.find((p) => p.email === lastLine.from)!;
    // a game without secrets: its host may take moves back even while playing; another player may not
    expect(await j.send(ps[1], `ROLLBACK ${j.gameId}`, { noGame: true })).toMatch(/ERROR only the host of trente-\d+/);
    // the host takes the move back three times; each time the same line rolls the same dice: she cannot
    // fish for a better roll (the draws are the step's, not the try's)
    for (let tries = 0; tries < 3; tries++) {
      const { after } = await rollsBack(j, engine, ps[0], ps, 1);
      expect(after.turn).not.toEqual(seen.turn);
      await j.ok(mover, lastLine.body);
      const again = await j.state();
      expect(again.turn.roll).toEqual(seen.turn.roll);
      expect(again).toEqual(seen);
    }
    // a different move after a rollback draws what that move draws from the step (the replay says so)
    await play(j, engine, ps, 2);
    await rollsBack(j, engine, ps[0], ps, 2);
    await recordVerifies(j, ps[0], engine, 4);
  });

  it("Regicide: the seatless host takes back two draws; the same moves again draw the same cards", async () => {
    const engine = findEngine("regicide")!;
    const [h, ...ps] = await people(app, ["Rhea", "Rob", "Ria"]);
    const j = await running(h, "CREATE regicide", [[ps[0]], [ps[1]]], "regicide by step");
    // diamonds draw cards from the Tavern: the moves taken back show its next cards to a player
    await play(j, engine, ps, 3, (l) => /^PLAY \S*D$/.test(l));
    const seen = await j.state();
    const lines = j.entries.slice(-2);
    const drawn = (await replayWithout(j, engine, 2)).tavern.length - seen.tavern.length;
    expect(drawn, "the moves to take back drew from the Tavern").toBeGreaterThan(0);
    const { after } = await rollsBack(j, engine, h, ps, 2);
    expect(after.tavern.length).toBeGreaterThan(seen.tavern.length);
    // the same two moves again: the same cards into the same hands, the same state to the last word
    for (const l of lines)
      await j.ok(
        ps.find((p) => p.email === l.from)!,
        l.body,
      );
    expect(await j.state()).toEqual(seen);
    await play(j, engine, ps, 2, (l) => /^PLAY \S*D$/.test(l));
    await recordVerifies(j, h, engine, 1, ps[0].email);
  });

  it("Regicide of the older keyed generator: the seatless host takes back a draw, the Tavern is shuffled again", async () => {
    const engine = findEngine("regicide")!;
    const [h, ...ps] = await people(app, ["Rhoda", "Robin", "Rina"]);
    const j = await running(h, "CREATE regicide", [[ps[0]], [ps[1]]], "regicide", "hmac-sha256");
    // diamonds draw cards from the Tavern: the moves taken back show its next cards to a player
    await play(j, engine, ps, 3, (l) => /^PLAY \S*D$/.test(l));
    const drawn = (await replayWithout(j, engine, 2)).tavern.length - (await j.state()).tavern.length;
    expect(drawn, "the moves to take back drew from the Tavern").toBeGreaterThan(0);
    const refused = await j.send(ps[0], `ROLLBACK ${j.gameId} 2`, { noGame: true });
    expect(refused).toMatch(/ERROR only the host of regicide-\d+ or an administrator can ROLLBACK/);
    const { before, after } = await rollsBack(j, engine, h, ps, 2, ["tavern", "castle"]);
    // the cards that were drawn are no longer the Tavern's next ones in that order (the plain replay of
    // the moves kept, with no new draw, would deal them again)
    const plain = await plainReplay(j, engine);
    expect(after.tavern.slice(0, drawn)).not.toEqual(plain.tavern.slice(0, drawn));
    expect(before.tavern.length).toBeLessThan(after.tavern.length);
    await play(j, engine, ps, 2, (l) => /^PLAY \S*D$/.test(l));
    await recordVerifies(j, h, engine, 1, ps[0].email);
  });

  it("Killer: the administrator takes back a kill; the killer is told their old target privately, nobody else", async () => {
    const engine = findEngine("killer")!;
    const [h, ...ps] = await people(app, ["Kurt", "Kim", "Kai", "Kat"]);
    const civs = ["Rome", "Gaul", "Egypt"];
    const j = await running(
      h,
      "CREATE killer rated",
      ps.map((p, i) => [p, `civ=${civs[i]}`]),
      "killer",
    );
    const { targets } = await j.state<{ targets: Record<string, number> }>();
    const victim = targets["1"];
    await j.ok(h, `TURN 2\nKILL Rome ${civs[victim - 1]} TURN 2`);
    expect(await j.send(ps[0], `ROLLBACK ${j.gameId}`, { noGame: true })).toMatch(/ERROR only the host of killer-\d+/);
    const { before, after } = await rollsBack(j, engine, h, ps, 1);
    expect(after.targets).toEqual(targets);
    expect(before.targets).not.toEqual(targets);
    // the kill again, then the game goes on to its record
    await j.ok(h, `KILL Rome ${civs[victim - 1]} TURN 2`);
    await recordVerifies(j, h, engine, 1, ps[0].email);
  });

  it("Three Kingdoms of the older keyed generator: a seatless host takes back moves that drew from the deck; the deck is shuffled again", async () => {
    const engine = findEngine("threekingdoms")!;
    const [h, ...ps] = await people(app, ["Hua", "Liu", "Guan", "Zhang", "Cao"]);
    const j = await running(
      h,
      "CREATE threekingdoms",
      ps.map((p) => [p] as [Person]),
      "threekingdoms",
      "hmac-sha256",
    );
    // the generals are chosen, then turns begin: play until a move has drawn from the deck
    let moves = 0;
    for (; moves < 60; moves++) {
      const before = (await j.state()).deck.length;
      await play(j, engine, ps, 1, (l) => l !== "DONE");
      if ((await j.state()).deck.length < before && moves > 3) break;
    }
    expect(moves, "a move drew from the deck").toBeLessThan(60);
    expect(await j.send(ps[0], `ROLLBACK ${j.gameId} 2`, { noGame: true })).toMatch(/ERROR only the host/);
    const { after } = await rollsBack(j, engine, h, ps, 2, ["deck"]);
    // the deck those moves drew from is in a new order: its next cards are not those they showed
    expect(after.deck.slice(0, 4)).not.toEqual((await plainReplay(j, engine)).deck.slice(0, 4));
    await play(j, engine, ps, 3, (l) => l !== "DONE");
    await rollsBack(j, engine, h, ps, 1, ["deck"]);
    await recordVerifies(j, h, engine, 2, ps[0].email);
  });

  it("Regicide with a seated host: the host may not take moves back (the game has secrets); the site administrator may", async () => {
    const engine = findEngine("regicide")!;
    const ps = await people(app, ["Sia", "Sol"]);
    const j = await running(ps[0], "CREATE regicide", [[ps[0]], [ps[1]]], "regicide seated host");
    await play(j, engine, ps, 2);
    const state = await j.state();
    expect(await j.send(ps[0], `ROLLBACK ${j.gameId}`, { noGame: true })).toMatch(
      /ERROR regicide-\d+ has secrets: only an administrator who holds no seat in it can take moves back/,
    );
    expect(await j.state()).toEqual(state);
    const root = { email: ADMIN, name: "root", pw: ADMIN_PASSWORD };
    await rollsBack(j, engine, root, ps, 1, ["tavern", "castle"]);
  });

  it("every decision a rollback restores, and each the game reaches again, gets its deadline and reminder (test clock)", async () => {
    const engine = findEngine("trente")!;
    const ps = await people(app, ["Vera", "Vic", "Val"]);
    const j = await running(ps[0], "CREATE trente rules=house deadline=4h remind=1h", [[ps[0]], [ps[1]], [ps[2]]], "deadlines");
    await play(j, engine, ps, 2);
    const lastLine = j.entries.at(-1)!;
    const mover = ps.find((p) => p.email === lastLine.from)!;
    const seatOf = (p: Person) => ps.indexOf(p) + 1;
    const jobs = async () => {
      const [p] = engine.pending(await j.state());
      const row = (kind: string) => app.db.prisma.job.findUnique({ where: { key: `${kind}:${j.gameId}:${p.seat}:${p.key}` } });
      return { p, deadline: await row("deadline"), remind: await row("remind") };
    };
    await rollsBack(j, engine, ps[0], ps, 1);
    // the decision the rollback restored is the one the move taken back made: armed again, from now
    const restored = await jobs();
    expect(restored.p.seat).toBe(seatOf(mover));
    expect(restored.deadline?.status).toBe("pending");
    expect(restored.remind?.status).toBe("pending");
    expect(restored.deadline!.dueAt.getTime()).toBe(app.clock.now.getTime() + 4 * 3600_000);
    // its reminder reaches the player awaited
    const mark = j.entries.at(-1)!.lastId;
    app.clock.now = new Date(app.clock.now.getTime() + 3.5 * 3600_000);
    expect(await runDueJobs(app)).toBeGreaterThanOrEqual(1);
    const reminded = await app.mailsSince(mark, mover.email);
    expect(reminded.map((m) => m.body).join("\n")).toContain(`Reminder: ${j.gameId} is waiting for your move`);
    // the same move again: the decision it leads to is the one it led to before, armed again too
    await j.ok(mover, lastLine.body);
    const reached = await jobs();
    expect(reached.deadline?.status).toBe("pending");
    expect(reached.remind?.status).toBe("pending");
    // and its deadline fires: the game's default is played and logged
    app.clock.now = new Date(app.clock.now.getTime() + 4.5 * 3600_000);
    expect(await runDueJobs(app)).toBeGreaterThanOrEqual(1);
    expect((await jobs()).p.key).not.toBe(reached.p.key);
    const { log } = await gameLog(app.db.prisma as any, j.gameId);
    expect(log.at(-1)).toEqual({ deadline: reached.p.key, seat: reached.p.seat });
    expect((await app.db.prisma.job.findUnique({ where: { key: reached.deadline!.key } }))?.status).toBe("done");
  });

  it("a relay: its host may take a pass back; back to a file still kept FILE serves it, past the files kept it is refused", async () => {
    const [ann, bob, cid] = await people(app, ["Rena", "Ravi", "Rolf"]);
    const j = new Journal(app);
    await j.create(ann, "CREATE relay keep=2", [[ann], [bob], [cid]]);
    await j.ok(ann, `START ${j.gameId}`, { noGame: true });
    const blob = (seed: number) => Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 31 + seed * 7) & 255));
    const pass = (p: Person, seed: number) =>
      app.send(p.email, `PASSWORD ${p.pw}`, {
        subject: `Re: [${j.gameId}] your turn`,
        attachments: [{ filename: `turn-${seed}.bin`, content: blob(seed) }],
      });
    for (const [p, seed] of [
      [ann, 1],
      [bob, 2],
      [cid, 3],
    ] as const)
      expect(await pass(p, seed)).toMatch(/received/);
    // the game keeps files 2 and 3 only
    expect(await app.db.prisma.gameFile.count({ where: { gameId: j.gameId } })).toBe(2);
    expect(await j.send(bob, `ROLLBACK ${j.gameId}`, { noGame: true })).toMatch(/ERROR only the host of relay-\d+/);
    // back past the files kept (to file 1, gone): refused, nothing changed
    const state = await j.state();
    expect(await j.send(ann, `ROLLBACK ${j.gameId} 2`, { noGame: true })).toMatch(
      /ERROR relay-\d+: the file those moves take the game back to is no longer kept/,
    );
    expect(await j.state()).toEqual(state);
    // one pass back: file 2 is current again, its sender's next player awaited, and FILE attaches it
    await deliver(app);
    await j.ok(ann, `ROLLBACK ${j.gameId}`, { noGame: true });
    const after = await j.state();
    expect(after.awaited).toBe(3);
    expect(after.files.at(-1).sha256).toBe(createHash("sha256").update(blob(2)).digest("hex"));
    await j.ok(cid, `FILE ${j.gameId}`, { noGame: true });
    const toCid = (await deliver(app)).filter((x) => x.to === cid.email && x.files.length);
    expect(toCid.length).toBeGreaterThan(0);
    expect(Buffer.compare(toCid.at(-1)!.files[0].content, blob(2))).toBe(0);
  });

  it("refuses what it cannot take back: a bad count, more moves than were made, a player's leaving", async () => {
    const engine = findEngine("trente")!;
    const ps = await people(app, ["Uma", "Ugo", "Ute"]);
    const j = await running(ps[0], "CREATE trente rules=house", [[ps[0]], [ps[1]], [ps[2]]], "refusals");
    await play(j, engine, ps, 1);
    expect(await j.send(ps[0], `ROLLBACK ${j.gameId} 0`, { noGame: true })).toMatch(/ERROR say which game and how many moves/);
    expect(await j.send(ps[0], `ROLLBACK ${j.gameId} 5`, { noGame: true })).toMatch(
      /ERROR trente-\d+ has only 1 move to take back/,
    );
    await j.ok(ps[2], `RESIGN ${j.gameId}`, { noGame: true });
    const state = await j.state();
    expect(await j.send(ps[0], `ROLLBACK ${j.gameId}`, { noGame: true })).toMatch(
      /ERROR a player left trente-\d+ during those moves/,
    );
    expect(await j.state()).toEqual(state);
  });
});
