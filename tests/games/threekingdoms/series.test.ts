// Series mode: one deal per player, the Lord identity passing to the next at the table each deal,
// every deal scored with the seed's table, totals adding up, the highest total winning.
import { describe, expect, it } from "vitest";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import { playersFor, randomPlayout } from "../../../src/games/threekingdoms/playout.ts";
import { scoresOf } from "../../../src/games/threekingdoms/series.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import { renderEn, textOf, en } from "./helpers.ts";

describe("series mode", () => {
  it("plays one deal per player, the Lord passing on, and adds the scores up", () => {
    const publicTexts: string[] = [];
    const lords: string[] = [];
    let deal = 0;
    const { state } = randomPlayout({
      players: 4,
      seed: "series-1",
      moveSeed: "moves-1",
      options: { series: true },
      maxMoves: 40000,
      onStep: (st) => {
        for (const e of st.result.events) if (e.to === "all") publicTexts.push(textOf(e));
        const s = st.result.state;
        if (s.series!.game !== deal) {
          deal = s.series!.game;
          lords.push(s.players.find((p) => p.role === "lord")!.name);
        }
      },
    });
    expect(state.over).not.toBeNull();
    const sr = state.series!;
    expect(sr.game).toBe(4);
    expect(sr.results.map((r) => r.game)).toEqual([1, 2, 3]);
    // the Lord of deal k is the next player at the table after the Lord of deal k-1 (seat 1 first)
    const ring = state.ring!;
    const at = ring.indexOf(1);
    const table = ring.map((_, i) => `P${ring[(at + i) % ring.length]}x`);
    expect(table.join(" ")).not.toBe("P1x P2x P3x P4x"); // the drawn places are not the seat order
    expect(sr.results.map((r) => r.lord)).toEqual(table.slice(0, 3));
    expect(state.players.find((p) => p.role === "lord")!.name).toBe(table[3]);
    expect(lords.slice(-3)).toEqual(table.slice(1));
    // totals = the sum of every deal's scores
    const last = scoresOf(state);
    const out = E.outcome(state);
    expect(out.status).toBe("finished");
    for (const p of state.players) {
      const sum = sr.results.reduce((a, r) => a + (r.scores[p.seat] ?? 0), 0) + (last[p.seat] ?? 0);
      expect(out.scores![p.seat]).toBe(sum);
    }
    const best = Math.max(...Object.values(out.scores!));
    expect(out.winners).toEqual(state.players.filter((p) => out.scores![p.seat] === best).map((p) => p.seat));
    // each deal's end is announced with the totals; nothing in those texts names a non-Lord identity of the new deal
    const ends = publicTexts.filter((t) => t.startsWith("Deal "));
    expect(ends).toHaveLength(3);
    for (const t of ends) expect(t.split("\n")[2]).not.toMatch(/Rebel|Loyalist|Traitor/);
  });

  it("lord=<seat> chooses the first Lord; outside a series a game is one deal", () => {
    const r = E.setup({ options: { traitors: 1, maneuvering: false, series: true, lord: 3 }, players: playersFor(5), seed: "s" });
    expect(r.ok).toBe(true);
    const s = (r as { ok: true; value: State }).value;
    expect(s.players[2].role).toBe("lord");
    expect(s.series).toEqual({ game: 1, of: 5, firstLord: 3, totals: {}, results: [] });
    expect(renderEn(E.view(s, "public"))).toContain("Series: deal 1 of 5");
    const one = E.setup({
      options: { traitors: 1, maneuvering: false, series: false, lord: null },
      players: playersFor(4),
      seed: "s",
    });
    expect(one.ok && one.value.series).toBeFalsy();
  });

  it("a player who resigns ends the series with the current deal", () => {
    const r = E.setup({
      options: { traitors: 1, maneuvering: false, series: true, lord: null },
      players: playersFor(4),
      seed: "r",
    });
    if (!r.ok) throw new Error(en(r.error));
    let s = r.value;
    // resign the non-Lord players one by one until the deal ends
    for (const p of s.players.filter((x) => x.role !== "lord")) {
      if (s.over) break;
      const x = E.resign!(s, p.seat);
      if (!x.ok) throw new Error(en(x.error));
      s = x.value.state;
    }
    expect(s.over).not.toBeNull();
    expect(s.series!.game).toBe(1);
    expect(E.outcome(s).status).toBe("finished");
  });
});
