// Host and administrator verbs: PAUSE, RESUME, CANCEL, DEADLINE, KICK, REPLACE, COADMIN, and the
// newcomer's VOLUNTEER that REPLACE needs. Each is written to the game's audit log and announced to its
// players (docs/protocol-spec.md "Administrators"). Who may use which is decided in roles.ts (docs/roles.md).
import type { MailContext, CommandResult } from "../service/context.ts";
import { ERROR, OK, requireAccount } from "../service/context.ts";
import {
  announce,
  loadGame,
  logEvent,
  recipient,
  saveState,
  subjectFor,
  tellAudience,
  viewPart,
  type LoadedGame,
} from "../service/games.ts";
import { sendHeldOfGameSoon } from "../service/held.ts";
import { coadminIds, mayJudge, mayOrganise, noteWitnesses, rolesIn, type Roles } from "../service/roles.ts";
import { decide } from "../service/gate.ts";
import { leaveSeat, statusMsg } from "./lifecycle.ts";
import { durationMsg, parseDuration } from "../service/deadlines.ts";
import { armIdle, formatDue, REARM_GRACE_SECONDS, rearmDeadlines } from "../service/deadlines.ts";
import { m, type Msg, genderOf } from "../i18n/msg.ts";
import { resolvePlayer } from "../games/words.ts";
import { isGameId } from "../lib/game-id.ts";

/** Splits "<game-id> rest…" when the first word is a game id, else uses the mail's current game. */
function gameAndRest(ctx: MailContext, args: string[]): { id: string | null; rest: string[] } {
  if (args[0] && isGameId(args[0])) return { id: args[0].toLowerCase(), rest: args.slice(1) };
  return { id: ctx.gameId, rest: args };
}

type Need = "organise" | "judge";

export async function adminGame(
  ctx: MailContext,
  args: string[],
  verb: string,
  need: Need = "organise",
): Promise<{ lg: LoadedGame; rest: string[]; roles: Roles } | CommandResult> {
  const account = requireAccount(ctx);
  const { id, rest } = gameAndRest(ctx, args);
  if (!id) return ERROR(m("core.sayWhichGame", { verb }));
  const lg = await loadGame(ctx, id);
  const roles = await rolesIn(ctx.tx, lg, account);
  if (!mayOrganise(roles)) return ERROR(m("core.admin.onlyHost", { game: lg.game.id, verb }));
  if (need === "judge" && !mayJudge(roles, lg.game.status)) return ERROR(m("core.admin.youPlay", { game: lg.game.id, verb }));
  ctx.gameId = lg.game.id;
  return { lg, rest, roles };
}

async function tellPlayers(ctx: MailContext, lg: LoadedGame, text: Msg): Promise<void> {
  await tellAudience(ctx, lg, text);
}

/** "the host (Ann)", "the administrator (Root) — done by Root for them". */
export function who(ctx: MailContext, lg?: LoadedGame): Msg {
  const a = ctx.account!;
  const role = a.isAdmin || !lg || lg.game.hostId !== a.id ? "admin" : "host";
  return m("core.admin.who", { role, name: a.name, acting: ctx.actingAdmin ? "yes" : "no", by: ctx.actingAdmin?.name ?? "" });
}

export async function pause(ctx: MailContext, args: string[], resume: boolean): Promise<CommandResult> {
  const r = await adminGame(ctx, args, resume ? "RESUME" : "PAUSE");
  if (!("lg" in r)) return r;
  const { game } = r.lg;
  if (resume ? game.status !== "paused" : game.status !== "running")
    return ERROR(m("core.gameIs", { game: game.id, status: statusMsg(game.status) }));
  await ctx.tx.game.update({ where: { id: game.id }, data: { status: resume ? "running" : "paused" } });
  game.status = resume ? "running" : "paused";
  const text = m(resume ? "core.admin.resumed" : "core.admin.paused", { game: game.id, who: who(ctx, r.lg) });
  await logEvent(ctx, game.id, "admin", `${resume ? "RESUME" : "PAUSE"} ${game.id}`);
  await tellPlayers(ctx, r.lg, text);
  if (resume && game.state) {
    // the decisions pending now get a whole new deadline (the pause may have been long), and everyone
    // is told who is awaited with the new deadlines
    await rearmDeadlines(ctx.work, game, r.lg.seats, r.lg.engine.pending(game.state), ctx.app.now(), "fresh");
    await armIdle(ctx.work, game, ctx.app.now());
    await announce(ctx, r.lg, { state: game.state, events: [] });
  }
  return OK(text);
}

