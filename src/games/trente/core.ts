// The state machine of a Trente game: setup, turns, attacks, rounds. Every function here works on a
// private working copy (apply clones first) and takes its dice from a DiceSource, so the same code
// serves play (the seeded Rng), replay (verify.ts) and tests (scripted rolls).
import { removeDice, sum } from "../dice.ts";
import { err, ok, type Actor, type ApplyResult, type GameEvent, type PlayerInfo, type Result } from "../engine.ts";
import { resolvePlayer } from "../words.ts";
import type { DiceSource } from "./dice-source.ts";
import { describePolicy, policyAimsLow, policyKeep } from "./policy.ts";
import { judgeSum, rollAttack, thresholdOf, victimRule } from "./rules.ts";
import type { Policy, Threshold, TrenteMove, TrenteOptions, TrenteState, Turn } from "./types.ts";
import type { RngState } from "../rng.ts";

/** A working copy and the events produced so far. */
interface Ctx {
  s: TrenteState;
  dice: DiceSource;
  events: GameEvent[];
}

const say = (c: Ctx, text: string) => c.events.push({ to: "all", text });
const show = (dice: readonly number[]) => dice.join(" ");

export const nameOf = (s: TrenteState, seat: number): string =>
  s.players.find((p) => p.seat === seat)?.name ?? `seat ${seat}`;
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

const thresholdWords = (t: Threshold) => (t === "low" ? "12 or less" : "30 or more");

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
  const c: Ctx = { s, dice, events: [] };
  startTurn(c, starter);
  return s;
}

// ---------------------------------------------------------------------------------------------- turns

function startTurn(c: Ctx, seat: number): void {
  const s = c.s;
  s.turnCounter += 1;
  const roll = c.dice.roll(6);
  s.turn = {
    seat, no: s.turnCounter, roll, kept: [], rolls: 1, threshold: null, declaredFirst: null,
    policy: null, phase: "keep", pendingKeep: null, level: null,
  };
  say(c, `Round ${s.round}, ${nameOf(s, seat)}'s turn (${scoreOf(s, seat)} points): rolls ${show(roll)}.`);
}

/**
 * Checks the actor is the current turn's player. An administrator moves for a player only with AS,
 * which the service audits and announces (docs/roles.md); a seatless actor is refused here.
 */
function checkActor(s: TrenteState, actor: Actor): Result<Turn> {
  if (s.finished || !s.turn) return err("the game is over");
  const t = s.turn;
  if (actor.seat === t.seat) return ok(t);
  if (actor.seat === null) return err(`an administrator moves for ${nameOf(s, t.seat)} only with AS ${nameOf(s, t.seat)} <move>`);
  return err(`it is not your turn: ${nameOf(s, t.seat)} is playing`);
}

export function applyMove(state: TrenteState, actor: Actor, move: TrenteMove, dice: DiceSource): Result<ApplyResult<TrenteState>> {
  const c: Ctx = { s: structuredClone(state), dice, events: [] };
  const checked = checkActor(c.s, actor);
  if (!checked.ok) return checked;
  const t = checked.value;
  let r: Result<void>;
  switch (move.type) {
    case "keep": r = keep(c, t, move.dice); break;
    case "policy": r = policy(c, t, move.policy); break;
    case "first": r = first(c, t, move.die); break;
    case "victim": r = victim(c, t, move.player); break;
  }
  if (!r.ok) return r;
  return ok(finish(state, c));
}

/**
 * The result of a step. When a new turn has started, its player is listed in privateUpdates so the
 * service mails them their view ("Your move: KEEP …") even though the dice are public anyway.
 */
function finish(before: TrenteState, c: Ctx): ApplyResult<TrenteState> {
  const t = c.s.turn;
  const newTurn = t !== null && t.no !== before.turn?.no;
  return newTurn ? { state: c.s, events: c.events, privateUpdates: [t.seat] } : { state: c.s, events: c.events };
}

function phaseError(s: TrenteState, t: Turn): Result<void> | null {
  if (t.phase === "first")
    return err(`first name which die you set aside first: FIRST ${[...new Set(t.pendingKeep)].join(" or FIRST ")}`);
  if (t.phase === "victim")
    return err(`choose the victim of your attack at ${t.level}: VICTIM <player>`);
  return null;
}

