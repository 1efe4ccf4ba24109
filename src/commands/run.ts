// Runs the command lines of one mail, in order, inside the mail's transaction. Each line runs under a
// SAVEPOINT: a line that fails is rolled back alone (it changes nothing, its mails are dropped) and
// the following lines still run; earlier successes stay. Returns the reply text.
import type { MailContext, CommandResult } from "./context.ts";
import type { Account } from "../generated/prisma/client.ts";
import { AUTH_ERROR, CommandError, ERROR, OK, replyLanguage, requireAccount, type Reply } from "./context.ts";
import { Notices } from "./notices.ts";
import * as life from "./lifecycle.ts";
import { announce, loadGame, logEvent, recipient, saveState } from "./games.ts";
import { actorOf, rolesIn, whyNotActFor } from "./roles.ts";
import { resolvePlayer, words } from "../games/words.ts";
import { replyKeyAccount } from "../accounts/reply-keys.ts";
import { replyKeyIn } from "../outbox/outbox.ts";
import { isRetryableConflict } from "../db/errors.ts";
import { passwordLocked, recordPasswordFailure } from "../accounts/throttle.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang, type Said } from "../i18n/msg.ts";
import { armIdle } from "./deadlines.ts";
import { findCommand } from "./table.ts";

export interface LineResult {
  line: string; // as echoed in the reply (passwords masked)
  result: CommandResult;
  /** the language the reply is written in: the sender's, as it is after this line (LANGUAGE changes it) */
  lang?: Lang;
}

/** Lines that only set up the mail and are not commands of their own. */
function isPasswordLine(line: string): boolean {
  const w = words(line);
  return w[0]?.toUpperCase() === "PASSWORD" && w[1]?.toUpperCase() !== "CHANGE";
}

export function maskLine(line: string): string {
  const w = words(line);
  if (w[0]?.toUpperCase() !== "PASSWORD") {
    // AS <player> PASSWORD CHANGE … also carries a secret
    const i = w.findIndex((x) => x.toUpperCase() === "PASSWORD");
    if (i > 0 && w[0].toUpperCase() === "AS") return [...w.slice(0, i + 1), "******"].join(" ");
    return line.replace(/\s+/g, " ").trim();
  }
  if (w[1]?.toUpperCase() === "CHANGE") return "PASSWORD CHANGE ******";
  return "PASSWORD ******";
}

/**
 * Authenticates the mail: a reply-key address among the recipients, or a `PASSWORD <pw>` line; and the
 * From address must be the account's. Every failure looks the same from outside.
 */
export async function authenticate(ctx: MailContext, lines: string[], recipients: string[], sender?: Account | null): Promise<void> {
  // the caller may already have read the sender's account in this transaction: not read twice
  const account = sender !== undefined ? sender : await ctx.tx.account.findUnique({ where: { email: ctx.from } });
  for (const r of recipients) {
    const key = replyKeyIn(r, ctx.app.config.MAIL_FROM);
    if (!key) continue;
    const owner = await replyKeyAccount(ctx.tx, key, ctx.app.config.REPLY_KEY_DAYS);
    if (owner !== null && account && owner === account.id) {
      ctx.account = await life.verified(ctx, account);
      return;
    }
  }
  const pwLine = lines.find(isPasswordLine);
  if (pwLine) {
    ctx.authTried = true;
    // guessing is throttled (accounts/throttle.ts): while locked, the line fails unchecked
    if (await passwordLocked(ctx.app, ctx.tx, account, ctx.from)) return;
    const pw = words(pwLine).slice(1).join(" ");
    if (life.checkPassword(account, pw)) ctx.account = await life.verified(ctx, account!);
    else await recordPasswordFailure(ctx.app, ctx.tx, account, ctx.from);
  }
}

const GAME_ID = /^[a-z0-9]+-\d+$/i;

/** GAME <game-id>: the following lines of the mail apply to that game. */
export async function selectGame(ctx: MailContext, args: string[]): Promise<CommandResult> {
  if (!args[0] || !GAME_ID.test(args[0])) return ERROR(m("core.game.usage"));
  const g = await ctx.tx.game.findUnique({ where: { id: args[0].toLowerCase() }, select: { id: true } });
  if (!g) return ERROR(m("core.noSuchGame", { game: args[0].toLowerCase() }));
  ctx.gameId = g.id;
  return OK(m("core.game.selected", { game: g.id }));
}

