// Lanes: what must stay in order. A mail's lanes are the games it names — the subject's [game-id] tag,
// and every game id among its command lines (GAME, JOIN, AS …) — and its sender's mailbox. Mails that
// share no lane may run at once; of two that share one, the earlier runs first.
//
// The lanes of a mail read from the mailbox are stored with it (InboundMessage.lanes), so that every
// instance keeps the same order: its job is keyed by its first lane (one key's jobs run in order,
// intake-worker.ts), and a mail is claimed only when no earlier pending mail shares a lane with it
// (inbound.ts): mails for different games run at once, one game's mails (and one sender's) strictly in
// arrival order.

import { mailLimit } from "./limit.ts";
import type { App } from "../app.ts";
import { parseMail } from "../mail/parse.ts";
import { headOf } from "../mail/bytes.ts";
import { headerText } from "../mail/header-text.ts";
import { mailboxOf } from "../lib/normalise.ts";
import { gameIdsIn } from "../lib/game-id.ts";

/** how much of a body is searched for game ids: command lines come first, and a mail holds at most 200 */
const SCAN_BYTES = 256 * 1024;

const gameLanes = (text: string): string[] => gameIdsIn(text).map((id) => `game:${id}`);

/** A mail's lanes. */
export interface Read {
  lanes: string[];
}

export async function readMail(app: App, raw: Buffer | string): Promise<Read> {
  try {
    const size = typeof raw === "string" ? Buffer.byteLength(raw) : raw.length;
    const p = await parseMail(raw, { serviceAddress: app.config.MAIL_FROM, maxBytes: await mailLimit(app, size) });
    const lanes = [`from:${mailboxOf(p.from ?? "")}`];
    if (p.subjectGame) lanes.push(`game:${p.subjectGame.toLowerCase()}`);
    for (const line of p.lines.slice(0, 200)) lanes.push(...gameLanes(line));
    return { lanes: [...new Set(lanes)] };
  } catch {
    return { lanes: ["unreadable"] }; // the pipeline will quarantine it; it names no game
  }
}

/** A header's value (unfolded, decoded) from a raw header block. */
function headerOf(head: string, name: string): string {
  const m = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head);
  return headerText(m?.[1]);
}

/**
 * The lanes of a mail, read without parsing it: the From address and the game ids of the Subject and of
 * the body as it is written (quoted-printable soft breaks joined). Any game id in the text counts, not
 * only those on command lines: a lane too many only orders two mails that could have run together. A
 * body the eye cannot read (base64) is parsed instead, so that no lane is missed.
 */
export async function lanesOf(app: App, raw: Buffer | string): Promise<Read> {
  const bytes = typeof raw === "string" ? Buffer.from(raw, "utf8") : raw;
  const { head, body } = headOf(bytes);
  const text = body.subarray(0, SCAN_BYTES).toString("latin1");
  if (/content-transfer-encoding:\s*base64/i.test(head) || /content-transfer-encoding:\s*base64/i.test(text))
    return readMail(app, bytes);
  const from = headerOf(head, "from");
  const address = /<([^<>]*)>\s*$/.exec(from)?.[1] ?? from.replace(/\([^()]*\)/g, "").trim();
  const lanes = [
    `from:${mailboxOf(address)}`,
    ...gameLanes(headerOf(head, "subject")),
    ...gameLanes(text.replace(/=\r?\n/g, "")),
  ];
  return { lanes: [...new Set(lanes)] };
}
