// What one command produces besides the new state: events, and the seats whose private view changed.
import type { GameEvent } from "../engine.ts";

export interface Ctx {
  events: GameEvent[];
  changed: Set<number>;
}

export const newCtx = (): Ctx => ({ events: [], changed: new Set() });

export function say(ctx: Ctx, to: GameEvent["to"], text: string): void {
  ctx.events.push({ to, text });
}

/**
 * A public announcement the secret-keeping administrator must also get: "all" reaches players and
 * observers only, and the administrator holds no seat (rank reports, the end, null results, resignations).
 */
export function sayPublic(ctx: Ctx, text: string): void {
  say(ctx, "all", text);
  say(ctx, "admin", text);
}
