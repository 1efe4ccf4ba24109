// Press between the players of a game (src/commands/press.ts), through the real pipeline on PostgreSQL and
// the real web server: relayed to its recipient (or every other player) and to nobody else, a press over
// several lines up to ENDPRESS, the game's press= option, the per-sender limit, the copy to the
// secret-keepers (presscopy=on), bad lines refused with a clear error and nothing changed, the readers'
// pages showing a press only to whom the gate gives it — and no press mail, read header by header and
// part by part, carries any address but its own recipient's and Herald's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simpleParser } from "mailparser";
import { startWebTest, type WebTest } from "../helpers/web.ts";
import { SERVICE } from "../helpers/app.ts";
import { mailOf } from "../../src/outbox/sender.ts";
import { rawMessage } from "../../src/mail/raw-mail.ts";
import type { Outbox } from "../../src/generated/prisma/client.ts";

const LINK = /https?:\/\/\S+(\/p\/[A-Za-z0-9_-]{43})/;

describe("press", () => {
  let t: WebTest;
  const pw: Record<string, string> = {};
  const who = (n: string) => `${n}.player@example.test`;
  const say = (n: string, lines: string) => t.app.send(who(n), `PASSWORD ${pw[n]}\n${lines}`);
  /** every address that may appear in mails: each player's, the host's, the observer's */
  const everyone = ["ann", "bob", "cid", "hal", "dee"];
  let game = "";

  /** What changes when a press goes through: its rows, its events, its mails. */
  const counts = async () => ({
    press: await t.app.db.prisma.press.count(),
    events: await t.app.db.prisma.gameEvent.count({ where: { type: "press" } }),
    mails: await t.app.lastOutboxId(),
  });
  /** The mails queued since `since` other than the reply to the sender. */
  const news = async (since: number) =>
    (await t.app.mailsSince(since)).filter((r) => !r.kind.startsWith("reply")).map((r) => ({ to: r.toAddress, r }));

  beforeAll(async () => {
    t = await startWebTest();
    for (const n of everyone) pw[n] = await t.app.register(who(n), n[0].toUpperCase() + n.slice(1));
    // Hal hosts without a seat and wants every press copied; Dee watches
    game = /created (regicide-\d+)/.exec(await say("hal", "CREATE regicide presscopy=on"))![1];
    for (const n of ["ann", "bob", "cid"]) expect(await say(n, `JOIN ${game}`)).toMatch(/OK/);
    expect(await say("dee", `OBSERVE ${game}`)).toMatch(/OK/);
    expect(await say("hal", `START ${game}`)).toContain("started");
  });
  afterAll(async () => t?.close());

  it("relays a private press to its recipient only (and the copy to the host who keeps the secrets)", async () => {
    const before = await counts();
    const reply = await say("ann", `PRESS ${game} TO Bob Shall we keep the Jack for later?`);
    expect(reply).toMatch(/OK press sent in regicide-\d+ to Bob/);
    const got = await news(before.mails);
    expect(got.map((x) => x.to).sort()).toEqual([who("bob"), who("hal")]);
    const bob = got.find((x) => x.to === who("bob"))!.r;
    expect(bob.subject).toBe(`[${game}] Regicide — press from Ann`);
    expect(bob.body).toContain("Press from Ann to you only:\n\n> Shall we keep the Jack for later?");
    expect(bob.kind).toBe("private");
    const hal = got.find((x) => x.to === who("hal"))!.r;
    expect(hal.body).toContain("Copy of a press from Ann to Bob:\n\n> Shall we keep the Jack for later?");
    // stored, and audited without its text
    const row = await t.app.db.prisma.press.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(row).toMatchObject({ gameId: game, fromName: "Ann", toName: "Bob", body: "Shall we keep the Jack for later?" });
    const ev = await t.app.db.prisma.gameEvent.findFirstOrThrow({ where: { type: "press" }, orderBy: { id: "desc" } });
    expect(ev.line).toBe(`PRESS ${game} TO Bob`);
    expect(JSON.stringify(ev)).not.toContain("Jack");
  });

  it("takes a press over several lines up to ENDPRESS, to every other player, and runs the lines after it", async () => {
    const before = await counts();
    const reply = await say("bob", `PRESS ${game} TO ALL\nFirst line.\nME\nLast line.\nENDPRESS\nME`);
    expect(reply).toMatch(/OK press sent in regicide-\d+ to every other player \(2\)/);
    // the ME inside the press is its text; the one after ENDPRESS is a command
    expect(reply.match(/^> ME$/gm)).toHaveLength(1);
    const got = await news(before.mails);
    expect(got.map((x) => x.to).sort()).toEqual([who("ann"), who("cid"), who("hal")]);
    for (const x of got.filter((g) => g.to !== who("hal")))
      expect(x.r.body).toContain("Press from Bob to every player:\n\n> First line.\n> ME\n> Last line.\n");
    const row = await t.app.db.prisma.press.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(row.toAccountId).toBeNull();
    expect(row.body).toBe("First line.\nME\nLast line.");
  });

  it("refuses bad lines with a clear error, changing nothing", async () => {
    const cases: Array<[string, string, RegExp]> = [
      ["ann", `PRESS ${game} TO Zed hello`, /ERROR no player called "Zed"/],
      ["ann", `PRESS ${game} TO Bob`, /ERROR the press has no text/],
      ["ann", `PRESS ${game} Bob hello`, /ERROR write PRESS <game-id> TO <player\|ALL> <text>/],
      ["ann", `PRESS ${game} TO Ann hello`, /ERROR a press to yourself goes nowhere/],
      ["ann", `PRESS regicide-999 TO Bob hello`, /ERROR there is no game regicide-999/],
      ["ann", `PRESS ${game} TO Bob ${"x".repeat(4001)}`, /ERROR the press is 4001 characters long; at most 4000/],
      ["dee", `PRESS ${game} TO ALL hello`, /ERROR you have no seat in regicide-\d+/],
      ["hal", `PRESS ${game} TO Bob hello`, /ERROR you have no seat in regicide-\d+/],
    ];
    for (const [n, line, error] of cases) {
      const before = await counts();
      const reply = await say(n, line);
      expect(reply, line.slice(0, 60)).toMatch(error);
      const after = await counts();
      expect(after.press, line.slice(0, 60)).toBe(before.press);
      expect(after.events).toBe(before.events);
      expect(await news(before.mails), line.slice(0, 60)).toEqual([]);
    }
    // a bad press option at CREATE makes no game
    const games = await t.app.db.prisma.game.count();
    expect(await say("hal", "CREATE regicide press=friends")).toMatch(/ERROR press=friends: say press=all/);
    expect(await say("hal", "CREATE regicide presslimit=0")).toMatch(/ERROR presslimit=0: a number/);
    expect(await t.app.db.prisma.game.count()).toBe(games);
  });

  it("keeps to the game's press= option and to the per-sender limit", async () => {
    const open = async (opts: string) => {
      const id = /created (regicide-\d+)/.exec(await say("hal", `CREATE regicide ${opts}`))![1];
      for (const n of ["ann", "bob"]) await say(n, `JOIN ${id}`);
      expect(await say("hal", `START ${id}`)).toContain("started");
      return id;
    };
    const pub = await open("press=public");
    let before = await counts();
    expect(await say("ann", `PRESS ${pub} TO Bob psst`)).toMatch(
      /ERROR regicide-\d+ allows only press to everyone \(press=public\)/,
    );
    expect((await counts()).press).toBe(before.press);
    expect(await say("ann", `PRESS ${pub} TO ALL hello all`)).toMatch(/OK press sent/);
    // no copy for the host: this game did not ask for one
    expect((await news(before.mails)).map((x) => x.to)).toEqual([who("bob")]);

    const none = await open("press=none");
    before = await counts();
    expect(await say("ann", `PRESS ${none} TO ALL hello`)).toMatch(/ERROR regicide-\d+ allows no press \(press=none\)/);
    expect({ ...(await counts()), mails: 0 }).toEqual({ ...before, mails: 0 });
    expect(await news(before.mails)).toEqual([]);

    const two = await open("presslimit=2");
    for (const i of [1, 2]) expect(await say("ann", `PRESS ${two} TO Bob note ${i}`)).toMatch(/OK press sent/);
    before = await counts();
    expect(await say("ann", `PRESS ${two} TO Bob note 3`)).toMatch(
      /ERROR you have sent 2 press mails in regicide-\d+ within the last hour/,
    );
    expect((await counts()).press).toBe(before.press);
    expect(await news(before.mails)).toEqual([]);
    // Bob's own count is his own
    expect(await say("bob", `PRESS ${two} TO Ann answer`)).toMatch(/OK press sent/);
    // an hour on (the service clock), Ann may write again
    t.app.clock.now = new Date(t.app.clock.now.getTime() + 3601_000);
    expect(await say("ann", `PRESS ${two} TO Bob note 3`)).toMatch(/OK press sent/);
  });

  it("shows a press on the pages of those the gate gives it to, and on no other", async () => {
    const pageOf = async (n: string) => {
      const mails = (await t.app.mails(who(n))).filter((r) => r.gameId === game);
      const key = LINK.exec(mails.at(-1)!.body)![1];
      return (await fetch(`${t.base}${key}`)).text();
    };
    const jack = "Shall we keep the Jack for later?";
    expect(await pageOf("ann")).toContain(jack); // its sender
    expect(await pageOf("bob")).toContain(jack); // its recipient
    expect(await pageOf("hal")).toContain(jack); // the host who keeps the secrets, in a game that copies press
    expect(await pageOf("cid")).not.toContain(jack);
    expect(await pageOf("dee")).not.toContain(jack);
    // the press to all: every player, never the observer
    for (const n of ["ann", "cid"]) expect(await pageOf(n)).toContain("Last line.");
    expect(await pageOf("dee")).not.toContain("Last line.");
  });

  it("no press mail carries any address but its recipient's and Herald's, in any header or part", async () => {
    const rows: Outbox[] = (await t.app.db.prisma.outbox.findMany({ orderBy: { id: "asc" } })).filter((r) =>
      /press from/i.test(r.subject),
    );
    expect(rows.length).toBeGreaterThan(8);
    for (const row of rows) {
      const raw = await rawMessage(mailOf(t.app, row as never));
      const parsed = await simpleParser(raw);
      // every header, every decoded part (text, html, attachments), and the raw bytes as they go out
      const seen = [
        raw.toString(),
        ...parsed.headerLines.map((h) => h.line),
        ...[...parsed.headers.values()].map((v) => JSON.stringify(v)),
        parsed.text ?? "",
        typeof parsed.html === "string" ? parsed.html : "",
        ...parsed.attachments.map((a) => a.content.toString("utf8")),
      ].join("\n");
      const addresses = [...new Set(seen.toLowerCase().match(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g) ?? [])];
      // the recipient, Herald, Herald's reply address, the mail's own Message-ID; any other domain is none of ours
      const allowed = (a: string) =>
        a === row.toAddress ||
        a === SERVICE ||
        a === row.messageId.toLowerCase() ||
        /^herald\+[0-9a-f]{32}@example\.test$/.test(a) ||
        a.split("@")[1] !== "example.test";
      expect(addresses.filter((a) => !allowed(a)).join(" "), `mail ${row.id} to ${row.toAddress}`).toBe("");
      // the Reply-To is a reply key of the recipient's own, no Cc or Bcc at all
      expect(parsed.cc).toBeUndefined();
      expect(parsed.bcc).toBeUndefined();
      const key = /herald\+([0-9a-f]{32})@/.exec(parsed.replyTo?.text ?? "")?.[1];
      expect(key, `mail ${row.id}`).toBeDefined();
      const owner = await t.app.db.prisma.replyKey.findUniqueOrThrow({
        where: { keyHash: (await import("../../src/lib/secrets.ts")).hashReplyKey(key!) },
      });
      expect(owner.accountId).toBe(row.accountId);
      // and no other player's address anywhere: the senders' included
      for (const n of everyone) if (who(n) !== row.toAddress) expect(seen.toLowerCase()).not.toContain(who(n));
    }
  });
});
