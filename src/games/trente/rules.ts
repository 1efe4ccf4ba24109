// The scoring rules of Trente as small pure functions: what a finished turn's sum does, who the
// victim is, and how an attack's damage dice are rolled. No state mutation here.
import type { DiceSource } from "./dice.ts";
import type { Ruleset, Threshold } from "./types.ts";

/** classic: 1, 2 or 3 as the first die → "12 or less"; 4, 5 or 6 → "30 or more". */
export const thresholdOf = (die: number): Threshold => (die <= 3 ? "low" : "high");

export type TurnResult = { kind: "none" } | { kind: "lose"; points: number } | { kind: "attack"; level: number };

/**
 * What the sum S of the six dice set aside does. Under house rules the threshold is always 30
 * (the `threshold` argument is ignored); under classic it is the one the first die set.
 */
export function judgeSum(rules: Ruleset, threshold: Threshold | null, s: number): TurnResult {
  if (rules === "classic" && threshold === "low") {
    if (s < 12) return { kind: "attack", level: 12 - s };
    if (s === 12) return { kind: "none" };
    return { kind: "lose", points: s - 12 };
  }
  if (s > 30) return { kind: "attack", level: s - 30 };
  if (s === 30) return { kind: "none" };
  return { kind: "lose", points: 30 - s };
}

/** How the victim is found. House: by parity of the level. Classic: by round (3 = the attacker's choice). */
export function victimRule(rules: Ruleset, round: number, level: number): "next" | "previous" | "choice" {
  if (rules === "house") return level % 2 === 0 ? "previous" : "next"; // even → right = previous
  if (round === 1) return "next";
  if (round === 2) return "previous";
  return "choice";
}

export interface AttackRoll {
  dice: number[];
  /** how many dice showed the level */
  hits: number;
  /** this roll completed six dice of the level: all six are taken back */
  fullHand: boolean;
}

export interface AttackResult {
  level: number;
  rolls: AttackRoll[];
  /** number of dice of the level kept over the whole attack */
  hits: number;
  damage: number;
}

/**
 * Rolls an attack at `level`: roll the dice not yet kept, keep every die showing the level, stop on a
 * roll without one; when all six are kept ("main pleine"), take them all back and go on.
 */
export function rollAttack(level: number, dice: DiceSource): AttackResult {
  const rolls: AttackRoll[] = [];
  let hits = 0;
  let held = 0; // dice of the level set aside in the current hand
  for (;;) {
    const roll = dice.roll(6 - held);
    const n = roll.filter((d) => d === level).length;
    held += n;
    hits += n;
    const fullHand = held === 6;
    rolls.push({ dice: roll, hits: n, fullHand });
    if (n === 0) break;
    if (fullHand) held = 0;
  }
  return { level, rolls, hits, damage: level * hits };
}
