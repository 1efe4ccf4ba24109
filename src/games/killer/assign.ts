// The administrator chooses the targets (seed: "chosen by the game administrator at his own convenience"):
// at CREATE with order= (checked at START against the civilizations and player names), and at any time
// while the game runs with TARGETS (a whole new map) or SETTARGET (one civilization gets a new target).
//
// One cycle or several: the rules ask one target each, one hunter each, nobody hunting its own hunter,
// so any set of cycles of 3 or more is allowed (with two left, they hunt each other: the only way).
// Only those whose target changed are told, privately; the change is in the move log (the audit).
import { err, ok, type Result } from "../engine.ts";
import { aliveSeats, civOf, resolveCiv, type KillerPlayer, type KillerState } from "./state.ts";
import type { Msg } from "../../i18n/msg.ts";
import { cycleOf, cycleTargets, hunterOf, targetMapProblem, type TargetMap } from "./targets.ts";
import { k, type Ctx } from "./ctx.ts";
import { splitCycles } from "./moves.ts";

const key = (x: string) => x.toLowerCase();

/** CREATE's order=, at START: each entry a civilization or a player name (any case); everyone once. */
export function orderTargets(players: KillerPlayer[], order: string[]): Result<TargetMap> {
  const byName = new Map<string, number>();
  for (const p of players) byName.set(key(p.name), p.seat);
  for (const p of players) byName.set(key(p.civ), p.seat); // a civilization wins over a player's name
  const cycles: number[][] = [];
  for (const c of splitCycles(order)) {
    const seats: number[] = [];
    for (const w of c) {
      const seat = byName.get(key(w));
      if (seat === undefined) return err(k("orderUnknown", { name: w }));
      seats.push(seat);
    }
    cycles.push(seats);
  }
  return checkCycles(
    cycles,
    players.map((p) => p.seat),
    (x) => players.find((p) => p.seat === x)!.civ,
  );
}

function checkCycles(cycles: number[][], living: number[], civ: (x: number) => string): Result<TargetMap> {
  const all = cycles.flat();
  const twice = all.find((x, i) => all.indexOf(x) !== i);
  if (twice !== undefined) return err(k("namedTwice", { civ: civ(twice) }));
  const missing = living.filter((x) => !all.includes(x));
  if (missing.length) return err(k("mustNameAll", { civs: missing.map(civ) }));
  const short = cycles.find((c) => c.length < 3 && !(living.length === 2 && c.length === 2));
  if (short) return err(k("cycleTooShort", { civs: short.map(civ) }));
  const t: TargetMap = {};
  for (const c of cycles) Object.assign(t, cycleTargets(c));
  return ok(t);
}

/** The map as cycles, for the administrator: "Rome → Gaul → Egypt → Rome; …" (names and arrows only). */
export function cyclesMsg(s: KillerState): Msg {
  const seen = new Set<number>();
  const out: string[] = [];
  for (const x of aliveSeats(s)) {
    if (seen.has(x) || s.targets[x] === undefined) continue;
    const c = cycleOf(s.targets, x);
    c.forEach((y) => seen.add(y));
    out.push([...c, x].map((y) => civOf(s, y)).join(" → "));
  }
  return out.length ? k("cycleList", { cycles: out.join("; ") }) : k("noCycles");
}

/** Installs a new map of the living: tells each seat whose target changed, records it for AMEND. */
function install(s: KillerState, t: TargetMap, ctx: Ctx, why: Msg): void {
  const changed = aliveSeats(s).filter((x) => s.targets[x] !== t[x]);
  s.targets = t;
  (s.assigned ??= []).push({ at: s.ledger.length, targets: { ...t } });
  for (const x of changed) {
    ctx.tell(x, k("targetChangedYou", { civ: civOf(s, t[x]) }));
    ctx.touch(x);
  }
  const told = changed.length ? changed.map((x) => civOf(s, x)) : k("toldNobody");
  ctx.admin(k("targetsInstalled", { why, cycles: cyclesMsg(s), told }));
}

/** TARGETS <civ> <civ> … [/ <civ> …]: the whole map of the living, as cycles. */
export function setTargets(s: KillerState, cycles: string[][], ctx: Ctx): Result<void> {
  const living = aliveSeats(s);
  if (living.length < 2) return err(k("fewerThanTwo"));
  const seats: number[][] = [];
  for (const c of cycles) {
    const row: number[] = [];
    for (const w of c) {
      const r = resolveCiv(s, w);
      if (!r.ok) return err(r.error);
      if (!living.includes(r.seat)) return err(k("isOut", { civ: civOf(s, r.seat) }));
      row.push(r.seat);
    }
    seats.push(row);
  }
  const t = checkCycles(seats, living, (x) => civOf(s, x));
  if (!t.ok) return t;
  install(s, t.value, ctx, k("whyTargets"));
  return ok(undefined);
}

/**
 * SETTARGET X Y: X now hunts Y. Y is taken out of its place (its hunter takes over Y's old target) and
 * put between X and X's old target (Y now hunts that one). Cycles keep their number, so only a move
 * that would shrink another cycle below 3 is refused (TARGETS can then give the whole map).
 */
export function setTarget(s: KillerState, civ: string, target: string, ctx: Ctx): Result<void> {
  const a = resolveCiv(s, civ),
    b = resolveCiv(s, target);
  if (!a.ok) return a;
  if (!b.ok) return b;
  const [x, y] = [a.seat, b.seat];
  const living = aliveSeats(s);
  for (const z of [x, y]) if (!living.includes(z)) return err(k("isOut", { civ: civOf(s, z) }));
  if (x === y) return err(k("huntItself"));
  if (s.targets[x] === y) return err(k("alreadyHunts", { civ: civOf(s, x), target: civOf(s, y) }));
  const t: TargetMap = { ...s.targets };
  const p = hunterOf(t, y)!;
  t[p] = t[y];
  t[y] = t[x];
  t[x] = y;
  if (targetMapProblem(t)) return err(k("wouldTwoCycle"));
  install(s, t, ctx, k("whySetTarget", { civ: civOf(s, x), target: civOf(s, y) }));
  return ok(undefined);
}
