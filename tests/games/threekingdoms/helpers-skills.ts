// Test helpers for the cards', generals' and skills' tests: the shared helpers (helpers.ts), with what
// the engine says rendered in English (events carry messages; refusals are messages). The catalogs of
// the cards and skills are registered by the engine's skills.ts when it is imported.
import { format, translator } from "../../../src/i18n/format.ts";
import type { GameEvent, Words } from "../../../src/games/engine.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import * as base from "./helpers.ts";

export * from "./helpers.ts";

/** English text of an event, whether it carries a message or (from code not yet converted) text. */
export const en = (w: Words | null | undefined): string => format("en", w);
export const eventText = (e: GameEvent): string =>
  e.msg !== undefined ? format("en", e.msg) : ((e as { text?: string }).text ?? ""); // TRANSITIONAL: text from unconverted code

export interface Step { s: State; events: { to: GameEvent["to"]; text: string }[]; pub: string[]; privateUpdates: number[] }

/** helpers.ts's act, with every event rendered in English. */
export function act(s: State, seat: number, line: string): Step {
  const st = base.act(s, seat, line);
  const events = st.events.map((e) => ({ to: e.to, text: eventText(e) }));
  return { s: st.s, events, pub: events.filter((e) => e.to === "all").map((e) => e.text), privateUpdates: st.privateUpdates };
}

/** helpers.ts's refuse, the refusal rendered in English. */
export function refuse(s: State, seat: number, line: string): string {
  return en(base.refuse(s, seat, line) as unknown as Words); // helpers.ts types the refusal as the old string
}

/** A view rendered in English (render takes the reader's translator). */
export function renderEn(view: unknown): string {
  return base.E.render(view as never, translator("en"));
}
