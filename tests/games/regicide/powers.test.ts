// Step 2–3: suit powers, immunity, the Jester and its spade corner cases.
import { describe, expect, it } from "vitest";
import { E, en, must, refused, table, text as show } from "./helpers.ts";

describe("hearts", () => {
  it("puts X cards of the shuffled discard pile under the Tavern", () => {
    const discard = ["2C", "3C", "4C", "5C", "6C", "7C", "8C"];
    const t = table({ hands: [["5H", "KC"], ["3D"]], enemy: "QS", tavern: ["9D"], discard });
    const r = must(t, 1, "PLAY 5H");
    expect(r.state.tavern).toHaveLength(6);
    expect(r.state.tavern[0]).toBe("9D"); // under the Tavern: the top is unchanged
    expect(r.state.discard).toHaveLength(2);
    expect(new Set([...r.state.tavern.slice(1), ...r.state.discard])).toEqual(new Set(discard));
  });

  it("takes the whole pile when it holds fewer than X", () => {
    const t = table({ hands: [["9H", "KC"], ["3D"]], enemy: "QS", discard: ["2C", "3C"] });
    const r = must(t, 1, "PLAY 9H");
    expect(r.state.discard).toEqual([]);
    expect(r.state.tavern.sort()).toEqual(["2C", "3C"]);
  });

  it("a ♥ enemy ignores hearts, but the value still hits", () => {
    const t = table({ hands: [["9H", "KC"], ["3D"]], enemy: "JH", discard: ["2C", "3C"] });
    const r = must(t, 1, "PLAY 9H");
    expect(r.state.discard).toEqual(["2C", "3C"]);
    expect(r.state.tavern).toEqual([]);
    expect(r.state.enemy!.damage).toBe(9);
  });
});

describe("diamonds", () => {
  it("the current player draws first, then the others in turn order", () => {
    const t = table({ hands: [["4D", "KC"], ["2C"], ["3C"]], enemy: "QS", tavern: ["5S", "6S", "7S", "8S", "9S"] });
    const r = must(t, 1, "PLAY 4D");
    expect(r.state.hands[0]).toEqual(["KC", "5S", "8S"]);
    expect(r.state.hands[1]).toEqual(["2C", "6S"]);
    expect(r.state.hands[2]).toEqual(["3C", "7S"]);
    expect(r.state.tavern).toEqual(["9S"]);
    // Each player is told privately what they drew, and every changed hand is re-sent.
    expect(r.events.filter((e) => e.to === 2).map((e) => en(e.msg))).toEqual(["You drew: 6♠"]);
    expect(r.privateUpdates).toEqual([1, 2, 3]);
  });

  it("skips full hands and never exceeds the maximum", () => {
    const t = table({ hands: [["9D", "KC"], ["2C", "3C", "4C"], ["5C"]], maxHand: 3, enemy: "QS", tavern: ["2S", "3S", "4S", "5S", "6S", "7S"] });
    const r = must(t, 1, "PLAY 9D");
    expect(r.state.hands.map((h) => h.length)).toEqual([3, 3, 3]);
    // Ann, (Bob full), Cid, Ann, (Bob full), Cid: 4 of 9 drawn, then every hand is full.
    expect(r.state.tavern).toEqual(["6S", "7S"]);
  });

  it("stops when the Tavern is empty", () => {
    const t = table({ hands: [["9D", "KC"], ["2C"]], enemy: "QS", tavern: ["2S"] });
    const r = must(t, 1, "PLAY 9D");
    expect(r.state.hands[0]).toEqual(["KC", "2S"]);
    expect(r.state.hands[1]).toEqual(["2C"]);
  });

  it("a ♦ enemy ignores diamonds", () => {
    const t = table({ hands: [["9D", "KC"], ["2C"]], enemy: "QD", tavern: ["2S"] });
    expect(must(t, 1, "PLAY 9D").state.tavern).toEqual(["2S"]);
  });

  it("hearts resolve before diamonds: healed cards can be drawn at once", () => {
    // The Tavern is empty; 5♥ 5♦ first heals 10 from the discard pile, then draws from it.
    const discard = ["2C", "3C", "4C"];
    const t = table({ hands: [["5H", "5D", "KC"], ["7C"]], enemy: "QS", tavern: [], discard });
    const r = must(t, 1, "PLAY 5H 5D");
    expect(r.state.discard).toEqual([]);
    expect(r.state.tavern).toEqual([]);
    expect(r.state.hands[0].slice(1).concat(r.state.hands[1].slice(1)).sort()).toEqual(discard.slice().sort());
  });

  it("worked example: 8♦ with the Ace of clubs: X = 9, 9 cards drawn, 18 damage", () => {
    const tavern = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "2H"];
    const t = table({ hands: [["8D", "AC"], [], [], []], maxHand: 5, enemy: "KS", tavern });
    const r = must(t, 1, "PLAY 8D AC");
    expect(r.state.enemy!.damage).toBe(18);
    expect(r.state.tavern).toEqual(["2H"]);
    expect(r.state.hands.flat()).toHaveLength(9);
  });
});

