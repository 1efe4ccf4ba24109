// Fair play by mail, on PostgreSQL through the real pipeline: the START mail carries the
// signed commitment; HELP KEY and /api/key publish the key; a cancelled game's record says so; a Killer
// game keeps its record until an administrator without a seat takes it (HISTORY … REVEAL, announced),
// and that record VERIFIES against the START mail like any other. (Regicide, Trente and Three Kingdoms
// records are verified at the end of their own mail tests, from every kind of saved copy.)
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { Journal, people } from "./kt-helpers.ts";
import { mailsTo, refusedWhenChanged, startMailTo, verifyHistory } from "../helpers/fairplay.ts";
import { publicKey } from "../../src/fairplay/key-store.ts";
import { keyFingerprint } from "../../src/fairplay/sign.ts";
import { readStart } from "../../src/verify.ts";
import { Games } from "../../src/games/registry.ts";
import { GAMES } from "../../src/games/index.ts";

let app: TestApp;
beforeAll(async () => {
  app = await makeTestApp("postgres");
});
afterAll(async () => app?.close());

it("Killer: HISTORY refused to players; REVEAL refused to a seated host; a seatless administrator's REVEAL is announced and VERIFIES", async () => {
  const [a, b, c, h] = await people(app, ["Ann", "Bob", "Cy", "Hank"]);
  const j = new Journal(app);
  const r = await j.ok(h, "CREATE killer rated order=Rome,Gaul,Egypt", { noGame: true });
  j.gameId = /created (killer-\d+)/.exec(r)![1];
  for (const [p, civ] of [
    [a, "Rome"],
    [b, "Gaul"],
    [c, "Egypt"],
  ] as const)
    await j.ok(p, `JOIN ${j.gameId} civ=${civ}`, { noGame: true });
  await j.ok(h, `START ${j.gameId}`, { noGame: true });
  const game = await app.db.prisma.game.findUniqueOrThrow({ where: { id: j.gameId } });
  // every player's START mail carries the signed commitment, never the seed
  for (const p of [a, b, c]) {
    const start = await startMailTo(app, j.gameId, p.email);
    expect(start).not.toContain(game.seed);
    const st = readStart(start);
    expect(st.ok && st.value.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(start).toContain("the seed stays secret after the end");
  }
  await j.ok(h, "TURN 2\nKILL Rome Gaul TURN 2\nKILL Rome Egypt TURN 2");
  await j.ok(h, "POWER Rome");
  expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id: j.gameId } })).status).toBe("finished");
  expect(await j.send(a, `HISTORY ${j.gameId}`, { noGame: true })).toMatch(/ERROR killer games keep their secrets/);
  expect(await j.send(a, `HISTORY ${j.gameId} REVEAL`, { noGame: true })).toMatch(
    /ERROR only an administrator of killer-\d+ who holds no seat/,
  );
  const mark = await app.lastOutboxId();
  const reply = await j.send(h, `HISTORY ${j.gameId} REVEAL`, { noGame: true });
  expect(reply).toMatch(/OK the record of killer-\d+/);
  // the players are told
  for (const p of [a, b, c]) {
    const news = (await app.mailsSince(mark, p.email)).map((m) => m.body).join("\n");
    expect(news).toMatch(/Hank \(administrator\) took the record of killer-\d+ with HISTORY REVEAL/);
    expect(news).not.toContain(game.seed);
  }
  const { rec, report } = await verifyHistory(app, reply, j.gameId, { forwardedTo: a.email });
  expect(rec.end.status).toBe("finished");
  expect(report.lines.join("\n")).toMatch(/replayed 4 moves\noutcome: /);
});

