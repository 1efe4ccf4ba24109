// A destruction (or a resignation) and its consequences for people: who is told what, and the end of
// the game (Quick or Highlander). The bookkeeping itself is recordKill (record.ts).
import { aliveSeats, civOf, showKs, type KillerState } from "./state.ts";
import { recordKill } from "./record.ts";
import { makeDue } from "./reports.ts";
import { say, sayPublic, type Ctx } from "./ctx.ts";

/**
 * Ends the game and queues the final report. Players and observers learn "Game over" from the service's
 * closing mail, which quotes the outcome summary; the administrator (no seat) learns it here.
 */
export function finish(s: KillerState, winners: number[], summary: string, ctx: Ctx): void {
  s.finished = { winners: [...winners].sort((a, b) => a - b), summary };
  s.nullOffer = null;
  if (s.held.length) say(ctx, "admin", `Game over: kill report(s) ${s.held.map((h) => h.id).join(", ")} dropped.`);
  s.held = [];
  say(ctx, "admin", `Game over. ${summary}`);
  for (const x of aliveSeats(s)) ctx.changed.add(x);
  makeDue(s, s.turn, true, ctx);
}

const names = (s: KillerState, seats: number[]) => seats.map((x) => civOf(s, x)).join(" and ");

// Public wording never says "target" next to a civilization's name: who hunted whom stays private.
const quickSummary = (s: KillerState) =>
  `${names(s, s.quick.winners)} ${s.quick.winners.length > 1 ? "win" : "wins"} the Quick game (decided in Civ turn ${s.quick.endTurn}).`;

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
    finish(s, winners, quickWon ? quickSummary(s)
      : winners.length ? `${names(s, winners)} wins: last civilization standing.` : "No civilization is left.", ctx);
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
  if (killer === null) sayPublic(ctx, `${V} has left the game (resigned in Civ turn ${turn}).`);
  else say(ctx, "all", `${V} was destroyed by ${civOf(s, killer)} in Civ turn ${turn}.`);
  ctx.changed.add(victim);

  // Private: the destroyer learns how V stood to it; each seat whose target changed learns the new one.
  const notes = new Map<number, string[]>();
  const note = (seat: number, line: string) => notes.set(seat, [...(notes.get(seat) ?? []), line]);
  if (killer !== null) {
    const what = relation === "target" ? "it was your target"
      : relation === "killer" ? "it was the civilization hunting you"
      : "it was an innocent (neither your target nor hunting you)";
    note(killer, `You destroyed ${V} in Civ turn ${turn}: ${what}. KS ${showKs(delta[killer], true)} (now ${showKs(ks[killer])}).`);
  }
  if (hunter !== null && hunter !== killer) {
    note(hunter, `Your target ${V} is gone.`);
    if (counts) note(hunter, `Killed Target Always Count: it counts for you, KS +1 (now ${showKs(ks[hunter])}).`);
  }
  // Quick: only those who decide the game learn it now. A public "a target was killed in turn T" next
  // to "V was destroyed by K in turn T" would tell everyone that K hunted V.
  const q = s.quick;
  for (const w of scorers) if (q.endTurn === turn)
    note(w, `Quick game: you are among the winners of Civ turn ${turn}; the game ends once every player has played turn ${turn}.`);
  for (const x of changed) {
    const t = s.targets[x];
    note(x, t === undefined ? "You have no target any more: you are the last civilization." : `Your new target: ${civOf(s, t)}.`);
    ctx.changed.add(x);
  }
  for (const [seat, lines] of notes) say(ctx, seat, lines.join("\n"));
  say(ctx, "admin", `Recorded: ${V} ${killer === null ? "resigned" : `destroyed by ${civOf(s, killer)} (${relation})`} in turn ${turn}. ` +
    `KS: ${Object.entries(delta).map(([k, d]) => `${civOf(s, Number(k))} ${showKs(d, true)}`).join(", ") || "no change"}. ` +
    `Targets changed: ${changed.map((x) => `${civOf(s, x)} → ${s.targets[x] === undefined ? "none" : civOf(s, s.targets[x])}`).join(", ") || "none"}.`);
  if (quickStarted || (scorers.length && q.endTurn === turn))
    say(ctx, "admin", `Quick game decided in Civ turn ${q.endTurn}: winners so far ${names(s, q.winners)}. ` +
      `The game ends when TURN moves past ${q.endTurn} (every player has played it).`);

  // Kill reports about a civilization that is gone can no longer be confirmed.
  const stale = s.held.filter((h) => h.victim === victim);
  if (stale.length) {
    s.held = s.held.filter((h) => h.victim !== victim);
    say(ctx, "admin", `Kill report(s) ${stale.map((h) => h.id).join(", ")} about ${V} dropped: ${V} is already recorded as gone.`);
  }
  settle(s, ctx);
}
