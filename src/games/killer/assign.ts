// The administrator chooses the targets (seed: "chosen by the game administrator at his own convenience"):
// at CREATE with order= (checked at START against the civilizations and player names), and at any time
// while the game runs with TARGETS (a whole new map) or SETTARGET (one civilization gets a new target).
//
// One cycle or several: the rules ask one target each, one hunter each, nobody hunting its own hunter,
// so any set of cycles of 3 or more is allowed (with two left, they hunt each other: the only way).
// Only those whose target changed are told, privately; the change is in the move log (the audit).
import { err, ok, type Result } from "../engine.ts";
import { aliveSeats, civOf, resolveCiv, type KillerPlayer, type KillerState } from "./state.ts";
import { cycleOf, cycleTargets, hunterOf, targetMapProblem, type TargetMap } from "./targets.ts";
import { say, type Ctx } from "./ctx.ts";
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
      if (seat === undefined) return err(`order names ${w}, which is neither a civilization nor a player of this game`);
      seats.push(seat);
    }
    cycles.push(seats);
  }
  return checkCycles(cycles, players.map((p) => p.seat), (x) => players.find((p) => p.seat === x)!.civ);
}

function checkCycles(cycles: number[][], living: number[], civ: (x: number) => string): Result<TargetMap> {
  const all = cycles.flat();
  const twice = all.find((x, i) => all.indexOf(x) !== i);
  if (twice !== undefined) return err(`${civ(twice)} is named twice`);
  const missing = living.filter((x) => !all.includes(x));
  if (missing.length) return err(`every civilization in play must be named once; missing: ${missing.map(civ).join(", ")}`);
  const short = cycles.find((c) => c.length < 3 && !(living.length === 2 && c.length === 2));
  if (short) return err(`a cycle needs at least 3 civilizations (${short.map(civ).join(", ")}): nobody may hunt its own hunter`);
  const t: TargetMap = {};
  for (const c of cycles) Object.assign(t, cycleTargets(c));
  return ok(t);
}

/** The map as cycles, for the administrator: "Rome → Gaul → Egypt → Rome; …". */
export function cyclesText(s: KillerState): string {
  const seen = new Set<number>();
  const out: string[] = [];
  for (const x of aliveSeats(s)) {
    if (seen.has(x) || s.targets[x] === undefined) continue;
    const c = cycleOf(s.targets, x);
    c.forEach((y) => seen.add(y));
    out.push([...c, x].map((y) => civOf(s, y)).join(" → "));
  }
  return out.join("; ") || "none (fewer than two civilizations left)";
}

/** Installs a new map of the living: tells each seat whose target changed, records it for AMEND. */
function install(s: KillerState, t: TargetMap, ctx: Ctx, why: string): void {
  const changed = aliveSeats(s).filter((x) => s.targets[x] !== t[x]);
  s.targets = t;
  (s.assigned ??= []).push({ at: s.ledger.length, targets: { ...t } });
  for (const x of changed) {
    say(ctx, x, `The administrator has changed your target: your new target is ${civOf(s, t[x])}.`);
    ctx.changed.add(x);
  }
  say(ctx, "admin", `${why} Targets now: ${cyclesText(s)}. ` +
    `Told privately: ${changed.map((x) => civOf(s, x)).join(", ") || "nobody (nothing changed)"}.`);
}

/** TARGETS <civ> <civ> … [/ <civ> …]: the whole map of the living, as cycles. */
export function setTargets(s: KillerState, cycles: string[][], ctx: Ctx): Result<void> {
  const living = aliveSeats(s);
  if (living.length < 2) return err("fewer than two civilizations are left: there are no targets to set");
  const seats: number[][] = [];
  for (const c of cycles) {
    const row: number[] = [];
    for (const w of c) {
      const r = resolveCiv(s, w);
      if (!r.ok) return err(r.error);
      if (!living.includes(r.seat)) return err(`${civOf(s, r.seat)} is out of the game`);
      row.push(r.seat);
    }
    seats.push(row);
  }
  const t = checkCycles(seats, living, (x) => civOf(s, x));
  if (!t.ok) return t;
  install(s, t.value, ctx, "Targets set by TARGETS.");
  return ok(undefined);
}

/**
 * SETTARGET X Y: X now hunts Y. Y is taken out of its place (its hunter takes over Y's old target) and
 * put between X and X's old target (Y now hunts that one). Cycles keep their number, so only a move
 * that would shrink another cycle below 3 is refused (TARGETS can then give the whole map).
 */
export function setTarget(s: KillerState, civ: string, target: string, ctx: Ctx): Result<void> {
  const a = resolveCiv(s, civ), b = resolveCiv(s, target);
  if (!a.ok) return a;
  if (!b.ok) return b;
  const [x, y] = [a.seat, b.seat];
  const living = aliveSeats(s);
  for (const z of [x, y]) if (!living.includes(z)) return err(`${civOf(s, z)} is out of the game`);
  if (x === y) return err("a civilization cannot hunt itself");
  if (s.targets[x] === y) return err(`${civOf(s, x)} already hunts ${civOf(s, y)}`);
  const t: TargetMap = { ...s.targets };
  const p = hunterOf(t, y)!;
  t[p] = t[y];
  t[y] = t[x];
  t[x] = y;
  if (targetMapProblem(t))
    return err("that would leave a cycle of fewer than 3 civilizations (two hunting each other); give the whole map with TARGETS");
  install(s, t, ctx, `SETTARGET: ${civOf(s, x)} now hunts ${civOf(s, y)}.`);
  return ok(undefined);
}
