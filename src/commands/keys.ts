// KEY: Herald's signing key and its changes; KEY ROTATE (site administrator): the next key, handed over
// to by a statement the old key signs (src/fairplay/key-store.ts, keys.ts). Every later record carries
// that statement, so players' saved mails from before the change still verify after it.
import type { MailContext, CommandResult } from "../service/context.ts";
import { ERROR, OK, replyLanguage, requireAccount } from "../service/context.ts";
import { keyChain, publicKey, rotateKey } from "../fairplay/key-store.ts";
import { keyFingerprint } from "../fairplay/sign.ts";
import { keyHelp } from "./help.ts";
import { m } from "../i18n/msg.ts";
import { format } from "../i18n/format.ts";

export async function key(ctx: MailContext, args: string[]): Promise<CommandResult> {
  if (args[0]?.toUpperCase() !== "ROTATE") {
    // one line per hand-over, under the key's own text (a list of messages would be one paragraph)
    const lang = replyLanguage(ctx);
    const chain = (await keyChain(ctx.tx)).map((r) =>
      format(lang, m("core.key.handedOver", { from: keyFingerprint(r.from), to: keyFingerprint(r.to) })),
    );
    return OK([format(lang, keyHelp(await publicKey(ctx.tx))), ...chain].join("\n"));
  }
  const who = ctx.actingAdmin ?? requireAccount(ctx);
  if (!who.isAdmin) return ERROR(m("core.key.onlySiteAdmin"));
  const r = await rotateKey(ctx.tx);
  return OK(
    m("core.key.rotated", {
      old: r.old,
      oldFingerprint: keyFingerprint(r.old),
      key: r.next,
      fingerprint: keyFingerprint(r.next),
      statement: JSON.stringify(r.rotation),
    }),
  );
}