function keep(c: Ctx, t: Turn, chosen: number[]): Result<void> {
  const bad = phaseError(c.s, t);
  if (bad) return bad;
  if (chosen.length === 0) return err("keep at least one die");
  const rest = removeDice(t.roll, chosen);
  if (!rest) return err(`you cannot keep ${show(chosen)}: the dice on the table are ${show(t.roll)}`);
  if (c.s.options.rules === "classic" && t.threshold === null) {
    if (t.declaredFirst !== null && !chosen.includes(t.declaredFirst))
      return err(`you named ${t.declaredFirst} as your first die: keep it in this KEEP, or name another with FIRST`);
    const classes = new Set(chosen.map(thresholdOf));
    if (t.declaredFirst === null && classes.size > 1) {
      // Mixed low and high dice: the player must say which die was set aside first before going on.
      t.roll = rest;
      t.pendingKeep = chosen.slice();
      t.phase = "first";
      say(c, `${nameOf(c.s, t.seat)} sets aside ${show(chosen)} and must name the first die (FIRST <die>).`);
      return ok(undefined);
    }
    setAsideFirst(c, t, chosen, t.declaredFirst ?? chosen[0], rest);
  } else {
    t.roll = rest;
    t.kept.push(...chosen);
    say(c, `${nameOf(c.s, t.seat)} sets aside ${show(chosen)}.`);
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
  say(c, `${nameOf(c.s, t.seat)} sets aside ${show(t.kept)}; first die ${firstDie}: aiming for ${thresholdWords(t.threshold)}.`);
}

function policy(c: Ctx, t: Turn, p: Policy): Result<void> {
  const bad = phaseError(c.s, t);
  if (bad) return bad;
  t.policy = p;
  say(c, `${nameOf(c.s, t.seat)} plays the rest of the turn by the policy "${describePolicy(p)}".`);
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
    say(c, `${nameOf(c.s, t.seat)} sets aside ${show(chosen)}.`);
  }
}

/** Rolls the dice not set aside, lets a standing policy play them, and ends the turn at six. */
function continueTurn(c: Ctx, t: Turn): void {
  for (;;) {
    if (t.kept.length === 6) return endTurn(c, t);
    t.roll = c.dice.roll(6 - t.kept.length);
    t.rolls += 1;
    say(c, `${nameOf(c.s, t.seat)} rolls ${show(t.roll)} (set aside: ${show(t.kept)}).`);
    if (!t.policy) return;
    keepByPolicy(c, t);
  }
}

function first(c: Ctx, t: Turn, die: number): Result<void> {
  if (c.s.options.rules !== "classic") return err("FIRST is only used under classic rules (here the target is always 30)");
  if (t.phase === "victim") return phaseError(c.s, t)!;
  if (t.phase === "first") {
    if (!t.pendingKeep!.includes(die)) return err(`FIRST must be one of the dice you set aside: ${show(t.pendingKeep!)}`);
    setAsideFirst(c, t, t.pendingKeep!, die, t.roll);
    continueTurn(c, t);
    return ok(undefined);
  }
  if (t.threshold !== null) return err(`your first die is already set this turn (${t.kept[0]}: aiming for ${thresholdWords(t.threshold)})`);
  if (!t.roll.includes(die)) return err(`there is no ${die} in your roll (${show(t.roll)})`);
  t.declaredFirst = die;
  say(c, `${nameOf(c.s, t.seat)} names ${die} as the first die to set aside.`);
  return ok(undefined);
}

function victim(c: Ctx, t: Turn, who: string): Result<void> {
  if (t.phase !== "victim") return err("there is no attack waiting for a victim");
  const r = resolvePlayer(who, c.s.players);
  if (!r.ok) return err(r.error);
  if (r.seat === t.seat) return err("you cannot attack yourself");
  if (!isIn(c.s, r.seat)) return err(`${nameOf(c.s, r.seat)} is out of this round`);
  attack(c, t.seat, r.seat, t.level!);
  afterTurn(c, t.seat);
  return ok(undefined);
}

// ------------------------------------------------------------------------------------ turn's end