describe("clubs and spades", () => {
  it("clubs double the damage", () => {
    const t = table({ hands: [["8C", "KC"], ["2C"]], enemy: "QS" });
    expect(must(t, 1, "PLAY 8C").state.enemy!.damage).toBe(16);
  });

  it("a ♣ enemy ignores clubs", () => {
    const t = table({ hands: [["8C", "KS"], ["2C"]], enemy: "QC" });
    expect(must(t, 1, "PLAY 8C").state.enemy!.damage).toBe(8);
  });

  it("each suit of a play applies once with the whole value (Ace + club)", () => {
    const t = table({ hands: [["AC", "9C", "KS"], ["2C"]], enemy: "QS" });
    expect(must(t, 1, "PLAY AC 9C").state.enemy!.damage).toBe(20);
  });

  it("spades shield the attack, and stack across plays and players until the enemy dies", () => {
    const t = table({ hands: [["4S", "KH", "10C"], ["3S", "KD"]], enemy: "KC", damage: 20, castle: ["KH"] });
    let r = must(t, 1, "PLAY 4S");
    expect(r.state.damageDue).toBe(16);
    r = must(r.state, 1, "DISCARD KH");
    r = must(r.state, 2, "PLAY 3S");
    expect(r.state.enemy!.spades).toBe(7);
    expect(r.state.damageDue).toBe(13);
    r = must(r.state, 2, "DISCARD KD");
    // Ann kills it (20+4+3 = 27, +10 = 37 < 40): not yet; shield still 7 against the next attack.
    r = must(r.state, 1, "PLAY 10C"); // clubs are immune against ♣: 10 → 37
    expect(r.state.enemy!.damage).toBe(37);
    expect(r.state.damageDue).toBe(13);
  });

  it("the shield is lost with the enemy: the next enemy starts at 0", () => {
    const t = table({ hands: [["10S", "9C"], ["2C"]], enemy: "JH", damage: 15, spades: 8, castle: ["QD"] });
    const r = must(t, 1, "PLAY 10S");
    expect(r.state.enemy!.card).toBe("QD");
    expect(r.state.enemy!.spades).toBe(0);
    expect(E.view(r.state, "public")).toMatchObject({ enemy: { shield: 0 } });
  });

  it("a shield larger than the attack means no damage: the turn passes", () => {
    const t = table({ hands: [["10S", "9C"], ["2C"]], enemy: "JH", spades: 5 });
    const r = must(t, 1, "PLAY 10S");
    expect(r.state.phase).toBe("play");
    expect(r.state.turn).toBe(1);
    expect(en(r.state.last)).toContain("attacks for 0");
  });

  it("a ♠ enemy ignores spades", () => {
    const t = table({ hands: [["9S", "KC", "KD"], ["2C"]], enemy: "QS" });
    const r = must(t, 1, "PLAY 9S");
    expect(r.state.damageDue).toBe(15);
  });
});

