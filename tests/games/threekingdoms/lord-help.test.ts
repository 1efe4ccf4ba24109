// Hujia and Jijiang against tricks, tested from their texts: "when the Lord needs to play a Dodge (Hujia)
// / a Slash (Jijiang), the other Wei / Shu characters may, in turn order, play one for him".
import { describe, expect, it } from "vitest";
import { act, en, hand, hp, refuse, scenario } from "./helpers-skills.ts";

describe("Cao Cao, Hujia against Arrow Barrage", () => {
  it("the Wei characters are asked in turn order to dodge for the Lord", () => {
    const s = scenario({
      n: 4,
      current: 2,
      hands: { 2: ["BARRAGE-AH"], 4: ["DODGE-2H"] },
      generals: { 1: "CAOCAO", 3: "ZHANGLIAO", 4: "XUCHU" },
    });
    let st = act(s, 2, "PLAY BARRAGE-AH");
    // Cat has no Dodge (her own window passes); Dan keeps his Dodge for the Lord
    expect(st.s.ask).toMatchObject({ seat: 4, kind: "respond", names: ["DODGE"] });
    st = act(st.s, 4, "PASS");
    expect(hp(st.s, 3)).toBe(3);
    expect(hp(st.s, 4)).toBe(3);
    // the Lord's turn: Cat (no Dodge) is passed over, then Dan is asked for Hujia
    expect(st.s.ask).toMatchObject({ seat: 4, kind: "respond" });
    expect(en(st.s.ask!.what)).toMatch(/^Hujia: Ann, the Lord, must answer Arrow Barrage/);
    st = act(st.s, 4, "RESPOND DODGE-2H");
    expect(st.pub).toContain("Hujia: Dan answers for Ann.");
    expect(hp(st.s, 1)).toBe(4);
    expect(hand(st.s, 4)).toEqual([]);
  });

  it("when every helper passes the Lord answers himself; no Hujia for a Cao Cao who is not the Lord", () => {
    const s = scenario({
      n: 4,
      current: 2,
      hands: { 1: ["DODGE-3D"], 2: ["BARRAGE-AH"], 4: ["DODGE-2H"] },
      generals: { 1: "CAOCAO", 4: "XUCHU" },
    });
    let st = act(act(s, 2, "PLAY BARRAGE-AH").s, 4, "RESPOND DODGE-2H"); // Dan dodges for himself
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "respond" }); // Dan, now without a Dodge, passed over
    st = act(st.s, 1, "RESPOND DODGE-3D");
    expect(hp(st.s, 1)).toBe(4);
    const n = scenario({
      n: 4,
      current: 2,
      roles: ["loyalist", "rebel", "lord", "traitor"],
      hands: { 2: ["BARRAGE-AH"], 4: ["DODGE-2H"] },
      generals: { 1: "CAOCAO", 4: "XUCHU" },
    });
    const nn = act(act(n, 2, "PLAY BARRAGE-AH").s, 4, "PASS");
    expect(hp(nn.s, 1)).toBe(3);
    expect(hand(nn.s, 4)).toEqual(["DODGE-2H"]);
  });
});

