// After a rollback (docs/fair-play.md, "Rollback"): when the moves taken back touched the deck (a hand's
// draw, a judgement, a look at its top cards), the players who saw those cards know the deck's next
// ones; the deck is shuffled again with the re-keyed generator, so those cards are not dealt to them
// again in the same order. A deck those moves left alone is kept as it is: the kept state is then
// exactly the replay of the kept moves.
import { cloneState } from "./ctx.ts";
import { withRng } from "../kit.ts";
import type { State } from "./types.ts";

export function afterRollback(state: State, seen: State): State {
  if (state.deck.length === seen.deck.length && state.deck.every((c, i) => seen.deck[i] === c)) return state;
  const s = cloneState(state);
  s.deck = withRng(s, (rng) => rng.shuffle(s.deck, "shuffle"));
  return s;
}
