// Who is who in one game, decided here and nowhere else (docs/roles.md). Every other module asks this
// one: which Actor a command runs with, which Viewer a STATUS or API read gets, who receives the
// engine's "admin" and "host" events, who may organise a game and who may act for a player.
//
// The one rule the rest follows: a person holding a seat in a game is a player there, whatever else
// they are (host, co-administrator, site administrator). Secrets belong to secret-keepers, who hold
// no seat: the host when not playing, the co-administrators the host added, the site administrators.
import type { Account, Game } from "../generated/prisma/client.ts";
import type { Actor, Viewer } from "../games/engine.ts";
import type { Tx } from "../db/client.ts";
import { m, type Msg } from "../i18n/msg.ts";

interface SeatLike {
  seat: number;
  accountId: number;
  name: string;
}

/** The parts of a loaded game the roles depend on. */
export interface GameSeats {
  game: Pick<Game, "id" | "hostId">;
  seats: SeatLike[]; // active seats
  /** the co-administrators, when the caller already read them under the game's lock */
  coadmins?: number[];
}

export interface Roles {
  account: Pick<Account, "id" | "isAdmin">;
  /** the account's active seat, if it plays */
  seat: SeatLike | null;
  host: boolean;
  /** a co-administrator the host added (COADMIN) */
  coadmin: boolean;
  /** no seat, and host, co-administrator or site administrator: may see and decide secrets */
  secretKeeper: boolean;
}

export async function coadminIds(tx: Tx, gameId: string): Promise<number[]> {
  const rows = await tx.gameAdmin.findMany({ where: { gameId }, select: { accountId: true } });
  return rows.map((r) => r.accountId);
}

/** The roles of one account in one game. */
export async function rolesIn(tx: Tx, g: GameSeats, account: Pick<Account, "id" | "isAdmin">): Promise<Roles> {
  const seat = g.seats.find((s) => s.accountId === account.id) ?? null;
  const host = g.game.hostId === account.id;
  const coadmin = (g.coadmins ?? (await coadminIds(tx, g.game.id))).includes(account.id);
  return { account, seat, host, coadmin, secretKeeper: !seat && (host || coadmin || account.isAdmin) };
}

/** The engine's Actor for a command sent by someone with these roles (never admin with a seat). */
export function actorOf(r: Roles): Actor {
  return { seat: r.seat?.seat ?? null, admin: r.secretKeeper, host: r.host };
}

/** What these roles may read of a running game: their seat's view, everything, or the public view. */
export function viewerOf(r: Roles): Viewer {
  if (r.seat) return { seat: r.seat.seat };
  return r.secretKeeper ? "admin" : "public";
}

/**
 * Organiser verbs that reveal nothing (PAUSE, RESUME, CANCEL, DEADLINE, START): the host, seated or
 * not, and the secret-keepers.
 */
export function mayOrganise(r: Roles): boolean {
  return r.host || r.secretKeeper;
}

/**
 * Verbs that judge players (KICK, REPLACE) once a game runs: only secret-keepers, so a host who plays
 * cannot remove or swap a rival. Before the start a seated host may still manage the lobby.
 */
export function mayJudge(r: Roles, gameStatus: string): boolean {
  return gameStatus === "open" ? mayOrganise(r) : r.secretKeeper;
}

/**
 * Who receives the engine's "admin" events (secrets): the host when not playing and the co-administrators
 * without a seat; when there is none, the site administrators without a seat.
 */
export async function secretKeepersOf(tx: Tx, g: GameSeats): Promise<Account[]> {
  const seated = new Set(g.seats.map((s) => s.accountId));
  const ids = [g.game.hostId, ...(g.coadmins ?? (await coadminIds(tx, g.game.id)))].filter((id) => !seated.has(id));
  const chosen = ids.length ? await tx.account.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } }) : [];
  if (chosen.length) return chosen;
  return tx.account.findMany({ where: { isAdmin: true, id: { notIn: [...seated] } }, orderBy: { id: "asc" } });
}

/** Who receives the engine's "host" events (no secrets): the host, seated or not, and the secret-keepers. */
export async function hostAudienceOf(tx: Tx, g: GameSeats): Promise<Account[]> {
  const host = await tx.account.findUniqueOrThrow({ where: { id: g.game.hostId } });
  const out = [host];
  for (const a of await secretKeepersOf(tx, g)) if (!out.some((x) => x.id === a.id)) out.push(a);
  return out;
}

/** Why an administrator may not act for a player of this game (AS), or null when they may. */
export function whyNotActFor(real: Roles, target: SeatLike | null, gameId: string): Msg | null {
  if (real.seat) return m("core.as.youPlay", { game: gameId });
  if (!real.secretKeeper) return m("core.as.notAdminOf", { game: gameId });
  if (!target) return m("core.as.targetNoSeat", { game: gameId });
  return null;
}
