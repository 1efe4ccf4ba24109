// The skills where Herald read the rules otherwise than FreeKill's standard package plays them,
// each tested from FreeKill's skill text (the skill files named in each test: wusheng, qixi, guose, jijiu,
// jizhi, lijian, eight_diagram, wushuang, yiji), plus the series' Lord passed round the table.
import { describe, expect, it } from "vitest";
import { act, asked, equipCodes, hand, hp, judgeCodes, refuse, scenario } from "./helpers-skills.ts";

describe("conversions take equipped cards too (wusheng, qixi, guose, jijiu: 'a red/black/diamond card')", () => {
  it("Wusheng: an equipped red horse used as a Slash, and an equipped red weapon played as one in a Duel", () => {
    const s = scenario({ n: 4, hands: { 1: ["DODGE-2D"] }, equip: { 1: ["CHITU-5H"] }, generals: { 1: "GUANYU" } });
    const st = act(s, 1, "PLAY CHITU-5H AS SLASH -> Bob");
    expect(hp(st.s, 2)).toBe(3);
    expect(equipCodes(st.s, 1)).toEqual([]);
    // in answer: Bob's Duel, Guan Yu plays his Kylin Bow as the Slash
    const d = scenario({
      n: 4,
      current: 2,
      hands: { 2: ["DUEL-AS"] },
      equip: { 1: ["KYLIN-BOW-5H"] },
      generals: { 1: "GUANYU" },
    });
    let t = act(d, 2, "PLAY DUEL-AS -> Ann");
    expect(asked(t.s)).toBe(1);
    t = act(t.s, 1, "RESPOND KYLIN-BOW-5H");
    expect(equipCodes(t.s, 1)).toEqual([]);
    expect(hp(t.s, 2)).toBe(3); // Bob has no Slash: the Duel hurts him
    // a black equipped card does not count
    const b = scenario({ n: 4, hands: { 1: ["DODGE-2D"] }, equip: { 1: ["DILU-5C"] }, generals: { 1: "GUANYU" } });
    expect(refuse(b, 1, "PLAY DILU-5C AS SLASH -> Bob")).toMatch(/cannot be used as SLASH/);
  });

  it("Qixi: an equipped black horse as a Dismantle; Guose: an equipped diamond horse as an Indulgence", () => {
    const s = scenario({ n: 4, hands: { 2: ["PEACH-3H"] }, equip: { 1: ["DILU-5C"] }, generals: { 1: "GANNING" } });
    const st = act(s, 1, "PLAY DILU-5C AS DISMANTLE -> Bob");
    expect(equipCodes(st.s, 1)).toEqual([]);
    expect(hand(st.s, 2)).toEqual([]); // Bob's only card is dismantled (the hand is picked at random)
    const g = scenario({ n: 4, equip: { 1: ["ZIXING-KD"] }, generals: { 1: "DAQIAO" } });
    const gt = act(g, 1, "PLAY ZIXING-KD AS INDULGENCE -> Bob");
    expect(judgeCodes(gt.s, 2)).toEqual(["ZIXING-KD"]);
    expect(equipCodes(gt.s, 1)).toEqual([]);
  });

  it("Jijiu: outside his turn Hua Tuo saves with an equipped red card as a Peach", () => {
    const s = scenario({
      n: 4,
      current: 2,
      hp: { 3: 1 },
      hands: { 2: ["SLASH-7S"] },
      equip: { 1: ["CHITU-5H"] },
      generals: { 1: "HUATUO" },
    });
    let st = act(s, 2, "PLAY SLASH-7S -> Cat");
    // Cat is dying; asked in turn order from Bob: Bob, Cat, Dan pass (or are skipped), then Ann
    for (let i = 0; i < 4 && asked(st.s) !== 1; i++) st = act(st.s, asked(st.s)!, "PASS");
    expect(asked(st.s)).toBe(1);
    st = act(st.s, 1, "RESPOND CHITU-5H");
    expect(hp(st.s, 3)).toBe(1);
    expect(st.s.players[2].alive).toBe(true);
    expect(equipCodes(st.s, 1)).toEqual([]);
  });
});