export async function cancel(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await adminGame(ctx, args, "CANCEL");
  if (!("lg" in r)) return r;
  const { game } = r.lg;
  if (game.status === "finished" || game.status === "cancelled")
    return ERROR(m("core.admin.already", { game: game.id, status: statusMsg(game.status) }));
  await ctx.tx.game.update({ where: { id: game.id }, data: { status: "cancelled", finishedAt: ctx.app.now() } });
  const text = m("core.admin.cancelled", { game: game.id, who: who(ctx, r.lg) });
  await logEvent(ctx, game.id, "admin", `CANCEL ${game.id}`);
  await tellAudience(ctx, r.lg, text, [], true);
  await sendHeldOfGameSoon(ctx.work, game.id, ctx.app.now());
  return OK(text);
}

export async function deadline(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await adminGame(ctx, args, "DEADLINE");
  if (!("lg" in r)) return r;
  const secs = r.rest[0] ? parseDuration(r.rest[0]) : null;
  if (secs === null) return ERROR(m("core.deadline.usage"));
  const { game } = r.lg;
  await ctx.tx.game.update({ where: { id: game.id }, data: { deadlineSeconds: secs } });
  game.deadlineSeconds = secs;
  const text = m("core.deadline.set", { game: game.id, time: durationMsg(secs), who: who(ctx, r.lg) });
  await logEvent(ctx, game.id, "admin", `DEADLINE ${game.id} ${r.rest[0]}`);
  await tellPlayers(ctx, r.lg, text);
  // the pending decisions' deadlines are counted again from their opening with the new length
  if (game.status !== "running" || !game.state) return OK(text);
  const now = ctx.app.now();
  const moved = await rearmDeadlines(ctx.work, game, r.lg.seats, r.lg.engine.pending(game.state), now, "keep");
  if (!moved.length) return OK(text);
  // A shorter length is honoured, but a decision already open is never cut shorter than the grace
  // (the players learn of the change by this mail): said, with when the next one falls.
  const floor = now.getTime() + REARM_GRACE_SECONDS * 1000;
  const next = moved.reduce((a, b) => (b.due < a.due ? b : a)).due;
  if (next.getTime() > floor) return OK([text, m("core.deadline.recounted")]);
  return OK([text, m("core.deadline.graced", { grace: durationMsg(REARM_GRACE_SECONDS), due: formatDue(next, now) })]);
}

export async function kick(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await adminGame(ctx, args, "KICK", "judge");
  if (!("lg" in r)) return r;
  if (!r.rest.length) return ERROR(m("core.kick.usage"));
  const p = resolvePlayer(r.rest.join(" "), r.lg.seats);
  if (!p.ok) return ERROR(p.error);
  const { name, account } = r.lg.seats.find((s) => s.seat === p.seat)!;
  const gender = genderOf(account.gender);
  return leaveSeat(ctx, r.lg, p.seat, "kicked", m("core.kick.done", { name, gender, game: r.lg.game.id, who: who(ctx, r.lg) }));
}

