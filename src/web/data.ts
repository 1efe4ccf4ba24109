// Read-only queries shared by the dashboard and the JSON API: game summaries (who is awaited and
// since when) and the views a game may be shown through. Secrets only ever leave through
// engine.view(state, "admin"), and only where the caller asked for it explicitly.
import { publicAwaited } from "../service/games.ts";
import { deadlineKey } from "../service/deadlines.ts";
import type { App } from "../app.ts";
import type { Games } from "../games/registry.ts";
import { currentState, type Viewer } from "../games/engine.ts";
import type { Game } from "../generated/prisma/client.ts";
import { format, translator } from "../i18n/format.ts";
import { decide, type Relations } from "../service/gate.ts";
import { relationsOf, type Roles } from "../service/roles.ts";

export const GAME_STATUSES = ["open", "running", "paused", "finished", "cancelled"] as const;

export interface GameSummary {
  id: string;
  kind: string;
  status: string;
  host: string;
  players: { seat: number; name: string; status: string }[];
  /** names of the seats (or "the administrator") the game waits for */
  awaited: string[];
  /** when the game last changed (its latest event) */
  since: Date;
  createdAt: Date;
}

/** Who the game waits for, by name (never what they hold). */
export function awaitedOf(
  games: Games,
  game: Pick<Game, "id" | "status" | "state">,
  seats: { seat: number; name: string }[],
): string[] {
  const engine = games.forGameId(game.id);
  if (!engine || !game.state || (game.status !== "running" && game.status !== "paused")) return [];
  try {
    const names = engine.pending(currentState(engine, game.state)).map((p) => publicAwaited(p, seats));
    return [...new Set(names.filter((x) => x !== null))];
  } catch {
    return [];
  }
}

export async function listGames(app: App, q: { kind?: string; status?: string; limit?: number }): Promise<GameSummary[]> {
  const games = await app.db.prisma.game.findMany({
    where: { ...(q.kind ? { kind: q.kind } : {}), ...(q.status ? { status: q.status } : {}) },
    orderBy: { num: "desc" },
    take: q.limit ?? 500,
    include: { host: true, seats: { orderBy: { seat: "asc" } } },
  });
  const last = games.length
    ? await app.db.prisma.gameEvent.groupBy({
        by: ["gameId"],
        where: { gameId: { in: games.map((g) => g.id) } },
        _max: { createdAt: true },
      })
    : [];
  const lastBy = new Map(last.map((l) => [l.gameId, l._max.createdAt]));
  return games.map((g) => ({
    id: g.id,
    kind: g.kind,
    status: g.status,
    host: g.host.name,
    players: g.seats.map((s) => ({ seat: s.seat, name: s.name, status: s.status })),
    awaited: awaitedOf(app.games, g, g.seats),
    since: lastBy.get(g.id) ?? g.updatedAt,
    createdAt: g.createdAt,
  }));
}

/** A game with its seats in order (the API's read: the gate then decides what of it is shown). */
export async function gameWithSeats(app: App, id: string) {
  return app.db.prisma.game.findUnique({ where: { id: id.toLowerCase() }, include: { seats: { orderBy: { seat: "asc" } } } });
}

/** A game with its host, seats and observers, for the dashboard's game page (the gate decides what it shows). */
export async function gameWithPeople(app: App, id: string) {
  return app.db.prisma.game.findUnique({
    where: { id: id.toLowerCase() },
    include: {
      host: true,
      seats: { orderBy: { seat: "asc" }, include: { account: true } },
      observers: { include: { account: true } },
    },
  });
}

/** The first game a host created numbered after `num`: the game a CREATE just made, if any. */
export async function gameCreatedAfter(app: App, hostId: number, num: number): Promise<string | null> {
  const g = await app.db.prisma.game.findFirst({
    where: { hostId, num: { gt: num } },
    orderBy: { num: "asc" },
    select: { id: true },
  });
  return g?.id ?? null;
}

/** The games an account hosts, and the heads (no state) of some games, newest first: a reader's list. */
export async function hostedGameIds(app: App, accountId: number): Promise<string[]> {
  return (await app.db.prisma.game.findMany({ where: { hostId: accountId }, select: { id: true } })).map((g) => g.id);
}
export async function gameHeads(app: App, ids: string[]) {
  return app.db.prisma.game.findMany({
    where: { id: { in: ids } },
    orderBy: { num: "desc" },
    select: { id: true, kind: true, status: true, lang: true },
  });
}

/**
 * The games among `ids` that wait for a move of this account's own seat now, each with the earliest
 * deadline of what it is asked (null without one): its /me page says "your turn" there and lists those
 * games first, the nearest deadline first (what it is asked is its own to know, hidden or not).
 */
