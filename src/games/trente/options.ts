// CREATE options for Trente: rules=house|classic (ruleset= is a synonym), start=<points>.
import { z } from "zod";
import { err, ok, type Result } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import type { TrenteOptions } from "./types.ts";

const schema = z.object({
  rules: z.enum(["house", "classic"]).default("house"),
  start: z.coerce.number().int().min(1).max(1000).default(30),
});

export function parseTrenteOptions(raw: Record<string, string>): Result<TrenteOptions> {
  const input: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const k = key.toLowerCase();
    if (k === "rules" || k === "ruleset") {
      if (input.rules !== undefined) return err(m("trente.errRulesOnce"));
      input.rules = value.trim().toLowerCase();
    } else if (k === "start") {
      input.start = value.trim();
    } else {
      return err(m("trente.errUnknownOption", { key }));
    }
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = String(issue?.path[0] ?? "");
    if (where === "rules") return err(m("trente.errRules", { value: input.rules }));
    return err(m("trente.errStart", { value: input.start ?? "" }));
  }
  return ok(parsed.data);
}
