// Host and administrator verbs: PAUSE, RESUME, CANCEL, DEADLINE, KICK, REPLACE. Each is written to the
// game's audit log and announced to its players (PROTOCOL.md "Administrators").
import type { MailContext, CommandResult } from "./context.ts";
import { ERROR, OK } from "./context.ts";
import { announce, isGameAdmin, loadGame, logEvent, tellAudience, type LoadedGame } from "./games.ts";
import { leaveSeat, requireAccount } from "./lifecycle.ts";
import { formatDuration, parseDuration } from "./duration.ts";
import { resolvePlayer } from "../games/words.ts";

/** Splits "<game-id> rest…" when the first word is a game id, else uses the mail's current game. */
function gameAndRest(ctx: MailContext, args: string[]): { id: string | null; rest: string[] } {
  if (args[0] && /^[a-z0-9]+-\d+$/i.test(args[0])) return { id: args[0].toLowerCase(), rest: args.slice(1) };
  return { id: ctx.gameId, rest: args };
}

async function adminGame(ctx: MailContext, args: string[], verb: string): Promise<{ lg: LoadedGame; rest: string[] } | CommandResult> {
  requireAccount(ctx);
  const { id, rest } = gameAndRest(ctx, args);
  if (!id) return ERROR(`say which game: ${verb} <game-id> …`);
  const lg = await loadGame(ctx, id);
  if (!isGameAdmin(ctx, lg.game)) return ERROR(`only the host of ${lg.game.id} or an administrator can ${verb}`);
  ctx.gameId = lg.game.id;
  return { lg, rest };
}

async function tellPlayers(ctx: MailContext, lg: LoadedGame, text: string): Promise<void> {
  await tellAudience(ctx, lg, text);
}

function who(ctx: MailContext): string {
  const a = ctx.actingAdmin ?? ctx.account!;
  return a.isAdmin ? `the administrator (${a.name})` : `the host (${a.name})`;
}

export async function pause(ctx: MailContext, args: string[], resume: boolean): Promise<CommandResult> {
  const r = await adminGame(ctx, args, resume ? "RESUME" : "PAUSE");
  if (!("lg" in r)) return r;
  const { game } = r.lg;
  if (resume ? game.status !== "paused" : game.status !== "running") return ERROR(`${game.id} is ${game.status}`);
  await ctx.tx.game.update({ where: { id: game.id }, data: { status: resume ? "running" : "paused" } });
  game.status = resume ? "running" : "paused";
  const text = `${game.id} was ${resume ? "resumed" : "paused"} by ${who(ctx)}.`;
  await logEvent(ctx, game.id, "admin", `${resume ? "RESUME" : "PAUSE"} ${game.id}`);
  await tellPlayers(ctx, r.lg, text);
  return OK(text);
}

export async function cancel(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await adminGame(ctx, args, "CANCEL");
  if (!("lg" in r)) return r;
  const { game } = r.lg;
  if (game.status === "finished" || game.status === "cancelled") return ERROR(`${game.id} is already ${game.status}`);
  await ctx.tx.game.update({ where: { id: game.id }, data: { status: "cancelled", finishedAt: ctx.app.now() } });
  const text = `${game.id} was cancelled by ${who(ctx)}.`;
  await logEvent(ctx, game.id, "admin", `CANCEL ${game.id}`);
  await tellPlayers(ctx, r.lg, text);
  return OK(text);
}

export async function deadline(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await adminGame(ctx, args, "DEADLINE");
  if (!("lg" in r)) return r;
  const secs = r.rest[0] ? parseDuration(r.rest[0]) : null;
  if (secs === null) return ERROR("give a duration: DEADLINE <game-id> 48h (also 2d, 90m, 1d12h; at most 366d)");
  await ctx.tx.game.update({ where: { id: r.lg.game.id }, data: { deadlineSeconds: secs } });
  const text = `The move deadline of ${r.lg.game.id} is now ${formatDuration(secs)} (set by ${who(ctx)}).`;
  await logEvent(ctx, r.lg.game.id, "admin", `DEADLINE ${r.lg.game.id} ${r.rest[0]}`);
  await tellPlayers(ctx, r.lg, text);
  return OK(text);
}

export async function kick(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await adminGame(ctx, args, "KICK");
  if (!("lg" in r)) return r;
  if (!r.rest.length) return ERROR("say whom: KICK <game-id> <player>");
  const p = resolvePlayer(r.rest.join(" "), r.lg.seats);
  if (!p.ok) return ERROR(p.error);
  const name = r.lg.seats.find((s) => s.seat === p.seat)!.name;
  return leaveSeat(ctx, r.lg, p.seat, "kicked", `${name} was removed from ${r.lg.game.id} by ${who(ctx)}.`);
}

export async function replace(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await adminGame(ctx, args, "REPLACE");
  if (!("lg" in r)) return r;
  if (r.rest.length < 2) return ERROR("say whom and by whom: REPLACE <game-id> <player> <address>");
  const address = r.rest.at(-1)!.toLowerCase().replace(/^<|>$/g, "");
  const p = resolvePlayer(r.rest.slice(0, -1).join(" "), r.lg.seats);
  if (!p.ok) return ERROR(p.error);
  const newcomer = await ctx.tx.account.findUnique({ where: { email: address } });
  if (!newcomer) return ERROR(`${address} has no account; they must REGISTER first`);
  if (r.lg.seats.some((s) => s.accountId === newcomer.id)) return ERROR(`${newcomer.name} already has a seat in ${r.lg.game.id}`);
  const seat = r.lg.seats.find((s) => s.seat === p.seat)!;
  // The seat keeps its in-game name (it is how the other players and the game know it).
  await ctx.tx.seat.update({ where: { id: seat.id }, data: { accountId: newcomer.id } });
  const text = `Seat ${seat.seat} (${seat.name}) of ${r.lg.game.id} is now played by ${newcomer.name}; set by ${who(ctx)}.`;
  await logEvent(ctx, r.lg.game.id, "admin", `REPLACE ${r.lg.game.id} ${seat.seat} ${address}`, { from: seat.accountId, to: newcomer.id }, seat.seat);
  await tellPlayers(ctx, r.lg, text);
  if (r.lg.game.state) {
    seat.accountId = newcomer.id;
    seat.account = newcomer;
    await announce(ctx, r.lg, { state: r.lg.game.state, events: [], privateUpdates: [seat.seat] });
  }
  return OK(text);
}
