// End to end against a real dovecot (throwaway, unprivileged port), a real PostgreSQL and an SMTP
// sink: mail appended to the INBOX is stored, processed, answered at the sink and moved to
// Processed; duplicates, auto-replies, bounces and Herald's own mail are moved and never answered;
// the poller survives dropped connections and restarts; forged mail changes and reveals nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { GAMES } from "../../src/games/index.ts";
import { buildApp } from "../../src/runtime.ts";
import type { App } from "../../src/app.ts";
import { startImap, type ImapHandle } from "../../src/inbox/imap.ts";
import { startSender } from "../../src/outbox/sender.ts";
import { startIntake } from "../../src/intake/worker.ts";
import { commandMail, startMailStack, until, type MailStack } from "./stack.ts";
import { fixture, mailWithAttachment } from "./fixtures.ts";

describe("IMAP → Herald → SMTP (IMAP_BACKLOG=skip)", () => {
  let stack: MailStack;
  let app: App;
  let imap: ImapHandle;
  let stopSender: () => Promise<void>;
  let stopIntake: (() => Promise<void>) | undefined;
  const to = (addr: string) => stack.sink.mails.filter((m) => m.to.includes(addr));
  const processed = () => stack.dovecot.count("Processed");

  beforeAll(async () => {
    stack = await startMailStack();
    // the poll is slow on purpose: new mail must be noticed through IDLE
    app = await buildApp({ config: loadConfig(stack.env({ IMAP_POLL_SECONDS: "30" })), games: GAMES });
    stopSender = startSender(app, { pollMs: 200 });
    stopIntake = startIntake(app);
  });
  afterAll(async () => {
    await imap?.stop();
    await stopIntake?.();
    await stopSender?.();
    await app?.db.close();
    await stack?.stop();
  });

  it("leaves mail that was in the INBOX before the first attach alone", async () => {
    await stack.dovecot.append([commandMail("old@example.com", "REGISTER Old Timer")]);
    imap = startImap(app, { autoIdleDelayMs: 200 });
    await until("first pass", () => imap.status.lastPoll !== null);
    expect(imap.status.connected).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(await stack.dovecot.count("INBOX")).toBe(1);
    expect(await processed()).toBe(0); // the folder was created, empty
    expect(await app.db.prisma.inboundMessage.count()).toBe(0);
    expect(stack.sink.mails).toHaveLength(0);
  });

  let firstRaw = "";
  it("answers a REGISTER appended to the INBOX, through IDLE, and moves it to Processed", async () => {
    firstRaw = commandMail("ann@example.com", "REGISTER Ann Smith", {
      subject: "hello Herald",
      messageId: "first-ann@client.example.com",
    });
    const t = Date.now();
    await stack.dovecot.append([firstRaw]);
    const [reply] = await stack.sink.waitFor(1, 15_000, (m) => m.to.includes("ann@example.com"));
    expect(Date.now() - t).toBeLessThan(10_000); // well before the 30 s poll
    expect(reply.parsed.text).toMatch(/Your password is: \S+/);
    // an address without an account gets Herald's own subject, never the sender's
    expect(reply.parsed.subject).toBe("Herald: reply to your mail");
    expect(reply.parsed.inReplyTo).toBe("<first-ann@client.example.com>");
    expect(reply.header("auto-submitted")).toBe("auto-replied");
    expect(reply.parsed.from?.value[0].address).toBe("herald@example.test");
    await until("moved to Processed", async () => (await processed()) === 1);
    expect(await stack.dovecot.count("INBOX")).toBe(1); // only the old mail
    const row = await app.db.prisma.inboundMessage.findFirstOrThrow({ where: { messageId: "first-ann@client.example.com" } });
    expect(row).toMatchObject({ status: "done", source: "imap", classification: "command" });
    expect(row.raw).toContain("REGISTER Ann Smith");
    expect(await app.db.prisma.account.count({ where: { email: "ann@example.com" } })).toBe(1);
  });

  it("a second copy of the same Message-ID is moved to Processed and not answered again", async () => {
    await stack.dovecot.append([firstRaw]);
    await until("duplicate moved", async () => (await processed()) === 2);
    await new Promise((r) => setTimeout(r, 700)); // give the sender every chance to send a second reply
    expect(to("ann@example.com")).toHaveLength(1);
    expect(await app.db.prisma.inboundMessage.count({ where: { messageId: "first-ann@client.example.com" } })).toBe(1);
    expect(await app.db.prisma.outbox.count({ where: { toAddress: "ann@example.com" } })).toBe(1);
  });

  it("auto-replies, bounces, list mail and Herald's own mail are recorded, moved, never answered", async () => {
    const names = [
      "out-of-office.eml",
      "vacation-xautoreply.eml",
      "bounce-dsn.eml",
      "bounce-plain-postmaster.eml",
      "own-address.eml",
      "own-address-replykey.eml",
      "list-mail.eml",
    ];
    const before = stack.sink.mails.length;
    await stack.dovecot.append(names.map(fixture));
    await until("all moved", async () => (await processed()) === 2 + names.length);
    const rows = await app.db.prisma.inboundMessage.findMany({ where: { status: "ignored" } });
    expect(rows.map((r) => r.classification).sort()).toEqual([
      "auto-reply",
      "auto-reply",
      "bounce",
      "bounce",
      "list",
      "own",
      "own",
    ]);
    await new Promise((r) => setTimeout(r, 700));
    expect(stack.sink.mails.length).toBe(before);
  });

  it("awkward samples through the whole stack: HTML-only, charsets, quoted replies, a 5 MB attachment", async () => {
    const big = await mailWithAttachment(5 * 1024 * 1024);
    await stack.dovecot.append([
      fixture("html-only.eml"),
      fixture("utf8-greek.eml"),
      fixture("quoted-printable.eml"),
      fixture("iso-8859-1.eml"),
      fixture("utf8-8bit-accents.eml"),
      big,
    ]);
    const who = [
      "zoe@example.org",
      "alex@example.gr",
      "renee@example.fr",
      "francois@example.ch",
      "bjork@example.is",
      "gina@example.it",
    ];
    await stack.sink.waitFor(who.length, 30_000, (m) => who.some((w) => m.to.includes(w)));
    for (const w of who) expect(to(w), w).toHaveLength(1);
    const names = Object.fromEntries(
      (await app.db.prisma.account.findMany({ where: { email: { in: who } } })).map((a) => [a.email, a.name]),
    );
    expect(names).toEqual({
      "zoe@example.org": "Zoë Martin",
      "alex@example.gr": "Αλέξανδρος Ζωή",
      "francois@example.ch": "François Müller",
      "bjork@example.is": "Björk Åström ♠",
      "gina@example.it": "Gina Rossi",
    });
    expect(to("gina@example.it")[0].parsed.text).toMatch(/Attachments are ignored: holiday\.jpg/);
    // the quoted-printable soft line break joined one long name: refused for its length, whole
    expect(to("renee@example.fr")[0].parsed.text).toMatch(
      /REGISTER Renée Dupont-Lefèvre de la Tour d'Auvergne et du Château[\s\S]*at most 40 characters/,
    );
    expect(to("renee@example.fr")[0].parsed.text).toMatch(/HELP/);
  });

  it("reconnects when the server drops the connection, and goes on answering", async () => {
    stack.dovecot.kick();
    await until("noticed the drop", () => !imap.status.connected, 5000, 10);
    await until("reconnected", () => imap.status.connected, 15_000);
    await stack.dovecot.append([commandMail("carl@example.com", "REGISTER Carl")]);
    await stack.sink.waitFor(1, 15_000, (m) => m.to.includes("carl@example.com"));
  });

  it("after a restart it resumes where it stopped: mail that came meanwhile is answered, old mail still left alone", async () => {
    await imap.stop();
    expect(imap.status.connected).toBe(false);
    await stack.dovecot.append([commandMail("dora@example.com", "REGISTER Dora")]);
    imap = startImap(app, { autoIdleDelayMs: 200 });
    await stack.sink.waitFor(1, 15_000, (m) => m.to.includes("dora@example.com"));
    await until("dora moved", async () => (await stack.dovecot.count("INBOX")) === 1);
    expect(to("old@example.com")).toHaveLength(0);
  });

  it("a forged mail (right From, no password or reply key) changes nothing and reveals nothing", async () => {
    // Ann hosts a solo game through mail, authenticated with her password
    const password = /Your password is: (\S+)/.exec(to("ann@example.com")[0].parsed.text ?? "")![1];
    await stack.dovecot.append([commandMail("ann@example.com", `PASSWORD ${password}\nCREATE regicide\nME`)]);
    const created = await stack.sink.waitFor(2, 15_000, (m) => m.to.includes("ann@example.com"));
    const gameId = /\b(regicide-\d+)\b/.exec(created[1].parsed.text ?? "")?.[1];
    expect(gameId, created[1].parsed.text).toBeTruthy();
    const account = await app.db.prisma.account.findUniqueOrThrow({ where: { email: "ann@example.com" } });
    const game = await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId! } });
    const seats = await app.db.prisma.seat.count({ where: { gameId: gameId! } });
    const outboxBefore = await app.db.prisma.outbox.count();
    const forged = [
      // no credentials at all, a Reply-To pointing at the forger
      commandMail("ann@example.com", `PASSWORD CHANGE stolen-pass\nSTATUS ${gameId}\nME\nCANCEL ${gameId}\nRESIGN ${gameId}`, {
        replyTo: "mallory@evil.example",
        subject: `[${gameId}] hi`,
      }),
      // a wrong password
      commandMail("ann@example.com", `PASSWORD not-her-password\nSTATUS ${gameId}\nRESIGN ${gameId}`, {
        replyTo: "mallory@evil.example",
      }),
      // a made-up reply key
      commandMail("ann@example.com", `STATUS ${gameId}\nRESIGN ${gameId}`, {
        to: "herald+0123456789abcdef0123456789abcdef@example.test",
        subject: `Re: [${gameId}] your turn`,
      }),
    ];
    await stack.dovecot.append(forged);
    const replies = await stack.sink.waitFor(5, 20_000, (m) => m.to.includes("ann@example.com"));
    await new Promise((r) => setTimeout(r, 700));
    // every reply went to the account's address only, never to the forger
    expect(stack.sink.mails.filter((m) => m.to.some((t) => t.includes("evil.example")))).toHaveLength(0);
    expect(to("ann@example.com")).toHaveLength(5);
    for (const r of replies.slice(2)) {
      const text = r.parsed.text ?? "";
      expect(text).toMatch(/unknown account or wrong password/);
      expect(text).not.toMatch(/Your password is/);
      expect(text).not.toContain(password);
      expect(text).not.toContain(game.seed);
      expect(text).not.toMatch(/hand|tavern|castle/i);
      expect(r.parsed.replyTo).toBeUndefined(); // no reply key handed to an unauthenticated sender
    }
    // nothing changed
    const accountAfter = await app.db.prisma.account.findUniqueOrThrow({ where: { email: "ann@example.com" } });
    expect(accountAfter.passwordHash).toBe(account.passwordHash);
    const gameAfter = await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId! } });
    expect(gameAfter.status).toBe(game.status);
    expect(gameAfter.version).toBe(game.version);
    expect(await app.db.prisma.seat.count({ where: { gameId: gameId!, status: "active" } })).toBe(seats);
    // one reply per forged mail, and no other mail caused by them
    expect(await app.db.prisma.outbox.count()).toBe(outboxBefore + 3);
  });
});

