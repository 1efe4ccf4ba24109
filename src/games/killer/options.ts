// CREATE and JOIN options of a Killer game.
import { z } from "zod";
import { err, ok, type Result } from "../engine.ts";
import { splitCycles } from "./moves.ts";

export type Variant = "quick" | "highlander";

export interface KillerOptions {
  /** default "highlander": it needs no extra rule to end and is the seed's "pure bloodlust" game */
  variant: Variant;
  /** killing an innocent costs 0.5 KS */
  noInnocent: boolean;
  /** a kill of your target by someone else counts for you (+1 KS; in Quick you win) */
  killedTargetAlwaysCount: boolean;
  /** "Kills Impact Ranking": rank reports need the power graph and use the chart */
  rated: boolean;
  /** a report every N Civ turns (0 = only at the end and on REPORT) */
  reportEvery: number;
  /**
   * The administrator's target cycle(s), by civilization or player name: order[0] hunts order[1] … the
   * last of a cycle hunts its first; a "/" entry starts another cycle (each of 3 or more).
   */
  order: string[] | null;
}

// Option keys are compared without case, dashes or underscores: no-innocent, no_innocent, noInnocent.
const norm = (k: string) => k.toLowerCase().replace(/[-_\s]/g, "");

const KEYS: Record<string, keyof KillerOptions | "quick" | "highlander"> = {
  variant: "variant",
  quick: "quick",
  highlander: "highlander",
  noinnocent: "noInnocent",
  killedtargetalwayscount: "killedTargetAlwaysCount",
  ktac: "killedTargetAlwaysCount",
  rated: "rated",
  killsimpactranking: "rated",
  reportevery: "reportEvery",
  order: "order",
};

const bool = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(["true", "yes", "on", "1", "false", "no", "off", "0"]))
  .transform((s) => ["true", "yes", "on", "1"].includes(s));

const reportEvery = z.coerce.number().int().min(0).max(1000);

/** A civilization name as typed on JOIN: one word, not a number (numbers name seats), not TURN. */
export function civProblem(civ: string): string | null {
  if (!/^[\p{L}\p{N}'_.-]{1,30}$/u.test(civ)) return `"${civ}" is not a usable civilization name (one word, up to 30 letters)`;
  if (/^#?\d+$/.test(civ)) return `"${civ}" is a number; a civilization needs a name`;
  if (["turn", "agree", "refuse"].includes(civ.toLowerCase())) return `"${civ}" is a reserved word`;
  return null;
}

export function parseKillerOptions(raw: Record<string, string>): Result<KillerOptions> {
  const o: KillerOptions = {
    variant: "highlander", noInnocent: false, killedTargetAlwaysCount: false, rated: false, reportEvery: 10, order: null,
  };
  let variantSet: string | null = null;
  const setVariant = (v: Variant, from: string): string | null => {
    if (variantSet && o.variant !== v) return `variant given twice (${variantSet} and ${from})`;
    o.variant = v;
    variantSet = from;
    return null;
  };
  for (const [key, value] of Object.entries(raw)) {
    const k = KEYS[norm(key)];
    if (!k) return err(`unknown option "${key}" (options: variant=quick|highlander, noInnocent, killedTargetAlwaysCount, rated, reportEvery=N, order=civA,civB,…)`);
    if (k === "variant") {
      const v = value.trim().toLowerCase();
      if (v !== "quick" && v !== "highlander") return err(`variant must be quick or highlander, not "${value}"`);
      const e = setVariant(v, `variant=${v}`);
      if (e) return err(e);
    } else if (k === "quick" || k === "highlander") {
      const b = bool.safeParse(value);
      if (!b.success || !b.data) return err(`option ${key} is a flag: write just "${k}" or variant=${k}`);
      const e = setVariant(k, k);
      if (e) return err(e);
    } else if (k === "reportEvery") {
      const n = reportEvery.safeParse(value);
      if (!n.success) return err(`reportEvery must be a whole number of turns from 0 to 1000, not "${value}"`);
      o.reportEvery = n.data;
    } else if (k === "order") {
      const cycles = splitCycles([value]);
      if (cycles.some((c) => c.length < 3))
        return err("order needs cycles of at least 3 civilizations: order=civA,civB,civC (another cycle after /)");
      const seen = new Set<string>();
      for (const c of cycles.flat()) {
        if (seen.has(c.toLowerCase())) return err(`order names ${c} twice`);
        seen.add(c.toLowerCase());
      }
      o.order = cycles.flatMap((c, i) => (i ? ["/", ...c] : c));
    } else {
      const b = bool.safeParse(value);
      if (!b.success) return err(`option ${key} is a flag: give it alone or as ${key}=yes|no, not "${value}"`);
      o[k] = b.data;
    }
  }
  return ok(o);
}

export function parseKillerJoinOptions(raw: Record<string, string>): Result<Record<string, string>> {
  let civ: string | null = null;
  for (const [key, value] of Object.entries(raw)) {
    if (norm(key) !== "civ" && norm(key) !== "civilization") return err(`unknown JOIN option "${key}": Killer takes only civ=<name>`);
    civ = value.trim();
  }
  if (!civ || civ === "true") return err("Killer needs your civilization: JOIN <game-id> civ=<name>");
  const p = civProblem(civ);
  if (p) return err(p);
  return ok({ civ });
}
