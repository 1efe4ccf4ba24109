// Sima Yi's Guicai, from its text: "before any player's judgement card takes effect, you may play a hand
// card to replace it." Every judgement goes through one stage (cards/judge.ts), so it works on delayed tricks,
// Eight Diagrams, Tieqi, Ganglie and Luoshen alike, and Tiandu takes the card that finally took effect.
import { describe, expect, it } from "vitest";
import { act, discardCodes, en, hand, hp, judgeCodes, refuse, scenario } from "./helpers-skills.ts";

describe("Sima Yi, Guicai", () => {
  it("replaces a Lightning judgement: a strike becomes a miss, and a miss a strike", () => {
    const miss = scenario({
      n: 4,
      current: 2,
      phase: "judge",
      judge: { 2: ["LIGHTNING-AS"] },
      deck: ["SLASH-8S"],
      hands: { 1: ["PEACH-3H"] },
      generals: { 1: "SIMAYI" },
    });
    expect(miss.ask).toMatchObject({ seat: 1, kind: "cards", count: 1, canPass: true });
    expect(en(miss.ask!.what)).toMatch(/judgement for Bob's Lightning is SLASH-8S/);
    expect(en(miss.ask!.publicWhat)).toBe("Ann to use Guicai or not");
    const st = act(miss, 1, "DISCARD PEACH-3H");
    expect(st.pub).toContain("Guicai: Ann replaces the judgement card SLASH-8S with PEACH-3H (3♥).");
    expect(hp(st.s, 2)).toBe(4);
    expect(judgeCodes(st.s, 3)).toEqual(["LIGHTNING-AS"]); // moved on
    expect(discardCodes(st.s)).toEqual(["SLASH-8S", "PEACH-3H"]);
    expect(hand(st.s, 1)).toEqual([]);

    const strike = scenario({
      n: 4,
      current: 2,
      phase: "judge",
      judge: { 2: ["LIGHTNING-AS"] },
      deck: ["PEACH-3H"],
      hands: { 1: ["SLASH-8S"] },
      generals: { 1: "SIMAYI" },
    });
    const hit = act(strike, 1, "DISCARD SLASH-8S");
    expect(hit.pub).toContain("Lightning strikes Bob!");
    expect(hp(hit.s, 2)).toBe(1);
  });

  it("replaces his own Indulgence judgement; PASS lets the first card take effect", () => {
    const base = {
      n: 4,
      phase: "judge" as const,
      judge: { 1: ["INDULGENCE-6S"] },
      deck: ["DODGE-2D", "SLASH-7S", "SLASH-8S"],
      hands: { 1: ["PEACH-3H", "DUEL-AS"] },
      generals: { 1: "SIMAYI" },
    };
    const s = scenario(base);
    expect(s.ask).toMatchObject({ seat: 1, kind: "cards" });
    const swapped = act(s, 1, "DISCARD PEACH-3H");
    expect(swapped.pub).toContain("Ann escapes the Indulgence.");
    expect(swapped.s.turn.skipPlay).toBe(false);
    const kept = act(s, 1, "PASS");
    expect(kept.pub).toContain("Not a heart: Ann will skip the Play phase.");
    // only a hand card he holds (not one of the deck, not an equipment card)
    expect(refuse(s, 1, "DISCARD SLASH-7S")).toMatch(/no card/);
  });

  it("is not asked without hand cards, nor with AUTO never-guicai (which answers at once, like PASS)", () => {
    const empty = scenario({
      n: 4,
      phase: "judge",
      judge: { 1: ["INDULGENCE-6S"] },
      deck: ["DODGE-2D"],
      generals: { 1: "SIMAYI" },
    });
    expect(empty.turn.seat).toBe(2); // no question: the Play phase was skipped, the turn moved on
    const auto = scenario({
      n: 4,
      phase: "judge",
      judge: { 1: ["INDULGENCE-6S"] },
      deck: ["DODGE-2D"],
      hands: { 1: ["PEACH-3H"] },
      auto: { 1: ["never-guicai"] },
      generals: { 1: "SIMAYI" },
    });
    expect(auto.turn.seat).toBe(2);
    expect(hand(auto, 1)).toContain("PEACH-3H");
  });

  it("with Zhen Ji's Luoshen: a red judgement replaced by a black card is kept and she judges again", () => {
    const s = scenario({
      n: 4,
      phase: "start",
      deck: ["PEACH-3H", "DODGE-2H"],
      hands: { 2: ["SLASH-7S"] },
      generals: { 1: "ZHENJI", 2: "SIMAYI" },
    });
    expect(s.ask).toMatchObject({ seat: 2, kind: "cards" });
    const st = act(s, 2, "DISCARD SLASH-7S");
    expect(st.pub).toContain("Luoshen: Ann keeps SLASH-7S.");
    expect(st.pub.join("\n")).toMatch(/Judgement for Ann's Luoshen: DODGE-2H/); // judged again; Bob has no card left
    expect(hand(st.s, 1)).toContain("SLASH-7S");
    expect(hand(st.s, 1)).not.toContain("DODGE-2H");
    expect(discardCodes(st.s).slice(0, 2)).toEqual(["PEACH-3H", "DODGE-2H"]);
  });

  it("with Guo Jia's Tiandu: Guo Jia takes the card that took effect (Sima Yi's), the flipped one is discarded", () => {
    const s = scenario({
      n: 4,
      current: 2,
      phase: "judge",
      judge: { 2: ["INDULGENCE-6S"] },
      deck: ["PEACH-3H"],
      hands: { 1: ["DUEL-AS"] },
      generals: { 1: "SIMAYI", 2: "GUOJIA" },
    });
    const st = act(s, 1, "DISCARD DUEL-AS");
    expect(st.pub).toContain("Not a heart: Bob will skip the Play phase.");
    expect(st.pub).toContain("Tiandu: Bob takes the judgement card DUEL-AS.");
    expect(hand(st.s, 2)).toContain("DUEL-AS");
    expect(discardCodes(st.s)).toContain("PEACH-3H");
  });

  it("works on Tieqi and Eight Diagrams judgements in a Slash", () => {
    // Ma Chao's red Tieqi judgement on Sima Yi: he replaces it with a black card, then may dodge
    const t = scenario({
      n: 4,
      current: 2,
      deck: ["PEACH-3H"],
      hands: { 2: ["SLASH-7S"], 1: ["DUEL-AS", "DODGE-2D"] },
      generals: { 1: "SIMAYI", 2: "MACHAO" },
    });
    let st = act(t, 2, "PLAY SLASH-7S -> Ann");
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "cards" });
    st = act(st.s, 1, "DISCARD DUEL-AS");
    expect(st.pub).toContain("Not red: the Slash may be dodged.");
    st = act(st.s, 1, "RESPOND DODGE-2D");
    expect(hp(st.s, 1)).toBe(3);
    // Eight Diagrams of Bob: a black judgement turned red counts as his Dodge
    const e = scenario({
      n: 4,
      hands: { 1: ["SLASH-7S", "PEACH-3H"] },
      equip: { 2: ["EIGHT-DIAGRAMS-2S"] },
      deck: ["DUEL-AS"],
      generals: { 1: "SIMAYI" },
    });
    st = act(e, 1, "PLAY SLASH-7S -> Bob");
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "cards" });
    st = act(st.s, 1, "DISCARD PEACH-3H");
    expect(st.pub).toContain("Red: it counts as a Dodge for Bob.");
    expect(hp(st.s, 2)).toBe(4);
  });

  it("works on Xiahou Dun's Ganglie judgement", () => {
    const s = scenario({
      n: 4,
      current: 2,
      deck: ["SLASH-8S"],
      hands: { 2: ["SLASH-7S", "PEACH-3H"] },
      generals: { 1: "XIAHOUDUN", 2: "SIMAYI" },
    });
    const st = act(s, 2, "PLAY SLASH-7S -> Ann");
    expect(st.s.ask).toMatchObject({ seat: 2, kind: "cards", count: 1 }); // Guicai first
    const spared = act(st.s, 2, "DISCARD PEACH-3H");
    expect(spared.pub).toContain("Ganglie: a heart, Bob is spared.");
    expect(hp(spared.s, 2)).toBe(3);
  });
});
