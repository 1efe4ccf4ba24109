// PASSWORD RESET: a way back into an account whose password is lost and whose reply keys expired.
// `PASSWORD RESET` from an account's own address mails that address (only that one: the reply goes to the
// mail's From, never to a Reply-To) a one-time key; `PASSWORD RESET <key>` from the same address, within
// the hour, sets a new password and mails it there, ending every reply key, page link and session of the
// old one. A forged From gets nothing back (the key goes to the real owner) and changes nothing until the
// owner uses the key; asking again within the hour sends no second key (the owner's mailbox is not
// flooded). Keys are kept hashed, used once.
import crypto from "node:crypto";
import type { CommandResult, MailContext } from "../service/context.ts";
import { ERROR, OK } from "../service/context.ts";
import { revokePageLinks, revokeReplyKeys } from "../accounts/sender.ts";
import { hashPassword, newPassword } from "../lib/secrets.ts";
import { m } from "../i18n/msg.ts";

/** How long a reset key works, and how long before the same account may ask for another. */
const RESET_MS = 3_600_000;

const hashKey = (key: string) => crypto.createHash("sha256").update(key.toLowerCase()).digest("hex");

export async function passwordReset(ctx: MailContext, args: string[]): Promise<CommandResult> {
  if (args.length > 1) return ERROR(m("core.reset.usage"));
  const account = await ctx.tx.account.findUnique({ where: { email: ctx.from } });
  // (said to the address itself: the reply goes to the From only, so this tells no one else anything)
  if (!account) return ERROR(m("core.reset.noAccount", { email: ctx.from }));
  const now = ctx.app.now();
  if (!args.length) {
    const recent = await ctx.tx.passwordReset.count({
      where: { accountId: account.id, createdAt: { gt: new Date(now.getTime() - RESET_MS) } },
    });
    if (recent) return ERROR(m("core.reset.already"));
    const key = crypto.randomBytes(9).toString("base64url");
    await ctx.tx.passwordReset.create({
      data: { keyHash: hashKey(key), accountId: account.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_MS) },
    });
    return OK(m("core.reset.key", { key, email: account.email }));
  }
  // used once, by the account it was made for, before it expires
  const used = await ctx.tx.passwordReset.updateMany({
    where: { keyHash: hashKey(args[0]), accountId: account.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (!used.count) return ERROR(m("core.reset.badKey"));
  const password = newPassword();
  // the key came to this address and back: the address is proved, as a first authenticated mail proves it
  await ctx.tx.account.update({
    where: { id: account.id },
    data: { passwordHash: hashPassword(password), verifiedAt: account.verifiedAt ?? now },
  });
  ctx.app.passwords.forget(account.id);
  await revokeReplyKeys(ctx.tx, account.id);
  await revokePageLinks(ctx.tx, account.id);
  await ctx.tx.webSession.deleteMany({ where: { accountId: account.id } });
  return OK(m("core.reset.done", { password }));
}
