// Fair play in mail tests: the START mail a player received and the record HISTORY replies with,
// checked the way a player checks them (src/verify.ts).
import { expect } from "vitest";
import type { TestApp } from "./app.ts";
import { readRecord, verifyFiles, verifyRecord, type VerifyReport } from "../../src/verify.ts";
import type { GameRecord } from "../../src/fairplay/record.ts";

/** The START mail of a game as one address received it (the first mail that holds the signed block). */
export async function startMailTo(app: TestApp, gameId: string, to?: string): Promise<string> {
  const rows = await app.db.prisma.outbox.findMany({
    where: { gameId, ...(to ? { toAddress: to.toLowerCase() } : {}) },
    orderBy: { id: "asc" },
  });
  const m = rows.find((r) => r.body.includes("BEGIN HERALD START"));
  if (!m) throw new Error(`no START mail of ${gameId}${to ? ` to ${to}` : ""}`);
  return m.body;
}

/** Reads the record in a HISTORY reply and verifies it against the game's START mail. */
export async function verifyHistory(
  app: TestApp,
  reply: string,
  gameId: string,
): Promise<{ rec: GameRecord; report: VerifyReport }> {
  const r = readRecord(reply);
  if (!r.ok) throw new Error(r.error);
  const report = verifyRecord(r.value, { start: await startMailTo(app, gameId) });
  expect(report.reasons, report.lines.join("\n")).toEqual([]);
  expect(report.ok).toBe(true);
  // and the same, from every kind of copy a player may have saved (quoted, re-wrapped, forwarded…)
  expect(await verifiesInEveryCopy(reply, await startMailTo(app, gameId))).toBeGreaterThan(5);
  return { rec: r.value, report };
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
export async function verifiesInEveryCopy(history: string, start: string): Promise<number> {
  const starts = savedCopies(start);
  let n = 0;
  for (const [i, copy] of savedCopies(history).entries()) {
    const rep = await verifyFiles(copy.file, { startFile: starts[i].file });
    expect(rep.reasons, `${copy.name}:\n${rep.lines.join("\n")}`).toEqual([]);
    expect(rep.ok).toBe(true);
    n++;
  }
  return n;
}
