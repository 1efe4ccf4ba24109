// Step 1: which plays are legal, yield and its restriction, turn and phase checks.
import { describe, expect, it } from "vitest";
import { E, en, must, refused, table } from "./helpers.ts";

describe("legal plays", () => {
  const hand = ["2H", "2D", "2C", "2S", "6H", "6D", "AH", "AS", "QS", "9C", "5H", "5D"];
  const s = () => table({ hands: [hand, ["3C"]], maxHand: 12, enemy: "KD", tavern: [] });

  it("one card", () => {
    const r = must(s(), 1, "PLAY 9C");
    expect(r.state.enemy!.played).toEqual(["9C"]);
    expect(r.state.hands[0]).not.toContain("9C");
  });

  it.each([
    ["PLAY 2H 2D", 4],
    ["PLAY 2H 2D 2C", 6],
    ["PLAY 2H 2D 2C 2S", 8],
    ["PLAY 5H 5D", 10],
  ])("combo %s is worth %i", (line, x) => {
    const r = must(s(), 1, line);
    expect(r.state.enemy!.damage).toBeGreaterThanOrEqual(x);
    expect(r.state.enemy!.played).toHaveLength(line.split(" ").length - 1);
  });

  it("refuses a combo over 10 with the sum", () => {
    expect(refused(s(), 1, "PLAY 6H 6D")).toBe("a combo must total 10 or less: 6+6=12");
  });

  it("refuses a combo of mixed ranks", () => {
    expect(refused(s(), 1, "PLAY 2H 9C")).toBe("a combo needs cards of one rank: 2♥ 9♣");
  });

  it("an Ace pairs with one other card, another Ace, or an enemy card", () => {
    expect(must(s(), 1, "PLAY AH 9C").state.enemy!.played).toEqual(["AH", "9C"]);
    expect(must(s(), 1, "PLAY AH AS").state.enemy!.played).toEqual(["AH", "AS"]);
    expect(must(s(), 1, "PLAY AS QS").state.enemy!.played).toEqual(["AS", "QS"]);
  });

  it("Aces never join combos", () => {
    expect(refused(s(), 1, "PLAY AH 2H 2D")).toBe("an Ace pairs with exactly one other card and never joins a combo: A♥ 2♥ 2♦ is 3 cards");
    expect(refused(s(), 1, "PLAY AH AS 2D")).toContain("never joins a combo");
  });

  it("a Jester is always alone", () => {
    const t = table({ hands: [["JESTER1", "AH", "5C"], ["3C"], ["4C"]] });
    expect(refused(t, 1, "PLAY JESTER AH")).toBe("a Jester is played alone");
    expect(refused(t, 1, "PLAY JESTER 5C")).toBe("a Jester is played alone");
  });

  it("refuses cards not held, or named twice", () => {
    expect(refused(s(), 1, "PLAY 7H")).toBe("you don't hold 7♥");
    expect(refused(s(), 1, "PLAY 2H 2H")).toBe("2♥ is named twice");
    expect(refused(s(), 1, "PLAY JESTER")).toBe("you don't hold a Jester");
  });

  it("only the player whose turn it is may act; an administrator must act AS a player", () => {
    expect(refused(s(), 2, "PLAY 3C")).toBe("it is not your turn: waiting for Ann");
    const r = E.apply(s(), { seat: null, admin: true }, { type: "yield" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(en(r.error)).toBe("an administrator must act AS one of the players");
    expect(refused(s(), 1, "DISCARD 9C")).toBe("there is no damage to suffer now: PLAY or YIELD");
    expect(refused(s(), 1, "NEXT Bob")).toBe("NEXT only follows a Jester");
  });
});

describe("yield", () => {
  it("goes straight to suffering damage", () => {
    const t = table({ hands: [["10H", "5C"], ["3C"]], enemy: "JS" });
    const r = must(t, 1, "YIELD");
    expect(r.state.phase).toBe("discard");
    expect(r.state.damageDue).toBe(10);
    expect(r.state.yielded).toEqual([true, false]);
  });

  it("is refused when every other player yielded on their last turn (2 players)", () => {
    const t = table({ hands: [["10H", "5C"], ["3C"]], yielded: [false, true] });
    expect(refused(t, 1, "YIELD")).toBe("you cannot yield: every other player yielded on their last turn");
  });

  it("with 3 players, is allowed while one other player played on their last turn", () => {
    const t = table({ hands: [["10H"], ["3C"], ["4C"]], yielded: [false, true, false] });
    expect(must(t, 1, "YIELD").state.yielded).toEqual([true, true, false]);
    const u = table({ hands: [["10H"], ["3C"], ["4C"]], yielded: [false, true, true] });
    expect(refused(u, 1, "YIELD")).toContain("cannot yield");
  });

  it("a player's own earlier yield does not count, and playing clears it", () => {
    const t = table({ hands: [["10H", "9H"], ["3C", "4C"]], yielded: [true, false], enemy: "JS" });
    const r = must(t, 1, "PLAY 9H");
    expect(r.state.yielded).toEqual([false, false]);
  });

  it("is forbidden in solo", () => {
    const t = table({ hands: [["10H"]] });
    expect(refused(t, 1, "YIELD")).toBe("you cannot yield in a solo game");
  });

  it("a player with an empty hand who may not yield loses at the start of the turn", () => {
    // Bob yielded last; Ann discards her last card and Bob... is fine; set up Ann to start with nothing.
    const t = table({ hands: [["10H"], []], yielded: [false, true], enemy: "JS", damage: 0 });
    // Ann plays her last card; JS attacks for 10; she has nothing left to discard: immediate loss.
    const r = must(t, 1, "PLAY 10H");
    expect(r.state.result?.won).toBe(false);
    expect(en(r.state.result?.reason)).toBe("Ann cannot cover 10 damage with a hand worth 0");
    // Ann discards, Bob's turn: Bob has no cards and Ann did not yield: Bob must yield (allowed).
    const u = table({ hands: [["10H", "QC"], []], enemy: "JS", yielded: [false, false] });
    const v = must(must(u, 1, "PLAY 10H").state, 1, "DISCARD QC");
    expect(v.state.phase).toBe("play");
    expect(en(E.pending(v.state)[0].what)).toBe("your turn: your hand is empty, YIELD");
    // Ann yielded, Bob has no cards: he can neither play nor yield.
    const w = table({ hands: [["QC"], []], enemy: "JS", yielded: [false, false] });
    const x = must(must(w, 1, "YIELD").state, 1, "DISCARD QC");
    expect(x.state.phase).toBe("over");
    expect(en(E.outcome(x.state).summary)).toBe("The players lost after defeating 0 of 12 enemies: Bob has no card to play and may not yield");
  });
});
