// The moves that are legal right now for one actor: for random playouts (tests, benchmark, the
// conformance suite) and for the deadline defaults that come later. A player's moves are exhaustive.
// The administrator's (seat null) are a representative sample with every kind of move in it, not every
// line: every KILL pair at the current turn (a KILL at an earlier turn since the last kill, or a later
// turn after TURN, is left out), the next TURN only (not TURN +2…), one POWER in seat order (not every
// ordering or tie), TARGETS as one cycle in seat order (not every map), SETTARGET and AMEND only where
// they apply, UNDO of the last destruction only, and REVISE with the reversed power graph only.
import type { KillerMove } from "./moves.ts";
import { aliveSeats, civOf, isAlive, killTurnProblem, lastReport, type KillerState } from "./state.ts";
import { reportData, sameRows, survivorsAsOf } from "./reports.ts";
import { finalPublished } from "./power.ts";
import { targetMapProblem } from "./targets.ts";

/** The command line of a move, as a player or the administrator would type it. */
export function moveLine(m: KillerMove): string {
  const power = (groups: string[][]) => groups.map((g) => g.join("=")).join(" ");
  switch (m.type) {
    case "target":
      return "TARGET";
    case "ranks":
      return "RANKS";
    case "report":
      return "REPORT";
    case "finish":
      return "FINISH";
    case "killed":
      return `KILLED ${m.victim} TURN ${m.turn}`;
    case "null":
      return `NULL ${m.agree ? "AGREE" : "REFUSE"}`;
    case "confirm":
      return `CONFIRM ${m.id}`;
    case "reject":
      return `REJECT ${m.id}`;
    case "kill":
      return `KILL ${m.killer} ${m.victim} TURN ${m.turn}`;
    case "turn":
      return `TURN ${m.turn}`;
    case "power":
      return `POWER ${m.turn === null ? "" : `TURN ${m.turn} `}${power(m.groups)}`;
    case "targets":
      return m.cycles === null ? "TARGETS" : `TARGETS ${m.cycles.map((c) => c.join(" ")).join(" / ")}`;
    case "settarget":
      return `SETTARGET ${m.civ} ${m.target}`;
    case "amend":
      return `AMEND ${m.killer} ${m.victim} TURN ${m.turn}`;
    case "undo":
      return `UNDO ${m.victim}`;
    case "revise":
      return `REVISE ${power(m.groups)}`;
    case "facts":
      return `FACTS ${JSON.stringify(m.facts)}`;
  }
}

export function legalMoves(s: KillerState, seat: number | null): KillerMove[] {
  const out: KillerMove[] = [];
  const alive = aliveSeats(s);
  if (seat !== null) {
    out.push({ type: "target" }, { type: "ranks" });
    if (s.finished || !isAlive(s, seat)) return out;
    for (const v of alive) if (v !== seat) out.push({ type: "killed", victim: civOf(s, v), turn: s.turn });
    if (s.options.variant === "highlander" && alive.length === 2) {
      out.push({ type: "null", agree: true });
      if (s.nullOffer) out.push({ type: "null", agree: false });
    }
    return out;
  }
  out.push({ type: "ranks" }, { type: "targets", cycles: null });
  const waiting = s.due.find((d) => !s.power[d.turn]);
  if (s.options.rated && (waiting || !s.finished)) {
    const turn = waiting?.turn ?? s.turn;
    const civs = survivorsAsOf(s, waiting?.final ? Infinity : turn).map((x) => [civOf(s, x)]);
    out.push({ type: "power", turn, groups: civs });
  }
  const revise = reversedFinal(s);
  if (revise) out.push(revise);
  if (s.finished) return out;
  out.push({ type: "report" }, { type: "finish" }, { type: "turn", turn: s.turn + 1 });
  for (const h of s.held) {
    out.push({ type: "reject", id: h.id });
    if (isAlive(s, h.reporter) && !killTurnProblem(s, h.turn)) out.push({ type: "confirm", id: h.id });
  }
  for (const k of alive)
    for (const v of alive) if (k !== v) out.push({ type: "kill", killer: civOf(s, k), victim: civOf(s, v), turn: s.turn });
  out.push(...corrections(s));
  if (s.options.variant === "highlander" && alive.length === 2) {
    out.push({ type: "null", agree: true });
    if (s.nullOffer) out.push({ type: "null", agree: false });
  }
  return out;
}

/**
 * The administrator's corrections that are always legal: a new map (the living in seat order, one cycle),
 * and, unless targets were re-assigned since, UNDO of the last destruction or AMEND of its killer.
 */
function corrections(s: KillerState): KillerMove[] {
  const out: KillerMove[] = [];
  const alive = aliveSeats(s);
  if (alive.length >= 3) out.push({ type: "targets", cycles: [alive.map((x) => civOf(s, x))] });
  // SETTARGET x y: x now hunts y, y's hunter takes y's old target, y takes x's old one
  if (alive.length >= 4)
    for (const x of alive)
      for (const y of alive) {
        if (x === y || s.targets[x] === y) continue;
        const t = { ...s.targets };
        const p = Number(Object.keys(t).find((h) => t[h] === y));
        t[p] = t[y];
        t[y] = t[x];
        t[x] = y;
        if (!targetMapProblem(t)) out.push({ type: "settarget", civ: civOf(s, x), target: civOf(s, y) });
      }
  const last = s.ledger.at(-1);
  if (!s.start || !last || last.killer === null || (s.assigned ?? []).some((a) => a.at >= s.ledger.length)) return out;
  out.push({ type: "undo", victim: civOf(s, last.victim) });
  for (const k of alive)
    if (k !== last.killer) out.push({ type: "amend", killer: civOf(s, k), victim: civOf(s, last.victim), turn: last.turn });
  return out;
}

/** REVISE of a published rated final report: the reversed power graph, when it changes the ranking. */
function reversedFinal(s: KillerState): KillerMove | null {
  if (!s.options.rated || !finalPublished(s)) return null;
  const last = lastReport(s)!;
  const graph = s.power[last.turn];
  const alive = survivorsAsOf(s, Infinity);
  if (!graph || alive.length < 2) return null;
  const order = [...alive].sort((a, b) => graph[b] - graph[a] || b - a);
  const groups = order.map((x) => [civOf(s, x)]);
  // the same ranking is refused ("nothing to revise"): compare with what is published, as revise() does
  const raw = Object.fromEntries(order.map((x, i) => [x, i + 1]));
  const rows = reportData({ ...s, power: { ...s.power, [last.turn]: raw } }, last.turn, true).rows;
  return sameRows(rows, last.rows) ? null : { type: "revise", groups };
}
