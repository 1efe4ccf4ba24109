// AMEND and UNDO: the administrator corrects the record of destructions while the game runs.
//
// The ledger is the record; targets, KS and the Quick decision follow from it. A correction edits the
// ledger (an entry changed, inserted in its turn's place, or withdrawn) and rebuilds everything from the
// target map of the START, replaying every destruction and every TARGETS/SETTARGET in their order, so a
// later kill that depended on the corrected one is re-judged too (a target may have become an innocent).
// A correction that makes the record impossible (a civilization destroyed twice, or killing after its
// own destruction; a re-assignment that no longer fits the living) is refused, naming the conflict. The
// original line stays in the game's move log (the audit); the correction is announced publicly as one.
import { err, ok, type Result } from "../engine.ts";
import { aliveSeats, civOf, ksAsOf, resolveCiv, showKs, type KillerState, type LedgerEntry } from "./state.ts";
import { recordKill } from "./record.ts";
import { settle } from "./kills.ts";
import { livingOf } from "./targets.ts";
import { cyclesText } from "./assign.ts";
import { say, sayPublic, type Ctx } from "./ctx.ts";

type Kill = Pick<LedgerEntry, "turn" | "killer" | "victim">;

/** Rebuilds targets, ledger, KS and the Quick decision from the START map and `kills` (in time order). */
function rebuild(s0: KillerState, kills: Kill[], shift: (at: number) => number): Result<KillerState> {
  const s = structuredClone(s0);
  s.targets = { ...s0.start! };
  s.ledger = [];
  s.quick = { endTurn: null, winners: [] };
  const assigned = (s0.assigned ?? []).map((a) => ({ at: shift(a.at), targets: a.targets }));
  const reassign = (i: number): string | null => {
    for (const a of assigned.filter((x) => x.at === i)) {
      if (JSON.stringify(livingOf(a.targets)) !== JSON.stringify(aliveSeats(s)))
        return "a target re-assignment (TARGETS/SETTARGET) made after it would no longer fit the civilizations in play; " +
          "correct the later destructions first, or set the targets again after the correction";
      s.targets = { ...a.targets };
    }
    return null;
  };
  for (const [i, k] of kills.entries()) {
    const bad = reassign(i);
    if (bad) return err(bad);
    const alive = aliveSeats(s);
    if (!alive.includes(k.victim)) return err(`${civOf(s, k.victim)} would be destroyed twice`);
    if (k.killer !== null && !alive.includes(k.killer))
      return err(`${civOf(s, k.killer)} would destroy ${civOf(s, k.victim)} in turn ${k.turn} after its own destruction`);
    recordKill(s, k.killer, k.victim, k.turn);
  }
  const bad = reassign(kills.length);
  if (bad) return err(bad);
  s.ks = ksAsOf(s, Infinity);
  return ok(s);
}

function canAmend(s: KillerState): string | null {
  if (s.finished) return "the game is over: its record can no longer be amended (REVISE corrects a rated final report)";
  if (!s.start) return "this game was started before corrections existed; it cannot be amended";
  return null;
}

/** AMEND <killer> <victim> TURN <n>: the destruction of <victim> was by <killer> in turn n (recorded or not). */
export function amend(s: KillerState, killerText: string, victimText: string, turn: number, ctx: Ctx): Result<KillerState> {
  const no = canAmend(s);
  if (no) return err(no);
  const k = resolveCiv(s, killerText), v = resolveCiv(s, victimText);
  if (!k.ok) return k;
  if (!v.ok) return v;
  if (k.seat === v.seat) return err("a civilization cannot destroy itself");
  if (turn > s.turn) return err(`Civ turn ${turn} is ahead of the game, which is at turn ${s.turn}: send TURN ${turn} first`);
  const old = s.ledger.find((e) => e.victim === v.seat);
  if (old?.killer === null) return err(`${civOf(s, v.seat)} resigned; a resignation cannot be amended`);
  if (old && old.killer === k.seat && old.turn === turn) return err("that is what is recorded already");
  const kept = s.ledger.filter((e) => e !== old);
  const kills: Kill[] = [...kept, { turn, killer: k.seat, victim: v.seat }].sort((a, b) => a.turn - b.turn);
  const pos = kills.findIndex((e) => e.victim === v.seat);
  const oldPos = old ? s.ledger.indexOf(old) : Infinity;
  // a re-assignment keeps its place among the other destructions
  const shift = (at: number) => at - (oldPos < at ? 1 : 0) + (pos < at - (oldPos < at ? 1 : 0) ? 1 : 0);
  const r = rebuild(s, kills, shift);
  if (!r.ok) return r;
  const was = old ? ` (recorded before: by ${civOf(s, old.killer!)} in turn ${old.turn})` : " (not recorded before)";
  const line = `Correction by the administrator: ${civOf(s, v.seat)} was destroyed by ${civOf(s, k.seat)} in Civ turn ${turn}${was}.`;
  announce(s, r.value, line, Math.min(turn, old?.turn ?? turn), ctx);
  return ok(r.value);
}

