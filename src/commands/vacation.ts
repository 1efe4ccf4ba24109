// VACATION <from> <to> / VACATION OFF / VACATION (show). Dates are YYYY-MM-DD (UTC days, both included).
// While a player is away, the deadlines of their decisions stretch over the absence — the player gets
// the game's whole deadline outside it — by at most the game's cap (CREATE … vacation=<duration>,
// default 14 days). Every game they sit in is told that it waits; the decisions pending now are
// re-counted at once, later ones when they open.
import type { Account } from "../generated/prisma/client.ts";
import type { MailContext, CommandResult } from "../service/context.ts";
import { ERROR, OK } from "../service/context.ts";
import { requireAccount } from "../service/context.ts";
import { loadGame, tellAudience, type LoadedGame } from "../service/games.ts";
import { durationMsg } from "../service/deadlines.ts";
import { day, formatDue, rearmDeadlines } from "../service/deadlines.ts";
import { m, type Msg, genderOf, type Gender } from "../i18n/msg.ts";

const DAY_MS = 86_400_000;
/** Announcing an absence further ahead than this is refused (a typo in the year, most likely). */
const MAX_AHEAD_DAYS = 366;

function parseDay(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day(d) === text.trim() ? d : null;
}

/** Tells everyone in the game but `except` (players and observers). */
async function tellOthers(ctx: MailContext, lg: LoadedGame, except: number, text: Msg): Promise<void> {
  await tellAudience(ctx, lg, text, [except]);
}

/** Re-counts the account's pending deadlines in each running or paused game; tells each game. */
async function recount(
  ctx: MailContext,
  account: Account,
  message: (lg: LoadedGame, name: string, gender: Gender) => Msg,
): Promise<Msg[]> {
  const seats = await ctx.tx.seat.findMany({
    where: { accountId: account.id, status: "active", game: { status: { in: ["running", "paused"] } } },
    orderBy: { gameId: "asc" }, // lock the games always in the same order
  });
  const out: Msg[] = [];
  const now = ctx.app.now();
  for (const s of seats) {
    const lg = await loadGame(ctx, s.gameId);
    let due: Msg | null = null;
    if (lg.game.status === "running" && lg.game.state) {
      const moved = await rearmDeadlines(ctx.work, lg.game, lg.seats, lg.engine.pending(lg.game.state), now, "keep", [s.seat]);
      if (moved.length) due = formatDue(moved.map((x) => x.due).sort((a, b) => +a - +b)[0], now);
    }
    await tellOthers(ctx, lg, account.id, message(lg, s.name, genderOf(account.gender)));
    out.push(due ? m("core.vacation.gameDue", { game: lg.game.id, due }) : m("core.vacation.game", { game: lg.game.id }));
  }
  return out;
}

export async function vacation(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const now = ctx.app.now();
  const current = await ctx.tx.vacation.findUnique({ where: { accountId: account.id } });
  const span = (v: { startsAt: Date; endsAt: Date }) =>
    m("core.vacation.span", { from: day(v.startsAt), to: day(new Date(v.endsAt.getTime() - DAY_MS)) });

  if (!args.length) {
    if (!current || current.endsAt <= now) return OK(m("core.vacation.none"));
    return OK(m("core.vacation.current", { span: span(current) }));
  }

  if (args[0].toUpperCase() === "OFF") {
    if (!current) return ERROR(m("core.vacation.noneSet"));
    await ctx.tx.vacation.delete({ where: { accountId: account.id } });
    const games = await recount(ctx, account, (lg, name, gender) => m("core.vacation.back", { name, gender, game: lg.game.id }));
    return OK(m("core.vacation.cancelled", { n: games.length, games }));
  }

  if (args.length !== 2) return ERROR(m("core.vacation.usage"));
  const from = parseDay(args[0]);
  const to = parseDay(args[1]);
  if (!from || !to) return ERROR(m("core.vacation.dates"));
  const endsAt = new Date(to.getTime() + DAY_MS);
  if (to < from) return ERROR(m("core.vacation.order"));
  if (endsAt <= now) return ERROR(m("core.vacation.over"));
  if (from.getTime() - now.getTime() > MAX_AHEAD_DAYS * DAY_MS) return ERROR(m("core.vacation.tooFar", { days: MAX_AHEAD_DAYS }));
  const v = { startsAt: from, endsAt };
  await ctx.tx.vacation.upsert({ where: { accountId: account.id }, create: { accountId: account.id, ...v }, update: v });
  const games = await recount(ctx, account, (lg, name, gender) =>
    m("core.vacation.away", { name, gender, span: span(v), game: lg.game.id, cap: durationMsg(lg.game.vacationCapSeconds) }),
  );
  return OK(m("core.vacation.set", { span: span(v), n: games.length, games }));
}
