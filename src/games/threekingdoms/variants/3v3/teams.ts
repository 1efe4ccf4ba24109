// 3v3 (seed 003, "Reglas de Three Kingdoms 3V3"): the two teams, their roles and their places round the
// table. Pure functions of the seats and the game seed; not wired into the engine yet (mode=3v3 is still
// refused by options.ts until the whole variant plays).
//
// Choices where the seed's translation is loose (documented in docs/three-kingdoms.md, 3v3):
// - Teams come from the join order: seats 1-3 are one team with seat 1 its coach, seats 4-6 the other
//   with seat 4 its coach (by mail the players agree teams by joining in that order).
// - "Paso 3": the Lord and Traitor identity cards are drawn by the coaches: a seeded draw says which team
//   is warm (Lord-card coach, Loyalist-card forwards) and which is cool (Traitor coach, Rebel forwards).
// - Seating "Cool forward A - Cool coach - Cool forward B - Warm forward A - Warm coach - Warm forward B"
//   round the table: each coach sits between its two forwards, the two teams side by side.
import { Rng } from "../../../rng.ts";
import type { Role } from "../../types.ts";

export type Team = "warm" | "cool";
export const OTHER: Record<Team, Team> = { warm: "cool", cool: "warm" };

export interface Side {
  team: Team;
  coach: number;
  /** forward A, forward B (ring order) */
  forwards: [number, number];
}

export interface Teams {
  warm: Side;
  cool: Side;
}

/** Which of the two joined teams is warm: the coaches' draw of the Lord and Traitor cards. */
export function drawTeams(seed: string): Teams {
  const first = { coach: 1, forwards: [2, 3] as [number, number] };
  const second = { coach: 4, forwards: [5, 6] as [number, number] };
  const firstWarm = Rng.seed(`${seed}/3v3-teams`).int(2, "3v3-teams") === 0;
  const [w, c] = firstWarm ? [first, second] : [second, first];
  return { warm: { team: "warm", ...w }, cool: { team: "cool", ...c } };
}

/** The identity card each seat shows (public in 3v3: the teams are known). */
export function roleOf(t: Teams, seat: number): Role {
  if (seat === t.warm.coach) return "lord";
  if (seat === t.cool.coach) return "traitor";
  return t.warm.forwards.includes(seat) ? "loyalist" : "rebel";
}

export function teamOf(t: Teams, seat: number): Team {
  return seat === t.warm.coach || t.warm.forwards.includes(seat) ? "warm" : "cool";
}

export const isCoach = (t: Teams, seat: number): boolean => seat === t.warm.coach || seat === t.cool.coach;

/** The seats round the table in turn order (the engine's `ring`). */
export function ring3v3(t: Teams): number[] {
  return [t.cool.forwards[0], t.cool.coach, t.cool.forwards[1], t.warm.forwards[0], t.warm.coach, t.warm.forwards[1]];
}

/** "En este modo, la fuerza física del entrenador y la fuerza física máxima son +1": both coaches. */
export function startingHp(generalHp: number, coach: boolean): number {
  return coach ? generalHp + 1 : generalHp;
}
