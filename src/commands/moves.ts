// The lines that are not service verbs — a game's moves — and the verbs that choose whose and which
// game's lines they are: GAME <game-id> and AS <player> <command>. The command table (table.ts) routes
// here; this module does not import the table (AS is handed the table's dispatch), so that the two
// do not import each other.
import type { MailContext, CommandResult } from "../service/context.ts";
import type { Account } from "../generated/prisma/client.ts";
import { ERROR, OK, replyLanguage, requireAccount } from "../service/context.ts";
import { statusMsg } from "./lifecycle.ts";
import {
  announce,
  eventSaid,
  gameRef,
  loadGame,
  moveWrite,
  publicSaid,
  recipient,
  subjectFor,
  type LoadedGame,
} from "../service/games.ts";
import { actorOf, heldSeatIn, rolesIn } from "../service/roles.ts";
import { decide } from "../service/gate.ts";
import { resolvePlayer, words } from "../games/words.ts";
import { armIdle } from "../service/deadlines.ts";
import { m } from "../i18n/msg.ts";
import { passFacts } from "../service/follow.ts";
import { canonicalVerb, isSomeGameVerb, nearestVerbs } from "../i18n/verbs.ts";
import { isGameId } from "../lib/game-id.ts";

/** Runs one command line (the table's dispatch). */
export type Dispatch = (ctx: MailContext, line: string) => Promise<CommandResult>;

/** Lines that only set up the mail and are not commands of their own. */
export function isPasswordLine(line: string): boolean {
  const w = words(line);
  const sub = w[1]?.toUpperCase();
  return w[0]?.toUpperCase() === "PASSWORD" && sub !== "CHANGE" && sub !== "RESET";
}

export function maskLine(line: string): string {
  const w = words(line);
  if (w[0]?.toUpperCase() !== "PASSWORD") {
    // AS <player> PASSWORD CHANGE … also carries a secret
    const i = w.findIndex((x) => x.toUpperCase() === "PASSWORD");
    if (i > 0 && w[0].toUpperCase() === "AS") return [...w.slice(0, i + 1), "******"].join(" ");
    // a webhook's path is its credential (Discord's and Slack's carry a token): only its host is kept
    if (canonicalVerb(w[0] ?? "") === "WEBHOOK" && /^https?:\/\/[^/\s]+\/\S/i.test(w[1] ?? ""))
      return `WEBHOOK ${/^https?:\/\/[^/\s]+/i.exec(w[1])![0]}/…`;
    return line.replace(/\s+/g, " ").trim();
  }
  if (w[1]?.toUpperCase() === "CHANGE") return "PASSWORD CHANGE ******";
  if (w[1]?.toUpperCase() === "RESET") return w.length > 2 ? "PASSWORD RESET ******" : "PASSWORD RESET";
  return "PASSWORD ******";
}

/** GAME <game-id>: the following lines of the mail apply to that game. */
export async function selectGame(ctx: MailContext, args: string[]): Promise<CommandResult> {
  if (!args[0] || !isGameId(args[0])) return ERROR(m("core.game.usage"));
  const g = await gameRef(ctx, args[0]);
  if (!g) return ERROR(m("core.noSuchGame", { game: args[0].toLowerCase() }));
  ctx.gameId = g.id;
  return OK(m("core.game.selected", { game: g.id }));
}