describe("Jizhi draws for every non-delayed trick used (jizhi: on any common trick used)", () => {
  it("a Nullification used out of her turn draws her a card", () => {
    const s = scenario({
      n: 4,
      hands: { 1: ["DISMANTLE-3S"], 2: ["NULLIFY-JS"], 3: ["PEACH-3H"] },
      deck: ["DODGE-2D"],
      generals: { 2: "HUANGYUEYING" },
    });
    let st = act(s, 1, "PLAY DISMANTLE-3S -> Cat");
    expect(asked(st.s)).toBe(2);
    st = act(st.s, 2, "RESPOND NULLIFY-JS");
    expect(hand(st.s, 2)).toEqual(["DODGE-2D"]);
    expect(st.pub.join("\n")).toMatch(/Bob draws 1 card \(Jizhi\)/);
    expect(hand(st.s, 3)).toEqual(["PEACH-3H"]); // nullified
  });
});

describe("Lijian: the Duel must be one the duellist could use (lijian: the duelled is not prohibited)", () => {
  it("refuses an empty-handed Kongcheng as the duelled; he may still be the duellist", () => {
    const s = scenario({ n: 4, hands: { 1: ["PEACH-3H"] }, generals: { 1: "DIAOCHAN", 2: "LVBU", 3: "ZHUGELIANG" } });
    expect(refuse(s, 1, "SKILL LIJIAN PEACH-3H -> Bob Cat")).toMatch(/Cat cannot be targeted by .*Duel/);
    const st = act(s, 1, "SKILL LIJIAN PEACH-3H -> Cat Bob");
    expect(hp(st.s, 2)).toBe(3); // Zhuge Liang duels Lü Bu, who has no Slash
  });
});

describe("Eight Diagrams against Wushuang (eight_diagram answers each ask for a Dodge; wushuang asks twice)", () => {
  it("two red judgements are two Dodges", () => {
    const s = scenario({
      n: 4,
      hands: { 1: ["SLASH-7S"] },
      equip: { 2: ["EIGHT-DIAGRAMS-2S"] },
      deck: ["DODGE-3D", "PEACH-3H"],
      generals: { 1: "LVBU" },
    });
    const st = act(s, 1, "PLAY SLASH-7S -> Bob");
    expect(st.pub.filter((x) => /^Red: it counts as a Dodge for Bob/.test(x))).toHaveLength(2);
    expect(hp(st.s, 2)).toBe(4);
  });

  it("a black judgement, a Dodge from the hand, then a red judgement for the second Dodge", () => {
    const s = scenario({
      n: 4,
      hands: { 1: ["SLASH-7S"], 2: ["DODGE-2H"] },
      equip: { 2: ["EIGHT-DIAGRAMS-2S"] },
      deck: ["SLASH-8S", "PEACH-3H"],
      generals: { 1: "LVBU" },
    });
    let st = act(s, 1, "PLAY SLASH-7S -> Bob");
    expect(asked(st.s)).toBe(2);
    st = act(st.s, 2, "RESPOND DODGE-2H");
    expect(hp(st.s, 2)).toBe(4);
    expect(st.s.turn.seat).toBe(1);
  });
});

describe("Yiji: the two cards may be split between players (yiji: give them to any players)", () => {
  it("one card to Cat, then the other to Dan; or one given and the other kept", () => {
    const s = scenario({
      n: 4,
      current: 2,
      deck: ["DODGE-2D", "PEACH-3H"],
      hands: { 2: ["SLASH-7S"] },
      generals: { 1: "GUOJIA" },
    });
    let st = act(s, 2, "PLAY SLASH-7S -> Ann");
    expect(st.s.ask?.options).toContain("CAT DODGE-2D");
    st = act(st.s, 1, "CHOOSE CAT DODGE-2D");
    expect(hand(st.s, 3)).toEqual(["DODGE-2D"]);
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "choose" });
    expect(st.s.ask!.options).not.toContain("DAN PEACH-3H"); // one card left: a name gives it
    const both = act(st.s, 1, "CHOOSE DAN");
    expect(hand(both.s, 4)).toEqual(["PEACH-3H"]);
    expect(hand(both.s, 1)).toEqual([]);
    const kept = act(st.s, 1, "PASS");
    expect(hand(kept.s, 1)).toEqual(["PEACH-3H"]);
    expect(hand(kept.s, 3)).toEqual(["DODGE-2D"]);
  });
});
