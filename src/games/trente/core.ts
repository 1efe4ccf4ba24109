// The state machine of a Trente game: setup, turns, attacks, rounds. Every function here works on a
// private working copy (apply copies first) and takes its dice from a DiceSource, so the same code
// serves play (the seeded Rng), replay (verify.ts) and tests (scripted rolls). Everything it says is a
// message (ids "trente.…", catalogs in messages/); dice, names and numbers are its parameters.
import { removeDice, sum } from "./dice.ts";
import { err, ok, type Actor, type ApplyResult, type PlayerInfo, type Result } from "../engine.ts";
import { Context, nameIn } from "../kit.ts";
import { m, type Msg, type Param } from "../../i18n/msg.ts";
import type { DiceSource } from "./dice.ts";
import { describePolicy, policyAimsLow, policyKeep } from "./policy.ts";
import { judgeSum, rollAttack, thresholdOf, victimRule } from "./rules.ts";
import type { Policy, TrenteMove, TrenteOptions, TrenteState, Turn } from "./types.ts";
import type { RngState } from "../rng.ts";

/** The kit's Context with the working copy and where its dice come from. Everything in Trente is said
 * to everyone (`say`): the dice are public. */
class Ctx extends Context {
  constructor(
    readonly s: TrenteState,
    readonly dice: DiceSource,
  ) {
    super(s.players);
  }
}

/** Dice as players write them: "6 5 4" (the same in every language). */
export const show = (dice: readonly number[]) => dice.join(" ");
const fail = <T = never>(id: string, p?: Record<string, Param>): Result<T> => err(m(id, p));

export const nameOf = (s: TrenteState, seat: number): string => nameIn(s.players, seat);
export const scoreOf = (s: TrenteState, seat: number): number => s.scores[String(seat)];
/** still playing this round: not resigned and score ≥ 0 (0 is still in) */
export const isIn = (s: TrenteState, seat: number): boolean => !s.resigned.includes(seat) && scoreOf(s, seat) >= 0;
export const seatsIn = (s: TrenteState): number[] => s.players.map((p) => p.seat).filter((seat) => isIn(s, seat));

