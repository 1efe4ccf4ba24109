// 3v3's entry points, called from small marked insertions in the game's modules. Each does nothing
// unless the game is a 3v3 game (state.v3 present).
import { m, type Msg } from "../../../../i18n/msg.ts";
import type { CardName } from "../../cards/cards.ts";
import { type Ctx, draw, player } from "../../ctx.ts";
import { startTurn } from "../../death.ts";
import type { State } from "../../types.ts";
import { passRight, turnBegins, turnEnds } from "./actions.ts";
import { type Direction, killDraw, targetOrder, winner3v3 } from "./rules.ts";
import { OTHER } from "./teams.ts";

/** flow.ts, turn start: the player's identity card is turned. */
export function v3TurnBegins(g: Ctx): void {
  const v = g.s.v3;
  if (v?.alt) v.alt = turnBegins(v.alt, g.s.turn.seat);
}

/**
 * flow.ts (end of turn) and death.ts (the current player died): true when 3v3 took over who plays
 * next — the next forward of the action, or a new action for the side with the right.
 */
export function v3TurnEnds(g: Ctx): boolean {
  const v = g.s.v3;
  if (!v?.alt) return false;
  const alive = (s: number) => player(g, s).alive;
  v.alt = turnEnds(v.teams, v.alt, alive);
  v.queue = v.queue.filter(alive);
  if (v.queue.length) {
    startTurn(g, v.queue.shift()!);
    return true;
  }
  v.alt = passRight(v.teams, v.alt, alive);
  g.s.stack = [{ t: "v3", stage: 0 }];
  return true;
}

/** death.ts, victory(): the other coach dead wins; null while both coaches live. */
export function v3Victory(s: State): { winners: number[]; side: "lord" | "traitor"; summary: Msg } | null {
  const v = s.v3!;
  const win = winner3v3(v.teams, (seat) => s.players[seat - 1].alive);
  if (!win) return null;
  const side = v.teams[win];
  const seats = [side.coach, ...side.forwards].sort((a, b) => a - b);
  const dead = s.players[v.teams[OTHER[win]].coach - 1].name;
  return {
    winners: seats,
    side: win === "warm" ? "lord" : "traitor",
    summary: m("threekingdoms.v3.win", { loser: OTHER[win], dead, team: win, names: seats.map((x) => s.players[x - 1].name) }),
  };
}

/** death.ts, die(): the 3v3 reward replaces identity mode's; true when the game is 3v3. */
export function v3KillReward(g: Ctx, killer: number | null, victim: number): boolean {
  if (!g.s.v3) return false;
  if (killer !== null && player(g, killer).alive && killDraw(killer)) {
    draw(
      g,
      killer,
      killDraw(killer),
      m("threekingdoms.v3.killReward", { name: player(g, victim).name, gender: g.genderOf(victim) }),
    );
  }
  return true;
}

/** Scores of a finished 3v3 game: 1 for each player of the winning team. */
export function v3Scores(s: State): Record<number, number> {
  const out: Record<number, number> = {};
  for (const p of s.players) out[p.seat] = s.over?.winners.includes(p.seat) ? 1 : 0;
  return out;
}

/**
 * play.ts: the order of an all-targets trick in 3v3. The user names the direction by naming the first
 * character it reaches after themself (a neighbour): no name = the turn order (anticlockwise).
 */
export function v3AllTargets(s: State, seat: number, name: CardName, named: number[]): number[] | Msg {
  const ring = s.ring!;
  const alive = (x: number) => s.players[x - 1].alive;
  const acw = targetOrder(ring, seat, name, "ACW", alive);
  const cw = targetOrder(ring, seat, name, "CW", alive);
  if (named.length === 0) return acw;
  const firstOther = (o: number[]) => o.find((x) => x !== seat);
  const dir: Direction | null =
    named.length === 1 ? (named[0] === firstOther(acw) ? "ACW" : named[0] === firstOther(cw) ? "CW" : null) : null;
  if (!dir) {
    const names = [firstOther(acw), firstOther(cw)].filter((x) => x !== undefined).map((x) => s.players[x! - 1].name);
    return m("threekingdoms.v3.direction", { names: { or: [...new Set(names)] } });
  }
  return dir === "ACW" ? acw : cw;
}
