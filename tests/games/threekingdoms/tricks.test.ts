import { describe, expect, it } from "vitest";
import { act, asked, discardCodes, E, equipCodes, hand, hp, refuse, scenario } from "./helpers-skills.ts";

// 5 players: Ann Lord (current), Bob Loyalist, Cat Rebel, Dan Traitor, Eve Rebel.
describe("tricks", () => {
  it("Ex Nihilo draws 2; only the user learns which", () => {
    const s = scenario({ n: 5, hands: { 1: ["EX-NIHILO-7H"] }, deck: ["PEACH-3H", "DODGE-2D"] });
    const st = act(s, 1, "PLAY EX-NIHILO-7H");
    expect(hand(st.s, 1)).toEqual(["PEACH-3H", "DODGE-2D"]);
    expect(st.pub).toContain("Ann draws 2 cards (Ex Nihilo).");
    expect(st.events).toContainEqual({ to: 1, text: "You draw PEACH-3H, DODGE-2D." });
    expect(st.pub.join(" ")).not.toContain("PEACH-3H");
    expect(st.privateUpdates).toContain(1);
  });

  it("Dismantle discards one card from any area; a hand card is taken at random without asking", () => {
    const s = scenario({
      n: 5,
      hands: { 1: ["DISMANTLE-3S", "DISMANTLE-4S"], 3: ["PEACH-3H"] },
      equip: { 2: ["DILU-5C"] },
      judge: { 2: ["INDULGENCE-6S"] },
    });
    let st = act(s, 1, "PLAY DISMANTLE-3S -> Cat");
    expect(st.pub).toContain("Dismantle: Ann discards PEACH-3H from Cat's hand.");
    expect(hand(st.s, 3)).toEqual([]);
    st = act(st.s, 1, "PLAY DISMANTLE-4S -> Bob");
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "choose", options: ["DILU-5C", "INDULGENCE-6S"] });
    st = act(st.s, 1, "CHOOSE indulgence-6s");
    expect(st.pub).toContain("Dismantle: Ann discards INDULGENCE-6S from Bob.");
    expect(equipCodes(st.s, 2)).toEqual(["DILU-5C"]);
  });

  it("Dismantle and Snatch need a target with cards, not yourself", () => {
    const s = scenario({ n: 5, hands: { 1: ["DISMANTLE-3S", "SNATCH-3S"] } });
    expect(refuse(s, 1, "PLAY DISMANTLE-3S -> Bob")).toMatch(/no cards/);
    expect(refuse(s, 1, "PLAY DISMANTLE-3S -> Ann")).toMatch(/yourself/);
    expect(refuse(s, 1, "PLAY SNATCH-3S")).toMatch(/one target/);
  });

  it("Snatch needs distance 1 and takes a card; a hand card stays secret to others", () => {
    const s = scenario({
      n: 5,
      hands: { 1: ["SNATCH-3S", "SNATCH-4S"], 2: ["PEACH-3H"], 3: ["DODGE-2D"] },
      equip: { 5: ["CROSSBOW-AC"] },
    });
    expect(refuse(s, 1, "PLAY SNATCH-3S -> Cat")).toMatch(/distance 1/);
    let st = act(s, 1, "PLAY SNATCH-3S -> Bob");
    expect(st.pub).toContain("Snatch: Ann takes a card from Bob's hand.");
    expect(st.pub.join(" ")).not.toContain("PEACH-3H");
    expect(st.events).toContainEqual({ to: 1, text: "You take PEACH-3H from Bob's hand." });
    expect(st.events).toContainEqual({ to: 2, text: "Ann took your PEACH-3H." });
    expect(st.privateUpdates).toEqual(expect.arrayContaining([1, 2]));
    st = act(st.s, 1, "PLAY SNATCH-4S -> Eve");
    expect(st.pub).toContain("Snatch: Ann takes CROSSBOW-AC from Eve.");
    expect(hand(st.s, 1)).toEqual(["PEACH-3H", "CROSSBOW-AC"]);
  });

  it("Duel: starting with the target, both alternately play a Slash; the first who does not takes 1 damage", () => {
    const s = scenario({ n: 5, hands: { 1: ["DUEL-AS", "SLASH-7S"], 2: ["SLASH-8S", "SLASH-9S"] } });
    let st = act(s, 1, "PLAY DUEL-AS -> Bob");
    expect(asked(st.s)).toBe(2);
    st = act(st.s, 2, "RESPOND SLASH-8S");
    expect(asked(st.s)).toBe(1);
    st = act(st.s, 1, "RESPOND SLASH-7S");
    expect(asked(st.s)).toBe(2);
    st = act(st.s, 2, "RESPOND SLASH-9S");
    // Ann has no Slash left: skipped at once, exactly as if she passed
    expect(st.pub).toEqual([
      "Bob plays SLASH-9S.",
      "Ann does not respond and loses the Duel.",
      "Ann takes 1 damage from Bob (Duel): HP 4/5.",
    ]);
    expect(hp(st.s, 1)).toBe(4);
  });

  it("Borrowed Sword: the holder slashes the named player, or hands the weapon over", () => {
    const base = {
      n: 5,
      hands: { 1: ["BORROWED-SWORD-QC"], 2: ["SLASH-7S"], 3: ["DODGE-2D"] },
      equip: { 2: ["QINGGANG-6S"], 4: ["DILU-5C"] },
    };
    const st = act(scenario(base), 1, "PLAY BORROWED-SWORD-QC -> Bob Cat");
    expect(st.pub).toContain("Ann plays BORROWED-SWORD-QC: Bob must slash Cat or hand over their weapon.");
    expect(asked(st.s)).toBe(2);
    const slashed = act(st.s, 2, "RESPOND SLASH-7S");
    expect(slashed.pub).toContain("Bob plays SLASH-7S on Cat.");
    expect(asked(slashed.s)).toBe(3);
    const gave = act(st.s, 2, "PASS");
    expect(gave.pub).toContain("Bob does not slash Cat and hands QINGGANG-6S to Ann.");
    expect(hand(gave.s, 1)).toEqual(["QINGGANG-6S"]);
    expect(equipCodes(gave.s, 2)).toEqual([]);
    const s = scenario(base);
    expect(refuse(s, 1, "PLAY BORROWED-SWORD-QC -> Cat Bob")).toMatch(/Cat has no weapon/);
    expect(refuse(s, 1, "PLAY BORROWED-SWORD-QC -> Bob Dan")).toMatch(/not in Bob's attack range/);
    expect(refuse(s, 1, "PLAY BORROWED-SWORD-QC -> Bob")).toMatch(/2 targets/);
  });

  it("Barbarian Invasion asks every other player in seat order for a Slash", () => {
    const s = scenario({ n: 5, hands: { 1: ["INVASION-7S"], 3: ["SLASH-7S"], 5: ["SLASH-8S"] } });
    let st = act(s, 1, "PLAY INVASION-7S");
    expect(st.pub).toContain("Bob does not respond.");
    expect(st.pub).toContain("Bob takes 1 damage from Ann (Barbarian Invasion): HP 3/4.");
    expect(asked(st.s)).toBe(3);
    st = act(st.s, 3, "RESPOND SLASH-7S");
    expect(st.pub).toContain("Dan takes 1 damage from Ann (Barbarian Invasion): HP 3/4.");
    expect(asked(st.s)).toBe(5);
    st = act(st.s, 5, "PASS");
    expect(hp(st.s, 5)).toBe(3);
    expect(hp(st.s, 3)).toBe(4);
    expect(hp(st.s, 1)).toBe(5);
    expect(st.s.ask?.seat).toBe(1);
    expect(discardCodes(st.s)).toContain("INVASION-7S");
  });

  it("Arrow Barrage asks every other player for a Dodge; Eight Diagrams may answer", () => {
    const s = scenario({
      n: 4,
      hands: { 1: ["BARRAGE-AH"], 2: ["DODGE-2D"] },
      equip: { 3: ["EIGHT-DIAGRAMS-2S"] },
      deck: ["PEACH-3H"],
    });
    let st = act(s, 1, "PLAY BARRAGE-AH");
    st = act(st.s, 2, "RESPOND DODGE-2D");
    expect(st.pub).toContain("Judgement for Cat's Eight Diagrams: PEACH-3H (3♥).");
    expect(st.pub).toContain("Red: it counts as a Dodge for Cat.");
    expect(hp(st.s, 2)).toBe(4);
    expect(hp(st.s, 3)).toBe(4);
    expect(hp(st.s, 4)).toBe(3);
  });

  it("Peach Garden heals every wounded player by 1", () => {
    const s = scenario({ n: 4, hands: { 1: ["PEACH-GARDEN-AH"] }, hp: { 1: 2, 3: 3 } });
    const st = act(s, 1, "PLAY PEACH-GARDEN-AH");
    expect([1, 2, 3, 4].map((p) => hp(st.s, p))).toEqual([3, 4, 4, 4]);
  });

  it("Bountiful Harvest reveals one card per living player; each takes one, starting with the user", () => {
    const s = scenario({ n: 4, hands: { 1: ["HARVEST-3H"] }, dead: [3], deck: ["PEACH-3H", "SLASH-7S", "DODGE-2D"] });
    let st = act(s, 1, "PLAY HARVEST-3H");
    expect(st.pub).toContain("Bountiful Harvest reveals PEACH-3H, SLASH-7S, DODGE-2D.");
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "choose" });
    st = act(st.s, 1, "CHOOSE PEACH-3H");
    expect(asked(st.s)).toBe(2);
    expect(refuse(st.s, 2, "CHOOSE PEACH-3H")).toMatch(/choose one of: SLASH-7S, DODGE-2D/);
    st = act(st.s, 2, "CHOOSE dodge-2d");
    expect(st.pub).toContain("Dan takes SLASH-7S from the Harvest.");
    expect(hand(st.s, 4)).toEqual(["SLASH-7S"]);
    expect(st.s.harvest).toEqual([]);
  });
});

