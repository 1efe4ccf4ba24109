// The mail that ends a game leaves the engine's own words for the end out of its final table
// (src/service/games.ts, endIds); verify must know those lines as the replay's, or a whole game
// lost in its last move is NOT VERIFIED for a line it said itself.
import { describe, expect, it } from "vitest";
import { E } from "../games/regicide/helpers.ts";
import { playRandomGame } from "../games/regicide/random.ts";
import { publicViewPart } from "../../src/service/games.ts";
import { linesOf, saidLines } from "../../src/verify.ts";
import type { Replayed } from "../../src/games/replay.ts";
import type { RegicideState } from "../../src/games/regicide/types.ts";

/** A Regicide game played to its end, as the replay of its record would give it. */
function replayedGame(seed: string): { r: Replayed; final: RegicideState } {
  const steps: Replayed["steps"] = [];
  const { start, final } = playRandomGame({ players: 3, seed, ruleset: "official", choices: 1, strategy: "thrifty" }, (s) =>
    steps.push({ events: s.result.events, privateUpdates: s.result.privateUpdates ?? [], state: s.result.state }),
  );
  steps.unshift({ events: [], privateUpdates: [1, 2, 3], state: start });
  return { r: { state: final, events: steps.flatMap((s) => s.events), draws: [], steps } as Replayed, final };
}

describe("verify and the mail that ends a game", () => {
  it("knows the final table as the ending mail shows it, the end's own words left out", () => {
    let checked = 0;
    for (let i = 0; i < 40 && checked < 3; i++) {
      const { r, final } = replayedGame(`ending-${i}`);
      const mailed = linesOf(publicViewPart(E, final, new Set(E.endIds))("en"));
      const full = linesOf(publicViewPart(E, final)("en"));
      // only games whose final table names the end (a loss in the last move's "Last:" line) test anything
      if (mailed.every((l) => full.includes(l))) continue;
      checked++;
      const said = new Set(saidLines(E, r, "en").at(-1)!.views);
      expect(mailed.filter((l) => !said.has(l))).toEqual([]);
    }
    expect(checked).toBe(3);
  });
});
