import { describe, expect, it } from "vitest";
import { distance, attackRange } from "../../../src/games/threekingdoms/distance.ts";
import { deckTable } from "../../../src/games/threekingdoms/cards/cards.ts";
import type { DyingTask } from "../../../src/games/threekingdoms/types.ts";
import { E, act, askAll, asked, discardCodes, en, hand, hp, refuse, scenario, textOf } from "./helpers.ts";

describe("Slash, Dodge, Peach", () => {
  it("a Slash asks its target for a Dodge; a Dodge cancels it", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S"], 2: ["DODGE-2H"] } });
    let st = act(s, 1, "PLAY SLASH-7S -> Bob");
    expect(st.pub).toContain("Ann plays SLASH-7S on Bob.");
    expect(E.pending(st.s)).toEqual([{ seat: 2, what: expect.anything(), key: expect.any(String) }]); // everyone is asked: naming Bob reveals nothing
    expect(en(E.pending(st.s)[0].what)).toContain("RESPOND DODGE");
    st = act(st.s, 2, "RESPOND DODGE-2H");
    expect(st.pub).toContain("Bob plays DODGE-2H.");
    expect(hp(st.s, 2)).toBe(4);
    expect(discardCodes(st.s)).toEqual(["DODGE-2H", "SLASH-7S"]);
  });

  it("an unanswered Slash deals 1 damage", () => {
    let s = scenario({ n: 5, hands: { 1: ["SLASH-7S"], 2: ["DODGE-2H"] } });
    s = act(s, 1, "PLAY SLASH-7S -> 2").s;
    const st = act(s, 2, "PASS");
    expect(st.pub).toEqual(["Bob does not respond.", "Bob takes 1 damage from Ann (Slash): HP 3/4."]);
    expect(hp(st.s, 2)).toBe(3);
  });

  it("only one Slash per Play phase", () => {
    let s = scenario({ n: 5, hands: { 1: ["SLASH-7S", "SLASH-8S"] } });
    s = act(s, 1, "PLAY SLASH-7S -> Bob").s; // Bob has no Dodge: skipped, takes damage
    expect(hp(s, 2)).toBe(3);
    expect(refuse(s, 1, "PLAY SLASH-8S -> Bob")).toMatch(/already used a Slash/);
  });

  it("Dodge and Nullification cannot be played in one's own turn; you cannot slash yourself", () => {
    const s = scenario({ n: 5, hands: { 1: ["DODGE-2H", "NULLIFY-JS", "SLASH-7S"] } });
    expect(refuse(s, 1, "PLAY DODGE-2H")).toMatch(/only played in answer/);
    expect(refuse(s, 1, "PLAY NULLIFY-JS")).toMatch(/only played in answer/);
    expect(refuse(s, 1, "PLAY SLASH-7S -> Ann")).toMatch(/yourself/);
    expect(refuse(s, 1, "PLAY SLASH-7S")).toMatch(/one target/);
  });

  it("a Peach heals yourself in your turn, only when wounded", () => {
    let s = scenario({ n: 5, hands: { 1: ["PEACH-3H", "PEACH-4H"] }, hp: { 1: 4 } });
    expect(refuse(s, 1, "PLAY PEACH-3H -> Bob")).toMatch(/only yourself/);
    s = act(s, 1, "PLAY PEACH-3H").s;
    expect(hp(s, 1)).toBe(5);
    expect(refuse(s, 1, "PLAY PEACH-4H")).toMatch(/not wounded/);
  });
});

