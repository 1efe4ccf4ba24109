// Reproductions of the web's leaks found in review (2026-12-07), each a named test (docs/roles.md, "The
// gate"; src/web/mails.ts): a page link's `?reply=` opening the whole account, a seated site administrator
// reading other seats' replies on the dashboard, a seatless one reading a private mail without a trace and
// then volunteering, passwords and webhook addresses on the mail pages, a seated administrator's log
// naming other players' press, and the login and page limits per address only.
// Real PostgreSQL and the real web server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, ADMIN_PASSWORD } from "../helpers/app.ts";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { buildWeb } from "../../src/web/server.ts";
import { LOGINS_PER_ACCOUNT_PER_MINUTE } from "../../src/web/auth.ts";
import type { KillerState } from "../../src/games/killer/index.ts";

let t: WebTest;
const pw: Record<string, string> = {};
const as = (name: string) => `${name.toLowerCase()}@example.test`;
let admin: Browserish;

beforeAll(async () => {
  t = await startWebTest();
  for (const n of ["Ann", "Bob", "Cat", "Dee", "Hank", "Olga"]) {
    pw[as(n)] = await t.app.register(as(n), n);
    await t.app.send(as(n), `PASSWORD ${pw[as(n)]}\nME`); // each proves their address once
  }
  pw[ADMIN] = ADMIN_PASSWORD;
  admin = new Browserish(t.base);
  expect((await admin.login()).status).toBe(302);
});
afterAll(async () => t?.close());

/** A mail from someone, authenticated by their password: Herald's reply and the inbound mail's id. */
async function say(who: string, lines: string): Promise<{ reply: string; inboundId: number }> {
  const reply = await t.app.send(who, `PASSWORD ${pw[who]}\n${lines}`);
  const last = await t.app.db.prisma.inboundMessage.aggregate({ _max: { id: true } });
  return { reply, inboundId: last._max.id! };
}
const idOf = (reply: string, kind: string) => new RegExp(`created (${kind}-\\d+)`).exec(reply)![1];

/** A running Killer game: `host` creates it, `players` join with the given civilizations. */
async function killer(host: string, players: [string, string][]): Promise<string> {
  const id = idOf((await say(host, "CREATE killer")).reply, "killer");
  for (const [p, civ] of players) expect((await say(p, `JOIN ${id} civ=${civ}`)).reply).toMatch(/OK/);
  expect((await say(host, `START ${id}`)).reply).toContain("started");
  return id;
}

/** Whom a seat hunts, as its STATUS says it ("Your target: Gaul"). */
async function targetOf(id: string, email: string): Promise<string> {
  const s = (await t.app.db.prisma.game.findUniqueOrThrow({ where: { id } })).state as unknown as KillerState;
  const acc = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email } });
  const seat = (await t.app.db.prisma.seat.findFirstOrThrow({ where: { gameId: id, accountId: acc.id } })).seat;
  return s.players.find((p) => p.seat === s.targets[seat])!.civ;
}

/** The newest page link of a game that Herald mailed someone. */
async function linkOf(email: string, gameId: string): Promise<string> {
  const mails = await t.app.db.prisma.outbox.findMany({ where: { toAddress: email, gameId }, orderBy: { id: "desc" } });
  for (const m of mails) {
    const key = /\/p\/([A-Za-z0-9_-]{43})/.exec(m.body)?.[1];
    if (key) return key;
  }
  throw new Error(`no page link of ${gameId} for ${email}`);
}

