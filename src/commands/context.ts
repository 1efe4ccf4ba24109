// What a command handler gets: the transaction, who is acting, the current game, and a buffer for the
// mails the command causes. Mails are buffered per command and kept only if the command succeeds,
// so a failed command changes nothing, not even the mails.
import type { App } from "../app.ts";
import type { Tx } from "../db/client.ts";
import type { Account } from "../generated/prisma/client.ts";
import type { Lang } from "../i18n/msg.ts";
import type { Notices } from "./notices.ts";

export interface MailContext {
  app: App;
  tx: Tx;
  /** the sender's address as it arrived (lower-cased) */
  from: string;
  /** the account that authenticated for this mail, or null */
  account: Account | null;
  /** why authentication failed, when a PASSWORD line was wrong (never more precise than that) */
  authTried: boolean;
  /** the game the following lines apply to (GAME line, subject tag, CREATE) */
  gameId: string | null;
  /** mails caused by the commands, grouped by recipient and game */
  notices: Notices;
  /** the id of the inbound row, for threading */
  inboundId: number | null;
  messageId: string | null;
  references: string[];
  /** set by AS: the administrator who is acting in someone's name */
  actingAdmin: Account | null;
  /**
   * The language guessed from this mail (Content-Language, charset, the text itself), or null when
   * nothing could be told: used for a sender without an account and as a new account's default.
   */
  mailLanguage: Lang | null;
}

/** The outcome of one command line: OK with text for the reply, or ERROR with a reason. */
export type CommandResult = { ok: true; text?: string } | { ok: false; error: string };

export const OK = (text?: string): CommandResult => ({ ok: true, text });
export const ERROR = (error: string): CommandResult => ({ ok: false, error });

/** The one answer for every authentication failure (PROTOCOL.md): no hint which part was wrong. */
export const AUTH_ERROR = "unknown account or wrong password";

export class CommandError extends Error {}