describe("Nullification", () => {
  it("asks every living player at once; the first Nullification answers for all and reopens the window", () => {
    const s = scenario({
      n: 5,
      hands: { 1: ["DISMANTLE-3S"], 2: ["NULLIFY-QC"], 3: ["NULLIFY-JS", "PEACH-3H"], 4: ["NULLIFY-KC"] },
    });
    const seats = (x: typeof s) => E.pending(x).map((p) => p.seat);
    let st = act(s, 1, "PLAY DISMANTLE-3S -> Cat");
    expect(seats(st.s)).toEqual([2, 3, 4]); // Ann and Eve hold no Nullification: passed (helpers.ts)
    const keys = E.pending(st.s).map((p) => p.key);
    st = act(st.s, 2, "PASS");
    expect(seats(st.s)).toEqual([3, 4]);
    expect(E.pending(st.s).map((p) => p.key)).toEqual(keys.slice(1)); // the others keep their questions
    st = act(st.s, 3, "RESPOND NULLIFY-JS");
    expect(st.pub).toContain("Cat plays NULLIFY-JS: Dismantle (Ann → Cat) is cancelled (unless countered).");
    expect(seats(st.s)).toEqual([2, 4]); // reopened: everyone asked again
    st = act(st.s, 2, "RESPOND NULLIFY-QC");
    expect(st.pub).toContain(
      "Bob plays NULLIFY-QC against the Nullification: Dismantle (Ann → Cat) goes ahead (unless countered).",
    );
    expect(asked(st.s)).toBe(4);
    st = act(st.s, 4, "PASS");
    expect(st.pub).toContain("Dismantle: Ann discards PEACH-3H from Cat's hand.");
    expect(st.s.ask?.seat).toBe(1);
  });

  it("an odd number of Nullifications cancels the effect on that target only", () => {
    const s = scenario({ n: 4, hands: { 1: ["INVASION-7S"], 3: ["NULLIFY-JS"] } });
    let st = act(s, 1, "PLAY INVASION-7S");
    // Bob's window: Cat is asked (holds a Nullification)
    expect(asked(st.s)).toBe(3);
    st = act(st.s, 3, "RESPOND NULLIFY-JS");
    expect(st.pub).toContain("Barbarian Invasion has no effect on Bob.");
    expect(hp(st.s, 2)).toBe(4);
    expect(hp(st.s, 3)).toBe(3);
    expect(hp(st.s, 4)).toBe(3);
  });

  it("a Nullification may cancel a delayed trick at its judgement", () => {
    const s = scenario({
      n: 4,
      current: 2,
      phase: "start",
      judge: { 2: ["INDULGENCE-6S"] },
      hands: { 2: ["NULLIFY-JS"] },
      deck: ["SLASH-7S"],
    });
    expect(asked(s)).toBe(2);
    const st = act(s, 2, "RESPOND NULLIFY-JS");
    expect(st.pub).toContain("Bob plays NULLIFY-JS: Indulgence on Bob is cancelled (unless countered).");
    expect(st.s.turn.skipPlay).toBe(false);
    expect(st.s.ask).toMatchObject({ seat: 2, kind: "play" });
    expect(discardCodes(st.s)).toContain("INDULGENCE-6S");
  });
});
