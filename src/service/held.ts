// News held for a reader (DELIVERY turn or digest, src/commands/delivery.ts): written to HeldNews in
// the transaction that made it, taken out (DELETE … RETURNING, so two senders never take one row) by the
// next mail that asks the reader to act, or by the digest job (src/service/jobs/digest.ts). In the database, not
// in memory: a restart loses nothing.
import type { Work } from "../db/work.ts";
import { m, type Msg } from "../i18n/msg.ts";

/** The job that sends a reader's digest of one game; one live job per reader and game. */
export const JOB_DIGEST = "digest";
export const digestKey = (gameId: string, accountId: number) => `${JOB_DIGEST}:${gameId}:${accountId}`;

/** A stored setting: `every`, `turn` or `digest:<hours>`. */
export type DeliveryMode = { mode: "every" } | { mode: "turn" } | { mode: "digest"; hours: number };

export const MAX_DIGEST_HOURS = 168;

export function parseStored(stored: string | undefined): DeliveryMode {
  if (stored === "turn") return { mode: "turn" };
  const d = /^digest:(\d+)$/.exec(stored ?? "");
  if (d) return { mode: "digest", hours: Math.min(MAX_DIGEST_HOURS, Math.max(1, Number(d[1]))) };
  return { mode: "every" };
}

interface Reader {
  accountId: number;
  delivery?: string;
  deliveryGames?: Record<string, string>;
}

/** An account as a reader with its setting. */
export function readerOf(a: { id: number; delivery: string; deliveryGames: unknown }): Reader {
  return { accountId: a.id, delivery: a.delivery, deliveryGames: (a.deliveryGames ?? {}) as Record<string, string> };
}

/** A reader's setting for one game: the game's override, else the account's. */
export function effectiveDelivery(to: Reader, gameId: string): string {
  const own = to.deliveryGames && Object.hasOwn(to.deliveryGames, gameId) ? to.deliveryGames[gameId] : undefined;
  return own ?? to.delivery ?? "every";
}

/** One held piece of news, each section's parts laid out in the reader's language. */
export interface HeldParts {
  /** a step (notices.ts, Step) keeps both its layouts */
  publicParts: Array<string | { step: string; brief: string }>;
  adminParts: string[];
  privateParts: string[];
  files: string[];
  viewed: boolean;
}

/**
 * Queues the writes that hold news (on the work's write buffer, sent with the transaction's next
 * statement), and for a digest reader the job that sends it: due `hours` after the first news held
 * since their last digest (a live job keeps its time).
 */
export function holdNews(work: Work, items: Array<HeldParts & { to: Reader; gameId: string }>, now: Date): void {
  for (const h of items) {
    work.write(
      `INSERT INTO "HeldNews" ("accountId", "gameId", "publicParts", "adminParts", "privateParts", files, viewed, "createdAt")
       VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8)`,
      h.to.accountId,
      h.gameId,
      JSON.stringify(h.publicParts),
      JSON.stringify(h.adminParts),
      JSON.stringify(h.privateParts),
      JSON.stringify(h.files),
      h.viewed,
      now,
    );
    const d = parseStored(effectiveDelivery(h.to, h.gameId));
    if (d.mode === "digest") armDigest(work, h.gameId, h.to.accountId, new Date(now.getTime() + d.hours * 3_600_000), now);
  }
}

/** The digest job of a reader and game, due at `dueAt` unless one is pending already (it keeps its time). */
export function armDigest(work: Work, gameId: string, accountId: number, dueAt: Date, now: Date, keepEarlier = true): void {
  work.write(
    `INSERT INTO "Job" (kind, "gameId", key, "dueAt", data, status, "createdAt") VALUES ($1, $2, $3, $4, $5::jsonb, 'pending', $6)
     ON CONFLICT (key) DO UPDATE SET "dueAt" = EXCLUDED."dueAt", data = EXCLUDED.data, status = 'pending', "doneAt" = NULL
     ${keepEarlier ? `WHERE "Job".status <> 'pending' OR "Job"."dueAt" > EXCLUDED."dueAt"` : ""}`,
    JOB_DIGEST,
    gameId,
    digestKey(gameId, accountId),
    dueAt,
    JSON.stringify({ accountId }),
    now,
  );
  work.arm(now, [{ key: digestKey(gameId, accountId), dueAt }]);
}

