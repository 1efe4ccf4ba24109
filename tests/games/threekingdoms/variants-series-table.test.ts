// A series (alone or with the variants) ends with a mail showing the table of scores per deal.
import { describe, expect, it } from "vitest";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import { randomPlayout } from "../../../src/games/threekingdoms/playout.ts";
import { scoresOf } from "../../../src/games/threekingdoms/series.ts";
import { textOf } from "./helpers.ts";

describe("the series' score table", () => {
  for (const options of [{ series: true }, { series: true, protect: true, finalthree: true }]) {
    it(`is mailed to all once, at the end, with a row per deal and the totals (${Object.keys(options).join(", ")})`, () => {
      const tables: string[] = [];
      const { state } = randomPlayout({
        players: 4,
        seed: "table",
        moveSeed: "t",
        options,
        maxMoves: 60000,
        onStep: ({ result }) => {
          for (const e of result.events) if (e.to === "all" && textOf(e).includes("Scores per deal")) tables.push(textOf(e));
        },
      });
      expect(state.over).not.toBeNull();
      expect(tables).toHaveLength(1);
      const lines = tables[0].split("\n");
      expect(lines[0]).toMatch(/^The series is over.*Scores per deal/);
      if ("protect" in options) expect(lines[0]).toContain("(finalthree, protect, generals=off)");
      expect(lines[1]).toMatch(/^Deal {2}Lord +P1x +P2x +P3x +P4x$/);
      const lord = state.players.find((p) => p.role === "lord")!.name; // the last deal's (the next at the table)
      const rows = [...state.series!.results, { game: 4, lord, scores: scoresOf(state) }];
      rows.forEach((r, i) => {
        expect(lines[2 + i].trim().split(/\s+/)).toEqual([
          String(r.game),
          r.lord,
          ...state.players.map((p) => String(r.scores[p.seat] ?? 0)),
        ]);
      });
      const totals = E.outcome(state).scores!;
      expect(lines[6].trim().split(/\s+/)).toEqual(["Total", ...state.players.map((p) => String(totals[p.seat]))]);
    });
  }
});