describe("dying and death", () => {
  it("a dying player is asked for Peaches in turn order from the current player, and is saved", () => {
    const s = scenario({
      n: 5,
      current: 3,
      hp: { 2: 1 },
      hands: { 3: ["SLASH-7S"], 5: ["PEACH-3H"], 1: ["PEACH-4H"], 2: [] },
    });
    let st = act(s, 3, "PLAY SLASH-7S -> Bob");
    expect(st.pub).toContain("Bob is dying (HP 0/4): everyone is asked for a Peach at once; the first in turn order saves.");
    // order from Cat: Cat (no Peach, skipped), Dan (none), Eve (has one) is asked first
    expect(E.pending(st.s)[0].seat).toBe(5);
    expect(st.pub).toContain("Cat gives no Peach.");
    expect(st.pub).toContain("Dan gives no Peach.");
    st = act(st.s, 5, "RESPOND PEACH-3H");
    expect(st.pub).toContain("Eve plays PEACH-3H on Bob: HP 1/4.");
    expect(st.pub).toContain("Bob is saved.");
    expect(st.s.players[1].alive).toBe(true);
  });

  it("Peaches are asked of everyone at once; the first Peach in turn order saves, not the first answer", () => {
    askAll(() => {
      // Cat is the current player: the order is Cat, Dan, Eve, Ann, Bob; Eve and Ann both hold a Peach
      let s = scenario({ n: 5, current: 3, hp: { 2: 1 }, hands: { 3: ["SLASH-7S"], 5: ["PEACH-3H"], 1: ["PEACH-4H"] } });
      s = act(s, 3, "PLAY SLASH-7S -> Bob").s;
      s = act(s, 2, "PASS").s; // no Dodge
      expect(E.pending(s).map((p) => p.seat)).toEqual([3, 4, 5, 1, 2]);
      let st = act(s, 1, "RESPOND PEACH-4H"); // Ann answers first, but Eve comes before her
      expect(st.pub).toEqual([]); // nothing said yet: Cat, Dan and Eve have still to answer
      st = act(st.s, 3, "PASS");
      expect(st.pub).toEqual(["Cat gives no Peach."]);
      st = act(st.s, 4, "PASS");
      expect(st.pub).toEqual(["Dan gives no Peach."]);
      st = act(st.s, 5, "RESPOND PEACH-3H");
      expect(st.pub).toEqual(["Eve plays PEACH-3H on Bob: HP 1/4.", "Bob is saved."]);
      expect(hand(st.s, 1)).toEqual(["PEACH-4H"]); // Ann's Peach stays in her hand, never said
      expect(E.pending(st.s).map((p) => p.seat)).toEqual([3]); // Bob's question closed: Cat plays on
    });
  });

  it("a Peach round stored when the seats were asked one after another goes on with the rest at once", () => {
    let s = scenario({ n: 4, current: 1, hp: { 2: 1 }, hands: { 1: ["SLASH-7S"], 4: ["PEACH-3H"] } });
    s = askAll(() => act(act(s, 1, "PLAY SLASH-7S -> Bob").s, 2, "PASS").s);
    const t = s.stack.at(-1) as DyingTask;
    // the old form: Ann alone asked (order Ann, Bob, Cat, Dan), no round
    delete t.asked;
    delete t.answers;
    s.ask = { ...s.asks!.find((a) => a.seat === 1)! };
    delete s.asks;
    askAll(() => {
      const st = act(s, 1, "PASS");
      expect(st.pub).toEqual(["Ann gives no Peach."]);
      expect(E.pending(st.s).map((p) => p.seat)).toEqual([2, 3, 4]);
      const end = act(act(act(st.s, 2, "PASS").s, 3, "PASS").s, 4, "RESPOND PEACH-3H");
      expect(end.pub).toContain("Dan plays PEACH-3H on Bob: HP 1/4.");
    });
  });

  it("several Peaches may be needed; the same player is asked again", () => {
    let s = scenario({
      n: 5,
      current: 1,
      hp: { 2: 1 },
      hands: { 3: ["PEACH-3H", "PEACH-4H"] },
      judge: { 1: ["LIGHTNING-AS"] },
      phase: "judge",
      deck: ["SLASH-7S"], // ♠7: the Lightning strikes Ann (5 HP → 2)
    });
    expect(hp(s, 1)).toBe(2);
    s = scenario({
      n: 5,
      current: 2,
      hp: { 2: 2 },
      hands: { 3: ["PEACH-3H", "PEACH-4H"] },
      judge: { 2: ["LIGHTNING-AS"] },
      phase: "judge",
      deck: ["SLASH-7S"],
    });
    expect(hp(s, 2)).toBe(-1);
    expect(asked(s)).toBe(3);
    let st = act(s, 3, "RESPOND PEACH-3H");
    expect(hp(st.s, 2)).toBe(0);
    expect(asked(st.s)).toBe(3);
    st = act(st.s, 3, "RESPOND PEACH-4H");
    expect(hp(st.s, 2)).toBe(1);
    expect(st.s.turn.phase).toBe("play");
  });

  it("a player nobody saves dies; the identity is revealed and the cards discarded", () => {
    const s = scenario({
      n: 5,
      current: 1,
      hp: { 4: 1 },
      hands: { 1: ["SLASH-7S"], 4: ["PEACH-3H"] },
      equip: { 4: ["DILU-5C"], 1: ["HALBERD-QD"] },
    });
    let st = act(s, 1, "PLAY SLASH-7S -> Dan");
    expect(asked(st.s)).toBe(4); // Dan can save himself
    st = act(st.s, 4, "PASS");
    expect(st.pub).toContain("Dan dies (killed by Ann): Dan was a Traitor. Discarded: PEACH-3H, DILU-5C.");
    expect(st.s.players[3].alive).toBe(false);
    const v = E.view(st.s, "public") as { players: { role: string | null }[] };
    expect(v.players[3].role).toBe("traitor");
  });

  it("whoever kills a Rebel draws 3 cards, even a Rebel", () => {
    const s = scenario({ n: 5, current: 5, hp: { 3: 1 }, hands: { 5: ["SLASH-7S"] } });
    // Eve (Rebel) kills Cat (Rebel): distance Eve→Cat is 2 with 5 players; give Eve the Kylin Bow
    const s2 = scenario({ n: 5, current: 5, hp: { 3: 1 }, hands: { 5: ["SLASH-7S"] }, equip: { 5: ["KYLIN-BOW-5H"] } });
    expect(refuse(s, 5, "PLAY SLASH-7S -> Cat")).toMatch(/out of your attack range/);
    const st = act(s2, 5, "PLAY SLASH-7S -> Cat");
    expect(st.pub).toContain("Cat dies (killed by Eve): Cat was a Rebel.");
    expect(st.pub).toContain("Eve draws 3 cards (reward: Cat was a Rebel).");
    expect(hand(st.s, 5)).toHaveLength(3);
    expect(st.events.some((e) => e.to === 5 && textOf(e).startsWith("You draw "))).toBe(true);
  });

  it("the Lord who kills a Loyalist discards all hand and equipment cards", () => {
    const s = scenario({
      n: 5,
      current: 1,
      hp: { 2: 1 },
      hands: { 1: ["SLASH-7S", "DODGE-2H", "PEACH-3H"] },
      equip: { 1: ["CROSSBOW-AC"] },
    });
    const st = act(s, 1, "PLAY SLASH-7S -> Bob");
    // Ann holds a Peach and is asked to save Bob
    const st2 = act(st.s, 1, "PASS");
    expect(st2.pub).toContain("Bob dies (killed by Ann): Bob was a Loyalist.");
    expect(st2.pub).toContain(
      "Ann, the Lord, killed a Loyalist and discards all hand and equipment cards: DODGE-2H, PEACH-3H, CROSSBOW-AC.",
    );
    expect(hand(st2.s, 1)).toEqual([]);
    expect(st2.s.players[0].equip).toEqual({});
  });
});