/** A line that is no service verb: a move of the mail's current game. */
export async function gameLine(ctx: MailContext, line: string): Promise<CommandResult> {
  if (!ctx.gameId) return notAVerb(ctx, line, null);
  const lg = await loadGame(ctx, ctx.gameId);
  // a file's move is made by UPLOAD from the file itself (files.ts), never typed
  const fileVerb = lg.engine.files?.verb;
  if (fileVerb && words(line)[0]?.toUpperCase() === fileVerb && ctx.fileLine !== line)
    return ERROR(m("core.file.typed", { verb: fileVerb }));
  // a followed game's facts are run by the service (follow.ts), never typed
  const followVerb = lg.engine.follow?.verb;
  if (followVerb && words(line)[0]?.toUpperCase() === followVerb) return ERROR(m("core.follow.typed", { verb: followVerb }));
  const parsed = lg.engine.parse(line);
  if (parsed === null) return notAVerb(ctx, line, lg.engine.kind);
  if (!parsed.ok) return ERROR(parsed.error);
  const account = requireAccount(ctx);
  const { game, engine } = lg;
  if (game.status === "open") return ERROR(m("core.move.notStarted", { game: game.id }));
  if (game.status === "paused") return ERROR(m("core.move.paused", { game: game.id }));
  const afterEnd = game.status === "finished" && !!engine.acceptsAfterEnd?.(parsed.value);
  if (game.status !== "running" && !afterEnd) return ERROR(m("core.gameIs", { game: game.id, status: statusMsg(game.status) }));
  const roles = await rolesIn(ctx.tx, lg, account);
  // AS: the player's own rights, and only for an administrator of this game who holds no seat in it
  if (ctx.actingAdmin) {
    const d = decide(await rolesIn(ctx.tx, lg, ctx.actingAdmin), { ask: "act-for", target: roles, gameLine: true }, game.id);
    if (!d.ok) return ERROR(d.why);
  } else if (!roles.seat && !roles.secretKeeper) {
    if (!engine.readsOnlyPublic?.(parsed.value)) return ERROR(m("core.noSeat", { game: game.id }));
    const heldSeat = await heldSeatIn(ctx.tx, game.id, account.id);
    const d = decide(roles, { ask: "read-public-past", heldSeat, finished: game.status === "finished" }, game.id);
    if (!d.ok) return ERROR(d.why);
    return publicRead(ctx, lg, parsed.value);
  }
  const actor = ctx.actingAdmin ? { seat: roles.seat!.seat, admin: false, host: roles.host } : actorOf(roles);
  const before = game.state;
  const r = engine.apply(game.state, actor, parsed.value);
  if (!r.ok) return alreadyForced(ctx, game.id, actor.seat, parsed.value, line) ?? ERROR(r.error);
  // the record marks what the engine saw (admin) and who really acted for a player (by)
  // the move's public events go with it: the history on the readers' pages (src/web/reader.ts)
  const told = publicSaid(r.value.events);
  const data = { ...(actor.admin ? { admin: true } : {}), ...(told.length ? { told } : {}) };
  const move = moveWrite(ctx, game, r.value.state, line, data, actor.seat);
  // a move made for a player is announced: everyone learns that someone else moved for them
  const note = ctx.actingAdmin
    ? [m("core.as.moveNote", { admin: ctx.actingAdmin.name, name: roles.seat!.name, game: game.id })]
    : [];
  // announce writes the move (with its deadlines, in one statement)
  await announce(ctx, lg, r.value, note, move);
  // the games that follow this one learn what changed in its facts (follow.ts), when it publishes any
  if (lg.engine.facts) await passFacts(ctx, lg, before, r.value.state);
  // the "no administrator update" reminder restarts on any game line of an administrator or of the host
  // (a playing host's organiser lines, e.g. Killer TURN, cannot be told from their moves here)
  if ((actor.admin || actor.host || ctx.actingAdmin) && game.turnReminderSeconds && game.status === "running")
    await armIdle(ctx.work, game, ctx.app.now());
  return OK();
}

/**
 * A line asking again for a move this mail's change already played for the seat, since it was its only
 * one (games.ts forcedMoves): OK, saying so, once for each move played. Null: not such a line.
 */
function alreadyForced(ctx: MailContext, gameId: string, seat: number | null, move: unknown, line: string): CommandResult | null {
  const json = JSON.stringify(move);
  const at = (ctx.forcedPlayed ?? []).findIndex((f) => f.gameId === gameId && f.seat === seat && f.move === json);
  if (at < 0) return null;
  ctx.forcedPlayed!.splice(at, 1);
  return OK(m("core.forced.already", { line: line.trim() }));
}

/**
 * A move that only reads what is public, by someone the gate let in without a seat: applied with no
 * seat and no admin, nothing written, and its public events mailed to the sender alone (no one else
 * learns of a read). Anything said to someone else would be the engine's mistake: refused.
 */
async function publicRead(ctx: MailContext, lg: LoadedGame, move: unknown): Promise<CommandResult> {
  const r = lg.engine.apply(lg.game.state, { seat: null, admin: false }, move);
  if (!r.ok) return ERROR(r.error);
  if (r.value.events.some((e) => e.to !== "all") || r.value.privateUpdates?.length)
    return ERROR(m("core.noSeat", { game: lg.game.id }));
  const to = recipient(ctx.account!, lg.game);
  for (const e of r.value.events) ctx.notices.addPublic(to, lg.game.id, subjectFor(lg.game), eventSaid(e));
  return OK();
}

/**
 * A line whose first word is no verb of the service's nor of the game's. Near a verb of either (in any
 * language): an error naming the nearest, the reader's way ("did you mean AIDE (HELP)?"). Far from
 * every verb and written as people write sentences (isProse: "Bonjour à tous,", "Thanks!", "Hello"):
 * a greeting or a signature, answered with a gentle note and not an error. Anything else ("FROBNICATE",
 * "frobnicate now") was meant as a command and stays an error.
 */
/** A capitalised first word ("Hi", "Γεια"), or lower case with a sentence's punctuation or length. */
function isProse(line: string): boolean {
  const w = words(line);
  if (!/\p{Ll}/u.test(w[0])) return false;
  return /^\p{Lu}\p{Ll}/u.test(w[0]) || /[,.!?…:;]$/.test(line.trim()) || w.length >= 4;
}

