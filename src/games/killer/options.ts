// CREATE and JOIN options of a Killer game.
import { z } from "zod";
import { err, ok, type PlayerInfo, type Result } from "../engine.ts";
import { splitCycles } from "./moves.ts";
import { k } from "./ctx.ts";
import type { Msg } from "../../i18n/msg.ts";

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
export function civProblem(civ: string): Msg | null {
  if (!/^[\p{L}\p{N}'_.-]{1,30}$/u.test(civ)) return k("civUnusable", { civ });
  if (/^#?\d+$/.test(civ)) return k("civNumber", { civ });
  if (["turn", "agree", "refuse"].includes(civ.toLowerCase())) return k("civReserved", { civ });
  return null;
}

export function parseKillerOptions(raw: Record<string, string>): Result<KillerOptions> {
  const o: KillerOptions = {
    variant: "highlander",
    noInnocent: false,
    killedTargetAlwaysCount: false,
    rated: false,
    reportEvery: 10,
    order: null,
  };
  let variantSet: string | null = null;
  const setVariant = (v: Variant, from: string): Msg | null => {
    if (variantSet && o.variant !== v) return k("variantTwice", { a: variantSet, b: from });
    o.variant = v;
    variantSet = from;
    return null;
  };
  for (const [key, value] of Object.entries(raw)) {
    const key0 = KEYS[norm(key)];
    if (!key0) return err(k("unknownOption", { key }));
    if (key0 === "variant") {
      const v = value.trim().toLowerCase();
      if (v !== "quick" && v !== "highlander") return err(k("badVariant", { value }));
      const e = setVariant(v, `variant=${v}`);
      if (e) return err(e);
    } else if (key0 === "quick" || key0 === "highlander") {
      const b = bool.safeParse(value);
      if (!b.success || !b.data) return err(k("variantFlag", { key, variant: key0 }));
      const e = setVariant(key0, key0);
      if (e) return err(e);
    } else if (key0 === "reportEvery") {
      const n = reportEvery.safeParse(value);
      if (!n.success) return err(k("badReportEvery", { value }));
      o.reportEvery = n.data;
    } else if (key0 === "order") {
      const cycles = splitCycles([value]);
      if (cycles.some((c) => c.length < 3)) return err(k("orderShort"));
      const seen = new Set<string>();
      for (const c of cycles.flat()) {
        if (seen.has(c.toLowerCase())) return err(k("orderTwice", { name: c }));
        seen.add(c.toLowerCase());
      }
      o.order = cycles.flatMap((c, i) => (i ? ["/", ...c] : c));
    } else {
      const b = bool.safeParse(value);
      if (!b.success) return err(k("flagValue", { key, value }));
      o[key0] = b.data;
    }
  }
  return ok(o);
}

export function parseKillerJoinOptions(raw: Record<string, string>, seated: PlayerInfo[] = []): Result<Record<string, string>> {
  let civ: string | null = null;
  for (const [key, value] of Object.entries(raw)) {
    if (norm(key) !== "civ" && norm(key) !== "civilization") return err(k("unknownJoinOption", { key }));
    civ = value.trim();
  }
  if (!civ || civ === "true") return err(k("needCiv"));
  const p = civProblem(civ);
  if (p) return err(p);
  // the same test as at START (setup.ts), said at once to the one who would clash
  const taken = seated.find((x) => (x.options.civ ?? "").trim().toLowerCase() === civ!.toLowerCase());
  if (taken) return err(k("civTaken", { player: taken.name, taken: taken.options.civ.trim() }));
  return ok({ civ });
}
