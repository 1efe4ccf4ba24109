// Games live for months: a state stored by an older version of a game is brought to the engine's
// current version (the contract's stateVersion and upgrade, src/games/engine.ts) where the service loads
// it (src/service/games.ts's loadGame), once, and saved so with the next move.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { GameEngine } from "../../src/games/engine.ts";
import { guessEngine, type GuessState } from "../helpers/tiny-game.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";

// version 2 of the guessing game: its states stored without a version are version 1, and upgrading one
// adds 100 to its move counter, so the saved state shows whether (and how often) it was upgraded
const guessV2: GameEngine<GuessState & { version?: number }> = {
  ...guessEngine,
  stateVersion: 2,
  upgrade: (s) => ({ ...(s as GuessState), version: 2, moves: (s as GuessState).moves + 100 }),
};

let app: TestApp;
beforeAll(async () => {
  app = await makeTestApp("postgres", {}, [guessV2]);
});
afterAll(async () => app?.close());

it("an old-version state is upgraded when the game is loaded, once, and saved at its new version", async () => {
  const ann = "ann@example.test",
    bob = "bob@example.test";
  const a = await app.register(ann, "Ann");
  const b = await app.register(bob, "Bob");
  const id = /created (guess-\d+)/.exec(await app.send(ann, `PASSWORD ${a}\nCREATE guess\nJOIN`))![1];
  await app.send(bob, `PASSWORD ${b}\nJOIN ${id}`);
  await app.send(ann, `PASSWORD ${a}\nSTART ${id}`);
  const stored = async () =>
    (await app.db.prisma.game.findUniqueOrThrow({ where: { id } })).state as unknown as GuessState & { version?: number };
  // setup writes a state without a version: what an older Herald stored
  expect((await stored()).version).toBeUndefined();
  const moves = (await stored()).moves;

  expect(await app.send(ann, `PASSWORD ${a}\nGAME ${id}\nPEEK`)).not.toMatch(/^ERROR/m);
  expect(await stored()).toMatchObject({ version: 2, moves: moves + 100 });
  // a current state is not upgraded again
  expect(await app.send(bob, `PASSWORD ${b}\nGAME ${id}\nPEEK`)).not.toMatch(/^ERROR/m);
  expect(await stored()).toMatchObject({ version: 2, moves: moves + 100 });
}, 120_000);
