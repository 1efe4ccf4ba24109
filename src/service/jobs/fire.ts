// What a deadline, a reminder and the host's turn reminder do when their time comes. Each runs inside
// the scheduler's transaction, with the game's row locked, and first checks that the decision it was
// armed for is still pending (a decision already made is never reminded nor defaulted).
// Every mail is said as messages and rendered per reader (service/notices.ts). The jobs use the service,
// never the verbs (src/commands).
import type { Job } from "../../generated/prisma/client.ts";
import type { Session } from "../context.ts";
import type { Pending } from "../../games/engine.ts";
import { keepersTold } from "../roles.ts";
import { announce, hostOf, publicSaid, loadGame, logEvent, recipient, saveState, subjectFor, type LoadedGame } from "../games.ts";
import { durationMsg } from "../deadlines.ts";
import type { Part } from "../notices.ts";
import { format } from "../../i18n/format.ts";
import { m, type Lang, type Msg, genderOf } from "../../i18n/msg.ts";
import { deadlineKey, formatDue, type DecisionData } from "../deadlines.ts";

/** What a job handler decides about its row: finished, dropped, or left pending (it re-armed itself). */
export type JobOutcome = "done" | "cancelled" | "rearmed";

interface Decision {
  lg: LoadedGame;
  p: Pending;
  /** the awaited seat's row, or null for the administrator */
  seat: LoadedGame["seats"][number] | null;
}

/** The decision a job was armed for, if its game still runs and the decision is still pending. */
async function stillPending(ctx: Session, job: Job): Promise<Decision | "cancelled" | "done"> {
  if (!job.gameId || !(await ctx.tx.game.findUnique({ where: { id: job.gameId }, select: { id: true } }))) return "cancelled";
  const lg = await loadGame(ctx, job.gameId, false); // the scheduler holds the row lock already
  // a paused game's deadlines are dropped: RESUME gives the decisions pending then a new deadline
  if (lg.game.status !== "running" || !lg.game.state) return "cancelled";
  const d = job.data as unknown as DecisionData;
  const p = lg.engine.pending(lg.game.state).find((x) => x.key === d.pkey && x.seat === d.seat);
  if (!p) return "done"; // made in the meantime
  const seat = d.seat === null ? null : (lg.seats.find((s) => s.seat === d.seat) ?? null);
  if (d.seat !== null && !seat) return "done"; // the player left
  return { lg, p, seat };
}

export async function fireReminder(ctx: Session, job: Job): Promise<JobOutcome> {
  const d = await stillPending(ctx, job);
  if (typeof d === "string") return d;
  const { lg, p, seat } = d;
  const dl = await ctx.tx.job.findUnique({ where: { key: deadlineKey(lg.game.id, p.seat, p.key) } });
  // late (Herald was down): the deadline itself is due, its late notice says it all
  if (dl && dl.status === "pending" && dl.dueAt <= ctx.app.now()) return "done";
  const due = dl && dl.status === "pending" ? formatDue(dl.dueAt, ctx.app.now()) : null;
  const subject = subjectFor(lg.game);
  const text =
    (id: string): Part =>
    (lang: Lang) =>
      format(lang, m(id, { game: lg.game.id, what: format(lang, p.what) })) +
      (due ? "\n" + format(lang, m("core.deadlineLine", { due })) : "");
  // a reminder asks its reader to act: it is never held (DELIVERY), whatever they chose
  if (seat) {
    ctx.notices.addPrivate(recipient(seat.account, lg.game), lg.game.id, subject, text("core.remind.player"));
    ctx.notices.sendNow(recipient(seat.account, lg.game), lg.game.id, subject);
  } else {
    // the administrator's decisions may name secrets: only the secret-keepers hear of them (roles.ts)
    for (const a of await keepersTold(ctx.tx, lg, "admin events")) {
      ctx.notices.addAdmin(recipient(a, lg.game), lg.game.id, subject, text("core.remind.admin"));
      ctx.notices.sendNow(recipient(a, lg.game), lg.game.id, subject);
    }
  }
  return "done";
}

