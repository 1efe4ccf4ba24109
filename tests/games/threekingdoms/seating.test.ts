// Seats drawn at START (seed "Reglas detalladas" 1): the service's seat numbers stay (join order), the
// places round the table are drawn from the seed; the turn order and distances follow the places.
import { describe, expect, it } from "vitest";
import { distance } from "../../../src/games/threekingdoms/distance.ts";
import { act, E, newGame, scenario, renderEn } from "./helpers.ts";

describe("seats drawn at START", () => {
  it("draws a permutation from the seed: the same seed the same places, and every place equally likely", () => {
    const a = newGame(6, "one");
    expect([...a.ring!].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(newGame(6, "one").ring).toEqual(a.ring);
    // fair: over 800 seeds, seat 1 sits at each of the 4 places about 200 times
    const at = [0, 0, 0, 0];
    for (let i = 0; i < 800; i++) at[newGame(4, `seed-${i}`).ring!.indexOf(1)]++;
    for (const x of at) expect(x).toBeGreaterThan(150);
    // the draw has a generator of its own: identities and the deck are as they were without it
    const b = newGame(6, "one");
    delete b.ring;
    expect(b.players.map((p) => p.role)).toEqual(a.players.map((p) => p.role));
    expect(b.deck).toEqual(a.deck);
  });

  it("the turn passes round the table, not by seat number; distance counts places", () => {
    const s = scenario({ n: 4, ring: [1, 3, 2, 4] });
    expect(distance(s, 1, 3)).toBe(1);
    expect(distance(s, 1, 2)).toBe(2);
    expect(distance(s, 1, 4)).toBe(1);
    const st = act(s, 1, "DONE");
    expect(st.s.turn.seat).toBe(3);
    expect(st.pub.join("\n")).toContain("Cat's turn");
  });

  it("mails list the players round the table in turn order, with their seat numbers", () => {
    const s = scenario({ n: 4, ring: [1, 3, 2, 4] });
    const text = renderEn(E.view(s, "public"));
    expect(text).toMatch(/Round the table, in turn order from the Lord:\n1\. Ann.*\n3\. Cat.*\n2\. Bob.*\n4\. Dan/);
    // the list starts with the Lord wherever the Lord sits
    const t2 = renderEn(E.view(scenario({ n: 4, ring: [2, 4, 1, 3] }), "public"));
    expect(t2).toMatch(/turn order from the Lord:\n1\. Ann.*\n3\. Cat.*\n2\. Bob.*\n4\. Dan/);
  });
});