function endTurn(c: Ctx, t: Turn): void {
  const s = c.s;
  const total = sum(t.kept);
  const who = nameOf(s, t.seat);
  const result = judgeSum(s.options.rules, t.threshold, total);
  const target = s.options.rules === "classic" && t.threshold === "low" ? 12 : 30;
  say(c, `${who}'s dice: ${show(t.kept)} = ${total} (target ${target}).`);
  s.last = {
    no: t.no, seat: t.seat, round: s.round, kept: t.kept.slice(), sum: total, threshold: t.threshold, result: result.kind,
    points: result.kind === "lose" ? result.points : 0, level: result.kind === "attack" ? result.level : null,
    victim: null, attackRolls: [],
  };
  if (result.kind === "none") {
    say(c, `${who} hits ${target} exactly: nothing happens.`);
  } else if (result.kind === "lose") {
    loseHeader(c, t.seat, result.points, `${who} misses by ${result.points}`);
  } else {
    const rule = victimRule(s.options.rules, s.round, result.level);
    if (rule === "choice") {
      const candidates = seatsIn(s).filter((x) => x !== t.seat);
      if (candidates.length > 1) {
        t.phase = "victim";
        t.level = result.level;
        t.roll = [];
        say(c, `${who} attacks at ${result.level} and chooses a victim (VICTIM <player>).`);
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

function loseHeader(c: Ctx, seat: number, points: number, why: string): void {
  const before = scoreOf(c.s, seat);
  c.s.scores[String(seat)] = before - points;
  say(c, `${why}: ${nameOf(c.s, seat)} loses ${points} (${before} → ${before - points}).`);
  if (before - points < 0) say(c, `${nameOf(c.s, seat)} is below 0 and out of the round.`);
}

function attack(c: Ctx, attacker: number, victimSeat: number, level: number): void {
  const a = rollAttack(level, c.dice);
  if (c.s.last) {
    c.s.last.victim = victimSeat;
    c.s.last.points = a.damage;
    c.s.last.attackRolls = a.rolls.map((r) => r.dice);
  }
  const parts = a.rolls.map((r) =>
    r.hits === 0
      ? `rolls ${show(r.dice)} (no ${level})`
      : `rolls ${show(r.dice)} (keeps ${r.hits}×${level}${r.fullHand ? ", main pleine: all six back" : ""})`,
  );
  say(c, `${nameOf(c.s, attacker)} attacks ${nameOf(c.s, victimSeat)} at ${level}: ${parts.join("; ")}.`);
  if (a.damage === 0) say(c, `No ${level} on the first roll: ${nameOf(c.s, victimSeat)} loses nothing.`);
  else loseHeader(c, victimSeat, a.damage, `${a.hits}×${level}`);
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
  if (winner !== null) say(c, `${nameOf(s, winner)} wins round ${s.round} with ${scoreOf(s, winner)} points.`);
  const active = s.players.filter((p) => !s.resigned.includes(p.seat));
  if (s.round < s.roundsTotal && active.length >= 2) {
    s.round += 1;
    for (const p of s.players) s.scores[String(p.seat)] = s.options.start;
    // Rounds after the first are opened by the next active player after the previous opener.
    s.roundStarter = neighbour(s, s.roundStarter, 1, (x) => !s.resigned.includes(x))!;
    say(c, `Round ${s.round} of ${s.roundsTotal} begins: everyone is back to ${s.options.start}; ${nameOf(s, s.roundStarter)} opens.`);
    startTurn(c, s.roundStarter);
    return;
  }
  s.finished = true;
  const w = winnersOf(s);
  say(c, `The game is over: ${w.length ? w.map((x) => nameOf(s, x)).join(" and ") : "nobody"} ${w.length > 1 ? "win" : "wins"}.`);
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

export function resignSeat(state: TrenteState, seat: number, dice: DiceSource): Result<ApplyResult<TrenteState>> {
  if (state.finished) return err("the game is over");
  if (!state.players.some((p) => p.seat === seat)) return err(`there is no seat ${seat}`);
  if (state.resigned.includes(seat)) return err(`${nameOf(state, seat)} has already left the game`);
  const c: Ctx = { s: structuredClone(state), dice, events: [] };
  c.s.resigned.push(seat);
  say(c, `${nameOf(c.s, seat)} leaves the game.`);
  const t = c.s.turn;
  if (t && t.seat === seat) {
    afterTurn(c, seat); // their turn is void; play passes on
  } else if (seatsIn(c.s).length <= 1) {
    endRound(c, seatsIn(c.s)[0] ?? null);
  } else if (t && t.phase === "victim" && seatsIn(c.s).filter((x) => x !== t.seat).length === 1) {
    // The attacker was choosing between this player and one other: no choice is left.
    attack(c, t.seat, seatsIn(c.s).find((x) => x !== t.seat)!, t.level!);
    afterTurn(c, t.seat);
  }
  return ok(finish(state, c));
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
  if (state.finished || !t || pendingKey(t) !== key) return err("that decision is no longer pending");
  if (t.phase === "first") return ok({ type: "first", die: Math.max(...t.pendingKeep!) });
  if (t.phase === "victim") return ok({ type: "victim", player: String(neighbour(state, t.seat, 1)) });
  return ok({ type: "policy", policy: t.policy ?? { kind: "high" } });
}
