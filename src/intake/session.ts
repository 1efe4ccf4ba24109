// One mail, run: who sent it, its command lines, the reply and the news, inside the mail's work (one
// transaction, db/work.ts). The mail folder has read the mail (parse.ts) and claimed its row; this
// decides how it ends — a row of the intake table (intake.ts) — and queues every mail it causes on the
// work. The caller writes the mail's own record with the outcome, in the same round trip.
import type { App } from "../app.ts";
import type { Work } from "../db/work.ts";
import { readSender } from "../accounts/sender.ts";
import { footer, queueMails, replyKeyIn, type OutgoingMail } from "../outbox/outbox.ts";
import { sendingOf } from "../outbox/outbox.ts";
import { boundReply, MAX_REPLY_BYTES, repliesToMailbox, STRANGER_REPLY_BYTES } from "./outcomes.ts";
import { hashReplyKey } from "../lib/secrets.ts";
import { threadId } from "../lib/normalise.ts";
import { format } from "../i18n/format.ts";
import { readerLanguage as gameLanguage, senderLanguage } from "../i18n/language.ts";
import { verbLanguage } from "../i18n/verbs.ts";
import { LANGUAGES, m, type Lang, type Msg } from "../i18n/msg.ts";
import { AUTH_ERROR, type MailContext } from "../service/context.ts";
import { gameRef, recipient, rememberGame, subjectFor } from "../service/games.ts";
import { effectiveDelivery, readerOf, takeHeld } from "../service/held.ts";
import { isPasswordLine } from "../commands/moves.ts";
import { words } from "../games/words.ts";
import type { Games } from "../games/registry.ts";
import { Notices } from "../service/notices.ts";
import {
  authenticate,
  ECHO_TO_ACCOUNT,
  ECHO_TO_STRANGER,
  renderReply,
  isProse,
  resultText,
  runLines,
  type LineResult,
} from "../commands/run.ts";
import { ignoredAs, type OutcomeName } from "./outcomes.ts";
import { foldPress } from "../commands/press.ts";
import { pressHint } from "./press-hint.ts";
import { safeFileName } from "../lib/file-name.ts";
import { findCommand } from "../commands/table.ts";

/** What the session needs of a mail (parse.ts gives it). */
export interface MailIn {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  references: string[];
  lines: string[];
  subjectGame: string | null;
  attachments: { filename: string; contentType: string; size: number; content: Buffer }[];
  classification: string;
  reason: string;
  tooLarge: { bytes: number; limit: number } | { multiparts: number; limit: number } | null;
}

/** How the mail ended, and what its record keeps. */
export interface Ended {
  outcome: OutcomeName;
  accountId: number | null;
  /** what the inbound log shows (never a password, never a private text) */
  log: Record<string, unknown>;
}

/** Command lines read from one mail. */
const MAX_LINES = 200;

const hourBefore = (app: App) => new Date(app.now().getTime() - 3600_000);

/**
 * "Re: <their subject>": "Re:" is the mail convention every client threads on, in every language. A
 * subject that is one of Herald's own in another language (the reader answers a Greek game's news
 * mail, then says LANGUAGE fr) is said again in the reader's: only its [game-id] tag is kept.
 */
function replySubject(subject: string, lang: Lang, kinds: readonly string[] = []): string {
  const s = localSubject(subject.trim(), lang, kinds) || format(lang, m("mail.yourCommands"));
  return /^re:/i.test(s) ? s : `Re: ${s}`;
}

/** Herald's own subjects, as written in any language (a game kind's news, a reply's default). */
function ownSubjects(kinds: readonly string[]): Msg[] {
  return [m("mail.yourCommands"), ...kinds.map((kind) => subjectFor({ kind }))];
}

function localSubject(subject: string, lang: Lang, kinds: readonly string[]): string {
  const parsed = /^((?:re:\s*)*)(\[[^\]]+\]\s*)?(.*)$/is.exec(subject);
  if (!parsed) return subject;
  const [, re, tag, rest] = parsed;
  for (const msg of ownSubjects(kinds))
    if (LANGUAGES.some((l) => l !== lang && format(l, msg) === rest.trim()) && format(lang, msg) !== rest.trim())
      return `${re}${tag ?? ""}${format(lang, msg)}`;
  return subject;
}

/**
 * A player who chose no language and writes in one — verbs of that language only (JOUER, AIDE), or
 * prose Herald reads as it (i18n/guess.ts) — is answered and written to in it from now on, over a
 * game's lang= (i18n/language.ts), until LANGUAGE chooses. When that changes the language of the
 * mail's game for them, the reply says so once, with the way to choose.
 */