export async function replace(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await adminGame(ctx, args, "REPLACE", "judge");
  if (!("lg" in r)) return r;
  const { game } = r.lg;
  if (r.rest.length < 2) return ERROR(m("core.replace.usage"));
  const address = r.rest.at(-1)!.toLowerCase().replace(/^<|>$/g, "");
  const p = resolvePlayer(r.rest.slice(0, -1).join(" "), r.lg.seats);
  if (!p.ok) return ERROR(p.error);
  const newcomer = await ctx.tx.account.findUnique({ where: { email: address } });
  if (!newcomer) return ERROR(m("core.noAccount", { address }));
  if (newcomer.id === game.hostId) return ERROR(m("core.replace.host", { game: game.id }));
  const theirs = await rolesIn(ctx.tx, r.lg, newcomer);
  if (theirs.coadmin) return ERROR(m("core.replace.coadmin", { name: newcomer.name, game: game.id }));
  if (!decide(theirs, { ask: "take-seat" }, game.id).ok)
    return ERROR(m("core.replace.witness", { name: newcomer.name, game: game.id }));
  if (r.lg.seats.some((s) => s.accountId === newcomer.id))
    return ERROR(m("core.replace.hasSeat", { name: newcomer.name, game: game.id }));
  // the newcomer's consent: a VOLUNTEER line from their own address, for this game
  const offer = await ctx.tx.gameEvent.findFirst({
    where: { gameId: game.id, type: "volunteer", accountId: newcomer.id },
    orderBy: { id: "desc" },
  });
  const used =
    offer &&
    (await ctx.tx.gameEvent.findFirst({
      where: { gameId: game.id, type: "admin", id: { gt: offer.id }, data: { path: ["to"], equals: newcomer.id } },
    }));
  if (!offer || used) return ERROR(m("core.replace.noOffer", { name: newcomer.name, game: game.id }));
  const seat = r.lg.seats.find((s) => s.seat === p.seat)!;
  const oldName = seat.name;
  // The seat is known by the newcomer's name from now on, in the service's lists and in the engine's
  // views and reports (engine.rename, recorded in the audit entry below so that a replay renames too)
  await ctx.tx.seat.update({ where: { id: seat.id }, data: { accountId: newcomer.id, name: newcomer.name } });
  const text = m("core.replace.done", {
    seat: seat.seat,
    name: oldName,
    game: game.id,
    newcomer: newcomer.name,
    who: who(ctx, r.lg),
  });
  await logEvent(
    ctx,
    game.id,
    "admin",
    `REPLACE ${game.id} ${seat.seat} ${address}`,
    { from: seat.accountId, to: newcomer.id, name: newcomer.name },
    seat.seat,
  );
  await tellPlayers(ctx, r.lg, text);
  if (game.state) {
    seat.accountId = newcomer.id;
    seat.account = newcomer;
    seat.name = newcomer.name;
    const { engine } = r.lg;
    if (engine.rename) await saveState(ctx, game, engine.rename(game.state, seat.seat, newcomer.name));
    await announce(ctx, r.lg, { state: game.state, events: [], privateUpdates: [seat.seat] });
  }
  return OK(text);
}

/** VOLUNTEER <game-id>: the sender offers to take a seat of a running game (REPLACE needs it). */
export async function volunteer(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  if (ctx.actingAdmin) return ERROR(m("core.volunteer.own"));
  const id = args[0] ?? ctx.gameId;
  if (!id) return ERROR(m("core.sayWhichGame", { verb: "VOLUNTEER" }));
  const lg = await loadGame(ctx, id, false);
  const roles = await rolesIn(ctx.tx, lg, account);
  if (roles.seat) return ERROR(m("core.volunteer.plays", { game: lg.game.id }));
  if (roles.host || roles.coadmin) return ERROR(m("core.volunteer.administers", { game: lg.game.id }));
  const may = decide(roles, { ask: "take-seat" }, lg.game.id);
  if (!may.ok) return ERROR(may.why);
  if (lg.game.status !== "running" && lg.game.status !== "paused")
    return ERROR(m("core.volunteer.notRunning", { game: lg.game.id, status: statusMsg(lg.game.status) }));
  await ctx.tx.gameEvent.create({
    data: { gameId: lg.game.id, type: "volunteer", accountId: account.id, line: `VOLUNTEER ${lg.game.id}` },
  });
  const host = await ctx.tx.account.findUniqueOrThrow({ where: { id: lg.game.hostId } });
  ctx.notices.addAdmin(
    recipient(host, lg.game),
    lg.game.id,
    m("core.volunteer.subject", { game: lg.game.id }),
    m("core.volunteer.news", { name: account.name, email: account.email, game: lg.game.id }),
  );
  return OK(m("core.volunteer.done", { game: lg.game.id }));
}

