// Test helpers for the cards', generals' and skills' tests: the shared helpers (helpers.ts), with what
// the engine says rendered in English (events carry messages; refusals are messages). helpers.ts
// registers the engine's catalogs.
import { translator } from "../../../src/i18n/format.ts";
import type { GameEvent } from "../../../src/games/engine.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import * as base from "./helpers.ts";

export * from "./helpers.ts";

/** English text of an event. */
export const eventText = (e: GameEvent): string => base.textOf(e);

export interface Step {
  s: State;
  events: { to: GameEvent["to"]; text: string }[];
  pub: string[];
  privateUpdates: number[];
}

/** helpers.ts's act, with every event rendered in English. */
export function act(s: State, seat: number, line: string): Step {
  const st = base.act(s, seat, line);
  const events = st.events.map((e) => ({ to: e.to, text: eventText(e) }));
  return { s: st.s, events, pub: events.filter((e) => e.to === "all").map((e) => e.text), privateUpdates: st.privateUpdates };
}

/** helpers.ts's refuse (the refusal rendered in English). */
export const refuse = (s: State, seat: number, line: string): string => base.refuse(s, seat, line);

/** A view rendered in English (render takes the reader's translator). */
export function renderEn(view: unknown): string {
  return base.E.render(view as never, translator("en"));
}
