// Prose in a mail about the sender's game (src/intake/press-hint.ts), through the real pipeline: an
// answer to a press mail in prose is told once how to answer by PRESS, in the reader's language; a mail
// of nothing but prose about the game is told how to write to the table; other mails are told nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { format } from "../../src/i18n/format.ts";
import { m, type Lang } from "../../src/i18n/msg.ts";
import { kindTitle } from "../../src/service/games.ts";

describe("the press hint", () => {
  let app: TestApp;
  const pw: Record<string, string> = {};
  const who = (n: string) => `${n}.hint@example.test`;
  const say = (n: string, lines: string, subject?: string) => app.send(who(n), `PASSWORD ${pw[n]}\n${lines}`, { subject });
  let game = "";
  /** the last press mail to `n`, and a reply to it (its reply key authenticates; its subject answers it) */
  const answer = async (n: string, lines: string, re = "Re:") => {
    const press = (await app.mails(who(n))).filter((r) => /press from/.test(r.subject)).at(-1)!;
    return app.send(who(n), lines, { to: press.replyTo!, subject: `${re} ${press.subject}` });
  };
  /** a reply to the last press mail to `n` from `from`, its subject without the [game-id] tag (a client that drops it) */
  const untagged = async (n: string, from: string, lines: string, lang: Lang = "en") => {
    const press = (await app.mails(who(n))).filter((r) => r.subject.includes(`press from ${from}`)).at(-1)!;
    const subject = `Re: ${format(lang, m("core.press.subject", { kind: kindTitle("regicide"), name: from }))}`;
    expect(subject).not.toContain("[");
    return app.send(who(n), lines, { to: press.replyTo!, subject });
  };
  const ANSWER = /To answer Ann: PRESS regicide-\d+ TO Ann, your text on the next lines, then a line ENDPRESS/g;

  beforeAll(async () => {
    app = await makeTestApp("postgres");
    for (const n of ["ann", "bob", "cid", "dee"]) pw[n] = await app.register(who(n), n[0].toUpperCase() + n.slice(1));
    game = /created (regicide-\d+)/.exec(await say("ann", "CREATE regicide\nJOIN"))![1];
    for (const n of ["bob", "cid"]) expect(await say(n, `JOIN ${game}`)).toMatch(/OK/);
    expect(await say("dee", `OBSERVE ${game}`)).toMatch(/OK/);
    expect(await say("ann", `START ${game}`)).toContain("started");
    expect(await say("ann", `PRESS ${game} TO ALL Shall we keep the Jack for later?`)).toMatch(/OK press sent/);
  });
  afterAll(async () => app?.close());

  it("tells a prose answer to a press mail, once, how to answer by PRESS", async () => {
    const reply = await answer("bob", "Sounds good to me.\nLet us wait for the Queen then.\nBob");
    expect(reply.match(/not a command \(a line of prose\?\)/g)).toHaveLength(2);
    expect(reply.match(ANSWER)).toHaveLength(1);
  });

  it("says it in the reader's language", async () => {
    expect(await say("cid", "LANGUAGE fr")).toMatch(/OK/);
    const reply = await answer("cid", "Bonne idée, on attend.", "RE :"); // as a French client writes it
    expect(reply).toMatch(/Pour répondre à Ann\u00a0: PRESS regicide-\d+ TO Ann, ton texte sur les lignes suivantes/);
    expect(reply).not.toMatch(ANSWER);
    expect(await say("cid", "LANGUAGE en")).toMatch(/OK/);
  });

  it("tells a mail of nothing but prose about the game how to write to the table", async () => {
    const reply = await say("bob", "Hello everyone,\nGood luck!", `Re: [${game}] Regicide — news`);
    expect(reply.match(/To write to the other players: PRESS regicide-\d+ TO <player> \(or TO ALL/g)).toHaveLength(1);
  });

  it("says nothing of press in replies to other mails", async () => {
    const none = [
      await answer("bob", "ME"), // a command answering a press mail
      await say("bob", "Hello everyone,\nME", `Re: [${game}] Regicide — news`), // prose beside a command
      await say("bob", "Hello everyone,"), // prose about no game
      await say("dee", "Hello everyone,", `Re: [${game}] Regicide — news`), // an observer has no seat to write from
    ];
    for (const reply of none) expect(reply).not.toMatch(/PRESS regicide/);
  });

  it("answers a press mail whose subject lost its [game-id] tag with the hint of the one game it can be about", async () => {
    // Bob plays in one game: that one
    const reply = await untagged("bob", "Ann", "Sounds good to me.");
    expect(reply.match(/not a command \(a line of prose\?\)/g)).toHaveLength(1);
    expect(reply).toContain(`To answer Ann: PRESS ${game} TO Ann, your text on the next lines`);
    // Bob plays in a second game, without Ann: the game he plays in with her
    const other = /created (regicide-\d+)/.exec(await say("dee", "CREATE regicide\nJOIN"))![1];
    expect(await say("bob", `JOIN ${other}`)).toMatch(/OK/);
    expect(await say("dee", `START ${other}`)).toContain("started");
    expect(await untagged("bob", "Ann", "Sounds good to me.")).toContain(`To answer Ann: PRESS ${game} TO Ann,`);
  });

  it("tells how to name the game when the untagged answer may be about several, in the reader's language", async () => {
    const third = /created (regicide-\d+)/.exec(await say("ann", "CREATE regicide\nJOIN"))![1];
    expect(await say("bob", `JOIN ${third}`)).toMatch(/OK/);
    expect(await say("ann", `START ${third}`)).toContain("started");
    for (const lang of ["en", "fr", "es", "el"] as const) {
      expect(await say("bob", `LANGUAGE ${lang}`)).toMatch(/OK/);
      const reply = await untagged("bob", "Ann", "Sounds good to me.", lang);
      const hint = format(lang, m("mail.pressHint.nameGame", { name: "Ann", games: { or: [game, third] } }));
      expect(hint, lang).toContain(`TO Ann`);
      expect(reply, lang).toContain(hint);
      expect(reply, lang).not.toMatch(/PRESS regicide-\d+ TO Ann/);
    }
    expect(await say("bob", "LANGUAGE en")).toMatch(/OK/);
  });
});