async function followLanguage(
  ctx: MailContext,
  from: string,
  lines: readonly string[],
  mailLanguage: Lang | null,
  game: { lang: string | null } | null,
): Promise<Msg | null> {
  const account = ctx.account;
  if (!account || account.email !== from || account.languageChosen || ctx.actingAdmin) return null;
  const evidence =
    verbLanguage(
      lines,
      ctx.app.games.all().map((e) => e.kind),
    ) ?? mailLanguage;
  if (!evidence || (account.languageFollowed && account.language === evidence)) return null;
  const before = gameLanguage(account, game);
  ctx.account = await ctx.tx.account.update({
    where: { id: account.id },
    data: { language: evidence, languageFollowed: true },
  });
  if (before === evidence) return null;
  return m("mail.languageFollowed", {
    lang: m(`core.lang.${evidence}`),
    code: evidence,
    was: m(`core.lang.${before}`),
    wasCode: before,
  });
}

/** What made a too-large mail too large, said in the reader's language. */
function tooLargeReason(t: MailIn["tooLarge"], reason: string): Msg | string {
  if (!t) return reason;
  return "bytes" in t
    ? m("mail.overBytes", { bytes: t.bytes, limit: t.limit })
    : m("mail.overMultiparts", { n: t.multiparts, limit: t.limit });
}

/**
 * What the inbound log keeps of each line: the line (passwords masked) and OK or the error. Never the
 * OK texts: they can hold a new password or a private view, and the log is shown on the dashboard.
 */
function logLines(results: LineResult[]) {
  return results.map((r) => ({ line: r.line, ok: r.result.ok, ...(r.result.ok ? {} : { error: resultText("en", r.result) }) }));
}

/**
 * Runs one mail. `mailLanguage`: the language guessed from the mail itself (null when nothing could
 * be told), for a sender without an account and a new account's default.
 */
