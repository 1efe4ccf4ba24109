// The conformance suite (suite.ts) for every game Herald registers. A game missing one of the hooks the
// suite needs (legalMoves, secrets, invariants) fails with a message naming the hook.
import { GAMES } from "../../src/games/index.ts";
import { describe, expect, it } from "vitest";
import { Games } from "../../src/games/registry.ts";
import { conformanceSuite, type Setup } from "./suite.ts";

/** Herald's games (src/games/index.ts), found by kind as the service finds them */
const games = new Games(GAMES);

const CIVS = ["Rome", "Gaul", "Egypt", "Persia", "Greece", "Babylon"];
const seeds = (kind: string, n: number) => [
  ...Array.from({ length: n - 1 }, (_, i) => `${kind}-conformance-${i + 1}`),
  `hmac-sha256:${kind
    .padEnd(64, "0")
    .slice(0, 64)
    .replace(/[^0-9a-f]/g, "a")}`,
];

/** A few setups per game: the smallest table, a larger one, and the variants that change the rules most. */
const SETUPS: Record<string, Setup[]> = {
  // none: a relay's moves are mailed files, which the suite's random playouts cannot make
  // (tests/games-mail/relay*.test.ts play it through the pipeline)
  relay: [],
  regicide: [
    { players: 1, seeds: seeds("regicide", 2) },
    { players: 2, seeds: seeds("regicide", 2) },
    { players: 4, seeds: seeds("regicide", 1) },
  ],
  killer: [
    { players: 3, seeds: seeds("killer", 2), join: (seat) => ({ civ: CIVS[seat - 1] }) },
    { players: 6, options: { variant: "quick" }, seeds: seeds("killer", 1), join: (seat) => ({ civ: CIVS[seat - 1] }) },
  ],
  trente: [
    { players: 2, seeds: seeds("trente", 2) },
    { players: 4, seeds: seeds("trente", 1) },
  ],
  threekingdoms: [
    { players: 4, seeds: seeds("threekingdoms", 2) },
    { players: 6, seeds: seeds("threekingdoms", 1) },
  ],
};

describe("every registered game has conformance setups", () => {
  it("names every game and nothing else", () => {
    expect(
      games
        .all()
        .map((e) => e.kind)
        .sort(),
    ).toEqual(Object.keys(SETUPS).sort());
  });
});

for (const [kind, setups] of Object.entries(SETUPS)) {
  const engine = games.find(kind);
  if (engine && setups.length) conformanceSuite(engine, setups);
}