/**
 * COADMIN [<game-id>] ADD <address> | REMOVE <address> | LIST: the host (or a site administrator) names
 * the administrators who keep the game's secrets without playing. Announced to every player, since a
 * co-administrator sees every secret of the game.
 */
export async function coadmin(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const { id, rest } = gameAndRest(ctx, args);
  if (!id) return ERROR(m("core.sayWhichGame", { verb: "COADMIN" }));
  const lg = await loadGame(ctx, id);
  const { game } = lg;
  ctx.gameId = game.id;
  const op = (rest[0] ?? "LIST").toUpperCase();
  const ids = await coadminIds(ctx.tx, game.id);
  if (op === "LIST") {
    const accs = await ctx.tx.account.findMany({ where: { id: { in: ids } }, orderBy: { name: "asc" } });
    return OK(
      accs.length
        ? m("core.coadmin.list", { game: game.id, names: accs.map((a) => a.name) })
        : m("core.coadmin.none", { game: game.id }),
    );
  }
  if (account.id !== game.hostId && !account.isAdmin) return ERROR(m("core.coadmin.onlyHost", { game: game.id }));
  if (game.status === "finished" || game.status === "cancelled")
    return ERROR(m("core.gameIs", { game: game.id, status: statusMsg(game.status) }));
  if ((op !== "ADD" && op !== "REMOVE") || !rest[1]) return ERROR(m("core.coadmin.usage", { game: game.id }));
  if (op === "ADD") {
    const may = decide(await rolesIn(ctx.tx, lg, account), { ask: "add-coadmin", status: game.status }, game.id);
    if (!may.ok) return ERROR(may.why);
  }
  const address = rest[1].toLowerCase().replace(/^<|>$/g, "");
  const other = await ctx.tx.account.findUnique({ where: { email: address } });
  if (!other) return ERROR(m("core.noAccount", { address }));
  let text: Msg;
  if (op === "ADD") {
    if (other.id === game.hostId) return ERROR(m("core.coadmin.isHost", { name: other.name, game: game.id }));
    if (lg.seats.some((s) => s.accountId === other.id))
      return ERROR(m("core.coadmin.plays", { name: other.name, game: game.id }));
    if (ids.includes(other.id)) return ERROR(m("core.coadmin.already", { name: other.name, game: game.id }));
    await ctx.tx.gameAdmin.create({ data: { gameId: game.id, accountId: other.id, addedBy: account.id } });
    lg.coadmins.push(other.id);
    text = m("core.coadmin.added", { name: other.name, game: game.id, by: account.name });
  } else {
    if (!ids.includes(other.id)) return ERROR(m("core.coadmin.notOne", { name: other.name, game: game.id }));
    await ctx.tx.gameAdmin.delete({ where: { gameId_accountId: { gameId: game.id, accountId: other.id } } });
    text = m("core.coadmin.removed", { name: other.name, game: game.id, by: account.name });
  }
  await logEvent(ctx, game.id, "admin", `COADMIN ${game.id} ${op} ${address}`, { account: other.id });
  await tellAudience(ctx, lg, text);
  ctx.notices.addAdmin(recipient(other, game), game.id, m("core.coadmin.subject", { game: game.id }), text);
  // named once the game runs: the newcomer learns at once what the other secret-keepers know, as the
  // gate allows it (a keeper's own view; they are noted as a witness)
  if (op === "ADD" && game.state) {
    const d = decide(await rolesIn(ctx.tx, lg, other), { ask: "read-own" }, game.id);
    if (d.ok && d.viewer === "admin") {
      if (d.witness) await noteWitnesses(ctx.tx, lg, [other.id], "admin view");
      ctx.notices.addAdmin(
        recipient(other, game),
        game.id,
        subjectFor(game),
        viewPart(lg.engine, lg.engine.view(game.state, "admin")),
      );
    }
  }
  return OK(text);
}
