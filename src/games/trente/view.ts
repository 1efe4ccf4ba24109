// What each viewer may know, and its text for mails. Dice are not secret in Trente: everyone sees
// every roll. The only secret is the random generator (seed and state), which would predict every
// future roll, so it is left out of every view — the administrator's too; the seed is revealed by
// the service only when the game is over, for verification (verify.ts). The view is data; render()
// takes every word from the catalogs through the Translate it is given.
import type { Picture, Translate, Viewer } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import { isIn, nameOf, pendingKey, scoreOf, show, winnersOf } from "./core.ts";
import { describePolicy } from "./policy.ts";
import type { LastTurn, Ruleset, Threshold, TrenteState } from "./types.ts";

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
    /** the standing policy as the words after POLICY (command words), if any */
    policy: string | null;
    level: number | null;
    key: string;
  };
  history: { round: number; winner: string | null }[];
  /** the last finished turn, with names instead of seats */
  last: null | (Omit<LastTurn, "victim"> & { name: string; victim: string | null });
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
    last: s.last && {
      ...s.last,
      kept: s.last.kept.slice(),
      attackRolls: s.last.attackRolls.map((r) => r.slice()),
      name: nameOf(s, s.last.seat),
      victim: s.last.victim === null ? null : nameOf(s, s.last.victim),
    },
    history: s.history.map((h) => ({ round: h.round, winner: h.winner === null ? null : nameOf(s, h.winner) })),
    finished: s.finished,
    winners: s.finished ? winnersOf(s).map((x) => nameOf(s, x)) : [],
  };
}

export function renderTrente(v: TrenteView, t: Translate): string {
  const lines: string[] = [];
  lines.push(t("trente.viewHeader", { rules: v.rules, round: v.round, total: v.roundsTotal }));
  const multi = v.roundsTotal > 1;
  const scores = v.players.map((p) =>
    m("trente.viewScore", {
      name: p.name,
      score: p.score,
      status: p.left ? "left" : p.out ? "out" : "in",
      multi,
      won: p.roundsWon,
    }),
  );
  lines.push(t("trente.viewScores", { scores }));
  if (v.last) lines.push(t("trente.viewLast", { line: lastLine(v.last) }));
  if (v.finished) {
    lines.push(t("trente.viewOver", { n: v.winners.length, winners: v.winners.join(", ") }));
  } else if (v.turn) {
    const tu = v.turn;
    const kept = tu.kept.length
      ? " " +
        t("trente.viewSetAside", { kept: show(tu.kept), sum: tu.kept.reduce((a, b) => a + b, 0), aim: tu.threshold ?? "none" })
      : "";
    if (tu.phase === "keep") lines.push(t("trente.viewTurnKeep", { name: tu.name, roll: show(tu.roll) }) + kept);
    if (tu.phase === "first") lines.push(t("trente.viewTurnFirst", { name: tu.name, dice: show(tu.roll) }));
    if (tu.phase === "victim") lines.push(t("trente.viewTurnVictim", { name: tu.name, level: tu.level }) + kept);
  }
  if (typeof v.viewer === "object") {
    // what the player must do is not laid out here: every place that shows this view (a mail's
    // situation, STATUS, the reader's page) says the seat's pending decision after it, once
    lines.push(t("trente.viewYouAre", { name: v.viewer.name, seat: v.viewer.seat }));
  }
  return lines.join("\n");
}

function lastLine(l: NonNullable<TrenteView["last"]>) {
  const p = { name: l.name, dice: show(l.kept), sum: l.sum };
  if (l.result === "none") return m("trente.lastOnTarget", p);
  if (l.result === "lose") return m("trente.lastLost", { ...p, points: l.points });
  if (l.victim === null) return m("trente.lastAttackPending", { ...p, level: l.level });
  return m("trente.lastAttack", { ...p, level: l.level, victim: l.victim, points: l.points });
}

/** The dashboard's picture: each player's points this round, out of the starting points. */
export function trentePictures(v: TrenteView): Picture[] {
  return [
    {
      kind: "bars",
      title: m("trente.scoresTitle"),
      // the score as it is: below zero it is drawn as an empty bar, its figure still negative
      items: v.players.map((p) => ({ label: p.name, value: p.score, max: v.start })),
    },
  ];
}