/** UNDO <victim>: the recorded destruction of <victim> is withdrawn; it is back in the game. */
export function undo(s: KillerState, victimText: string, ctx: Ctx): Result<KillerState> {
  const no = canAmend(s);
  if (no) return err(no);
  const v = resolveCiv(s, victimText);
  if (!v.ok) return v;
  const old = s.ledger.find((e) => e.victim === v.seat);
  if (!old) return err(`no destruction of ${civOf(s, v.seat)} is recorded`);
  if (old.killer === null) return err(`${civOf(s, v.seat)} resigned; a resignation cannot be undone`);
  const oldPos = s.ledger.indexOf(old);
  const r = rebuild(s, s.ledger.filter((e) => e !== old), (at) => at - (oldPos < at ? 1 : 0));
  if (!r.ok) return r;
  announce(s, r.value, `Correction by the administrator: ${civOf(s, v.seat)} was not destroyed ` +
    `(recorded before: by ${civOf(s, old.killer)} in turn ${old.turn}); ${civOf(s, v.seat)} is back in the game.`, old.turn, ctx);
  return ok(r.value);
}

/**
 * Tells everyone about a correction: the public line; privately, each player whose target or KS changed;
 * the administrator the whole new picture. Power graphs that no longer list every survivor of their
 * turn are dropped (a report for that turn asks for a new one); reports sent before stay as mailed,
 * and the next one reflects the correction.
 */
function announce(before: KillerState, s: KillerState, line: string, since: number, ctx: Ctx): void {
  sayPublic(ctx, line);
  for (const p of s.players) {
    const x = p.seat;
    const notes: string[] = [];
    if (before.targets[x] !== s.targets[x])
      notes.push(s.targets[x] === undefined ? "You have no target now." : `Your target is now ${civOf(s, s.targets[x])}.`);
    const [was, now] = [before.ks[x] ?? 0, s.ks[x] ?? 0];
    if (was !== now) notes.push(`Your KS is now ${showKs(now)} (was ${showKs(was)}).`);
    const wasAlive = aliveSeats(before).includes(x), isAlive = aliveSeats(s).includes(x);
    if (wasAlive !== isAlive)
      notes.push(isAlive ? "Your civilization is back in the game." : "Your civilization is now recorded as destroyed.");
    if (notes.length) {
      say(ctx, x, `After the administrator's correction: ${notes.join(" ")}`);
      ctx.changed.add(x);
    }
  }
  const dropped: string[] = [];
  for (const [turn, graph] of Object.entries(s.power)) {
    if (Number(turn) < since) continue;
    const dead = new Set(s.ledger.filter((e) => e.turn <= Number(turn)).map((e) => e.victim));
    if (s.players.some((p) => !dead.has(p.seat) && !(String(p.seat) in graph))) {
      delete s.power[turn];
      dropped.push(turn);
    }
  }
  const gone = s.held.filter((h) => !aliveSeats(s).includes(h.victim) || !aliveSeats(s).includes(h.reporter));
  if (gone.length) s.held = s.held.filter((h) => !gone.includes(h));
  const q = s.quick;
  const parts = [
    `Corrected. KS: ${s.players.map((p) => `${p.civ} ${showKs(s.ks[p.seat] ?? 0)}`).join(", ")}.`,
    `Targets: ${cyclesText(s)}.`,
    s.options.variant === "quick" && q.endTurn !== null
      ? `Quick game decided in turn ${q.endTurn}, winners so far ${q.winners.map((x) => civOf(s, x)).join(" and ")}.` : "",
    gone.length ? `Kill report(s) ${gone.map((h) => h.id).join(", ")} dropped.` : "",
    dropped.length ? `Power graph(s) of turn ${dropped.join(", ")} dropped: they miss a civilization now in play.` : "",
    s.lastReport && s.lastReport.turn >= since
      ? `The report of turn ${s.lastReport.turn} went out before it: the next report reflects the correction (REPORT sends one now).` : "",
  ];
  say(ctx, "admin", parts.filter(Boolean).join(" "));
  settle(s, ctx);
}
