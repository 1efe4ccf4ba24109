// HISTORY <game-id>: after a game ends, its whole record — seed, options, players and move log — so
// anyone can recompute every random draw with `npm run cli -- verify` (provably fair dice and decks).
import type { MailContext, CommandResult } from "./context.ts";
import { ERROR, OK } from "./context.ts";
import { loadGame } from "./games.ts";
import { seedCommitment } from "../accounts/secrets.ts";
import type { GameRecord, RecordEntry } from "../games/replay.ts";
import type { Tx } from "../db/client.ts";

export const RECORD_BEGIN = "----- BEGIN HERALD GAME RECORD -----";
export const RECORD_END = "----- END HERALD GAME RECORD -----";

/** The record of a game, built from its event log (the seed included: call only when it may be shown). */
export async function gameRecord(tx: Tx, gameId: string): Promise<GameRecord> {
  const game = await tx.game.findUniqueOrThrow({ where: { id: gameId } });
  const events = await tx.gameEvent.findMany({ where: { gameId }, orderBy: { id: "asc" } });
  const started = events.find((e) => e.type === "started");
  const log: RecordEntry[] = [];
  let running = false;
  for (const e of events) {
    if (e.type === "started") { running = true; continue; }
    if (!running) continue;
    const d = (e.data ?? {}) as Record<string, unknown>;
    // admin: what the engine saw (a seatless secret-keeper's move); onBehalf: an administrator moved for the seat (AS)
    if (e.type === "move") log.push({ seat: e.seat, line: e.line, ...(d.admin ? { admin: true } : {}), ...(d.by ? { onBehalf: true } : {}) });
    else if ((e.type === "resigned" || e.type === "kicked") && e.seat !== null) log.push({ resign: e.seat });
    else if (e.type === "deadline" && typeof d.key === "string") log.push({ deadline: d.key, seat: e.seat });
  }
  return {
    id: game.id,
    kind: game.kind,
    seed: game.seed,
    commitment: seedCommitment(game.seed),
    options: game.options as Record<string, unknown>,
    players: ((started?.data as any)?.players ?? []) as GameRecord["players"],
    log,
  };
}

export async function history(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const id = args[0] ?? ctx.gameId;
  if (!id) return ERROR("say which game: HISTORY <game-id>");
  const lg = await loadGame(ctx, id, false);
  if (lg.game.status !== "finished" && lg.game.status !== "cancelled")
    return ERROR(`${lg.game.id} is ${lg.game.status}: its record (with the secret seed) is published when it ends`);
  if (!lg.game.startedAt) return ERROR(`${lg.game.id} never started`);
  if (lg.engine.keepSecretsAfterEnd) return ERROR(`${lg.engine.kind} games keep their secrets after the end: no record is published`);
  const rec = await gameRecord(ctx.tx, lg.game.id);
  return OK(
    `the record of ${lg.game.id}. Save this mail and run: npm run cli -- verify <file>\n` +
      `${RECORD_BEGIN}\n${JSON.stringify(rec)}\n${RECORD_END}`,
  );
}
