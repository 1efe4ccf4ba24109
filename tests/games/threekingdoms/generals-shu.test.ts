// Shu generals, each skill tested from its text (docs/rules/three-kingdoms.md, FreeKill's texts).
import { describe, expect, it } from "vitest";
import { act, E, en, hand, hp, id, refuse, renderEn, scenario } from "./helpers-skills.ts";

describe("Shu", () => {
  it("Liu Bei, Rende: gives hand cards away; the second card given this turn heals him 1", () => {
    const s = scenario({ n: 4, hands: { 1: ["SLASH-7S", "DODGE-2H", "PEACH-3H"] }, hp: { 1: 2 }, generals: { 1: "LIUBEI" } });
    let st = act(s, 1, "SKILL RENDE SLASH-7S -> Bob");
    expect(hp(st.s, 1)).toBe(2);
    st = act(st.s, 1, "SKILL RENDE DODGE-2H -> Cat");
    expect(hp(st.s, 1)).toBe(3);
    expect(hand(st.s, 2)).toEqual(["SLASH-7S"]);
    expect(act(st.s, 1, "SKILL RENDE PEACH-3H -> Cat").s.players[0].hp).toBe(3); // once per turn
    expect(refuse(s, 1, "SKILL RENDE SLASH-7S -> Ann")).toMatch(/another player/);
    expect(refuse(s, 2, "SKILL RENDE SLASH-7S -> Ann")).toMatch(/not your move|no skill/);
  });

  it("Guan Yu, Wusheng: a red card as a Slash, in his turn and in answer", () => {
    const s = scenario({ n: 4, hands: { 1: ["PEACH-3H"] }, generals: { 1: "GUANYU" } });
    const st = act(s, 1, "PLAY PEACH-3H AS SLASH -> Bob");
    expect(hp(st.s, 2)).toBe(3);
    expect(
      refuse(
        scenario({ n: 4, hands: { 1: ["SLASH-8S", "DUEL-AC"] }, generals: { 1: "GUANYU" } }),
        1,
        "PLAY DUEL-AC AS SLASH -> Bob",
      ),
    ).toMatch(/cannot be used as SLASH/);
  });

  it("Zhang Fei, Paoxiao: any number of Slashes", () => {
    let s = scenario({ n: 4, hands: { 1: ["SLASH-7S", "SLASH-8S"] }, generals: { 1: "ZHANGFEI" } });
    s = act(act(s, 1, "PLAY SLASH-7S -> Bob").s, 1, "PLAY SLASH-8S -> Bob").s;
    expect(hp(s, 2)).toBe(2);
  });

  it("Zhuge Liang, Kongcheng: with no hand cards he cannot be targeted by Slash or Duel", () => {
    const s = scenario({ n: 4, hands: { 1: ["SLASH-7S", "DUEL-AS"] }, generals: { 2: "ZHUGELIANG" } });
    expect(refuse(s, 1, "PLAY SLASH-7S -> Bob")).toMatch(/cannot be targeted/);
    expect(refuse(s, 1, "PLAY DUEL-AS -> Bob")).toMatch(/cannot be targeted/);
    const t = scenario({ n: 4, hands: { 1: ["SLASH-7S"], 2: ["PEACH-3H"] }, generals: { 2: "ZHUGELIANG" } });
    expect(hp(act(t, 1, "PLAY SLASH-7S -> Bob").s, 2)).toBe(2); // holding a card, he can be slashed
  });

  it("Zhao Yun, Longdan: a Dodge as a Slash and a Slash as a Dodge", () => {
    const s = scenario({ n: 4, hands: { 1: ["DODGE-2H"] }, generals: { 1: "ZHAOYUN" } });
    expect(hp(act(s, 1, "PLAY DODGE-2H AS SLASH -> Bob").s, 2)).toBe(3);
    const d = scenario({ n: 4, hands: { 1: ["SLASH-7S"], 2: ["SLASH-8S"] }, generals: { 2: "ZHAOYUN" } });
    const st = act(act(d, 1, "PLAY SLASH-7S -> Bob").s, 2, "RESPOND SLASH-8S");
    expect(hp(st.s, 2)).toBe(4);
  });

  it("Ma Chao, Mashu: distance to others -1; Tieqi: a red judgement means no Dodge", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S"], 3: ["DODGE-2H"] }, deck: ["PEACH-3H"], generals: { 1: "MACHAO" } });
    const st = act(s, 1, "PLAY SLASH-7S -> Cat"); // distance 2 - 1
    expect(st.pub).toContain("Red: Cat cannot dodge this Slash.");
    expect(hp(st.s, 3)).toBe(3);
    expect(hand(st.s, 3)).toEqual(["DODGE-2H"]);
    const b = act(
      scenario({ n: 5, hands: { 1: ["SLASH-7S"], 3: ["DODGE-2H"] }, deck: ["SLASH-8S"], generals: { 1: "MACHAO" } }),
      1,
      "PLAY SLASH-7S -> Cat",
    );
    expect(b.s.ask?.seat).toBe(3);
  });

  it("Huang Yueying, Jizhi draws on a non-delayed trick; Qicai: Snatch at any distance", () => {
    const s = scenario({
      n: 5,
      hands: { 1: ["SNATCH-3S"], 3: ["PEACH-3H"] },
      deck: ["DODGE-2D"],
      generals: { 1: "HUANGYUEYING" },
    });
    const st = act(s, 1, "PLAY SNATCH-3S -> Cat");
    expect(hand(st.s, 1)).toContain("DODGE-2D");
    expect(hand(st.s, 1)).toContain("PEACH-3H");
  });
});

describe("Zhuge Liang, Guanxing", () => {
  it("looks at the top X cards (X = living, at most 5), told to him only, and reorders them top and bottom", () => {
    const s = scenario({
      n: 4,
      phase: "start",
      deck: ["SLASH-7S", "DODGE-2H", "PEACH-3H", "DUEL-AS"],
      generals: { 1: "ZHUGELIANG" },
    });
    expect(s.ask).toMatchObject({ seat: 1, kind: "choose", free: "GUANXING" });
    expect(en(s.ask!.what)).toContain("SLASH-7S, DODGE-2H, PEACH-3H, DUEL-AS");
    expect(renderEn(E.view(s, { seat: 2 }))).not.toMatch(/SLASH-7S|DODGE-2H|PEACH-3H|DUEL-AS/);
    expect(refuse(s, 1, "CHOOSE PEACH-3H")).toMatch(/name every card once/);
    expect(refuse(s, 1, "CHOOSE PEACH-4H SLASH-7S DODGE-2H DUEL-AS")).toMatch(/not one of the cards/);
    const st = act(s, 1, "CHOOSE PEACH-3H DUEL-AS BOTTOM SLASH-7S DODGE-2H");
    expect(hand(st.s, 1)).toEqual(["PEACH-3H", "DUEL-AS"]); // the Draw phase takes the new top two
    expect(st.pub).toContain("Guanxing: Ann puts 2 on top of the deck and 2 at the bottom.");
    expect(st.pub.join("\n")).not.toMatch(/PEACH-3H|DUEL-AS/);
    expect(st.s.deck.slice(-2)).toEqual([id(st.s, "SLASH-7S"), id(st.s, "DODGE-2H")]);
  });
});
