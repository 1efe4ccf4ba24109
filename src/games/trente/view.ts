// What each viewer may know, and its text for mails. Dice are not secret in Trente: everyone sees
// every roll. The only secret is the random generator (seed and state), which would predict every
// future roll, so it is left out of every view — the administrator's too; the seed is revealed by
// the service only when the game is over, for verification (verify.ts).
import type { Viewer } from "../engine.ts";
import { isIn, nameOf, pendingKey, scoreOf, winnersOf } from "./core.ts";
import { describePolicy } from "./policy.ts";
import type { Ruleset, Threshold, TrenteState } from "./types.ts";

export interface TrenteView {
  kind: "trente";
  viewer: "public" | "admin" | { seat: number; name: string };
  rules: Ruleset;
  start: number;
  round: number;
  roundsTotal: number;
  players: { seat: number; name: string; score: number; out: boolean; left: boolean; roundsWon: number }[];
  turn: null | {
    seat: number;
    name: string;
    phase: "keep" | "first" | "victim";
    roll: number[];
    kept: number[];
    threshold: Threshold | null;
    policy: string | null;
    level: number | null;
    key: string;
  };
  history: { round: number; winner: string | null }[];
  /** one line on the last finished turn */
  last: string | null;
  finished: boolean;
  winners: string[];
}

export function trenteView(s: TrenteState, viewer: Viewer): TrenteView {
  const t = s.turn;
  return {
    kind: "trente",
    viewer: viewer === "public" || viewer === "admin" ? viewer : { seat: viewer.seat, name: nameOf(s, viewer.seat) },
    rules: s.options.rules,
    start: s.options.start,
    round: s.round,
    roundsTotal: s.roundsTotal,
    players: s.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      score: scoreOf(s, p.seat),
      out: !isIn(s, p.seat),
      left: s.resigned.includes(p.seat),
      roundsWon: s.history.filter((h) => h.winner === p.seat).length,
    })),
    turn: t && {
      seat: t.seat,
      name: nameOf(s, t.seat),
      phase: t.phase,
      roll: t.phase === "first" ? t.pendingKeep!.slice() : t.roll.slice(),
      kept: t.kept.slice(),
      threshold: t.threshold,
      policy: t.policy ? describePolicy(t.policy) : null,
      level: t.level,
      key: pendingKey(t),
    },
    last: lastLine(s),
    history: s.history.map((h) => ({ round: h.round, winner: h.winner === null ? null : nameOf(s, h.winner) })),
    finished: s.finished,
    winners: s.finished ? winnersOf(s).map((x) => nameOf(s, x)) : [],
  };
}

export function renderTrente(view: unknown): string {
  const v = view as TrenteView;
  const lines: string[] = [];
  const ruleName = v.rules === "house" ? "house rules: target 30, victim by parity" : "classic rules: 3 rounds";
  lines.push(`Trente (${ruleName}) — round ${v.round} of ${v.roundsTotal}.`);
  lines.push(
    "Scores: " +
      v.players
        .map((p) => `${p.name} ${p.score}${p.left ? " (left)" : p.out ? " (out)" : ""}${v.roundsTotal > 1 ? ` [${p.roundsWon} won]` : ""}`)
        .join(", "),
  );
  if (v.last) lines.push(`Last turn: ${v.last}`);
  if (v.finished) {
    lines.push(`The game is over. Winner${v.winners.length > 1 ? "s" : ""}: ${v.winners.join(", ") || "none"}.`);
  } else if (v.turn) {
    const t = v.turn;
    const aim = t.threshold ? ` (aiming for ${t.threshold === "low" ? "12 or less" : "30 or more"})` : "";
    const kept = t.kept.length ? ` Set aside: ${t.kept.join(" ")} = ${t.kept.reduce((a, b) => a + b, 0)}${aim}.` : "";
    if (t.phase === "keep") lines.push(`${t.name}'s turn. Roll: ${t.roll.join(" ")}.${kept}`);
    if (t.phase === "first") lines.push(`${t.name}'s turn: sets aside ${t.roll.join(" ")} and must name the first die.`);
    if (t.phase === "victim") lines.push(`${t.name}'s turn: attacks at ${t.level} and chooses the victim.${kept}`);
  }
  if (typeof v.viewer === "object") {
    lines.push(`You are ${v.viewer.name} (seat ${v.viewer.seat}).`);
    const t = v.turn;
    if (!v.finished && t && t.seat === v.viewer.seat) {
      if (t.phase === "keep") lines.push(`Your move: KEEP <dice> (at least one of ${t.roll.join(" ")}), or POLICY high|low|all|keep <dice>.`);
      if (t.phase === "first") lines.push(`Your move: FIRST <die> — which of ${t.roll.join(" ")} you set aside first.`);
      if (t.phase === "victim") lines.push(`Your move: VICTIM <player> — who suffers your attack at ${t.level}.`);
    }
  }
  return lines.join("\n");
}

function lastLine(s: TrenteState): string | null {
  const l = s.last;
  if (!l) return null;
  const head = `${nameOf(s, l.seat)} set aside ${l.kept.join(" ")} = ${l.sum}`;
  if (l.result === "none") return `${head}: on target, nothing happens.`;
  if (l.result === "lose") return `${head}: ${nameOf(s, l.seat)} lost ${l.points}.`;
  if (l.victim === null) return `${head}: attack at ${l.level}, victim to be chosen.`;
  return `${head}: attack at ${l.level} on ${nameOf(s, l.victim!)}, who lost ${l.points}.`;
}
