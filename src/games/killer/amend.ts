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
import { aliveSeats, civAnd, civOf, ksAsOf, lastReport, resolveCiv, type KillerState, type LedgerEntry } from "./state.ts";
import { recordKill } from "./record.ts";
import { settle } from "./kills.ts";
import { livingOf } from "./targets.ts";
import { cyclesMsg } from "./assign.ts";
import { k, sayPublic, seq, type Ctx } from "./ctx.ts";
import { copyState } from "../kit.ts";
import type { Msg } from "../../i18n/msg.ts";

type Kill = Pick<LedgerEntry, "turn" | "killer" | "victim">;

/** Rebuilds targets, ledger, KS and the Quick decision from the START map and `kills` (in time order). */
function rebuild(s0: KillerState, kills: Kill[], shift: (at: number) => number): Result<KillerState> {
  const s = copyState(s0);
  s.targets = { ...s0.start! };
  s.ledger = [];
  s.quick = { endTurn: null, winners: [] };
  const assigned = (s0.assigned ?? []).map((a) => ({ at: shift(a.at), targets: a.targets }));
  const reassign = (i: number): Msg | null => {
    for (const a of assigned.filter((x) => x.at === i)) {
      if (JSON.stringify(livingOf(a.targets)) !== JSON.stringify(aliveSeats(s))) return k("reassignNoFit");
      s.targets = { ...a.targets };
    }
    return null;
  };
  for (const [i, x] of kills.entries()) {
    const bad = reassign(i);
    if (bad) return err(bad);
    const alive = aliveSeats(s);
    if (!alive.includes(x.victim)) return err(k("destroyedTwice", { civ: civOf(s, x.victim) }));
    if (x.killer !== null && !alive.includes(x.killer))
      return err(k("afterOwnDestruction", { killer: civOf(s, x.killer), civ: civOf(s, x.victim), turn: x.turn }));
    recordKill(s, x.killer, x.victim, x.turn);
  }
  const bad = reassign(kills.length);
  if (bad) return err(bad);
  s.ks = ksAsOf(s, Infinity);
  return ok(s);
}

function canAmend(s: KillerState): Msg | null {
  if (s.finished) return k("overNoAmend");
  if (!s.start) return k("startedBefore");
  return null;
}

/** AMEND <killer> <victim> TURN <n>: the destruction of <victim> was by <killer> in turn n (recorded or not). */
export function amend(s: KillerState, killerText: string, victimText: string, turn: number, ctx: Ctx): Result<KillerState> {
  const no = canAmend(s);
  if (no) return err(no);
  const a = resolveCiv(s, killerText),
    v = resolveCiv(s, victimText);
  if (!a.ok) return a;
  if (!v.ok) return v;
  if (a.seat === v.seat) return err(k("selfDestroy"));
  if (turn > s.turn) return err(k("turnAhead", { turn, now: s.turn }));
  const old = s.ledger.find((e) => e.victim === v.seat);
  if (old?.killer === null) return err(k("resignedNoAmend", { civ: civOf(s, v.seat) }));
  if (old && old.killer === a.seat && old.turn === turn) return err(k("alreadyRecorded"));
  const kept = s.ledger.filter((e) => e !== old);
  const oldPos = old ? s.ledger.indexOf(old) : Infinity;
  const entry: Kill = { turn, killer: a.seat, victim: v.seat };
  // Within one Civ turn the order of destructions is not known from the turn alone: the corrected one
  // goes after the others of its turn, unless the record is only possible with it earlier (Persia
  // destroyed Zulu and was destroyed in the same turn, Persia's destruction entered first).
  const last = kept.filter((e) => e.turn <= turn).length;
  const first = kept.filter((e) => e.turn < turn).length;
  const at = (pos: number): Result<KillerState> => {
    const kills: Kill[] = [...kept.slice(0, pos), entry, ...kept.slice(pos)];
    // a re-assignment keeps its place among the other destructions
    const shift = (i: number) => i - (oldPos < i ? 1 : 0) + (pos < i - (oldPos < i ? 1 : 0) ? 1 : 0);
    return rebuild(s, kills, shift);
  };
  let r = at(last);
  for (let pos = last - 1; !r.ok && pos >= first; pos--) {
    const earlier = at(pos);
    if (earlier.ok) r = earlier;
  }
  if (!r.ok) return r;
  const line = k("amendPublic", {
    civ: civOf(s, v.seat),
    killer: civOf(s, a.seat),
    turn,
    before: old ? "yes" : "no",
    oldKiller: old ? civOf(s, old.killer!) : "",
    oldTurn: old?.turn ?? 0,
  });
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
  if (!old) return err(k("noDestructionOf", { civ: civOf(s, v.seat) }));
  if (old.killer === null) return err(k("resignedNoUndo", { civ: civOf(s, v.seat) }));
  const oldPos = s.ledger.indexOf(old);
  const r = rebuild(
    s,
    s.ledger.filter((e) => e !== old),
    (at) => at - (oldPos < at ? 1 : 0),
  );
  if (!r.ok) return r;
  const line = k("undoPublic", { civ: civOf(s, v.seat), killer: civOf(s, old.killer), turn: old.turn });
  announce(s, r.value, line, old.turn, ctx);
  return ok(r.value);
}

