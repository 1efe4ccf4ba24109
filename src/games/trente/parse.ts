// Trente's command lines: KEEP, POLICY, FIRST, VICTIM. Case and spacing are forgiven; dice may be
// written "5 6 6", "5,6,6" or "566".
import { parseDice } from "../dice.ts";
import { err, ok, type Result } from "../engine.ts";
import { words } from "../words.ts";
import { parsePolicy } from "./policy.ts";
import type { TrenteMove } from "./types.ts";

export function parseTrenteLine(line: string): Result<TrenteMove> | null {
  const w = words(line);
  const verb = (w[0] ?? "").toUpperCase();
  const args = w.slice(1);
  switch (verb) {
    case "KEEP": {
      if (args.length === 0) return err("KEEP needs the dice to set aside, e.g. KEEP 6 5");
      const dice = parseDice(args);
      if (!dice || dice.length === 0) return err(`KEEP takes die values from 1 to 6, e.g. KEEP 6 5 (got "${args.join(" ")}")`);
      if (dice.length > 6) return err("you cannot keep more than six dice");
      return ok({ type: "keep", dice });
    }
    case "POLICY": {
      const p = parsePolicy(args.join(" "));
      return p.ok ? ok({ type: "policy", policy: p.value }) : p;
    }
    case "FIRST": {
      const dice = parseDice(args);
      if (!dice || dice.length !== 1) return err("FIRST takes one die value from 1 to 6, e.g. FIRST 5");
      return ok({ type: "first", die: dice[0] });
    }
    case "VICTIM": {
      if (args.length === 0) return err("VICTIM needs a player's name or seat number, e.g. VICTIM Bob");
      return ok({ type: "victim", player: args.join(" ") });
    }
    default:
      return null;
  }
}