export async function gamesAwaiting(app: App, ids: string[], accountId: number): Promise<Map<string, Date | null>> {
  const rows = await app.db.prisma.game.findMany({
    where: { id: { in: ids }, status: "running" },
    select: { id: true, state: true, seats: { where: { accountId, status: "active" }, select: { seat: true } } },
  });
  const keys = new Map<string, string[]>();
  for (const g of rows) {
    const engine = app.games.forGameId(g.id);
    const mine = new Set(g.seats.map((s) => s.seat));
    if (!engine || g.state === null || !mine.size) continue;
    const asked = engine.pending(currentState(engine, g.state)).filter((p) => p.seat !== null && mine.has(p.seat));
    if (asked.length)
      keys.set(
        g.id,
        asked.map((p) => deadlineKey(g.id, p.seat, p.key)),
      );
  }
  const jobs = keys.size
    ? await app.db.prisma.job.findMany({
        where: { key: { in: [...keys.values()].flat() }, status: "pending" },
        select: { gameId: true, dueAt: true },
      })
    : [];
  const out = new Map<string, Date | null>();
  for (const id of keys.keys()) {
    const dues = jobs.filter((j) => j.gameId === id).map((j) => j.dueAt.getTime());
    out.set(id, dues.length ? new Date(Math.min(...dues)) : null);
  }
  return out;
}

/** A game's view for a viewer, and its text; null before the game starts. */
export function viewOf(games: Games, game: Pick<Game, "id" | "state">, viewer: Viewer): { view: unknown; text: string } | null {
  const engine = games.forGameId(game.id);
  if (!engine || !game.state) return null;
  const view = engine.view(currentState(engine, game.state), viewer);
  return { view, text: engine.render(view, translator("en")) };
}

type GateGame = Pick<Game, "id" | "hostId"> & {
  seats: Array<{ seat: number; accountId: number; name: string; status: string }>;
};

/** An account's relations to a game (src/service/roles.ts), read from the database. */
export async function relationsIn(app: App, game: GateGame, account: { id: number; isAdmin: boolean }): Promise<Roles> {
  const [admins, witnesses] = await Promise.all([
    app.db.prisma.gameAdmin.findMany({ where: { gameId: game.id }, select: { accountId: true } }),
    app.db.prisma.gameWitness.findMany({ where: { gameId: game.id }, select: { accountId: true } }),
  ]);
  return relationsOf(
    {
      game,
      seats: game.seats.filter((s) => s.status === "active"),
      coadmins: admins.map((a) => a.accountId),
      witnesses: witnesses.map((w) => w.accountId),
    },
    account,
  );
}

/** Does what the gate said about a read: the REVEAL entry and the witness row, before anything is shown. */
export async function traceRead(
  app: App,
  gameId: string,
  rel: Relations,
  d: { reveal: boolean; witness: boolean },
  where: string,
): Promise<void> {
  if (d.reveal)
    await app.db.prisma.gameEvent.create({
      data: { gameId, type: "admin", line: `REVEAL (${where})`, accountId: rel.accountId, data: { by: where } },
    });
  if (d.witness && !rel.witness)
    await app.db.prisma.gameWitness.createMany({
      data: [{ gameId, accountId: rel.accountId, reason: "admin view" }],
      skipDuplicates: true,
    });
}

/**
 * Asks the gate (src/service/gate.ts) what an account may read of a game from the dashboard, the API
 * or a reader's page — its own seat's view, or the full secret state on purpose — and does what it says:
 * the REVEAL entry and the witness row are written before anything is shown. The answer: the viewer and
 * the account's relations to the game, or why not.
 */
export async function gatedRead(
  app: App,
  game: GateGame,
  account: { id: number; isAdmin: boolean },
  ask: "read-own" | "read-secrets",
  where: "dashboard" | "api" | "page",
): Promise<{ ok: true; viewer: Viewer; rel: Roles } | { ok: false; why: string }> {
  const rel = await relationsIn(app, game, account);
  const d = decide(rel, { ask }, game.id);
  if (!d.ok) return { ok: false, why: format("en", d.why) };
  await traceRead(app, game.id, rel, d, where);
  return { ok: true, viewer: d.viewer, rel };
}

/**
 * A game's audit log as the dashboard shows it to this reader: an administrator who plays here reads it
 * as a player would (no one else's move lines, no acts on someone's behalf), and a press line — who wrote
 * to whom — only where the gate lets them read that press (src/service/gate.ts, read-press).
 */
export async function gameLog(app: App, game: Pick<Game, "id" | "pressCopy">, rel: Relations) {
  const events = await app.db.prisma.gameEvent.findMany({ where: { gameId: game.id }, orderBy: { id: "desc" }, take: 300 });
  const pressIds = events.flatMap((e) => (e.type === "press" ? [Number((e.data as { press?: unknown }).press)] : []));
  const press = new Map(
    (
      await app.db.prisma.press.findMany({
        where: { gameId: game.id, id: { in: pressIds.filter(Number.isInteger) } },
        select: { id: true, fromAccountId: true, toAccountId: true },
      })
    ).map((p) => [p.id, p]),
  );
  const mySeat = rel.seat?.seat;
  return events.filter((e) => {
    if (e.type === "press") {
      const p = press.get(Number((e.data as { press?: unknown }).press));
      return (
        !!p && decide(rel, { ask: "read-press", from: p.fromAccountId, to: p.toAccountId, copied: game.pressCopy }, game.id).ok
      );
    }
    return !mySeat || ((e.type !== "move" || e.seat === mySeat) && e.type !== "on-behalf");
  });
}