/**
 * Tells everyone about a correction: the public line; privately, each player whose target or KS changed;
 * the administrator the whole new picture. Power graphs that no longer list every survivor of their
 * turn are dropped (a report for that turn asks for a new one); reports sent before stay as mailed,
 * and the next one reflects the correction.
 */
function announce(before: KillerState, s: KillerState, line: Msg, since: number, ctx: Ctx): void {
  sayPublic(ctx, line);
  for (const p of s.players) {
    const x = p.seat;
    const notes: Msg[] = [];
    if (before.targets[x] !== s.targets[x])
      notes.push(s.targets[x] === undefined ? k("noTargetNow") : k("targetNow", { civ: civOf(s, s.targets[x]) }));
    const [was, now] = [before.ks[x] ?? 0, s.ks[x] ?? 0];
    if (was !== now) notes.push(k("ksNow", { now, was }));
    const wasAlive = aliveSeats(before).includes(x),
      isAlive = aliveSeats(s).includes(x);
    if (wasAlive !== isAlive) notes.push(isAlive ? k("backInGame") : k("nowDestroyed"));
    if (notes.length) {
      ctx.tell(x, k("afterCorrection", { notes: seq(notes) }));
      ctx.touch(x);
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
  // a null result is for a Highlander duel: a correction that brings a third civilization back withdraws it
  if (s.nullOffer && aliveSeats(s).length !== 2) {
    s.nullOffer = null;
    sayPublic(ctx, k("nullWithdrawn"));
  }
  const gone = s.held.filter((h) => !aliveSeats(s).includes(h.victim) || !aliveSeats(s).includes(h.reporter));
  if (gone.length) s.held = s.held.filter((h) => !gone.includes(h));
  const q = s.quick;
  const last = lastReport(s);
  const parts = [
    k("corrected", { ks: s.players.map((p) => k("civKs", { civ: p.civ, ks: s.ks[p.seat] ?? 0 })) }),
    k("targetsNow", { cycles: cyclesMsg(s) }),
    s.options.variant === "quick" && q.endTurn !== null
      ? k("quickDecidedShort", { turn: q.endTurn, civs: civAnd(s, q.winners) })
      : null,
    gone.length ? k("heldDropped", { n: gone.length, ids: gone.map((h) => h.id) }) : null,
    dropped.length ? k("powerDropped", { n: dropped.length, turns: dropped }) : null,
    last && last.turn >= since ? k("reportBefore", { turn: last.turn }) : null,
  ];
  ctx.admin(seq(parts.filter((x): x is Msg => x !== null)));
  settle(s, ctx);
}
