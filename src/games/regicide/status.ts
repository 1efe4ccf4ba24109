// Who is awaited (pending) and how the game stands (outcome), said as messages.
import type { Outcome, Pending } from "../engine.ts";
import { m, type Msg } from "../../i18n/msg.ts";
import type { RegicideState } from "./types.ts";
import { canFlip, canYield, nameAt } from "./turn.ts";
import { handValue } from "./values.ts";

export type Medal = "gold" | "silver" | "bronze";

/** What the current decision asks of its player (the `what` of pending, and the view's "Awaiting"). */
export function whatOf(s: RegicideState): Msg | null {
  // `flips`: how many Jester flips the solo player may still use now (0 = do not mention them)
  const flips = canFlip(s) ? s.soloJesters : 0;
  switch (s.phase) {
    case "play":
      if (s.hands[s.turn].length === 0) return m(canYield(s, s.turn) ? "regicide.whatEmptyYield" : "regicide.whatEmptyFlip");
      if (canYield(s, s.turn)) return m("regicide.whatPlayOrYield");
      return s.players.length === 1 ? m("regicide.whatPlaySolo", { flips }) : m("regicide.whatNoYield");
    case "discard":
      return handValue(s.hands[s.turn]) >= s.damageDue
        ? m("regicide.whatDiscard", { n: s.damageDue, flips })
        : m("regicide.whatCannotCover", { n: s.damageDue });
    case "jester":
      return m("regicide.whatJester");
    case "tavern":
      return m("regicide.whatTavern");
    default:
      return null;
  }
}

/**
 * The same decision said of its player to everyone else (the public view's "Awaiting Ann: …"): third
 * person, never the player's own instruction (src/i18n/person.ts).
 */
export function publicWhatOf(s: RegicideState): Msg | null {
  switch (s.phase) {
    case "play":
      if (s.hands[s.turn].length === 0) return m(canYield(s, s.turn) ? "regicide.pubEmptyYield" : "regicide.pubEmptyFlip");
      if (canYield(s, s.turn)) return m("regicide.pubPlayOrYield");
      return m(s.players.length === 1 ? "regicide.pubPlaySolo" : "regicide.pubNoYield");
    case "discard":
      return handValue(s.hands[s.turn]) >= s.damageDue
        ? m("regicide.pubDiscard", { n: s.damageDue })
        : m("regicide.pubCannotCover", { n: s.damageDue });
    case "jester":
      return m("regicide.pubJester");
    case "tavern":
      return m("regicide.pubTavern");
    default:
      return null;
  }
}

export function pendingOf(s: RegicideState): Pending[] {
  const what = whatOf(s);
  if (!what) return [];
  const seat = s.players[s.turn].seat;
  // The key changes with `step`, which moves on at every new decision; a solo FLIP is optional and
  // does not make a new decision, so it keeps the key (the deadline does not restart).
  return [{ seat, what, key: `regicide:${s.step}:${s.phase}:${seat}` }];
}

export function medalOf(s: RegicideState): Medal | null {
  if (s.players.length !== 1 || !s.result?.won) return null;
  return (["gold", "silver", "bronze"] as const)[s.flipsUsed] ?? null;
}

export const MEDAL_ID: Record<Medal, string> = {
  gold: "regicide.medalGold",
  silver: "regicide.medalSilver",
  bronze: "regicide.medalBronze",
};

export function outcomeOf(s: RegicideState): Outcome {
  // Score: enemies defeated (0–12), the same for every seat since the game is cooperative.
  const scores: Record<number, number> = {};
  for (const p of s.players) scores[p.seat] = s.defeated;
  if (!s.result) {
    const summary = m("regicide.sumRunning", { n: s.defeated, name: nameAt(s, s.turn) });
    return { status: "running", winners: [], summary, scores };
  }
  if (s.result.won) {
    const medal = medalOf(s);
    const solo = s.players.length === 1 ? "yes" : "no";
    const reason = s.result.reason;
    return {
      status: "finished",
      winners: s.players.map((p) => p.seat),
      summary: medal
        ? m("regicide.sumWonMedal", { solo, medal: m(MEDAL_ID[medal]), flips: s.flipsUsed, reason })
        : m("regicide.sumWon", { solo, reason }),
      scores,
    };
  }
  return {
    status: "finished",
    winners: [],
    summary: m(s.players.length === 1 ? "regicide.sumLostSolo" : "regicide.sumLost", { n: s.defeated, reason: s.result.reason }),
    scores,
  };
}
