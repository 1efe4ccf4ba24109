// KEY: Herald's signing key and its changes; KEY ROTATE (site administrator): the next key, handed over
// to by a statement the old key signs (src/fairplay/key-store.ts, keys.ts). Every later record carries
// that statement, so players' saved mails from before the change still verify after it.
import type { MailContext, CommandResult } from "./context.ts";
import { ERROR, OK, requireAccount } from "./context.ts";
import { keyChain, publicKey, rotateKey } from "../fairplay/key-store.ts";
import { keyFingerprint } from "../fairplay/sign.ts";
import { keyHelp } from "./help.ts";
import { m } from "../i18n/msg.ts";

export async function key(ctx: MailContext, args: string[]): Promise<CommandResult> {
  if (args[0]?.toUpperCase() !== "ROTATE") {
    const chain = await keyChain(ctx.tx);
    return OK([
      keyHelp(await publicKey(ctx.tx)),
      ...chain.map((r) => m("core.key.handedOver", { from: keyFingerprint(r.from), to: keyFingerprint(r.to) })),
    ]);
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
