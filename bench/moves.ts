// Shared by the pipeline benchmarks: a running Trente game, the next move mail for it, percentiles,
// and a timer that also adds up Node's own CPU time.
import os from "node:os";
import type { TestApp } from "../tests/helpers/app.ts";
import { composeRaw } from "../src/mail/compose.ts";

export function pct(xs: number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}
export const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
let seq = 0;

export interface Game {
  id: string;
  people: string[];
  pw: Record<string, string>;
}

export async function newGame(app: TestApp): Promise<Game> {
  const tag = ++seq;
  const pw: Record<string, string> = {};
  const people = ["a", "b", "c"].map((x) => `${x}${tag}@bench.test`);
  for (const [i, p] of people.entries()) pw[p] = await app.register(p, `P${tag}x${i}`);
  const created = await app.send(people[0], `PASSWORD ${pw[people[0]]}\nCREATE trente\nJOIN`);
  const id = /created (trente-\d+)/.exec(created)![1];
  for (const p of people.slice(1)) await app.send(p, `PASSWORD ${pw[p]}\nJOIN ${id}`);
  await app.send(people[0], `PASSWORD ${pw[people[0]]}\nSTART ${id}`);
  return { id, people, pw };
}

/**
 * The next mail for a game: a move by whoever must move. A game that has ended is replaced in place
 * by a new one (so every mail measured is a game move, however long a Trente game lasts).
 */
export async function nextMail(
  app: TestApp,
  g: Game,
  auth: "password" | "reply-key",
): Promise<{ raw: Buffer | string; move: boolean }> {
  let row = await app.db.prisma.game.findUniqueOrThrow({ where: { id: g.id } });
  if (row.status !== "running" || !(row.state as any).turn) {
    Object.assign(g, await newGame(app));
    row = await app.db.prisma.game.findUniqueOrThrow({ where: { id: g.id } });
  }
  const st = row.state as any;
  const move = row.status === "running" && !!st.turn;
  const from = move ? g.people[st.turn.seat - 1] : g.people[0];
  const roll: number[] = st.turn?.roll ?? [];
  const line = move ? `KEEP ${roll.length ? Math.max(...roll) : 6}` : `STATUS ${g.id}`;
  let to = app.config.MAIL_FROM;
  let body = `PASSWORD ${g.pw[from]}\nGAME ${g.id}\n${line}`;
  if (auth === "reply-key") {
    const last = await app.db.prisma.outbox.findFirst({
      where: { toAddress: from, replyTo: { not: null } },
      orderBy: { id: "desc" },
    });
    to = last!.replyTo!;
    body = `GAME ${g.id}\n${line}`;
  }
  return { raw: await composeRaw({ from, to, subject: `[${g.id}] bench`, text: body, messageId: `bench-${++seq}@x` }), move };
}

/** Node's own CPU time (user + system) spent in the timed parts: less load-dependent than the clock. */
export const cpu = { ms: 0 };
export async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const c = process.cpuUsage();
  const s = performance.now();
  const r = await f();
  const ms = performance.now() - s;
  const d = process.cpuUsage(c);
  cpu.ms += (d.user + d.system) / 1000;
  return [r, ms];
}
