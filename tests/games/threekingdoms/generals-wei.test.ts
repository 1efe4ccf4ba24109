// Wei generals, each skill tested from its text (docs/rules/three-kingdoms.md, FreeKill's texts).
import { describe, expect, it } from "vitest";
import { act, askAll, asked, discardCodes, hand, hp, scenario, type Scenario } from "./helpers-skills.ts";

describe("Wei", () => {
  it("Cao Cao, Jianxiong: after taking damage he takes the Slash that caused it", () => {
    const s = scenario({ n: 4, current: 2, hands: { 2: ["SLASH-7S"] }, generals: { 1: "CAOCAO" } });
    const st = act(s, 2, "PLAY SLASH-7S -> Ann");
    expect(hp(st.s, 1)).toBe(3);
    expect(hand(st.s, 1)).toContain("SLASH-7S");
    expect(st.pub).toContain("Jianxiong: Ann takes SLASH-7S.");
    expect(discardCodes(st.s)).not.toContain("SLASH-7S");
  });

  it("Sima Yi, Fankui: after damage he takes a card from the source", () => {
    const s = scenario({
      n: 4,
      current: 2,
      hands: { 2: ["SLASH-7S", "PEACH-3H"] },
      equip: { 2: ["DILU-5C"] },
      generals: { 1: "SIMAYI" },
    });
    let st = act(s, 2, "PLAY SLASH-7S -> Ann");
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "choose", options: ["DILU-5C", "HAND"] });
    st = act(st.s, 1, "CHOOSE DILU-5C");
    expect(hand(st.s, 1)).toContain("DILU-5C");
  });

  it("Xiahou Dun, Ganglie: judgement not a heart: the source discards two hand cards or takes 1 damage", () => {
    const base = {
      n: 4,
      current: 2,
      deck: ["SLASH-8S"],
      hands: { 2: ["SLASH-7S", "PEACH-3H", "DODGE-2H"] },
      generals: { 1: "XIAHOUDUN" },
    } satisfies Scenario;
    let st = act(scenario(base), 2, "PLAY SLASH-7S -> Ann");
    expect(st.pub.join("\n")).toMatch(/Judgement for Ann's Ganglie: SLASH-8S/);
    expect(st.s.ask).toMatchObject({ seat: 2, kind: "cards", count: 2 });
    const took = act(st.s, 2, "PASS");
    expect(hp(took.s, 2)).toBe(3);
    st = act(st.s, 2, "DISCARD PEACH-3H DODGE-2H");
    expect(hp(st.s, 2)).toBe(4);
    expect(hand(st.s, 2)).toEqual([]);
    // a heart spares the source
    const h = act(scenario({ ...base, deck: ["PEACH-4H"] }), 2, "PLAY SLASH-7S -> Ann");
    expect(h.pub).toContain("Ganglie: a heart, Bob is spared.");
  });

  it("Zhang Liao, Tuxi: instead of drawing, takes a hand card from up to two players", () => {
    const s = scenario({ n: 4, phase: "draw", hands: { 2: ["PEACH-3H"], 3: ["DODGE-2H"] }, generals: { 1: "ZHANGLIAO" } });
    expect(s.ask).toMatchObject({ seat: 1, kind: "choose" });
    expect(s.ask!.options).toContain("BOB CAT");
    const st = act(s, 1, "CHOOSE BOB CAT");
    expect(hand(st.s, 1).sort()).toEqual(["DODGE-2H", "PEACH-3H"]);
    expect(st.pub.join("\n")).not.toMatch(/PEACH-3H|DODGE-2H/);
  });

  it("Xu Chu, Luoyi: draws one fewer; his Slash then deals 2", () => {
    const s = scenario({ n: 4, phase: "draw", hands: { 1: ["SLASH-7S"] }, generals: { 1: "XUCHU" } });
    let st = act(s, 1, "CHOOSE LUOYI");
    expect(hand(st.s, 1)).toHaveLength(2);
    st = act(st.s, 1, "PLAY SLASH-7S -> Bob");
    expect(hp(st.s, 2)).toBe(2);
  });

  it("Guo Jia, Tiandu keeps his judgement card; Yiji draws two per damage and may give them", () => {
    const s = scenario({
      n: 4,
      current: 2,
      deck: ["DODGE-2D", "PEACH-3H"],
      hands: { 2: ["SLASH-7S"] },
      generals: { 1: "GUOJIA" },
    });
    let st = act(s, 2, "PLAY SLASH-7S -> Ann");
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "choose" });
    st = act(st.s, 1, "CHOOSE CAT");
    expect(hand(st.s, 3).sort()).toEqual(["DODGE-2D", "PEACH-3H"]);
    const j = scenario({ n: 4, phase: "judge", judge: { 1: ["INDULGENCE-6S"] }, deck: ["PEACH-3H"], generals: { 1: "GUOJIA" } });
    expect(hand(j, 1)).toContain("PEACH-3H");
  });

  it("Zhen Ji, Luoshen keeps black judgements until a red one; Qingguo plays a black card as a Dodge", () => {
    const s = scenario({ n: 4, phase: "start", deck: ["SLASH-7S", "DUEL-AC", "PEACH-3H"], generals: { 1: "ZHENJI" } });
    expect(hand(s, 1).slice(0, 2)).toEqual(["SLASH-7S", "DUEL-AC"]);
    expect(discardCodes(s)).toContain("PEACH-3H");
    const q = scenario({ n: 4, current: 2, hands: { 2: ["SLASH-7S"], 1: ["DUEL-AC"] }, generals: { 1: "ZHENJI" } });
    const st = act(act(q, 2, "PLAY SLASH-7S -> Ann").s, 1, "RESPOND DUEL-AC");
    expect(hp(st.s, 1)).toBe(3);
    expect(asked(st.s)).toBe(2);
  });
});

describe("Cao Cao, Hujia (Lord skill)", () => {
  it("the other Wei characters are asked in turn order to dodge a Slash for the Lord", () =>
    askAll(() => {
      const s = scenario({
        n: 4,
        current: 2,
        hands: { 2: ["SLASH-7S"], 4: ["DODGE-2H"] },
        generals: { 1: "CAOCAO", 3: "SIMAYI", 4: "ZHENJI" },
      });
      let st = act(s, 2, "PLAY SLASH-7S -> Ann");
      expect(st.s.ask).toMatchObject({ seat: 3, kind: "respond" }); // Cat (Wei) first, holding nothing
      st = act(st.s, 3, "PASS");
      expect(st.s.ask).toMatchObject({ seat: 4, kind: "respond" });
      st = act(st.s, 4, "RESPOND DODGE-2H");
      expect(st.pub).toContain("Hujia: Dan dodges for Ann.");
      expect(hp(st.s, 1)).toBe(4);
      // not the Lord: no Hujia
      const n = scenario({
        n: 4,
        current: 2,
        roles: ["loyalist", "rebel", "lord", "traitor"],
        hands: { 2: ["SLASH-7S"], 4: ["DODGE-2H"] },
        generals: { 1: "CAOCAO", 4: "ZHENJI" },
      });
      expect(act(n, 2, "PLAY SLASH-7S -> Ann").s.ask?.seat).toBe(1);
    }));
});