/** A line that is no service verb: a move of the mail's current game. */
export async function gameLine(ctx: MailContext, line: string): Promise<CommandResult> {
  if (!ctx.gameId) return ERROR(m("core.unknownCommand", { verb: words(line)[0] }));
  const lg = await loadGame(ctx, ctx.gameId);
  const parsed = lg.engine.parse(line);
  if (parsed === null) return ERROR(m("core.unknownCommandFor", { verb: words(line)[0], kind: lg.engine.kind }));
  if (!parsed.ok) return ERROR(parsed.error);
  const account = requireAccount(ctx);
  const { game, engine } = lg;
  if (game.status === "open") return ERROR(m("core.move.notStarted", { game: game.id }));
  if (game.status === "paused") return ERROR(m("core.move.paused", { game: game.id }));
  const afterEnd = game.status === "finished" && !!engine.acceptsAfterEnd?.(parsed.value);
  if (game.status !== "running" && !afterEnd) return ERROR(m("core.gameIs", { game: game.id, status: life.statusMsg(game.status) }));
  const roles = await rolesIn(ctx.tx, lg, account);
  // AS: the player's own rights, and only for an administrator of this game who holds no seat in it
  if (ctx.actingAdmin) {
    const why = whyNotActFor(await rolesIn(ctx.tx, lg, ctx.actingAdmin), roles.seat, game.id);
    if (why) return ERROR(why);
  } else if (!roles.seat && !roles.secretKeeper) return ERROR(m("core.noSeat", { game: game.id }));
  const actor = ctx.actingAdmin ? { seat: roles.seat!.seat, admin: false, host: roles.host } : actorOf(roles);
  const r = engine.apply(game.state, actor, parsed.value);
  if (!r.ok) return ERROR(r.error);
  await saveState(ctx, game, r.value.state);
  // the record marks what the engine saw (admin) and who really acted for a player (by)
  await logEvent(ctx, game.id, "move", line, actor.admin ? { admin: true } : {}, actor.seat);
  // a move made for a player is announced: everyone learns that someone else moved for them
  const note = ctx.actingAdmin ? [m("core.as.moveNote", { admin: ctx.actingAdmin.name, name: roles.seat!.name, game: game.id })] : [];
  await announce(ctx, lg, r.value, note);
  // the "no administrator update" reminder restarts on any game line of an administrator or of the host
  // (a playing host's organiser lines, e.g. Killer TURN, cannot be told from their moves here)
  if ((actor.admin || actor.host || ctx.actingAdmin) && game.turnReminderSeconds && game.status === "running") await armIdle(ctx.tx, game, ctx.app.now());
  return OK();
}

/**
 * AS <player> <command>: an administrator acts for a player, explicitly. A site administrator may act
 * for any account; the host or a co-administrator only inside their game, for a seated player, and only
 * with that game's lines and STATUS (never account verbs). Whoever acts must hold no seat in the game
 * the line concerns (gameLine checks it). Every such line is written to the game's audit log with the
 * real actor, and the player is told privately what was done for them; moves are announced publicly.
 */
export async function asPlayer(ctx: MailContext, args: string[], rawRest: string): Promise<CommandResult> {
  const me = requireAccount(ctx);
  if (ctx.actingAdmin) return ERROR(m("core.as.nested"));
  if (args.length < 2) return ERROR(m("core.as.usage"));
  const who = args[0];
  const lg = ctx.gameId ? await loadGame(ctx, ctx.gameId, false) : null;
  let target = null;
  if (who.includes("@")) target = await ctx.tx.account.findUnique({ where: { email: who.toLowerCase().replace(/^<|>$/g, "") } });
  if (!target && lg) {
    const p = resolvePlayer(who, lg.seats);
    if (p.ok) target = lg.seats.find((s) => s.seat === p.seat)!.account;
  }
  if (!target) target = await ctx.tx.account.findFirst({ where: { name: { equals: who, mode: "insensitive" } } });
  if (!target) return ERROR(m("core.as.noPlayer", { who }));
  const inner = rawRest.trim().replace(/^\S+\s+/, ""); // drop the player word
  const verb = (words(inner)[0] ?? "").toUpperCase();
  if (!me.isAdmin) {
    const real = lg ? await rolesIn(ctx.tx, lg, me) : null;
    if (!lg || !real || (!real.host && !real.coadmin))
      return ERROR(m("core.as.onlyAdmin"));
    const why = whyNotActFor(real, lg.seats.find((s) => s.accountId === target.id) ?? null, lg.game.id);
    if (why) return ERROR(why);
    if (verb !== "STATUS" && lg.engine.parse(inner) === null) return ERROR(m("core.as.onlyMoves", { game: lg.game.id }));
  }
  const saved = { account: ctx.account, actingAdmin: ctx.actingAdmin };
  ctx.account = target;
  ctx.actingAdmin = me;
  let result: CommandResult;
  try {
    result = await dispatch(ctx, inner);
  } finally {
    ctx.account = saved.account;
    ctx.actingAdmin = saved.actingAdmin;
  }
  if (result.ok) await auditOnBehalf(ctx, me, target, inner, verb);
  return result;
}

