// Every way a mail can end, one row each: what becomes of its row (status), whether Herald answers
import type { Sql } from "../db/work.ts";
import { mailboxOf } from "../lib/normalise.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang } from "../i18n/msg.ts";
// and with what, and the line the log keeps. The session (session.ts) and the give-up path (mail/
// inbound.ts) name the row they reach; nothing else decides how a mail ends. `classification` says what
// the mail is (parse.ts: a command, an auto-reply, a bounce …); `outcome` says which row it ended in.
// tests/pipeline/intake.test.ts reaches every row with a mail of its own.
export type Status = "done" | "ignored" | "quarantined";

/** What is mailed back: nothing, the commands' reply, a refusal, or "Herald could not process your mail". */
export type Answer = "none" | "reply" | "refusal" | "give-up";

export interface Outcome {
  status: Status;
  answer: Answer;
  /** for the log: why a mail ends here */
  log: string;
}

export const INTAKE = {
  /** its commands ran and one reply was written */
  processed: { status: "done", answer: "reply", log: "commands run, reply written" },
  /** a mail with no command line: answered with how to write one */
  "no-command": { status: "done", answer: "reply", log: "no command line; reply says how to write one" },
  /** the owner's right password while PASSWORD lines are paused for guessing: answered, nothing run */
  "password-paused": {
    status: "done",
    answer: "reply",
    log: "the owner's right password while PASSWORD lines are paused: answered, lines not run",
  },
  /** every line failed and the mailbox used up its error replies for the hour */
  "error-budget": { status: "done", answer: "none", log: "only errors, error-reply budget of the mailbox used up" },
  /** bigger than MAX_MAIL_BYTES, or too many MIME parts */
  "too-large": { status: "done", answer: "refusal", log: "too large: refused unread" },
  /** a too-large mail while the mailbox's error replies are used up */
  "too-large-unanswered": { status: "ignored", answer: "none", log: "too large, error-reply budget used up" },
  /** an address without a (verified) account past its hourly reply budget */
  "stranger-budget": { status: "ignored", answer: "none", log: "hourly reply budget of an address without an account used up" },
  // what parse.ts recognises as no person's command: never answered
  "auto-reply": { status: "ignored", answer: "none", log: "an automatic reply (vacation, out of office)" },
  bounce: { status: "ignored", answer: "none", log: "a delivery report" },
  list: { status: "ignored", answer: "none", log: "a mailing-list mail" },
  own: { status: "ignored", answer: "none", log: "Herald's own mail come back" },
  noreply: { status: "ignored", answer: "none", log: "from a no-reply address" },
  spam: { status: "ignored", answer: "none", log: "marked as spam by the mail server" },
  "dmarc-fail": { status: "ignored", answer: "none", log: "its sender's domain failed DMARC" },
  /** processing failed MAX_ATTEMPTS times */
  "failed-attempts": { status: "quarantined", answer: "give-up", log: "processing failed repeatedly" },
  /** processing ran past MAIL_TIME_BUDGET_SECONDS */
  "over-time-budget": { status: "quarantined", answer: "give-up", log: "processing ran past the time budget" },
  /** the database refused to store the mail: its bytes are kept in a minimal row */
  "store-refused": { status: "quarantined", answer: "none", log: "the database refused the mail; bytes kept" },
} as const satisfies Record<string, Outcome>;

export type OutcomeName = keyof typeof INTAKE;

/** The row a mail that parse.ts recognised as no command ends in. */
export function ignoredAs(classification: string): OutcomeName | null {
  return classification in INTAKE && INTAKE[classification as OutcomeName].status === "ignored"
    ? (classification as OutcomeName)
    : null;
}

// Herald is no mail cannon: what it sends in answer to one mail is bounded in size, and how often it
// answers one mailbox is bounded in time. Budgets count per mailbox with +tags and case folded, so
// victim+1@, victim+2@ and VICTIM@ share one budget (the outbox keeps addresses lower-cased).
/** The largest reply body Herald writes to one mail. */
export const MAX_REPLY_BYTES = 48 * 1024;

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Outbox rows of these kinds written to the mailbox of `address` since `since`. */
export async function repliesToMailbox(sql: Sql, address: string, kinds: string[], since: Date): Promise<number> {
  const box = mailboxOf(address);
  const at = box.lastIndexOf("@");
  const tagged = at < 0 ? `${likeEscape(box)}+%` : `${likeEscape(box.slice(0, at))}+%@${likeEscape(box.slice(at + 1))}`;
  const found = await sql.rows<{ n: number }>(
    `SELECT count(*)::int AS n FROM "Outbox"
     WHERE kind = ANY($1::text[]) AND "createdAt" >= $2 AND ("toAddress" = $3 OR "toAddress" LIKE $4 ESCAPE '\\')`,
    kinds,
    since,
    box,
    tagged,
  );
  return found[0]?.n ?? 0;
}

/**
 * The largest reply body an address without a (verified) account gets: a stranger's one-line mail must
 * not draw a long answer (the whole HELP is 9 KB), so mailing Herald with a forged From cannot make it
 * send much to anyone. An account gets the whole answer.
 */
export const STRANGER_REPLY_BYTES = 2048;

/**
 * A reply cut at a line boundary to `max` bytes (MAX_REPLY_BYTES, or STRANGER_REPLY_BYTES for a
 * stranger), saying so in the reader's language: how to get the rest.
 */
export function boundReply(body: string, lang: Lang = "en", max = MAX_REPLY_BYTES): string {
  if (Buffer.byteLength(body) <= max) return body;
  const note = format(lang, max < MAX_REPLY_BYTES ? m("mail.strangerCut") : m("mail.replyCut", { kb: max / 1024 }));
  const room = max - Buffer.byteLength(note) - 4;
  const out: string[] = [];
  let size = 0;
  for (const l of body.split("\n")) {
    const n = Buffer.byteLength(l) + 1;
    if (size + n > room) break;
    out.push(l);
    size += n;
  }
  out.push("", note, "");
  return out.join("\n");
}
