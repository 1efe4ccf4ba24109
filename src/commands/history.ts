// HISTORY <game-id>: after a game ends, its record — seed, options, players, move log, how it ended and
// digests of every draw and of the final state — signed by Herald, so that anyone holding the START mail
// can check every deal and roll with `npm run cli -- verify` (src/verify.ts, README "Fair play").
// A game whose secrets outlive it (engine.keepSecretsAfterEnd: Killer) publishes no record; a secret-
// keeping administrator may take one with HISTORY <game-id> REVEAL, which every player is told of.
import type { MailContext, CommandResult } from "../service/context.ts";
import { ERROR, OK } from "../service/context.ts";
import { audienceOf, loadGame, logEvent, recipient, subjectFor } from "../service/games.ts";
import { statusMsg } from "./lifecycle.ts";
import { m, genderOf } from "../i18n/msg.ts";
import { decide } from "../service/gate.ts";
import { noteWitnesses, rolesIn } from "../service/roles.ts";
import type { RecordEntry } from "../games/replay.ts";
import type { Tx } from "../db/client.ts";
import type { PlayerInfo } from "../games/engine.ts";
import type { Games } from "../games/registry.ts";
import { recordMailText, signedRecord } from "../fairplay/statements.ts";
import { keyFingerprint } from "../fairplay/sign.ts";
import type { GameRecord } from "../fairplay/record.ts";

/** What was applied to a game since its start, in order, from its event log; and its players then. */
export async function gameLog(tx: Tx, gameId: string): Promise<{ players: PlayerInfo[]; log: RecordEntry[]; startKey?: string }> {
  const events = await tx.gameEvent.findMany({ where: { gameId }, orderBy: { id: "asc" } });
  const started = events.find((e) => e.type === "started");
  const log: RecordEntry[] = [];
  let running = false;
  for (const e of events) {
    if (e.type === "started") {
      running = true;
      continue;
    }
    if (!running) continue;
    const d = (e.data ?? {}) as Record<string, unknown>;
    // admin: what the engine saw (a seatless secret-keeper's move); onBehalf: an administrator moved for the seat (AS)
    if (e.type === "move")
      log.push({ seat: e.seat, line: e.line, ...(d.admin ? { admin: true } : {}), ...(d.by ? { onBehalf: true } : {}) });
    else if ((e.type === "resigned" || e.type === "kicked") && e.seat !== null) log.push({ resign: e.seat });
    else if (e.type === "deadline" && typeof d.key === "string") log.push({ deadline: d.key, seat: e.seat });
    // REPLACE: the engine's names follow the newcomer (an older REPLACE, which kept the name, has none)
    else if (e.type === "admin" && e.line.startsWith("REPLACE ") && typeof d.name === "string" && e.seat !== null)
      log.push({ rename: e.seat, name: d.name });
    else if (e.type === "rollback" && typeof d.n === "number") log.push({ rollback: d.n });
  }
  const data = (started?.data ?? {}) as { players?: PlayerInfo[]; key?: string };
  return { players: data.players ?? [], log, ...(data.key ? { startKey: data.key } : {}) };
}

/** The signed record of a game that is over (the seed included: call only when it may be shown). */
export async function gameRecord(tx: Tx, games: Games, gameId: string): Promise<GameRecord> {
  const game = await tx.game.findUniqueOrThrow({ where: { id: gameId } });
  const engine = games.find(game.kind)!;
  const { players, log, startKey } = await gameLog(tx, gameId);
  const options = game.options as Record<string, unknown>;
  const facts = { id: game.id, kind: game.kind, seed: game.seed, options, secretOptions: engine.secretOptions, players };
  return signedRecord(tx, engine, { ...facts, state: game.state, cancelled: game.status === "cancelled", startKey }, log);
}

export async function history(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const id = args[0] ?? ctx.gameId;
  if (!id) return ERROR(m("core.sayWhichGame", { verb: "HISTORY" }));
  const reveal = args[1]?.toUpperCase() === "REVEAL";
  const lg = await loadGame(ctx, id, false);
  if (lg.game.status !== "finished" && lg.game.status !== "cancelled")
    return ERROR(m("core.history.notOver", { game: lg.game.id, status: statusMsg(lg.game.status) }));
  if (!lg.game.startedAt) return ERROR(m("core.history.neverStarted", { game: lg.game.id }));
  if (lg.engine.keepSecretsAfterEnd) {
    if (!reveal) return ERROR(m("core.history.secret", { kind: lg.engine.kind, game: lg.game.id }));
    // the real actor (not the player an AS line names) asks the gate for the game's secrets
    const who = ctx.actingAdmin ?? ctx.account;
    if (!who || !decide(await rolesIn(ctx.tx, lg, who), { ask: "read-secrets" }, lg.game.id).ok)
      return ERROR(m("core.history.onlyAdmin", { game: lg.game.id }));
    await noteWitnesses(ctx.tx, lg, [who.id], "revealed");
    await logEvent(ctx, lg.game.id, "revealed", `HISTORY ${lg.game.id} REVEAL`);
    const note = m("core.history.revealed", { name: who.name, gender: genderOf(who.gender), game: lg.game.id });
    for (const a of await audienceOf(ctx, lg))
      ctx.notices.addPublic(recipient(a, lg.game), lg.game.id, subjectFor(lg.game), note);
  }
  const rec = await gameRecord(ctx.tx, ctx.app.games, lg.game.id);
  // the record itself (recordMailText) is data to check, not prose: it stays as the verifier reads it
  return OK(
    m("core.history.record", {
      game: lg.game.id,
      cancelled: rec.end.status === "cancelled" ? "yes" : "no",
      seed: rec.seed,
      generator: rec.generator,
      fingerprint: rec.fingerprint,
      key: rec.key,
      keyFingerprint: keyFingerprint(rec.key),
      record: recordMailText(rec),
    }),
  );
}
