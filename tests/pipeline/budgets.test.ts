// Budgets that cannot be turned on the owner or a player (src/intake/session.ts, docs/inbound.md):
// forged wrong-password mails pause PASSWORD lines yet the owner's right password is answered (its lines
// not run, a reply key to run them); a player's mistakes about their own game are answered past the
// error budget; forged mails, a player's errors about no game of theirs and strangers stay bounded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/games/index.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { registerPlayers, type Player } from "../games-mail/rt-helpers.ts";

describe("budgets bound forgers, strangers and loops, never the owner or a player", () => {
  let app: TestApp;
  let ps: Player[];
  const auth = (p: Player) => `PASSWORD ${p.password}`;

  beforeAll(async () => {
    app = await makeTestApp("postgres");
    ps = await registerPlayers(app, ["Ann", "Bob", "Cid"]);
  });
  afterAll(async () => app?.close());

  it("the owner's right password after any number of forged wrong ones is answered, and runs nothing", async () => {
    const owner = "owner.forged@example.com";
    const pw = await app.register(owner, "Olga");
    expect(await app.send(owner, `PASSWORD ${pw}\nME`)).toMatch(/^OK authenticated/m); // the address is proven
    // a forger writes as the owner: eight wrong passwords (five pause PASSWORD lines; five are answered)
    for (let i = 0; i < 8; i++) await app.send(owner, `PASSWORD guess-${i}\nME`);
    expect(await app.db.prisma.outbox.count({ where: { toAddress: owner, kind: "reply-auth" } })).toBe(5);
    // the owner's own mail, right password: answered, at the owner's address, with a key to run the lines
    const before = (await app.db.prisma.account.findUniqueOrThrow({ where: { email: owner } })).name;
    const reply = await app.send(owner, `PASSWORD ${pw}\nNAME Mallory`);
    expect(reply).toMatch(/PASSWORD lines for your account are paused/);
    expect(reply).toMatch(/none of the lines of this mail was run/);
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: owner } })).name).toBe(before);
    const row = await app.db.prisma.outbox.findFirstOrThrow({ where: { toAddress: owner }, orderBy: { id: "desc" } });
    expect(row.kind).toBe("reply");
    expect(row.replyTo).toBeTruthy();
    // the reply's key runs the same lines at once
    expect(await app.send(owner, "ME", { to: row.replyTo! })).toMatch(/^OK/m);
    // and again, as often as the owner writes: never silenced
    for (let i = 0; i < 6; i++) expect(await app.send(owner, `PASSWORD ${pw}\nME`)).toMatch(/paused/);
    // the forger's further mails stay unanswered
    expect(await app.send(owner, "PASSWORD guess-9\nME")).toBe("");
  });

  it("a player's mistakes about their own game are all answered; errors about nothing of theirs stay bounded", async () => {
    const [ann, bob, cid] = ps;
    const created = await app.send(ann.email, `${auth(ann)}\nCREATE relay\nJOIN`);
    const gameId = /created (relay-\d+)/.exec(created)![1];
    await app.send(bob.email, `${auth(bob)}\nJOIN ${gameId}`);
    await app.send(cid.email, `${auth(cid)}\nJOIN ${gameId}`);
    await app.send(ann.email, `${auth(ann)}\nSTART ${gameId}`);
    // players reply to Herald's mails (their keys authenticate: a mail of PASSWORD and errors is not errors only)
    const keyOf = async (email: string) =>
      (
        await app.db.prisma.outbox.findFirstOrThrow({
          where: { toAddress: email, replyTo: { not: null } },
          orderBy: { id: "desc" },
        })
      ).replyTo!;
    const cidKey = await keyOf(cid.email);
    // Cid is not awaited: eight refused files in an hour, each answered
    for (let i = 0; i < 8; i++) {
      const reply = await app.send(cid.email, "", {
        to: cidKey,
        subject: `Re: [${gameId}] your turn`,
        attachments: [{ filename: `turn-${i}.bin`, content: Buffer.from([i, 1, 2, 3]) }],
      });
      expect(reply, `file ${i + 1}`).toMatch(/not your turn: Ann is awaited/);
    }
    // Bob's eight mistaken lines in the game (only the host skips), each answered
    const bobKey = await keyOf(bob.email);
    for (let i = 0; i < 8; i++)
      expect(await app.send(bob.email, "SKIP", { to: bobKey, subject: `Re: [${gameId}] x` }), `line ${i + 1}`).toMatch(
        /only the host/,
      );
    // errors about no game of theirs keep the error budget (loops, nonsense): Dave's sixth is not answered.
    // Dave writes through a reply key (a mail of PASSWORD and errors is not errors only)
    const dave = (await registerPlayers(app, ["Dave"]))[0];
    const key = (await app.db.prisma.outbox.findFirstOrThrow({ where: { toAddress: dave.email }, orderBy: { id: "desc" } }))
      .replyTo!;
    for (let i = 0; i < 5; i++) expect(await app.send(dave.email, "FROBNICATE", { to: key })).toMatch(/ERROR unknown command/);
    expect(await app.send(dave.email, "FROBNICATE", { to: key })).toBe("");
    // nor does a game the sender does not play in lift it
    expect(await app.send(dave.email, "SKIP", { to: key, subject: `Re: [${gameId}] x` })).toBe("");
    // while Bob is still answered about his own game
    expect(await app.send(bob.email, "SKIP", { to: bobKey, subject: `Re: [${gameId}] x` })).toMatch(/only the host/);
  });
});
