// The Killer verbs (PROTOCOL.md), read from one command line. Civilizations stay as typed here; they
// are resolved against the game in apply, which knows the players.
import { err, ok, type Result } from "../engine.ts";
import { words } from "../words.ts";

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
  | { type: "finish" };

export const VERBS = ["TARGET", "KILLED", "NULL", "RANKS", "CONFIRM", "REJECT", "KILL", "TURN", "POWER", "REPORT", "FINISH"];

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
  const ws = words(line);
  const verb = (ws[0] ?? "").toUpperCase();
  const args = ws.slice(1);
  switch (verb) {
    case "TARGET":
      return args.length ? err("TARGET takes nothing: it re-sends your own target") : ok({ type: "target" });
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
      return err("write NULL AGREE (or NULL REFUSE)");
    }
    case "CONFIRM":
    case "REJECT": {
      const id = reportId(args[0]);
      if (!id || args.length !== 1) return err(`${verb} needs one report id, e.g. ${verb} r3`);
      return ok({ type: verb === "CONFIRM" ? "confirm" : "reject", id });
    }
    case "TURN": {
      const n = turnNumber(args[0]);
      if (n === null || args.length !== 1) return err("TURN needs the Civ turn number, e.g. TURN 12");
      return ok({ type: "turn", turn: n });
    }
    case "KILLED": {
      const { rest, turn } = trailingTurn(args);
      if (rest.length !== 1 || turn === null) return err("write KILLED <civilization> TURN <n>, e.g. KILLED Carthage TURN 42");
      return ok({ type: "killed", victim: rest[0], turn });
    }
    case "KILL": {
      const { rest, turn } = trailingTurn(args);
      if (rest.length !== 2 || turn === null) return err("write KILL <killer-civ> <victim-civ> TURN <n>, e.g. KILL Rome Carthage TURN 42");
      return ok({ type: "kill", killer: rest[0], victim: rest[1], turn });
    }
    case "POWER": {
      let rest = args;
      let turn: number | null = null;
      if (rest[0] && /^turn$/i.test(rest[0])) {
        turn = turnNumber(rest[1]);
        if (turn === null) return err("write POWER TURN <n> <civ> <civ> …");
        rest = rest.slice(2);
      }
      // "Rome = Gaul", "Rome=Gaul" and "Rome, Gaul" are all accepted.
      const text = rest.join(" ").replace(/\s*=\s*/g, "=").replace(/,/g, " ");
      const groups = words(text).map((g) => g.split("=").filter(Boolean)).filter((g) => g.length);
      if (!groups.length) return err("POWER needs the power-graph order, best first: POWER Rome Gaul=Carthage Egypt");
      return ok({ type: "power", turn, groups });
    }
    default:
      return null;
  }
}
