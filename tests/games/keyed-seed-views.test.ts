// With the keyed generator, the generator's state holds a key derived from the seed: like the seed, it
// must appear in no view (public, a seat's, nor the administrator's) of any game, from the start on.
import { expect, it } from "vitest";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { newSeed } from "../../src/lib/secrets.ts";
import { Rng, type KeyedState } from "../../src/games/rng.ts";
import { translator } from "../../src/i18n/format.ts";
import type { PlayerInfo } from "../../src/games/engine.ts";

/** Herald's games (src/games/index.ts), found by kind as the service finds them */
const games = new Games(GAMES);

const CIVS = ["Rome", "Gaul", "Egypt", "Persia", "Greece"];

it("no game's view shows the seed or the generator's key", () => {
  for (const engine of games.all()) {
    const seed = newSeed();
    const n = Math.min(engine.maxPlayers, Math.max(engine.minPlayers, 4));
    const opts = engine.parseOptions({});
    expect(opts.ok, engine.kind).toBe(true);
    if (!opts.ok) continue;
    const players: PlayerInfo[] = [];
    for (let i = 0; i < n; i++) {
      const join = engine.parseJoinOptions?.({ civ: CIVS[i] }, opts.value, players);
      players.push({ seat: i + 1, name: `P${i + 1}`, options: join?.ok ? join.value : {} });
    }
    const set = engine.setup({ options: opts.value, players, seed });
    expect(set.ok, `${engine.kind}: ${!set.ok && set.error}`).toBe(true);
    if (!set.ok) continue;
    // a game that draws nothing (a relay) keeps no generator: only the seed must not show
    const rng = (set.value as { rng?: KeyedState }).rng;
    if (rng) expect(Rng.generatorOf(rng), engine.kind).toBe("hmac-sha256-step");
    const secrets = [seed.slice(seed.indexOf(":") + 1), ...(rng ? [rng.k] : [])];
    for (const viewer of ["public", "admin", { seat: 1 }, { seat: 2 }] as const) {
      const v = engine.view(set.value, viewer);
      const text = JSON.stringify(v) + engine.render(v, translator("en"));
      for (const s of secrets) expect(text, `${engine.kind} ${JSON.stringify(viewer)}`).not.toContain(s);
    }
  }
});
