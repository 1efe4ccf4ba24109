// What a command handler gets: the transaction, who is acting, the current game, and a buffer for the
// mails the command causes. Mails are buffered per command and kept only if the command succeeds,
// so a failed command changes nothing, not even the mails.
import type { App } from "../app.ts";
import type { Tx } from "../db/client.ts";
import type { Work } from "../db/work.ts";
import type { Account } from "../generated/prisma/client.ts";
import { isLang, m, type Lang, type Said } from "../i18n/msg.ts";
import { ownLanguage, senderLanguage } from "../i18n/language.ts";
import type { Notices } from "./notices.ts";

/** A file attached to the mail being read. */
export interface MailFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * The work a change of games runs in, whatever caused it (a mail's verbs, a scheduled job, the
 * dashboard): the transaction, who acts, the game in hand, and the mails it causes. What the service
 * (this folder) takes; a job makes one of its own (jobs/scheduler.ts `jobSession`), with nobody acting.
 */
export interface Session {
  app: App;
  /** the transaction: Herald's statements and its write buffer (db/work.ts) */
  work: Work;
  /** the same transaction's Prisma client (work.tx), for model calls */
  tx: Tx;
  /** the account acting (a mail's sender once authenticated), or null (a job) */
  account: Account | null;
  /** set by AS: the administrator who is acting in someone's name */
  actingAdmin: Account | null;
  /** the game the following lines apply to (GAME line, subject tag, CREATE); a job's own game */
  gameId: string | null;
  /** mails caused by the changes, grouped by recipient and game */
  notices: Notices;
  /** games already read in this work, by id, with their language (games.ts rememberGame / gameRef) */
  known?: Map<string, { lang: string | null }>;
  /**
   * The moves this work's changes played for a seat that had no other (games.ts forcedMoves), each as
   * its parsed move in JSON: a line of the same mail that asks for one of them again is answered that it
   * was played (moves.ts), not refused — the player wrote the whole turn before Herald played its end.
   */
  forcedPlayed?: Array<{ gameId: string; seat: number; move: string }>;
}

/** What a verb gets: the session of one mail, and the mail itself. */
export interface MailContext extends Session {
  /** the sender's address as it arrived (lower-cased) */
  from: string;
  /** why authentication failed, when a PASSWORD line was wrong (never more precise than that) */
  authTried: boolean;
  /**
   * The From address's own account when its right password came while PASSWORD lines were paused for
   * guessing (accounts/throttle.ts): nothing is run, but the owner is answered (session.ts).
   */
  pausedOwner?: Account;
  /** the id of the inbound row, for threading */
  inboundId: number | null;
  messageId: string | null;
  references: string[];
  /**
   * The language guessed from this mail (Content-Language, charset, the text itself), or null when
   * nothing could be told: used for a sender without an account and as a new account's default.
   */
  mailLanguage: Lang | null;
  /** the files attached to the mail (UPLOAD reads them: files.ts) */
  files?: MailFile[];
  /** set by UPLOAD while it runs the line an engine made of a file: that line is never accepted typed */
  fileLine?: string;
}

/**
 * The outcome of one command line: OK with what the reply says, or ERROR with a reason. What is said,
 * not a sentence: the reply renders it in the sender's language (run.ts). A plain string is text that
 * is not Herald's to translate (a private view already rendered for the reader, a record).
 */
export type Reply = Said | string;
export type CommandResult = { ok: true; text?: Reply } | { ok: false; error: Reply };

export const OK = (text?: Reply): CommandResult => ({ ok: true, text });
export const ERROR = (error: Reply): CommandResult => ({ ok: false, error });

/** The one answer for every authentication failure (docs/protocol-spec.md): no hint which part was wrong. */
export const AUTH_ERROR = m("core.authError");

/** A refusal found deep in a handler: the runner turns it into ERROR with what it says. */
export class CommandError extends Error {
  constructor(readonly said: Reply) {
    super(typeof said === "string" ? said : JSON.stringify(said));
  }
}

export function requireAccount(ctx: MailContext): Account {
  if (!ctx.account) throw new CommandError(AUTH_ERROR);
  return ctx.account;
}

/**
 * The language of the reply to this mail: the sender's (under AS, the administrator's, who gets the
 * reply) if chosen with LANGUAGE or read from their own mails; else, for a mail about a game created with `lang=`, the game's — the
 * language that game's news comes in for that reader (i18n/language.ts) —; else the sender's guessed
 * language, else the language guessed from the mail, else English.
 */
export function replyLanguage(
  ctx: Pick<MailContext, "account" | "actingAdmin" | "mailLanguage">,
  gameLang: string | null = null,
): Lang {
  const who = ctx.actingAdmin ?? ctx.account;
  if (ownLanguage(who) && isLang(who!.language)) return who!.language;
  if (isLang(gameLang)) return gameLang;
  return senderLanguage(who, ctx.mailLanguage);
}
