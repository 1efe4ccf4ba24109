// Runs the command lines of one mail, in order, inside the mail's transaction. Each line runs under a
// SAVEPOINT: a line that fails is rolled back alone (it changes nothing, its mails are dropped) and
// the following lines still run; earlier successes stay. Returns the reply text.
import type { MailContext, CommandResult } from "./context.ts";
import type { Account } from "../generated/prisma/client.ts";
import { AUTH_ERROR, CommandError, ERROR, OK } from "./context.ts";
import { Notices } from "./notices.ts";
import * as life from "./lifecycle.ts";
import * as admin from "./admin.ts";
import { history } from "./history.ts";
import { announce, loadGame, logEvent, saveState } from "./games.ts";
import { actorOf, rolesIn, whyNotActFor } from "./roles.ts";
import { resolvePlayer, words } from "../games/words.ts";
import { replyKeyAccount } from "../accounts/reply-keys.ts";
import { replyKeyIn } from "../outbox/outbox.ts";
import { isRetryableConflict } from "../db/errors.ts";
import { engineForGameId } from "../games/registry.ts";
import { vacation } from "./vacation.ts";
import { standing } from "./standing.ts";
import * as timers from "../jobs/commands.ts";
import { passwordLocked, recordPasswordFailure } from "../accounts/throttle.ts";
import { format } from "../i18n/format.ts";

