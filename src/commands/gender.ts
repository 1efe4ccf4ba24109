// GENDER F | M | N: the grammatical gender lines about this player agree with in Greek, French and Spanish
// (src/i18n/gender.ts). Stated by the player only, never guessed from a name; until stated, and after
// GENDER N, those lines are worded without one. Without an argument: which one it is.
import type { MailContext, CommandResult } from "../service/context.ts";
import { ERROR, OK, requireAccount } from "../service/context.ts";
import { parseGender } from "../i18n/gender.ts";
import { m, genderOf } from "../i18n/msg.ts";

export async function gender(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  if (!args.length) return OK(m("core.gender.current", { gender: genderOf(account.gender) }));
  const g = args.length === 1 ? parseGender(args[0]) : null;
  if (!g) return ERROR(m("core.gender.unknown", { word: args.join(" ") }));
  const updated = await ctx.tx.account.update({ where: { id: account.id }, data: { gender: g === "n" ? null : g } });
  ctx.account = updated;
  return OK(m("core.gender.set", { gender: g }));
}
