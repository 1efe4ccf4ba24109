// The seed's variants as CREATE options, and the combinations Herald refuses.
//
//   finalthree=on     "Reglas detalladas" 3: with three players left, HP loss every round (final-three.ts)
//   protect=on        "Reglas detalladas" 2: the first player out of a deal keeps a drop of blood in the
//                     next deal of a series (protect.ts); needs series=on
//   reincarnation=on  "Reglas de reencarnación": the dead come back through sacrificed cards (reincarnation.ts)
//   darksouls=on      "Alma Oscura": a dead Loyalist/Rebel/Traitor possesses a living player (darksouls.ts)
//   mode=identity|3v3 "Reglas de Three Kingdoms 3V3": two teams of three, a draft, alternating actions (3v3/)
//
// Each variant is off by default, so a game created before the variants existed reads exactly as before.
import { z } from "zod";
import { m, type Msg } from "../../../i18n/msg.ts";
import type { Options } from "../types.ts";

const bool = z
  .enum(["true", "false", "yes", "no", "on", "off", "1", "0"])
  .transform((v) => ["true", "yes", "on", "1"].includes(v));

/** The variant keys of the CREATE options schema (merged into index.ts's schema). */
export const variantShape = {
  finalthree: bool.default(false),
  protect: bool.default(false),
  reincarnation: bool.default(false),
  darksouls: bool.default(false),
  mode: z.enum(["identity", "3v3"]).default("identity"),
};

export interface VariantOptions {
  finalthree: boolean;
  protect: boolean;
  reincarnation: boolean;
  darksouls: boolean;
  mode: "identity" | "3v3";
}

/** The variants that are on (the defaults left out). */
export function variantsOn(v: VariantOptions): Partial<VariantOptions> {
  const out: Partial<VariantOptions> = {};
  if (v.finalthree) out.finalthree = true;
  if (v.protect) out.protect = true;
  if (v.reincarnation) out.reincarnation = true;
  if (v.darksouls) out.darksouls = true;
  if (v.mode !== "identity") out.mode = v.mode;
  return out;
}

/**
 * The combinations that make no sense, or that the seed sets against each other; null when allowed.
 * Checked in this order so the message names the first real conflict.
 */
export function refuseCombination(o: Omit<Options, keyof VariantOptions> & VariantOptions): Msg | null {
  if (o.mode === "3v3") {
    // 3v3 has its own teams, seating, draft, victory and no Lord: the identity-mode options do not apply
    const clash = [
      o.series && "series",
      o.lord !== null && "lord",
      o.traitors === 2 && "traitors=2",
      o.finalthree && "finalthree",
      o.protect && "protect",
      o.reincarnation && "reincarnation",
      o.darksouls && "darksouls",
      o.generals === false && "generals=off", // the draft is of generals
    ].filter(Boolean);
    if (clash.length) return m("threekingdoms.err.v3Clash", { options: clash as string[] });
    return null;
  }
  if (o.protect && !o.series) return m("threekingdoms.err.protectSeries");
  // "Reglas detalladas" 2 is the rule for games *without* Dark Souls cards
  if (o.protect && o.darksouls) return m("threekingdoms.err.protectDarksouls");
  // a dead player either waits to come back or haunts a living one, not both
  if (o.reincarnation && o.darksouls) return m("threekingdoms.err.reincarnationDarksouls");
  if (o.reincarnation && o.generals === false) return m("threekingdoms.err.reincarnationGenerals");
  return null;
}
