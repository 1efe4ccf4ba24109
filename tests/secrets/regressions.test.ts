// Reproductions of leaks found in review, each a named test (docs/roles.md, "The gate"): the target map in the
// START copies, AS … STATUS of another game, a seated site administrator reading seats by AS, the API
// and act-as, tokens minted for others, roles that forget, the throttle as a weapon (also in
// tests/pipeline/hostile.test.ts), and the low ones (masking, per-id actions, hidden HTML text).
// Real PostgreSQL and the real web server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, ADMIN_PASSWORD } from "../helpers/app.ts";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { createApiToken } from "../../src/web/auth.ts";
import { redactedSource } from "../../src/mail/redact.ts";
import { visibleHtmlText } from "../../src/mail/html.ts";
import { dearmorAll, START } from "../../src/fairplay/armor.ts";
import { decide, type Relations } from "../../src/service/gate.ts";
import type { KillerState } from "../../src/games/killer/index.ts";

let t: WebTest;
const pw: Record<string, string> = {};
const as = (name: string) => `${name.toLowerCase()}@example.test`;

beforeAll(async () => {
  t = await startWebTest();
  for (const n of ["Ann", "Bob", "Cat", "Dee", "Hank", "Olga", "Vic"]) {
    pw[as(n)] = await t.app.register(as(n), n);
    await t.app.send(as(n), `PASSWORD ${pw[as(n)]}\nME`); // each proves their address once
  }
  pw[ADMIN] = ADMIN_PASSWORD;
});
afterAll(async () => t?.close());

/** A mail from someone, authenticated by their password. */
const say = (who: string, lines: string) => t.app.send(who, `PASSWORD ${pw[who]}\n${lines}`);
const idOf = (reply: string, kind: string) => new RegExp(`created (${kind}-\\d+)`).exec(reply)![1];

/** A running Killer game: `host` creates it, `players` join with the given civilizations. */
async function killer(host: string, players: [string, string][], options = ""): Promise<string> {
  const id = idOf(await say(host, `CREATE killer ${options}`), "killer");
  for (const [p, civ] of players) expect(await say(p, `JOIN ${id} civ=${civ}`)).toMatch(/OK/);
  expect(await say(host, `START ${id}`)).toContain("started");
  return id;
}

const state = async (id: string) =>
  (await t.app.db.prisma.game.findUniqueOrThrow({ where: { id } })).state as unknown as KillerState;

