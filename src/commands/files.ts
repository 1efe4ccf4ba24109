// Files mailed to a game and mailed back: UPLOAD (the file attached to this mail is my move in the
// game; a mail with a file, tagged with a game that takes files, gets the line by itself: intake/inbound.ts)
// and FILE <game> [<which>] (mail me the game's current file, or a kept one the game names: a turn). The service knows nothing of what a file is: the
// engine's FileRules (src/games/engine.ts) read it into the line of its move; the service checks the
// size, stores the bytes under their SHA-256, runs the line as the sender's move, and deletes the
// files the state no longer keeps. A file is never executed, never shown to anyone without a seat or
// an organiser's role in its game (the gate's "read-own", never the public view).
import crypto from "node:crypto";
import type { MailContext, CommandResult } from "../service/context.ts";
import { ERROR, OK, requireAccount } from "../service/context.ts";
import { gameRef, loadGame, recipient, subjectFor } from "../service/games.ts";
import { gameLine } from "./moves.ts";
import { statusMsg } from "./lifecycle.ts";
import { rolesIn } from "../service/roles.ts";
import { decide } from "../service/gate.ts";
import { m } from "../i18n/msg.ts";
import { BYTES_CHUNK, stagedBytes } from "../db/large-bytes.ts";
import { isGameId } from "../lib/game-id.ts";

async function gameOf(ctx: MailContext, arg: string | undefined): Promise<string | CommandResult> {
  const id = arg ?? ctx.gameId;
  if (!id || !isGameId(id)) return ERROR(m("core.file.whichGame"));
  const g = await gameRef(ctx, id);
  if (!g) return ERROR(m("core.noSuchGame", { game: id.toLowerCase() }));
  return g.id;
}

/** UPLOAD [<game>]: the mail's attached file is the sender's move in the game. */
export async function upload(ctx: MailContext, args: string[]): Promise<CommandResult> {
  requireAccount(ctx);
  const id = await gameOf(ctx, args[0]);
  if (typeof id !== "string") return id;
  const files = ctx.files ?? [];
  if (!files.length) return ERROR(m("core.file.none"));
  if (files.length > 1) return ERROR(m("core.file.onlyOne", { n: files.length }));
  const lg = await loadGame(ctx, id);
  const rules = lg.engine.files;
  if (!rules) return ERROR(m("core.file.notTaken", { game: id }));
  const f = files[0];
  const max = rules.maxBytes(lg.game.options);
  if (f.bytes.length > max) return ERROR(m("core.file.tooLarge", { size: f.bytes.length, max }));
  if (lg.game.status !== "running") return ERROR(m("core.gameIs", { game: id, status: statusMsg(lg.game.status) }));
  // under AS the account is the player's: their seat sends the file (gameLine checks who may act for them)
  const seat = (await rolesIn(ctx.tx, lg, ctx.account!)).seat?.seat ?? null;
  const sha256 = crypto.createHash("sha256").update(f.bytes).digest("hex");
  const read = await rules.read(lg.game.state, seat, {
    name: f.name,
    contentType: f.contentType,
    size: f.bytes.length,
    sha256,
    bytes: new Uint8Array(f.bytes.buffer, f.bytes.byteOffset, f.bytes.length),
  });
  if (!read.ok) return ERROR(read.error);
  // a large file is staged in chunks (db/large-bytes.ts): one statement of 20 MB held the embedded database's thread
  const large = f.bytes.length > BYTES_CHUNK;
  const bytes = large ? await stagedBytes(ctx.work, f.bytes) : "$8";
  await ctx.work.run(
    `INSERT INTO "GameFile" ("gameId", sha256, name, "contentType", size, bytes, seat, "createdAt")
     VALUES ($1, $2, $3, $4, $5, ${bytes}, $6, $7) ON CONFLICT ("gameId", sha256) DO NOTHING`,
    id,
    sha256,
    f.name.slice(0, 200),
    f.contentType.slice(0, 100),
    f.bytes.length,
    seat,
    ctx.app.now(),
    ...(large ? [] : [f.bytes]),
  );
  ctx.fileLine = read.value;
  let result: CommandResult;
  try {
    ctx.gameId = id;
    result = await gameLine(ctx, read.value);
  } finally {
    ctx.fileLine = undefined;
  }
  if (!result.ok) return result;
  // the files the state no longer keeps go (the game's option says how many it keeps)
  const after = await ctx.work.rows<{ state: unknown }>(`SELECT state FROM "Game" WHERE id = $1`, id);
  const kept = rules.kept(after[0]?.state);
  await ctx.work.run(`DELETE FROM "GameFile" WHERE "gameId" = $1 AND NOT (sha256 = ANY($2::text[]))`, id, kept);
  return OK(m("core.file.taken", { name: f.name, size: f.bytes.length, sha256: sha256.slice(0, 16) }));
}

/**
 * FILE [<game>] [<which>]: mails the sender the game's current file, or the kept file `which` names
 * (players and organisers of the game only).
 */
export async function fileOf(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const account = requireAccount(ctx);
  // FILE 12 in a mail about a game: the game from the mail, the file it names
  const named = args[0] !== undefined && isGameId(args[0]);
  const which = named ? args[1] : args[0];
  const id = await gameOf(ctx, named ? args[0] : undefined);
  if (typeof id !== "string") return id;
  const lg = await loadGame(ctx, id, false);
  const rules = lg.engine.files;
  if (!rules) return ERROR(m("core.file.notTaken", { game: id }));
  const d = decide(await rolesIn(ctx.tx, lg, account), { ask: "read-own" }, id);
  if (!d.ok || d.viewer === "public") return ERROR(m("core.noSeat", { game: id }));
  if (which !== undefined) {
    if (!rules.pick) return ERROR(m("core.file.onlyCurrent", { game: id }));
    const picked = rules.pick(lg.game.state, which);
    if (!picked.ok) return ERROR(picked.error);
    const said = m("core.file.attachedPast", { game: id, which });
    ctx.notices.addFile(recipient(account, lg.game), id, subjectFor(lg.game), said, picked.value);
    return OK(m("core.file.mailedPast", { game: id, which }));
  }
  const current = rules.kept(lg.game.state).at(-1);
  if (!current) return ERROR(m("core.file.noneYet", { game: id }));
  ctx.notices.addFile(recipient(account, lg.game), id, subjectFor(lg.game), m("core.file.attached", { game: id }), current);
  return OK(m("core.file.mailed", { game: id }));
}
