// VACATION <from> <to> / VACATION OFF / VACATION (show). Dates are YYYY-MM-DD (UTC days, both included).
// While a player is away, the deadlines of their decisions stretch over the absence — the player gets
// the game's whole deadline outside it — by at most the game's cap (CREATE … vacation=<duration>,
// default 14 days). Every game they sit in is told that it waits; the decisions pending now are
// re-counted at once, later ones when they open.
import type { Account } from "../generated/prisma/client.ts";
import type { MailContext, CommandResult } from "./context.ts";
import { ERROR, OK } from "./context.ts";
import { requireAccount } from "./lifecycle.ts";
import { loadGame, subjectFor, tellAudience, type LoadedGame } from "./games.ts";
import { formatDuration } from "./duration.ts";
import { day, formatDue, rearmDeadlines } from "../jobs/deadlines.ts";

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
async function tellOthers(ctx: MailContext, lg: LoadedGame, except: number, text: string): Promise<void> {
  await tellAudience(ctx, lg, text, [except]);
}

/** Re-counts the account's pending deadlines in each running or paused game; tells each game. */
async function recount(ctx: MailContext, account: Account, message: (lg: LoadedGame, name: string) => string): Promise<string[]> {
  const seats = await ctx.tx.seat.findMany({
    where: { accountId: account.id, status: "active", game: { status: { in: ["running", "paused"] } } },
    orderBy: { gameId: "asc" }, // lock the games always in the same order
  });
  const out: string[] = [];
  const now = ctx.app.now();
  for (const s of seats) {
    const lg = await loadGame(ctx, s.gameId);
    let note = "";
    if (lg.game.status === "running" && lg.game.state) {
      const moved = await rearmDeadlines(ctx.tx, lg.game, lg.seats, lg.engine.pending(lg.game.state), now, "keep", [s.seat]);
      if (moved.length) note = ` (your deadline there: ${formatDue(moved.map((m) => m.due).sort((a, b) => +a - +b)[0], now)})`;
    }
    await tellOthers(ctx, lg, account.id, message(lg, s.name));
    out.push(`${lg.game.id}${note}`);
  }
  return out;
}

export async function vacation(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const now = ctx.app.now();
  const current = await ctx.tx.vacation.findUnique({ where: { accountId: account.id } });
  const span = (v: { startsAt: Date; endsAt: Date }) => `from ${day(v.startsAt)} to ${day(new Date(v.endsAt.getTime() - DAY_MS))}`;

  if (!args.length) {
    if (!current || current.endsAt <= now) return OK("You have no vacation set. VACATION <from> <to> (dates YYYY-MM-DD) announces one.");
    return OK(`You are away ${span(current)}. VACATION OFF cancels it.`);
  }

  if (args[0].toUpperCase() === "OFF") {
    if (!current) return ERROR("you have no vacation set");
    await ctx.tx.vacation.delete({ where: { accountId: account.id } });
    const games = await recount(ctx, account, (lg, name) => `${name} is back: the deadlines of ${lg.game.id} run as usual again.`);
    return OK(`your vacation is cancelled; deadlines run as usual${games.length ? ` in ${games.join(", ")}` : ""}`);
  }

  if (args.length !== 2) return ERROR("VACATION <from> <to> with dates like 2026-12-24, or VACATION OFF");
  const from = parseDay(args[0]);
  const to = parseDay(args[1]);
  if (!from || !to) return ERROR("give the dates as YYYY-MM-DD, e.g. VACATION 2026-12-24 2027-01-02");
  const endsAt = new Date(to.getTime() + DAY_MS);
  if (to < from) return ERROR("the last day comes before the first");
  if (endsAt <= now) return ERROR("that absence is already over");
  if (from.getTime() - now.getTime() > MAX_AHEAD_DAYS * DAY_MS) return ERROR(`a vacation can be announced at most ${MAX_AHEAD_DAYS} days ahead`);
  const v = { startsAt: from, endsAt };
  await ctx.tx.vacation.upsert({ where: { accountId: account.id }, create: { accountId: account.id, ...v }, update: v });
  const games = await recount(ctx, account, (lg, name) =>
    `${name} is away ${span(v)}: ${lg.game.id} waits for ${name}'s moves over the absence ` +
      `(deadlines stretched by at most ${formatDuration(lg.game.vacationCapSeconds)}).`);
  return OK(
    `you are away ${span(v)}. The deadlines of your moves stretch over it` +
      (games.length ? ` in ${games.join(", ")}` : "") +
      " (and in games you join or that start before you leave), by at most each game's cap.",
  );
}
