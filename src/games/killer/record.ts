// The bookkeeping of one destruction, without a word to anyone: relation, KS, target update, Quick
// winners. `destroy` (kills.ts) calls it and then tells people; AMEND/UNDO (amend.ts) call it again for
// every recorded destruction when they rebuild the game from its start.
import { removeFromTargets } from "./targets.ts";
import { ksAsOf, type KillerState, type Relation } from "./state.ts";

export interface Recorded {
  relation: Relation;
  delta: Record<string, number>;
  /** the victim's hunter (its target became t(victim)), or null */
  hunter: number | null;
  /** living seats whose target changed */
  changed: number[];
  /** Killed Target Always Count: the hunter scored although someone else destroyed its target */
  counts: boolean;
  /** Quick: this destruction set (or moved earlier) the turn in which the game is decided */
  quickStarted: boolean;
  /** Quick: seats that killed their own target (or, counted, lost it) in this destruction */
  scorers: number[];
}

/** Records that `victim` is destroyed by `killer` (null: resigned) in Civ turn `turn`. Both are alive. */
export function recordKill(s: KillerState, killer: number | null, victim: number, turn: number): Recorded {
  const o = s.options;
  let relation: Relation = "resigned";
  if (killer !== null) relation = s.targets[killer] === victim ? "target" : s.targets[victim] === killer ? "killer" : "innocent";
  const delta: Record<string, number> = {};
  if (killer !== null) delta[killer] = relation === "innocent" ? (o.noInnocent ? -0.5 : 0) : 1;

  const { targets, hunter, changed } = removeFromTargets(s.targets, victim);
  // Killed Target Always Count: the victim's hunter scores when someone else destroyed its target.
  const counts = killer !== null && hunter !== null && hunter !== killer && o.killedTargetAlwaysCount;
  if (counts) delta[hunter!] = (delta[hunter!] ?? 0) + 1;
  s.targets = targets;
  s.ledger.push({ turn, killer, victim, relation, delta });
  s.ks = ksAsOf(s, Infinity);

  // Quick: an own-target kill (or, with Killed Target Always Count, a target killed by someone else)
  // in turn T makes the game end after turn T; every such kill in T wins.
  let quickStarted = false;
  const scorers =
    o.variant !== "quick"
      ? []
      : [relation === "target" ? killer! : null, counts ? hunter! : null].filter((x): x is number => x !== null);
  if (scorers.length) {
    const q = s.quick;
    if (q.endTurn === null || turn < q.endTurn) {
      q.endTurn = turn;
      q.winners = [];
      quickStarted = true;
    }
    if (turn === q.endTurn) for (const w of scorers) if (!q.winners.includes(w)) q.winners.push(w);
  }
  return { relation, delta, hunter, changed, counts, quickStarted, scorers };
}
