// Runs the command lines of one mail, in order, inside the mail's transaction. Each line runs under a
// SAVEPOINT: a line that fails is rolled back alone (it changes nothing, its mails are dropped) and
// the following lines still run; earlier successes stay. Returns the reply text.
import type { MailContext, CommandResult } from "./context.ts";
import { AUTH_ERROR, CommandError, ERROR, OK } from "./context.ts";
import { Notices } from "./notices.ts";
import * as life from "./lifecycle.ts";
import * as admin from "./admin.ts";
import { history } from "./history.ts";
import { announce, isGameAdmin, loadGame, logEvent, saveState } from "./games.ts";
import { resolvePlayer, words } from "../games/words.ts";
import { hashReplyKey } from "../accounts/secrets.ts";
import { replyKeyIn } from "../mail/outbox.ts";
import { isRetryableConflict } from "../db/errors.ts";
import { engineForGameId } from "../games/registry.ts";
import { vacation } from "./vacation.ts";
import { standing } from "./standing.ts";
import * as timers from "../jobs/commands.ts";
import { passwordLocked, recordPasswordFailure } from "../accounts/throttle.ts";

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
export async function authenticate(ctx: MailContext, lines: string[], recipients: string[]): Promise<void> {
  const account = await ctx.tx.account.findUnique({ where: { email: ctx.from } });
  for (const r of recipients) {
    const key = replyKeyIn(r, ctx.app.config.MAIL_FROM);
    if (!key) continue;
    const row = await ctx.tx.replyKey.findUnique({ where: { keyHash: hashReplyKey(key) } });
    if (row && account && row.accountId === account.id) {
      ctx.account = account;
      return;
    }
  }
  const pwLine = lines.find(isPasswordLine);
  if (pwLine) {
    ctx.authTried = true;
    // guessing is throttled (accounts/throttle.ts): while locked, the line fails unchecked
    if (await passwordLocked(ctx.app, ctx.tx, account, ctx.from)) return;
    const pw = words(pwLine).slice(1).join(" ");
    if (life.checkPassword(account, pw)) ctx.account = account;
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
  if (!parsed.ok) return ERROR(parsed.error);
  const account = life.requireAccount(ctx);
  const { game, engine, seats } = lg;
  if (game.status === "open") return ERROR(`${game.id} has not started yet`);
  if (game.status === "paused") return ERROR(`${game.id} is paused; the host will resume it`);
  const afterEnd = game.status === "finished" && !!engine.acceptsAfterEnd?.(parsed.value);
  if (game.status !== "running" && !afterEnd) return ERROR(`${game.id} is ${game.status}`);
  const seat = seats.find((s) => s.accountId === account.id);
  const isAdmin = isGameAdmin(ctx, game) && !ctx.actingAdmin; // AS acts with the player's rights only
  if (!seat && !isAdmin) return ERROR(`you have no seat in ${game.id}`);
  const r = engine.apply(game.state, { seat: seat?.seat ?? null, admin: isAdmin }, parsed.value);
  if (!r.ok) return ERROR(r.error);
  await saveState(ctx, game, r.value.state);
  await logEvent(ctx, game.id, "move", line, { admin: isAdmin }, seat?.seat ?? null);
  // a move made with AS is announced as such: players must know when someone else moved for them
  const note = ctx.actingAdmin && seat ? [`The administrator (${ctx.actingAdmin.name}) made a move for ${seat.name}.`] : [];
  await announce(ctx, lg, r.value, note);
  if (isAdmin) await timers.adminActed(ctx, game);
  return OK();
}

async function asPlayer(ctx: MailContext, args: string[], rawRest: string): Promise<CommandResult> {
  const me = life.requireAccount(ctx);
  if (!me.isAdmin) return ERROR("only an administrator can act AS another player");
  if (args.length < 2) return ERROR("AS <player> <command>");
  const who = args[0];
  let target = null;
  if (who.includes("@")) target = await ctx.tx.account.findUnique({ where: { email: who.toLowerCase().replace(/^<|>$/g, "") } });
  if (!target && ctx.gameId) {
    const lg = await loadGame(ctx, ctx.gameId, false);
    const p = resolvePlayer(who, lg.seats);
    if (p.ok) target = lg.seats.find((s) => s.seat === p.seat)!.account;
  }
  if (!target) target = await ctx.tx.account.findFirst({ where: { name: { equals: who, mode: "insensitive" } } });
  if (!target) return ERROR(`no player "${who}"`);
  const inner = rawRest.trim().replace(/^\S+\s+/, ""); // drop the player word
  const saved = { account: ctx.account, actingAdmin: ctx.actingAdmin };
  ctx.account = target;
  ctx.actingAdmin = me;
  try {
    return await dispatch(ctx, inner);
  } finally {
    ctx.account = saved.account;
    ctx.actingAdmin = saved.actingAdmin;
  }
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
    case "LIST": return life.list(ctx);
    case "GAME": {
      if (!args[0] || !GAME_ID.test(args[0])) return ERROR("GAME <game-id>, e.g. GAME regicide-12");
      const g = await ctx.tx.game.findUnique({ where: { id: args[0].toLowerCase() } });
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
    const sp = `cmd_${++savepointSeq}`;
    await ctx.tx.$executeRawUnsafe(`SAVEPOINT ${sp}`);
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
      await ctx.tx.$executeRawUnsafe(`RELEASE SAVEPOINT ${sp}`);
      mailNotices.absorb(lineNotices);
    } else {
      await ctx.tx.$executeRawUnsafe(`ROLLBACK TO SAVEPOINT ${sp}`);
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
  if (notes.length) out.push(...notes, "");
  return out.join("\n");
}
