// pending() and outcome(): who is awaited, and how the game stands.
import type { Outcome, Pending } from "../engine.ts";
import { aliveSeats, civOf, isAlive, type KillerState } from "./state.ts";
import { k } from "./ctx.ts";

export function pendingKiller(s: KillerState): Pending[] {
  const out: Pending[] = [];
  for (const h of s.held) out.push({ seat: null, what: k("waitConfirm", { id: h.id }), key: `held-${h.id}`, unannounced: true });
  // a civilization dead or gone in the followed game's save, until the administrator records it (follow.ts)
  for (const [seat, turn] of Object.entries(s.over?.gone ?? {}))
    if (isAlive(s, Number(seat)) && !s.finished)
      out.push({
        seat: null,
        what: k("waitGone", { civ: civOf(s, Number(seat)), turn }),
        key: `gone-${seat}`,
        unannounced: true,
      });
  for (const d of s.due) {
    if (s.options.rated && !s.power[d.turn])
      out.push({ seat: null, what: k("waitPower", { turn: d.turn }), key: `power-${d.turn}` });
  }
  const o = s.nullOffer;
  if (o && !s.finished) {
    for (const x of aliveSeats(s)) if (!o.seats.includes(x)) out.push({ seat: x, what: k("waitNull"), key: `null-${o.no}` });
    if (!o.admin) out.push({ seat: null, what: k("waitNull"), key: `null-${o.no}` });
  }
  return out;
}

export function outcomeKiller(s: KillerState): Outcome {
  const scores: Record<number, number> = {};
  for (const p of s.players) scores[p.seat] = s.ks[p.seat] ?? 0;
  if (!s.finished) {
    const n = aliveSeats(s).length;
    return { status: "running", winners: [], summary: k("running", { turn: s.turn, n }), scores };
  }
  return { status: "finished", winners: s.finished.winners, summary: s.finished.summary, scores };
}
