// A player's mailbox as verify reads it (src/fairplay/mailbox.ts): an mbox file split at its "From "
// lines and no others, its ">From " lines unescaped; a Maildir's cur/ and new/; a folder of .eml files;
// every form in the mailbox's own order (an mbox's, the files' names), whatever the mails' Date headers
// say (a sender writes those).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { readMailbox } from "../../src/fairplay/mailbox.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-mailbox-read-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const eml = (n: number, day: number, body: string) =>
  `From: Herald <herald@example.test>\nTo: ann@example.test\nSubject: mail ${n}\n` +
  `Date: ${day} Nov 2026 12:00:00 +0000\nMessage-ID: <m${n}@example.test>\n\n${body}\n`;

it("an mbox: split only where a mail begins, escaped From lines given back", async () => {
  const file = path.join(dir, "Inbox");
  fs.writeFileSync(
    file,
    `From herald@example.test Sun Nov  1 00:00:00 2026\n${eml(1, 1, "first\n>From the start, it said\nFrom me, in a paragraph")}\n` +
      `From herald@example.test Sun Nov  2 00:00:00 2026\n${eml(2, 2, "second")}\n`,
  );
  const mails = await readMailbox(file);
  expect(mails.map((m) => m.subject)).toEqual(["mail 1", "mail 2"]);
  expect(mails[0].text).toContain("\nFrom the start, it said\nFrom me, in a paragraph");
  expect(mails[1].name).toBe('Inbox, mail 2 ("mail 2", 2026-11-02T12:00:00Z)');
});

it("a Maildir (cur/ and new/ together) and a folder of .eml files, in the order of their files' names, not of their dates", async () => {
  const maildir = path.join(dir, "Maildir");
  for (const sub of ["cur", "new", "tmp"]) fs.mkdirSync(path.join(maildir, sub), { recursive: true });
  // a Maildir names each file by its delivery time: the mail dated earliest was delivered last
  fs.writeFileSync(path.join(maildir, "cur", "1764000000.M1:2,S"), eml(3, 3, "third"));
  fs.writeFileSync(path.join(maildir, "new", "1764000100.M2"), eml(1, 1, "first"));
  fs.writeFileSync(path.join(maildir, "tmp", "1764000200.M3"), eml(9, 9, "being delivered"));
  expect((await readMailbox(maildir)).map((m) => m.subject)).toEqual(["mail 3", "mail 1"]);
  const folder = path.join(dir, "saved");
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, "1.eml"), eml(2, 2, "second"));
  fs.writeFileSync(path.join(folder, "2.eml"), eml(1, 1, "first"));
  fs.writeFileSync(path.join(folder, ".hidden"), "not a mail");
  expect((await readMailbox(folder)).map((m) => m.subject)).toEqual(["mail 2", "mail 1"]);
});
