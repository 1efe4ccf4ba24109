// Seats drawn at START (seed "Reglas detalladas" 1). A seat number stays the service's (join order):
// commands, mails and the engine contract all use it. `ring` records where each seat sits round the
// table, so the turn order and distances follow the drawn places. The draw comes from a generator of
// its own derived from the game seed: seeded, replayed exactly, checkable once the seed is revealed,
// and the rest of the game's random sequence (identities, deck, generals) is left as it was.
import { Rng } from "../../rng.ts";

/** What the seating reads of a game: the places drawn and who is alive. */
interface Table {
  ring?: number[];
  players: ReadonlyArray<{ seat: number; alive: boolean }>;
}

export function drawRing(seed: string, n: number): number[] {
  return Rng.seed(`${seed}/seats`).shuffle(Array.from({ length: n }, (_, i) => i + 1));
}

/** The seats in their places round the table (turn order); without a draw, seat order. */
export const ringOf = (s: Table): number[] => s.ring ?? s.players.map((p) => p.seat);

/** Living seats in turn order starting from `from` (included when alive). */
export function livingFrom(s: Table, from: number): number[] {
  const ring = ringOf(s);
  const at = ring.indexOf(from);
  const out: number[] = [];
  for (let i = 0; i < ring.length; i++) {
    const seat = ring[(at + i) % ring.length];
    if (s.players[seat - 1].alive) out.push(seat);
  }
  return out;
}

/** The next living seat after `seat` in turn order (`seat` itself when nobody else lives). */
export function nextLiving(s: Table, seat: number): number {
  const ring = ringOf(s);
  const at = ring.indexOf(seat);
  for (let i = 1; i <= ring.length; i++) {
    const next = ring[(at + i) % ring.length];
    if (s.players[next - 1].alive) return next;
  }
  return seat;
}
