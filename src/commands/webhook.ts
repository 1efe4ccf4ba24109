// WEBHOOK <url> / WEBHOOK OFF / WEBHOOK (show): where "your turn" and "game over" are also posted, as a
// Discord/Slack-compatible JSON post (src/outbox/webhooks.ts says what a post may say, and where to).
import type { MailContext, CommandResult } from "../service/context.ts";
import { ERROR, OK, requireAccount } from "../service/context.ts";
import { webhookUrlProblem } from "../outbox/webhooks.ts";
import { m } from "../i18n/msg.ts";

/** The URL as the player may see it again: its scheme and host only (the path is the credential). */
function shownUrl(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}/…`;
}

export async function webhook(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  if (!args.length)
    return OK(account.webhookUrl ? m("core.webhook.shown", { url: shownUrl(account.webhookUrl) }) : m("core.webhook.none"));
  if (args.length > 1) return ERROR(m("core.webhook.usage"));
  if (/^off$/i.test(args[0])) {
    await ctx.tx.account.update({ where: { id: account.id }, data: { webhookUrl: null } });
    account.webhookUrl = null;
    return OK(m("core.webhook.off"));
  }
  const problem = webhookUrlProblem(args[0], ctx.app.config.WEBHOOK_ALLOW_PRIVATE);
  if (problem) return ERROR(m(problem));
  await ctx.tx.account.update({ where: { id: account.id }, data: { webhookUrl: args[0] } });
  account.webhookUrl = args[0];
  return OK(m("core.webhook.set", { url: shownUrl(args[0]) }));
}