export async function fireDeadline(ctx: Session, job: Job): Promise<JobOutcome> {
  const d = await stillPending(ctx, job);
  if (typeof d === "string") return d;
  const { lg, p, seat } = d;
  const { game, engine } = lg;
  const subject = subjectFor(game);
  const name: Msg | string = seat ? seat.name : m("core.theAdministrator");
  // the event log is the operators' record, kept in English
  const logName = seat ? seat.name : "the administrator";
  /** a message whose `what` is the pending decision's words, rendered in the reader's language */
  const withWhat =
    (id: string, p2: Record<string, Msg | string> = {}): Part =>
    (lang: Lang) =>
      format(lang, m(id, { game: game.id, name, ...p2, what: format(lang, p.what) }));
  const r = engine.onDeadline ? engine.onDeadline(game.state, p) : null;
  if (r?.ok) {
    await saveState(ctx, game, r.value.state);
    const told = publicSaid(r.value.events);
    await logEvent(
      ctx,
      game.id,
      "deadline",
      `deadline passed for ${logName}`,
      { key: p.key, ...(told.length ? { told } : {}) },
      p.seat,
    );
    if (seat) {
      ctx.notices.addPrivate(recipient(seat.account, game), game.id, subject, withWhat("core.deadline.defaulted"));
      ctx.notices.sendNow(recipient(seat.account, game), game.id, subject);
    }
    // who is late is public; why, and what they held, is not. A hidden decision (being asked at all
    // would tell that the player holds an answer) names nobody.
    // the late player is told in their own words above, not again in everyone's
    await announce(
      ctx,
      lg,
      r.value,
      [p.hidden ? m("core.deadline.passedHidden") : m("core.deadline.passed", { name, gender: genderOf(seat?.account.gender) })],
      undefined,
      seat ? [seat.accountId] : [],
    );
    return "done";
  }
  const reason = r ? r.error : m("core.deadline.noDefault");
  const host = await hostOf(ctx, lg.game);
  if (!seat) {
    // nothing to apply for the administrator: a late notice to the secret-keepers, the game goes on
    for (const a of await keepersTold(ctx.tx, lg, "admin events")) {
      ctx.notices.addAdmin(recipient(a, game), game.id, subject, withWhat("core.deadline.adminLate"));
      ctx.notices.sendNow(recipient(a, game), game.id, subject);
    }
    return "done";
  }
  // a player's decision without a default: the game pauses and the host is told
  await ctx.tx.game.update({ where: { id: game.id }, data: { status: "paused" } });
  game.status = "paused";
  await logEvent(
    ctx,
    game.id,
    "admin",
    `PAUSE ${game.id} (deadline passed for ${logName})`,
    { key: p.key, deadline: true },
    p.seat,
  );
  ctx.notices.addPrivate(recipient(seat.account, game), game.id, subject, withWhat("core.deadline.pausedPlayer"));
  const gender = genderOf(seat.account.gender);
  ctx.notices.sendNow(recipient(seat.account, game), game.id, subject);
  ctx.notices.sendNow(recipient(host, game), game.id, subject);
  ctx.notices.addAdmin(recipient(host, game), game.id, subject, (lang: Lang) =>
    format(lang, m("core.deadline.pausedHost", { game: game.id, name: seat.name, gender, reason: format(lang, reason) })),
  );
  await announce(ctx, lg, { state: game.state, events: [] }, [
    m("core.deadline.pausedAll", { name: seat.name, gender, game: game.id }),
  ]);
  return "done";
}

/** The host's reminder when no administrator command came for `turnReminder` (e.g. no Killer TURN). */
export async function fireIdle(ctx: Session, job: Job): Promise<JobOutcome> {
  const game = job.gameId ? await ctx.tx.game.findUnique({ where: { id: job.gameId } }) : null;
  if (!game || !game.turnReminderSeconds || (game.status !== "running" && game.status !== "paused")) return "cancelled";
  const now = ctx.app.now();
  if (game.status === "running") {
    const host = await ctx.tx.account.findUniqueOrThrow({ where: { id: game.hostId } });
    const since = (job.data as { since?: string }).since;
    ctx.notices.addAdmin(
      recipient(host, game),
      game.id,
      subjectFor(game),
      m("core.idle.reminder", { game: game.id, time: durationMsg((now.getTime() - new Date(since ?? now).getTime()) / 1000) }),
    );
    ctx.notices.sendNow(recipient(host, game), game.id, subjectFor(game));
  }
  // again after another period, until an administrator command comes (it restarts the count)
  const dueAt = new Date(now.getTime() + game.turnReminderSeconds * 1000);
  await ctx.tx.job.update({ where: { id: job.id }, data: { dueAt } });
  ctx.work.arm(now, [{ key: job.key, dueAt }]);
  return "rearmed";
}
