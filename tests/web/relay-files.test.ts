// A relay's files on the readers' pages (src/web/reader.ts pageFile, src/web/readers.ts): the awaited
// player uploads the next file from their page (a mail in their name: the mail path's checks), the next
// player gets it by mail and downloads it, and every kept file stays downloadable by the game's seats;
// refusals (not awaited, over maxsize, an empty form) change nothing and say why; an observer, a seat of
// another relay and a stranger's login get no file, by any address. (In Chromium: relay-files-browser.)
import crypto from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { deliver } from "../games-mail/relay-helpers.ts";

const LINK = /\/p\/([A-Za-z0-9_-]{43})/;
let t: WebTest;
let a = "";
let b = "";
let civ = "";
const pw: Record<string, string> = {};
const who = (n: string) => `${n}@example.test`;
const say = (n: string, lines: string) => t.app.send(who(n), `PASSWORD ${pw[n]}\n${lines}`);
const sha = (x: Buffer) => crypto.createHash("sha256").update(x).digest("hex");

/** Each reader's page link of a game, read before any mail is sent (a sent mail keeps its link cut). */
const keys = new Map<string, string>();
async function keyOf(n: string, game: string): Promise<string> {
  if (!keys.has(`${n} ${game}`)) {
    const mails = (await t.app.mails(who(n))).filter((m) => m.gameId === game && LINK.test(m.body));
    keys.set(`${n} ${game}`, LINK.exec(mails.at(-1)!.body)![1]);
  }
  return keys.get(`${n} ${game}`)!;
}

/** Posts the page's upload form as a browser does (multipart/form-data), with the page's CSRF token. */
async function upload(n: string, game: string, file: Buffer | null, name = "turn.sav") {
  const key = await keyOf(n, game);
  const br = new Browserish(t.base);
  const token = await br.csrf(`/p/${key}`);
  const form = new FormData();
  form.append("_csrf", token);
  form.append("file", new Blob(file ? [new Uint8Array(file)] : []), file ? name : "");
  const res = await br.fetch(`/p/${key}/upload`, { method: "POST", body: form });
  const to = res.headers.get("location");
  const html = to ? await (await br.fetch(to)).text() : await res.text();
  return { status: res.status, html };
}
const state = async (id: string) => (await t.app.db.prisma.game.findUniqueOrThrow({ where: { id } })).state;

beforeAll(async () => {
  t = await startWebTest({}, { PAGE_REQUESTS_PER_MINUTE: "100000" });
  for (const n of ["ann", "bob", "olga", "carl", "dan"]) pw[n] = await t.app.register(who(n), n.toUpperCase());
  a = /created (relay-\d+)/.exec(await say("ann", "CREATE relay maxsize=1\nJOIN"))![1];
  await say("bob", `JOIN ${a}`);
  expect(await say("olga", `OBSERVE ${a}`)).toMatch(/OK/);
  expect(await say("ann", `START ${a}`)).toContain("started");
  b = /created (relay-\d+)/.exec(await say("carl", "CREATE relay\nJOIN"))![1];
  await say("dan", `JOIN ${b}`);
  expect(await say("carl", `START ${b}`)).toContain("started");
  civ = /created (relay-\d+)/.exec(await say("ann", "CREATE relay file=freeciv\nJOIN"))![1];
  await say("bob", `JOIN ${civ}`);
  expect(await say("ann", `START ${civ}`)).toContain("started");
  for (const n of ["ann", "bob", "olga"]) await keyOf(n, a);
  await keyOf("ann", civ);
  await keyOf("carl", b);
}, 120_000);
afterAll(async () => t?.close());