export interface LineResult {
  line: string; // as echoed in the reply (passwords masked)
  result: CommandResult;
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

async function gameLine(ctx: MailContext, line: string): Promise<CommandResult> {
  if (!ctx.gameId)
    return ERROR(`unknown command "${words(line)[0]}" — HELP lists the commands; for a game move say which game with GAME <game-id> or [game-id] in the subject`);
  const lg = await loadGame(ctx, ctx.gameId);
  const parsed = lg.engine.parse(line);
  if (parsed === null) return ERROR(`unknown command "${words(line)[0]}" for ${lg.engine.kind} — HELP ${lg.engine.kind} lists its commands`);
  if (!parsed.ok) return ERROR(format("en", parsed.error));
  const account = life.requireAccount(ctx);
  const { game, engine, seats } = lg;
  if (game.status === "open") return ERROR(`${game.id} has not started yet`);
  if (game.status === "paused") return ERROR(`${game.id} is paused; the host will resume it`);
  const afterEnd = game.status === "finished" && !!engine.acceptsAfterEnd?.(parsed.value);
  if (game.status !== "running" && !afterEnd) return ERROR(`${game.id} is ${game.status}`);
  const roles = await rolesIn(ctx.tx, lg, account);
  // AS: the player's own rights, and only for an administrator of this game who holds no seat in it
  if (ctx.actingAdmin) {
    const why = whyNotActFor(await rolesIn(ctx.tx, lg, ctx.actingAdmin), roles.seat, game.id);
    if (why) return ERROR(why);
  } else if (!roles.seat && !roles.secretKeeper) return ERROR(`you have no seat in ${game.id}`);
  const actor = ctx.actingAdmin ? { seat: roles.seat!.seat, admin: false, host: roles.host } : actorOf(roles);
  const r = engine.apply(game.state, actor, parsed.value);
  if (!r.ok) return ERROR(format("en", r.error));
  await saveState(ctx, game, r.value.state);
  // the record marks what the engine saw (admin) and who really acted for a player (by)
  await logEvent(ctx, game.id, "move", line, actor.admin ? { admin: true } : {}, actor.seat);
  // a move made for a player is announced: everyone learns that someone else moved for them
  const note = ctx.actingAdmin ? [`${ctx.actingAdmin.name} (administrator) for ${roles.seat!.name}: made a move in ${game.id}.`] : [];
  await announce(ctx, lg, r.value, note);
  // the "no administrator update" reminder restarts on any game line of an administrator or of the host
  // (a playing host's organiser lines, e.g. Killer TURN, cannot be told from their moves here)
  if (actor.admin || actor.host || ctx.actingAdmin) await timers.adminActed(ctx, game);
  return OK();
}

/**
 * AS <player> <command>: an administrator acts for a player, explicitly. A site administrator may act
 * for any account; the host or a co-administrator only inside their game, for a seated player, and only
 * with that game's lines and STATUS (never account verbs). Whoever acts must hold no seat in the game
 * the line concerns (gameLine checks it). Every such line is written to the game's audit log with the
 * real actor, and the player is told privately what was done for them; moves are announced publicly.
 */
async function asPlayer(ctx: MailContext, args: string[], rawRest: string): Promise<CommandResult> {
  const me = life.requireAccount(ctx);
  if (ctx.actingAdmin) return ERROR("AS cannot be nested");
  if (args.length < 2) return ERROR("AS <player> <command>");
  const who = args[0];
  const lg = ctx.gameId ? await loadGame(ctx, ctx.gameId, false) : null;
  let target = null;
  if (who.includes("@")) target = await ctx.tx.account.findUnique({ where: { email: who.toLowerCase().replace(/^<|>$/g, "") } });
  if (!target && lg) {
    const p = resolvePlayer(who, lg.seats);
    if (p.ok) target = lg.seats.find((s) => s.seat === p.seat)!.account;
  }
  if (!target) target = await ctx.tx.account.findFirst({ where: { name: { equals: who, mode: "insensitive" } } });
  if (!target) return ERROR(`no player "${who}"`);
  const inner = rawRest.trim().replace(/^\S+\s+/, ""); // drop the player word
  const verb = (words(inner)[0] ?? "").toUpperCase();
  if (!me.isAdmin) {
    const real = lg ? await rolesIn(ctx.tx, lg, me) : null;
    if (!lg || !real || (!real.host && !real.coadmin))
      return ERROR("only an administrator can act AS another player (a host or co-administrator: inside their game)");
    const why = whyNotActFor(real, lg.seats.find((s) => s.accountId === target.id) ?? null, lg.game.id);
    if (why) return ERROR(why);
    if (verb !== "STATUS" && lg.engine.parse(inner) === null) return ERROR(`AS in ${lg.game.id} takes only its moves and STATUS`);
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
  const text = reveal ? `${me.name} (administrator) read your private view${gameIds.length ? ` of ${gameIds.join(", ")}` : ""}.` : `${me.name} (administrator) for ${target.name}: ${line}`;
  ctx.notices.addPrivate({ accountId: target.id, email: target.email }, gameIds[0] ?? ctx.gameId, "Herald — done for you", text);
}

/** The games a STATUS line shows (the same choice as life.status). */
async function statusGames(ctx: MailContext, account: Account, arg: string | undefined): Promise<string[]> {
  const id = arg ?? ctx.gameId;
  if (id) return (await ctx.tx.game.findUnique({ where: { id: id.toLowerCase() } })) ? [id.toLowerCase()] : [];
  const seats = await ctx.tx.seat.findMany({ where: { accountId: account.id, status: "active", game: { status: { in: ["running", "paused", "open"] } } } });
  return seats.map((s) => s.gameId);
}

/** One command line → its result. Throws CommandError for a refusal found deep in a handler. */
export async function dispatch(ctx: MailContext, line: string): Promise<CommandResult> {
  const w = words(line);
  const verb = (w[0] ?? "").toUpperCase();
  const args = w.slice(1);
  const rest = line.trim().slice(w[0]?.length ?? 0);
  switch (verb) {
    case "HELP": return life.help(ctx, args);
    case "REGISTER": return life.register(ctx, rest);
    case "PASSWORD":
      if (args[0]?.toUpperCase() === "CHANGE") return life.passwordChange(ctx, args.slice(1).join(" "));
      if (ctx.actingAdmin) return ERROR("AS … PASSWORD is not needed");
      return ctx.account ? OK("authenticated") : ERROR(AUTH_ERROR);
    case "ME": return life.me(ctx);
    case "RENAME": return life.rename(ctx, rest);
    case "LOGOUT":
      if (args[0]?.toUpperCase() !== "ALL" || args.length > 1) return ERROR("LOGOUT ALL ends every reply key, dashboard session and API token of your account");
      return life.logoutAll(ctx);
    case "LIST": return life.list(ctx);
    case "GAME": {
      if (!args[0] || !GAME_ID.test(args[0])) return ERROR("GAME <game-id>, e.g. GAME regicide-12");
      const g = await ctx.tx.game.findUnique({ where: { id: args[0].toLowerCase() }, select: { id: true } });
      if (!g) return ERROR(`there is no game ${args[0].toLowerCase()}`);
      ctx.gameId = g.id;
      return OK(`the following lines apply to ${g.id}`);
    }
    case "CREATE": return timers.createWithTimers(ctx, args);
    case "JOIN": return life.join(ctx, args);
    case "START": return timers.startWithTimers(ctx, args);
    case "STATUS": return life.status(ctx, args);
    case "RESIGN": return life.resign(ctx, args);
    case "OBSERVE": return life.observe(ctx, args);
    case "HISTORY": return history(ctx, args);
    case "AS": return asPlayer(ctx, args, rest);
    case "PAUSE": return admin.pause(ctx, args, false);
    case "RESUME": return timers.resumeWithDeadlines(ctx, args);
    case "CANCEL": return admin.cancel(ctx, args);
    case "DEADLINE": return timers.deadlineWithRearm(ctx, args);
    case "KICK": return admin.kick(ctx, args);
    case "REPLACE": return admin.replace(ctx, args);
    case "VOLUNTEER": return admin.volunteer(ctx, args);
    case "COADMIN": return admin.coadmin(ctx, args);
    case "VACATION": return vacation(ctx, args);
    case "AUTO": {
      // inside a game whose kind has AUTO, it is that game's own verb; otherwise (or AUTO ALL …) a standing order
      const all = /^(ALL|EVERYWHERE)$/i.test(args[0] ?? "");
      if (!all && ctx.gameId && engineForGameId(ctx.gameId)?.parse(line) != null) return gameLine(ctx, line);
      return standing(ctx, all ? args.slice(1) : args);
    }
    case "": return ERROR("empty line");
    default: return gameLine(ctx, line);
  }
}

let savepointSeq = 0;

/** Lines whose handler never writes: PASSWORD <pw> (not CHANGE) and GAME <id>. */
function writesNothing(line: string): boolean {
  const verb = (words(line)[0] ?? "").toUpperCase();
  return isPasswordLine(line) || verb === "GAME";
}

/** Verbs that only answer a question: repeated in one mail, they are answered once. */
const ANSWER_ONCE = new Set(["HELP", "LIST", "ME", "STATUS", "HISTORY"]);

/** Runs every line of a mail in order; returns the per-line results. */
export async function runLines(ctx: MailContext, lines: string[]): Promise<LineResult[]> {
  const results: LineResult[] = [];
  const mailNotices = ctx.notices;
  const answered = new Set<string>();
  for (const line of lines) {
    // a question asked twice in one mail is answered once (200 HELP lines must not draw 200 HELP texts)
    const w = words(line);
    if (ANSWER_ONCE.has((w[0] ?? "").toUpperCase())) {
      const key = w.join(" ").toUpperCase();
      if (answered.has(key)) {
        results.push({ line: maskLine(line), result: OK("(answered above)") });
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
      if (e instanceof CommandError) result = ERROR(e.message);
      else {
        ctx.app.log.error({ err: (e as Error).message, verb: words(line)[0] }, "command failed unexpectedly");
        result = ERROR("Herald could not carry out this command (an internal error); nothing was changed. The administrator can see the log.");
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
    results.push({ line: maskLine(line), result });
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

export function renderReply(results: LineResult[], notes: string[] = [], echo: EchoLimits = ECHO_TO_ACCOUNT): string {
  const out: string[] = [];
  for (const r of results) {
    out.push(`> ${cut(r.line, echo.line)}`);
    if (r.result.ok) {
      out.push(r.result.text ? `OK ${r.result.text}` : "OK");
    } else out.push(`ERROR ${cut(r.result.error, echo.error)}`);
    out.push("");
  }
  // one hint, whatever the cause (the answer itself stays the same for every authentication failure)
  if (results.some((r) => !r.result.ok && r.result.error === AUTH_ERROR)) out.push(AUTH_HINT, "");
  if (notes.length) out.push(...notes, "");
  return out.join("\n");
}

export const AUTH_HINT =
  "To act for your account, either reply to a mail Herald sent you, to its Reply-To address (herald+…@…; " +
  "a \"reply to sender\" that writes to Herald's plain address loses it), or put a line PASSWORD <your password> " +
  "above your commands, sent from your account's address.";
