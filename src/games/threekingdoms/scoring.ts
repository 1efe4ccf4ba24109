// The seed's scoring table (4th edition) and the series accumulator, as pure functions.
//
// Decisions where the table is silent:
//  - "the Traitor played against the Lord" = the Lord's side won and, when this Traitor died, only the
//    Lord and this Traitor were left (the one-on-one), not merely the last enemy to die;
//  - with two Traitors, only the surviving Traitor scores a Traitor win; the other scores 0;
//  - the Lord/Loyalist kill bonus counts only for the winning side (as the table says); the Rebel
//    kill bonus counts whether or not the Rebels won (the table does not tie it to a win).
import type { Role } from "./types.ts";

export interface ScoreInput {
  players: { seat: number; role: Role; alive: boolean }[];
  side: "lord" | "rebel" | "traitor";
  /** in order of death; killer null = no killer (Lightning, resignation) */
  deaths: { seat: number; killer: number | null }[];
  /** the traitor seat(s) who won (side "traitor") */
  winners: number[];
}

export function scoreGame(g: ScoreInput): Record<number, number> {
  const n = g.players.length;
  const roleOf = new Map(g.players.map((p) => [p.seat, p.role]));
  const survivingLoyalists = g.players.filter((p) => p.role === "loyalist" && p.alive).length;
  const livingRebels = g.players.filter((p) => p.role === "rebel" && p.alive).length;
  /** when `seat` died, only the Lord and `seat` were left */
  const oneOnOne = (seat: number): boolean => {
    const i = g.deaths.findIndex((d) => d.seat === seat);
    if (i < 0) return false;
    const deadBefore = new Set(g.deaths.slice(0, i).map((d) => d.seat));
    const left = g.players.filter((p) => !deadBefore.has(p.seat));
    return left.length === 2 && left.some((p) => p.role === "lord");
  };
  const killsBy = (seat: number, roles: Role[]) =>
    g.deaths.filter((d) => d.killer === seat && d.seat !== seat && roles.includes(roleOf.get(d.seat)!));
  const out: Record<number, number> = {};
  for (const p of g.players) {
    let s = 0;
    switch (p.role) {
      case "lord":
        s = g.side === "lord" ? 4 + 2 * survivingLoyalists : g.side === "traitor" ? 1 : 0;
        break;
      case "loyalist":
        s = g.side === "lord" ? 5 + survivingLoyalists : 0;
        break;
      case "rebel":
        s = g.side === "rebel" ? 3 * livingRebels : 0;
        break;
      case "traitor":
        if (g.side === "traitor") s = g.winners.includes(p.seat) ? 4 + 2 * n : 0;
        else if (g.side === "lord") s = oneOnOne(p.seat) ? n : 0;
        else s = p.alive ? 1 : 0;
        break;
    }
    if ((p.role === "lord" || p.role === "loyalist") && g.side === "lord") s += killsBy(p.seat, ["rebel", "traitor"]).length;
    if (p.role === "rebel") {
      s += killsBy(p.seat, ["loyalist", "traitor"]).length + 2 * killsBy(p.seat, ["lord"]).length;
    }
    out[p.seat] = s;
  }
  return out;
}

/** Series: adds one game's scores (by player name) to the running totals; returns new totals. */
export function addSeriesScores(totals: Record<string, number>, game: Record<string, number>): Record<string, number> {
  const out = { ...totals };
  for (const [name, v] of Object.entries(game)) out[name] = (out[name] ?? 0) + v;
  return out;
}

/**
 * Series: the Lord's seat in game `index` (0-based). The Lord identity passes each game to the next
 * player at the table (`ring`: the seats in their places, in turn order), not to the next seat number.
 */
export function seriesLordSeat(index: number, ring: readonly number[], firstLord = ring[0]): number {
  return ring[(ring.indexOf(firstLord) + index) % ring.length];
}

/** Series: the leaders (highest total; ties share). */
export function seriesLeaders(totals: Record<string, number>): string[] {
  const best = Math.max(...Object.values(totals));
  return Object.keys(totals).filter((k) => totals[k] === best);
}