export async function runMail(app: App, work: Work, inboundId: number, mail: MailIn, mailLanguage: Lang | null): Promise<Ended> {
  const ignored = ignoredAs(mail.classification);
  // never answer auto-replies, bounces, lists, our own mail, no-reply senders, spam, DMARC failures
  if (ignored || (mail.classification !== "command" && mail.classification !== "too-large"))
    return { outcome: ignored ?? "auto-reply", accountId: null, log: { reason: mail.reason } };
  const budget = (kinds: string[]) => repliesToMailbox(work, mail.from, kinds, hourBefore(app));
  // what authentication will ask comes in the same round trip: the guessing counts for a PASSWORD line,
  // the owners of the reply keys among the recipients (accounts/sender.ts, run.ts authenticate)
  const facts = await readSender(app, work, mail.from, {
    failures: mail.lines.slice(0, MAX_LINES).some(isPasswordLine),
    keyHashes: mail.to.map((r) => replyKeyIn(r, app.config.MAIL_FROM)).flatMap((k) => (k ? [hashReplyKey(k)] : [])),
    gameId: mail.subjectGame?.toLowerCase() ?? null,
  });
  const sender = facts.account;
  // An account whose owner never proved their address (a REGISTER anyone can forge from any From)
  // counts as a stranger — reply budget, Herald's subject, a short echo — until a mail of theirs
  // authenticates (docs/roles.md, "Accounts"): a forged REGISTER must not make an address a target.
  let known = !!sender && (!!sender.verifiedAt || sender.isAdmin);
  if (!known && (await budget(["reply", "reply-error", "reply-auth"])) >= app.config.STRANGER_REPLIES_PER_HOUR)
    return { outcome: "stranger-budget", accountId: null, log: { reason: mail.reason } };
  const arrivalLang = senderLanguage(sender, mailLanguage);
  // replies carry the service clock: the rate limits count them against it
  const reply = {
    to: mail.from,
    subject: known ? replySubject(mail.subject, arrivalLang) : format(arrivalLang, m("mail.strangerSubject")),
    inReplyTo: threadId(mail.messageId),
    references: mail.references,
    inboundId,
    createdAt: app.now(),
  };
  const overErrors = async (kind: "reply-error" | "reply-auth" = "reply-error") =>
    (await budget([kind])) >= app.config.ERROR_REPLIES_PER_HOUR;
  if (mail.classification === "too-large") {
    if (await overErrors()) return { outcome: "too-large-unanswered", accountId: null, log: { reason: mail.reason } };
    queueMails(work, sendingOf(app), [
      {
        ...reply,
        kind: "reply-error",
        lang: arrivalLang,
        body: `${format(arrivalLang, m("mail.tooLarge", { reason: tooLargeReason(mail.tooLarge, mail.reason) }))}\n`,
      },
    ]);
    return { outcome: "too-large", accountId: null, log: { reason: mail.reason } };
  }

  const ctx: MailContext = {
    app,
    work,
    tx: work.tx,
    from: mail.from,
    account: null,
    authTried: false,
    gameId: mail.subjectGame,
    notices: new Notices(),
    inboundId,
    messageId: reply.inReplyTo,
    references: reply.inReplyTo ? [...mail.references, reply.inReplyTo] : mail.references,
    actingAdmin: null,
    mailLanguage,
  };
  // the subject's game was read with the sender: remembered when it exists, forgotten when it does not
  if (ctx.gameId && facts.game) {
    rememberGame(ctx, facts.game);
    ctx.gameId = facts.game.id;
  } else if (ctx.gameId && (facts.game === null || !(await gameRef(ctx, ctx.gameId)))) ctx.gameId = null;
  // a press written over several lines is one command line (press.ts)
  const isPress = (l: string) => findCommand(words(l)[0] ?? "")?.verb === "PRESS";
  const folded = mail.lines.some(isPress) ? foldPress(mail.lines, isPress) : mail.lines;
  const lines = folded.slice(0, MAX_LINES);
  const notes: Msg[] = [];
  if (folded.length > MAX_LINES) notes.push(m("mail.onlyFirstLines", { read: MAX_LINES, ignored: folded.length - MAX_LINES }));
  // a game that takes files gets the mail's file as a move (files.ts); elsewhere files are ignored
  // (a safe base name: mail/parse.ts makes it one as the mail is read; a row stored before it is made one here)
  ctx.files = mail.attachments.map((a) => ({ name: safeFileName(a.filename), contentType: a.contentType, bytes: a.content }));
  const uploads = lines.some(isUploadLine) || (mail.attachments.length > 0 && takesFiles(app.games, ctx.gameId));
  if (uploads && !lines.some(isUploadLine)) lines.push("UPLOAD");
  if (mail.attachments.length && !uploads)
    notes.push(
      m("mail.attachmentsIgnored", {
        list: mail.attachments
          .slice(0, known ? 10 : 3)
          .map((a) =>
            m("mail.attachment", { name: a.filename.slice(0, known ? 60 : 30), type: a.contentType.slice(0, 40), size: a.size }),
          ),
      }),
    );
  await authenticate(ctx, lines, mail.to, facts);
  // the owner, whatever forged mails came before (run.ts authenticate): answered always, at their own
  // address, with a reply key (the reply's) that runs the same lines at once; nothing of this mail is run
  if (ctx.pausedOwner) {
    const owner = ctx.pausedOwner;
    const lang = senderLanguage(owner, mailLanguage);
    const body = `${format(lang, m("mail.passwordPaused"))}\n`;
    const paused: OutgoingMail = {
      ...reply,
      subject: replySubject(mail.subject, lang),
      accountId: owner.id,
      kind: "reply",
      lang,
      body,
    };
    queueMails(work, sendingOf(app), [paused]);
    return { outcome: "password-paused", accountId: owner.id, log: { lines: [], notes: [], reason: mail.reason } };
  }
  const followed = await followLanguage(ctx, mail.from, lines, mailLanguage, facts.game ?? null);
  if (followed) notes.push(followed);
  // the first mail that authenticates makes its account a known sender
  if (!known && ctx.account && ctx.account.email === mail.from) {
    known = true;
    reply.subject = replySubject(mail.subject, arrivalLang);
  }
  const results = lines.length ? await runLines(ctx, lines) : [];
  if (!lines.length) notes.push(m("mail.noCommand"));
  // a line refused for want of an account: say how to get one (the same words whether or not the
  // address has an account, so they tell nobody which addresses do)
  if (!ctx.account && results.some((r) => !r.result.ok && r.result.error === AUTH_ERROR)) notes.push(m("mail.authHint"));
  // prose in a mail about the sender's game (an answer to a press mail): how to talk to the table, once
  const hint = results.some(isProse)
    ? await pressHint(
        ctx,
        mail.subject,
        results,
        app.games.all().map((e) => e.kind),
      )
    : null;
  if (hint) notes.push(hint);
  // the reader is the address's account (one REGISTER may just have made); never the account of
  // another address that a PASSWORD line or AS acted for
  const lang =
    (ctx.account?.email === mail.from || !ctx.account ? results.at(-1)?.lang : undefined) ??
    senderLanguage(ctx.account?.email === mail.from ? ctx.account : sender, mailLanguage);
  const noteTexts = notes.map((n) => format(lang, n));
  const log = { lines: logLines(results), notes: notes.map((n) => format("en", n)) }; // the administrator's, in English
  const accountId = ctx.account?.id ?? null;
  const errorOnly = results.every((r) => !r.result.ok);
  // Answers to mails whose PASSWORD failed have a budget of their own: mails forged with the owner's
  // From and wrong passwords must not use up the owner's error replies (the owner is never silenced).
  const errorKind = ctx.authTried && !ctx.account ? "reply-auth" : "reply-error";
  // and such a mail may be anyone's: answered as a stranger's (Herald's subject, a short echo)
  if (errorKind === "reply-auth") {
    known = false;
    reply.subject = format(arrivalLang, m("mail.strangerSubject"));
  }
  // The reply carries what the commands changed for its reader, about the game it is tagged with: the
  // news of that game for the sender's own account at the sender's own address (never another's: under
  // AS or a PASSWORD of another address, that reader gets their own mail). The rest goes as news mails.
  const replyAccount = ctx.account && ctx.account.email === mail.from ? ctx.account : null;
  // A player's mistakes about their own game (a refused move, a refused file) are always answered: the
  // error budget bounds forged and unauthenticated mail and loops, never play. What is left of a loop
  // (an unmarked auto-responder answering every reply in a game's thread) is bounded by
  // GAME_ERROR_REPLIES_PER_HOUR, far above anyone's play.
  if (errorOnly) {
    const own =
      errorKind === "reply-error" &&
      lines.length > 0 &&
      !!replyAccount &&
      !ctx.actingAdmin &&
      !!ctx.gameId &&
      (await playsIn(work, replyAccount.id, ctx.gameId));
    const over = own ? (await budget(["reply-error"])) >= app.config.GAME_ERROR_REPLIES_PER_HOUR : await overErrors(errorKind);
    if (over) return { outcome: "error-budget", accountId, log };
  }
  // what was held for the sender in that game (DELIVERY turn or digest) comes with their reply: nothing
  // waits behind a mail they get at once
  if (replyAccount && ctx.gameId && effectiveDelivery(readerOf(replyAccount), ctx.gameId) !== "every") {
    const gameId = ctx.gameId;
    const held = (await takeHeld(work, [{ accountId: replyAccount.id, gameId }])).get(`${replyAccount.id}|${gameId}`);
    const game = held?.length ? await gameRef(ctx, gameId) : null;
    const kind = app.games.forGameId(gameId)?.kind;
    if (held && game && kind) ctx.notices.addHeld(recipient(replyAccount, game), gameId, subjectFor({ kind }), held);
  }
  const news = replyAccount && ctx.gameId ? ctx.notices.takeFor(replyAccount.id, ctx.gameId, lang) : "";
  // the subject in the reply's language (a LANGUAGE line may just have changed it)
  if (known)
    reply.subject = replySubject(
      mail.subject,
      lang,
      app.games.all().map((e) => e.kind),
    );
  const answer: OutgoingMail = {
    ...reply,
    accountId: replyAccount?.id ?? null,
    gameId: ctx.gameId,
    kind: errorOnly ? errorKind : "reply",
    lang,
    // the sender's echo is bounded (intake.ts); the news is Herald's own, as long as a news mail
    body:
      boundReply(
        renderReply(results, noteTexts, known ? ECHO_TO_ACCOUNT : ECHO_TO_STRANGER, lang),
        lang,
        // a stranger's whole mail, Herald's footer included (outbox.ts), is at most STRANGER_REPLY_BYTES
        known ? MAX_REPLY_BYTES : STRANGER_REPLY_BYTES - Buffer.byteLength(footer(lang)),
      ) + (news ? `\n${news}` : ""),
  };
  queueMails(work, sendingOf(app), [...(await ctx.notices.drain(work, { inboundId }, app.now())), answer]);
  return { outcome: lines.length ? "processed" : "no-command", accountId, log: { ...log, reason: mail.reason } };
}

/** Whether the account sits in the game (any seat) or hosts it. */
async function playsIn(work: Work, accountId: number, gameId: string): Promise<boolean> {
  const [row] = await work.rows<{ n: number }>(
    `SELECT count(*)::int AS n FROM "Game" g WHERE g.id = $1
       AND (g."hostId" = $2 OR EXISTS (SELECT 1 FROM "Seat" s WHERE s."gameId" = g.id AND s."accountId" = $2))`,
    gameId,
    accountId,
  );
  return (row?.n ?? 0) > 0;
}

/** An UPLOAD line. */
function isUploadLine(line: string): boolean {
  return words(line)[0]?.toUpperCase() === "UPLOAD";
}

/** Whether a game (by id) is of a kind that takes files: a mail with a file tagged with it uploads. */
function takesFiles(games: Games, gameId: string | null): boolean {
  return !!gameId && !!games.forGameId(gameId)?.files;
}
