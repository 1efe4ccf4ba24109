// Runs the command lines of one mail, in order, inside the mail's transaction. Each line runs under a
// SAVEPOINT: a line that fails is rolled back alone (it changes nothing, its mails are dropped) and
// the following lines still run; earlier successes stay. Returns the reply text.
import type { MailContext, CommandResult } from "../service/context.ts";
import { AUTH_ERROR, CommandError, ERROR, OK, replyLanguage, type Reply } from "../service/context.ts";
import { Notices } from "../service/notices.ts";
import { words } from "../games/words.ts";
import { keyOwner, replyKeyAccount } from "../accounts/sender.ts";
import { replyKeyIn } from "../outbox/outbox.ts";
import { isConnectionLost, isRetryableConflict } from "../db/errors.ts";
import { passwordLocked, recordPasswordFailure } from "../accounts/throttle.ts";
import { verified, type Sender } from "../accounts/sender.ts";
import { hashReplyKey } from "../lib/secrets.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang, type Said } from "../i18n/msg.ts";
import { ownLanguage } from "../i18n/language.ts";
import { dispatch, findCommand } from "./table.ts";
import { gameRef } from "../service/games.ts";
import { isPasswordLine, maskLine } from "./moves.ts";

export { maskLine } from "./moves.ts";

export interface LineResult {
  line: string; // as echoed in the reply (passwords masked)
  result: CommandResult;
  /** the language the reply is written in: the sender's, as it is after this line (LANGUAGE changes it) */
  lang?: Lang;
}

/** A line answered as prose (moves.ts notAVerb: OK "core.proseLine"). */
export function isProse(r: LineResult): boolean {
  const t = r.result.ok ? r.result.text : undefined;
  return !!t && typeof t === "object" && "id" in t && t.id === "core.proseLine";
}

/**
 * Authenticates the mail: a reply-key address among the recipients, or a `PASSWORD <pw>` line; and the
 * From address must be the account's. Every failure looks the same from outside.
 */
export async function authenticate(ctx: MailContext, lines: string[], recipients: string[], known?: Sender): Promise<void> {
  // the caller may already have read the sender's account (and its keys and counts) in this
  // transaction (accounts/sender.ts): not read twice
  const account = known ? known.account : await ctx.tx.account.findUnique({ where: { email: ctx.from } });
  const days = ctx.app.config.REPLY_KEY_DAYS;
  for (const r of recipients) {
    const key = replyKeyIn(r, ctx.app.config.MAIL_FROM);
    if (!key) continue;
    const owner = known?.keys ? keyOwner(known.keys.get(hashReplyKey(key)), days) : await replyKeyAccount(ctx.tx, key, days);
    if (owner !== null && account && owner === account.id) {
      ctx.account = await verified(ctx.tx, ctx.app.now(), account);
      return;
    }
  }
  const pwLine = lines.find(isPasswordLine);
  if (pwLine) {
    ctx.authTried = true;
    const pw = words(pwLine).slice(1).join(" ");
    // guessing is throttled (accounts/throttle.ts): while locked, the line fails, right or wrong, and
    // nothing is counted (the counts read with the sender's account, when the caller read them: nothing
    // recorded since). Yet the owner's right password is recognised, so that the owner is answered
    // (session.ts) however many forged mails came first; their lines are not run, so a guess that
    // happened to be right changes nothing a guesser could see.
    if (await passwordLocked(ctx.app, ctx.work, account, ctx.from, known?.failures)) {
      if (account && ctx.app.passwords.check(account, pw)) ctx.pausedOwner = account;
      return;
    }
    if (ctx.app.passwords.check(account, pw)) ctx.account = await verified(ctx.tx, ctx.app.now(), account!);
    else await recordPasswordFailure(ctx.app, ctx.work, account, ctx.from);
  }
}

/**
 * The savepoint of a line. One name serves every line (runLines is never nested within a transaction):
 * each line's savepoint is gone or released before the next line takes the name again.
 */
const SP = "line";

/** Lines whose handler never writes: PASSWORD <pw> (not CHANGE) and GAME <id>. */
function writesNothing(line: string): boolean {
  return isPasswordLine(line) || !!findCommand(words(line)[0] ?? "")?.writesNothing;
}

