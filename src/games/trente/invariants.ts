// The rules' invariants of a Trente state, for the conformance suite and the property tests: the
// broken ones, as short diagnostics for developers (never mailed to players).
import { isIn, seatsIn } from "./core.ts";
import { thresholdOf } from "./rules.ts";
import type { TrenteState } from "./types.ts";

const isDie = (d: unknown) => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 6;

export function trenteInvariants(s: TrenteState): string[] {
  const bad: string[] = [];
  const seats = s.players.map((p) => p.seat);
  // scores: one whole number per seat, never above the starting points within a round
  const keys = Object.keys(s.scores).map(Number).sort((a, b) => a - b);
  if (keys.join() !== [...seats].sort((a, b) => a - b).join()) bad.push(`scores are kept for seats ${keys}, not ${seats}`);
  for (const seat of seats) {
    const v = s.scores[String(seat)];
    if (!Number.isInteger(v)) bad.push(`seat ${seat}: score ${v} is not a whole number`);
    else if (v > s.options.start) bad.push(`seat ${seat}: score ${v} above the start ${s.options.start}`);
  }
  if (new Set(s.resigned).size !== s.resigned.length || s.resigned.some((x) => !seats.includes(x)))
    bad.push(`resigned ${s.resigned} are not distinct seats`);
  // rounds
  if (s.round < 1 || s.round > s.roundsTotal) bad.push(`round ${s.round} of ${s.roundsTotal}`);
  if (s.roundsTotal !== (s.options.rules === "classic" ? 3 : 1)) bad.push(`${s.roundsTotal} rounds under ${s.options.rules}`);
  const played = s.finished ? s.round : s.round - 1;
  if (s.history.length !== played) bad.push(`${s.history.length} rounds in the history at round ${s.round}`);
  for (const h of s.history) if (h.winner !== null && !seats.includes(h.winner)) bad.push(`round ${h.round} won by seat ${h.winner}`);
  // the turn
  const t = s.turn;
  if (s.finished) {
    if (t !== null) bad.push("a finished game has a turn");
    return bad;
  }
  if (!t) return [...bad, "a running game has no turn"];
  if (seatsIn(s).length < 2) bad.push(`the round goes on with players in: ${seatsIn(s).length}`);
  if (!isIn(s, t.seat)) bad.push(`seat ${t.seat} plays but is out`);
  if (t.no !== s.turnCounter) bad.push(`turn ${t.no} but the counter is at ${s.turnCounter}`);
  if (t.rolls < 1) bad.push(`${t.rolls} rolls this turn`);
  const pendingKeep = t.pendingKeep ?? [];
  const dice = [...t.roll, ...t.kept, ...pendingKeep];
  if (!dice.every(isDie)) bad.push(`a die is not 1–6: ${dice}`);
  const inPlay = t.roll.length + t.kept.length;
  if (t.phase === "keep" && (t.roll.length === 0 || inPlay !== 6)) bad.push(`keep: ${t.roll.length} rolled + ${t.kept.length} set aside`);
  if (t.phase === "first") {
    if (s.options.rules !== "classic") bad.push("FIRST awaited under house rules");
    if (t.kept.length !== 0 || pendingKeep.length === 0 || inPlay + pendingKeep.length !== 6)
      bad.push(`first: ${t.roll.length} rolled + ${pendingKeep.length} held + ${t.kept.length} set aside`);
  } else if (t.pendingKeep !== null) bad.push("dice held for FIRST outside the FIRST phase");
  if (t.phase === "victim" && (t.kept.length !== 6 || t.roll.length !== 0 || t.level === null || t.level < 1 || t.level > 6))
    bad.push(`victim: ${t.kept.length} set aside, attack at ${t.level}`);
  if (t.phase === "victim" && (s.options.rules !== "classic" || s.round !== 3)) bad.push(`a victim chosen in round ${s.round}`);
  // the threshold: none under house rules; under classic, set by the first die once there is one
  if (s.options.rules === "house" && t.threshold !== null) bad.push("a threshold under house rules");
  if (s.options.rules === "classic" && t.kept.length > 0 && t.threshold !== thresholdOf(t.kept[0]))
    bad.push(`threshold ${t.threshold} after a first die ${t.kept[0]}`);
  if (t.declaredFirst !== null && !isDie(t.declaredFirst)) bad.push(`FIRST ${t.declaredFirst}`);
  return bad;
}
