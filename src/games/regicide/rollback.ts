// After a rollback (docs/fair-play.md, "Rollback"): the Tavern and the Castle are face-down decks whose
// next cards the moves taken back may have shown (a card drawn into a hand, the next enemy revealed).
// When they did, the hidden part of that deck is shuffled again with the re-keyed generator, so the
// cards a player saw are not dealt to them again in the same order. What everyone knows stays: an
// enemy laid face down on top of the Tavern stays on top, and the Castle stays Jacks over Queens over
// Kings.
import { rankOf, type Card } from "../cards.ts";
import { copyState, withRng } from "../kit.ts";
import type { RegicideState } from "./types.ts";

const ENEMY_RANKS = ["J", "Q", "K"];

/** Did the moves taken back draw any card of `kept` (a deck drawn from the top)? */
function drawnFrom(kept: Card[], seen: Card[]): boolean {
  const still = new Set(seen);
  return kept.some((c) => !still.has(c));
}

export function afterRollback(state: RegicideState, seen: RegicideState): RegicideState {
  const s = copyState(state);
  if (drawnFrom(s.tavern, seen.tavern)) {
    // enemies laid on top of the Tavern are known to be there; the cards under them are not
    let top = 0;
    while (top < s.tavern.length && ENEMY_RANKS.includes(rankOf(s.tavern[top]) ?? "")) top++;
    const under = withRng(s, (rng) => rng.shuffle(s.tavern.slice(top), "tavern"));
    s.tavern = [...s.tavern.slice(0, top), ...under];
  }
  if (drawnFrom(s.castle, seen.castle))
    s.castle = withRng(s, (rng) =>
      ENEMY_RANKS.flatMap((r) =>
        rng.shuffle(
          s.castle.filter((c) => rankOf(c) === r),
          "castle",
        ),
      ),
    );
  return s;
}
