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