describe("the web's leaks (2026-12-07)", () => {
  it("critical: a page link shows only replies to lines sent from its own page, passwords masked", async () => {
    const k1 = await killer(as("Hank"), [
      [as("Ann"), "Rome"],
      [as("Bob"), "Gaul"],
      [as("Cat"), "Egypt"],
    ]);
    const k2 = await killer(as("Olga"), [
      [as("Ann"), "Inca"],
      [as("Dee"), "Aztec"],
      [as("Cat"), "Maya"],
    ]);
    const key = await linkOf(as("Ann"), k1);
    // Ann's REGISTER mail (its reply holds her first password) and her STATUS of the other game
    const registered = await t.app.db.prisma.inboundMessage.findFirstOrThrow({
      where: { fromAddress: as("Ann") },
      orderBy: { id: "asc" },
    });
    const other = await say(as("Ann"), `STATUS ${k2}`);
    const target2 = await targetOf(k2, as("Ann"));
    expect(other.reply).toContain(`target: ${target2}`);
    for (const reply of [registered.id, other.inboundId]) {
      const html = await (await fetch(`${t.base}/p/${key}?reply=${reply}`)).text();
      expect(html).not.toMatch(/password is/i);
      expect(html).not.toContain(`target: ${target2}`);
      expect(html).not.toContain('id="result"');
    }
    // her STATUS of this very game, by mail, is not a line of the page either
    const own = await say(as("Ann"), `STATUS ${k1}`);
    expect(await (await fetch(`${t.base}/p/${key}?reply=${own.inboundId}`)).text()).not.toContain('id="result"');
    // a line sent from the page: its reply is shown there, masked
    const b = new Browserish(t.base);
    const csrf = await b.csrf(`/p/${key}`);
    const g = await t.app.db.prisma.game.findUniqueOrThrow({ where: { id: k1 }, include: { seats: true } });
    const annSeat = g.seats.find((s) => s.name === "Ann")!.seat;
    const line = t.app.games.forGameId(k1)!.legalMoves!(g.state, annSeat)[0];
    const sent = await b.post(`/p/${key}/move`, { _csrf: csrf, line });
    expect(sent.status).toBe(302);
    const back = await (await b.fetch(sent.headers.get("location")!.replace(/#.*/, ""))).text();
    expect(back).toContain('id="result"');
  });

  it("high: a seated site administrator reads no other seat's reply by /act, /games/<id> or /outbox/<id>", async () => {
    const k = await killer(as("Hank"), [
      [ADMIN, "Rome"],
      [as("Bob"), "Gaul"],
      [as("Dee"), "Egypt"],
    ]);
    const status = await say(as("Bob"), `STATUS ${k}`);
    const target = await targetOf(k, as("Bob"));
    expect(status.reply).toContain(`target: ${target}`);
    const bobsReply = await t.app.db.prisma.outbox.findFirstOrThrow({ where: { inboundId: status.inboundId } });
    for (const page of [
      `/act?reply=${status.inboundId}`,
      `/games/${k}?reply=${status.inboundId}`,
      `/games?reply=${status.inboundId}`,
    ]) {
      const html = await (await admin.fetch(page)).text();
      expect(html, page).not.toContain(`target: ${target}`);
      expect(html, page).not.toContain('id="result"');
    }
    expect((await admin.fetch(`/outbox/${bobsReply.id}`)).status).toBe(404);
    // nor a mail to a co-player about no game at all (their REGISTER reply)
    const bobsFirst = await t.app.db.prisma.outbox.findFirstOrThrow({ where: { toAddress: as("Bob") }, orderBy: { id: "asc" } });
    expect((await admin.fetch(`/outbox/${bobsFirst.id}`)).status).toBe(404);
    // their own replies still show
    const mine = await say(ADMIN, `STATUS ${k}`);
    expect(await (await admin.fetch(`/act?reply=${mine.inboundId}`)).text()).toContain('id="result"');
  });

  it("a stranger's reply of no game shows in the result box though its words look like game ids; one naming a game does not", async () => {
    await t.app.send("stranger@example.test", "REGISTER Sam");
    const inbound = await t.app.db.prisma.inboundMessage.findFirstOrThrow({ orderBy: { id: "desc" } });
    const reply = await t.app.db.prisma.outbox.findFirstOrThrow({ where: { inboundId: inbound.id, kind: "reply" } });
    // a first mail's key fingerprint and a password are words of letters, digits and hyphens, shaped like
    // "b3bd-4204" (written here so that the test does not depend on the random key of this run)
    const idShaped = "(fingerprint cae1-b3bd-4204-c127) 8w5e-jtz7-2345";
    await t.app.db.prisma.outbox.update({ where: { id: reply.id }, data: { body: `${reply.body}\n${idShaped}` } });
    const shownBox = await (await admin.fetch(`/act?reply=${inbound.id}`)).text();
    expect(shownBox).toContain('id="result"');
    expect(shownBox).toContain("cae1-b3bd-4204-c127");
    // the same reply naming one of Herald's games is that person's private view of it: not shown
    await t.app.db.prisma.outbox.update({ where: { id: reply.id }, data: { body: `${reply.body}\nStatus of regicide-4` } });
    expect(await (await admin.fetch(`/act?reply=${inbound.id}`)).text()).not.toContain('id="result"');
  });

  it("high: a seatless administrator who opens a player's private mail is a witness: traced, and never volunteers", async () => {
    const k = await killer(as("Olga"), [
      [as("Ann"), "Rome"],
      [as("Cat"), "Gaul"],
      [as("Dee"), "Egypt"],
    ]);
    const status = await say(as("Cat"), `STATUS ${k}`);
    const target = await targetOf(k, as("Cat"));
    const catsReply = await t.app.db.prisma.outbox.findFirstOrThrow({ where: { inboundId: status.inboundId, kind: "reply" } });
    const root = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: ADMIN } });
    // the lists show its head, not its body; a result box shows nothing of it
    const list = await (await admin.fetch(`/outbox?to=${encodeURIComponent(as("Cat"))}`)).text();
    expect(list).toContain(`#${catsReply.id}`);
    expect(list).not.toContain(`target: ${target}`);
    expect(await (await admin.fetch(`/act?reply=${status.inboundId}`)).text()).not.toContain(`target: ${target}`);
    expect(await t.app.db.prisma.gameWitness.count({ where: { gameId: k, accountId: root.id } })).toBe(0);
    // opened on purpose: shown, written to the game's log, and the reader keeps the secrets from then on
    const one = await admin.fetch(`/outbox/${catsReply.id}`);
    expect(one.status).toBe(200);
    expect(await one.text()).toContain(`target: ${target}`);
    expect(await t.app.db.prisma.gameWitness.count({ where: { gameId: k, accountId: root.id } })).toBe(1);
    const reveal = await t.app.db.prisma.gameEvent.findFirst({ where: { gameId: k, line: { startsWith: "REVEAL" } } });
    expect(reveal?.accountId).toBe(root.id);
    expect((await say(ADMIN, `VOLUNTEER ${k}`)).reply).toMatch(/ERROR you have held the secrets/);
    // her mail in (the one-mail page of the inbound list) is opened the same way: traced, then shown
    const inbound = await admin.fetch(`/inbound/${status.inboundId}`);
    expect(inbound.status).toBe(200);
    expect(
      await t.app.db.prisma.gameEvent.count({ where: { gameId: k, line: `REVEAL (dashboard: inbound ${status.inboundId})` } }),
    ).toBe(1);
  });

  it("medium: passwords and webhook addresses are masked on /inbound and /inbound/<id>, for every reader", async () => {
    const hook = "https://hooks.example.test/services/T0001/B0002/XoXoSeCrEtToKeN";
    await t.app.send(as("Hank"), `PASSWORD ${pw[as("Hank")]}\nWEBHOOK ${hook}\nME`, {
      subject: `PASSWORD ${pw[as("Hank")]} please`,
    });
    const m = await t.app.db.prisma.inboundMessage.findFirstOrThrow({
      where: { fromAddress: as("Hank") },
      orderBy: { id: "desc" },
    });
    const list = await (await admin.fetch("/inbound")).text();
    expect(list).toContain(`href="/inbound/${m.id}"`);
    expect(list).not.toContain(pw[as("Hank")]);
    const one = await (await admin.fetch(`/inbound/${m.id}`)).text();
    expect(one).not.toContain(pw[as("Hank")]);
    expect(one).not.toContain("XoXoSeCrEtToKeN");
    expect(one).toContain("https://hooks.example.test/…");
  });

  it("medium: a seated administrator's log names no press between other players", async () => {
    const k = await killer(as("Hank"), [
      [ADMIN, "Rome"],
      [as("Ann"), "Gaul"],
      [as("Bob"), "Egypt"],
    ]);
    const root = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: ADMIN } });
    expect((await say(as("Ann"), `PRESS ${k} TO Bob meet me at dawn`)).reply).toMatch(/OK press sent/);
    expect((await say(as("Bob"), `PRESS ${k} TO ${root.name} hello`)).reply).toMatch(/OK press sent/);
    const html = await (await admin.fetch(`/games/${k}`)).text();
    expect(html).not.toContain(`PRESS ${k} TO Bob`);
    // a press to them is theirs to see
    expect(html).toContain(`PRESS ${k} TO ${root.name}`);
  });
});