describe("the Jester", () => {
  const three = (enemy: string, extra: Partial<Parameters<typeof table>[0]> = {}) =>
    table({ hands: [["JESTER1", "8S", "8C", "5H"], ["7S", "QH"], ["9C", "KH"]], enemy, ...extra });

  it("skips the attack and lets its player choose who goes next, themselves included", () => {
    const r = must(three("JC"), 1, "PLAY JESTER");
    expect(r.state.phase).toBe("jester");
    expect(r.state.enemy!.damage).toBe(0);
    expect(r.state.enemy!.played).toEqual(["JESTER1"]);
    expect(E.pending(r.state)[0]).toMatchObject({ seat: 1 });
    expect(en(E.pending(r.state)[0].what)).toBe("you played a Jester: choose who goes next with NEXT <player>");
    expect(refused(r.state, 1, "PLAY 8S")).toBe("you must name who goes next: NEXT <player>");
    expect(refused(r.state, 2, "NEXT Bob")).toBe("it is not your turn: waiting for Ann");
    expect(refused(r.state, 1, "NEXT Zed")).toBe('no player called "Zed"');
    const byName = must(r.state, 1, "NEXT cid");
    expect(byName.state.turn).toBe(2);
    expect(byName.state.phase).toBe("play");
    const self = must(r.state, 1, "NEXT 1");
    expect(self.state.turn).toBe(0);
  });

  it("cancels immunity for the rest of that enemy's life only", () => {
    let r = must(three("JC", { damage: 12, castle: ["QC"] }), 1, "PLAY JESTER");
    r = must(r.state, 1, "NEXT Ann");
    r = must(r.state, 1, "PLAY 8C"); // 16 doubled now: 28 ≥ 20, defeated
    expect(r.state.enemy!.card).toBe("QC");
    expect(r.state.enemy!.jester).toBe(false);
    r = must(r.state, 1, "PLAY 5H");
    expect(E.view(r.state, "public")).toMatchObject({ enemy: { immuneTo: "C", damage: 5 } });
  });

  it("against a ♠ enemy, spades played before the Jester start to shield from then on", () => {
    const t = table({ hands: [["8S", "KD"], ["7S", "QH", "2D"], ["JESTER2", "9C"]], enemy: "QS", castle: ["KS"] });
    let r = must(t, 1, "PLAY 8S"); // immune: no shield
    expect(r.state.damageDue).toBe(15);
    r = must(r.state, 1, "DISCARD KD");
    r = must(r.state, 2, "PLAY 7S"); // still immune
    expect(r.state.damageDue).toBe(15);
    r = must(r.state, 2, "DISCARD QH");
    r = must(r.state, 3, "PLAY JESTER");
    expect(en(r.state.last)).toContain("spades already played now shield 15");
    r = must(r.state, 3, "NEXT Bob");
    r = must(r.state, 2, "PLAY 2D"); // 15 − 15 = 0: no damage, Cid's turn
    expect(r.state.enemy!.damage).toBe(17);
    expect(r.state.phase).toBe("play");
    expect(r.state.turn).toBe(2);
  });

  it("the ♠ shield after a Jester reduces the next attack by all spades so far", () => {
    const t = table({ hands: [["JESTER1", "2C"], ["4D", "KD"], ["9C"]], enemy: "QS", spades: 12, castle: ["KS"] });
    let r = must(t, 1, "PLAY JESTER");
    r = must(r.state, 1, "NEXT Bob");
    r = must(r.state, 2, "PLAY 4D");
    expect(r.state.damageDue).toBe(3); // 15 − 12
    expect(E.view(r.state, "public")).toMatchObject({ enemy: { shield: 12, immuneTo: null } });
  });

  it("earlier clubs against a ♣ enemy are not doubled retroactively", () => {
    const t = table({ hands: [["8C", "KD"], ["JESTER1", "2H"], ["9C"]], enemy: "QC" });
    let r = must(t, 1, "PLAY 8C");
    expect(r.state.enemy!.damage).toBe(8);
    r = must(r.state, 1, "DISCARD KD");
    r = must(r.state, 2, "PLAY JESTER");
    expect(r.state.enemy!.damage).toBe(8);
    r = must(r.state, 2, "NEXT Cid");
    r = must(r.state, 3, "PLAY 9C");
    expect(r.state.enemy!.damage).toBe(8 + 18);
  });

  it("the view shows spades waiting for a Jester against a ♠ enemy", () => {
    const t = table({ hands: [["2C"], ["3C"]], enemy: "JS", spades: 6 });
    expect(E.view(t, "public")).toMatchObject({ enemy: { shield: 0, spadesWaiting: 6, immuneTo: "S" } });
    expect(show(E.view(t, "public"))).toContain("spades played: 6, they shield once a Jester is played");
  });
});
