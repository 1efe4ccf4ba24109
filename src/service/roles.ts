// Who is who in one game: an account's relations to it (read from the loaded game), and who receives
// the engine's "admin" and "host" events. What those relations allow — reads of secrets and acts on
// someone's behalf — is decided by the gate (gate.ts), which every path asks (docs/roles.md).
//
// The one rule the rest follows: a person holding a seat in a game is a player there, whatever else
// they are (host, co-administrator, site administrator). Secrets belong to secret-keepers, who hold
// no seat: the host when not playing, the co-administrators the host added, the site administrators.
import type { Account, Game } from "../generated/prisma/client.ts";
import type { Actor } from "../games/engine.ts";
import type { Tx } from "../db/client.ts";
import { isSecretKeeper, type Relations, type SeatRef } from "./gate.ts";

/** The parts of a loaded game the roles depend on. */
export interface GameSeats {
  game: Pick<Game, "id" | "hostId">;
  seats: SeatRef[]; // active seats
  /** the co-administrators, when the caller already read them under the game's lock */
  coadmins?: number[];
  /** the accounts that have held the game's secrets (GameWitness), when already read */
  witnesses?: number[];
}

/** An account's relations to a game (gate.ts), with the account itself. */
export interface Roles extends Relations {
  account: Pick<Account, "id" | "isAdmin">;
  /** no seat, and host, co-administrator or site administrator: may see and decide secrets */
  secretKeeper: boolean;
}

export async function coadminIds(tx: Tx, gameId: string): Promise<number[]> {
  const rows = await tx.gameAdmin.findMany({ where: { gameId }, select: { accountId: true } });
  return rows.map((r) => r.accountId);
}

export async function witnessIds(tx: Tx, gameId: string): Promise<number[]> {
  const rows = await tx.gameWitness.findMany({ where: { gameId }, select: { accountId: true } });
  return rows.map((r) => r.accountId);
}

/** The relations of one account to one game, from what is already known of the game (no database). */
export function relationsOf(
  g: { game: Pick<Game, "hostId">; seats: SeatRef[]; coadmins: number[]; witnesses: number[] },
  account: Pick<Account, "id" | "isAdmin">,
): Roles {
  const seat = g.seats.find((s) => s.accountId === account.id) ?? null;
  const r: Relations = {
    accountId: account.id,
    seat,
    host: g.game.hostId === account.id,
    coadmin: g.coadmins.includes(account.id),
    siteAdmin: account.isAdmin,
    witness: g.witnesses.includes(account.id),
  };
  return { ...r, account, secretKeeper: isSecretKeeper(r) };
}

/** The roles of one account in one game. */
export async function rolesIn(tx: Tx, g: GameSeats, account: Pick<Account, "id" | "isAdmin">): Promise<Roles> {
  const coadmins = g.coadmins ?? (await coadminIds(tx, g.game.id));
  const witnesses = g.witnesses ?? (await witnessIds(tx, g.game.id));
  return relationsOf({ game: g.game, seats: g.seats, coadmins, witnesses }, account);
}

/**
 * Notes that these accounts now hold the game's secrets (the gate said so): they never take a seat in
 * it (docs/roles.md). Idempotent; also added to the loaded game so later lines of the mail see it.
 */
export async function noteWitnesses(tx: Tx, g: GameSeats, ids: number[], reason: string): Promise<void> {
  const fresh = [...new Set(ids)].filter((id) => !g.witnesses?.includes(id));
  if (!fresh.length) return;
  await tx.gameWitness.createMany({
    data: fresh.map((accountId) => ({ gameId: g.game.id, accountId, reason })),
    skipDuplicates: true,
  });
  g.witnesses?.push(...fresh);
}

/** Did this account hold a seat in the game and leave it (RESIGN, KICK, or replaced by REPLACE)? */
export async function heldSeatIn(tx: Tx, gameId: string, accountId: number): Promise<boolean> {
  if (await tx.seat.count({ where: { gameId, accountId, status: { not: "active" } } })) return true;
  // REPLACE hands the seat row to the newcomer; its audit entry names who held it (admin.ts)
  const replaced = await tx.gameEvent.findFirst({
    where: { gameId, type: "admin", line: { startsWith: "REPLACE " }, data: { path: ["from"], equals: accountId } },
    select: { id: true },
  });
  return !!replaced;
}

/** The engine's Actor for a command sent by someone with these roles (never admin with a seat). */
export function actorOf(r: Roles): Actor {
  return { seat: r.seat?.seat ?? null, admin: r.secretKeeper, host: r.host };
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

/** The secret-keepers, who are about to receive the game's secrets: noted as witnesses (gate.ts). */
export async function keepersTold(tx: Tx, g: GameSeats, reason: string): Promise<Account[]> {
  const keepers = await secretKeepersOf(tx, g);
  await noteWitnesses(
    tx,
    g,
    keepers.map((a) => a.id),
    reason,
  );
  return keepers;
}

/** Who receives the engine's "host" events (no secrets): the host, seated or not, and the secret-keepers. */
export async function hostAudienceOf(tx: Tx, g: GameSeats): Promise<Account[]> {
  const host = await tx.account.findUniqueOrThrow({ where: { id: g.game.hostId } });
  const out = [host];
  for (const a of await secretKeepersOf(tx, g)) if (!out.some((x) => x.id === a.id)) out.push(a);
  return out;
}
