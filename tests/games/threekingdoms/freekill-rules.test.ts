// Rules where Herald followed FreeKill's standard package to the letter, each test naming the FreeKill
// file whose behaviour it checks (Qsgs-Fans/FreeKill, packages/standard and standard_cards): the target
// filter against an empty-handed Kongcheng (collateral.lua, blade.lua, Util.CardTargetFilter), Guanxing's
// look at a short deck (guanxing.lua, Room:getNCards), the Lord's penalty as a card loss (gamerule.lua),
// Jianxiong taking the Lightning (lightning.lua, jianxiong.lua), and the conversion skills' texts.
import { describe, expect, it } from "vitest";
import { format } from "../../../src/i18n/format.ts";
import { m } from "../../../src/i18n/msg.ts";
import { act, asked, firstAsk, discardCodes, E, hand, hp, id, judgeCodes, refuse, scenario } from "./helpers-skills.ts";

describe("an empty-handed Kongcheng is no target of a Slash, however it comes (Util.CardTargetFilter)", () => {
  it("collateral.lua: Borrowed Sword cannot name him as the victim", () => {
    const s = scenario({
      n: 4,
      hands: { 1: ["BORROWED-SWORD-QC"], 2: ["SLASH-7S"] },
      equip: { 2: ["QINGGANG-6S"] },
      generals: { 3: "ZHUGELIANG" },
    });
    expect(refuse(s, 1, "PLAY BORROWED-SWORD-QC -> Bob Cat")).toMatch(/Cat cannot be targeted by .*Slash/);
    // with a card in hand he may be named
    const held = scenario({
      n: 4,
      hands: { 1: ["BORROWED-SWORD-QC"], 2: ["SLASH-7S"], 3: ["PEACH-3H"] },
      equip: { 2: ["QINGGANG-6S"] },
      generals: { 3: "ZHUGELIANG" },
    });
    expect(act(held, 1, "PLAY BORROWED-SWORD-QC -> Bob Cat").s.ask).toMatchObject({ seat: 2, kind: "respond" });
  });

  it("collateral.lua: when his hand empties before the Slash is asked, the holder hands the weapon over", () => {
    // Cat plays his only card, a Nullification, against the trick; Dan nullifies that Nullification
    const s = scenario({
      n: 4,
      hands: { 1: ["BORROWED-SWORD-QC"], 2: ["SLASH-7S"], 3: ["NULLIFY-JS"], 4: ["NULLIFY-QC"] },
      equip: { 2: ["QINGGANG-6S"] },
      generals: { 3: "ZHUGELIANG" },
    });
    let st = act(s, 1, "PLAY BORROWED-SWORD-QC -> Bob Cat");
    expect(E.pending(st.s).map((p) => p.seat)).toEqual([3, 4]);
    st = act(st.s, 3, "RESPOND NULLIFY-JS");
    expect(asked(st.s)).toBe(4);
    st = act(st.s, 4, "RESPOND NULLIFY-QC");
    expect(hand(st.s, 3)).toEqual([]);
    // Bob is not asked to Slash Cat: the weapon goes to Ann
    expect(hand(st.s, 1)).toEqual(["QINGGANG-6S"]);
    expect(hand(st.s, 2)).toEqual(["SLASH-7S"]);
    expect(hp(st.s, 3)).toBe(3);
  });

  it("blade.lua: the Green Dragon Blade's second Slash is not offered against him", () => {
    const base = {
      n: 4,
      hands: { 1: ["SLASH-7S", "SLASH-8S"], 3: ["DODGE-2D"] },
      equip: { 1: ["GREEN-DRAGON-5S"] },
      generals: { 3: "ZHUGELIANG" },
    };
    const s = act(scenario(base), 1, "PLAY SLASH-7S -> Cat");
    const st = act(s.s, 3, "RESPOND DODGE-2D");
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "play" }); // back to Ann's Play phase, no follow-up asked
    expect(hand(st.s, 1)).toEqual(["SLASH-8S"]);
    // while he keeps a card, the follow-up is offered
    const kept = act(
      act(scenario({ ...base, hands: { ...base.hands, 3: ["DODGE-2D", "PEACH-3H"] } }), 1, "PLAY SLASH-7S -> Cat").s,
      3,
      "RESPOND DODGE-2D",
    );
    expect(kept.s.ask).toMatchObject({ seat: 1, kind: "respond", names: ["SLASH"] });
  });
});

