// Every legal move for a seat right now: used by random playouts (tests, benchmark), by the engine's
// legalMoves hook (as command lines) and available for deadline defaults and bots.
import { isIn } from "./core.ts";
import { describePolicy } from "./policy.ts";
import type { TrenteMove, TrenteState } from "./types.ts";
import type { TrenteView } from "./view.ts";

/** All distinct non-empty sub-multisets of a roll (at most 63), each sorted high to low. */
export function keepChoices(roll: readonly number[]): number[][] {
  const seen = new Set<string>();
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << roll.length; mask++) {
    const pick = roll.filter((_, i) => mask & (1 << i)).sort((a, b) => b - a);
    const key = pick.join("");
    if (!seen.has(key)) {
      seen.add(key);
      out.push(pick);
    }
  }
  return out;
}

export function legalMoves(s: TrenteState, seat: number): TrenteMove[] {
  const t = s.turn;
  if (s.finished || !t || t.seat !== seat) return [];
  if (t.phase === "first") return [...new Set(t.pendingKeep)].map((die) => ({ type: "first", die }));
  if (t.phase === "victim")
    return s.players.filter((p) => p.seat !== seat && isIn(s, p.seat)).map((p) => ({ type: "victim", player: String(p.seat) }));
  const mustHold = s.options.rules === "classic" && t.threshold === null ? t.declaredFirst : null;
  const moves: TrenteMove[] = keepChoices(t.roll)
    .filter((dice) => mustHold === null || dice.includes(mustHold))
    .map((dice) => ({ type: "keep", dice }));
  moves.push(
    { type: "policy", policy: { kind: "high" } },
    { type: "policy", policy: { kind: "low" } },
    { type: "policy", policy: { kind: "all" } },
  );
  if (s.options.rules === "classic" && t.threshold === null && t.declaredFirst === null)
    for (const die of new Set(t.roll)) moves.push({ type: "first", die });
  return moves;
}

/** A move as the command line a player would send (a victim by seat number, which parse accepts). */
export function moveLine(move: TrenteMove): string {
  switch (move.type) {
    case "keep":
      return `KEEP ${move.dice.join(" ")}`;
    case "policy":
      return `POLICY ${describePolicy(move.policy)}`;
    case "first":
      return `FIRST ${move.die}`;
    case "victim":
      return `VICTIM ${move.player}`;
    case "auto":
      return move.policy === "list" ? "AUTO" : move.policy ? `AUTO POLICY ${describePolicy(move.policy)}` : "AUTO OFF";
  }
}

/**
 * The engine's legalMoves hook: every command line `seat` may send now. A seatless administrator has
 * none (they move for the player only with AS, as that player).
 */
export function legalLines(s: TrenteState, seat: number | null): string[] {
  return seat === null ? [] : legalMoves(s, seat).map(moveLine);
}

/**
 * The engine's showLine hook: a line as the view shows its words. The dice of a KEEP in the order the
 * roll shows them (keepChoices sorts them high to low: `KEEP 6 5` beside `Roll: 2 5 6.` reads `KEEP 5 6`),
 * a victim by the name the scores show rather than the seat number parse also takes (`VICTIM 2` →
 * `VICTIM Bob`); other lines as they are.
 */
export function shownLine(line: string, _t: unknown, v: TrenteView): string {
  const [verb, ...rest] = line.split(" ");
  if (verb === "KEEP" && v.turn) {
    const left = rest.map(Number);
    const inRoll = v.turn.roll.filter((d) => {
      const i = left.indexOf(d);
      if (i < 0) return false;
      left.splice(i, 1);
      return true;
    });
    // a die the roll does not show (never for a legal line) keeps the line's order
    return left.length ? line : [verb, ...inRoll].join(" ");
  }
  if (verb === "VICTIM" && rest.length === 1) {
    const p = v.players.find((x) => String(x.seat) === rest[0]);
    return p ? `${verb} ${p.name}` : line;
  }
  return line;
}

/**
 * The engine's forced hook: the one move left to `seat`. Only the last die of a turn is such a move
 * (docs/rules/trente.md: all six dice are set aside, one roll at a time), so `KEEP <die>`; every other
 * roll leaves a choice (which dice, or a POLICY), and a victim with no choice is attacked by the engine.
 */
export function forcedLine(s: TrenteState, seat: number): string | null {
  const t = s.turn;
  if (s.finished || !t || t.seat !== seat || t.phase !== "keep" || t.roll.length !== 1) return null;
  return moveLine({ type: "keep", dice: [t.roll[0]] });
}
