// The moves that are legal right now for one actor: for random playouts (tests, benchmark) and for
// the deadline defaults that come later. Admin moves (actor seat null) are sampled, not exhaustive:
// every KILL pair at the current turn, the next TURN, one POWER in seat order, and the rest.
import type { KillerMove } from "./moves.ts";
import { aliveSeats, civOf, isAlive, killTurnProblem, type KillerState } from "./state.ts";
import { survivorsAsOf } from "./reports.ts";

export function legalMoves(s: KillerState, seat: number | null): KillerMove[] {
  const out: KillerMove[] = [];
  const alive = aliveSeats(s);
  if (seat !== null) {
    out.push({ type: "target" }, { type: "ranks" });
    if (s.finished || !isAlive(s, seat)) return out;
    for (const v of alive) if (v !== seat) out.push({ type: "killed", victim: civOf(s, v), turn: s.turn });
    if (s.options.variant === "highlander" && alive.length === 2) {
      out.push({ type: "null", agree: true });
      if (s.nullOffer) out.push({ type: "null", agree: false });
    }
    return out;
  }
  out.push({ type: "ranks" }, { type: "targets", cycles: null });
  const waiting = s.due.find((d) => !s.power[d.turn]);
  if (s.options.rated && (waiting || !s.finished)) {
    const turn = waiting?.turn ?? s.turn;
    const civs = survivorsAsOf(s, waiting?.final ? Infinity : turn).map((x) => [civOf(s, x)]);
    out.push({ type: "power", turn, groups: civs });
  }
  if (s.finished) return out;
  out.push({ type: "report" }, { type: "finish" }, { type: "turn", turn: s.turn + 1 });
  for (const h of s.held) {
    out.push({ type: "reject", id: h.id });
    if (isAlive(s, h.reporter) && !killTurnProblem(s, h.turn)) out.push({ type: "confirm", id: h.id });
  }
  for (const k of alive) for (const v of alive) if (k !== v) out.push({ type: "kill", killer: civOf(s, k), victim: civOf(s, v), turn: s.turn });
  out.push(...corrections(s));
  if (s.options.variant === "highlander" && alive.length === 2) {
    out.push({ type: "null", agree: true });
    if (s.nullOffer) out.push({ type: "null", agree: false });
  }
  return out;
}

/**
 * The administrator's corrections that are always legal: a new map (the living in seat order, one cycle),
 * and, unless targets were re-assigned since, UNDO of the last destruction or AMEND of its killer.
 */
function corrections(s: KillerState): KillerMove[] {
  const out: KillerMove[] = [];
  const alive = aliveSeats(s);
  if (alive.length >= 3) out.push({ type: "targets", cycles: [alive.map((x) => civOf(s, x))] });
  const last = s.ledger.at(-1);
  if (!s.start || !last || last.killer === null || (s.assigned ?? []).some((a) => a.at >= s.ledger.length)) return out;
  out.push({ type: "undo", victim: civOf(s, last.victim) });
  for (const k of alive)
    if (k !== last.killer) out.push({ type: "amend", killer: civOf(s, k), victim: civOf(s, last.victim), turn: last.turn });
  return out;
}