describe("limits per account and per link, not only per address", () => {
  /** A second server on the same data that believes X-Forwarded-For: each request from its own address. */
  it("a password guessed from many addresses runs out; a page key asked from many addresses too", async () => {
    const web = await buildWeb(t.app, { sessionSecret: "test-session-secret-0123456789abcdef", trustProxy: true });
    try {
      const form = async (path: string, ip: string) => {
        const page = await web.inject({ method: "GET", url: path, headers: { "x-forwarded-for": ip } });
        const cookie = [page.headers["set-cookie"]]
          .flat()
          .map((c) => String(c).split(";")[0])
          .join("; ");
        return { cookie, csrf: /name="_csrf" value="([^"]+)"/.exec(page.body)![1] };
      };
      const codes: number[] = [];
      for (let i = 0; i < LOGINS_PER_ACCOUNT_PER_MINUTE + 3; i++) {
        const ip = `198.51.100.${i + 1}`;
        const f = await form("/me/login", ip);
        const r = await web.inject({
          method: "POST",
          url: "/me/login",
          headers: { "x-forwarded-for": ip, cookie: f.cookie, "content-type": "application/x-www-form-urlencoded" },
          payload: new URLSearchParams({ _csrf: f.csrf, email: as("Dee"), password: `guess-${i}` }).toString(),
        });
        codes.push(r.statusCode);
      }
      expect(codes.slice(0, LOGINS_PER_ACCOUNT_PER_MINUTE).every((c) => c === 401)).toBe(true);
      expect(codes.at(-1)).toBe(429);
      // the same account through the dashboard's login shares the budget
      const f = await form("/login", "203.0.113.9");
      const dash = await web.inject({
        method: "POST",
        url: "/login",
        headers: { "x-forwarded-for": "203.0.113.9", cookie: f.cookie, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ _csrf: f.csrf, email: as("Dee"), password: "guess", next: "/games" }).toString(),
      });
      expect(dash.statusCode).toBe(429);
      // one page key, asked from many addresses: the link's own budget runs out
      const key = "A".repeat(43);
      const limit = t.app.config.PAGE_REQUESTS_PER_MINUTE;
      let last = 0;
      for (let i = 0; i <= limit; i++)
        last = (
          await web.inject({ method: "GET", url: `/p/${key}`, headers: { "x-forwarded-for": `10.9.${i >> 8}.${i & 255}` } })
        ).statusCode;
      expect(last).toBe(429);
      // another key from those addresses is still answered
      const other = await web.inject({ method: "GET", url: `/p/${"B".repeat(43)}`, headers: { "x-forwarded-for": "10.9.0.1" } });
      expect(other.statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
