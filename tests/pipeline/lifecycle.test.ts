// The pipeline end to end through the real database (PostgreSQL and PGlite), with the tiny test game:
// every lifecycle verb's success and error replies, authentication, exactly-once per Message-ID,
// a command failing in the middle of a mail, and secrets staying private.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guessEngine } from "../helpers/tiny-game.ts";
import { makeTestApp, ADMIN, ADMIN_PASSWORD, SERVICE, type TestApp } from "../helpers/app.ts";
import { replyKeyIn } from "../../src/outbox/outbox.ts";

describe.each(["postgres", "pglite"] as const)("pipeline on %s", (kind) => {
  let app: TestApp;
  let annPw: string, bobPw: string, cyPw: string;
  const ann = "ann@example.test",
    bob = "bob@example.test",
    cy = "cy@example.test";

  beforeAll(async () => {
    app = await makeTestApp(kind, {}, [guessEngine]);
    annPw = await app.register(ann, "Ann");
    bobPw = await app.register(bob, "Bob");
    cyPw = await app.register(cy, "Cy");
  });
  afterAll(async () => app?.close());

  it("REGISTER mails back a password once; a second REGISTER is refused", async () => {
    const mails = await app.mails(ann);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain("Your password is:");
    expect(mails[0].autoSubmitted).toBe("auto-replied");
    const again = await app.send(ann, "REGISTER Annie");
    expect(again).toMatch(/ERROR .*already registered/);
    expect(again).not.toContain(annPw);
    expect(await app.send("dup@example.test", "register ann")).toMatch(/ERROR the name "ann" is taken/);
    expect(await app.send("num@example.test", "REGISTER 42")).toMatch(/ERROR .*cannot be a number/);
    const acc = await app.db.prisma.account.findUniqueOrThrow({ where: { email: ann } });
    expect(acc.passwordHash).not.toContain(annPw); // stored hashed
    // the inbound log keeps OK/ERROR per line, never the reply texts (the password is in one)
    const log = await app.db.prisma.inboundMessage.findMany();
    expect(JSON.stringify(log.map((l) => l.parsed))).not.toContain(annPw);
  });

  it("forgives case and spacing and lists every line with OK or ERROR", async () => {
    const r = await app.send(ann, `  password   ${annPw}\n\n   me  \nfrobnicate now\n`);
    expect(r).toContain("> PASSWORD ******");
    expect(r).toContain("OK authenticated");
    expect(r).toMatch(/> me\nOK Ann <ann@example.test>/);
    expect(r).toMatch(/> frobnicate now\nERROR unknown command "frobnicate"/);
    expect(r).not.toContain(annPw);
  });

  it("gives one answer for every authentication failure and changes nothing", async () => {
    const wrongPw = await app.send(ann, "PASSWORD nope-nope\nCREATE guess");
    const unknown = await app.send("nobody@example.test", "PASSWORD whatever\nCREATE guess");
    const noPw = await app.send(ann, "CREATE guess");
    const wrongFrom = await app.send("mallory@example.test", `PASSWORD ${annPw}\nCREATE guess`);
    for (const r of [wrongPw, unknown, noPw, wrongFrom])
      expect(r).toMatch(/> CREATE guess\nERROR unknown account or wrong password/);
    expect(await app.db.prisma.game.count()).toBe(0);
  });

  it("HELP and LIST answer anyone", async () => {
    expect(await app.send("stranger@example.test", "HELP")).toMatch(/REGISTER <display name>/);
    expect(await app.send("stranger@example.test", "help guess")).toContain("GUESS <player> <n>");
    expect(await app.send("stranger@example.test", "HELP chess")).toMatch(/ERROR unknown game kind "chess"/);
    expect(await app.send("stranger@example.test", "LIST")).toMatch(/No games yet|Open for joining/);
  });

  let gameId = "";
  it("CREATE, JOIN, START with their errors", async () => {
    expect(await app.send(ann, `PASSWORD ${annPw}\nCREATE chess`)).toMatch(/ERROR unknown game kind/);
    expect(await app.send(ann, `PASSWORD ${annPw}\nCREATE guess colour=red`)).toMatch(/ERROR bad option/);
    const r = await app.send(ann, `PASSWORD ${annPw}\nCREATE guess target=1\nJOIN\nSTART`);
    const m = /created (guess-\d+)/.exec(r);
    expect(m).not.toBeNull();
    gameId = m![1];
    expect(r).toMatch(/> JOIN\nOK you joined guess-\d+ as seat 1/);
    expect(r).toMatch(/> START\nERROR .*needs at least 2 players/);
    expect(await app.send(bob, `PASSWORD ${bobPw}\nJOIN guess-999`)).toMatch(/ERROR there is no game guess-999/);
    expect(await app.send(bob, `PASSWORD ${bobPw}\nJOIN ${gameId}\nJOIN ${gameId}`)).toMatch(
      /OK you joined .* seat 2[\s\S]*ERROR you already have a seat/,
    );
    expect(await app.send(bob, `PASSWORD ${bobPw}\nSTART ${gameId}`)).toMatch(/ERROR only the host/);
    expect(await app.send(cy, `PASSWORD ${cyPw}\nOBSERVE ${gameId}`)).toMatch(/OK you now observe/);
    // the reply is about the game, as JOIN's is: tagged with it, with the observer's page link
    const watching = (await app.mails(cy)).at(-1)!;
    expect(watching.subject).toContain(`[${gameId}]`);
    expect(watching.body).toMatch(/Your page: \S+\/p\/[A-Za-z0-9_-]{43}/);
    const list = await app.send(cy, "LIST");
    expect(list).toContain(gameId);
    const before = await app.lastOutboxId();
    expect(await app.send(ann, `PASSWORD ${annPw}\nSTART ${gameId}`)).toMatch(/OK guess-\d+ started/);
    expect(await app.send(cy, `PASSWORD ${cyPw}\nJOIN ${gameId}`)).toMatch(/ERROR .*not open for joining/);
    const started = await app.mailsSince(before);
    // one mail each: the news, or for the host who sent START the reply that carries hers
    const toAnn = started.filter((m) => m.toAddress === ann);
    const toBob = started.filter((m) => m.toAddress === bob && m.kind !== "reply");
    const toCy = started.filter((m) => m.toAddress === cy && m.kind !== "reply");
    expect(toAnn).toHaveLength(1);
    expect(toBob).toHaveLength(1);
    expect(toCy).toHaveLength(1);
    expect(toAnn[0].kind).toBe("reply");
    expect(toAnn[0].subject).toContain(`[${gameId}]`);
    expect(toAnn[0].body).toMatch(/SHA-256 of this game's random seed is [0-9a-f]{64}/);
    // each player sees their own secret number, the observer sees none
    const state = (await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).state as any;
    expect(toAnn[0].body).toContain(`Your secret number: ${state.secret[1]}`);
    expect(toBob[0].body).toContain(`Your secret number: ${state.secret[2]}`);
    expect(toCy[0].body).not.toMatch(/secret number/);
    expect(toAnn[0].replyTo).toMatch(/^herald\+[0-9a-f]{32}@example\.test$/);
  });

  it("STATUS re-sends only your own view; the reply key authenticates a reply", async () => {
    const last = (await app.mails(bob)).at(-1)!;
    const replyTo = last.replyTo!;
    expect(replyKeyIn(replyTo, SERVICE)).not.toBeNull();
    const r = await app.send(bob, "STATUS", { to: replyTo, subject: `Re: ${last.subject}` });
    const state = (await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).state as any;
    expect(r).toContain(`Your secret number: ${state.secret[2]}`);
    expect(r.match(/Your secret number/g)).toHaveLength(1); // Bob's only, not Ann's
    // someone else replying through Bob's reply address is not Bob
    expect(await app.send(ann, "STATUS", { to: replyTo })).toMatch(/ERROR unknown account or wrong password/);
  });

  it("a failing command mid-mail changes nothing; the others still run in order", async () => {
    const state = (await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).state as any;
    const wrong = (state.secret[2] % 9) + 1;
    const before = await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
    const r = await app.send(
      ann,
      `PASSWORD ${annPw}\nGAME ${gameId}\nGUESS Bob 0\nGUESS Zed 3\nGUESS Bob ${wrong}\nGUESS Bob ${wrong}\nPEEK`,
    );
    expect(r).toMatch(/> GUESS Bob 0\nERROR GUESS <player> <1-9>/);
    expect(r).toMatch(/> GUESS Zed 3\nERROR no player called "Zed"/);
    expect(r).toMatch(new RegExp(`> GUESS Bob ${wrong}\\nOK\\n\\n> GUESS Bob ${wrong}\\nERROR it is not your turn`));
    expect(r).toMatch(/> PEEK\nOK/);
    const after = await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(after.version).toBe(before.version + 2); // the guess and the peek; nothing for the errors
    const moves = await app.db.prisma.gameEvent.findMany({ where: { gameId, type: "move" } });
    expect(moves.map((m) => m.line)).toEqual([`GUESS Bob ${wrong}`, "PEEK"]);
  });

  it("the same Message-ID processed twice does nothing the second time", async () => {
    const before = await app.lastOutboxId();
    const gamesBefore = await app.db.prisma.game.count();
    await app.send(bob, `PASSWORD ${bobPw}\nCREATE guess`, { messageId: "once@example.test" });
    await app.send(bob, `PASSWORD ${bobPw}\nCREATE guess`, { messageId: "once@example.test" });
    expect(await app.db.prisma.game.count()).toBe(gamesBefore + 1);
    expect((await app.mailsSince(before)).filter((m) => m.kind.startsWith("reply"))).toHaveLength(1);
  });

  it("administrators: AS, PAUSE, RESUME, DEADLINE, KICK, REPLACE, CANCEL are audited and announced", async () => {
    const auth = `PASSWORD ${ADMIN_PASSWORD}\nGAME ${gameId}\n`;
    expect(await app.send(bob, `PASSWORD ${bobPw}\nPAUSE ${gameId}`)).toMatch(/ERROR only the host/);
    expect(await app.send(bob, `PASSWORD ${bobPw}\nAS Ann ME`)).toMatch(/ERROR only an administrator/);
    const state = (await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).state as any;
    const wrong = (state.secret[1] % 9) + 1;
    let r = await app.send(
      ADMIN,
      `${auth}AS Bob GUESS Ann ${wrong}\nPAUSE ${gameId}\nAS Ann GUESS Bob 1\nRESUME ${gameId}\nDEADLINE ${gameId} 3d`,
    );
    expect(r).toMatch(/> AS Bob GUESS Ann \d\nOK/);
    expect(r).toMatch(/> PAUSE guess-\d+\nOK .*paused by the administrator/);
    expect(r).toMatch(/> AS Ann GUESS Bob 1\nERROR .*is paused/);
    expect(r).toMatch(/> RESUME guess-\d+\nOK/);
    expect(r).toMatch(/> DEADLINE guess-\d+ 3d\nOK .*now 3d/);
    const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(g.deadlineSeconds).toBe(3 * 86400);
    const bobMails = await app.mails(bob);
    expect(bobMails.some((m) => m.body.includes("paused by the administrator"))).toBe(true);
    expect(bobMails.some((m) => m.body.includes(`root (administrator) for Bob: made a move in ${gameId}.`))).toBe(true);
    // Bob is told what was done in his name; the audit log names the real actor
    expect(bobMails.some((m) => m.body.includes("root (administrator) for Bob: GUESS Ann"))).toBe(true);
    const onBehalf = await app.db.prisma.gameEvent.findMany({ where: { gameId, type: "on-behalf" } });
    expect(onBehalf.map((e) => e.line)).toEqual([`root for Bob: GUESS Ann ${wrong}`]);
    const dave = "dave@example.test";
    const davePw = await app.register(dave, "Dave");
    // REPLACE needs the newcomer's consent
    expect(await app.send(ADMIN, `${auth}REPLACE ${gameId} Bob ${dave}`)).toMatch(
      /ERROR Dave has not offered to play: they send VOLUNTEER/,
    );
    expect(await app.send(dave, `PASSWORD ${davePw}\nVOLUNTEER ${gameId}`)).toMatch(/OK the host of guess-\d+ has been told/);
    r = await app.send(ADMIN, `${auth}REPLACE ${gameId} Bob ${dave}`);
    expect(r).toMatch(/OK Seat 2 \(Bob\) .* is now played by Dave/);
    const daveMails = await app.mails(dave);
    expect(daveMails.at(-1)!.body).toMatch(/Your secret number: \d/);
    const audit = await app.db.prisma.gameEvent.findMany({ where: { gameId, type: "admin" } });
    expect(audit.map((a) => a.line.split(" ")[0])).toEqual(["PAUSE", "RESUME", "DEADLINE", "REPLACE"]);
    // with two players, kicking one ends the game (the tiny game's rule: last player standing)
    r = await app.send(ADMIN, `${auth}KICK ${gameId} 2\nCANCEL ${gameId}`);
    // the seat goes by its current player since REPLACE; a kick is said as one, not as leaving
    expect(r).toMatch(/> KICK guess-\d+ 2\nOK Dave was removed from guess-\d+ by the administrator/);
    expect(r).toMatch(/> CANCEL guess-\d+\nERROR .*already finished/);
    const kicked = await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(kicked.status).toBe("finished");
    const other = /created (guess-\d+)/.exec(await app.send(bob, `PASSWORD ${bobPw}\nCREATE guess`))![1];
    r = await app.send(ADMIN, `PASSWORD ${ADMIN_PASSWORD}\nCANCEL ${other}\nCANCEL ${other}`);
    expect(r).toMatch(/> CANCEL guess-\d+\nOK .*cancelled by the administrator/);
    expect(r).toMatch(/ERROR .*already cancelled/);
  });

  it("a host's KICK before the start says the player was removed by the host, not that they left", async () => {
    const id = /created (guess-\d+)/.exec(await app.send(ann, `PASSWORD ${annPw}\nCREATE guess\nJOIN`))![1];
    expect(await app.send(cy, `PASSWORD ${cyPw}\nJOIN ${id}`)).toMatch(/OK you joined/);
    const r = await app.send(ann, `PASSWORD ${annPw}\nKICK ${id} Cy`);
    expect(r).toMatch(new RegExp(`> KICK ${id} Cy\\nOK Cy was removed from ${id} by the host \\(Ann\\)`));
    expect(r).not.toMatch(/Cy left/);
    expect(await app.send(cy, `PASSWORD ${cyPw}\nME`)).not.toContain(id);
    await app.send(ann, `PASSWORD ${annPw}\nCANCEL ${id}`);
  });

  it("RESIGN, ME and a finished game reveal the seed", async () => {
    const r = await app.send(ann, `PASSWORD ${annPw}\nCREATE guess target=1\nJOIN`);
    const id = /created (guess-\d+)/.exec(r)![1];
    await app.send(bob, `PASSWORD ${bobPw}\nJOIN ${id}`);
    // someone who joins and leaves before the start leaves a gap (seat 3) that START closes
    const dee = "dee@example.test";
    const deePw = await app.register(dee, "Dee");
    expect(await app.send(dee, `PASSWORD ${deePw}\nJOIN ${id}`)).toMatch(/OK you joined .* as seat 3/);
    await app.send(cy, `PASSWORD ${cyPw}\nJOIN ${id}\nRESIGN ${id}\nJOIN ${id}`);
    expect(await app.send(dee, `PASSWORD ${deePw}\nRESIGN ${id}`)).toMatch(/OK Dee left/);
    expect(await app.send(ann, `PASSWORD ${annPw}\nSTART ${id}`)).toMatch(/OK/);
    expect(await app.send(bob, `PASSWORD ${bobPw}\nME`)).toContain(`${id} (running) seat 2`);
    expect(await app.send(cy, `PASSWORD ${cyPw}\nME`)).toContain(`${id} (running) seat 3`);
    const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id } });
    const secret = (g.state as any).secret;
    expect(await app.send(cy, `PASSWORD ${cyPw}\nRESIGN ${id}`)).toMatch(/OK Cy left/);
    await app.send(ann, `PASSWORD ${annPw}\nGAME ${id}\nGUESS Bob ${secret[2]}`);
    const done = await app.db.prisma.game.findUniqueOrThrow({ where: { id } });
    expect(done.status).toBe("finished");
    const last = (await app.mails(bob)).at(-1)!;
    expect(last.body).toContain(`random seed was ${g.seed}`);
    expect(await app.send(ann, `PASSWORD ${annPw}\nGAME ${id}\nPEEK`)).toMatch(/ERROR .*is finished/);
  });

  it("PASSWORD CHANGE, GAME, STATUS, RESIGN, OBSERVE: the other success and error replies", async () => {
    const eve = "eve@example.test";
    const pw = await app.register(eve, "Eve");
    expect(await app.send(eve, `PASSWORD ${pw}\nPASSWORD CHANGE short`)).toMatch(
      /ERROR a new password needs at least 8 characters/,
    );
    expect(await app.send(eve, `PASSWORD ${pw}\nPASSWORD CHANGE brand-new-pw`)).toMatch(
      /> PASSWORD CHANGE \*\*\*\*\*\*\nOK password changed/,
    );
    expect(await app.send(eve, `PASSWORD ${pw}\nME`)).toMatch(/ERROR unknown account or wrong password/);
    expect(await app.send(eve, "PASSWORD brand-new-pw\nME")).toMatch(/OK Eve <eve@example.test>\nYou are in no game/);
    expect(await app.send(eve, "PASSWORD brand-new-pw\nGAME nope-1\nGAME chess")).toMatch(
      /ERROR there is no game nope-1[\s\S]*ERROR GAME <game-id>/,
    );
    expect(await app.send(eve, "PASSWORD brand-new-pw\nSTATUS")).toMatch(/OK You are in no running game/);
    expect(await app.send(eve, `PASSWORD brand-new-pw\nRESIGN ${gameId}`)).toMatch(/ERROR you have no seat in/);
    expect(await app.send(eve, "PASSWORD brand-new-pw\nOBSERVE")).toMatch(/ERROR say which game/);
    expect(await app.send(ann, `PASSWORD ${annPw}\nOBSERVE ${gameId}`)).toMatch(/ERROR you play in/);
    expect(await app.send("nobody2@example.test", `OBSERVE ${gameId}`)).toMatch(/ERROR unknown account or wrong password/);
    // the subject tag sets the game, and STATUS without an id lists every game of the player
    const r = await app.send(ann, `PASSWORD ${annPw}\nSTATUS`, { subject: `Re: [${gameId}] news` });
    expect(r).toMatch(new RegExp(`OK ${gameId} — Guess`));
    expect(await app.send(ann, `PASSWORD ${annPw}\nPEEK`, { subject: "no tag" })).toMatch(
      /ERROR unknown command "PEEK" — HELP lists the commands; for a game move say which game/,
    );
  });

  it("a player plays several games at once, even in one mail", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const r = await app.send(ann, `PASSWORD ${annPw}\nCREATE guess\nJOIN`);
      const id = /created (guess-\d+)/.exec(r)![1];
      await app.send(bob, `PASSWORD ${bobPw}\nJOIN ${id}`);
      await app.send(ann, `PASSWORD ${annPw}\nSTART ${id}`);
      ids.push(id);
    }
    const secrets = await Promise.all(
      ids.map(async (id) => ((await app.db.prisma.game.findUniqueOrThrow({ where: { id } })).state as any).secret[2]),
    );
    const wrong = secrets.map((x: number) => (x % 9) + 1);
    const r = await app.send(
      ann,
      `PASSWORD ${annPw}\nGAME ${ids[0]}\nGUESS Bob ${wrong[0]}\nGAME ${ids[1]}\nGUESS Bob ${wrong[1]}`,
    );
    expect(r.match(/^OK$/gm)).toHaveLength(2);
    for (const id of ids) {
      const ev = await app.db.prisma.gameEvent.findMany({ where: { gameId: id, type: "move" } });
      expect(ev).toHaveLength(1);
    }
    // one news mail per game to Bob, each tagged with its own game
    const last = (await app.mails(bob)).slice(-2);
    expect(last.map((m) => /\[(guess-\d+)\]/.exec(m.subject)![1]).sort()).toEqual([...ids].sort());
    const status = await app.send(bob, `PASSWORD ${bobPw}\nSTATUS`);
    for (const id of ids) expect(status).toContain(`${id} — Guess, running`);
  });

  it("bad input gets a clear error and changes nothing: no commands, binary junk, odd charsets", async () => {
    const before = await app.db.prisma.account.count();
    // (a fresh sender: Ann has used up her error-only replies for this hour above)
    expect(await app.send("junk@example.test", "")).toMatch(/found no command/);
    expect(await app.send("junk@example.test", "\u0000\u0001\u0002 \u00ff\u00fe")).toMatch(/ERROR unknown command/);
    expect(await app.send("zoë@example.test", "REGISTER Zoë Ωmega")).toMatch(/OK Welcome, Zoë Ωmega/);
    expect(await app.db.prisma.account.count()).toBe(before + 1);
  });

  it("never answers auto-replies, bounces, lists or its own mail", async () => {
    const before = await app.lastOutboxId();
    const { submitRaw } = await import("../../src/intake/inbound.ts");
    const mk = (headers: string, from = "ann@example.test") =>
      `From: ${from}\r\nTo: ${SERVICE}\r\nSubject: x\r\nMessage-ID: <${Math.random()}@t>\r\n${headers}Content-Type: text/plain\r\n\r\nHELP\r\n`;
    for (const raw of [
      mk("Auto-Submitted: auto-replied\r\n"),
      mk("Precedence: bulk\r\n"),
      mk("List-Id: <l.example>\r\n"),
      mk("", "MAILER-DAEMON@example.test"),
      mk("", SERVICE),
    ]) {
      await submitRaw(app, raw, "local");
    }
    expect((await app.mailsSince(before)).map((m) => m.toAddress)).toEqual([]);
    const ignored = await app.db.prisma.inboundMessage.findMany({ where: { status: "ignored" } });
    expect(ignored.map((i) => i.classification).sort()).toEqual(["auto-reply", "bounce", "list", "list", "own"]);
  });

  it("rate-limits error-only replies per sender", async () => {
    const spam = "spam@example.test";
    for (let i = 0; i < 7; i++) await app.send(spam, "BLAH");
    expect((await app.mails(spam)).length).toBe(5);
    app.clock.now = new Date(app.clock.now.getTime() + 3601_000);
    await app.send(spam, "BLAH");
    expect((await app.mails(spam)).length).toBe(6);
  });
});
