// One game following another (a Killer game over a Freeciv relay: docs/relay.md). Games know nothing
// of each other, so the service carries between them only the neutral facts of the engine contract
// (src/games/engine.ts GameFacts: a turn, and players with nation, alive flag and score):
//  - `over=<game>` at CREATE or START ties a game whose engine declares `follow` to one whose engine
//    publishes `facts`, stored in Game.follows (one level: a follower is followed by nobody's facts);
//  - after a move changes the followed game's facts, every running follower gets them as a line of its
//    own (`FACTS {json}`), applied as nobody's move and written to its move log like any other change
//    (the record replays it; `followed` in the event's data says where it came from);
//  - at START the follower gets the facts as they stand.
// Facts are public (the followed game's view shows them): following needs no right over that game.
import { factsLine, type GameEngine, type GameFacts } from "../games/engine.ts";
import type { Session } from "./context.ts";
import { announce, gameRef, loadGame, moveWrite, publicSaid, type LoadedGame } from "./games.ts";
import { m, type Msg } from "../i18n/msg.ts";
import { isGameId } from "../lib/game-id.ts";

/**
 * The game `over=` names, for a game of `engine`: its id, or why it cannot be followed. Read without
 * a lock: only its kind, status and whether it follows another matter.
 */
export async function followable(ctx: Session, engine: GameEngine, over: string): Promise<{ id: string } | { error: Msg }> {
  if (!engine.follow) return { error: m("core.over.cannotFollow", { kind: engine.kind }) };
  const ref = isGameId(over) ? await gameRef(ctx, over) : null;
  if (!ref) return { error: m("core.noSuchGame", { game: over.toLowerCase() }) };
  if (!ctx.app.games.forGameId(ref.id)?.facts) return { error: m("core.over.publishesNothing", { game: ref.id }) };
  const [row] = await ctx.work.rows<{ status: string; follows: string | null }>(
    `SELECT status, follows FROM "Game" WHERE id = $1`,
    ref.id,
  );
  if (row.follows) return { error: m("core.over.chain", { game: ref.id }) };
  if (row.status === "finished" || row.status === "cancelled") return { error: m("core.over.ended", { game: ref.id }) };
  return { id: ref.id };
}

/** Runs the facts of `from` in the follower `lg` as nobody's move; refused facts change nothing. */
async function runFacts(ctx: Session, lg: LoadedGame, facts: GameFacts, from: string): Promise<void> {
  const rules = lg.engine.follow;
  if (!rules || lg.game.status !== "running") return;
  const line = factsLine(rules, facts);
  const parsed = lg.engine.parse(line);
  if (!parsed?.ok) return;
  const r = lg.engine.apply(lg.game.state, { seat: null, admin: false }, parsed.value);
  if (!r.ok) return;
  const told = publicSaid(r.value.events);
  const move = moveWrite(ctx, lg.game, r.value.state, line, { followed: from, ...(told.length ? { told } : {}) }, null);
  await announce(ctx, lg, r.value, [], move);
}

/**
 * After a change of `lg` from `before` to `after`: when the facts its engine publishes changed, every
 * running game that follows it gets them (each under its own row lock, taken after this game's).
 */
export async function passFacts(ctx: Session, lg: LoadedGame, before: unknown, after: unknown): Promise<void> {
  const publish = lg.engine.facts;
  if (!publish) return;
  const facts = publish(after);
  if (!facts || JSON.stringify(facts) === JSON.stringify(before == null ? null : publish(before))) return;
  const followers = await ctx.work.rows<{ id: string }>(
    `SELECT id FROM "Game" WHERE follows = $1 AND status = 'running' ORDER BY num`,
    lg.game.id,
  );
  for (const f of followers) await runFacts(ctx, await loadGame(ctx, f.id), facts, lg.game.id);
}

/** At a follower's START: the followed game's facts as they stand, if it has any yet. */
export async function factsAtStart(ctx: Session, lg: LoadedGame): Promise<void> {
  const from = lg.game.follows;
  if (!from) return;
  const pub = await loadGame(ctx, from, false);
  const facts = pub.game.state == null ? null : (pub.engine.facts?.(pub.game.state) ?? null);
  if (facts) await runFacts(ctx, lg, facts, from);
}