/** The trace of one AS line: the game's audit log (a REVEAL for a read), and a word to the player. */
async function auditOnBehalf(ctx: MailContext, me: Account, target: Account, inner: string, verb: string): Promise<void> {
  const line = maskLine(inner);
  const reveal = verb === "STATUS";
  const named = words(inner).find((w) => GAME_ID.test(w))?.toLowerCase();
  const gameIds = reveal ? await statusGames(ctx, target, words(inner)[1])
    : ctx.gameId ? [ctx.gameId]
    : named && (await ctx.tx.game.findUnique({ where: { id: named } })) ? [named] : [];
  for (const gameId of gameIds) {
    const data = { by: me.email, for: target.email, line };
    await ctx.tx.gameEvent.create({ data: { gameId, type: reveal ? "admin" : "on-behalf", accountId: me.id, line: reveal ? `REVEAL (AS ${target.name} STATUS)` : `${me.name} for ${target.name}: ${line}`, data } });
  }
  const text = reveal
    ? m("core.as.readView", { admin: me.name, games: gameIds, n: gameIds.length })
    : m("core.as.doneFor", { admin: me.name, name: target.name, line });
  const game = gameIds[0] ?? ctx.gameId;
  const row = game ? await ctx.tx.game.findUnique({ where: { id: game }, select: { lang: true } }) : null;
  ctx.notices.addPrivate(recipient(target, row), game, m("core.as.subject"), text);
}

/** The games a STATUS line shows (the same choice as life.status). */
async function statusGames(ctx: MailContext, account: Account, arg: string | undefined): Promise<string[]> {
  const id = arg ?? ctx.gameId;
  if (id) return (await ctx.tx.game.findUnique({ where: { id: id.toLowerCase() } })) ? [id.toLowerCase()] : [];
  const seats = await ctx.tx.seat.findMany({ where: { accountId: account.id, status: "active", game: { status: { in: ["running", "paused", "open"] } } } });
  return seats.map((s) => s.gameId);
}

/** One command line → its result, from the command table (table.ts); any other verb is a game move. */
export async function dispatch(ctx: MailContext, line: string): Promise<CommandResult> {
  const w = words(line);
  if (!w.length) return ERROR(m("core.emptyLine"));
  const command = findCommand(w[0]);
  if (!command) return gameLine(ctx, line);
  return command.handler(ctx, { args: w.slice(1), rest: line.trim().slice(w[0].length), line });
}

let savepointSeq = 0;

/** Lines whose handler never writes: PASSWORD <pw> (not CHANGE) and GAME <id>. */
function writesNothing(line: string): boolean {
  return isPasswordLine(line) || !!findCommand(words(line)[0] ?? "")?.writesNothing;
}

/** Runs every line of a mail in order; returns the per-line results. */
export async function runLines(ctx: MailContext, lines: string[]): Promise<LineResult[]> {
  const results: LineResult[] = [];
  const mailNotices = ctx.notices;
  const answered = new Set<string>();
  for (const line of lines) {
    // a question asked twice in one mail is answered once (200 HELP lines must not draw 200 HELP texts)
    const w = words(line);
    if (findCommand(w[0] ?? "")?.answerOnce) {
      const key = w.join(" ").toUpperCase();
      if (answered.has(key)) {
        results.push({ line: maskLine(line), result: OK(m("core.answeredAbove")), lang: replyLanguage(ctx) });
        continue;
      }
      answered.add(key);
    }
    // A line that writes nothing (PASSWORD reports what authenticate() decided; GAME reads one id)
    // has nothing to roll back: no savepoint, two round trips saved on most mails. Every other line
    // gets its own.
    const sp = writesNothing(line) ? null : `cmd_${++savepointSeq}`;
    if (sp) await ctx.tx.$executeRawUnsafe(`SAVEPOINT ${sp}`);
    const lineNotices = new Notices();
    ctx.notices = lineNotices;
    const gameBefore = ctx.gameId;
    let result: CommandResult;
    try {
      result = await dispatch(ctx, line);
    } catch (e) {
      // a deadlock aborts the whole transaction: the mail is run again from the start (inbound.ts)
      if (isRetryableConflict(e)) throw e;
      if (e instanceof CommandError) result = ERROR(e.said);
      else {
        ctx.app.log.error({ err: (e as Error).message, verb: words(line)[0] }, "command failed unexpectedly");
        result = ERROR(m("core.internalError"));
      }
    }
    if (result.ok) {
      if (sp) await ctx.tx.$executeRawUnsafe(`RELEASE SAVEPOINT ${sp}`);
      mailNotices.absorb(lineNotices);
    } else {
      if (sp) await ctx.tx.$executeRawUnsafe(`ROLLBACK TO SAVEPOINT ${sp}`);
      // a failed GAME line must not let the next lines fall on the previous game
      ctx.gameId = words(line)[0]?.toUpperCase() === "GAME" ? null : gameBefore;
    }
    results.push({ line: maskLine(line), result, lang: replyLanguage(ctx) });
  }
  ctx.notices = mailNotices;
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

function cut(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n)}…` : s;
}

/** What a line's result says, in `lang`. */
export function resultText(lang: Lang, r: CommandResult): string {
  return format(lang, r.ok ? r.text : r.error);
}

/**
 * The reply to a mail, in `lang` — by default the sender's language as it is after the last line
 * (a LANGUAGE line is answered in the new language). `notes` may be messages or plain text.
 */
export function renderReply(results: LineResult[], notes: Array<Said | string> = [], echo: EchoLimits = ECHO_TO_ACCOUNT, lang: Lang = results.at(-1)?.lang ?? "en"): string {
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
