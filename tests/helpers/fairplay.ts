// Fair play in mail tests: the START mail a player received and the record HISTORY replies with,
// checked the way a player checks them (src/verify.ts), and the player's whole mailbox
// (src/verify-mailbox.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import type { TestApp } from "./app.ts";
import { readRecord, verifyFiles, verifyRecord, type VerifyReport } from "../../src/verify.ts";
import type { GameRecord } from "../../src/fairplay/record.ts";
import { verifyMailbox } from "../../src/verify-mailbox.ts";
import { SHOWN } from "../../src/verify.ts";
import { publicKey } from "../../src/fairplay/key-store.ts";
import { composeRaw } from "../../src/mail/compose.ts";

/** The START mail of a game as one address received it (the first mail that holds the signed block). */
export async function startMailTo(app: TestApp, gameId: string, to?: string): Promise<string> {
  // as the test reads mails (tests/helpers/app.ts: the outbox's soft line breaks joined)
  const rows = (await app.mails(to)).filter((r) => r.gameId === gameId);
  const m = rows.find((r) => r.body.includes("BEGIN HERALD START"));
  if (!m) throw new Error(`no START mail of ${gameId}${to ? ` to ${to}` : ""}`);
  return m.body;
}

/**
 * Reads the record in a HISTORY reply and verifies it against the game's START mail, with the key
 * Herald signs with; then from the mailbox of the player who asked (verifiesFromMailbox).
 */
export async function verifyHistory(
  app: TestApp,
  reply: string,
  gameId: string,
  opts: { forwardedTo?: string } = {},
): Promise<{ rec: GameRecord; report: VerifyReport }> {
  const r = readRecord(reply);
  if (!r.ok) throw new Error(r.error);
  const key = await publicKey(app.db.prisma);
  const report = verifyRecord(r.value, { start: await startMailTo(app, gameId), key });
  expect(report.reasons, report.lines.join("\n")).toEqual([]);
  expect(report.ok).toBe(true);
  // and the same, from every kind of copy a player may have saved (quoted, re-wrapped, forwarded…)
  expect(await verifiesInEveryCopy(reply, await startMailTo(app, gameId), key)).toBeGreaterThan(5);
  // the reply as the test read it (tests/helpers/app.ts: soft breaks joined), its row as stored
  const asker = (await app.mails()).filter((m) => m.body === reply).at(-1);
  if (!asker) throw new Error("the reply's row is not in the outbox");
  if (!opts.forwardedTo) await verifiesFromMailbox(app, asker.toAddress, gameId);
  else {
    // the record reached this player forwarded by the one who took it (a Killer REVEAL)
    const fwd = {
      to: opts.forwardedTo,
      subject: `Fwd: ${asker.subject}`,
      body: `Here it is.\n\n${reply}`,
      messageId: "<fwd@example.test>",
    };
    await verifiesFromMailbox(app, opts.forwardedTo, gameId, [fwd]);
  }
  return { rec: r.value, report };
}

// ---- a player's mailbox ----

export interface SentMail {
  /** Herald's own address unless told */
  from?: string;
  to: string;
  subject: string;
  body: string;
  messageId: string;
  /** the Date header (default: a minute after the mail before) */
  date?: Date;
}

/** Every mail Herald sent to `address`, in the order it wrote them. */
export async function mailsTo(app: TestApp, address: string): Promise<SentMail[]> {
  const rows = await app.db.prisma.outbox.findMany({ where: { toAddress: address.toLowerCase() }, orderBy: { id: "asc" } });
  return rows.map((r) => ({ to: r.toAddress, subject: r.subject, body: r.body, messageId: r.messageId }));
}

/** The mails as the player's client keeps them: RFC 822 as Herald's composer writes them, a minute apart. */
function composed(mails: SentMail[]): Promise<Buffer[]> {
  const first = Date.UTC(2026, 10, 1);
  return Promise.all(
    mails.map((m, i) =>
      composeRaw({
        from: m.from ?? "Herald <herald@example.test>",
        to: m.to,
        subject: m.subject,
        text: m.body,
        messageId: m.messageId,
        date: m.date ?? new Date(first + i * 60_000),
      }),
    ),
  );
}

/** The mails as an mbox file (each after a "From " line; body lines that begin "From " escaped). */
export function mbox(mails: Buffer[]): Buffer {
  return Buffer.from(
    mails
      .map(
        (m) =>
          `From herald@example.test Sun Nov  1 00:00:00 2026\n${m
            .toString("utf8")
            .replace(/\r\n/g, "\n")
            .replace(/^(>*From )/gm, ">$1")}\n`,
      )
      .join("\n"),
  );
}