describe("Liu Bei, Jijiang", () => {
  it("a Shu character plays a Slash for the Lord against Barbarian Invasion", () => {
    const s = scenario({
      n: 4,
      current: 2,
      hands: { 2: ["INVASION-7S"], 3: ["SLASH-8S"] },
      generals: { 1: "LIUBEI", 3: "GUANYU" },
    });
    let st = act(s, 2, "PLAY INVASION-7S");
    st = act(st.s, 3, "PASS"); // Cat takes the damage herself, keeping the Slash
    expect(st.s.ask).toMatchObject({ seat: 3, kind: "respond", names: ["SLASH"] });
    expect(en(st.s.ask!.what)).toMatch(/^Jijiang: Ann, the Lord/);
    st = act(st.s, 3, "RESPOND SLASH-8S");
    expect(st.pub).toContain("Jijiang: Cat answers for Ann.");
    expect([hp(st.s, 1), hp(st.s, 3)]).toEqual([4, 3]);
  });

  it("in a Duel the Shu character's Slash counts as the Lord's", () => {
    const s = scenario({ n: 4, current: 2, hands: { 2: ["DUEL-AS"], 3: ["SLASH-8S"] }, generals: { 1: "LIUBEI", 3: "GUANYU" } });
    let st = act(s, 2, "PLAY DUEL-AS -> Ann");
    expect(st.s.ask).toMatchObject({ seat: 3, kind: "respond", names: ["SLASH"] });
    st = act(st.s, 3, "RESPOND SLASH-8S");
    // Bob must answer now and has no Slash: he loses the Duel
    expect(hp(st.s, 2)).toBe(3);
    expect(hp(st.s, 1)).toBe(4);
    // a Wei character is not asked for Jijiang; a Liu Bei who is not the Lord has no Jijiang
    const w = scenario({ n: 4, current: 2, hands: { 2: ["DUEL-AS"], 3: ["SLASH-8S"] }, generals: { 1: "LIUBEI", 3: "XUCHU" } });
    expect(hp(act(w, 2, "PLAY DUEL-AS -> Ann").s, 1)).toBe(3);
    const n = scenario({
      n: 4,
      current: 2,
      roles: ["loyalist", "rebel", "lord", "traitor"],
      hands: { 2: ["DUEL-AS"], 4: ["SLASH-8S"] },
      generals: { 1: "LIUBEI", 4: "GUANYU" },
    });
    expect(hp(act(n, 2, "PLAY DUEL-AS -> Ann").s, 1)).toBe(3);
  });
});

describe("Liu Bei, Jijiang in his Play phase", () => {
  it("SKILL JIJIANG -> <player>: a Shu character's Slash becomes his Slash on that player", () => {
    const s = scenario({ n: 4, hands: { 3: ["SLASH-8S"] }, generals: { 1: "LIUBEI", 3: "GUANYU", 4: "ZHAOYUN" } });
    let st = act(s, 1, "SKILL JIJIANG -> Bob");
    expect(st.pub).toContain("Ann uses Jijiang: a Slash on Bob is asked of the Shu characters.");
    expect(st.s.ask).toMatchObject({ seat: 3, kind: "respond", names: ["SLASH"] });
    st = act(st.s, 3, "RESPOND SLASH-8S");
    expect(st.pub).toContain("Jijiang: Cat plays SLASH-8S: Ann's Slash on Bob.");
    expect(hp(st.s, 2)).toBe(3);
    expect(st.s.turn.slashes).toBe(1);
    // it counts against his one Slash
    expect(refuse(st.s, 1, "SKILL JIJIANG -> Dan")).toMatch(/already used a Slash/);
  });

  it("the target must be in his range; if no one answers, no Slash is used and he cannot ask again", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S"], 4: ["SLASH-8S"] }, generals: { 1: "LIUBEI", 4: "GUANYU" } });
    expect(refuse(s, 1, "SKILL JIJIANG -> Cat")).toMatch(/out of your attack range/);
    expect(refuse(s, 1, "SKILL JIJIANG -> Ann")).toMatch(/cannot slash yourself/);
    let st = act(s, 1, "SKILL JIJIANG -> Bob");
    expect(st.s.ask).toMatchObject({ seat: 4 });
    st = act(st.s, 4, "PASS");
    expect(st.pub).toContain("Jijiang: no one plays a Slash for Ann.");
    expect(hp(st.s, 2)).toBe(4);
    expect(hand(st.s, 4)).toEqual(["SLASH-8S"]);
    expect(refuse(st.s, 1, "SKILL JIJIANG -> Bob")).toMatch(/cannot be asked again/);
    expect(hp(act(st.s, 1, "PLAY SLASH-7S -> Bob").s, 2)).toBe(3); // his own Slash is still allowed
    // no Shu helper, or not the Lord: refused
    expect(refuse(scenario({ n: 4, generals: { 1: "LIUBEI", 3: "XUCHU" } }), 1, "SKILL JIJIANG -> Bob")).toMatch(
      /no other living Shu/,
    );
    const n = scenario({ n: 4, roles: ["loyalist", "rebel", "lord", "traitor"], generals: { 1: "LIUBEI", 4: "GUANYU" } });
    expect(refuse(n, 1, "SKILL JIJIANG -> Bob")).toMatch(/no skill JIJIANG/);
  });
});
