// A relay's state: the players in their fixed order, who is awaited, the files kept (the last `keep`),
// and, for a Freeciv relay, what the last save said. Nothing in it is secret: every player of a
// play-by-email game gets the whole file anyway.
import type { FreecivFacts } from "./freeciv/save.ts";
import type { RelayOptions } from "./options.ts";

export interface RelayFile {
  sha256: string;
  name: string;
  size: number;
  /** who sent it */
  seat: number;
  /** the Freeciv turn it holds, when read */
  turn?: number;
  /** the Freeciv year it holds, when read */
  year?: number;
  /** its number in the game (1: the first file), the name FILE <game> <n> knows it by when it holds no turn */
  n?: number;
}

export interface RelayPlayer {
  seat: number;
  name: string;
  /** in the order; false once resigned, or their civilization destroyed or removed */
  active: boolean;
  /** Freeciv: the civilization named at JOIN (civ=: nation or leader), compared loosely */
  civ?: string;
  /** Freeciv: the save's player index the seat is tied to (seats.ts) */
  civId?: number;
  /** Freeciv: why the seat left the order, when a save showed it */
  out?: "destroyed" | "removed";
}

export interface RelayState {
  v: 1;
  options: RelayOptions;
  /** in the order of play (the join order until the host's ORDER) */
  players: RelayPlayer[];
  /** the awaited seat */
  awaited: number;
  /** turns passed on so far (files and skips): a new pending decision for each */
  passes: number;
  /** kept files, oldest first; the last is the current file */
  files: RelayFile[];
  /** the last Freeciv save read (file=freeciv) */
  freeciv: FreecivFacts | null;
  /** the seats not tied to a save's player the host was last told of ("1,3"): told once per change */
  untied?: string;
  finished: boolean;
}

export const current = (s: RelayState): RelayFile | undefined => s.files.at(-1);

export const nameOf = (s: RelayState, seat: number): string => s.players.find((p) => p.seat === seat)?.name ?? `#${seat}`;

/** The next active seat after `seat`, in the order of play (the seat itself when it is the only one). */
export function nextSeat(s: RelayState, seat: number): number {
  const at = s.players.findIndex((p) => p.seat === seat);
  for (let i = 1; i <= s.players.length; i++) {
    const p = s.players[(at + i) % s.players.length];
    if (p.active) return p.seat;
  }
  return seat;
}
