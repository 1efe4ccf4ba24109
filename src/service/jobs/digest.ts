// A reader's digest of one game (DELIVERY digest <N>h, src/commands/delivery.ts): when its time comes,
// what is held for them in that game goes in one mail, ended by their situation as it is then. Nothing
// held (a mail that asked them to act took it) is a digest not sent.
import type { Job } from "../../generated/prisma/client.ts";
import type { Session } from "../context.ts";
import type { Account } from "../../generated/prisma/client.ts";
import { kindTitle, loadGame, recipient, situationNow } from "../games.ts";
import { takeHeld } from "../held.ts";
import { m } from "../../i18n/msg.ts";
import type { JobOutcome } from "./fire.ts";

export async function fireDigest(ctx: Session, job: Job): Promise<JobOutcome> {
  const accountId = Number((job.data as { accountId?: number }).accountId);
  const account = job.gameId ? await ctx.tx.account.findUnique({ where: { id: accountId } }) : null;
  if (!account || !job.gameId) return "cancelled";
  // the scheduler holds the game's row lock already
  await sendHeld(ctx, account, job.gameId, false);
  return "done";
}

/**
 * Sends what is held for an account in a game, in one mail ended by their situation as it is now
 * (the digest). False when nothing was held (another sender took it).
 */
export async function sendHeld(ctx: Session, account: Account, gameId: string, lock: boolean): Promise<boolean> {
  const held = (await takeHeld(ctx.work, [{ accountId: account.id, gameId }])).get(`${account.id}|${gameId}`);
  if (!held?.length) return false;
  const lg = await loadGame(ctx, gameId, lock);
  const to = recipient(account, lg.game);
  const subject = m("core.subject.digest", { kind: kindTitle(lg.game.kind) });
  ctx.notices.addHeld(to, gameId, subject, held);
  ctx.notices.sendNow(to, gameId, subject);
  if (!ctx.notices.hasSituation(gameId)) ctx.notices.setSituation(gameId, await situationNow(ctx, lg));
  ctx.notices.tellSituation(to, gameId, subject);
  return true;
}
