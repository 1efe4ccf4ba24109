// Who is awaited (pending) and how the game stands (outcome).
import type { Outcome, Pending } from "../engine.ts";
import type { RegicideState } from "./types.ts";
import { canFlip, canYield, nameOf } from "./turn.ts";
import { handValue } from "./values.ts";

export function pendingOf(s: RegicideState): Pending[] {
  if (s.phase === "over") return [];
  const seat = s.players[s.turn].seat;
  // The key changes with `step`, which moves on at every new decision; a solo FLIP is optional and
  // does not make a new decision, so it keeps the key (the deadline does not restart).
  const key = `regicide:${s.step}:${s.phase}:${seat}`;
  const flip = canFlip(s) ? ` (or FLIP a Jester, ${s.soloJesters} left)` : "";
  switch (s.phase) {
    case "play": {
      const what = s.hands[s.turn].length === 0
        ? canYield(s, s.turn) ? "your turn: your hand is empty, YIELD" : "your turn: your hand is empty, FLIP a Jester"
        : canYield(s, s.turn)
          ? "your turn: PLAY <cards> or YIELD"
          : s.players.length === 1
            ? `your turn: PLAY <cards>${flip}`
            : "your turn: PLAY <cards> (you may not yield: every other player yielded on their last turn)";
      return [{ seat, what, key }];
    }
    case "discard": {
      const cover = handValue(s.hands[s.turn]) >= s.damageDue;
      const what = cover
        ? `suffer ${s.damageDue} damage: DISCARD cards worth ${s.damageDue} or more${flip}`
        : `suffer ${s.damageDue} damage: your hand cannot cover it, FLIP a Jester`;
      return [{ seat, what, key }];
    }
    case "jester":
      return [{ seat, what: "you played a Jester: choose who goes next with NEXT <player>", key }];
    case "tavern":
      return [{ seat, what: "exact kill: TAVERN YES (the enemy goes on top of the Tavern) or TAVERN NO (to the discard pile)", key }];
  }
}

export function medalOf(s: RegicideState): string | null {
  if (s.players.length !== 1 || !s.result?.won) return null;
  return ["Gold", "Silver", "Bronze"][s.flipsUsed] ?? null;
}

export function outcomeOf(s: RegicideState): Outcome {
  // Score: enemies defeated (0–12), the same for every seat since the game is cooperative.
  const scores: Record<number, number> = {};
  for (const p of s.players) scores[p.seat] = s.defeated;
  if (!s.result) {
    return { status: "running", winners: [], summary: `${s.defeated} of 12 enemies defeated; ${nameOf(s, s.turn)} to act`, scores };
  }
  if (s.result.won) {
    const medal = medalOf(s);
    const who = s.players.length === 1 ? "The player" : "The players";
    return {
      status: "finished",
      winners: s.players.map((p) => p.seat),
      summary: `${who} won${medal ? ` (${medal}: ${s.flipsUsed} Jester flip${s.flipsUsed === 1 ? "" : "s"} used)` : ""}: ${s.result.reason}`,
      scores,
    };
  }
  return {
    status: "finished",
    winners: [],
    summary: `The players lost after defeating ${s.defeated} of 12 enemies: ${s.result.reason}`,
    scores,
  };
}
