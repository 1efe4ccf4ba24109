// 3v3 "Flujo del juego": the two sides act alternately, each action being the coach's turn or both
// forwards' turns, with the identity cards turned sideways as players act ("the turned-card rule").
//
// Herald's reading (docs/three-kingdoms.md, 3v3):
// - The cool coach decides which side acts first; in that first action only the coach may act
//   ("En la primera ronda, sólo el entrenador puede actuar primero").
// - A side with the right to act chooses COACH (one turn) or FORWARDS (each living forward whose card is
//   upright plays a whole turn, one after the other in turn order, before the right passes).
// - A player's card is turned when their turn begins. When a turn ends and every living player's card
//   is turned, all are set upright again.
// - The right alternates; but if the side due to act has no living upright card while the other side
//   has one, the other side acts instead ("se debe otorgar el derecho ... al bando del otro bando").
import { OTHER, type Team, type Teams } from "./teams.ts";

export type Action = "COACH" | "FORWARDS";

export interface Alternation {
  /** the side with the right to act now */
  side: Team;
  /** seats whose identity card is turned */
  turned: number[];
  /** no action has been taken yet (only the coach may take the first) */
  first: boolean;
}

export const startAlternation = (side: Team): Alternation => ({ side, turned: [], first: true });

const upright = (a: Alternation, seat: number, alive: (s: number) => boolean) => alive(seat) && !a.turned.includes(seat);

/** The actions the side with the right may choose. */
export function actionsFor(t: Teams, a: Alternation, alive: (s: number) => boolean): Action[] {
  const side = t[a.side];
  const out: Action[] = [];
  if (upright(a, side.coach, alive)) out.push("COACH");
  if (!a.first && side.forwards.some((f) => upright(a, f, alive))) out.push("FORWARDS");
  return out;
}

/** The seats that play a turn, in order, for the action chosen. */
export function actorsOf(t: Teams, a: Alternation, act: Action, alive: (s: number) => boolean): number[] {
  const side = t[a.side];
  return act === "COACH" ? [side.coach] : side.forwards.filter((f) => upright(a, f, alive));
}

/** A turn begins: the player's card is turned. */
export const turnBegins = (a: Alternation, seat: number): Alternation => ({
  ...a,
  first: false,
  turned: a.turned.includes(seat) ? a.turned : [...a.turned, seat],
});

/** A turn ends: when every living card is turned, all are upright again. */
export function turnEnds(t: Teams, a: Alternation, alive: (s: number) => boolean): Alternation {
  const living = [t.warm.coach, ...t.warm.forwards, t.cool.coach, ...t.cool.forwards].filter(alive);
  return living.every((s) => a.turned.includes(s)) ? { ...a, turned: [] } : a;
}

/** The action is over: the right passes to the other side, unless that side has nothing upright. */
export function passRight(t: Teams, a: Alternation, alive: (s: number) => boolean): Alternation {
  const hasUpright = (team: Team) => [t[team].coach, ...t[team].forwards].some((s) => upright(a, s, alive));
  const next = OTHER[a.side];
  return { ...a, side: hasUpright(next) || !hasUpright(a.side) ? next : a.side };
}
