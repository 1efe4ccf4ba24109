import { describe, expect, it } from "vitest";
import { act, asked, discardCodes, hand, hp, judgeCodes, refuse, scenario } from "./helpers-skills.ts";

describe("judgement phase and delayed tricks", () => {
  it("Lightning strikes on ♠2–9 for 3 damage", () => {
    for (const j of ["YIN-YANG-2S", "SLASH-9S"]) {
      const s = scenario({ n: 5, current: 2, phase: "start", judge: { 2: ["LIGHTNING-AS"] }, deck: [j], hp: { 2: 4 } });
      expect(hp(s, 2)).toBe(1);
      expect(discardCodes(s)).toContain("LIGHTNING-AS");
    }
  });

  it("otherwise Lightning moves on to the next player (♠A, ♠10 or another suit)", () => {
    for (const j of ["DUEL-AS", "SLASH-10S", "SLASH-7C"]) {
      const s = scenario({ n: 5, current: 2, phase: "start", judge: { 2: ["LIGHTNING-AS"] }, deck: [j] });
      expect(hp(s, 2)).toBe(4);
      expect(judgeCodes(s, 2)).toEqual([]);
      expect(judgeCodes(s, 3)).toEqual(["LIGHTNING-AS"]);
    }
  });

  it("Lightning skips a player who already has one", () => {
    const s = scenario({
      n: 4,
      current: 2,
      phase: "start",
      judge: { 2: ["LIGHTNING-AS"], 3: ["LIGHTNING-QH"] },
      deck: ["PEACH-3H"],
    });
    expect(judgeCodes(s, 4)).toEqual(["LIGHTNING-AS"]);
  });

  it("Lightning is placed only in front of yourself, one at a time", () => {
    let s = scenario({ n: 4, hands: { 1: ["LIGHTNING-AS", "LIGHTNING-QH"] } });
    expect(refuse(s, 1, "PLAY LIGHTNING-AS -> Bob")).toMatch(/takes no target/);
    s = act(s, 1, "PLAY LIGHTNING-AS").s;
    expect(judgeCodes(s, 1)).toEqual(["LIGHTNING-AS"]);
    expect(refuse(s, 1, "PLAY LIGHTNING-QH")).toMatch(/already have a Lightning/);
  });

  it("Indulgence: a judgement that is not a heart skips the Play phase", () => {
    const skipped = scenario({
      n: 4,
      current: 2,
      phase: "start",
      judge: { 2: ["INDULGENCE-6S"] },
      deck: ["SLASH-7S"],
      hp: { 2: 1 },
    });
    expect(skipped.turn.skipPlay).toBe(true);
    expect(skipped.ask).toMatchObject({ seat: 2, kind: "discard" }); // straight to discarding (2 drawn, HP 1)
    const escaped = scenario({ n: 4, current: 2, phase: "start", judge: { 2: ["INDULGENCE-6S"] }, deck: ["PEACH-3H"] });
    expect(escaped.ask).toMatchObject({ seat: 2, kind: "play" });
  });

  it("Indulgence goes in front of another player, never two of them", () => {
    let s = scenario({ n: 4, hands: { 1: ["INDULGENCE-6S", "INDULGENCE-6C"] } });
    expect(refuse(s, 1, "PLAY INDULGENCE-6S -> Ann")).toMatch(/another player/);
    s = act(s, 1, "PLAY INDULGENCE-6S -> Cat").s;
    expect(judgeCodes(s, 3)).toEqual(["INDULGENCE-6S"]);
    expect(refuse(s, 1, "PLAY INDULGENCE-6C -> Cat")).toMatch(/already has/);
  });

  it("delayed tricks are judged most recently placed first", () => {
    const s = scenario({
      n: 4,
      current: 2,
      phase: "start",
      judge: { 2: ["LIGHTNING-AS", "INDULGENCE-6S"] },
      deck: ["PEACH-3H", "SLASH-7S"],
    });
    // Indulgence (placed last) is judged on PEACH-3H (escaped); Lightning on SLASH-7S strikes
    expect(s.turn.skipPlay).toBe(false);
    expect(hp(s, 2)).toBe(1);
  });

  it("Supply Shortage (Maneuvering): distance 1; a judgement that is not a club skips the Draw phase", () => {
    const s = scenario({ n: 5, maneuvering: true, hands: { 1: ["SHORTAGE-10S", "SHORTAGE-4C"] } });
    expect(refuse(s, 1, "PLAY SHORTAGE-10S -> Cat")).toMatch(/distance 1/);
    expect(act(s, 1, "PLAY SHORTAGE-10S -> Bob").pub).toContain("Ann places SHORTAGE-10S in front of Bob.");
    const skipped = scenario({
      n: 5,
      maneuvering: true,
      current: 2,
      phase: "start",
      judge: { 2: ["SHORTAGE-10S"] },
      hands: { 2: ["PEACH-3H"] },
      deck: ["PEACH-4H"],
    });
    expect(hand(skipped, 2)).toEqual(["PEACH-3H"]);
    const escaped = scenario({
      n: 5,
      maneuvering: true,
      current: 2,
      phase: "start",
      judge: { 2: ["SHORTAGE-10S"] },
      deck: ["SLASH-7C", "DODGE-2D", "DODGE-3D"],
    });
    expect(hand(escaped, 2)).toEqual(["DODGE-2D", "DODGE-3D"]);
  });
});

describe("Wine (Maneuvering)", () => {
  it("adds 1 damage to the next Slash, once per turn", () => {
    let s = scenario({ n: 5, maneuvering: true, hands: { 1: ["WINE-3S", "WINE-9S", "SLASH-7S"] } });
    s = act(s, 1, "PLAY WINE-3S").s;
    expect(refuse(s, 1, "PLAY WINE-9S")).toMatch(/one Wine per turn/);
    const st = act(s, 1, "PLAY SLASH-7S -> Bob");
    expect(st.pub).toContain("Bob takes 2 damage from Ann (Slash with Wine): HP 2/4.");
  });

  it("saves oneself when dying", () => {
    const s = scenario({ n: 5, maneuvering: true, hp: { 2: 1 }, hands: { 1: ["SLASH-7S"], 2: ["WINE-3S"] } });
    let st = act(s, 1, "PLAY SLASH-7S -> Bob");
    expect(asked(st.s)).toBe(2); // Bob has no Dodge; dying, he may drink
    st = act(st.s, 2, "RESPOND WINE-3S");
    expect(hp(st.s, 2)).toBe(1);
    expect(st.pub).toContain("Bob is saved.");
  });
});
