// 3v3's bookkeeping inside the game state (plain JSON, like the rest of State).
import type { Alternation } from "./actions.ts";
import type { Draft } from "./draft.ts";
import type { Teams } from "./teams.ts";

export interface V3State {
  teams: Teams;
  draft: Draft;
  /** generals of the current pick step taken so far (a step of 2 is asked as two questions) */
  partial: string[];
  /** paso 8: the generals the coach placing now has chosen so far (coach, forward A, forward B) */
  placing: string[];
  /** the alternation of actions, once the game proper has begun */
  alt: Alternation | null;
  /** forwards still to play their turn in the current action */
  queue: number[];
  /** the two Lightning cards, set aside for the whole game */
  aside: number[];
}
