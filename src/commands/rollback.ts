// ROLLBACK <game-id> [N]: the host takes back the last N steps of a game (its moves and deadline
// defaults; 1 by default), as DPjudge's ROLLBACK and PYDT's revert do. Where the game has secrets only a
// secret-keeper (no seat) may, so that no player can undo what they dislike. The game is rebuilt by
// replay from its seed and its record (src/games/replay.ts): the state the kept steps lead to. Draws
// belong to the step (src/games/rng.ts): the same move again draws the same dice and cards, so a host
// cannot take a move back until the dice suit them (docs/fair-play.md, "Rollback"; a game of an older
// generator is re-keyed instead). The rollback is a step of the record itself ({ rollback: N }), which
// HISTORY signs and `verify` replays.
//
// Who learns what: everyone, that N steps were taken back, by whom, and the table as it is now; each
// player whose own view changed, that view, privately; the secret-keepers, the lines taken back.
import type { MailContext, CommandResult } from "../service/context.ts";
import { ERROR, OK } from "../service/context.ts";
import { adminGame, who } from "./admin.ts";
import { announce, changeWrite, recipient, subjectFor, viewPart } from "../service/games.ts";
import { passFacts } from "../service/follow.ts";
import { gameLog } from "./history.ts";
import { JOB_DEADLINE, JOB_REMIND } from "../service/deadlines.ts";
import { keepersTold } from "../service/roles.ts";
import { statusMsg } from "./lifecycle.ts";
import { inForce, replayRecord, viewsChanged, type RecordEntry } from "../games/replay.ts";
import { canonicalJson } from "../fairplay/sign.ts";
import { Rng, STEPPED } from "../games/rng.ts";
import { m } from "../i18n/msg.ts";

/** How a step taken back reads for the secret-keepers. */
function entryLine(e: RecordEntry, names: Map<number, string>): string {
  if ("line" in e) return `${e.seat === null ? "admin" : (names.get(e.seat) ?? e.seat)}: ${e.line}`;
  if ("deadline" in e) return `deadline ${e.deadline}`;
  if ("rename" in e) return `seat ${e.rename} is played by ${e.name}`;
  return "resign" in e ? `${names.get(e.resign) ?? e.resign} left` : `ROLLBACK ${e.rollback}`;
}

export async function rollback(ctx: MailContext, args: string[]): Promise<CommandResult> {
  const r = await adminGame(ctx, args, "ROLLBACK");
  if (!("lg" in r)) return r;
  const { lg, rest, roles } = r;
  const { game, engine } = lg;
  if (rest.length > 1 || (rest[0] !== undefined && !/^[1-9]\d{0,3}$/.test(rest[0]))) return ERROR(m("core.rollback.usage"));
  const n = rest[0] ? Number(rest[0]) : 1;
  if ((game.status !== "running" && game.status !== "paused") || !game.state)
    return ERROR(m("core.gameIs", { game: game.id, status: statusMsg(game.status) }));
  // a game whose engine does not say what its secrets are is taken to have some
  const secrets = engine.secrets ? engine.secrets(game.state).some((x) => x.items.length > 0) : true;
  if (secrets && !roles.secretKeeper) return ERROR(m("core.rollback.keeperOnly", { game: game.id }));

  const { players, log } = await gameLog(ctx.tx, game.id);
  const force = inForce(log);
  if (n > force.length) return ERROR(m("core.rollback.tooFar", { game: game.id, n: force.length }));
  const taken = force.slice(-n).map((i) => log[i]);
  // a player who left is gone from the table (their seat closed): taking that back is not a replay
  if (taken.some((e) => "resign" in e)) return ERROR(m("core.rollback.pastLeave", { game: game.id }));
  const options = game.options as Record<string, unknown>;
  const replayed = replayRecord(engine, { seed: game.seed, options, players, log: [...log, { rollback: n }] });
  // the record must rebuild the game as it stands, or taking steps back from it would lose what it lacks
  if (!replayed.ok || canonicalJson(replayed.value.steps[log.length].state) !== canonicalJson(game.state))
    return ERROR(m("core.rollback.noReplay", { game: game.id }));
  const state = replayed.value.state;
  // a game of files (a relay) keeps only its last files: the file the kept steps leave current must be
  // one Herald still holds, or FILE would say it is attached and attach nothing
  const current = engine.files?.kept(state).at(-1);
  if (
    current &&
    !(await ctx.tx.gameFile.findUnique({
      where: { gameId_sha256: { gameId: game.id, sha256: current } },
      select: { sha256: true },
    }))
  )
    return ERROR(m("core.rollback.fileGone", { game: game.id }));
  const changed = viewsChanged(
    engine,
    game.state,
    state,
    lg.seats.map((s) => s.seat),
  );

  const line = `ROLLBACK ${game.id} ${n}`;
  const names = new Map(lg.seats.map((s) => [s.seat, s.name]));
  const lines = taken.map((e) => entryLine(e, names));
  const move = changeWrite(ctx, game, state, { type: "rollback", line, data: { n, taken: lines }, seat: null });
  // a game of an older generator was re-keyed: its draws from here on are new (docs/fair-play.md)
  const done = Rng.generatorOf(game.seed) === STEPPED ? "core.rollback.done" : "core.rollback.doneOlder";
  const text = m(done, { game: game.id, n, who: who(ctx, lg) });
  const subject = subjectFor(game);
  for (const seat of changed) {
    const s = lg.seats.find((x) => x.seat === seat)!;
    ctx.notices.addPrivate(recipient(s.account, game), game.id, subject, m("core.rollback.yours", { game: game.id }));
  }
  for (const a of await keepersTold(ctx.tx, lg, "rollback"))
    ctx.notices.addAdmin(recipient(a, game), game.id, subject, m("core.rollback.taken", { lines }));
  const table = viewPart(engine, engine.view(state, "public"));
  const before = game.state;
  // every decision the rollback restores is awaited anew, with a whole deadline and its reminder: the
  // jobs of the first pass are moved out of the way (their keys suffixed with the rollback's step, the
  // pending ones cancelled), so announce's syncDeadlines arms each restored decision, and each decision
  // the game reaches again, as new (a key with a row, even a cancelled or done one, is never re-armed)
  ctx.work.write(
    `UPDATE "Job" SET key = key || $2, status = CASE WHEN status = 'pending' THEN 'cancelled' ELSE status END,
       "doneAt" = COALESCE("doneAt", $3)
     WHERE "gameId" = $1 AND kind IN ('${JOB_DEADLINE}', '${JOB_REMIND}') AND strpos(key, '#') = 0`,
    game.id,
    `#rollback-${log.length + 1}`,
    ctx.app.now(),
  );
  await announce(ctx, lg, { state, events: [], privateUpdates: changed }, [text, table], move);
  // games that follow this one get its facts as they are again (a Killer game keeps its turn: follow.ts)
  await passFacts(ctx, lg, before, state);
  return OK(text);
}
