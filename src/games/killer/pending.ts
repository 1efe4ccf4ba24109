// pending() and outcome(): who is awaited, and how the game stands.
import type { Outcome, Pending } from "../engine.ts";
import { aliveSeats, type KillerState } from "./state.ts";

export function pendingKiller(s: KillerState): Pending[] {
  const out: Pending[] = [];
  for (const h of s.held) out.push({ seat: null, what: `CONFIRM or REJECT kill report ${h.id}`, key: `held-${h.id}` });
  for (const d of s.due) {
    if (s.options.rated && !s.power[d.turn]) out.push({ seat: null, what: `send the power graph for turn ${d.turn}: POWER TURN ${d.turn} <civ> <civ> …`, key: `power-${d.turn}` });
  }
  const o = s.nullOffer;
  if (o && !s.finished) {
    for (const x of aliveSeats(s)) if (!o.seats.includes(x)) out.push({ seat: x, what: "a null result is proposed: NULL AGREE or NULL REFUSE", key: `null-${o.no}` });
    if (!o.admin) out.push({ seat: null, what: "a null result is proposed: NULL AGREE or NULL REFUSE", key: `null-${o.no}` });
  }
  return out;
}

export function outcomeKiller(s: KillerState): Outcome {
  const scores: Record<number, number> = {};
  for (const p of s.players) scores[p.seat] = s.ks[p.seat] ?? 0;
  if (!s.finished) {
    const n = aliveSeats(s).length;
    return { status: "running", winners: [], summary: `Civ turn ${s.turn}, ${n} civilizations in play`, scores };
  }
  return { status: "finished", winners: s.finished.winners, summary: s.finished.summary, scores };
}