describe("guanxing.lua: Guanxing looks at X cards, the discard pile refilling a short deck (Room:getNCards)", () => {
  const short = (deck: number) => (s: Parameters<NonNullable<Parameters<typeof scenario>[0]["prepare"]>>[0]) => {
    s.discard = s.deck.slice(deck);
    s.deck = s.deck.slice(0, deck);
  };

  it("a deck of 2 takes the shuffled discard pile under it: 4 cards shown with 4 players, the 2 on top", () => {
    const s = scenario({
      n: 4,
      phase: "start",
      deck: ["SLASH-7S", "DODGE-2H"],
      generals: { 1: "ZHUGELIANG" },
      prepare: short(2),
    });
    expect(s.ask).toMatchObject({ seat: 1, kind: "choose", free: "GUANXING" });
    const cards = (s.stack.at(-1) as unknown as { data: { cards: number[] } }).data.cards;
    expect(cards).toHaveLength(4);
    expect(cards.slice(0, 2)).toEqual([id(s, "SLASH-7S"), id(s, "DODGE-2H")]);
    expect(s.discard).toEqual([]);
  });

  it("an empty deck is refilled, not skipped: 5 cards with 5 players", () => {
    const s = scenario({ n: 5, phase: "start", generals: { 1: "ZHUGELIANG" }, prepare: short(0) });
    expect(s.ask).toMatchObject({ seat: 1, kind: "choose", free: "GUANXING" });
    expect((s.stack.at(-1) as unknown as { data: { cards: number[] } }).data.cards).toHaveLength(5);
  });
});

describe("gamerule.lua: the Lord's penalty for killing a Loyalist is a loss of cards", () => {
  const kill = (general: string, hands: string[], equip: string[]) => {
    const s = scenario({
      n: 5,
      hp: { 2: 1 },
      hands: { 1: ["SLASH-7S", ...hands] },
      equip: { 1: equip },
      deck: ["DODGE-3D", "DODGE-4D", "DODGE-5D", "DODGE-6D", "DODGE-7D"],
      generals: { 1: general },
    });
    let st = act(s, 1, "PLAY SLASH-7S -> Bob");
    for (let a = firstAsk(st.s); a?.kind === "respond"; a = firstAsk(st.s)) st = act(st.s, a.seat, "PASS");
    expect(st.s.players[1].alive).toBe(false);
    return st;
  };

  it("Xiaoji (xiaoji.lua): Sun Shangxiang draws two for each equipment card discarded", () => {
    const st = kill("SUNSHANGXIANG", ["PEACH-3H"], ["CROSSBOW-AC", "DILU-5C"]);
    expect(st.pub.join("\n")).toMatch(/discards all hand and equipment cards: PEACH-3H, CROSSBOW-AC, DILU-5C/);
    expect(hand(st.s, 1)).toEqual(["DODGE-3D", "DODGE-4D", "DODGE-5D", "DODGE-6D"]);
    expect(st.s.players[0].equip).toEqual({});
    expect(discardCodes(st.s)).toEqual(expect.arrayContaining(["PEACH-3H", "CROSSBOW-AC", "DILU-5C"]));
  });

  it("Lianying (lianying.lua): Lu Xun draws one when his hand is emptied", () => {
    const st = kill("LUXUN", ["PEACH-3H", "DUEL-AS"], []);
    expect(hand(st.s, 1)).toEqual(["DODGE-3D"]);
    expect(st.pub.join("\n")).toMatch(/Ann draws 1 card \(Lianying\)/);
  });
});

describe("lightning.lua and jianxiong.lua: Jianxiong takes the Lightning that struck Cao Cao", () => {
  it("the Lightning card goes to his hand, not to the discard pile", () => {
    const s = scenario({
      n: 5,
      current: 2,
      phase: "start",
      judge: { 2: ["LIGHTNING-AS"] },
      deck: ["SLASH-9S"],
      generals: { 2: "CAOCAO" },
    });
    expect(hp(s, 2)).toBe(1);
    expect(hand(s, 2)).toContain("LIGHTNING-AS");
    expect(discardCodes(s)).not.toContain("LIGHTNING-AS");
    expect(judgeCodes(s, 2)).toEqual([]);
  });
});

describe("the conversion skills take a card of the hand or the equipment, and their texts say so", () => {
  const WORDS: Record<string, RegExp> = {
    en: /hand or equipment/,
    es: /de la mano o del equipo/,
    fr: /de ta main ou de ton équipement/,
    el: /από το χέρι ή τον εξοπλισμό σου/,
  };
  for (const [lang, words] of Object.entries(WORDS)) {
    it(`${lang}: Wusheng, Qixi, Guose, Jijiu (wusheng.lua, qixi.lua, guose.lua, jijiu.lua)`, () => {
      for (const skill of ["wusheng", "qixi", "guose", "jijiu"]) {
        expect(format(lang as never, m(`threekingdoms.skill.${skill}Text`)), `${lang} ${skill}`).toMatch(words);
      }
    });
  }
});