it("Killer with its targets drawn: a player's mailbox, with the REVEAL forwarded, VERIFIES; a target changed in a mail does not", async () => {
  const [a, b, c, h] = await people(app, ["Ava", "Bill", "Cass", "Hugo"]);
  const civs = ["Rome", "Gaul", "Egypt"];
  const j = new Journal(app);
  await j.create(
    h,
    "CREATE killer rated",
    [a, b, c].map((p, i) => [p, `civ=${civs[i]}`]),
  );
  await j.ok(h, `START ${j.gameId}`, { noGame: true });
  const { targets } = await j.state<{ targets: Record<string, number> }>();
  // Rome destroys its target, then the target it inherits
  const first = targets["1"];
  await j.ok(h, `TURN 2\nKILL Rome ${civs[first - 1]} TURN 2\nKILL Rome ${civs[targets[String(first)] - 1]} TURN 2\nPOWER Rome`);
  const reply = await j.ok(h, `HISTORY ${j.gameId} REVEAL`, { noGame: true });
  const { report } = await verifyHistory(app, reply, j.gameId, { forwardedTo: a.email });
  expect(report.lines.join("\n")).toMatch(/setup → shuffle order [123] [123] [123]\n/);
  expect(report.lines.join("\n")).toMatch(/1\. admin: TURN 2 → no draw/);
  // Ann's START mail, her target changed to the other civilization
  const mails = [...(await mailsTo(app, a.email)), { to: a.email, subject: "Fwd", body: reply, messageId: "<f@x>" }];
  const index = mails.findIndex((m) => m.body.includes(`Your target: ${civs[first - 1]}`));
  const other = civs.find((c) => c !== "Rome" && c !== civs[first - 1])!;
  const line = `Your target: ${other}`;
  const changed = mails.map((m, i) =>
    i === index ? { ...m, body: m.body.replace(`Your target: ${civs[first - 1]}`, line) } : m,
  );
  const rep = await refusedWhenChanged(j.gameId, { mails: changed, index, line });
  expect(rep.reasons.join("\n")).toContain(
    `which the replay never says at the start (it says "Your target: ${civs[first - 1]}")`,
  );
});

it("Killer with a sealed order=: a target changed in a player's mail is refused", async () => {
  const [a, b, c, h] = await people(app, ["Aria", "Bert", "Cleo", "Hector"]);
  const civs = ["Rome", "Gaul", "Egypt"];
  const j = new Journal(app);
  const r = await j.ok(h, "CREATE killer rated order=Rome,Gaul,Egypt", { noGame: true });
  j.gameId = /created (killer-\d+)/.exec(r)![1];
  for (const [i, p] of [a, b, c].entries()) await j.ok(p, `JOIN ${j.gameId} civ=${civs[i]}`, { noGame: true });
  await j.ok(h, `START ${j.gameId}`, { noGame: true });
  await j.ok(h, "TURN 2\nKILL Rome Gaul TURN 2\nKILL Rome Egypt TURN 2");
  await j.ok(h, "POWER Rome");
  const reply = await j.ok(h, `HISTORY ${j.gameId} REVEAL`, { noGame: true });
  await verifyHistory(app, reply, j.gameId, { forwardedTo: a.email });
  // Ann (Rome) was told her target, Gaul, at the start: say Egypt instead
  const mails = [...(await mailsTo(app, a.email)), { to: a.email, subject: "Fwd", body: reply, messageId: "<f2@x>" }];
  const index = mails.findIndex((m) => m.body.includes("Your target: Gaul"));
  expect(index).toBeGreaterThanOrEqual(0);
  const line = "Your target: Egypt";
  const changed = mails.map((m, i) => (i === index ? { ...m, body: m.body.replace("Your target: Gaul", line) } : m));
  await refusedWhenChanged(j.gameId, { mails: changed, index, line });
});

