// A relay of an unknown file kind (a binary blob) by mail end to end, on PostgreSQL: the awaited
// player replies to the game's mail with the file attached; Herald keeps it and mails it to the next
// player with "your turn" and the deadline; a file from someone not awaited, one over the size limit
// and a typed TURNFILE line are refused and change nothing; the host's SKIP and a missed deadline
// (skip=deadline) pass the turn on; FILE mails the current file; only the last `keep` files are kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/games/index.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { registerPlayers, type Player } from "./rt-helpers.ts";
import { deliver } from "./relay-helpers.ts";
import { runDueJobs } from "../helpers/jobs.ts";

const blob = (n: number, seed: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + seed * 7 + (i >> 8)) & 255));

describe("a relay of binary files by mail", () => {
  let app: TestApp;
  let ps: Player[];
  let gameId = "";
  const auth = (p: Player) => `PASSWORD ${p.password}`;
  const sendFile = (p: Player, file: Buffer, name = "turn.bin", body = auth(p)) =>
    app.send(p.email, body, { subject: `Re: [${gameId}] your turn`, attachments: [{ filename: name, content: file }] });
  const fileCount = async () => (await app.db.prisma.gameFile.count({ where: { gameId } })) as number;

  beforeAll(async () => {
    app = await makeTestApp("postgres");
    ps = await registerPlayers(app, ["Ann", "Bob", "Cid"]);
  });
  afterAll(async () => app?.close());

  it("CREATE relay, JOIN, START: the first player is asked for the first file", async () => {
    const [ann, bob, cid] = ps;
    const created = await app.send(ann.email, `${auth(ann)}\nCREATE relay maxsize=1 keep=2 skip=deadline\nJOIN`);
    gameId = /created (relay-\d+)/.exec(created)![1];
    await app.send(bob.email, `${auth(bob)}\nJOIN ${gameId}`);
    await app.send(cid.email, `${auth(cid)}\nJOIN ${gameId}`);
    await deliver(app);
    await app.send(ann.email, `${auth(ann)}\nSTART ${gameId}`);
    const mails = await deliver(app);
    const toAnn = mails
      .filter((x) => x.to === ann.email)
      .map((x) => x.text)
      .join("\n");
    expect(toAnn).toMatch(/^Send the first file$/m);
  });

  it("the awaited player's file goes to the next player, attached, with your turn, the deadline and who is next", async () => {
    const [ann, bob] = ps;
    const file = blob(5000, 1);
    const reply = await sendFile(ann, file);
    expect(reply).toMatch(/file turn\.bin received \(5,000 bytes/);
    const mails = await deliver(app);
    const toBob = mails.filter((x) => x.to === bob.email);
    const withFile = toBob.find((x) => x.files.length);
    expect(withFile, JSON.stringify(toBob.map((x) => x.text))).toBeDefined();
    expect(withFile!.files[0].filename).toBe("turn.bin");
    expect(Buffer.compare(withFile!.files[0].content, file)).toBe(0);
    expect(withFile!.text).toMatch(/Your turn: the file turn\.bin is attached/);
    expect(withFile!.text).toMatch(/After you: Cid/);
    expect(withFile!.text).toMatch(/deadline/i);
    expect(withFile!.subject).toContain(`[${gameId}]`);
  });

  it("a file from a player not awaited is refused and changes nothing", async () => {
    const [ann, , cid] = ps;
    const before = await fileCount();
    const reply = await sendFile(cid, blob(100, 2));
    expect(reply).toMatch(/not your turn: Bob is awaited/);
    expect(await fileCount()).toBe(before);
    const reply2 = await sendFile(ann, blob(100, 3));
    expect(reply2).toMatch(/not your turn: Bob is awaited/);
    expect(await deliver(app)).toEqual(expect.not.arrayContaining([expect.objectContaining({ files: [expect.anything()] })]));
  });

  it("a file over the game's size limit, and a typed TURNFILE line, are refused", async () => {
    const [, bob] = ps;
    expect(await sendFile(bob, blob(1024 * 1024 + 1, 4))).toMatch(/over this game's limit of 1,048,576 bytes/);
    const fake = `TURNFILE {"sha256":"${"a".repeat(64)}","name":"x","size":1}`;
    expect(await app.send(bob.email, `${auth(bob)}\nGAME ${gameId}\n${fake}`)).toMatch(/written by Herald from an attached file/);
    expect(await fileCount()).toBe(1);
  });

  it("the host's SKIP passes Bob's turn to Cid, who gets the current file", async () => {
    const [ann, bob, cid] = ps;
    expect(await app.send(bob.email, `${auth(bob)}\nGAME ${gameId}\nSKIP`)).toMatch(/only the host/);
    await app.send(ann.email, `${auth(ann)}\nGAME ${gameId}\nSKIP`);
    const mails = await deliver(app);
    expect(mails.some((x) => x.to === ann.email && /Bob's turn was skipped/.test(x.text))).toBe(true);
    const toCid = mails.find((x) => x.to === cid.email && x.files.length);
    expect(toCid?.files[0].filename).toBe("turn.bin");
  });

  it("Cid's file goes back round to Ann; only the last two files are kept (keep=2)", async () => {
    const [ann, , cid] = ps;
    await sendFile(cid, blob(3000, 5), "turn-2.bin");
    let mails = await deliver(app);
    expect(mails.find((x) => x.to === ann.email && x.files.length)?.files[0].filename).toBe("turn-2.bin");
    await sendFile(ann, blob(3000, 6), "turn-3.bin");
    mails = await deliver(app);
    expect(mails.find((x) => x.to === ps[1].email && x.files.length)?.files[0].filename).toBe("turn-3.bin");
    expect(await fileCount()).toBe(2);
  });

  it("a missed deadline with skip=deadline passes the turn on", async () => {
    const [, , cid] = ps;
    // Bob is awaited: his deadline passes
    app.clock.now = new Date(app.clock.now.getTime() + 3 * 86400_000);
    await runDueJobs(app);
    const mails = await deliver(app);
    expect(mails.some((x) => /Bob missed the deadline: the turn passes on/.test(x.text))).toBe(true);
    expect(mails.find((x) => x.to === cid.email && x.files.length)?.files[0].filename).toBe("turn-3.bin");
  });

  it("FILE <game> mails a player the current file; an outsider gets nothing", async () => {
    const [, bob] = ps;
    expect(await app.send(bob.email, `${auth(bob)}\nFILE ${gameId}`)).toMatch(/mailed to you on its own/);
    const mails = await deliver(app);
    expect(mails.find((x) => x.to === bob.email && x.files.length)?.files[0].filename).toBe("turn-3.bin");
    const [dee] = await registerPlayers(app, ["Dee"]);
    expect(await app.send(dee.email, `PASSWORD ${dee.password}\nFILE ${gameId}`)).toMatch(/no seat/);
    expect((await deliver(app)).some((x) => x.files.length)).toBe(false);
  });
});

describe("a relay's kept files, its order, and two games' questions in one mail", () => {
  let app: TestApp;
  let ps: Player[];
  let gameId = "";
  const auth = (p: Player) => `PASSWORD ${p.password}`;
  const sendFile = (p: Player, file: Buffer, name: string) =>
    app.send(p.email, auth(p), { subject: `Re: [${gameId}] your turn`, attachments: [{ filename: name, content: file }] });

  beforeAll(async () => {
    app = await makeTestApp("postgres");
    ps = await registerPlayers(app, ["Ann", "Bob", "Cid"]);
    const [ann, bob, cid] = ps;
    gameId = /created (relay-\d+)/.exec(await app.send(ann.email, `${auth(ann)}\nCREATE relay keep=2\nJOIN`))![1];
    await app.send(bob.email, `${auth(bob)}\nJOIN ${gameId}`);
    await app.send(cid.email, `${auth(cid)}\nJOIN ${gameId}`);
    await app.send(ann.email, `${auth(ann)}\nSTART ${gameId}`);
    await sendFile(ann, blob(2000, 1), "one.bin");
    await sendFile(bob, blob(2000, 2), "two.bin");
    await sendFile(cid, blob(2000, 3), "three.bin");
    await deliver(app);
  });
  afterAll(async () => app?.close());

  it("FILE <game> <n> mails a kept file by its number; one no longer kept is refused, naming the kept ones", async () => {
    const [, bob] = ps;
    expect(await app.send(bob.email, `${auth(bob)}\nFILE ${gameId} 2`)).toMatch(/the file 2 of relay-\d+ is mailed to you/);
    const got = (await deliver(app)).find((x) => x.to === bob.email && x.files.length);
    expect(got?.files[0].filename).toBe("two.bin");
    expect(Buffer.compare(got!.files[0].content, blob(2000, 2))).toBe(0);
    expect(await app.send(bob.email, `${auth(bob)}\nFILE ${gameId} 1`)).toContain(
      "no kept file number 1: the kept ones are numbers 2, 3",
    );
    // in a mail about the game, FILE <n> alone
    expect(await app.send(bob.email, `${auth(bob)}\nGAME ${gameId}\nFILE 3`)).toMatch(/the file 3 of/);
    expect((await deliver(app)).find((x) => x.to === bob.email && x.files.length)?.files[0].filename).toBe("three.bin");
    expect(await app.send(bob.email, `${auth(bob)}\nSTATUS ${gameId}`)).toContain(
      "Kept files (FILE <game-id> <number>): #2 from Bob, #3 from Cid",
    );
  });

  it("the host's ORDER changes who comes next, said to all; only the host may; a player's RESIGN leaves the order", async () => {
    const [ann, bob, cid] = ps;
    // Ann is awaited (after Cid); the order becomes Ann, Cid, Bob
    expect(await app.send(bob.email, `${auth(bob)}\nGAME ${gameId}\nORDER Bob Ann Cid`)).toContain("only the host");
    expect(await app.send(ann.email, `${auth(ann)}\nGAME ${gameId}\nORDER Ann Cid`)).toContain(
      "name every player in the order once",
    );
    expect(await app.send(ann.email, `${auth(ann)}\nGAME ${gameId}\nORDER Ann Cid Dee`)).toContain("Dee is not a player");
    await deliver(app);
    await app.send(ann.email, `${auth(ann)}\nGAME ${gameId}\nORDER ann, cid, bob`);
    let mails = await deliver(app);
    expect(
      mails
        .filter((x) => x.to === bob.email)
        .map((x) => x.text)
        .join("\n"),
    ).toContain("The host changed the order of play: Ann, Cid, Bob.");
    await sendFile(ann, blob(2000, 4), "four.bin");
    mails = await deliver(app);
    expect(mails.find((x) => x.to === cid.email && x.files.length)?.files[0].filename).toBe("four.bin");
    expect(mails.some((x) => x.to === bob.email && x.files.length)).toBe(false);
    // Cid surrenders: the turn goes on to Bob
    await app.send(cid.email, `${auth(cid)}\nRESIGN ${gameId}`);
    mails = await deliver(app);
    expect(
      mails
        .filter((x) => x.to === ann.email)
        .map((x) => x.text)
        .join("\n"),
    ).toContain("Cid left the relay.");
    expect(mails.find((x) => x.to === bob.email && x.files.length)?.files[0].filename).toBe("four.bin");
  });

  it("STATUS asked of two games in one mail answers both; asked twice of one game, once", async () => {
    const [ann] = ps;
    const other = /created (relay-\d+)/.exec(await app.send(ann.email, `${auth(ann)}\nCREATE relay\nJOIN`))![1];
    const reply = await app.send(ann.email, `${auth(ann)}\nGAME ${gameId}\nSTATUS\nGAME ${other}\nSTATUS\nSTATUS`);
    expect(reply).toContain("Kept files (FILE <game-id> <number>)");
    expect(reply).toMatch(new RegExp(`${other}[^\\n]*open|open[^\\n]*${other}`, "i"));
    expect(reply.match(/\(answered above\)/g)?.length).toBe(1);
  });
});
