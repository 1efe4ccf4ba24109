import { describe, expect, it } from "vitest";
import { act, asked, discardCodes, equipCodes, hand, hp, refuse, scenario } from "./helpers-skills.ts";

// 5 players: Ann Lord 5 HP (current), Bob Loyalist, Cat Rebel, Dan Traitor, Eve Rebel.
describe("equipment", () => {
  it("a new card in a slot replaces the old one", () => {
    let s = scenario({ n: 5, hands: { 1: ["QINGGANG-6S", "KYLIN-BOW-5H", "DILU-5C", "CHITU-5H"] } });
    s = act(s, 1, "PLAY QINGGANG-6S").s;
    s = act(s, 1, "PLAY DILU-5C").s;
    s = act(s, 1, "PLAY CHITU-5H").s;
    const st = act(s, 1, "PLAY KYLIN-BOW-5H");
    expect(st.pub).toEqual(["Ann equips KYLIN-BOW-5H, replacing QINGGANG-6S."]);
    expect(equipCodes(st.s, 1).sort()).toEqual(["CHITU-5H", "DILU-5C", "KYLIN-BOW-5H"]);
    expect(discardCodes(st.s)).toEqual(["QINGGANG-6S"]);
  });

  it("Crossbow: any number of Slashes", () => {
    let s = scenario({ n: 5, hands: { 1: ["SLASH-7S", "SLASH-8S", "SLASH-9S"] }, equip: { 1: ["CROSSBOW-AC"] } });
    for (const c of ["SLASH-7S", "SLASH-8S", "SLASH-9S"]) s = act(s, 1, `PLAY ${c} -> Bob`).s;
    expect(hp(s, 2)).toBe(1);
  });

  it("Renwang Shield: black Slashes have no effect, red ones do", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S", "SLASH-10H"] }, equip: { 2: ["RENWANG-2C"], 1: ["CROSSBOW-AC"] } });
    let st = act(s, 1, "PLAY SLASH-7S -> Bob");
    expect(st.pub).toContain("Renwang Shield: the black Slash has no effect on Bob.");
    expect(hp(st.s, 2)).toBe(4);
    st = act(st.s, 1, "PLAY SLASH-10H -> Bob");
    expect(hp(st.s, 2)).toBe(3);
  });

  it("Eight Diagrams: a red judgement counts as a Dodge; a black one still asks for a Dodge", () => {
    const red = scenario({ n: 5, hands: { 1: ["SLASH-7S"] }, equip: { 2: ["EIGHT-DIAGRAMS-2S"] }, deck: ["DODGE-3D"] });
    const st = act(red, 1, "PLAY SLASH-7S -> Bob");
    expect(st.pub).toContain("Red: it counts as a Dodge for Bob.");
    expect(hp(st.s, 2)).toBe(4);
    const black = scenario({
      n: 5,
      hands: { 1: ["SLASH-7S"], 2: ["DODGE-2D"] },
      equip: { 2: ["EIGHT-DIAGRAMS-2S"] },
      deck: ["SLASH-8S"],
    });
    const st2 = act(black, 1, "PLAY SLASH-7S -> Bob");
    expect(st2.pub).toContain("Not red: Bob still needs a Dodge.");
    expect(asked(st2.s)).toBe(2);
  });

  it("Qinggang Sword ignores armour", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S"] }, equip: { 1: ["QINGGANG-6S"], 2: ["RENWANG-2C"] } });
    const st = act(s, 1, "PLAY SLASH-7S -> Bob");
    expect(st.pub).toContain("Qinggang Sword ignores Bob's armour.");
    expect(hp(st.s, 2)).toBe(3);
    const e = scenario({
      n: 5,
      hands: { 1: ["SLASH-7S"] },
      equip: { 1: ["QINGGANG-6S"], 2: ["EIGHT-DIAGRAMS-2S"] },
      deck: ["DODGE-3D"],
    });
    expect(hp(act(e, 1, "PLAY SLASH-7S -> Bob").s, 2)).toBe(3); // no judgement made
  });

  it("Ice Sword: instead of damage, discard 2 of the target's cards", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S"], 2: ["PEACH-3H"] }, equip: { 1: ["ICE-SWORD-2S"], 2: ["DILU-5C"] } });
    let st = act(s, 1, "PLAY SLASH-7S -> Bob");
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "choose", options: ["ICE"] });
    st = act(st.s, 1, "CHOOSE ICE");
    expect(asked(st.s)).toBe(1); // which first: DILU-5C or HAND
    st = act(st.s, 1, "CHOOSE DILU-5C");
    expect(st.pub).toContain("Ice Sword: Ann discards PEACH-3H from Bob's hand."); // the only card left: no question
    expect(hp(st.s, 2)).toBe(4);
    expect(hand(st.s, 2)).toEqual([]);
    const passed = act(act(s, 1, "PLAY SLASH-7S -> Bob").s, 1, "PASS");
    expect(hp(passed.s, 2)).toBe(3);
  });

  it("Yin-Yang Swords: against the other gender, the target discards 1 or the user draws 1", () => {
    const s = scenario({
      n: 5,
      genders: { 1: "m", 2: "f", 3: "m" },
      hands: { 1: ["SLASH-7S"], 2: ["PEACH-3H"] },
      equip: { 1: ["YIN-YANG-2S"] },
      deck: ["DODGE-2D"],
    });
    const st = act(s, 1, "PLAY SLASH-7S -> Bob");
    expect(st.s.ask).toMatchObject({ seat: 2, kind: "cards", count: 1 });
    const discarded = act(st.s, 2, "DISCARD PEACH-3H");
    expect(discarded.pub).toContain("Yin-Yang Swords: Bob discards PEACH-3H.");
    const drew = act(st.s, 2, "PASS");
    expect(drew.pub).toContain("Ann draws 1 card (Yin-Yang Swords).");
    expect(hand(drew.s, 1)).toEqual(["DODGE-2D"]);
    // same gender (or none): no effect
    const same = scenario({ n: 5, genders: { 1: "m", 2: "m" }, hands: { 1: ["SLASH-7S"] }, equip: { 1: ["YIN-YANG-2S"] } });
    expect(act(same, 1, "PLAY SLASH-7S -> Bob").pub.join(" ")).not.toContain("Yin-Yang");
  });

  it("Green Dragon Blade: after a dodged Slash you may Slash again", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S", "SLASH-8S"], 2: ["DODGE-2D"] }, equip: { 1: ["GREEN-DRAGON-5S"] } });
    let st = act(s, 1, "PLAY SLASH-7S -> Bob");
    st = act(st.s, 2, "RESPOND DODGE-2D");
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "respond", names: ["SLASH"] });
    st = act(st.s, 1, "RESPOND SLASH-8S");
    expect(st.pub).toContain("Green Dragon Blade: Ann plays SLASH-8S on Bob again.");
    expect(hp(st.s, 2)).toBe(3);
  });

  it("Serpent Spear: two hand cards as a Slash, in one's turn and in answer", () => {
    const s = scenario({
      n: 5,
      hands: { 1: ["DODGE-2D", "PEACH-3H", "DUEL-AS", "PEACH-4H"], 2: ["SLASH-7S"] },
      equip: { 1: ["SERPENT-SPEAR-QS"] },
    });
    let st = act(s, 1, "PLAY SPEAR DODGE-2D PEACH-3H -> Bob");
    expect(st.pub).toContain("Ann plays DODGE-2D + PEACH-3H as a Slash (Serpent Spear) on Bob.");
    expect(hp(st.s, 2)).toBe(3); // Bob has no Dodge
    st = act(st.s, 1, "PLAY DUEL-AS -> Bob");
    st = act(st.s, 2, "RESPOND SLASH-7S");
    // Ann holds one card only: she cannot answer with the Spear, loses the Duel without being asked
    expect(st.pub).toContain("Ann does not respond and loses the Duel.");
    expect(hp(st.s, 1)).toBe(4);
    const noSpear = scenario({ n: 5, hands: { 1: ["SLASH-7S"] } });
    expect(refuse(noSpear, 1, "PLAY SPEAR SLASH-7S DODGE-2D -> Bob")).toMatch(/Serpent Spear/);
  });

  it("Serpent Spear answers a Duel with two cards", () => {
    const s = scenario({
      n: 5,
      current: 2,
      hands: { 2: ["DUEL-AS"], 1: ["DODGE-2D", "PEACH-3H"] },
      equip: { 1: ["SERPENT-SPEAR-QS"] },
    });
    let st = act(s, 2, "PLAY DUEL-AS -> Ann");
    expect(asked(st.s)).toBe(1);
    st = act(st.s, 1, "RESPOND SPEAR DODGE-2D PEACH-3H");
    expect(st.pub).toContain("Ann plays DODGE-2D + PEACH-3H as a Slash (Serpent Spear).");
    expect(hp(st.s, 2)).toBe(3);
  });

  it("Stone Axe: discard 2 cards to make a dodged Slash hit", () => {
    const s = scenario({
      n: 5,
      hands: { 1: ["SLASH-7S", "PEACH-3H"], 2: ["DODGE-2D"] },
      equip: { 1: ["STONE-AXE-5D", "DILU-5C"] },
    });
    let st = act(s, 1, "PLAY SLASH-7S -> Bob");
    st = act(st.s, 2, "RESPOND DODGE-2D");
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "cards", count: 2 });
    expect(refuse(st.s, 1, "DISCARD PEACH-3H STONE-AXE-5D")).toMatch(/no card STONE-AXE-5D/);
    st = act(st.s, 1, "DISCARD PEACH-3H DILU-5C");
    expect(st.pub).toContain("Stone Axe: Ann discards PEACH-3H, DILU-5C and the Slash hits Bob.");
    expect(hp(st.s, 2)).toBe(3);
  });

  it("Sky Halberd: the last hand card as a Slash may have up to 2 extra targets", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S"] }, equip: { 1: ["HALBERD-QD"] } });
    const st = act(s, 1, "PLAY SLASH-7S -> Bob, Cat, Dan");
    expect([2, 3, 4].map((p) => hp(st.s, p))).toEqual([3, 3, 3]);
    const two = scenario({ n: 5, hands: { 1: ["SLASH-7S", "PEACH-3H"] }, equip: { 1: ["HALBERD-QD"] } });
    expect(refuse(two, 1, "PLAY SLASH-7S -> Bob, Cat")).toMatch(/one target/);
  });

  it("Kylin Bow: on damage, discard one of the target's horses", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S"] }, equip: { 1: ["KYLIN-BOW-5H"], 3: ["DILU-5C", "ZIXING-KD"] } });
    let st = act(s, 1, "PLAY SLASH-7S -> Cat");
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "choose", options: ["DILU-5C", "ZIXING-KD"] });
    st = act(st.s, 1, "CHOOSE ZIXING-KD");
    expect(st.pub).toContain("Kylin Bow: Ann discards Cat's ZIXING-KD.");
    expect(equipCodes(st.s, 3)).toEqual(["DILU-5C"]);
    expect(hp(st.s, 3)).toBe(3);
  });
});
