// Herald's key changes openly (src/fairplay/key-store.ts, keys.ts), on PostgreSQL through the pipeline:
// KEY ROTATE (site administrators only) makes the next key and the statement the old key signs; a game
// started before the rotation and finished after it verifies from a player's own mailbox, whose first
// mail (the REGISTER reply) states the old key; a game started after it too. A key lost while games
// exist is never replaced silently: the service refuses to start and START refuses to sign, until the
// operator makes a new key on purpose (`npm run cli -- key new`).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN, ADMIN_PASSWORD, makeTestApp, type TestApp } from "../helpers/app.ts";
import { Journal, people, type Person } from "./kt-helpers.ts";
import { verifyHistory } from "../helpers/fairplay.ts";
import { checkSigningKey, KeyLost, newKeyAfterLoss, publicKey } from "../../src/fairplay/key-store.ts";
import { keyFingerprint } from "../../src/fairplay/sign.ts";
import { readRecord, readStart } from "../../src/verify.ts";
import { startMain } from "../helpers/main-process.ts";
import { freePort } from "../helpers/dovecot.ts";

let app: TestApp;
beforeAll(async () => {
  app = await makeTestApp("postgres");
});
afterAll(async () => app?.close());

/** A Killer game with its order given, started: it ends in four administrator lines. */
async function killerGame(names: Person[], host: Person): Promise<Journal> {
  const j = new Journal(app);
  const civs = ["Rome", "Gaul", "Egypt"];
  await j.create(
    host,
    "CREATE killer rated order=Rome,Gaul,Egypt",
    names.map((p, i) => [p, `civ=${civs[i]}`]),
  );
  await j.ok(host, `START ${j.gameId}`, { noGame: true });
  return j;
}

async function finishAndReveal(j: Journal, host: Person): Promise<string> {
  await j.ok(host, "TURN 2\nKILL Rome Gaul TURN 2\nKILL Rome Egypt TURN 2\nPOWER Rome");
  return j.ok(host, `HISTORY ${j.gameId} REVEAL`, { noGame: true });
}

const rotate = () => app.send(ADMIN, `PASSWORD ${ADMIN_PASSWORD}\nKEY ROTATE`);

it("KEY ROTATE: refused to players; a game started before it and finished after verifies from a player's mailbox", async () => {
  const [a, b, c, h] = await people(app, ["Ann", "Bob", "Cy", "Hank"]);
  const before = await killerGame([a, b, c], h);
  const oldKey = await publicKey(app.db.prisma);
  expect((await app.mails(a.email))[0].body).toContain(`\nHerald's key: ${oldKey} (fingerprint ${keyFingerprint(oldKey)})`);
  expect(await app.send(a.email, `PASSWORD ${a.pw}\nKEY ROTATE`)).toMatch(/ERROR only a site administrator/);
  expect(await publicKey(app.db.prisma)).toBe(oldKey);

  const reply = await rotate();
  const newKey = await publicKey(app.db.prisma);
  expect(newKey).not.toBe(oldKey);
  expect(reply).toContain(`OK Herald now signs with the key ${newKey}`);
  expect(reply).toContain(`The old key ${oldKey}`);
  expect(await app.send(a.email, "KEY")).toContain(
    `\nkey ${keyFingerprint(oldKey)} handed over to key ${keyFingerprint(newKey)}`,
  );

  const record = await finishAndReveal(before, h);
  const rec = readRecord(record);
  expect(rec.ok && [rec.value.key, rec.value.startKey, rec.value.keys?.length]).toEqual([newKey, oldKey, 1]);
  const st = readStart(await app.mails(a.email).then((ms) => ms.find((m) => m.body.includes("BEGIN HERALD START"))!.body));
  expect(st.ok && st.value.key).toBe(oldKey);
  // Ann trusts the key of her REGISTER reply (the old one) and follows the chain the record carries
  const { report } = await verifyHistory(app, record, before.gameId, { forwardedTo: a.email });
  expect(report.lines.join("\n")).toContain(`key ${keyFingerprint(oldKey)} handed over to key ${keyFingerprint(newKey)}`);

  // a game started after the rotation: its START is signed by the new key, Ann still trusts the old one
  const after = await killerGame([a, b, c], h);
  await verifyHistory(app, await finishAndReveal(after, h), after.gameId, { forwardedTo: a.email });
});

it("a key lost while games exist: the service refuses to start, START refuses to sign, until `key new`", async () => {
  const [a, b, h] = await people(app, ["Ada", "Ben", "Hal"]);
  const j = new Journal(app);
  await j.create(h, "CREATE trente", [[a], [b]]);
  await app.db.prisma.signingKey.deleteMany({}); // a restore without the key's table
  await expect(checkSigningKey(app.db.prisma)).rejects.toThrow(KeyLost);
  const refused = await j.send(h, `START ${j.gameId}`, { noGame: true });
  expect(refused).toMatch(/ERROR Herald cannot sign this START: its signing key is missing/);
  expect(await app.db.prisma.signingKey.count()).toBe(0);
  expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id: j.gameId } })).status).toBe("open");

  // the service itself stops at its start, saying why and what to do
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-keyloss-"));
  const { child, out } = startMain({ databaseUrl: app.url!, dataDir: dir, port: await freePort() });
  const code = await new Promise<number | null>((done) => child.on("exit", done));
  expect(code).toBe(2);
  expect(out.join("")).toMatch(/signing key is missing .* `npm run cli -- key new`/s);
  fs.rmSync(dir, { recursive: true, force: true });

  // the operator's decision: a new key, and only when none exists
  const made = await newKeyAfterLoss(app.db.prisma);
  await expect(newKeyAfterLoss(app.db.prisma)).rejects.toThrow(/KEY ROTATE/);
  await j.ok(h, `START ${j.gameId}`, { noGame: true });
  expect(readStart(await j.app.mails(a.email).then((ms) => ms.at(-1)!.body)).ok).toBe(true);
  expect(await publicKey(app.db.prisma)).toBe(made);
}, 60_000);
