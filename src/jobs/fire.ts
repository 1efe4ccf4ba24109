// What a deadline, a reminder and the host's turn reminder do when their time comes. Each runs inside
// the scheduler's transaction, with the game's row locked, and first checks that the decision it was
// armed for is still pending (a decision already made is never reminded nor defaulted).
import type { Job } from "../generated/prisma/client.ts";
import type { MailContext } from "../commands/context.ts";
import type { Pending } from "../games/engine.ts";
import { secretKeepersOf } from "../commands/roles.ts";
import { announce, hostOf, loadGame, logEvent, saveState, subjectFor, type LoadedGame } from "../commands/games.ts";
import { formatDuration } from "../commands/duration.ts";
import { deadlineKey, formatDue, type DecisionData } from "./deadlines.ts";
import type { JobOutcome } from "./scheduler.ts";

interface Decision {
  lg: LoadedGame;
  p: Pending;
  /** the awaited seat's row, or null for the administrator */
  seat: LoadedGame["seats"][number] | null;
}

/** The decision a job was armed for, if its game still runs and the decision is still pending. */
async function stillPending(ctx: MailContext, job: Job): Promise<Decision | "cancelled" | "done"> {
  if (!job.gameId || !(await ctx.tx.game.findUnique({ where: { id: job.gameId }, select: { id: true } }))) return "cancelled";
  const lg = await loadGame(ctx, job.gameId, false); // the scheduler holds the row lock already
  // a paused game's deadlines are dropped: RESUME gives the decisions pending then a new deadline
  if (lg.game.status !== "running" || !lg.game.state) return "cancelled";
  const d = job.data as unknown as DecisionData;
  const p = lg.engine.pending(lg.game.state).find((x) => x.key === d.pkey && x.seat === d.seat);
  if (!p) return "done"; // made in the meantime
  const seat = d.seat === null ? null : lg.seats.find((s) => s.seat === d.seat) ?? null;
  if (d.seat !== null && !seat) return "done"; // the player left
  return { lg, p, seat };
}


export async function fireReminder(ctx: MailContext, job: Job): Promise<JobOutcome> {
  const d = await stillPending(ctx, job);
  if (typeof d === "string") return d;
  const { lg, p, seat } = d;
  const dl = await ctx.tx.job.findUnique({ where: { key: deadlineKey(lg.game.id, p.seat, p.key) } });
  // late (Herald was down): the deadline itself is due, its late notice says it all
  if (dl && dl.status === "pending" && dl.dueAt <= ctx.app.now()) return "done";
  const dueText = dl && dl.status === "pending" ? `\nDeadline: ${formatDue(dl.dueAt, ctx.app.now())}` : "";
  const subject = subjectFor(lg.game);
  if (seat) {
    ctx.notices.addPrivate({ accountId: seat.accountId, email: seat.account.email }, lg.game.id, subject,
      `Reminder: ${lg.game.id} is waiting for your move: ${p.what}${dueText}`);
  } else {
    // the administrator's decisions may name secrets: only the secret-keepers hear of them (roles.ts)
    for (const a of await secretKeepersOf(ctx.tx, lg))
      ctx.notices.addAdmin({ accountId: a.id, email: a.email }, lg.game.id, subject,
        `Reminder: ${lg.game.id} is waiting for the administrator: ${p.what}${dueText}`);
  }
  return "done";
}

export async function fireDeadline(ctx: MailContext, job: Job): Promise<JobOutcome> {
  const d = await stillPending(ctx, job);
  if (typeof d === "string") return d;
  const { lg, p, seat } = d;
  const { game, engine } = lg;
  const subject = subjectFor(game);
  const name = seat ? seat.name : "the administrator";
  const r = engine.onDeadline ? engine.onDeadline(game.state, p) : null;
  if (r?.ok) {
    await saveState(ctx, game, r.value.state);
    await logEvent(ctx, game.id, "deadline", `deadline passed for ${name}`, { key: p.key }, p.seat);
    if (seat)
      ctx.notices.addPrivate({ accountId: seat.accountId, email: seat.account.email }, game.id, subject,
        `The deadline of your move in ${game.id} has passed (${p.what}); Herald applied the game's default.`);
    // who is late is public; why, and what they held, is not. A hidden decision (being asked at all
    // would tell that the player holds an answer) names nobody.
    await announce(ctx, lg, r.value, [p.hidden
      ? "A deadline passed; the game's default was applied."
      : `The deadline passed: ${name} did not move in time; the game's default was applied.`]);
    return "done";
  }
  const reason = r ? r.error : "this game has no default action";
  const host = await hostOf(ctx, lg.game);
  if (!seat) {
    // nothing to apply for the administrator: a late notice to the secret-keepers, the game goes on
    for (const a of await secretKeepersOf(ctx.tx, lg))
      ctx.notices.addAdmin({ accountId: a.id, email: a.email }, game.id, subject,
        `The deadline has passed and ${game.id} is still waiting for the administrator: ${p.what}`);
    return "done";
  }
  // a player's decision without a default: the game pauses and the host is told
  await ctx.tx.game.update({ where: { id: game.id }, data: { status: "paused" } });
  game.status = "paused";
  await logEvent(ctx, game.id, "admin", `PAUSE ${game.id} (deadline passed for ${name})`, { key: p.key, deadline: true }, p.seat);
  ctx.notices.addPrivate({ accountId: seat.accountId, email: seat.account.email }, game.id, subject,
    `The deadline of your move in ${game.id} has passed (${p.what}). The game is paused; the host has been told.`);
  ctx.notices.addAdmin({ accountId: host.id, email: host.email }, game.id, subject,
    `No default could be applied for ${name} (${reason}). RESUME ${game.id} gives ${name} a new deadline; ` +
      `KICK ${game.id} ${name} or REPLACE ${game.id} ${name} <address> lets the game go on without them.`);
  await announce(ctx, lg, { state: game.state, events: [] },
    [`The deadline passed: ${name} did not move in time. ${game.id} is paused until the host resumes it.`]);
  return "done";
}

/** The host's reminder when no administrator command came for `turnReminder` (e.g. no Killer TURN). */
export async function fireIdle(ctx: MailContext, job: Job): Promise<JobOutcome> {
  const game = job.gameId ? await ctx.tx.game.findUnique({ where: { id: job.gameId } }) : null;
  if (!game || !game.turnReminderSeconds || (game.status !== "running" && game.status !== "paused")) return "cancelled";
  const now = ctx.app.now();
  if (game.status === "running") {
    const host = await ctx.tx.account.findUniqueOrThrow({ where: { id: game.hostId } });
    const since = (job.data as { since?: string }).since;
    ctx.notices.addAdmin({ accountId: host.id, email: host.email }, game.id, subjectFor(game),
      `No administrator update has come for ${game.id} in ${formatDuration((now.getTime() - new Date(since ?? now).getTime()) / 1000)}. ` +
        `When the game has moved on, send its update (for example TURN <n>).`);
  }
  // again after another period, until an administrator command comes (it restarts the count)
  await ctx.tx.job.update({ where: { id: job.id }, data: { dueAt: new Date(now.getTime() + game.turnReminderSeconds * 1000) } });
  return "rearmed";
}
