// A relay's lines: TURNFILE (written by Herald from the mailed file: commands/files.ts), SKIP (the
// host passes the awaited player's turn on), ORDER <names> (the host sets the order of play). FILE, REPLACE, HISTORY, deadlines and vacations are the
// service's own.
import { z } from "zod";
import { err, ok, type Result } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import { FILE_VERB, type FileMove } from "./file.ts";

export type RelayMove = FileMove | { type: "skip" } | { type: "order"; names: string[] };

const facts = z.object({
  turn: z.number().int(),
  year: z.number().int(),
  identity: z.string().max(300),
  players: z
    .array(
      z.object({
        index: z.number().int().min(0),
        name: z.string().max(200),
        nation: z.string().max(200),
        alive: z.boolean(),
        score: z.number().int().nullable(),
      }),
    )
    .max(512),
});

const fileSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  name: z.string().max(200),
  size: z.number().int().min(0),
  freeciv: facts.optional(),
});

export function parseRelayLine(line: string): Result<RelayMove> | null {
  const t = line.trim();
  const verb = t.split(/\s+/)[0]?.toUpperCase();
  if (verb === "SKIP") return ok({ type: "skip" });
  if (verb === "ORDER") {
    // names separated by commas or spaces (a player's name has no comma; one with spaces needs commas)
    const rest = t.slice(verb.length).trim();
    const names = (rest.includes(",") ? rest.split(",") : rest.split(/\s+/)).map((x) => x.trim()).filter(Boolean);
    return names.length ? ok({ type: "order", names: names.slice(0, 64) }) : err(m("relay.orderNone"));
  }
  if (verb !== FILE_VERB) return null;
  let json: unknown;
  try {
    json = JSON.parse(t.slice(FILE_VERB.length));
  } catch {
    return err(m("relay.badFileLine"));
  }
  const r = fileSchema.safeParse(json);
  return r.success ? ok({ type: "file", ...r.data }) : err(m("relay.badFileLine"));
}
