// CREATE options of a relay: what kind of file it passes (file=any, or file=freeciv: Herald reads the
// saves), how large one may be (maxsize=<MB>), how many it keeps (keep=<N>), whether a missed deadline
// passes the turn on (skip=deadline; else only the host's SKIP does), and for a Freeciv game the turn
// after which it ends (end=<turn>: a Quick game "ends when all players play turn X").
import { z } from "zod";
import { err, ok, type Result } from "../engine.ts";
import { m } from "../../i18n/msg.ts";

export interface RelayOptions {
  file: "any" | "freeciv";
  /** largest file, in bytes */
  maxBytes: number;
  keep: number;
  skip: "host" | "deadline";
  end: number | null;
}

const MB = 1024 * 1024;

const schema = z.object({
  file: z.enum(["any", "freeciv"]).default("any"),
  maxsize: z.coerce.number().int().min(1).max(25).default(5),
  keep: z.coerce.number().int().min(1).max(50).default(3),
  skip: z.enum(["host", "deadline"]).default("host"),
  end: z.coerce.number().int().min(1).max(100000).optional(),
});

export function parseRelayOptions(raw: Record<string, string>): Result<RelayOptions> {
  for (const key of Object.keys(raw)) if (!(key in schema.shape)) return err(m("relay.errUnknownOption", { key }));
  const input = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v.trim().toLowerCase()]));
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const key = String(parsed.error.issues[0]?.path[0] ?? "");
    return err(m("relay.errOption", { key, value: input[key] ?? "" }));
  }
  const o = parsed.data;
  if (o.end !== undefined && o.file !== "freeciv") return err(m("relay.errEndNeedsFreeciv"));
  return ok({ file: o.file, maxBytes: o.maxsize * MB, keep: o.keep, skip: o.skip, end: o.end ?? null });
}
