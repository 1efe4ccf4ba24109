// The lifecycle and administrator verbs that touch deadlines, wrapped around their handlers in
// src/commands (which stay unaware of jobs): CREATE takes the timer options, START arms the host's
// turn reminder and applies standing orders, RESUME gives the awaited players a fresh deadline,
// DEADLINE re-counts the pending deadlines, and an administrator's game command restarts the
// turn-reminder count.
import type { Game } from "../generated/prisma/client.ts";
import type { MailContext, CommandResult } from "../commands/context.ts";
import { ERROR, OK } from "../commands/context.ts";
import * as life from "../commands/lifecycle.ts";
import * as admin from "../commands/admin.ts";
import { announce, loadGame } from "../commands/games.ts";
import { formatDuration, parseDuration } from "../commands/duration.ts";
import { armIdle, rearmDeadlines } from "./deadlines.ts";
import { applyStandingAtStart } from "../commands/standing.ts";

/** CREATE options handled by the service, not the game: option word → Game column. */
const TIMER_OPTIONS = { remind: "remindSeconds", vacation: "vacationCapSeconds", turnreminder: "turnReminderSeconds" } as const;
type TimerColumns = { remindSeconds?: number; vacationCapSeconds?: number; turnReminderSeconds?: number | null };

export async function createWithTimers(ctx: MailContext, args: string[]): Promise<CommandResult> {
  if (!args.length) return life.create(ctx, args);
  const rest: string[] = [];
  const set: TimerColumns = {};
  const said: string[] = [];
  for (const w of args.slice(1)) {
    const i = w.indexOf("=");
    const key = (i < 0 ? w : w.slice(0, i)).toLowerCase() as keyof typeof TIMER_OPTIONS;
    if (i < 0 || !(key in TIMER_OPTIONS)) { rest.push(w); continue; }
    const v = w.slice(i + 1);
    const secs = /^(0|off|none|no)$/i.test(v) ? 0 : parseDuration(v);
    if (secs === null) return ERROR(`${key}=${v}: give a duration such as 12h, 2d or 90m, at most 366d (or 0 for none)`);
    if (key === "turnreminder") set.turnReminderSeconds = secs || null;
    else set[TIMER_OPTIONS[key]] = secs;
    if (key === "remind") said.push(secs ? `reminders ${formatDuration(secs)} before a deadline` : "no reminders");
    if (key === "vacation") said.push(`vacations stretch a deadline by at most ${formatDuration(secs)}`);
    if (key === "turnreminder" && secs) said.push(`the host is reminded after ${formatDuration(secs)} without an administrator update`);
  }
  const r = await life.create(ctx, [args[0], ...rest]);
  if (!r.ok || !said.length || !ctx.gameId) return r;
  await ctx.tx.game.update({ where: { id: ctx.gameId }, data: set });
  return OK(`${r.text ?? ""} Timers: ${said.join("; ")}.`.trim());
}

export async function startWithTimers(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await life.start(ctx, args);
  if (!r.ok || !ctx.gameId) return r;
  const lg = await loadGame(ctx, ctx.gameId);
  await applyStandingAtStart(ctx, lg);
  await armIdle(ctx.tx, lg.game, ctx.app.now());
  return r;
}

/** RESUME: the decisions pending now get a whole new deadline (the pause may have been long). */
export async function resumeWithDeadlines(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await admin.pause(ctx, args, true);
  if (!r.ok || !ctx.gameId) return r;
  const lg = await loadGame(ctx, ctx.gameId);
  if (!lg.game.state) return r;
  await rearmDeadlines(ctx.tx, lg.game, lg.seats, lg.engine.pending(lg.game.state), ctx.app.now(), "fresh");
  await armIdle(ctx.tx, lg.game, ctx.app.now());
  // tells everyone who is awaited, with the new deadlines
  await announce(ctx, lg, { state: lg.game.state, events: [] });
  return r;
}

/** DEADLINE: the pending decisions' deadlines are counted again from their opening with the new length. */
export async function deadlineWithRearm(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await admin.deadline(ctx, args);
  if (!r.ok || !ctx.gameId) return r;
  const lg = await loadGame(ctx, ctx.gameId);
  if (lg.game.status !== "running" || !lg.game.state) return r;
  const moved = await rearmDeadlines(ctx.tx, lg.game, lg.seats, lg.engine.pending(lg.game.state), ctx.app.now(), "keep");
  return moved.length ? OK(`${r.text} The pending deadlines were counted again.`) : r;
}

/** After an administrator's game command (e.g. Killer TURN): the turn reminder counts from now. */
export async function adminActed(ctx: MailContext, game: Game): Promise<void> {
  if (game.turnReminderSeconds && game.status === "running") await armIdle(ctx.tx, game, ctx.app.now());
}
