// How the mails of a transaction are sent: the service's address and, for the page link every mail about
// a game carries (src/outbox/outbox.ts), where the readers' pages are and the service clock's now.
import type { App } from "../app.ts";
import { publicUrl } from "../config.ts";
import type { Sending } from "../outbox/outbox.ts";

export function sendingOf(app: Pick<App, "config" | "now">): Sending {
  return {
    from: app.config.MAIL_FROM,
    pages: { base: publicUrl(app.config), days: app.config.PAGE_LINK_DAYS, now: app.now() },
  };
}
