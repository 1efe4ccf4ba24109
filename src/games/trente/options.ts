// CREATE options for Trente: rules=house|classic (ruleset= is a synonym), start=<points>.
import { z } from "zod";
import { err, ok, type Result } from "../engine.ts";
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
      if (input.rules !== undefined) return err("give rules= only once (ruleset= is the same option)");
      input.rules = value.trim().toLowerCase();
    } else if (k === "start") {
      input.start = value.trim();
    } else {
      return err(`unknown option "${key}" for trente (options: rules=house|classic, start=<points>)`);
    }
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = String(issue?.path[0] ?? "");
    if (where === "rules") return err(`rules must be house or classic, not "${input.rules}"`);
    return err(`start must be a whole number of points from 1 to 1000, not "${input.start}"`);
  }
  return ok(parsed.data);
}
