// DELIVERY: how a player's news about games reaches them. `every` mails each change at once
// (the default); `turn` holds the news until a mail asks them to act; `digest <N>h` sends one digest
// per game every N hours. A mail that asks its reader to act (their turn, a reminder, a late notice,
// the end of the game) is never held, and carries what was held (notices.ts); the reply to the
// player's own mail always comes at once. The news held lives in HeldNews (held.ts); the digest job
// (src/service/jobs/digest.ts) and a change of setting send it with sendHeld.
import type { CommandResult, MailContext } from "../service/context.ts";
import { ERROR, OK, requireAccount } from "../service/context.ts";
import { gameRef } from "../service/games.ts";
import { sendHeld } from "../service/jobs/digest.ts";
import { deliveryShown, gamesHeldFor, MAX_DIGEST_HOURS, modeMsg } from "../service/held.ts";
import { m } from "../i18n/msg.ts";

/** What the player typed after DELIVERY, as stored (`every`, `turn`, `digest:<hours>`), and the game if any. */
function parseArgs(args: string[]): { stored: string; game: string | null } | null {
  const [word, ...rest] = args;
  const w = word.toUpperCase();
  let stored: string;
  if (w === "EVERY" || w === "TURN") stored = w.toLowerCase();
  else if (w === "DIGEST") {
    const h = /^(\d{1,3})h?$/i.exec(rest.shift() ?? "");
    const hours = h ? Number(h[1]) : NaN;
    if (!(hours >= 1 && hours <= MAX_DIGEST_HOURS)) return null;
    stored = `digest:${hours}`;
  } else return null;
  if (rest.length > 1) return null;
  return { stored, game: rest[0] ?? null };
}

export async function delivery(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const games = (account.deliveryGames ?? {}) as Record<string, string>;
  if (!args.length) return OK(deliveryShown(account));
  const parsed = parseArgs(args);
  if (!parsed) return ERROR(m("core.delivery.usage", { max: MAX_DIGEST_HOURS }));
  let changed: string[];
  if (parsed.game) {
    const g = await gameRef(ctx, parsed.game);
    if (!g) return ERROR(m("core.noSuchGame", { game: parsed.game.toLowerCase() }));
    const next = { ...games, [g.id]: parsed.stored };
    ctx.account = await ctx.tx.account.update({ where: { id: account.id }, data: { deliveryGames: next } });
    changed = [g.id];
  } else {
    ctx.account = await ctx.tx.account.update({ where: { id: account.id }, data: { delivery: parsed.stored } });
    changed = (await gamesHeldFor(ctx.work, account.id)).filter((g) => !(g in games));
  }
  // what was held under the old setting goes now: a new setting starts with nothing waiting
  for (const g of changed) await sendHeld(ctx, ctx.account, g, true);
  return OK(
    parsed.game
      ? m("core.delivery.setGame", { game: changed[0], mode: modeMsg(parsed.stored) })
      : m("core.delivery.set", { mode: modeMsg(parsed.stored) }),
  );
}