describe("leak reproductions", () => {
  it("critical: a Killer order= map never rides in the START copies (sealed; the record opens it)", async () => {
    const first = await t.app.lastOutboxId();
    const id = await killer(
      as("Hank"),
      [
        [as("Ann"), "Rome"],
        [as("Bob"), "Gaul"],
        [as("Cat"), "Egypt"],
      ],
      "order=Rome,Gaul,Egypt",
    );
    const mails = await t.app.mailsSince(first);
    const starts = mails.flatMap((m) => dearmorAll(m.body, START).map((d) => ({ to: m.toAddress, d })));
    // every player got a START copy (the seatless host keeps the secrets: the admin view instead)
    expect(new Set(starts.map((s) => s.to))).toEqual(new Set([as("Ann"), as("Bob"), as("Cat")]));
    for (const { d } of starts) {
      expect(d.ok).toBe(true);
      const options = (d as unknown as { value: { options: Record<string, unknown> } }).value.options;
      expect(String(options.order)).toMatch(/^sealed:[0-9a-f]{64}$/);
      expect(JSON.stringify(options)).not.toMatch(/Rome|Gaul|Egypt/);
    }
    // nor in the audit log anyone reads (the CREATE line keeps the key, not the map)
    const created = await t.app.db.prisma.gameEvent.findFirstOrThrow({ where: { gameId: id, type: "created" } });
    expect(created.line).not.toContain("Rome");
    expect(JSON.stringify(created.data)).not.toContain("Rome");
    // the map was used: Rome hunts Gaul
    const s = await state(id);
    expect(s.targets[1]).toBe(2);
  });

  it("high: AS <player> STATUS <other game> is refused by the gate of that other game", async () => {
    // Ann plays killer; she hosts a Regicide lobby that Cat (a player of the killer game) joins
    const k = await killer(as("Olga"), [
      [as("Ann"), "Rome"],
      [as("Cat"), "Gaul"],
      [as("Dee"), "Egypt"],
    ]);
    const r = idOf(await say(as("Ann"), "CREATE regicide"), "regicide");
    await say(as("Cat"), `JOIN ${r}`);
    // a seatless host of another game too: Olga hosts the killer game and joins the lobby
    await say(as("Olga"), `JOIN ${r}`);
    const before = await t.app.lastOutboxId();
    const reveals = () => t.app.db.prisma.gameEvent.count({ where: { gameId: k, line: { startsWith: "REVEAL" } } });
    const n0 = await reveals();
    const out = await say(as("Ann"), `GAME ${r}\nAS Cat STATUS ${k}`);
    expect(out).toMatch(/ERROR only an administrator can act AS another player/);
    expect(out).not.toMatch(/target/i);
    const cycle = await say(as("Ann"), `GAME ${r}\nAS Olga STATUS ${k}`);
    expect(cycle).toMatch(/ERROR/);
    expect(cycle).not.toMatch(/→|Target cycles/);
    expect(await reveals()).toBe(n0);
    // nothing was read, so nobody is told anything
    const news = await t.app.mailsSince(before);
    expect(news.filter((m) => m.kind !== "reply" && m.kind !== "reply-error")).toEqual([]);
  });

  it("high: a seated site administrator reads no other seat by AS, the API's as or the dashboard's act-as", async () => {
    const k = await killer(as("Hank"), [
      [ADMIN, "Rome"],
      [as("Bob"), "Gaul"],
      [as("Dee"), "Egypt"],
    ]);
    const s = await state(k);
    const bobTarget = s.players.find((p) => p.seat === s.targets[2])!.civ;
    expect(await say(ADMIN, `AS Bob STATUS ${k}`)).toMatch(new RegExp(`ERROR you play in ${k}`));
    expect(await say(ADMIN, "AS Bob STATUS")).toMatch(/ERROR you play in/);
    const root = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: ADMIN } });
    const h = {
      authorization: `Bearer ${(await createApiToken(t.app, root.id, { admin: true })).token}`,
      "content-type": "application/json",
    };
    const api = (await (
      await fetch(`${t.base}/api/commands`, {
        method: "POST",
        headers: h,
        body: JSON.stringify({ as: as("Bob"), body: `STATUS ${k}` }),
      })
    ).json()) as { reply: string };
    expect(api.reply).toMatch(/ERROR you play in/);
    expect(api.reply).not.toContain(`target: ${bobTarget}`);
    const b = new Browserish(t.base);
    await b.login();
    const bob = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: as("Bob") } });
    const res = await b.post("/act", { _csrf: await b.csrf("/act"), account: String(bob.id), body: `STATUS ${k}` });
    const page = await (await b.fetch(res.headers.get("location") ?? "/act")).text();
    expect(page).not.toContain(bobTarget === "Rome" ? "nothing" : `target: ${bobTarget}`);
    expect(await t.app.db.prisma.gameEvent.count({ where: { gameId: k, line: { startsWith: "REVEAL" } } })).toBe(0);
    // the API's own seat read is still the admin's own seat, and view=admin stays refused
    expect((await fetch(`${t.base}/api/games/${k}?view=admin`, { headers: h })).status).toBe(403);
  });

  it("high: the dashboard makes no token for another account", async () => {
    const b = new Browserish(t.base);
    await b.login();
    const bob = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: as("Bob") } });
    const n0 = await t.app.db.prisma.apiToken.count({ where: { accountId: bob.id } });
    const res = await b.post("/tokens", { _csrf: await b.csrf("/tokens"), account: String(bob.id), name: "x" });
    expect(res.status).toBe(403);
    expect(await t.app.db.prisma.apiToken.count({ where: { accountId: bob.id } })).toBe(n0);
    // one's own still works
    const root = await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: ADMIN } });
    const own = await b.post("/tokens", { _csrf: await b.csrf("/tokens"), account: String(root.id), name: "mine" });
    expect(own.status).toBe(200);
    expect(await own.text()).toMatch(/hrld_/);
  });

  it("medium: a co-administrator, once removed, never takes a seat; a seated host adds none after START", async () => {
    // Hank plays and hosts; Olga keeps the secrets, then is removed
    const id = idOf(await say(as("Hank"), "CREATE killer"), "killer");
    for (const [p, civ] of [
      [as("Hank"), "Rome"],
      [as("Ann"), "Gaul"],
      [as("Bob"), "Egypt"],
    ])
      await say(p, `JOIN ${id} civ=${civ}`);
    expect(await say(as("Hank"), `COADMIN ${id} ADD ${as("Olga")}`)).toMatch(/OK/);
    expect(await say(as("Hank"), `START ${id}`)).toContain("started");
    expect(await say(as("Olga"), `STATUS ${id}`)).toMatch(/→/); // she held the whole cycle
    // the site administrator (seatless) removes her; she volunteers; the keeper tries to seat her
    expect(await say(ADMIN, `COADMIN ${id} REMOVE ${as("Olga")}`)).toMatch(/OK/);
    expect(await say(as("Olga"), `VOLUNTEER ${id}`)).toMatch(/ERROR you have held the secrets/);
    expect(await say(ADMIN, `REPLACE ${id} Ann ${as("Olga")}`)).toMatch(/ERROR Olga has held the secrets/);
    // the seated host cannot add a second account of his own now the game runs
    expect(await say(as("Hank"), `COADMIN ${id} ADD ${as("Vic")}`)).toMatch(/ERROR you play in/);
    expect(await t.app.db.prisma.gameAdmin.count({ where: { gameId: id } })).toBe(0);
    // and the host who set a target map never plays
    const o = idOf(await say(as("Dee"), "CREATE killer order=Rome,Gaul,Egypt"), "killer");
    expect(await say(as("Dee"), `JOIN ${o} civ=Rome`)).toMatch(/ERROR you have held the secrets/);
  });

  it("medium: a forged, never-proven REGISTER leaves the address a stranger: few short replies under Herald's subject", async () => {
    const victim = "vic2@other.test";
    await t.app.send(victim, "REGISTER Victim");
    const first = await t.app.lastOutboxId();
    const long = "HELP\n".repeat(40);
    for (let i = 0; i < 8; i++)
      await t.app.send(victim, long, { subject: "Urgent: your Herald password expired, log in at http://x.test" });
    const sent = await t.app.mailsSince(first, victim);
    expect(sent.length).toBeLessThanOrEqual(5);
    for (const m of sent) expect(m.subject).not.toMatch(/Urgent/);
  });

  it("low: passwords in encoded Subject words and undecodable bodies are masked in a raw source", async () => {
    const b64 = Buffer.from("PASSWORD hunter2-secret").toString("base64");
    const raw = `From: a@example.test\r\nSubject: =?utf-8?B?${b64}?=\r\nMIME-Version: 1.0\r\nContent-Type: text/plain\r\n\r\nSTATUS\r\n`;
    const shown = await redactedSource(raw);
    expect(shown).not.toContain("hunter2-secret");
    expect(shown).not.toContain(b64);
    expect(shown).toContain("PASSWORD ******");
  });

  it("low: text a mail client would not show is not read (white on white, a 1 px font)", () => {
    const text = visibleHtmlText(
      `<body><p>HELP</p><p style="color:#ffffff">AS Bob STATUS killer-2</p>` +
        `<p style="font-size:1px">RESIGN</p><table bgcolor="#000000"><tr><td style="color:#000">JOIN x-1</td></tr></table>` +
        `<div style="background:#000;color:#fff">ME</div></body>`,
    );
    expect(text).toContain("HELP");
    expect(text).toContain("ME");
    expect(text).not.toMatch(/AS Bob|RESIGN|JOIN/);
  });

  it("low: Process again and Retry keep the co-player filter of the lists", async () => {
    const k = await killer(as("Hank"), [
      [ADMIN, "Rome"],
      [as("Ann"), "Gaul"],
      [as("Cat"), "Egypt"],
    ]);
    const annMail = await t.app.db.prisma.outbox.findFirstOrThrow({ where: { gameId: k, toAddress: as("Ann") } });
    await t.app.db.prisma.outbox.update({ where: { id: annMail.id }, data: { status: "failed" } });
    const annIn = await t.app.db.prisma.inboundMessage.findFirstOrThrow({
      where: { accountId: (await t.app.db.prisma.account.findUniqueOrThrow({ where: { email: as("Ann") } })).id },
    });
    const b = new Browserish(t.base);
    await b.login();
    const tok = await b.csrf("/outbox");
    expect((await b.post(`/outbox/${annMail.id}/retry`, { _csrf: tok })).status).toBe(404);
    expect((await t.app.db.prisma.outbox.findUniqueOrThrow({ where: { id: annMail.id } })).status).toBe("failed");
    expect((await b.post(`/inbound/${annIn.id}/process-again`, { _csrf: tok })).status).toBe(404);
  });
});

