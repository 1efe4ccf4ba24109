// The Killer verbs (docs/protocol-spec.md), read from one command line. Civilizations stay as typed here; they
// are resolved against the game in apply, which knows the players.
import { err, ok, type Result } from "../engine.ts";
import { words } from "../words.ts";
import { k } from "./ctx.ts";
import type { GameFacts } from "../engine.ts";
import { FACTS_VERB, readFacts } from "./follow.ts";

export type KillerMove =
  | { type: "target" }
  | { type: "killed"; victim: string; turn: number }
  | { type: "null"; agree: boolean }
  | { type: "ranks" }
  | { type: "confirm"; id: string }
  | { type: "reject"; id: string }
  | { type: "kill"; killer: string; victim: string; turn: number }
  | { type: "turn"; turn: number }
  | { type: "power"; turn: number | null; groups: string[][] }
  | { type: "report" }
  | { type: "finish" }
  /** the administrator's target map: show it (null), or set it as cycles of civilizations */
  | { type: "targets"; cycles: string[][] | null }
  | { type: "settarget"; civ: string; target: string }
  | { type: "amend"; killer: string; victim: string; turn: number }
  | { type: "undo"; victim: string }
  | { type: "revise"; groups: string[][] }
  /** the followed game's facts, run by the service (never typed): follow.ts */
  | { type: "facts"; facts: GameFacts };

/** Civilizations split into cycles at "/" (written alone or glued: "Rome Gaul Egypt/Persia Zulu Inca"). */
export function splitCycles(ws: string[]): string[][] {
  const out: string[][] = [[]];
  for (const w of ws
    .join(" ")
    .replace(/\//g, " / ")
    .split(/[\s,;]+/)
    .filter(Boolean)) {
    if (w === "/") out.push([]);
    else out.at(-1)!.push(w);
  }
  return out.filter((c) => c.length);
}

/** A power graph typed as "Rome Gaul=Carthage Egypt" (also "Rome = Gaul", "Rome, Gaul"): groups of equals. */
function powerGroups(ws: string[]): string[][] {
  const text = ws
    .join(" ")
    .replace(/\s*=\s*/g, "=")
    .replace(/,/g, " ");
  return words(text)
    .map((g) => g.split("=").filter(Boolean))
    .filter((g) => g.length);
}

function turnNumber(text: string | undefined): number | null {
  if (!text || !/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/** "TURN 12", "T12", or a bare "12" at the end of KILLED / KILL. */
function trailingTurn(ws: string[]): { rest: string[]; turn: number | null } {
  const last = ws[ws.length - 1];
  const prev = ws[ws.length - 2];
  if (prev && /^turn$/i.test(prev)) return { rest: ws.slice(0, -2), turn: turnNumber(last) };
  const m = last ? /^(?:t|turn)?(\d+)$/i.exec(last) : null;
  if (m && ws.length > 1) return { rest: ws.slice(0, -1), turn: turnNumber(m[1]) };
  return { rest: ws, turn: null };
}

const reportId = (w: string | undefined): string | null => {
  const m = w ? /^r?(\d+)$/i.exec(w) : null;
  return m ? `r${Number(m[1])}` : null;
};

export function parseKillerLine(line: string): Result<KillerMove> | null {
  const t = line.trim();
  if (t.split(/\s+/)[0]?.toUpperCase() === FACTS_VERB) {
    const facts = readFacts(t.slice(FACTS_VERB.length));
    return facts ? ok({ type: "facts", facts }) : err(k("badFacts"));
  }
  const ws = words(line);
  const verb = (ws[0] ?? "").toUpperCase();
  const args = ws.slice(1);
  switch (verb) {
    case "TARGET":
      return args.length ? err(k("parseTarget")) : ok({ type: "target" });
    case "RANKS":
      return ok({ type: "ranks" });
    case "REPORT":
      return ok({ type: "report" });
    case "FINISH":
      return ok({ type: "finish" });
    case "NULL": {
      const a = (args[0] ?? "").toUpperCase();
      if (args.length === 1 && (a === "AGREE" || a === "YES")) return ok({ type: "null", agree: true });
      if (args.length === 1 && (a === "REFUSE" || a === "NO")) return ok({ type: "null", agree: false });
      return err(k("parseNull"));
    }
    case "CONFIRM":
    case "REJECT": {
      const id = reportId(args[0]);
      if (!id || args.length !== 1) return err(k("parseReportId", { verb }));
      return ok({ type: verb === "CONFIRM" ? "confirm" : "reject", id });
    }
    case "TURN": {
      const n = turnNumber(args[0]);
      if (n === null || args.length !== 1) return err(k("parseTurn"));
      return ok({ type: "turn", turn: n });
    }
    case "KILLED": {
      const { rest, turn } = trailingTurn(args);
      if (rest.length !== 1 || turn === null) return err(k("parseKilled"));
      return ok({ type: "killed", victim: rest[0], turn });
    }
    case "KILL": {
      const { rest, turn } = trailingTurn(args);
      if (rest.length !== 2 || turn === null) return err(k("parseKill"));
      return ok({ type: "kill", killer: rest[0], victim: rest[1], turn });
    }
    case "POWER": {
      let rest = args;
      let turn: number | null = null;
      if (rest[0] && /^turn$/i.test(rest[0])) {
        turn = turnNumber(rest[1]);
        if (turn === null) return err(k("parsePowerTurn"));
        rest = rest.slice(2);
      }
      const groups = powerGroups(rest);
      if (!groups.length) return err(k("parsePower"));
      return ok({ type: "power", turn, groups });
    }
    case "REVISE": {
      const groups = powerGroups(args);
      if (!groups.length) return err(k("parseRevise"));
      return ok({ type: "revise", groups });
    }
    case "TARGETS": {
      if (!args.length) return ok({ type: "targets", cycles: null });
      return ok({ type: "targets", cycles: splitCycles(args) });
    }
    case "SETTARGET": {
      if (args.length !== 2) return err(k("parseSetTarget"));
      return ok({ type: "settarget", civ: args[0], target: args[1] });
    }
    case "AMEND": {
      const { rest, turn } = trailingTurn(args);
      if (rest.length !== 2 || turn === null) return err(k("parseAmend"));
      return ok({ type: "amend", killer: rest[0], victim: rest[1], turn });
    }
    case "UNDO": {
      if (args.length !== 1) return err(k("parseUndo"));
      return ok({ type: "undo", victim: args[0] });
    }
    default:
      return null;
  }
}