it("the awaited player uploads from the page, the next gets it by mail, and every kept file is downloadable by the seats", async () => {
  const one = crypto.randomBytes(300_000);
  const r1 = await upload("ann", a, one, "t1.sav");
  expect(r1.status).toBe(302);
  expect(r1.html).toMatch(/file t1\.sav received \(300,000 bytes/);
  const mailed = (await deliver(t.app)).find((m) => m.to === who("bob") && m.files.length);
  expect(mailed?.files[0].content.equals(one)).toBe(true);

  // Bob's page: the upload form and the file list; he downloads it and sends the next
  const bobKey = await keyOf("bob", a);
  const bobPage = await (await fetch(`${t.base}/p/${bobKey}`)).text();
  expect(bobPage).toContain('id="upload"');
  expect(bobPage).toContain(`/p/${bobKey}/files/${sha(one)}`);
  const got = await fetch(`${t.base}/p/${bobKey}/files/${sha(one)}`);
  expect(got.status).toBe(200);
  expect(got.headers.get("content-type")).toBe("application/octet-stream");
  expect(got.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''t1.sav");
  expect(Buffer.from(await got.arrayBuffer()).equals(one)).toBe(true);
  const two = crypto.randomBytes(1000);
  expect((await upload("bob", a, two, "t2.sav")).html).toMatch(/file t2\.sav received/);

  // Ann (awaited again) lists both, newest first, and downloads the past one by her login too
  const annKey = await keyOf("ann", a);
  const annPage = await (await fetch(`${t.base}/p/${annKey}`)).text();
  expect(annPage.indexOf(sha(two))).toBeGreaterThan(0);
  expect(annPage.indexOf(sha(two))).toBeLessThan(annPage.indexOf(sha(one)));
  expect(annPage).toMatch(/#1 from ANN/);
  const me = new Browserish(t.base);
  await me.sessionOf(t, (await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: who("ann") } })).id);
  const past = await me.fetch(`/me/games/${a}/files/${sha(one)}`);
  expect(Buffer.from(await past.arrayBuffer()).equals(one)).toBe(true);
  expect(Buffer.from(await (await fetch(`${t.base}/p/${annKey}/files/${sha(two)}`)).arrayBuffer()).equals(two)).toBe(true);
}, 120_000);

it("refusals say why and change nothing: not awaited, over maxsize, an empty form, a file that is no save", async () => {
  const before = JSON.stringify(await state(a));
  const files = await t.app.db.prisma.gameFile.count({ where: { gameId: a } });
  const notMine = await upload("bob", a, crypto.randomBytes(100));
  expect(notMine.html).toMatch(/result-error/);
  expect(notMine.html).toContain("it is not your turn: ANN is awaited. Nothing changed.");
  const big = await upload("ann", a, crypto.randomBytes(1024 * 1024 + 1), "big.sav");
  expect(big.html).toMatch(/result-error/);
  expect(big.html).toMatch(/1,048,577/);
  const empty = await upload("ann", a, null);
  expect(empty.status).toBe(400);
  expect(empty.html).toContain("No file was sent");
  expect(JSON.stringify(await state(a))).toBe(before);
  expect(await t.app.db.prisma.gameFile.count({ where: { gameId: a } })).toBe(files);
  // a hostile file in a Freeciv relay (a zip, not a save): the game's own reason
  const civBefore = JSON.stringify(await state(civ));
  const zip = Buffer.concat([Buffer.from("PK\x03\x04"), crypto.randomBytes(500)]);
  const hostile = await upload("ann", civ, zip, "evil.sav.zip");
  expect(hostile.html).toMatch(/result-error/);
  expect(hostile.html).toContain("this is no Freeciv save Herald can read");
  expect(JSON.stringify(await state(civ))).toBe(civBefore);
  expect(await t.app.db.prisma.gameFile.count({ where: { gameId: civ } })).toBe(0);
}, 120_000);

it("an observer, another relay's seat and a stranger get no file, by link or by login", async () => {
  const kept = await t.app.db.prisma.gameFile.findMany({ where: { gameId: a }, select: { sha256: true } });
  expect(kept.length).toBeGreaterThan(0);
  const olgaKey = await keyOf("olga", a);
  const olgaPage = await (await fetch(`${t.base}/p/${olgaKey}`)).text();
  expect(olgaPage).not.toContain('id="files"');
  expect(olgaPage).not.toContain('id="upload"');
  const carlKey = await keyOf("carl", b);
  for (const { sha256 } of kept) {
    for (const url of [`/p/${olgaKey}/files/${sha256}`, `/p/${carlKey}/files/${sha256}`]) {
      const r = await fetch(t.base + url);
      expect(r.status, url).toBe(404);
      expect(r.headers.get("content-disposition")).toBeNull();
    }
    for (const n of ["olga", "carl"]) {
      const br = new Browserish(t.base);
      await br.sessionOf(t, (await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: who(n) } })).id);
      for (const g of [a, b]) expect((await br.fetch(`/me/games/${g}/files/${sha256}`)).status, `${n} ${g}`).toBe(404);
    }
  }
}, 120_000);

it("the upload takes a file over the web's 2 MB form limit (the relay's maxsize=5 decides); no other route does", async () => {
  const three = crypto.randomBytes(3 * 1024 * 1024);
  const r = await upload("carl", b, three, "big.sav");
  expect(r.html).toMatch(/file big\.sav received \(3,145,728 bytes/);
  const key = await keyOf("carl", b);
  const br = new Browserish(t.base);
  const form = new FormData();
  form.append("_csrf", await br.csrf(`/p/${key}`));
  form.append("file", new Blob([new Uint8Array(three)]), "big.sav");
  expect((await br.fetch(`/p/${key}/move`, { method: "POST", body: form })).status).toBe(413);
}, 120_000);
