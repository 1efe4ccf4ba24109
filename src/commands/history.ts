// HISTORY <game-id>: after a game ends, its record — seed, options, players, move log, how it ended and
// digests of every draw and of the final state — signed by Herald, so that anyone holding the START mail
// can check every deal and roll with `npm run cli -- verify` (src/verify.ts, README "Fair play").
// A game whose secrets outlive it (engine.keepSecretsAfterEnd: Killer) publishes no record; a secret-
// keeping administrator may take one with HISTORY <game-id> REVEAL, which every player is told of.
import type { MailContext, CommandResult } from "./context.ts";
import { ERROR, OK } from "./context.ts";
import { audienceOf, loadGame, logEvent, subjectFor } from "./games.ts";
import type { RecordEntry } from "../games/replay.ts";
import type { Tx } from "../db/client.ts";
import type { PlayerInfo } from "../games/engine.ts";
import { findEngine } from "../games/registry.ts";
import { recordMailText, signedRecord } from "../fairplay/statements.ts";
import { keyFingerprint } from "../fairplay/sign.ts";
import type { GameRecord } from "../fairplay/record.ts";

/** What was applied to a game since its start, in order, from its event log; and its players then. */
export async function gameLog(tx: Tx, gameId: string): Promise<{ players: PlayerInfo[]; log: RecordEntry[] }> {
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
  return { players: ((started?.data as any)?.players ?? []) as PlayerInfo[], log };
}

/** The signed record of a game that is over (the seed included: call only when it may be shown). */
export async function gameRecord(tx: Tx, gameId: string): Promise<GameRecord> {
  const game = await tx.game.findUniqueOrThrow({ where: { id: gameId } });
  const engine = findEngine(game.kind)!;
  const { players, log } = await gameLog(tx, gameId);
  const facts = { id: game.id, kind: game.kind, seed: game.seed, options: game.options as Record<string, unknown>, players };
  return signedRecord(tx, engine, { ...facts, state: game.state, cancelled: game.status === "cancelled" }, log);
}

export async function history(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const id = args[0] ?? ctx.gameId;
  if (!id) return ERROR("say which game: HISTORY <game-id>");
  const reveal = args[1]?.toUpperCase() === "REVEAL";
  const lg = await loadGame(ctx, id, false);
  if (lg.game.status !== "finished" && lg.game.status !== "cancelled")
    return ERROR(`${lg.game.id} is ${lg.game.status}: its record (with the secret seed) is published when it ends`);
  if (!lg.game.startedAt) return ERROR(`${lg.game.id} never started`);
  if (lg.engine.keepSecretsAfterEnd) {
    if (!reveal) return ERROR(`${lg.engine.kind} games keep their secrets after the end: no record is published` +
      ` (an administrator without a seat may take it with HISTORY ${lg.game.id} REVEAL; every player is told)`);
    const who = ctx.actingAdmin ?? ctx.account;
    const seated = await ctx.tx.seat.findFirst({ where: { gameId: lg.game.id, accountId: who?.id ?? -1 } });
    if (!who || !(who.isAdmin || who.id === lg.game.hostId) || seated)
      return ERROR(`only an administrator of ${lg.game.id} who holds no seat in it may take its record`);
    await logEvent(ctx, lg.game.id, "revealed", `HISTORY ${lg.game.id} REVEAL`);
    const note = `${who.name} (administrator) took the record of ${lg.game.id} with HISTORY REVEAL: ` +
      "its seed, and with it every target it drew, is no longer secret to them.";
    for (const a of await audienceOf(ctx, lg))
      ctx.notices.addPublic({ accountId: a.id, email: a.email }, lg.game.id, subjectFor(lg.game), note);
  }
  const rec = await gameRecord(ctx.tx, lg.game.id);
  return OK(
    `the record of ${lg.game.id}` + (rec.end.status === "cancelled" ? " (cancelled before its end: it has no result)" : "") + ".\n" +
      `Seed ${rec.seed} (generator ${rec.generator}); game fingerprint ${rec.fingerprint}; ` +
      `signed by Herald's key ${rec.key} (fingerprint ${keyFingerprint(rec.key)}).\n` +
      "Save this mail and the START mail of the game, then run: npm run cli -- verify <this mail> <START mail>\n" +
      recordMailText(rec),
  );
}
