// A reader's digest of one game (DELIVERY digest <N>h, src/commands/delivery.ts): when its time comes,
// what is held for them in that game goes in one mail, ended by their situation as it is then. Nothing
// held (a mail that asked them to act took it) is a digest not sent.
import type { Job } from "../generated/prisma/client.ts";
import type { MailContext } from "../commands/context.ts";
import { sendHeld } from "../commands/delivery.ts";
import type { JobOutcome } from "./fire.ts";

export async function fireDigest(ctx: MailContext, job: Job): Promise<JobOutcome> {
  const accountId = Number((job.data as { accountId?: number }).accountId);
  const account = job.gameId ? await ctx.tx.account.findUnique({ where: { id: accountId } }) : null;
  if (!account || !job.gameId) return "cancelled";
  // the scheduler holds the game's row lock already
  await sendHeld(ctx, account, job.gameId, false);
  return "done";
}
