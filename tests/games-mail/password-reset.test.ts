// PASSWORD RESET by mail (src/commands/password-reset.ts), through the real pipeline on PostgreSQL: a
// player who lost their password gets a one-time key at their own address only (never at a Reply-To,
// never at the address of someone who forged theirs), the key gives a new password once, within the
// hour, from that address, and ends the old password, reply keys and page links.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, SERVICE, type TestApp } from "../helpers/app.ts";
import { submitRaw } from "../../src/intake/inbound.ts";

let app: TestApp;
const ANN = "ann@example.test";
const MALLORY = "mallory@example.test";
let annPassword = "";

beforeAll(async () => {
  app = await makeTestApp("postgres");
  app.clock.now = new Date("2026-12-01T08:00:00Z");
  annPassword = await app.register(ANN, "Ann");
  // Ann proves her address once (a mail with her password), then loses the password
  expect(await app.send(ANN, `PASSWORD ${annPassword}\nME`)).toMatch(/^OK/m);
  await app.register(MALLORY, "Mallory");
});
afterAll(async () => app?.close());

const keyIn = (reply: string) => /PASSWORD RESET (\S+) from this address/.exec(reply)?.[1];

/** A mail from `from` whose Reply-To names someone else, as a forger would write it. */
async function withReplyTo(from: string, replyTo: string, body: string): Promise<void> {
  const raw = [
    `From: ${from}`,
    `Reply-To: ${replyTo}`,
    `To: ${SERVICE}`,
    "Subject: help",
    `Message-ID: <reset-${Date.now()}-${Math.random()}@test>`,
    "Date: Tue, 01 Dec 2026 08:00:00 +0000",
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
    "",
  ].join("\r\n");
  await submitRaw(app, Buffer.from(raw), "local");
}

describe("PASSWORD RESET", () => {
  let key: string | undefined;

  it("mails a one-time key to the account's own address only, whatever the Reply-To says", async () => {
    const before = await app.lastOutboxId();
    await withReplyTo(ANN, MALLORY, "PASSWORD RESET");
    const sent = await app.mailsSince(before);
    expect(sent.map((r) => r.toAddress)).toEqual([ANN]);
    key = keyIn(sent[0].body);
    expect(key, sent[0].body).toBeDefined();
    expect(sent[0].body).not.toContain(annPassword);
    // asked again within the hour: no second key (a forger cannot flood the owner's mailbox)
    const again = await app.send(ANN, "PASSWORD RESET");
    expect(again).toMatch(/ERROR a reset key was already mailed/);
    expect(keyIn(again)).toBeUndefined();
    // the key is not a password, and the old password still works until the key is used
    expect(await app.send(ANN, `PASSWORD ${key}\nME`)).toMatch(/^ERROR/m);
    expect(await app.send(ANN, `PASSWORD ${annPassword}\nME`)).toMatch(/^OK/m);
  });

  it("refuses the key from another address, and an address with no account gets no key", async () => {
    const before = await app.lastOutboxId();
    expect(await app.send(MALLORY, `PASSWORD RESET ${key}`)).toMatch(/ERROR this reset key is unknown, already used or expired/);
    expect(await app.send("nobody@example.test", "PASSWORD RESET")).toMatch(/ERROR no account uses nobody@example.test/);
    const sent = await app.mailsSince(before);
    expect(sent.filter((r) => r.toAddress === ANN)).toEqual([]);
    expect(sent.some((r) => keyIn(r.body))).toBe(false);
  });

  it("gives a new password once, from the owner's address; the old one, and the used key, no longer work", async () => {
    const reply = await app.send(ANN, `PASSWORD RESET ${key}`);
    const pw = /Your new password is: (\S+)/.exec(reply)?.[1];
    expect(pw, reply).toBeDefined();
    expect(await app.send(ANN, `PASSWORD ${pw}\nME`)).toMatch(/^OK/m);
    expect(await app.send(ANN, `PASSWORD ${annPassword}\nME`)).toMatch(/^ERROR/m);
    expect(await app.send(ANN, `PASSWORD RESET ${key}`)).toMatch(/ERROR this reset key is unknown, already used or expired/);
    // the dashboard's stored copy of the key mail hides the key (and the new password)
    const stored = await app.db.prisma.inboundMessage.findMany({ where: { fromAddress: ANN }, orderBy: { id: "desc" }, take: 1 });
    expect(JSON.stringify(stored[0].parsed)).not.toContain(key!);
  });

  it("a key works for an hour only", async () => {
    app.clock.now = new Date(app.clock.now.getTime() + 2 * 3_600_000);
    const k = keyIn(await app.send(ANN, "PASSWORD RESET"));
    expect(k).toBeDefined();
    app.clock.now = new Date(app.clock.now.getTime() + 61 * 60_000);
    expect(await app.send(ANN, `PASSWORD RESET ${k}`)).toMatch(/ERROR this reset key is unknown, already used or expired/);
  });
});
