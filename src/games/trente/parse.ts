// Trente's command lines: KEEP, POLICY, FIRST, VICTIM, AUTO. Case and spacing are forgiven; dice may be
// written "5 6 6", "5,6,6" or "566".
import { parseDice } from "./dice.ts";
import { err, ok, type Result } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import { words } from "../words.ts";
import { parsePolicy } from "./policy.ts";
import type { TrenteMove } from "./types.ts";

export function parseTrenteLine(line: string): Result<TrenteMove> | null {
  const w = words(line);
  const verb = (w[0] ?? "").toUpperCase();
  const args = w.slice(1);
  switch (verb) {
    case "KEEP": {
      if (args.length === 0) return err(m("trente.errKeepNeedsDice"));
      const dice = parseDice(args);
      if (!dice || dice.length === 0) return err(m("trente.errKeepValues", { got: args.join(" ") }));
      if (dice.length > 6) return err(m("trente.errKeepSix"));
      return ok({ type: "keep", dice });
    }
    case "POLICY": {
      const p = parsePolicy(args.join(" "));
      return p.ok ? ok({ type: "policy", policy: p.value }) : p;
    }
    case "FIRST": {
      const dice = parseDice(args);
      if (!dice || dice.length !== 1) return err(m("trente.errFirstOne"));
      return ok({ type: "first", die: dice[0] });
    }
    case "VICTIM": {
      if (args.length === 0) return err(m("trente.errVictimNeeds"));
      return ok({ type: "victim", player: args.join(" ") });
    }
    case "AUTO": {
      // AUTO, AUTO LIST: say it; AUTO OFF / CLEAR / NONE (with anything after): none; AUTO [POLICY] <rule>
      const first = (args[0] ?? "").toUpperCase();
      if (!args.length || first === "LIST") return ok({ type: "auto", policy: "list" });
      if (["OFF", "NO", "CLEAR", "NONE"].includes(first)) return ok({ type: "auto", policy: null });
      const p = parsePolicy((first === "POLICY" ? args.slice(1) : args).join(" "));
      return p.ok ? ok({ type: "auto", policy: p.value }) : p;
    }
    default:
      return null;
  }
}
