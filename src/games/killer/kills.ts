// A destruction (or a resignation) and its consequences: KS, target updates, Quick/Highlander end.
import { removeFromTargets } from "./targets.ts";
import { aliveSeats, civOf, ksAsOf, showKs, type KillerState, type Relation } from "./state.ts";
import { makeDue } from "./reports.ts";
import { say, type Ctx } from "./ctx.ts";

/** Ends the game, announces it, and queues the final report. */
export function finish(s: KillerState, winners: number[], summary: string, ctx: Ctx): void {
  s.finished = { winners: [...winners].sort((a, b) => a - b), summary };
  s.nullOffer = null;
  if (s.held.length) say(ctx, "admin", `Game over: kill report(s) ${s.held.map((h) => h.id).join(", ")} dropped.`);
  s.held = [];
  say(ctx, "all", `Game over. ${summary}`);
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

/**
 * Records that `victim` is destroyed by `killer` (null: resigned, destroyed by nobody) in Civ turn
 * `turn`. Both must be alive; the caller has checked it.
 */
export function destroy(s: KillerState, killer: number | null, victim: number, turn: number, ctx: Ctx): void {
  const o = s.options;
  const V = civOf(s, victim);
  let relation: Relation = "resigned";
  if (killer !== null) relation = s.targets[killer] === victim ? "target" : s.targets[victim] === killer ? "killer" : "innocent";
  const delta: Record<string, number> = {};
  if (killer !== null) delta[killer] = relation === "innocent" ? (o.noInnocent ? -0.5 : 0) : 1;

  const { targets, hunter, changed } = removeFromTargets(s.targets, victim);
  // Killed Target Always Count: the victim's hunter scores when someone else destroyed its target.
  const counts = killer !== null && hunter !== null && hunter !== killer && o.killedTargetAlwaysCount;
  if (counts) delta[hunter!] = (delta[hunter!] ?? 0) + 1;
  s.targets = targets;
  s.ledger.push({ turn, killer, victim, relation, delta });
  const ks = ksAsOf(s, Infinity);
  s.ks = ks;

  // Public: who destroyed whom and when (public in the Civ game) — never who hunted whom.
  say(ctx, "all", killer === null
    ? `${V} has left the game (resigned in Civ turn ${s.turn}).`
    : `${V} was destroyed by ${civOf(s, killer)} in Civ turn ${turn}.`);
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
  for (const x of changed) {
    const t = s.targets[x];
    note(x, t === undefined ? "You have no target any more: you are the last civilization." : `Your new target: ${civOf(s, t)}.`);
    ctx.changed.add(x);
  }
  for (const [seat, lines] of notes) say(ctx, seat, lines.join("\n"));
  say(ctx, "admin", `Recorded: ${V} ${killer === null ? "resigned" : `destroyed by ${civOf(s, killer)} (${relation})`} in turn ${turn}. ` +
    `KS: ${Object.entries(delta).map(([k, d]) => `${civOf(s, Number(k))} ${showKs(d, true)}`).join(", ") || "no change"}. ` +
    `Targets changed: ${changed.map((x) => `${civOf(s, x)} → ${s.targets[x] === undefined ? "none" : civOf(s, s.targets[x])}`).join(", ") || "none"}.`);

  // Kill reports about a civilization that is gone can no longer be confirmed.
  const stale = s.held.filter((h) => h.victim === victim);
  if (stale.length) {
    s.held = s.held.filter((h) => h.victim !== victim);
    say(ctx, "admin", `Kill report(s) ${stale.map((h) => h.id).join(", ")} about ${V} dropped: ${V} is already recorded as gone.`);
  }

  // Quick: an own-target kill (or, with Killed Target Always Count, a target killed by someone else)
  // in turn T makes the game end after turn T; every such kill in T wins.
  if (o.variant === "quick") {
    const scorers = [relation === "target" ? killer! : null, counts ? hunter! : null].filter((x): x is number => x !== null);
    const q = s.quick;
    if (scorers.length && (q.endTurn === null || turn < q.endTurn)) {
      q.endTurn = turn;
      q.winners = [];
      say(ctx, "all", `A target was killed in Civ turn ${turn}: this Quick game ends once every player has played turn ${turn}.`);
    }
    if (scorers.length && turn === q.endTurn) for (const w of scorers) if (!q.winners.includes(w)) q.winners.push(w);
  }

  const alive = aliveSeats(s);
  if (alive.length <= 1) {
    const q = s.quick;
    const winners = o.variant === "quick" && q.winners.length ? q.winners : alive;
    finish(s, winners, o.variant === "quick" && q.winners.length ? quickSummary(s)
      : winners.length ? `${names(s, winners)} wins: last civilization standing.` : "No civilization is left.", ctx);
    return;
  }
  checkQuickEnd(s, ctx);
}
