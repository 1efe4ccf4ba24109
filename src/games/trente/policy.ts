// The POLICY language: a standing rule that keeps dice for the rest of a turn, so a player can settle
// a whole turn in one mail. See the Policy type for the meaning of each form.
import { err, ok, type Result } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import type { Policy } from "./types.ts";

/** Parses the text after POLICY. */
export function parsePolicy(text: string): Result<Policy> {
  const w = text.trim().toLowerCase().split(/[\s,;]+/).filter(Boolean);
  if (w.length === 0) return err(m("trente.errPolicyNeeds"));
  if (w.length === 1 && ["high", "highest", "max"].includes(w[0])) return ok({ kind: "high" });
  if (w.length === 1 && ["low", "lowest", "min"].includes(w[0])) return ok({ kind: "low" });
  if (w.length === 1 && ["all", "everything"].includes(w[0])) return ok({ kind: "all" });
  let rest = w[0] === "keep" ? w.slice(1) : w;
  let fallback: "high" | "low" = "high";
  const elseAt = rest.indexOf("else");
  if (elseAt >= 0) {
    const f = rest.slice(elseAt + 1);
    if (f.length !== 1 || !["high", "highest", "max", "low", "lowest", "min"].includes(f[0]))
      return err(m("trente.errPolicyElse"));
    fallback = ["low", "lowest", "min"].includes(f[0]) ? "low" : "high";
    rest = rest.slice(0, elseAt);
  }
  const values: number[] = [];
  for (const word of rest) {
    if (!/^[1-6]+$/.test(word)) return err(m("trente.errPolicyUnknown", { text: text.trim() }));
    for (const ch of word) if (!values.includes(Number(ch))) values.push(Number(ch));
  }
  if (values.length === 0) return err(m("trente.errPolicyKeep"));
  values.sort((a, b) => a - b);
  return ok({ kind: "values", values, fallback });
}

/** The dice the policy sets aside from `roll` (never empty when the roll is not). */
export function policyKeep(policy: Policy, roll: readonly number[]): number[] {
  const max = Math.max(...roll);
  const min = Math.min(...roll);
  switch (policy.kind) {
    case "high":
      return [max];
    case "low":
      return [min];
    case "all":
      return roll.slice();
    case "values": {
      const hit = roll.filter((d) => policy.values.includes(d));
      if (hit.length > 0) return hit;
      return [policy.fallback === "low" ? min : max];
    }
  }
}

/** Which way a policy aims, used to name the first die when its first keep mixes low and high dice. */
export function policyAimsLow(policy: Policy): boolean {
  return policy.kind === "low" || (policy.kind === "values" && policy.fallback === "low");
}

/** The policy as the words after POLICY (command words: the same in every language). */
export function describePolicy(policy: Policy): string {
  switch (policy.kind) {
    case "high":
    case "low":
    case "all":
      return policy.kind;
    case "values":
      return `keep ${policy.values.join(" ")} else ${policy.fallback}`;
  }
}
