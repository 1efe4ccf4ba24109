// Two mails that touch the same two games in opposite orders, at the same time, on PostgreSQL: the
// database aborts one of them with a deadlock; Herald runs that mail again (its transaction rolled back whole), so every line succeeds.
import { afterAll, beforeAll, expect, it } from "vitest";
import { guessEngine } from "../helpers/tiny-game.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await makeTestApp("postgres", {}, [guessEngine]);
});
afterAll(async () => app?.close());

it("opposite lock orders across two games never fail a line", async () => {
  const ann = "ann@example.test",
    bob = "bob@example.test";
  const a = await app.register(ann, "Ann");
  const b = await app.register(bob, "Bob");
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const id = /created (guess-\d+)/.exec(await app.send(ann, `PASSWORD ${a}\nCREATE guess\nJOIN`))![1];
    await app.send(bob, `PASSWORD ${b}\nJOIN ${id}`);
    await app.send(ann, `PASSWORD ${a}\nSTART ${id}`);
    ids.push(id);
  }
  const [x, y] = ids;
  for (let round = 0; round < 10; round++) {
    const replies = await Promise.all([
      app.send(ann, `PASSWORD ${a}\nGAME ${x}\nPEEK\nGAME ${y}\nPEEK`),
      app.send(bob, `PASSWORD ${b}\nGAME ${y}\nPEEK\nGAME ${x}\nPEEK`),
    ]);
    for (const r of replies) {
      expect(r).not.toMatch(/^ERROR/m);
      expect(r.match(/^OK$/gm)).toHaveLength(2);
    }
  }
  const moves = await app.db.prisma.gameEvent.count({ where: { type: "move" } });
  expect(moves).toBe(10 * 4);
}, 300_000); // 44 mails with scrypt checks: a bound for a hung run, not a speed check (a busy machine is slow)
