// A table of one game for the reader-page browser tests: a host who holds no seat (Killer needs one to
// keep the secrets) creates it, the players join, it starts on a fixed seed, and a few random legal
// moves are played by mail, each by the seat (or the host) it belongs to — the same game on every run.
import { createHash } from "node:crypto";
import { expect } from "vitest";
import type { TestApp } from "./app.ts";
import { chooser } from "../conformance/suite.ts";
import type { GameEngine } from "../../src/games/engine.ts";

export interface Table {
  kind: string;
  players: number;
  options?: string;
  join?: (i: number) => string;
  /** random legal moves played once it has started */
  moves: number;
}

/** Someone with an account: their address and password. */
export interface Person {
  email: string;
  pw: string;
}

/**
 * Plays `table` (`engine` its game) with `seated` and `host`; `salt` names the seed and the moves'
 * choices. `started` runs between the start and the moves (a press, say). Returns the game's id.
 */
export async function playTable(
  app: TestApp,
  engine: GameEngine,
  table: Table,
  people: { seated: Person[]; host: Person },
  salt: string,
  started?: (id: string, say: (p: Person, lines: string) => Promise<string>) => Promise<void>,
): Promise<string> {
  const { seated, host } = people;
  const say = (p: Person, lines: string) => app.send(p.email, `PASSWORD ${p.pw}\n${lines}`);
  const id = new RegExp(`created (${engine.idPrefix}-\\d+)`).exec(
    await say(host, `CREATE ${table.kind} ${table.options ?? ""}`),
  )![1];
  const seed = `hmac-sha256:${createHash("sha256").update(`${salt}:${table.kind}`).digest("hex")}`;
  await app.db.prisma.game.update({ where: { id }, data: { seed } });
  for (const [i, p] of seated.entries()) expect(await say(p, `JOIN ${id} ${table.join?.(i) ?? ""}`)).toMatch(/OK/);
  expect(await say(host, `START ${id}`)).toContain("started");
  await started?.(id, say);
  const pick = chooser(`${salt}:${table.kind}`);
  for (let step = 0; step < table.moves; step++) {
    const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id }, include: { seats: true } });
    const bySeat = g.seats.flatMap((s) => engine.legalMoves!(g.state, s.seat).map((line) => ({ seat: s.seat, line })));
    const byAdmin = engine.legalMoves!(g.state, null).map((line) => ({ seat: null as number | null, line }));
    const pool = bySeat.length ? bySeat : byAdmin;
    if (!pool.length) break;
    const { seat, line } = pool[pick(pool.length)];
    const mover = seat === null ? host : seated[seat - 1];
    expect(await say(mover, `GAME ${id}\n${line}`), line).toMatch(/^OK$/m);
  }
  return id;
}

/** The page link in a person's newest mail about a game. */
export async function newestLink(app: TestApp, email: string, gameId: string): Promise<string> {
  const mails = (await app.mails(email)).filter((m) => m.gameId === gameId);
  return /Your page: (\S+)/.exec(mails.at(-1)!.body)![1];
}
