// Qun generals, each skill tested from its text (docs/rules/three-kingdoms.md, FreeKill's texts).
import { describe, expect, it } from "vitest";
import { act, asked, hand, hp, refuse, scenario } from "./helpers-skills.ts";

describe("Qun", () => {
  it("Hua Tuo, Qingnang: discard a hand card, a wounded player recovers 1 (once); Jijiu: a red card as a Peach outside his turn", () => {
    const s = scenario({ n: 4, hands: { 1: ["SLASH-7S", "DODGE-3D"] }, hp: { 2: 2 }, generals: { 1: "HUATUO" } });
    const st = act(s, 1, "SKILL QINGNANG SLASH-7S -> Bob");
    expect(hp(st.s, 2)).toBe(3);
    expect(refuse(st.s, 1, "SKILL QINGNANG DODGE-3D -> Bob")).toMatch(/once per Play phase/);
    expect(refuse(s, 1, "SKILL QINGNANG SLASH-7S -> Cat")).toMatch(/not wounded/);
    const d = scenario({
      n: 4,
      current: 2,
      hands: { 2: ["SLASH-7S"], 3: ["DODGE-2H"] },
      hp: { 1: 1 },
      generals: { 3: "HUATUO" },
    });
    const dd = act(d, 2, "PLAY SLASH-7S -> Ann");
    expect(asked(dd.s)).toBe(3); // the others, without a Peach, pass
    expect(hp(act(dd.s, 3, "RESPOND DODGE-2H").s, 1)).toBe(1);
  });

  it("Lü Bu, Wushuang: his Slash needs two Dodges; in his Duel the other side plays two Slashes", () => {
    const s = scenario({
      n: 4,
      hands: { 1: ["SLASH-7S", "DUEL-AS"], 2: ["DODGE-2H", "DODGE-3D", "SLASH-8S"] },
      generals: { 1: "LVBU" },
    });
    let st = act(act(s, 1, "PLAY SLASH-7S -> Bob").s, 2, "RESPOND DODGE-2H");
    expect(st.s.ask).toMatchObject({ seat: 2, kind: "respond" });
    st = act(st.s, 2, "RESPOND DODGE-3D");
    expect(hp(st.s, 2)).toBe(4);
    const one = act(act(act(s, 1, "PLAY SLASH-7S -> Bob").s, 2, "RESPOND DODGE-2H").s, 2, "PASS");
    expect(hp(one.s, 2)).toBe(3);
    st = act(act(s, 1, "PLAY DUEL-AS -> Bob").s, 2, "RESPOND SLASH-8S");
    expect(hp(st.s, 2)).toBe(3); // one Slash is not enough, and he has no other
  });

  it("Diao Chan, Lijian: discard a card, one man duels another (no Nullification); Biyue draws at the end", () => {
    const s = scenario({
      n: 4,
      hands: { 1: ["PEACH-3H"], 4: ["NULLIFY-JS"] },
      generals: { 1: "DIAOCHAN", 2: "LVBU", 3: "GUANYU" },
    });
    const st = act(s, 1, "SKILL LIJIAN PEACH-3H -> Bob Cat");
    expect(hp(st.s, 3)).toBe(3);
    expect(hand(st.s, 4)).toEqual(["NULLIFY-JS"]);
    expect(refuse(s, 1, "SKILL LIJIAN PEACH-3H -> Ann Bob")).toMatch(/two other male/);
    const end = act(scenario({ n: 4, generals: { 1: "DIAOCHAN" } }), 1, "DONE");
    expect(end.pub).toContain("Ann draws 1 card (Biyue).");
  });
});
