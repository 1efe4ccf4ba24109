// Helpers for the scheduler tests: a second Herald "process" on the same database, clock moves, games.
import { expect } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { makeLogger } from "../../src/log.ts";
import type { App } from "../../src/app.ts";
import type { TestApp } from "../helpers/app.ts";
import { PasswordCache } from "../../src/accounts/password-cache.ts";

/** Another App on the same PostgreSQL database and the same clock: a second Herald process. */
export async function secondProcess(app: TestApp): Promise<App & { close(): Promise<void> }> {
  const db = await openDatabase({ databaseUrl: app.url!, dataDir: "" });
  return {
    config: app.config,
    db,
    log: makeLogger("silent"),
    games: app.games,
    // a process of its own remembers its own password checks
    passwords: new PasswordCache(),
    now: () => new Date(app.clock.now),
    close: () => db.close(),
  };
}

export const HOUR = 3600_000;

export function at(app: TestApp, base: Date, ms: number): void {
  app.clock.now = new Date(base.getTime() + ms);
}

/** Creates and starts a game; returns its id. `players`: [email, password] in seat order, first = host. */
export async function startGame(
  app: TestApp,
  players: Array<[string, string]>,
  create: string,
  joinOpts: string[] = [],
): Promise<string> {
  const [host, hostPw] = players[0];
  const r = await app.send(host, `PASSWORD ${hostPw}\n${create}`);
  const m = /created (\S+-\d+)/.exec(r);
  if (!m) throw new Error(`CREATE failed: ${r}`);
  const id = m[1];
  for (const [i, [email, pw]] of players.entries()) {
    const j = await app.send(email, `PASSWORD ${pw}\nJOIN ${id} ${joinOpts[i] ?? ""}`.trim());
    expect(j).toMatch(/OK you joined/);
  }
  expect(await app.send(host, `PASSWORD ${hostPw}\nSTART ${id}`)).toMatch(/OK .* started/);
  return id;
}

export async function jobsOf(app: App, gameId: string, status = "pending") {
  return app.db.prisma.job.findMany({ where: { gameId, status }, orderBy: { dueAt: "asc" } });
}

export async function deadlineEvents(app: App, gameId: string) {
  return app.db.prisma.gameEvent.findMany({ where: { gameId, type: "deadline" }, orderBy: { id: "asc" } });
}

/** Writes a Job row and arms its wake-up (src/db/queue.ts) in one transaction, as Herald's commands do. */
export async function armed(
  app: App,
  row: { kind: string; gameId: string; key: string; dueAt: Date; data?: Record<string, unknown> },
): Promise<void> {
  await app.db.transaction(async (work) => {
    await work.tx.job.create({ data: { ...row, data: (row.data ?? {}) as any } });
    work.arm(app.now(), [row]);
  });
}