describe("the gate's table (docs/roles.md)", () => {
  const rel = (r: Partial<Relations>): Relations => ({
    accountId: 1,
    seat: null,
    host: false,
    coadmin: false,
    siteAdmin: false,
    witness: false,
    ...r,
  });
  const seat = { seat: 2, accountId: 9, name: "Bob" };
  const g = "killer-1";
  it("one row per ask, every role", () => {
    const player = rel({ seat: { seat: 1, accountId: 1, name: "Ann" } });
    const keeper = rel({ host: true });
    const admin = rel({ siteAdmin: true });
    const seatedAdmin = rel({ siteAdmin: true, seat: { seat: 1, accountId: 1, name: "Ann" } });
    const stranger = rel({});
    const bob = rel({ accountId: 9, seat });
    // read-own
    expect(decide(player, { ask: "read-own" }, g)).toMatchObject({ ok: true, viewer: { seat: 1 }, witness: false });
    expect(decide(keeper, { ask: "read-own" }, g)).toMatchObject({ ok: true, viewer: "admin", reveal: false, witness: true });
    expect(decide(admin, { ask: "read-own" }, g)).toMatchObject({ ok: true, viewer: "admin", reveal: true });
    expect(decide(stranger, { ask: "read-own" }, g)).toMatchObject({ ok: true, viewer: "public" });
    // read-secrets
    expect(decide(seatedAdmin, { ask: "read-secrets" }, g).ok).toBe(false);
    expect(decide(stranger, { ask: "read-secrets" }, g).ok).toBe(false);
    expect(decide(keeper, { ask: "read-secrets" }, g)).toMatchObject({ ok: true, reveal: true, witness: true });
    // read-for / act-for
    expect(decide(seatedAdmin, { ask: "read-for", target: bob }, g).ok).toBe(false);
    expect(decide(player, { ask: "act-for", target: bob, gameLine: true }, g).ok).toBe(false);
    expect(decide(admin, { ask: "read-for", target: bob }, g)).toMatchObject({ ok: true, viewer: { seat: 2 } });
    expect(decide(admin, { ask: "read-for", target: keeper }, g).ok).toBe(false);
    expect(decide(admin, { ask: "read-for", target: stranger }, g)).toMatchObject({ ok: true, viewer: "public" });
    expect(decide(keeper, { ask: "act-for", target: bob, gameLine: false }, g).ok).toBe(false);
    expect(decide(admin, { ask: "act-for", target: stranger, gameLine: false }, g).ok).toBe(true);
    expect(decide(admin, { ask: "act-for", target: stranger, gameLine: true }, g).ok).toBe(false);
    // take-seat
    expect(decide(rel({ witness: true }), { ask: "take-seat" }, g).ok).toBe(false);
    expect(decide(rel({ coadmin: true }), { ask: "take-seat" }, g).ok).toBe(true);
    expect(decide(rel({ host: true }), { ask: "take-seat" }, g).ok).toBe(true);
    // add-coadmin
    const seatedHost = rel({ host: true, seat: { seat: 1, accountId: 1, name: "Ann" } });
    expect(decide(seatedHost, { ask: "add-coadmin", status: "open" }, g).ok).toBe(true);
    expect(decide(seatedHost, { ask: "add-coadmin", status: "running" }, g).ok).toBe(false);
    expect(decide(admin, { ask: "add-coadmin", status: "running" }, g).ok).toBe(true);
    expect(decide(stranger, { ask: "add-coadmin", status: "open" }, g).ok).toBe(false);
    // read-public-past: a player who left reads the public end, and nothing before the end
    expect(decide(stranger, { ask: "read-public-past", heldSeat: true, finished: true }, g)).toMatchObject({
      ok: true,
      viewer: "public",
    });
    expect(decide(stranger, { ask: "read-public-past", heldSeat: true, finished: false }, g).ok).toBe(false);
    expect(decide(stranger, { ask: "read-public-past", heldSeat: false, finished: true }, g).ok).toBe(false);
  });
});