/** A mailbox written to a new folder: "mbox" (one file), "maildir" (cur/) or "eml" (one file per mail). */
export async function saveMailbox(sent: SentMail[], form: "mbox" | "maildir" | "eml"): Promise<string> {
  const mails = await composed(sent);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-mailbox-"));
  if (form === "mbox") {
    fs.writeFileSync(path.join(dir, "Inbox"), mbox(mails));
    return path.join(dir, "Inbox");
  }
  const into = form === "maildir" ? path.join(dir, "cur") : dir;
  fs.mkdirSync(into, { recursive: true });
  for (const [i, m] of mails.entries()) fs.writeFileSync(path.join(into, `${String(i + 1).padStart(4, "0")}.eml`), m);
  return dir;
}

/** The mails saved as a mailbox in a new folder, verified from there (verify --mailbox), the folder then removed. */
export async function checkMailbox(sent: SentMail[], form: "mbox" | "maildir" | "eml", game?: string): Promise<VerifyReport> {
  const where = await saveMailbox(sent, form);
  try {
    return await verifyMailbox(where, { game });
  } finally {
    fs.rmSync(form === "mbox" ? path.dirname(where) : where, { recursive: true, force: true });
  }
}

/**
 * The game verified from the player's own mailbox in its three forms: VERIFIED, with the key of the
 * player's first mail from Herald; then with one number changed in the text of one mail that shows a
 * draw (not in a signed block): NOT VERIFIED, naming that mail.
 */
export async function verifiesFromMailbox(
  app: TestApp,
  address: string,
  gameId: string,
  extra: SentMail[] = [],
): Promise<VerifyReport> {
  const mails = [...(await mailsTo(app, address)), ...extra];
  let report: VerifyReport | undefined;
  for (const form of ["mbox", "maildir", "eml"] as const) {
    const rep = await checkMailbox(mails, form, gameId);
    expect(rep.reasons, `${form}:\n${rep.lines.join("\n")}`).toEqual([]);
    expect(rep.ok).toBe(true);
    expect(rep.lines.join("\n")).toMatch(/Herald's key \(from your first mail from Herald: /);
    report ??= rep;
  }
  const shown = Number(/(\d+) lines of draws shown/.exec(report!.lines.join("\n"))![1]);
  // a game that drew something shows it in the mails (a Killer game whose order was given drew nothing)
  if (report!.lines.some((l) => /^ {2}\S.* → (?!no draw$)/.test(l))) expect(shown).toBeGreaterThan(0);
  if (report!.lines.some((l) => l.startsWith(SHOWN) && /\d/.test(l)))
    await refusedWhenChanged(gameId, changeOneDrawnNumber(mails, report!));
  return report!;
}

/** The mailbox with one line of one mail changed: NOT VERIFIED, naming that mail and the changed line. */
export async function refusedWhenChanged(gameId: string, changed: { mails: SentMail[]; index: number; line: string }) {
  const rep = await checkMailbox(changed.mails, "mbox", gameId);
  expect(rep.ok).toBe(false);
  expect(rep.reasons.join("\n")).toContain(`mail ${changed.index + 1} `);
  expect(rep.reasons.join("\n")).toContain(changed.line);
  return rep;
}

/**
 * One digit of one line that shows a draw, changed in one mail's text (outside the signed blocks): the
 * longest such line, whose changed copy the game said nowhere else.
 */
function changeOneDrawnNumber(mails: SentMail[], rep: VerifyReport): { mails: SentMail[]; index: number; line: string } {
  const drawn = rep.lines.filter((l) => l.startsWith(SHOWN)).map((l) => l.slice(SHOWN.length));
  const said = new Set(drawn);
  for (const line of drawn.filter((l) => /\d/.test(l)).sort((a, b) => b.length - a.length)) {
    let index = mails.length - 1;
    while (index >= 0 && !mails[index].body.includes(line)) index--;
    const changed = [1, 2, 3, 4, 5, 6].map((d) => line.replace(/\d(?=\D*$)/, String(d))).find((l) => l !== line && !said.has(l));
    if (index < 0 || !changed) continue;
    const copy = mails.slice();
    copy[index] = { ...mails[index], body: mails[index].body.replace(line, changed) };
    return { mails: copy, index, line: changed };
  }
  throw new Error("no mail shows a draw");
}

// ---- how a saved copy comes back from a player's mailbox ----

/** A reply's quoting: "On … wrote:" and every line behind "> ". */
export function quoted(text: string): string {
  return (
    "Look at this.\n\nOn Sun, 29 Nov 2026, Herald <herald@example.test> wrote:\n" +
    text
      .split("\n")
      .map((l) => `> ${l}`)
      .join("\n")
  );
}

/** A client that re-wraps long lines at spaces (and quotes them again), as when replying or forwarding. */
export function rewrapped(text: string, width = 40): string {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    let rest = line;
    while (rest.length > width && rest.lastIndexOf(" ", width) > 0) {
      const at = rest.lastIndexOf(" ", width);
      out.push(rest.slice(0, at));
      rest = rest.slice(at + 1);
    }
    out.push(rest);
  }
  return out.join("\n");
}