function notAVerb(ctx: MailContext, line: string, kind: string | null): CommandResult {
  const verb = words(line)[0];
  if (!kind && isSomeGameVerb(verb)) return ERROR(m("core.unknownCommand", { verb }));
  const near = nearestVerbs(verb, kind, replyLanguage(ctx));
  if (near.length) return ERROR(m("core.didYouMean", { verb, verbs: { or: near } }));
  if (isProse(line)) return OK(m("core.proseLine"));
  return ERROR(kind ? m("core.unknownCommandFor", { verb, kind }) : m("core.unknownCommand", { verb }));
}

/**
 * AS <player> <command>: an administrator acts for a player, explicitly. A site administrator may act
 * for any account; the host or a co-administrator only inside their game, for a seated player, and only
 * with that game's lines and STATUS (never account verbs). Whoever acts must hold no seat in the game
 * the line concerns (gameLine checks it). Every such line is written to the game's audit log with the
 * real actor, and the player is told privately what was done for them; moves are announced publicly.
 */
export async function asPlayer(ctx: MailContext, args: string[], rawRest: string, dispatch: Dispatch): Promise<CommandResult> {
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
  // The gate, in every game the line concerns (not only the mail's current game): the line's own game
  // ids, or the mail's game; a STATUS with neither reads all the player's games.
  const concerned = await gamesConcerned(ctx, target, inner, verb);
  if (!me.isAdmin && !concerned.length) return ERROR(m("core.as.onlyAdmin"));
  for (const gameId of concerned) {
    const g = gameId === lg?.game.id ? lg : await loadGame(ctx, gameId, false);
    const ask =
      verb === "STATUS"
        ? ({ ask: "read-for", target: await rolesIn(ctx.tx, g, target) } as const)
        : ({ ask: "act-for", target: await rolesIn(ctx.tx, g, target), gameLine: g.engine.parse(inner) !== null } as const);
    const real = await rolesIn(ctx.tx, g, me);
    if (!real.siteAdmin && !real.host && !real.coadmin) return ERROR(m("core.as.onlyAdmin"));
    const d = decide(real, ask, g.game.id);
    if (!d.ok) return ERROR(d.why);
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
  const named = words(inner)
    .find((w) => isGameId(w))
    ?.toLowerCase();
  const gameIds = reveal
    ? await statusGames(ctx, target, words(inner)[1])
    : ctx.gameId
      ? [ctx.gameId]
      : named && (await ctx.tx.game.findUnique({ where: { id: named } }))
        ? [named]
        : [];
  for (const gameId of gameIds) {
    const data = { by: me.email, for: target.email, line };
    await ctx.tx.gameEvent.create({
      data: {
        gameId,
        type: reveal ? "admin" : "on-behalf",
        accountId: me.id,
        line: reveal ? `REVEAL (AS ${target.name} STATUS)` : `${me.name} for ${target.name}: ${line}`,
        data,
      },
    });
  }
  const text = reveal
    ? m("core.as.readView", { admin: me.name, games: gameIds, n: gameIds.length })
    : m("core.as.doneFor", { admin: me.name, name: target.name, line });
  const game = gameIds[0] ?? ctx.gameId;
  const row = game ? await ctx.tx.game.findUnique({ where: { id: game }, select: { lang: true } }) : null;
  ctx.notices.addPrivate(recipient(target, row), game, m("core.as.subject"), text);
}

/**
 * The games an AS line concerns: a STATUS line's game (or, with none, every game the player is in);
 * any other line's game ids and the mail's current game.
 */
async function gamesConcerned(ctx: MailContext, target: Account, inner: string, verb: string): Promise<string[]> {
  if (verb === "STATUS") return statusGames(ctx, target, words(inner)[1]);
  const ids = new Set<string>();
  if (ctx.gameId) ids.add(ctx.gameId);
  for (const w of words(inner).slice(1)) {
    const id = w.toLowerCase();
    if (isGameId(id) && (await ctx.tx.game.findUnique({ where: { id }, select: { id: true } }))) ids.add(id);
  }
  return [...ids];
}

/** The games a STATUS line shows (the same choice as life.status). */
async function statusGames(ctx: MailContext, account: Account, arg: string | undefined): Promise<string[]> {
  const id = arg ?? ctx.gameId;
  if (id) return (await ctx.tx.game.findUnique({ where: { id: id.toLowerCase() } })) ? [id.toLowerCase()] : [];
  const seats = await ctx.tx.seat.findMany({
    where: { accountId: account.id, status: "active", game: { status: { in: ["running", "paused", "open"] } } },
  });
  return seats.map((s) => s.gameId);
}
