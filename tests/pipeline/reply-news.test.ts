// The reply to a mail carries what its commands changed for its sender (docs/protocol-spec.md: each line with OK
// or ERROR, "followed by what the commands changed"): one mail back per mail. The news of a game goes
// into the reply only for the sender's own account at the sender's own address and only for the game
// the reply is tagged with; everyone else, and every other game, gets news mails as before. These tests
// try the combinations where a person could read another's news that way: acting for a player (AS),
// a mail about two games, an administrator who holds a seat reading the outbox.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guessEngine, type GuessState } from "../helpers/tiny-game.ts";
import { makeTestApp, ADMIN, ADMIN_PASSWORD, type TestApp } from "../helpers/app.ts";
import { outboxList } from "../../src/web/mails.ts";

describe("the reply carries the sender's news (PostgreSQL)", () => {
  let app: TestApp;
  const pw: Record<string, string> = {};
  const ann = "ann@example.test",
    bob = "bob@example.test",
    cy = "cy@example.test",
    dee = "dee@example.test";

  /** Sends `body` from `from` (PASSWORD first); the mails it caused, the reply included. */
  async function mail(from: string, body: string, messageId?: string) {
    const before = await app.lastOutboxId();
    const auth = from === ADMIN ? ADMIN_PASSWORD : pw[from];
    await app.send(from, `PASSWORD ${auth}\n${body}`, { messageId });
    return app.mailsSince(before);
  }
  const secretOf = async (id: string, seat: number) =>
    ((await app.db.prisma.game.findUniqueOrThrow({ where: { id } })).state as unknown as GuessState).secret[seat];

  /** A running Guess game of `players` (the first hosts), watched by Dee. */
  async function game(players: string[]): Promise<string> {
    const created = await mail(players[0], "CREATE guess target=5\nJOIN");
    const id = /created (guess-\d+)/.exec(created[0].body)![1];
    for (const p of players.slice(1)) await mail(p, `JOIN ${id}`);
    await mail(dee, `OBSERVE ${id}`);
    await mail(players[0], `START ${id}`);
    return id;
  }

  beforeAll(async () => {
    app = await makeTestApp("postgres", {}, [guessEngine]);
    for (const [email, name] of [
      [ann, "Ann"],
      [bob, "Bob"],
      [cy, "Cy"],
      [dee, "Dee"],
    ])
      pw[email] = await app.register(email, name);
  });
  afterAll(async () => app?.close());

  it("a move's sender gets one mail, the reply: the OK lines, the news everyone gets, then what is theirs only", async () => {
    const id = await game([ann, bob, cy]);
    const rows = await mail(ann, `GAME ${id}\nGUESS Bob 1`, "ann-move-1@ann.example");
    const to = (who: string) => rows.filter((r) => r.toAddress === who);
    // one mail each: Ann's is the reply, everyone else's the game's news
    expect(to(ann).map((r) => r.kind)).toEqual(["reply"]);
    for (const who of [bob, cy, dee])
      expect(
        to(who).map((r) => r.kind),
        who,
      ).toEqual([expect.not.stringMatching(/^reply/)]);
    const [reply] = to(ann);
    const news = "Ann guessed a number of Bob";
    expect(reply.body).toMatch(/> GUESS Bob 1\nOK/);
    expect(reply.body.indexOf(news)).toBeGreaterThan(reply.body.indexOf("> GUESS Bob 1"));
    for (const who of [bob, cy, dee]) expect(to(who)[0].body).toContain(news);
    // the reply is threaded on Ann's mail; the news mails name no mail of hers
    expect(reply.inReplyTo).toContain("ann-move-1@ann.example");
    for (const who of [bob, cy, dee]) expect(to(who)[0].references ?? "").not.toContain("ann-move-1");
    // Bob moves next: his "your turn" is in his news, not in Ann's reply
    expect(to(bob)[0].body).toMatch(/Private — for you only:[\s\S]*^Your turn: GUESS/m);
    expect(reply.body).not.toContain("Private — for you only:");

    // what is the sender's only goes into their reply, and nowhere else
    const peek = await mail(bob, `GAME ${id}\nPEEK`);
    const line = `Your number is ${await secretOf(id, 2)}.`;
    expect(peek.filter((r) => r.toAddress === bob).map((r) => r.kind)).toEqual(["reply"]);
    const bobs = peek.find((r) => r.toAddress === bob)!;
    expect(bobs.body).toMatch(new RegExp(`> PEEK\\nOK\\n[\\s\\S]*Private — for you only:\\n${line.replace(".", "\\.")}`));
    for (const r of peek.filter((x) => x.toAddress !== bob)) expect(r.body, r.toAddress).not.toContain(line);
  });

  it("AS: who acts for a player gets none of that player's news; the player gets it in a mail of their own", async () => {
    const id = await game([cy, ann]);
    const rows = await mail(ADMIN, `GAME ${id}\nAS ann PEEK`);
    const line = `Your number is ${await secretOf(id, 2)}.`;
    const [reply] = rows.filter((r) => r.toAddress === ADMIN);
    expect(reply.kind).toBe("reply");
    expect(reply.body).toMatch(/> AS ann PEEK\nOK/);
    expect(reply.body).not.toContain(line);
    expect(reply.body).not.toMatch(/Your number is/);
    const toAnn = rows.filter((r) => r.toAddress === ann);
    expect(toAnn.map((r) => r.kind)).toEqual(["private"]);
    expect(toAnn[0].body).toContain(line);
    // nobody else read it
    for (const r of rows.filter((x) => x.toAddress !== ann)) expect(r.body, r.toAddress).not.toContain(line);
  });

  it("a mail about two games: the reply carries the news of the game it is tagged with, the other game's comes as its own mail", async () => {
    const one = await game([bob, ann]);
    const two = await game([cy, ann]);
    const rows = await mail(ann, `GAME ${one}\nPEEK\nGAME ${two}\nPEEK`);
    const [n1, n2] = [`Your number is ${await secretOf(one, 2)}.`, `Your number is ${await secretOf(two, 2)}.`];
    const toAnn = rows.filter((r) => r.toAddress === ann);
    expect(toAnn.map((r) => [r.kind, r.gameId])).toEqual([
      ["private", one],
      ["reply", two],
    ]);
    const [news, reply] = toAnn;
    expect(news.subject).toContain(`[${one}]`);
    expect(news.body).toContain(n1);
    expect(reply.subject).toContain(`[${two}]`);
    expect(reply.body.split("-- \n")[0]).toMatch(new RegExp(`> PEEK\\nOK\\n\\n> GAME ${two}[\\s\\S]*${n2.replace(".", "\\.")}`));
    // each game's news under that game's tag only (a dashboard hides a game's mails from its seated administrators by tag)
    if (n1 !== n2) {
      expect(reply.body).not.toContain(n1);
      expect(news.body).not.toContain(n2);
    }
  });

  it("an administrator who holds a seat cannot read another player's reply about that game on the dashboard", async () => {
    const id = await game([bob, ADMIN]);
    await mail(bob, `GAME ${id}\nPEEK`);
    const line = `Your number is ${await secretOf(id, 1)}.`;
    const root = await app.db.prisma.account.findUniqueOrThrow({ where: { email: ADMIN } });
    const visible = await outboxList(app, root, { take: 100_000, order: "asc" });
    const bobsReply = await app.db.prisma.outbox.findFirstOrThrow({
      where: { toAddress: bob, kind: "reply", gameId: id, body: { contains: line } },
    });
    expect(visible.map((r) => r.id)).not.toContain(bobsReply.id);
    for (const r of visible) if (r.gameId === id) expect(r.toAddress).toBe(ADMIN);
  });
});