/** Runs every line of a mail in order; returns the per-line results. */
export async function runLines(ctx: MailContext, lines: string[]): Promise<LineResult[]> {
  const results: LineResult[] = [];
  const mailNotices = ctx.notices;
  const answered = new Set<string>();
  /** a savepoint of an earlier line is still there (not yet released) */
  let held = false;
  for (const line of lines) {
    // a question asked twice in one mail is answered once (200 HELP lines must not draw 200 HELP texts);
    // asked about another game (a GAME line between), it is another question
    const w = words(line);
    if (findCommand(w[0] ?? "")?.answerOnce) {
      const key = `${ctx.gameId ?? ""} ${w.join(" ")}`.toUpperCase();
      if (answered.has(key)) {
        results.push({ line: maskLine(line), result: OK(m("core.answeredAbove")), lang: replyLanguage(ctx) });
        continue;
      }
      answered.add(key);
    }
    // A line that writes nothing (PASSWORD reports what authenticate() decided; GAME reads one id)
    // has nothing to roll back: no savepoint. Every other line gets its own. A line's savepoint is kept
    // until the next line needs one ("RELEASE …; SAVEPOINT …", one round trip); the COMMIT releases the last.
    const sp = !writesNothing(line);
    if (sp) await ctx.work.utility(...(held ? [`RELEASE SAVEPOINT ${SP}`] : []), `SAVEPOINT ${SP}`);
    held ||= sp;
    const lineNotices = new Notices();
    ctx.notices = lineNotices;
    const gameBefore = ctx.gameId;
    let result: CommandResult;
    try {
      result = await dispatch(ctx, line);
    } catch (e) {
      // a deadlock aborts the whole transaction, a lost connection ends it: the mail is run again from
      // the start (inbound.ts), never answered "internal error" for it
      if (isRetryableConflict(e) || isConnectionLost(e)) throw e;
      if (e instanceof CommandError) result = ERROR(e.said);
      else {
        ctx.app.log.error({ err: e, verb: words(line)[0] }, "command failed unexpectedly");
        result = ERROR(m("core.internalError"));
      }
    }
    if (result.ok) {
      mailNotices.absorb(lineNotices);
    } else {
      // back to this line's savepoint (it stays, held, until the next line releases it)
      if (sp) await ctx.work.utility(`ROLLBACK TO SAVEPOINT ${SP}`);
      // a failed GAME line must not let the next lines fall on the previous game
      ctx.gameId = findCommand(words(line)[0] ?? "")?.verb === "GAME" ? null : gameBefore;
    }
    results.push({ line: maskLine(line), result, lang: replyLanguage(ctx) });
  }
  ctx.notices = mailNotices;
  // the reply is written in the language of its last line: for a mail about a game, the game's own
  // language counts for a sender who chose none (one look-up per mail, only then)
  const last = results.at(-1);
  if (last && ctx.gameId && !ownLanguage(ctx.actingAdmin ?? ctx.account)) {
    const game = await gameRef(ctx, ctx.gameId);
    last.lang = replyLanguage(ctx, game?.lang ?? null);
  }
  return results;
}

/** How much of a sender's text a reply repeats: each echoed line and error, cut to these lengths. */
export interface EchoLimits {
  line: number;
  error: number;
}
export const ECHO_TO_ACCOUNT: EchoLimits = { line: 200, error: 400 };
/** an address without an account: the reply must not carry an attacker's text to a victim */
export const ECHO_TO_STRANGER: EchoLimits = { line: 80, error: 120 };

/** At most n characters and "…", cut between words (a word cut in two reads as a mistake in every language). */
export function cut(s: string, n: number): string {
  if (s.length <= n) return s;
  const head = s.slice(0, n);
  if (/\s/u.test(s[n])) return `${head.trimEnd()}…`;
  // the last space before the limit, unless the text has none in its second half (a long code: cut there)
  const space = head.search(/\s\S*$/u);
  return `${(space > n / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** What a line's result says, in `lang`. */
export function resultText(lang: Lang, r: CommandResult): string {
  return format(lang, r.ok ? r.text : r.error);
}

/**
 * The reply to a mail, in `lang` — by default the sender's language as it is after the last line
 * (a LANGUAGE line is answered in the new language). `notes` may be messages or plain text.
 */
export function renderReply(
  results: LineResult[],
  notes: Array<Said | string> = [],
  echo: EchoLimits = ECHO_TO_ACCOUNT,
  lang: Lang = results.at(-1)?.lang ?? "en",
): string {
  const out: string[] = [];
  for (const r of results) {
    out.push(`> ${cut(r.line, echo.line)}`);
    const text = resultText(lang, r.result);
    if (r.result.ok) out.push(text ? `OK ${text}` : "OK");
    else out.push(`ERROR ${cut(text, echo.error)}`);
    out.push("");
  }
  // one hint, whatever the cause (the answer itself stays the same for every authentication failure)
  if (results.some((r) => !r.result.ok && isAuthError(r.result.error))) out.push(format(lang, AUTH_HINT), "");
  if (notes.length) out.push(...notes.map((n) => format(lang, n)), "");
  return out.join("\n");
}

function isAuthError(e: Reply): boolean {
  return typeof e === "object" && !Array.isArray(e) && (e as { id?: string }).id === AUTH_ERROR.id;
}

export const AUTH_HINT = m("core.authHint");
