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
}

export interface RelayState {
  v: 1;
  options: RelayOptions;
  players: Array<{ seat: number; name: string; active: boolean }>;
  /** the awaited seat */
  awaited: number;
  /** turns passed on so far (files and skips): a new pending decision for each */
  passes: number;
  /** kept files, oldest first; the last is the current file */
  files: RelayFile[];
  /** the last Freeciv save read (file=freeciv) */
  freeciv: FreecivFacts | null;
  finished: boolean;
}

export const current = (s: RelayState): RelayFile | undefined => s.files.at(-1);

export const nameOf = (s: RelayState, seat: number): string => s.players.find((p) => p.seat === seat)?.name ?? `#${seat}`;

/** The next active seat after `seat`, in the fixed order (the seat itself when it is the only one). */
export function nextSeat(s: RelayState, seat: number): number {
  const active = s.players.filter((p) => p.active);
  const after = active.find((p) => p.seat > seat) ?? active[0];
  return after?.seat ?? seat;
}
