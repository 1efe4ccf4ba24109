// Round 1 by mail, over many games (round-trips.ts): the critical path from START until every player has
// played a first card, for the random player answering everything itself and for the random player who
// set standing answers once (AUTO dodge, slash, nullify-if-target). One game's figure moves with its deal
// and its draws (from 9 to 47 with the same standing answers), so the bound is on the median of 40.
import { describe, expect, it } from "vitest";
import { roundOne } from "./round-trips.ts";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

function paths(auto: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < 40; i++) {
    const r = roundOne(`round-one-${i}`, auto);
    if (r) out.push(r.path);
  }
  return out;
}

describe("round 1 of a 5-player game with generals: the critical path", () => {
  it("with standing answers set once (AUTO dodge, slash, nullify-if-target): a median of at most 25 exchanges", () => {
    const standing = paths(["dodge", "slash", "nullify-if-target"]);
    const plain = paths([]);
    console.log(
      `critical path, median of ${plain.length}: ${median(plain)} answering everything, ${median(standing)} with standing answers`,
    );
    expect(standing.length).toBeGreaterThan(35);
    expect(median(standing)).toBeLessThanOrEqual(25);
    expect(median(standing)).toBeLessThan(median(plain));
  });
});
