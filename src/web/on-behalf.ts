// Acting for someone from the dashboard ("act as") or the API (`as`) is the mail verb AS, line by line:
// the mail comes from the administrator's own account, so the pipeline knows the real actor, refuses
// what the administrator may not do in that game (roles.ts: never in a game where they hold a seat),
// writes it to the game's audit log, tells the player, and announces moves (docs/roles.md).
import type { App } from "../app.ts";
import { submitAsAccount } from "../intake/lazy.ts";

/** The body with every command line turned into `AS <address> <line>`; bare PASSWORD lines are dropped. */
export function onBehalfBody(address: string, body: string): string {
  const out: string[] = [];
  for (const line of body.split(/\r?\n/)) {
    if (line === "-- " || line === "--") break; // a signature: no commands below
    const t = line.trim();
    if (!t || t.startsWith(">")) continue;
    if (/^PASSWORD(\s|$)/i.test(t) && !/^PASSWORD\s+CHANGE(\s|$)/i.test(t)) continue;
    out.push(`AS ${address} ${t}`);
  }
  return out.join("\n");
}

/** Submits `body` as `targetId`'s lines, sent by the administrator `adminId` (who must be one). */
export async function submitOnBehalf(
  app: App,
  adminId: number,
  targetId: number,
  input: { body: string; subject?: string; source: "web" | "api" },
): Promise<{ inboundId: number; reply: string | null }> {
  if (adminId === targetId) return submitAsAccount(app, adminId, input);
  const target = await app.db.prisma.account.findUniqueOrThrow({ where: { id: targetId } });
  return submitAsAccount(app, adminId, { ...input, body: onBehalfBody(target.email, input.body) });
}
