// Mail sent at once by the process that wrote it, without a claim. When this process runs the outbox
// sender, the rows a mail's transaction writes are written already claimed — `sending`, leased as a
// claim would lease them — and handed to that sender once the transaction has committed. The reply
// then goes out without waiting for a claim's round trip, and each row is updated once (sent) instead
// of twice (claimed, sent). Everything else about a row stays as it is for a claimed one: its
// Message-ID is fixed, and a row that is not sent (this process stops or dies, the server refuses it
// for a while) is claimed by a sender after its lease runs out — at-least-once, the same mail.
//
// The sender takes handed rows only while it is sending (not paused, not stopping); otherwise rows are
// written `queued` as ever and wait for a claim.
import type { App } from "../app.ts";

/** What a sender needs of a row to send it and record the outcome (the columns a claim returns). */
export interface OutboxRow {
  /** null for a row handed over by its writer (its id was never read back): it is found by Message-ID */
  id: number | null;
  messageId: string;
  toAddress: string;
  subject: string;
  body: string;
  replyTo: string | null;
  inReplyTo: string | null;
  references: string | null;
  autoSubmitted: string;
  attempts: number;
  /** stored files attached to the mail: [{ gameId, sha256 }] naming GameFile rows, when it has any */
  attachments?: unknown;
  /** when the server accepted it (set by the sender, written with the row's mark) */
  sentAt?: Date;
}

/** This process's sender, as the pipeline sees it. */
export interface Taker {
  /** how long a row written claimed is leased (the sender's own lease) */
  leaseMs: number;
  /** the sender's instance number written into the rows (mail/sender-instance.ts), null while it has none */
  claimedBy?(): number | null;
  /** whether it takes rows now (sending, not paused or stopping) */
  active(): boolean;
  /** the rows of a committed transaction, to send now */
  take(rows: OutboxRow[]): void;
}

/** The sender of this process registers itself on the App (null: it stopped). */
export function setTaker(app: App, taker: Taker | null): void {
  app.taker = taker;
}

function takerOf(app: App): Taker | null {
  return (app.taker as Taker | null | undefined) ?? null;
}

/** Rows written claimed in one transaction, to hand over once it has committed. */
export interface HandOff {
  /** the lease's end on the service clock (app.now()), the clock a sender's claim compares it with */
  leasedUntil: Date;
  /** the taking sender's instance number (mail/sender-instance.ts) */
  claimedBy?: number | null;
  rows: OutboxRow[];
}

/**
 * A hand-off for the outbox rows a transaction writes (queueMails, given it as `work.handOff`): they are
 * written claimed and handed to this process's sender by `handOver` after the commit. Null when no
 * sender here takes rows: they are written queued.
 */
export function claimForSender(app: App): HandOff | null {
  const t = takerOf(app);
  if (!t?.active()) return null;
  // the lease runs from the commit, which comes at most the mail's time budget after this (a mail past its
  // budget is rolled back): a lease counted from now could end before a slow mail commits, and another
  // instance's sender would send its rows too
  const budgetMs = app.config.MAIL_TIME_BUDGET_SECONDS * 1000;
  return { leasedUntil: new Date(app.now().getTime() + budgetMs + t.leaseMs), claimedBy: t.claimedBy?.() ?? null, rows: [] };
}

/** After the commit: the rows go to the sender. False when none were written claimed. */
export function handOver(app: App, h: HandOff | null): boolean {
  if (!h?.rows.length) return false;
  const t = takerOf(app);
  if (t) t.take(h.rows);
  // a sender that stopped meanwhile: the rows wait for their lease, then any sender claims them
  return true;
}
