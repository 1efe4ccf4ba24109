// 3v3 card and scoring changes ("Las reglas cambiantes", "Recompensas y Penalizaciones", "Dominio de
// habilidades", "Objetivo del juego"), as pure functions the engine hooks will call.
//
// Herald's reading (docs/three-kingdoms.md, 3v3):
// - Barbarian Invasion, Arrow Barrage, Peach Garden and Harvest target every character (Barbarian and
//   Arrow everyone but the user), in the direction the user names: ACW = the turn order (Sanguosha plays
//   anticlockwise, which is the order `ring` records), CW = the reverse; from the user's next neighbour
//   (Peach Garden and Harvest start with the user).
// - No Lightning: both Lightning cards are set aside before the deck is shuffled and stay out of play.
// - Any kill, even of a team-mate, draws 3 cards at once; no other reward or penalty.
// - No Lord skills (Jijiang, Hujia, Jiuyuan), even for the warm coach who shows the Lord card.
// - The game ends as soon as a coach dies: the other team wins.
import type { CardName } from "../../cards/cards.ts";
import { type Team, type Teams, OTHER } from "./teams.ts";

export type Direction = "ACW" | "CW";
export const ALL_TARGETS: readonly CardName[] = ["INVASION", "BARRAGE", "PEACH-GARDEN", "HARVEST"];
const WITH_USER: readonly CardName[] = ["PEACH-GARDEN", "HARVEST"];

/** The order in which an all-targets trick reaches the living characters. */
export function targetOrder(
  ring: number[],
  user: number,
  name: CardName,
  dir: Direction,
  alive: (s: number) => boolean,
): number[] {
  const order = dir === "ACW" ? ring : [...ring].reverse();
  const at = order.indexOf(user);
  const rotated = [...order.slice(at), ...order.slice(0, at)];
  return rotated.filter((s) => alive(s) && (s !== user || WITH_USER.includes(name)));
}

/** Paso: "En esta regla no se utilizan rayos." The ids set aside from the deck. */
export function setAsideLightning(deck: number[], nameOf: (id: number) => CardName): { deck: number[]; aside: number[] } {
  return { deck: deck.filter((id) => nameOf(id) !== "LIGHTNING"), aside: deck.filter((id) => nameOf(id) === "LIGHTNING") };
}

/** "Si matas a cualquier personaje, podrás tocar 3 cartas inmediatamente, incluso si matas a tu compañero." */
export const KILL_DRAW = 3;
export const killDraw = (killer: number | null): number => (killer === null ? 0 : KILL_DRAW);

/** "Las habilidades principales no se utilizan en esta variante de regla." */
export const lordSkillsOn = (mode: "identity" | "3v3" | undefined): boolean => mode !== "3v3";

/** The winning team once a death is known, or null while both coaches live. */
export function winner3v3(t: Teams, alive: (s: number) => boolean): Team | null {
  for (const team of ["warm", "cool"] as const) if (!alive(t[team].coach)) return OTHER[team];
  return null;
}
