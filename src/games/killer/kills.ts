// A destruction (or a resignation) and its consequences for people: who is told what, and the end of
// the game (Quick or Highlander). The bookkeeping itself is recordKill (record.ts).
import { aliveSeats, civAnd, civOf, type KillerState } from "./state.ts";
import { recordKill } from "./record.ts";
import { makeDue } from "./reports.ts";
import { k, lines, sayPublic, type Ctx } from "./ctx.ts";
import type { Msg } from "../../i18n/msg.ts";

/**
 * Ends the game and queues the final report. Players and observers learn "Game over" from the service's
 * closing mail, which quotes the outcome summary; the administrator (no seat) learns it here.
 */
export function finish(s: KillerState, winners: number[], summary: Msg, ctx: Ctx): void {
  s.finished = { winners: [...winners].sort((a, b) => a - b), summary };
  s.nullOffer = null;
  if (s.held.length) ctx.admin(k("overHeldDropped", { n: s.held.length, ids: s.held.map((h) => h.id) }));
  s.held = [];
  ctx.admin(k("gameOver", { summary }));
  for (const x of aliveSeats(s)) ctx.touch(x);
  makeDue(s, s.turn, true, ctx);
}

// Public wording never says "target" next to a civilization's name: who hunted whom stays private.
const quickSummary = (s: KillerState): Msg =>
  k("quickWon", { civs: civAnd(s, s.quick.winners), n: s.quick.winners.length, turn: s.quick.endTurn! });

/** Quick: the game ends once the Civ turn has moved past the turn of the first own-target kill. */
export function checkQuickEnd(s: KillerState, ctx: Ctx): void {
  const q = s.quick;
  if (s.finished || s.options.variant !== "quick" || q.endTurn === null || s.turn <= q.endTurn) return;
  finish(s, q.winners, quickSummary(s), ctx);
}

/** After destructions (or a correction): one civilization left ends the game; so does a decided Quick game. */
export function settle(s: KillerState, ctx: Ctx): void {
  if (s.finished) return;
  const alive = aliveSeats(s);
  if (alive.length <= 1) {
    const q = s.quick;
    const quickWon = s.options.variant === "quick" && q.winners.length > 0;
    const winners = quickWon ? q.winners : alive;
    finish(
      s,
      winners,
      quickWon ? quickSummary(s) : winners.length ? k("lastStanding", { civs: civAnd(s, winners) }) : k("noneLeft"),
      ctx,
    );
    return;
  }
  checkQuickEnd(s, ctx);
}

/**
 * Records that `victim` is destroyed by `killer` (null: resigned, destroyed by nobody) in Civ turn
 * `turn`, and tells everyone what they may know. Both must be alive; the caller has checked it.
 */
export function destroy(s: KillerState, killer: number | null, victim: number, turn: number, ctx: Ctx): void {
  const V = civOf(s, victim);
  const { relation, delta, hunter, changed, counts, quickStarted, scorers } = recordKill(s, killer, victim, turn);
  const ks = s.ks;

  // Public: who destroyed whom and when (public in the Civ game) — never who hunted whom.
  if (killer === null) sayPublic(ctx, k("resignedPublic", { civ: V, turn }));
  else ctx.say(k("destroyedPublic", { civ: V, killer: civOf(s, killer), turn }));
  ctx.touch(victim);

  // Private: the destroyer learns how V stood to it; each seat whose target changed learns the new one.
  const notes = new Map<number, Msg[]>();
  const note = (seat: number, line: Msg) => notes.set(seat, [...(notes.get(seat) ?? []), line]);
  if (killer !== null) note(killer, k("youDestroyed", { civ: V, turn, relation, delta: delta[killer], ks: ks[killer] }));
  if (hunter !== null && hunter !== killer) {
    note(hunter, k("targetGone", { civ: V }));
    if (counts) note(hunter, k("ktacCounts", { ks: ks[hunter] }));
  }
  // Quick: only those who decide the game learn it now. A public "a target was killed in turn T" next
  // to "V was destroyed by K in turn T" would tell everyone that K hunted V.
  const q = s.quick;
  for (const w of scorers) if (q.endTurn === turn) note(w, k("quickWinnerYou", { turn }));
  // each is told the new target in these words: their view (target, KS) is not mailed again beside them
  for (const x of changed) {
    const t = s.targets[x];
    note(x, t === undefined ? k("noTargetLast") : k("newTarget", { civ: civOf(s, t) }));
  }
  for (const [seat, said] of notes) ctx.tell(seat, lines(said));
  const deltas = Object.entries(delta).map(([x, d]) => k("civDelta", { civ: civOf(s, Number(x)), d }));
  ctx.admin(
    k("recorded", {
      civ: V,
      turn,
      how: killer === null ? k("howResigned") : k("howDestroyed", { killer: civOf(s, killer), relation }),
      ks: deltas.length ? deltas : k("noChange"),
      changed: changed.length ? changed.map((x) => arrow(s, x)) : k("none"),
    }),
  );
  if (quickStarted || (scorers.length && q.endTurn === turn))
    ctx.admin(k("quickDecidedAdmin", { turn: q.endTurn!, civs: civAnd(s, q.winners) }));

  // Kill reports about a civilization that is gone can no longer be confirmed.
  const stale = s.held.filter((h) => h.victim === victim);
  if (stale.length) {
    s.held = s.held.filter((h) => h.victim !== victim);
    ctx.admin(k("staleDropped", { n: stale.length, ids: stale.map((h) => h.id), civ: V }));
  }
  settle(s, ctx);
}

/** "Rome → Gaul" (or "→ none"): a civilization and its target, for the administrator. */
export const arrow = (s: KillerState, x: number): Msg =>
  k("civArrow", { civ: civOf(s, x), target: s.targets[x] === undefined ? k("none") : civOf(s, s.targets[x]) });
