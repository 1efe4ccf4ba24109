// Identity cards by number of players (rules table), dealt at random with the seeded generator.
import { m, type Msg } from "../../i18n/msg.ts";
import type { Rng } from "../rng.ts";
import type { Role } from "./types.ts";

/** [loyalists, rebels, traitors] besides the one Lord. */
const TABLE: Record<number, [number, number, number]> = {
  4: [1, 1, 1],
  5: [1, 2, 1],
  6: [1, 3, 1],
  7: [2, 3, 1],
  8: [2, 4, 1],
  9: [3, 4, 1],
  10: [3, 4, 2],
};

/** The identity cards for n players; `traitors: 2` is the 6- and 8-player option (one Rebel fewer). */
export function identityCards(n: number, traitors: 1 | 2): Role[] | Msg {
  const row = TABLE[n];
  if (!row) return m("threekingdoms.err.players");
  let [loy, reb, tra] = row;
  if (traitors === 2 && n !== 10) {
    if (n !== 6 && n !== 8) return m("threekingdoms.err.traitors");
    reb -= 1;
    tra = 2;
  }
  return ["lord", ...Array<Role>(loy).fill("loyalist"), ...Array<Role>(reb).fill("rebel"), ...Array<Role>(tra).fill("traitor")];
}

/** Deals the identities to seats 1..n; `lordSeat` fixes the Lord (series mode). */
export function dealIdentities(rng: Rng, cards: Role[], lordSeat: number | null): Role[] {
  if (lordSeat === null) return rng.shuffle(cards);
  const rest = rng.shuffle(cards.filter((_, i) => i !== cards.indexOf("lord")));
  rest.splice(lordSeat - 1, 0, "lord");
  return rest;
}
