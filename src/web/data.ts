// Read-only queries shared by the dashboard and the JSON API: game summaries (who is awaited and
// since when) and the views a game may be shown through. Secrets only ever leave through
// engine.view(state, "admin"), and only where the caller asked for it explicitly.
import { publicAwaited } from "../commands/games.ts";
import "../games/index.ts";
import type { App } from "../app.ts";
import { engineForGameId } from "../games/registry.ts";
import type { GameEngine, Viewer } from "../games/engine.ts";
import type { Game } from "../generated/prisma/client.ts";
import { translator } from "../i18n/format.ts";

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

export function engineOf(game: Pick<Game, "id">): GameEngine | undefined {
  return engineForGameId(game.id);
}

/** Who the game waits for, by name (never what they hold). */
export function awaitedOf(game: Pick<Game, "id" | "status" | "state">, seats: { seat: number; name: string }[]): string[] {
  const engine = engineOf(game);
  if (!engine || !game.state || (game.status !== "running" && game.status !== "paused")) return [];
  try {
    const names = engine.pending(game.state).map((p) => publicAwaited(p, seats));
    return [...new Set(names)];
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
    awaited: awaitedOf(g, g.seats),
    since: lastBy.get(g.id) ?? g.updatedAt,
    createdAt: g.createdAt,
  }));
}

/** A game's view for a viewer, and its text; null before the game starts. */
export function viewOf(game: Pick<Game, "id" | "state">, viewer: Viewer): { view: unknown; text: string } | null {
  const engine = engineOf(game);
  if (!engine || !game.state) return null;
  const view = engine.view(game.state, viewer);
  return { view, text: engine.render(view, translator("en")) };
}

/** Records that an administrator looked at a game's secrets (the game's audit log). */
export async function auditReveal(app: App, gameId: string, accountId: number, where: "dashboard" | "api"): Promise<void> {
  await app.db.prisma.gameEvent.create({
    data: { gameId, type: "admin", line: `REVEAL (${where})`, accountId, data: { by: where } },
  });
}

/**
 * The mails an administrator may not read: those of games where they hold (or held) a seat, except their
 * own. A site administrator who plays is a player there (docs/roles.md). A Prisma `where` to AND in.
 */
/**
 * Inbound mail a site administrator who plays may not read: every mail of the other players of the games
 * they hold a seat in (a mail cannot always be tied to one game — GAME lines, subjects, several games in
 * one mail — so all of theirs). Their own mail and everyone else's stay visible.
 */
export async function notCoPlayersInbound(app: App, account: { id: number }): Promise<object> {
  const seats = await app.db.prisma.seat.findMany({ where: { accountId: account.id }, select: { gameId: true } });
  const games = [...new Set(seats.map((s) => s.gameId))];
  if (!games.length) return {};
  const others = await app.db.prisma.seat.findMany({
    where: { gameId: { in: games }, accountId: { not: account.id } },
    select: { accountId: true, account: { select: { email: true } } },
  });
  if (!others.length) return {};
  const ids = [...new Set(others.map((o) => o.accountId))];
  const emails = [...new Set(others.map((o) => o.account.email))];
  // spelt without NOT: SQL's NOT (NULL IN …) is NULL, which would hide every mail without an account
  return { AND: [{ OR: [{ accountId: null }, { accountId: { notIn: ids } }] }, { fromAddress: { notIn: emails } }] };
}

export async function notOthersMailInMyGames(app: App, account: { id: number; email: string }): Promise<object> {
  const seats = await app.db.prisma.seat.findMany({ where: { accountId: account.id }, select: { gameId: true } });
  const games = [...new Set(seats.map((s) => s.gameId))];
  if (!games.length) return {};
  // spelt without NOT: mails of no game (gameId NULL) must stay visible
  return { OR: [{ gameId: null }, { gameId: { notIn: games } }, { toAddress: account.email }] };
}
