// Host and administrator verbs: PAUSE, RESUME, CANCEL, DEADLINE, KICK, REPLACE, COADMIN, and the
// newcomer's VOLUNTEER that REPLACE needs. Each is written to the game's audit log and announced to its
// players (PROTOCOL.md "Administrators"). Who may use which is decided in roles.ts (docs/roles.md).
import type { MailContext, CommandResult } from "./context.ts";
import { ERROR, OK } from "./context.ts";
import { announce, loadGame, logEvent, tellAudience, type LoadedGame } from "./games.ts";
import { coadminIds, mayJudge, mayOrganise, rolesIn, type Roles } from "./roles.ts";
import { leaveSeat, requireAccount } from "./lifecycle.ts";
import { formatDuration, parseDuration } from "./duration.ts";
import { resolvePlayer } from "../games/words.ts";

/** Splits "<game-id> rest…" when the first word is a game id, else uses the mail's current game. */
function gameAndRest(ctx: MailContext, args: string[]): { id: string | null; rest: string[] } {
  if (args[0] && /^[a-z0-9]+-\d+$/i.test(args[0])) return { id: args[0].toLowerCase(), rest: args.slice(1) };
  return { id: ctx.gameId, rest: args };
}

type Need = "organise" | "judge";

async function adminGame(ctx: MailContext, args: string[], verb: string, need: Need = "organise"): Promise<{ lg: LoadedGame; rest: string[]; roles: Roles } | CommandResult> {
  const account = requireAccount(ctx);
  const { id, rest } = gameAndRest(ctx, args);
  if (!id) return ERROR(`say which game: ${verb} <game-id> …`);
  const lg = await loadGame(ctx, id);
  const roles = await rolesIn(ctx.tx, lg, account);
  if (!mayOrganise(roles)) return ERROR(`only the host of ${lg.game.id} or an administrator can ${verb}`);
  if (need === "judge" && !mayJudge(roles, lg.game.status))
    return ERROR(`you play in ${lg.game.id}: ${verb} of a running game is for an administrator who holds no seat ` +
      `(the host can add one: COADMIN ${lg.game.id} ADD <address>)`);
  ctx.gameId = lg.game.id;
  return { lg, rest, roles };
}

async function tellPlayers(ctx: MailContext, lg: LoadedGame, text: string): Promise<void> {
  await tellAudience(ctx, lg, text);
}

function who(ctx: MailContext, lg?: LoadedGame): string {
  const a = ctx.account!;
  const by = ctx.actingAdmin ? ` — done by ${ctx.actingAdmin.name} for them` : "";
  return (a.isAdmin || !lg || lg.game.hostId !== a.id ? `the administrator (${a.name})` : `the host (${a.name})`) + by;
}

export async function pause(ctx: MailContext, args: string[], resume: boolean): Promise<CommandResult> {
  const r = await adminGame(ctx, args, resume ? "RESUME" : "PAUSE");
  if (!("lg" in r)) return r;
  const { game } = r.lg;
  if (resume ? game.status !== "paused" : game.status !== "running") return ERROR(`${game.id} is ${game.status}`);
  await ctx.tx.game.update({ where: { id: game.id }, data: { status: resume ? "running" : "paused" } });
  game.status = resume ? "running" : "paused";
  const text = `${game.id} was ${resume ? "resumed" : "paused"} by ${who(ctx, r.lg)}.`;
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
  const text = `${game.id} was cancelled by ${who(ctx, r.lg)}.`;
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
  const text = `The move deadline of ${r.lg.game.id} is now ${formatDuration(secs)} (set by ${who(ctx, r.lg)}).`;
  await logEvent(ctx, r.lg.game.id, "admin", `DEADLINE ${r.lg.game.id} ${r.rest[0]}`);
  await tellPlayers(ctx, r.lg, text);
  return OK(text);
}

export async function kick(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await adminGame(ctx, args, "KICK", "judge");
  if (!("lg" in r)) return r;
  if (!r.rest.length) return ERROR("say whom: KICK <game-id> <player>");
  const p = resolvePlayer(r.rest.join(" "), r.lg.seats);
  if (!p.ok) return ERROR(p.error);
  const name = r.lg.seats.find((s) => s.seat === p.seat)!.name;
  return leaveSeat(ctx, r.lg, p.seat, "kicked", `${name} was removed from ${r.lg.game.id} by ${who(ctx, r.lg)}.`);
}

export async function replace(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await adminGame(ctx, args, "REPLACE", "judge");
  if (!("lg" in r)) return r;
  const { game } = r.lg;
  if (r.rest.length < 2) return ERROR("say whom and by whom: REPLACE <game-id> <player> <address>");
  const address = r.rest.at(-1)!.toLowerCase().replace(/^<|>$/g, "");
  const p = resolvePlayer(r.rest.slice(0, -1).join(" "), r.lg.seats);
  if (!p.ok) return ERROR(p.error);
  const newcomer = await ctx.tx.account.findUnique({ where: { email: address } });
  if (!newcomer) return ERROR(`${address} has no account; they must REGISTER first`);
  if (newcomer.id === game.hostId) return ERROR(`a seat of ${game.id} cannot go to its host`);
  if ((await coadminIds(ctx.tx, game.id)).includes(newcomer.id))
    return ERROR(`${newcomer.name} is a co-administrator of ${game.id} and may have seen its secrets: they cannot take a seat`);
  if (r.lg.seats.some((s) => s.accountId === newcomer.id)) return ERROR(`${newcomer.name} already has a seat in ${game.id}`);
  // the newcomer's consent: a VOLUNTEER line from their own address, for this game
  const offer = await ctx.tx.gameEvent.findFirst({ where: { gameId: game.id, type: "volunteer", accountId: newcomer.id }, orderBy: { id: "desc" } });
  const used = offer && await ctx.tx.gameEvent.findFirst({ where: { gameId: game.id, type: "admin", id: { gt: offer.id }, data: { path: ["to"], equals: newcomer.id } } });
  if (!offer || used) return ERROR(`${newcomer.name} has not offered to play: they send VOLUNTEER ${game.id} first`);
  const seat = r.lg.seats.find((s) => s.seat === p.seat)!;
  // The seat keeps its in-game name (it is how the other players and the game know it).
  await ctx.tx.seat.update({ where: { id: seat.id }, data: { accountId: newcomer.id } });
  const text = `Seat ${seat.seat} (${seat.name}) of ${game.id} is now played by ${newcomer.name}; set by ${who(ctx, r.lg)}.`;
  await logEvent(ctx, game.id, "admin", `REPLACE ${game.id} ${seat.seat} ${address}`, { from: seat.accountId, to: newcomer.id }, seat.seat);
  await tellPlayers(ctx, r.lg, text);
  if (game.state) {
    seat.accountId = newcomer.id;
    seat.account = newcomer;
    await announce(ctx, r.lg, { state: game.state, events: [], privateUpdates: [seat.seat] });
  }
  return OK(text);
}

