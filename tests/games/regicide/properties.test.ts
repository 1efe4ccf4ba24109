// Property tests over random legal games.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isJester, standardDeck } from "../../../src/games/cards.ts";
import type { RegicideState } from "../../../src/games/regicide/types.ts";
import { E, en, newGame } from "./helpers.ts";
import { playRandomGame } from "./random.ts";

const gameArb = fc
  .record({
    players: fc.integer({ min: 1, max: 4 }),
    seed: fc.stringMatching(/^[0-9a-f]{8,16}$/),
    ruleset: fc.constantFrom("official" as const, "seed" as const),
    choices: fc.nat(),
    strategy: fc.constantFrom("uniform" as const, "thrifty" as const, "greedy" as const),
  })
  .map((g) => ({ ...g, players: g.ruleset === "seed" && g.players === 1 ? 2 : g.players }));

/** Every card of the game, wherever it is. */
function allPlaces(s: RegicideState): string[] {
  return [...s.castle, ...(s.enemy ? [s.enemy.card, ...s.enemy.played] : []), ...s.tavern, ...s.discard, ...s.hands.flat()];
}

function expectedCards(players: number): string[] {
  const jesters = { 1: 0, 2: 0, 3: 1, 4: 2 }[players]!;
  return [...standardDeck(), ...["JESTER1", "JESTER2"].slice(0, jesters)].sort();
}

describe("random legal games", () => {
  it("every card is in exactly one place; no hand exceeds its maximum; every game ends", () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const expected = expectedCards(g.players);
        const check = (s: RegicideState) => {
          const cards = allPlaces(s);
          // The defeated last King leaves the table for the discard pile: still exactly once.
          expect(cards.slice().sort()).toEqual(expected);
          for (const h of s.hands) expect(h.length).toBeLessThanOrEqual(s.maxHand);
          expect(cards.filter(isJester).length).toBe(expected.filter(isJester).length);
        };
        const { start, final, moves } = playRandomGame(g, (step) => check(step.result.state));
        check(start);
        const out = E.outcome(final);
        expect(out.status).toBe("finished");
        expect(final.result).not.toBeNull();
        expect(E.pending(final)).toEqual([]);
        if (final.result!.won) expect(out.winners).toHaveLength(g.players);
        else expect(out.winners).toEqual([]);
        expect(moves.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });

  it("a game replayed from its seed and move log reaches the same state", () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const { final, moves } = playRandomGame(g);
        let s = newGame(g.players, g.seed, g.ruleset);
        for (const { seat, move } of moves) {
          const r = E.apply(s, { seat, admin: false }, JSON.parse(JSON.stringify(move)));
          if (!r.ok) throw new Error(en(r.error));
          s = r.value.state;
        }
        expect(s).toEqual(final);
      }),
      { numRuns: 60 },
    );
  });

  it("some random games are won, and a win defeats all 12 enemies", () => {
    let wins = 0;
    // Random play never gets far; a one-step-lookahead player wins a few 3-player games in 100.
    for (let i = 0; i < 100 && wins === 0; i++) {
      const { final } = playRandomGame({ players: 3, seed: `d${i}`, ruleset: "official", choices: i, strategy: "greedy" });
      if (final.result?.won) {
        wins++;
        expect(final.defeated).toBe(12);
        expect(final.castle).toEqual([]);
      }
    }
    expect(wins).toBeGreaterThan(0);
  });
});

describe("legalPlays matches the play rules", () => {
  it("a set of cards is listed exactly when classifyPlay accepts it", async () => {
    const { legalPlays } = await import("../../../src/games/regicide/legal.ts");
    const { classifyPlay } = await import("../../../src/games/regicide/plays.ts");
    const pool = [...standardDeck(), "JESTER1", "JESTER2"];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...pool), { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        (hand, picks) => {
          const listed = new Set(legalPlays(hand).map((p) => p.slice().sort().join(" ")));
          const chosen = [...new Set(picks.map((i) => hand[i % hand.length]))];
          const typed = chosen
            .map((c) => (isJester(c) ? "JESTER" : c))
            .sort()
            .join(" ");
          expect(listed.has(typed)).toBe(classifyPlay(chosen).ok);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
