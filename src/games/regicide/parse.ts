// The game's verbs as players type them (docs/protocol-spec.md), and the CREATE options.
import { z } from "zod";
import { parseCard, type Card } from "../cards.ts";
import { err, ok, type Result } from "../engine.ts";
import { verbOf, words } from "../words.ts";
import { m } from "../../i18n/msg.ts";
import type { Move, RegicideOptions } from "./types.ts";

/** Card lists may be written "5H 5D", "5h,5d" or "5♥, 5♦". */
function parseCards(args: readonly string[], verb: string): Result<Card[]> {
  const parts = args.flatMap((a) => a.split(/[,;+]+/)).filter(Boolean);
  if (parts.length === 0) return err(m("regicide.errCardsNeeded", { verb }));
  const out: Card[] = [];
  for (const p of parts) {
    const c = parseCard(p);
    if (!c) return err(m("regicide.errNotACard", { text: p }));
    out.push(c);
  }
  return ok(out);
}

export function parseMove(line: string): Result<Move> | null {
  const verb = verbOf(line);
  const args = words(line).slice(1);
  switch (verb) {
    case "PLAY": {
      const cards = parseCards(args, "PLAY");
      return cards.ok ? ok({ type: "play", cards: cards.value }) : cards;
    }
    case "DISCARD": {
      const cards = parseCards(args, "DISCARD");
      return cards.ok ? ok({ type: "discard", cards: cards.value }) : cards;
    }
    case "YIELD":
      return args.length ? err(m("regicide.errTakesNothing", { verb })) : ok({ type: "yield" });
    case "FLIP":
      return args.length ? err(m("regicide.errTakesNothing", { verb })) : ok({ type: "flip" });
    case "NEXT":
      return args.length ? ok({ type: "next", player: args.join(" ") }) : err(m("regicide.errNextNeedsPlayer"));
    case "TAVERN": {
      const a = (args[0] ?? "").toUpperCase();
      if (args.length === 1 && (a === "YES" || a === "Y")) return ok({ type: "tavern", yes: true });
      if (args.length === 1 && (a === "NO" || a === "N")) return ok({ type: "tavern", yes: false });
      return err(m("regicide.errTavernYesNo"));
    }
    default:
      return null;
  }
}

const optionsSchema = z
  .object({ ruleset: z.enum(["official", "seed"]).default("official"), late: z.enum(["pause", "play"]).default("pause") })
  .strict();

export function parseOptions(raw: Record<string, string>): Result<RegicideOptions> {
  const lowered: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) lowered[k.toLowerCase()] = v.toLowerCase();
  const unknown = Object.keys(lowered).filter((k) => k !== "ruleset" && k !== "late");
  if (unknown.length) return err(m("regicide.errUnknownOption", { option: unknown[0] }));
  const parsed = optionsSchema.safeParse(lowered);
  if (!parsed.success) {
    const badLate = lowered.late !== undefined && !["pause", "play"].includes(lowered.late);
    return err(
      badLate ? m("regicide.errLate", { value: lowered.late }) : m("regicide.errRuleset", { value: lowered.ruleset ?? "" }),
    );
  }
  return ok(parsed.data);
}
