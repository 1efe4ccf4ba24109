// Wu generals, each skill tested from its text (docs/rules/three-kingdoms.md, FreeKill's texts).
import { describe, expect, it } from "vitest";
import { act, asked, discardCodes, E, hand, hp, refuse, renderEn, scenario } from "./helpers-skills.ts";

describe("Wu", () => {
  it("Sun Quan, Zhiheng: once per Play phase discard any cards and draw as many; Jiuyuan: a Wu Peach heals 2", () => {
    const s = scenario({
      n: 4,
      hands: { 1: ["SLASH-7S", "DODGE-2H"] },
      equip: { 1: ["DILU-5C"] },
      deck: ["PEACH-3H", "PEACH-4H", "PEACH-6H"],
      generals: { 1: "SUNQUAN" },
    });
    const st = act(s, 1, "SKILL ZHIHENG SLASH-7S DILU-5C");
    expect(hand(st.s, 1).sort()).toEqual(["DODGE-2H", "PEACH-3H", "PEACH-4H"]);
    expect(refuse(st.s, 1, "SKILL ZHIHENG DODGE-2H")).toMatch(/once per Play phase/);
    const d = scenario({
      n: 4,
      current: 2,
      hands: { 2: ["SLASH-7S"], 3: ["PEACH-3H"] },
      hp: { 1: 1 },
      generals: { 1: "SUNQUAN", 3: "GANNING" },
    });
    const dd = act(d, 2, "PLAY SLASH-7S -> Ann");
    expect(asked(dd.s)).toBe(3); // the others, without a Peach, pass
    expect(hp(act(dd.s, 3, "RESPOND PEACH-3H").s, 1)).toBe(2);
  });

  it("Gan Ning, Qixi: a black card as a Dismantle", () => {
    const s = scenario({ n: 4, hands: { 1: ["SLASH-7S"] }, equip: { 2: ["DILU-5C"] }, generals: { 1: "GANNING" } });
    const st = act(s, 1, "PLAY SLASH-7S AS DISMANTLE -> Bob");
    expect(discardCodes(st.s)).toContain("DILU-5C");
  });

  it("Lü Meng, Keji: without a Slash this turn he skips the Discard phase", () => {
    const s = scenario({
      n: 4,
      hands: { 1: ["DODGE-2H", "DODGE-3D", "DODGE-4D", "DODGE-5D", "DODGE-6D", "DODGE-7D"] },
      generals: { 1: "LVMENG" },
    });
    const st = act(s, 1, "DONE");
    expect(st.pub).toContain("Ann skips the Discard phase (Keji).");
    expect(hand(st.s, 1)).toHaveLength(6);
    const t = scenario({
      n: 4,
      hands: { 1: ["SLASH-7S", "DODGE-3D", "DODGE-4D", "DODGE-5D", "DODGE-6D", "DODGE-7D"] },
      generals: { 1: "LVMENG" },
    });
    expect(act(act(t, 1, "PLAY SLASH-7S -> Bob").s, 1, "DONE").s.ask).toMatchObject({ seat: 1, kind: "discard" });
  });

  it("Huang Gai, Kurou: lose 1 HP and draw two, any number of times", () => {
    const s = scenario({ n: 4, generals: { 2: "HUANGGAI" }, current: 2 });
    const st = act(act(s, 2, "SKILL KUROU").s, 2, "SKILL KUROU");
    expect(hp(st.s, 2)).toBe(2);
    expect(hand(st.s, 2)).toHaveLength(4);
  });

  it("Zhou Yu, Yingzi draws 3; Fanjian: a wrong suit costs the target 1 HP", () => {
    const s = scenario({ n: 4, phase: "draw", generals: { 1: "ZHOUYU" } });
    expect(hand(s, 1)).toHaveLength(3);
    const f = scenario({ n: 4, hands: { 1: ["SLASH-7S"] }, generals: { 1: "ZHOUYU" } });
    let st = act(f, 1, "SKILL FANJIAN -> Bob");
    expect(st.s.ask).toMatchObject({ seat: 2, kind: "choose" });
    st = act(st.s, 2, "CHOOSE HEARTS");
    expect(hand(st.s, 2)).toEqual(["SLASH-7S"]);
    expect(hp(st.s, 2)).toBe(3);
  });

  it("Da Qiao, Guose: a diamond as Indulgence; it is judged as one", () => {
    const s = scenario({ n: 4, hands: { 1: ["DODGE-2D"] }, deck: ["SLASH-7S"], generals: { 1: "DAQIAO" } });
    let st = act(s, 1, "PLAY DODGE-2D AS INDULGENCE -> Bob");
    expect(renderEn(E.view(st.s, "public"))).toContain("judgement: DODGE-2D (as Indulgence)");
    st = act(st.s, 1, "DONE");
    const said = [...st.pub];
    for (let i = 0; i < 20 && st.s.turn.seat !== 3; i++) {
      const a = st.s.ask!;
      st = act(
        st.s,
        a.seat,
        a.kind === "discard" ? `DISCARD ${hand(st.s, a.seat).slice(0, a.count).join(" ")}` : a.kind === "play" ? "DONE" : "PASS",
      );
      said.push(...st.pub);
    }
    expect(said.join("\n")).toMatch(/Bob's Indulgence \(DODGE-2D\) is judged[\s\S]*Not a heart: Bob will skip the Play phase/);
    expect(said).toContain("Bob skips the Play phase (Indulgence).");
  });

  it("Lu Xun, Qianxun: no Snatch or Indulgence on him; Lianying: draws when his hand empties", () => {
    const s = scenario({ n: 4, hands: { 1: ["SNATCH-3S", "INDULGENCE-6S"], 2: ["PEACH-3H"] }, generals: { 2: "LUXUN" } });
    expect(refuse(s, 1, "PLAY SNATCH-3S -> Bob")).toMatch(/cannot be targeted/);
    expect(refuse(s, 1, "PLAY INDULGENCE-6S -> Bob")).toMatch(/cannot be targeted/);
    const l = scenario({
      n: 4,
      current: 2,
      hands: { 2: ["PEACH-3H"] },
      hp: { 2: 2 },
      deck: ["DODGE-2H"],
      generals: { 2: "LUXUN" },
    });
    expect(hand(act(l, 2, "PLAY PEACH-3H").s, 2)).toEqual(["DODGE-2H"]);
  });

  it("Sun Shangxiang, Jieyin heals her and a wounded man; Xiaoji draws 2 on losing equipment", () => {
    const s = scenario({
      n: 4,
      hands: { 1: ["SLASH-7S", "DODGE-2H", "DILU-5C"] },
      equip: { 1: ["JUEYING-5S"] },
      hp: { 1: 2, 2: 2 },
      generals: { 1: "SUNSHANGXIANG", 2: "LVBU" },
    });
    let st = act(s, 1, "SKILL JIEYIN SLASH-7S DODGE-2H -> Bob");
    expect([hp(st.s, 1), hp(st.s, 2)]).toEqual([3, 3]);
    st = act(st.s, 1, "PLAY DILU-5C");
    expect(hand(st.s, 1)).toHaveLength(2);
  });
});
