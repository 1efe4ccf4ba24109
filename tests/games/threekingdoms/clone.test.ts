// The copy apply works on (ctx.ts cloneState, field by field for speed): it reads as JSON like the
// original, and shares nothing that a move may change — only a question's words (messages never changed).
import { describe, expect, it } from "vitest";
import { cloneState } from "../../../src/games/threekingdoms/ctx.ts";
import { randomPlayout } from "../../../src/games/threekingdoms/playout.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";

/** Paths of objects the copy shares with the original. */
function shared(a: unknown, b: unknown, path: string, out: string[]): void {
  if (a === null || typeof a !== "object") return;
  if (a === b && /\.asks?(\.\d+)?\.(what|publicWhat)$/.test(path)) return;
  if (a === b) out.push(path);
  for (const k of Object.keys(a)) shared((a as never)[k], (b as never)[k], `${path}.${k}`, out);
}

describe("cloneState", () => {
  it("copies every field of states met in random games (variants, series, 3v3 included)", () => {
    const options = [
      {},
      { maneuvering: true },
      { series: true, protect: true },
      { reincarnation: true },
      { mode: "3v3" as const },
    ];
    let checked = 0;
    for (const [i, o] of options.entries()) {
      randomPlayout({
        players: o.mode ? 6 : 5,
        seed: `clone-${i}`,
        moveSeed: `m-${i}`,
        options: { generals: true, ...o },
        maxMoves: 400,
        onStep: ({ result }) => {
          const s: State = result.state;
          const c = cloneState(s);
          expect(JSON.parse(JSON.stringify(c))).toStrictEqual(JSON.parse(JSON.stringify(s)));
          const out: string[] = [];
          shared(s, c, "s", out);
          expect(out).toEqual([]);
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
