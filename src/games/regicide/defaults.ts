// What happens when a pending decision's deadline passes: the most passive legal choice, so an
// absent player costs the team as little initiative as possible without playing their cards for them.
import type { Move, RegicideState } from "./types.ts";
import { canFlip, canYield } from "./turn.ts";
import { legalDiscards } from "./legal.ts";
import { cardValue } from "./values.ts";
import { isJester } from "../cards.ts";

export function defaultMove(s: RegicideState): Move | null {
  const idx = s.turn;
  const hand = s.hands[idx];
  switch (s.phase) {
    case "play": {
      if (canYield(s, idx)) return { type: "yield" };
      // The lowest card that is not a Jester (a Jester would hand the choice of next player to nobody).
      const plain = hand.filter((c) => !isJester(c)).sort((a, b) => cardValue(a) - cardValue(b));
      if (plain.length) return { type: "play", cards: [plain[0]] };
      if (hand.length) return { type: "play", cards: ["JESTER"] };
      return canFlip(s) ? { type: "flip" } : null;
    }
    case "discard": {
      // The cheapest cover: least total value, then fewest cards.
      const options = legalDiscards(hand, s.damageDue);
      if (!options.length) return canFlip(s) ? { type: "flip" } : null;
      const worth = (cs: string[]) => cs.reduce((t, c) => t + (c === "JESTER" ? 0 : cardValue(c)), 0);
      options.sort((a, b) => worth(a) - worth(b) || a.length - b.length);
      return { type: "discard", cards: options[0] };
    }
    case "jester":
      return { type: "next", player: String(s.players[(idx + 1) % s.players.length].seat) };
    case "tavern":
      return { type: "tavern", yes: true }; // as in the official rules
    default:
      return null;
  }
}