describe("victory", () => {
  it("the Lord dies with others alive: the Rebels win, alive or dead", () => {
    const s = scenario({ n: 5, current: 3, hp: { 1: 1 }, hands: { 3: ["SLASH-7S"] }, dead: [5], equip: { 3: ["KYLIN-BOW-5H"] } });
    const st = act(s, 3, "PLAY SLASH-7S -> Ann");
    expect(st.s.over?.side).toBe("rebel");
    expect(E.outcome(st.s)).toMatchObject({ status: "finished", winners: [3, 5] });
    expect(E.pending(st.s)).toEqual([]);
    expect(st.pub.some((t) => t.startsWith("Identities:"))).toBe(true);
  });

  it("the Lord dies and the only living player is the Traitor: the Traitor wins", () => {
    const s = scenario({ n: 5, current: 4, hp: { 1: 1 }, hands: { 4: ["SLASH-7S"] }, dead: [2, 3, 5] });
    const st = act(s, 4, "PLAY SLASH-7S -> Ann");
    expect(st.s.over?.side).toBe("traitor");
    expect(E.outcome(st.s).winners).toEqual([4]);
  });

  it("the Lord dies while the Traitor and a Loyalist live: the Rebels win", () => {
    const s = scenario({ n: 5, current: 4, hp: { 1: 1 }, hands: { 4: ["SLASH-7S"] }, dead: [3, 5] });
    const st = act(s, 4, "PLAY SLASH-7S -> Ann");
    expect(st.s.over?.side).toBe("rebel");
  });

  it("all Rebels and Traitors dead: the Lord and the Loyalists win, alive or dead", () => {
    const s = scenario({
      n: 5,
      current: 1,
      hp: { 4: 1 },
      hands: { 1: ["SLASH-7S"] },
      dead: [2, 3, 5],
      equip: { 1: ["KYLIN-BOW-5H"] },
    });
    const st = act(s, 1, "PLAY SLASH-7S -> Dan");
    expect(st.s.over?.side).toBe("lord");
    expect(E.outcome(st.s).winners).toEqual([1, 2]);
    expect(E.outcome(st.s).scores).toBeDefined();
  });

  it("when the current player dies in their own turn, the next player's turn begins", () => {
    const s = scenario({ n: 5, current: 2, hp: { 2: 1 }, hands: { 2: ["DUEL-AS"], 3: ["SLASH-7S"] } });
    let st = act(s, 2, "PLAY DUEL-AS -> Cat");
    expect(asked(st.s)).toBe(3);
    st = act(st.s, 3, "RESPOND SLASH-7S");
    // Bob has no Slash (asked without waiting): he loses the duel and dies (Loyalist killed by a Rebel)
    expect(st.pub).toContain("Bob does not respond and loses the Duel.");
    expect(st.pub).toContain("Bob dies (killed by Cat): Bob was a Loyalist.");
    expect(st.s.turn.seat).toBe(3);
    expect(discardCodes(st.s)).toContain("DUEL-AS");
  });
});