/** The nearest other seat in play going `dir` (+1 = left/next, −1 = right/previous); null if none. */
export function neighbour(s: TrenteState, seat: number, dir: 1 | -1, pred = (x: number) => isIn(s, x)): number | null {
  const seats = s.players.map((p) => p.seat);
  const at = seats.indexOf(seat);
  for (let k = 1; k < seats.length; k++) {
    const cand = seats[(((at + dir * k) % seats.length) + seats.length) % seats.length];
    if (cand !== seat && pred(cand)) return cand;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------- setup

export function setupState(options: TrenteOptions, players: PlayerInfo[], rng: RngState, dice: DiceSource): TrenteState {
  const seated = players.map((p) => ({ seat: p.seat, name: p.name })).sort((a, b) => a.seat - b.seat);
  // The first player of the first round is drawn at random (seed rules), from the game's seed.
  const starter = seated[dice.pick(seated.length)].seat;
  const s: TrenteState = {
    kind: "trente",
    options: { ...options },
    players: seated,
    scores: Object.fromEntries(seated.map((p) => [String(p.seat), options.start])),
    resigned: [],
    round: 1,
    roundsTotal: options.rules === "classic" ? 3 : 1,
    roundStarter: starter,
    history: [],
    turnCounter: 0,
    turn: null,
    last: null,
    finished: false,
    rng,
  };
  const c = new Ctx(s, dice);
  startTurn(c, starter);
  return s;
}

// ---------------------------------------------------------------------------------------------- turns

function startTurn(c: Ctx, seat: number): void {
  const s = c.s;
  s.turnCounter += 1;
  const roll = c.dice.roll(6);
  s.turn = {
    seat,
    no: s.turnCounter,
    roll,
    kept: [],
    rolls: 1,
    threshold: null,
    declaredFirst: null,
    policy: null,
    phase: "keep",
    pendingKeep: null,
    level: null,
  };
  c.say("trente.turnStarts", { round: s.round, name: c.nameOf(seat), points: scoreOf(s, seat), dice: show(roll) });
  // a standing policy (AUTO) plays the whole turn from its first roll
  const standing = s.auto?.[String(seat)];
  if (standing) policy(c, s.turn, standing);
}

/**
 * AUTO: the seat's standing policy, kept across turns (null: none; "list": say it). Any seat still in
 * the game may set it at any time; on its own turn it also plays the rest of this turn, as POLICY would.
 * Said to the seat only: the turns it plays are announced as they are played.
 */
function auto(c: Ctx, actor: Actor, p: Policy | null | "list"): Result<void> {
  const s = c.s;
  if (s.finished) return fail("trente.errOver");
  const seat = actor.seat;
  if (seat === null) return fail("trente.errAutoSeat");
  if (!s.players.some((x) => x.seat === seat)) return fail("trente.errNoSeat", { seat });
  if (s.resigned.includes(seat)) return fail("trente.errAlreadyLeft", { name: nameOf(s, seat) });
  const mine = s.auto?.[String(seat)];
  if (p === "list") {
    c.tell(seat, mine ? m("trente.autoIs", { policy: describePolicy(mine) }) : m("trente.autoNone"));
    return ok(undefined);
  }
  const rest = Object.fromEntries(Object.entries(s.auto ?? {}).filter(([k]) => k !== String(seat)));
  s.auto = p ? { ...rest, [String(seat)]: p } : rest;
  c.tell(seat, p ? m("trente.autoSet", { policy: describePolicy(p) }) : m("trente.autoOff"));
  const t = s.turn;
  if (p && t && t.seat === seat && t.phase === "keep") return policy(c, t, p);
  return ok(undefined);
}

/**
 * Checks the actor is the current turn's player. An administrator moves for a player only with AS,
 * which the service audits and announces (docs/roles.md); a seatless actor is refused here.
 */
function checkActor(s: TrenteState, actor: Actor): Result<Turn> {
  if (s.finished || !s.turn) return fail("trente.errOver");
  const t = s.turn;
  if (actor.seat === t.seat) return ok(t);
  if (actor.seat === null) return fail("trente.errAdminAs", { name: nameOf(s, t.seat) });
  return fail("trente.errNotYourTurn", { name: nameOf(s, t.seat) });
}

/** Applies a move to `work`, a private copy of the state the caller drops on error. */
export function applyMove(work: TrenteState, actor: Actor, move: TrenteMove, dice: DiceSource): Result<ApplyResult<TrenteState>> {
  const before = work.turn?.no;
  const c = new Ctx(work, dice);
  if (move.type === "auto") {
    const r = auto(c, actor, move.policy);
    return r.ok ? ok(finish(before, c)) : r;
  }
  const checked = checkActor(c.s, actor);
  if (!checked.ok) return checked;
  const t = checked.value;
  let r: Result<void>;
  switch (move.type) {
    case "keep":
      r = keep(c, t, move.dice);
      break;
    case "policy":
      r = policy(c, t, move.policy);
      break;
    case "first":
      r = first(c, t, move.die);
      break;
    case "victim":
      r = victim(c, t, move.player);
      break;
  }
  if (!r.ok) return r;
  return ok(finish(before, c));
}

/**
 * The result of a step. When a new turn has started, its player is listed in privateUpdates so the
 * service mails them their view ("Your move: KEEP …") even though the dice are public anyway.
 */
function finish(before: number | undefined, c: Ctx): ApplyResult<TrenteState> {
  const t = c.s.turn;
  if (t !== null && t.no !== before) c.touch(t.seat);
  return c.result(c.s);
}

function phaseError(s: TrenteState, t: Turn): Result<void> | null {
  if (t.phase === "first")
    return fail("trente.errNameFirst", { choices: { or: [...new Set(t.pendingKeep)].map((d) => `FIRST ${d}`) } });
  if (t.phase === "victim") return fail("trente.pendingVictim", { level: t.level });
  return null;
}

function keep(c: Ctx, t: Turn, chosen: number[]): Result<void> {
  const bad = phaseError(c.s, t);
  if (bad) return bad;
  if (chosen.length === 0) return fail("trente.errKeepOne");
  const rest = removeDice(t.roll, chosen);
  if (!rest) return fail("trente.errNotOnTable", { dice: show(chosen), roll: show(t.roll) });
  if (c.s.options.rules === "classic" && t.threshold === null) {
    if (t.declaredFirst !== null && !chosen.includes(t.declaredFirst))
      return fail("trente.errKeepNamedFirst", { die: t.declaredFirst });
    const classes = new Set(chosen.map(thresholdOf));
    if (t.declaredFirst === null && classes.size > 1) {
      // Mixed low and high dice: the player must say which die was set aside first before going on.
      t.roll = rest;
      t.pendingKeep = chosen.slice();
      t.phase = "first";
      c.say("trente.setsAsideMustName", { name: c.nameOf(t.seat), dice: show(chosen) });
      return ok(undefined);
    }
    setAsideFirst(c, t, chosen, t.declaredFirst ?? chosen[0], rest);
  } else {
    t.roll = rest;
    t.kept.push(...chosen);
    c.say("trente.setsAside", { name: c.nameOf(t.seat), dice: show(chosen) });
  }
  continueTurn(c, t);
  return ok(undefined);
}

/** classic: the first keep of the turn, `firstDie` leading; fixes the threshold. */
function setAsideFirst(c: Ctx, t: Turn, chosen: number[], firstDie: number, rest: number[]): void {
  const others = chosen.slice();
  others.splice(others.indexOf(firstDie), 1);
  t.kept = [firstDie, ...others];
  t.roll = rest;
  t.threshold = thresholdOf(firstDie);
  t.pendingKeep = null;
  t.phase = "keep";
  c.say("trente.setsAsideFirst", { name: c.nameOf(t.seat), dice: show(t.kept), die: firstDie, aim: t.threshold });
}

function policy(c: Ctx, t: Turn, p: Policy): Result<void> {
  const bad = phaseError(c.s, t);
  if (bad) return bad;
  t.policy = p;
  c.say("trente.playsByPolicy", { name: c.nameOf(t.seat), policy: describePolicy(p) });
  keepByPolicy(c, t);
  continueTurn(c, t);
  return ok(undefined);
}

/** Sets aside what the standing policy picks from the current roll. */
function keepByPolicy(c: Ctx, t: Turn): void {
  const p = t.policy!;
  let chosen = policyKeep(p, t.roll);
  // A die named with FIRST before the policy was set is set aside first, whatever the policy picks.
  if (t.threshold === null && t.declaredFirst !== null && !chosen.includes(t.declaredFirst)) chosen = [t.declaredFirst];
  const rest = removeDice(t.roll, chosen)!;
  if (c.s.options.rules === "classic" && t.threshold === null) {
    let firstDie: number;
    if (t.declaredFirst !== null && chosen.includes(t.declaredFirst)) firstDie = t.declaredFirst;
    else firstDie = policyAimsLow(p) ? Math.min(...chosen) : Math.max(...chosen);
    setAsideFirst(c, t, chosen, firstDie, rest);
  } else {
    t.roll = rest;
    t.kept.push(...chosen);
    c.say("trente.setsAside", { name: c.nameOf(t.seat), dice: show(chosen) });
  }
}

/** Rolls the dice not set aside, lets a standing policy play them, and ends the turn at six. */
function continueTurn(c: Ctx, t: Turn): void {
  for (;;) {
    if (t.kept.length === 6) return endTurn(c, t);
    t.roll = c.dice.roll(6 - t.kept.length);
    t.rolls += 1;
    c.say("trente.rolls", { name: c.nameOf(t.seat), dice: show(t.roll), kept: show(t.kept) });
    if (!t.policy) return;
    keepByPolicy(c, t);
  }
}

function first(c: Ctx, t: Turn, die: number): Result<void> {
  if (c.s.options.rules !== "classic") return fail("trente.errFirstClassic");
  if (t.phase === "victim") return phaseError(c.s, t)!;
  if (t.phase === "first") {
    if (!t.pendingKeep!.includes(die)) return fail("trente.errFirstNotKept", { dice: show(t.pendingKeep!) });
    setAsideFirst(c, t, t.pendingKeep!, die, t.roll);
    continueTurn(c, t);
    return ok(undefined);
  }
  if (t.threshold !== null) return fail("trente.errFirstSet", { die: t.kept[0], aim: t.threshold });
  if (!t.roll.includes(die)) return fail("trente.errNoSuchDie", { die, roll: show(t.roll) });
  t.declaredFirst = die;
  c.say("trente.namesFirst", { name: c.nameOf(t.seat), die });
  return ok(undefined);
}

function victim(c: Ctx, t: Turn, who: string): Result<void> {
  if (t.phase !== "victim") return fail("trente.errNoAttack");
  const r = resolveSeat(who, c.s.players);
  if (!r.ok) return r;
  if (r.value === t.seat) return fail("trente.errSelf");
  if (!isIn(c.s, r.value)) return fail("trente.errVictimOut", { name: c.nameOf(r.value) });
  attack(c, t.seat, r.value, t.level!);
  afterTurn(c, t.seat);
  return ok(undefined);
}

// ------------------------------------------------------------------------------------ turn's end

function endTurn(c: Ctx, t: Turn): void {
  const s = c.s;
  const total = sum(t.kept);
  const who = c.nameOf(t.seat);
  const result = judgeSum(s.options.rules, t.threshold, total);
  const target = s.options.rules === "classic" && t.threshold === "low" ? 12 : 30;
  c.say("trente.turnDice", { name: who, dice: show(t.kept), sum: total, target });
  s.last = {
    no: t.no,
    seat: t.seat,
    round: s.round,
    kept: t.kept.slice(),
    sum: total,
    threshold: t.threshold,
    result: result.kind,
    points: result.kind === "lose" ? result.points : 0,
    level: result.kind === "attack" ? result.level : null,
    victim: null,
    attackRolls: [],
  };
  if (result.kind === "none") {
    c.say("trente.onTarget", { name: who, target });
  } else if (result.kind === "lose") {
    lose(c, t.seat, result.points, null);
  } else {
    const rule = victimRule(s.options.rules, s.round, result.level);
    if (rule === "choice") {
      const candidates = seatsIn(s).filter((x) => x !== t.seat);
      if (candidates.length > 1) {
        t.phase = "victim";
        t.level = result.level;
        t.roll = [];
        c.say("trente.choosesVictim", { name: who, level: result.level });
        return;
      }
      attack(c, t.seat, candidates[0], result.level);
    } else {
      const v = neighbour(s, t.seat, rule === "next" ? 1 : -1)!;
      attack(c, t.seat, v, result.level);
    }
  }
  afterTurn(c, t.seat);
}

/** `seat` loses `points`: missing the target (`hits` null) or hit `hits` times by an attack at `level`. */
function lose(c: Ctx, seat: number, points: number, hit: { hits: number; level: number } | null): void {
  const before = scoreOf(c.s, seat);
  const name = c.nameOf(seat);
  c.s.scores[String(seat)] = before - points;
  const p = { name, points, before, after: before - points };
  if (hit) c.say("trente.attackLoses", { ...p, ...hit });
  else c.say("trente.missLoses", p);
  if (before - points < 0) c.say("trente.outOfRound", { name });
}

function attack(c: Ctx, attacker: number, victimSeat: number, level: number): void {
  const a = rollAttack(level, c.dice);
  if (c.s.last) {
    c.s.last.victim = victimSeat;
    c.s.last.points = a.damage;
    c.s.last.attackRolls = a.rolls.map((r) => r.dice);
  }
  // one event: the attack, then each damage roll in order (the last one ends the sentence)
  const parts: Msg[] = a.rolls.map((r, i) => {
    const last = i === a.rolls.length - 1;
    return r.hits === 0
      ? m("trente.attackRollMiss", { dice: show(r.dice), level, last })
      : m("trente.attackRollHit", { dice: show(r.dice), hits: r.hits, level, full: r.fullHand, last });
  });
  c.push("all", [m("trente.attacks", { attacker: c.nameOf(attacker), victim: c.nameOf(victimSeat), level }), ...parts]);
  if (a.damage === 0) c.say("trente.noDamage", { level, victim: c.nameOf(victimSeat) });
  else lose(c, victimSeat, a.damage, { hits: a.hits, level });
}

/** After a turn: end the round if at most one player is left, else pass to the left. */
function afterTurn(c: Ctx, seat: number): void {
  const s = c.s;
  const left = seatsIn(s);
  if (left.length <= 1) return endRound(c, left[0] ?? null);
  startTurn(c, neighbour(s, seat, 1)!);
}

function endRound(c: Ctx, winner: number | null): void {
  const s = c.s;
  s.history.push({ round: s.round, winner, scores: { ...s.scores } });
  s.turn = null;
  if (winner !== null) c.say("trente.roundWon", { name: c.nameOf(winner), round: s.round, points: scoreOf(s, winner) });
  const active = s.players.filter((p) => !s.resigned.includes(p.seat));
  if (s.round < s.roundsTotal && active.length >= 2) {
    s.round += 1;
    for (const p of s.players) s.scores[String(p.seat)] = s.options.start;
    // Rounds after the first are opened by the next active player after the previous opener.
    s.roundStarter = neighbour(s, s.roundStarter, 1, (x) => !s.resigned.includes(x))!;
    c.say("trente.roundBegins", {
      round: s.round,
      total: s.roundsTotal,
      start: s.options.start,
      name: c.nameOf(s.roundStarter),
    });
    startTurn(c, s.roundStarter);
    return;
  }
  s.finished = true;
  const w = winnersOf(s);
  c.say("trente.gameOver", { n: w.length, winners: { and: w.map((x) => c.nameOf(x)) } });
}

/** Winners of a finished game: the round winner (house); most rounds, then sum of round scores (classic). */
export function winnersOf(s: TrenteState): number[] {
  const active = s.players.map((p) => p.seat).filter((x) => !s.resigned.includes(x));
  if (s.options.rules === "house") {
    const w = s.history[s.history.length - 1]?.winner;
    if (w != null && active.includes(w)) return [w];
    return active.length === 1 ? active : [];
  }
  const wins = (x: number) => s.history.filter((h) => h.winner === x).length;
  const total = (x: number) => s.history.reduce((a, h) => a + (h.scores[String(x)] ?? 0), 0);
  let best = active.slice();
  const maxWins = Math.max(...best.map(wins));
  best = best.filter((x) => wins(x) === maxWins);
  const maxTotal = Math.max(...best.map(total));
  return best.filter((x) => total(x) === maxTotal);
}

// ------------------------------------------------------------------------------------ resign & deadline

/** `seat` leaves; works on `work`, a private copy of the state the caller drops on error. */
export function resignSeat(work: TrenteState, seat: number, dice: DiceSource): Result<ApplyResult<TrenteState>> {
  if (work.finished) return fail("trente.errOver");
  if (!work.players.some((p) => p.seat === seat)) return fail("trente.errNoSeat", { seat });
  if (work.resigned.includes(seat)) return fail("trente.errAlreadyLeft", { name: nameOf(work, seat) });
  const before = work.turn?.no;
  const c = new Ctx(work, dice);
  c.s.resigned.push(seat);
  c.say("trente.leaves", { name: c.nameOf(seat) });
  const t = c.s.turn;
  if (t && t.seat === seat) {
    afterTurn(c, seat); // their turn is void; play passes on
  } else if (seatsIn(c.s).length <= 1) {
    endRound(c, seatsIn(c.s)[0] ?? null);
  } else if (t && t.phase === "victim" && seatsIn(c.s).filter((x) => x !== t.seat).length === 1) {
    // The attacker was choosing between this player and one other: no choice is left.
    attack(
      c,
      t.seat,
      seatsIn(c.s).find((x) => x !== t.seat)!,
      t.level!,
    );
    afterTurn(c, t.seat);
  }
  return ok(finish(before, c));
}

/** The pending decision's key, as pending() reports it. */
export function pendingKey(t: Turn): string {
  if (t.phase === "first") return `trente-t${t.no}-first`;
  if (t.phase === "victim") return `trente-t${t.no}-victim`;
  return `trente-t${t.no}-r${t.rolls}`;
}

/**
 * The default when a decision's deadline passes: the rest of the turn is played by the player's
 * standing policy, or "keep the highest die"; FIRST defaults to the highest die kept (aim for 30);
 * VICTIM defaults to the next player in play.
 */
export function deadlineMove(state: TrenteState, key: string): Result<TrenteMove> {
  const t = state.turn;
  if (state.finished || !t || pendingKey(t) !== key) return fail("trente.errNotPending");
  if (t.phase === "first") return ok({ type: "first", die: Math.max(...t.pendingKeep!) });
  if (t.phase === "victim") return ok({ type: "victim", player: String(neighbour(state, t.seat, 1)) });
  return ok({ type: "policy", policy: t.policy ?? { kind: "high" } });
}

/**
 * A player named by a player: a seat number ("2", "#2") or a name, any case, a unique prefix allowed.
 * (words.ts has the same lookup with English errors; this one answers with Trente's messages.)
 */
export function resolveSeat(text: string, players: readonly { seat: number; name: string }[]): Result<number> {
  const t = text.trim().replace(/^#/, "");
  if (/^\d+$/.test(t)) {
    const seat = Number(t);
    return players.some((p) => p.seat === seat) ? ok(seat) : fail("trente.errNoSeat", { seat });
  }
  const lower = t.toLowerCase();
  const exact = players.filter((p) => p.name.toLowerCase() === lower);
  if (exact.length === 1) return ok(exact[0].seat);
  const prefix = players.filter((p) => p.name.toLowerCase().startsWith(lower));
  if (prefix.length === 1) return ok(prefix[0].seat);
  if (prefix.length > 1) return fail("trente.errAmbiguous", { text: t, names: { or: prefix.map((p) => p.name) } });
  return fail("trente.errNoPlayer", { text: t });
}