const header = (ct: string, cte: string) =>
  `From: Herald <herald@example.test>\r\nTo: ann@example.test\r\nSubject: [g] the record\r\nDate: Sun, 29 Nov 2026 12:00:00 +0000\r\n` +
  `Message-ID: <x${Math.random().toString(36).slice(2)}@example.test>\r\nMIME-Version: 1.0\r\nContent-Type: ${ct}\r\nContent-Transfer-Encoding: ${cte}\r\n\r\n`;

/** A saved .eml in format=flowed: every long line soft-broken at spaces ("word \r\n"), as clients send. */
export function flowedEml(text: string): Buffer {
  const body = text
    .split("\n")
    .map((line) => rewrapped(line, 30).split("\n").join(" \r\n"))
    .join("\r\n");
  return Buffer.from(header("text/plain; charset=utf-8; format=flowed; delsp=no", "8bit") + body + "\r\n");
}

/** A saved .eml whose body is quoted-printable with lines broken at 40 characters ("=" soft breaks). */
export function qpEml(text: string): Buffer {
  const qp = text
    .split("\n")
    .map((line) => {
      const enc = Buffer.from(line, "utf8")
        .toString("latin1")
        .replace(/[=\x80-\xff]/g, (c) => "=" + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0"));
      return (enc.match(/.{1,39}/g) ?? [""]).join("=\r\n");
    })
    .join("\r\n");
  return Buffer.from(header("text/plain; charset=utf-8", "quoted-printable") + qp + "\r\n");
}

/** A saved .eml with a base64 body. */
export function base64Eml(text: string): Buffer {
  const b64 = (
    Buffer.from(text, "utf8")
      .toString("base64")
      .match(/.{1,76}/g) ?? []
  ).join("\r\n");
  return Buffer.from(header("text/plain; charset=utf-8", "base64") + b64 + "\r\n");
}

/** The mail forwarded inline ("---------- Forwarded message ---------"), re-wrapped on the way. */
export function forwardedInline(text: string): Buffer {
  const fwd =
    "Have a look.\n\n---------- Forwarded message ---------\nFrom: Herald <herald@example.test>\n" +
    "Date: Sun, 29 Nov 2026\nSubject: [g] the record\nTo: ann@example.test\n\n" +
    rewrapped(text, 60);
  return qpEml(fwd);
}

/** The saved mail forwarded as an attachment (message/rfc822) inside a new mail. */
export function forwardedAttached(eml: Buffer): Buffer {
  const b = "BOUNDARY-fwd-1";
  return Buffer.concat([
    Buffer.from(
      header(`multipart/mixed; boundary="${b}"`, "7bit").replace("Content-Transfer-Encoding: 7bit\r\n", "") +
        `--${b}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nForwarding Herald's mail.\r\n--${b}\r\n` +
        'Content-Type: message/rfc822\r\nContent-Disposition: attachment; filename="record.eml"\r\n\r\n',
    ),
    eml,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
}

/** Every way a player may hand the saved mail back: as text, or as a file. */
export function savedCopies(text: string): { name: string; file: Buffer }[] {
  return [
    { name: "plain text", file: Buffer.from(text) },
    { name: "quoted", file: Buffer.from(quoted(text)) },
    { name: "re-wrapped at spaces and quoted", file: Buffer.from(quoted(rewrapped(text, 30))) },
    { name: "quoted twice, re-wrapped", file: Buffer.from(quoted(rewrapped(quoted(text), 50))) },
    { name: "format=flowed .eml", file: flowedEml(text) },
    { name: "quoted-printable .eml", file: qpEml(text + "\né".repeat(3)) },
    { name: "base64 .eml", file: base64Eml(text) },
    { name: "forwarded inline", file: forwardedInline(text) },
    { name: "forwarded as attachment", file: forwardedAttached(qpEml(text)) },
  ];
}

/** The record and START mail, in every saved form (both in the same form), all VERIFIED. */
export async function verifiesInEveryCopy(history: string, start: string, key: string): Promise<number> {
  const starts = savedCopies(start);
  let n = 0;
  for (const [i, copy] of savedCopies(history).entries()) {
    const rep = await verifyFiles(copy.file, { startFile: starts[i].file, key });
    expect(rep.reasons, `${copy.name}:\n${rep.lines.join("\n")}`).toEqual([]);
    expect(rep.ok).toBe(true);
    n++;
  }
  return n;
}