describe("distance and attack range", () => {
  const table = deckTable(false);
  it("counts seats the shorter way round, living players only", () => {
    const s = scenario({ n: 6 });
    expect(distance(s, 1, 2)).toBe(1);
    expect(distance(s, 1, 4)).toBe(3);
    expect(distance(s, 1, 5)).toBe(2);
    const d = scenario({ n: 6, dead: [2, 3] });
    expect(distance(d, 1, 4)).toBe(1);
  });

  it("a +1 horse on the target adds 1, a -1 horse on the user takes 1, never below 1", () => {
    const s = scenario({ n: 6, equip: { 4: ["DILU-5C"], 1: ["CHITU-5H"] } });
    expect(distance(s, 1, 4)).toBe(3); // 3 + 1 - 1
    expect(distance(s, 1, 2)).toBe(1); // 1 - 1, minimum 1
    expect(distance(s, 2, 4)).toBe(3); // 2 + 1
    expect(distance(s, 4, 1)).toBe(3);
  });

  it("attack range is the weapon's range, 1 with none", () => {
    const s = scenario({ n: 6, equip: { 1: ["HALBERD-QD"], 2: ["QINGGANG-6S"] } });
    expect(attackRange(s.players[0], table)).toBe(4);
    expect(attackRange(s.players[1], table)).toBe(2);
    expect(attackRange(s.players[2], table)).toBe(1);
  });

  it("Slash needs distance within range: horses and weapons change who can be slashed", () => {
    const plain = scenario({ n: 6, hands: { 1: ["SLASH-7S"] } });
    expect(refuse(plain, 1, "PLAY SLASH-7S -> Cat")).toMatch(/distance 2, range 1/);
    const horse = scenario({ n: 6, hands: { 1: ["SLASH-7S"] }, equip: { 1: ["CHITU-5H"] } });
    expect(act(horse, 1, "PLAY SLASH-7S -> Cat").pub).toContain("Ann plays SLASH-7S on Cat.");
    const guarded = scenario({ n: 6, hands: { 1: ["SLASH-7S"] }, equip: { 1: ["QINGGANG-6S"], 3: ["JUEYING-5S"] } });
    expect(refuse(guarded, 1, "PLAY SLASH-7S -> Cat")).toMatch(/distance 3, range 2/);
    const bow = scenario({ n: 6, hands: { 1: ["SLASH-7S"] }, equip: { 1: ["KYLIN-BOW-5H"], 4: ["JUEYING-5S"] } });
    expect(act(bow, 1, "PLAY SLASH-7S -> Dan").pub).toContain("Ann plays SLASH-7S on Dan."); // distance 4 ≤ range 5
  });
});