describe("IMAP → Herald (IMAP_BACKLOG=process)", () => {
  let stack: MailStack;
  let app: App;

  beforeAll(async () => {
    stack = await startMailStack();
    app = await buildApp({ config: loadConfig(stack.env({ IMAP_BACKLOG: "process", IMAP_POLL_SECONDS: "1" })), games: GAMES });
  });
  afterAll(async () => {
    await app?.db.close();
    await stack?.stop();
  });

  it("processes the mail already in the INBOX on the first attach", async () => {
    await stack.dovecot.append(["a", "b", "c"].map((x) => commandMail(`${x}@example.com`, `REGISTER ${x.toUpperCase()}`)));
    const stopSender = startSender(app, { pollMs: 100 });
    const stopIntake = startIntake(app);
    const imap = startImap(app, { autoIdleDelayMs: 200 });
    try {
      await stack.sink.waitFor(3, 20_000);
      await until("all moved", async () => (await stack.dovecot.count("Processed")) === 3);
      expect(await stack.dovecot.count("INBOX")).toBe(0);
      expect(imap.status.processed).toBe(3);
    } finally {
      await imap.stop();
      await stopIntake();
      await stopSender();
    }
  });
});

describe("IMAP → Herald (IMAP_NOOP_MS)", () => {
  let stack: MailStack;
  let app: App;

  beforeAll(async () => {
    stack = await startMailStack();
    // no poll during the test, and (below) no IDLE: only the NOOPs can notice the mail
    app = await buildApp({ config: loadConfig(stack.env({ IMAP_POLL_SECONDS: "3600", IMAP_NOOP_MS: "50" })), games: GAMES });
  });
  afterAll(async () => {
    await app?.db.close();
    await stack?.stop();
  });

  it("notices new mail through the NOOPs between polls, without IDLE", async () => {
    const stopSender = startSender(app, { pollMs: 100 });
    const stopIntake = startIntake(app);
    // IDLE would start only after an hour of quiet
    const imap = startImap(app, { autoIdleDelayMs: 3600_000 });
    try {
      await until("first pass", () => imap.status.lastPoll !== null);
      await stack.dovecot.append([commandMail("noop@example.com", "REGISTER Noop Reader")]);
      const [reply] = await stack.sink.waitFor(1, 20_000, (m) => m.to.includes("noop@example.com"));
      expect(reply.parsed.text).toMatch(/Your password is: \S+/);
      await until("moved", async () => (await stack.dovecot.count("Processed")) === 1);
      expect(imap.status.processed).toBe(1);
    } finally {
      await imap.stop();
      await stopIntake();
      await stopSender();
    }
  });
});