/** VOLUNTEER <game-id>: the sender offers to take a seat of a running game (REPLACE needs it). */
export async function volunteer(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  if (ctx.actingAdmin) return ERROR("VOLUNTEER must come from the volunteer's own address");
  const id = args[0] ?? ctx.gameId;
  if (!id) return ERROR("say which game: VOLUNTEER <game-id>");
  const lg = await loadGame(ctx, id, false);
  const roles = await rolesIn(ctx.tx, lg, account);
  if (roles.seat) return ERROR(`you already play in ${lg.game.id}`);
  if (roles.host || roles.coadmin) return ERROR(`you administer ${lg.game.id}: you cannot take a seat in it`);
  if (lg.game.status !== "running" && lg.game.status !== "paused") return ERROR(`${lg.game.id} is ${lg.game.status}; JOIN an open game`);
  await ctx.tx.gameEvent.create({ data: { gameId: lg.game.id, type: "volunteer", accountId: account.id, line: `VOLUNTEER ${lg.game.id}` } });
  const host = await ctx.tx.account.findUniqueOrThrow({ where: { id: lg.game.hostId } });
  ctx.notices.addAdmin({ accountId: host.id, email: host.email }, lg.game.id, `${lg.game.id} — a volunteer`,
    `${account.name} <${account.email}> offers to take a seat in ${lg.game.id} (REPLACE ${lg.game.id} <player> ${account.email}).`);
  return OK(`the host of ${lg.game.id} has been told you offer to play; you get a seat only when an administrator REPLACEs someone by you`);
}

/**
 * COADMIN [<game-id>] ADD <address> | REMOVE <address> | LIST: the host (or a site administrator) names
 * the administrators who keep the game's secrets without playing. Announced to every player, since a
 * co-administrator sees every secret of the game.
 */
export async function coadmin(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const { id, rest } = gameAndRest(ctx, args);
  if (!id) return ERROR("say which game: COADMIN <game-id> ADD <address>");
  const lg = await loadGame(ctx, id);
  const { game } = lg;
  ctx.gameId = game.id;
  const op = (rest[0] ?? "LIST").toUpperCase();
  const ids = await coadminIds(ctx.tx, game.id);
  if (op === "LIST") {
    const accs = await ctx.tx.account.findMany({ where: { id: { in: ids } }, orderBy: { name: "asc" } });
    return OK(accs.length ? `co-administrators of ${game.id}: ${accs.map((a) => a.name).join(", ")}` : `${game.id} has no co-administrator`);
  }
  if (account.id !== game.hostId && !account.isAdmin) return ERROR(`only the host of ${game.id} can name its co-administrators`);
  if (game.status === "finished" || game.status === "cancelled") return ERROR(`${game.id} is ${game.status}`);
  if ((op !== "ADD" && op !== "REMOVE") || !rest[1]) return ERROR(`COADMIN ${game.id} ADD <address> | REMOVE <address> | LIST`);
  const address = rest[1].toLowerCase().replace(/^<|>$/g, "");
  const other = await ctx.tx.account.findUnique({ where: { email: address } });
  if (!other) return ERROR(`${address} has no account; they must REGISTER first`);
  let text: string;
  if (op === "ADD") {
    if (other.id === game.hostId) return ERROR(`${other.name} hosts ${game.id} already`);
    if (lg.seats.some((s) => s.accountId === other.id)) return ERROR(`${other.name} plays in ${game.id}: a player cannot keep its secrets`);
    if (ids.includes(other.id)) return ERROR(`${other.name} is already a co-administrator of ${game.id}`);
    await ctx.tx.gameAdmin.create({ data: { gameId: game.id, accountId: other.id, addedBy: account.id } });
    text = `${other.name} is now a co-administrator of ${game.id} (sees every secret of the game, holds no seat); named by ${account.name}.`;
  } else {
    if (!ids.includes(other.id)) return ERROR(`${other.name} is not a co-administrator of ${game.id}`);
    await ctx.tx.gameAdmin.delete({ where: { gameId_accountId: { gameId: game.id, accountId: other.id } } });
    text = `${other.name} is no longer a co-administrator of ${game.id}; removed by ${account.name}.`;
  }
  await logEvent(ctx, game.id, "admin", `COADMIN ${game.id} ${op} ${address}`, { account: other.id });
  await tellAudience(ctx, lg, text);
  ctx.notices.addAdmin({ accountId: other.id, email: other.email }, game.id, `${game.id} — administration`, text);
  return OK(text);
}
