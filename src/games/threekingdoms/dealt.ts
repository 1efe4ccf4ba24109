// What a step took from the deck, for verify's listing (engine.ts `dealt`, docs/fair-play.md): the deck
// was ordered by a shuffle, a draw of the generator, but the cards taken from its top draw nothing — yet
// they are what a player saw dealt (a Draw phase, a judgement, Ex Nihilo, Harvest). Cards named by code,
// top first. A step that ran the deck out and shuffled the discard pile under it lists the cards taken
// from the deck it began with; the new pile's order is the step's own shuffle, listed beside.
import { deckTable } from "./cards/cards.ts";
import type { State } from "./types.ts";

export function dealt(before: State, after: State): Array<{ from: string; items: string[] }> {
  const table = deckTable(before.options.maneuvering);
  const left = new Set(after.deck);
  const taken = before.deck.filter((id) => !left.has(id)).map((id) => table[id].code);
  return taken.length ? [{ from: "deck", items: taken }] : [];
}
