// What Herald signs about a game, and the digests that bind a record to the game as it was played.
//  - The START statement (mailed to every player and observer at the start): the game, its options and
//    players, the commitment to its secret seed (SHA-256) and a short fingerprint of all that. An option
//    the engine declares secret (Killer's `order` target map) is shown sealed: a commitment to its value
//    salted with the secret seed, so nobody can try the few possible values against it.
//  - The record (HISTORY, after the end): the same, plus the seed, the move log, how the game ended
//    (result, winners, scores), a digest of every random draw and of the final state.
// Both carry Herald's public key and an Ed25519 signature (sign.ts). verify.ts checks them.
import { z } from "zod";
import type { Outcome } from "../games/engine.ts";
import type { StepDraws } from "../games/replay.ts";
import { canonicalJson, groups, sha256 } from "./sign.ts";
import { format } from "../i18n/format.ts";
import { rotationSchema } from "./keys.ts";

export const START_FORMAT = "herald-start/1";
export const RECORD_FORMAT = "herald-record/2";

const player = z.object({
  seat: z.number().int(),
  name: z.string(),
  options: z.record(z.string(), z.string()),
  // the grammatical gender stated with GENDER, when stated (src/games/engine.ts PlayerInfo): the state replays with it
  grammaticalGender: z.enum(["f", "m"]).optional(),
});
const entry = z.union([
  z.object({ seat: z.number().int().nullable(), line: z.string(), admin: z.boolean().optional() }).strict(),
  z.object({ resign: z.number().int() }).strict(),
  z.object({ rename: z.number().int(), name: z.string() }).strict(),
  z.object({ deadline: z.string(), seat: z.number().int().nullable() }).strict(),
  // ROLLBACK: the last steps still in force taken back, the generators re-keyed (docs/fair-play.md)
  z.object({ rollback: z.number().int().positive() }).strict(),
]);

/** The game as it was set up: the part both statements share. */
const game = {
  id: z.string(),
  kind: z.string(),
  generator: z.string(),
  options: z.record(z.string(), z.unknown()),
  players: z.array(player),
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  fingerprint: z.string(),
  key: z.string(),
  sig: z.string(),
};

export const startSchema = z.object({ format: z.literal(START_FORMAT), ...game }).strict();

export const endSchema = z.object({
  /** "finished", or "cancelled" by an administrator before the game's own end */
  status: z.enum(["finished", "cancelled"]),
  winners: z.array(z.number().int()),
  scores: z.record(z.string(), z.number()).nullable(),
  summary: z.string().nullable(),
});

export const recordSchema = z
  .object({
    format: z.literal(RECORD_FORMAT),
    ...game,
    seed: z.string(),
    log: z.array(entry),
    end: endSchema,
    /** SHA-256 of the canonical JSON of every draw, step by step (see drawsDigest) */
    draws: z.string(),
    /** SHA-256 of the canonical JSON of the final state */
    state: z.string(),
    /** the values of the sealed options, which open their commitments (see sealOptions) */
    sealed: z.record(z.string(), z.unknown()).optional(),
    /** the key that signed the game's START statement (absent in records made before keys could change) */
    startKey: z.string().optional(),
    /** every rotation of Herald's key so far, oldest first (keys.ts): how `startKey` leads to `key` */
    keys: z.array(rotationSchema).optional(),
  })
  .strict();

export type StartStatement = z.infer<typeof startSchema>;
export type GameRecord = z.infer<typeof recordSchema>;
export type RecordEnd = z.infer<typeof endSchema>;

/** A short digest of the game as it started, to compare by eye across mails: "3f2a-…" (16 hex digits). */
export function fingerprintOf(g: { id: string; kind: string; options: unknown; players: unknown; commitment: string }): string {
  return groups(
    sha256(canonicalJson({ id: g.id, kind: g.kind, options: g.options, players: g.players, commitment: g.commitment })).slice(
      0,
      16,
    ),
  );
}

export function drawsDigest(draws: StepDraws[]): string {
  return sha256(canonicalJson(draws));
}

export function stateDigest(state: unknown): string {
  return sha256(canonicalJson(state));
}

/** How a game ended, in the record's words: the engine's outcome, and whether it was cancelled instead. */
export function endOf(outcome: Outcome, cancelled: boolean): RecordEnd {
  return {
    status: cancelled ? "cancelled" : "finished",
    winners: [...outcome.winners],
    scores: outcome.scores ? Object.fromEntries(Object.entries(outcome.scores).map(([k, v]) => [String(k), v])) : null,
    summary: outcome.summary === undefined ? null : format("en", outcome.summary),
  };
}

const SEALED = "sealed:";

/** The commitment shown in place of a secret option's value: SHA-256 of the seed, the key and the value. */
export function sealOf(seed: string, key: string, value: unknown): string {
  return SEALED + sha256(canonicalJson({ seed, key, value }));
}

/**
 * The options as every reader may see them (each secret one that is set replaced by its seal), and
 * the secret values, which only the record opens.
 */
export function sealOptions(
  options: Record<string, unknown>,
  secretKeys: readonly string[],
  seed: string,
): { shown: Record<string, unknown>; sealed: Record<string, unknown> } {
  const shown = { ...options };
  const sealed: Record<string, unknown> = {};
  for (const key of secretKeys) {
    if (options[key] === undefined || options[key] === null) continue;
    sealed[key] = options[key];
    shown[key] = sealOf(seed, key, options[key]);
  }
  return { shown, sealed };
}

/** A record's options with its sealed ones opened, or why they do not open. */
export function openOptions(rec: Pick<GameRecord, "options" | "sealed" | "seed">): {
  options: Record<string, unknown>;
  problems: string[];
} {
  const options = { ...rec.options };
  const problems: string[] = [];
  for (const [key, value] of Object.entries(rec.sealed ?? {})) {
    if (options[key] !== sealOf(rec.seed, key, value))
      problems.push(`the value given for the sealed option ${key} does not open its seal`);
    else options[key] = value;
  }
  for (const [key, value] of Object.entries(options))
    if (typeof value === "string" && value.startsWith(SEALED))
      problems.push(`the option ${key} stays sealed: the record does not open it`);
  return { options, problems };
}
