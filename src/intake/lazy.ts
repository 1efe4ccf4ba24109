// The mail pipeline (commands, the MIME parser, html-to-text, the reply composer) is loaded on first use
// rather than at start: it is not needed to open the web port and say ready, and a start with no
// mail waiting never touches it (start-up time: docs/footprint.md). Modules on the start path (main.ts, the
// local inbox, the web server and pages) reach the pipeline through these; the others import it directly.
import type { App } from "../app.ts";

type Inbound = typeof import("./inbound.ts");
type Compose = typeof import("../mail/compose.ts");

let inbound: Promise<Inbound> | undefined;
let compose: Promise<Compose> | undefined;

export const loadInbound = (): Promise<Inbound> => (inbound ??= import("./inbound.ts"));
export const loadCompose = (): Promise<Compose> => (compose ??= import("../mail/compose.ts"));

export const submitRaw: Inbound["submitRaw"] = async (...a) => (await loadInbound()).submitRaw(...a);
export const submitAsAccount: Inbound["submitAsAccount"] = async (...a) => (await loadInbound()).submitAsAccount(...a);
export const processAgain: Inbound["processAgain"] = async (...a) => (await loadInbound()).processAgain(...a);
export const processInbound: Inbound["processInbound"] = async (...a) => (await loadInbound()).processInbound(...a);
export const receiveRaw: Inbound["receiveRaw"] = async (...a) => (await loadInbound()).receiveRaw(...a);
export const composeRaw: Compose["composeRaw"] = async (...a) => (await loadCompose()).composeRaw(...a);

/**
 * inbound.ts armPending (the highest id armed, 0 for none), loading the pipeline only when a mail is
 * waiting (one small query first).
 */
export async function armPending(app: App): Promise<number> {
  const waiting = await app.db.prisma.inboundMessage.findFirst({ where: { status: "pending" }, select: { id: true } });
  if (!waiting) return 0;
  return (await loadInbound()).armPending(app);
}

/**
 * Loads the pipeline and the MIME parser it calls (mailparser, with its character-set tables) ahead of
 * the first mail; main.ts calls it once the start has settled. Idle memory then is that of a service
 * ready to process mail, not of one that has not loaded it yet.
 */
export async function warmUp(): Promise<void> {
  await loadInbound();
  await import("mailparser");
}