it("Regicide: a player's mailbox with one drawn card, the new enemy or a later hand changed is refused; the listing shows the cards drawn", async () => {
  const engine = new Games(GAMES).find("regicide")!;
  const [a, b, h] = await people(app, ["Rita", "Remy", "Rex"]);
  const j = new Journal(app);
  await j.create(h, "CREATE regicide", [[a], [b]]);
  await app.db.prisma.game.update({ where: { id: j.gameId }, data: { seed: `hmac-sha256-step:${"61".repeat(32)}` } });
  await j.ok(h, `START ${j.gameId}`, { noGame: true });
  const players = [a, b];
  // each move the one that hurts the enemy most (a Diamond among equals: it draws), until an enemy falls
  // and a Diamond has drawn
  for (let i = 0; i < 60; i++) {
    const state = await j.state();
    if (
      state.phase === "over" ||
      (state.defeated > 0 && /You drew/.test((await mailsTo(app, a.email)).map((m) => m.body).join("\n")))
    )
      break;
    const seat = [1, 2].find((s) => engine.legalMoves!(state, s).length)!;
    const score = (line: string) => {
      const p = engine.parse(line);
      const r = p?.ok ? engine.apply(state, { seat, admin: false }, p.value) : null;
      const after: any = r?.ok ? r.value.state : state;
      return (after.defeated - state.defeated) * 1000 + (after.enemy?.damage ?? 0) + (/D\b/.test(line) ? 1 : 0);
    };
    const best = engine.legalMoves!(state, seat).sort((x, y) => score(y) - score(x))[0];
    await j.ok(players[seat - 1], best);
  }
  expect((await j.state()).defeated).toBeGreaterThan(0);
  await j.ok(h, `CANCEL ${j.gameId}`, { noGame: true });
  const reply = await j.ok(h, `HISTORY ${j.gameId}`, { noGame: true });
  const { report } = await verifyHistory(app, reply, j.gameId, { forwardedTo: a.email });
  // a step that drew from the Tavern says so: not "no draw"
  expect(report.lines.join("\n"), report.lines.join("\n")).toMatch(/\d+\. (Rita|Remy): PLAY .* → (.*; )?tavern → \S+/);
  const mails = [...(await mailsTo(app, a.email)), { to: a.email, subject: "Fwd", body: reply, messageId: "<f3@x>" }];
  const other = (card: string) => (card.startsWith("9") ? card.replace("9", "8") : card.replace(/^(10|[2-9AJQK])/, "9"));
  for (const pattern of [/You drew: (\S+)/, /New enemy: (\S+)\./, /Your hand: (\S+)/]) {
    // the last mail with such a line: a later one than the START's
    let index = mails.length - 2;
    while (index > 0 && !pattern.test(mails[index].body)) index--;
    expect(index, String(pattern)).toBeGreaterThan(0);
    const [was, card] = pattern.exec(mails[index].body)!;
    const line = was.replace(card, other(card));
    const changed = mails.map((m, i) => (i === index ? { ...m, body: m.body.replace(was, line) } : m));
    await refusedWhenChanged(j.gameId, { mails: changed, index, line });
  }
}, 120_000);

it("a seated host cannot REVEAL a Killer record", async () => {
  const [a, b, c] = await people(app, ["Ada", "Ben", "Col"]);
  const j = new Journal(app);
  // no order=: a host who sets the target map knows every target and may not play (docs/roles.md)
  const r = await j.ok(a, "CREATE killer", { noGame: true });
  j.gameId = /created (killer-\d+)/.exec(r)![1];
  for (const [p, civ] of [
    [a, "Rome"],
    [b, "Gaul"],
    [c, "Egypt"],
  ] as const)
    await j.ok(p, `JOIN ${j.gameId} civ=${civ}`, { noGame: true });
  await j.send(a, `START ${j.gameId}`, { noGame: true });
  await app.db.prisma.game.update({ where: { id: j.gameId }, data: { status: "finished" } });
  expect(await j.send(a, `HISTORY ${j.gameId} REVEAL`, { noGame: true })).toMatch(
    /ERROR only an administrator .* who holds no seat/,
  );
});

it("a cancelled game's record says so and VERIFIES as cancelled; HELP KEY publishes the signing key", async () => {
  const [a, b, h] = await people(app, ["Amy", "Bo", "Hal"]);
  const j = new Journal(app);
  await j.create(h, "CREATE trente", [[a], [b]]);
  await j.ok(h, `START ${j.gameId}`, { noGame: true });
  const s = await j.state<any>();
  const first = [a, b].find((p) => p.name === s.players.find((x: any) => x.seat === s.turn.seat).name)!;
  await j.ok(first, "POLICY high");
  await j.ok(h, `CANCEL ${j.gameId}`, { noGame: true });
  const reply = await j.send(a, `HISTORY ${j.gameId}`, { noGame: true });
  expect(reply).toMatch(/cancelled before its end: it has no result/);
  const { rec, report } = await verifyHistory(app, reply, j.gameId);
  expect(rec.end.status).toBe("cancelled");
  expect(rec.generator).toBe("hmac-sha256-step");
  expect(report.lines.join("\n")).toMatch(/CANCELLED/);
  const key = await publicKey(app.db.prisma);
  expect(rec.key).toBe(key);
  const help = await app.send(a.email, "HELP KEY");
  expect(help).toContain(`Herald's public key: ${key}`);
  expect(help).toContain(keyFingerprint(key));
});