/**
 * The game ended: whatever is still held in it for anyone (a secret-keeper who is no player, a reader
 * who chose TURN) is sent by the digest job at its next pass.
 */
export async function sendHeldOfGameSoon(work: Work, gameId: string, now: Date): Promise<void> {
  const keys = await work.rows<{ key: string }>(
    `INSERT INTO "Job" (kind, "gameId", key, "dueAt", data, status, "createdAt")
     SELECT DISTINCT $1, "gameId", $1 || ':' || "gameId" || ':' || "accountId", $3::timestamp(3),
       jsonb_build_object('accountId', "accountId"), 'pending', $3::timestamp(3)
     FROM "HeldNews" WHERE "gameId" = $2
     ON CONFLICT (key) DO UPDATE SET "dueAt" = EXCLUDED."dueAt", data = EXCLUDED.data, status = 'pending', "doneAt" = NULL
     RETURNING key`,
    JOB_DIGEST,
    gameId,
    now,
  );
  work.arm(
    now,
    keys.map((k) => ({ key: k.key, dueAt: now })),
  );
}

/** Takes out (deletes) what is held for these readers in these games, each list in the order it was held. */
export async function takeHeld(
  work: Work,
  pairs: Array<{ accountId: number; gameId: string }>,
): Promise<Map<string, HeldParts[]>> {
  const rows = await work.rows<HeldParts & { id: number; accountId: number; gameId: string }>(
    `DELETE FROM "HeldNews" WHERE ("accountId", "gameId") IN (SELECT * FROM unnest($1::int[], $2::text[]))
     RETURNING id, "accountId", "gameId", "publicParts", "adminParts", "privateParts", files, viewed`,
    pairs.map((p) => p.accountId),
    pairs.map((p) => p.gameId),
  );
  const out = new Map<string, HeldParts[]>();
  for (const r of rows.sort((a, b) => a.id - b.id)) {
    const key = `${r.accountId}|${r.gameId}`;
    out.set(key, [...(out.get(key) ?? []), r]);
  }
  return out;
}

/** How many pieces of news are held for each reader and game (`accountId|gameId`; none: absent). */
export async function heldCounts(work: Work, pairs: Array<{ accountId: number; gameId: string }>): Promise<Map<string, number>> {
  const rows = await work.rows<{ accountId: number; gameId: string; n: number }>(
    `SELECT "accountId", "gameId", count(*)::int AS n FROM "HeldNews"
     WHERE ("accountId", "gameId") IN (SELECT * FROM unnest($1::int[], $2::text[])) GROUP BY 1, 2`,
    pairs.map((p) => p.accountId),
    pairs.map((p) => p.gameId),
  );
  return new Map(rows.map((r) => [`${r.accountId}|${r.gameId}`, r.n]));
}

/** The games in which something is held for this account. */
export async function gamesHeldFor(work: Work, accountId: number): Promise<string[]> {
  const rows = await work.rows<{ gameId: string }>(
    `SELECT DISTINCT "gameId" FROM "HeldNews" WHERE "accountId" = $1 ORDER BY "gameId"`,
    accountId,
  );
  return rows.map((r) => r.gameId);
}

/** A setting as its reader is told it. */
export function modeMsg(stored: string): Msg {
  const d = parseStored(stored);
  return d.mode === "digest" ? m("core.delivery.digest", { hours: d.hours }) : m(`core.delivery.${d.mode}`);
}

/** An account's setting and its games' overrides, as DELIVERY alone and the player's page say them. */
export function deliveryShown(account: { delivery: string; deliveryGames: unknown }): Msg {
  const own = Object.entries((account.deliveryGames ?? {}) as Record<string, string>)
    .sort()
    .map(([game, stored]) => m("core.delivery.gameLine", { game, mode: modeMsg(stored) }));
  return m("core.delivery.shown", { mode: modeMsg(account.delivery), hasGames: own.length ? "yes" : "no", games: own });
}
