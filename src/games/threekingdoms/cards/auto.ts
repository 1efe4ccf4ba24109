// The standing answers a player sets with AUTO, as far as they answer a response window: PASS to
// everything, never a Nullification, a Nullification only against a trick that harms oneself (not one
// that helps: Ex Nihilo, Peach Garden, Harvest), always a Dodge or a Slash when one is held. The core's questions
// (core/ask.ts) try them before asking (../ask.ts gives them with every question); they answer the same
// way whether or not the card is held, so nobody learns from the answer what the player holds. (Never
// Guicai is cards/judge.ts's.)
import { answeringCards } from "../ask.ts";
import { type Ctx, card, player } from "../ctx.ts";
import type { Ask, Reply } from "../types.ts";
import { PASS, type Spec } from "../core/ask.ts";

/** The standing answer to a question, or undefined when the seat must be asked. */
export function autoAnswer(g: Ctx, spec: Spec<Ask>): Reply | undefined {
  if (spec.kind !== "respond") return undefined;
  const p = player(g, spec.seat);
  const names = spec.names ?? [];
  if (p.auto.includes("pass")) return PASS;
  if (names.includes("NULLIFY") && p.auto.includes("never-nullify")) return PASS;
  if (names.includes("NULLIFY") && p.auto.includes("nullify-if-target") && spec.against !== spec.seat) return PASS;
  for (const [rule, name] of [
    ["dodge", "DODGE"],
    ["slash", "SLASH"],
  ] as const) {
    if (!names.includes(name) || !p.auto.includes(rule)) continue;
    const d = answeringCards(g, p, names).find((id) => card(g, id).name === name);
    return d === undefined ? PASS : { kind: "cards", cards: [d] };
  }
  return undefined;
}
