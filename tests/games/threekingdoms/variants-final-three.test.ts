// The final three variant ("Reglas detalladas" 3): "when only three players are left, after three rounds,
// everyone loses HP at the same time each round; if they are eliminated together, they go to the next round."
import { describe, expect, it } from "vitest";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import { act, askAll, asked, firstAsk, hand, hp, scenario, type Scenario, en } from "./helpers.ts";

const ROLES = ["lord", "loyalist", "rebel", "traitor"] as const;

/** The turn before the Lord's ends: the Lord's turn starts round `round + 1`; three are left since round `from`. */
function roundStart(sc: Partial<Scenario> & { round: number; from?: number }): State {
  return scenario({
    n: 4,
    roles: [...ROLES],
    current: 4,
    phase: "end",
    options: { finalthree: "on" },
    dead: [2],
    ...sc,
    prepare: (s) => {
      s.round = sc.round;
      if (sc.from !== undefined) s.variant = { finalThreeFrom: sc.from };
    },
  });
}

describe("final three", () => {
  it("starts counting in the round the fourth-from-last player is out, and says when the loss begins", () => {
    const s0 = scenario({
      n: 4,
      roles: [...ROLES],
      current: 3,
      hands: { 3: ["SLASH-7S"] },
      hp: { 2: 1 },
      options: { finalthree: "on" },
      prepare: (s) => {
        s.round = 2;
      },
    });
    const r = act(s0, 3, "PLAY SLASH-7S -> Bob");
    const s = asked(r.s) === 2 ? act(r.s, 2, "PASS") : r;
    expect(s.s.players[1].alive).toBe(false);
    expect(s.s.variant?.finalThreeFrom).toBe(2);
    expect(s.pub.join("\n")).toContain(
      "Final three: only 3 players are left in round 2. From round 6 on, every living player loses 1 HP at the start of each round.",
    );
  });

  it("does nothing during the three rounds after (rounds R+1..R+3)", () => {
    const r = roundStart({ round: 4, from: 1 }); // three left since round R = 1: round 5 = R+4 has the loss
    const q = roundStart({ round: 3, from: 1 }); // round 4 = R+3: still one of the three rounds
    expect(q.round).toBe(4);
    expect([hp(q, 1), hp(q, 3), hp(q, 4)]).toEqual([4, 4, 4]);
    expect(r.round).toBe(5);
    expect([hp(r, 1), hp(r, 3), hp(r, 4)]).toEqual([3, 3, 3]);
  });

  it("takes 1 HP from every living player at the start of each later round, at once", () => {
    const s = roundStart({ round: 9, from: 1, hp: { 1: 3, 3: 2, 4: 4 } });
    expect([hp(s, 1), hp(s, 3), hp(s, 4)]).toEqual([2, 1, 3]);
    expect(s.players[1].hp).toBe(4); // the dead Loyalist is untouched
    expect(s.ask?.seat).toBe(1); // then the Lord's turn goes on
  });

  it("is off without the option", () => {
    const s = scenario({
      n: 4,
      roles: [...ROLES],
      current: 4,
      phase: "end",
      dead: [2],
      prepare: (x) => {
        x.round = 9;
        x.variant = { finalThreeFrom: 1 };
      },
    });
    expect([hp(s, 1), hp(s, 3), hp(s, 4)]).toEqual([4, 4, 4]);
  });

  it("is a loss of HP, not damage: no damage skill triggers and a death by it gives no reward", () => {
    // Cao Cao (Jianxiong) and Xiahou Dun (Ganglie) lose HP; the Rebel at 1 HP dies, nobody draws 3
    const s = roundStart({
      round: 9,
      from: 1,
      hp: { 1: 3, 3: 1, 4: 3 },
      options: { finalthree: "on", generals: "on" },
      generals: { 1: "CAOCAO", 2: "LIUBEI", 3: "ZHANGFEI", 4: "XIAHOUDUN" },
    });
    expect(s.players[2].alive).toBe(false);
    expect(s.deaths.at(-1)).toMatchObject({ seat: 3, killer: null });
    // the Lord drew only its Draw phase's 2 cards
    expect(hand(s, 1)).toHaveLength(2);
    expect(hand(s, 4)).toHaveLength(0);
  });

  it("lets the dying be saved by a Peach, one after the other in turn order from the Lord", () => {
    // every living player is asked in each window (askAll): the Lord, the Rebel, the Traitor for the
    // Rebel (seat 3) first; the Rebel saves themself; then the same for the Traitor
    const order: number[] = [];
    const s = askAll(() => {
      let x = roundStart({ round: 9, from: 1, hp: { 1: 3, 3: 1, 4: 1 }, hands: { 3: ["PEACH-3H"], 4: ["PEACH-4H"] } });
      // everyone is asked at once; they answer in turn order here
      for (let i = 0, a = firstAsk(x); i < 10 && a?.kind === "respond"; i++, a = firstAsk(x)) {
        const who = a.seat;
        order.push(who);
        const mine = hand(x, who).find((c) => c.startsWith("PEACH"));
        x = act(x, who, mine && /you are dying/.test(en(a.what)) ? `RESPOND ${mine}` : "PASS").s;
      }
      return x;
    });
    expect([hp(s, 3), hp(s, 4)]).toEqual([1, 1]);
    expect(s.players.every((p, i) => i === 1 || p.alive)).toBe(true);
    expect(order).toEqual([1, 3, 1, 3, 4]); // the Rebel: Lord, Rebel (saved); the Traitor: Lord, Rebel, Traitor (saved)
  });

  it("does not put everyone out together: all at 1 HP go on to the next round untouched", () => {
    const s = roundStart({ round: 9, from: 1, hp: { 1: 1, 3: 1, 4: 1 } });
    expect([hp(s, 1), hp(s, 3), hp(s, 4)]).toEqual([1, 1, 1]);
    expect(s.over).toBeNull();
    // not all at 1: everyone loses 1; the dying are settled from the Lord, whose death ends the game
    const again = roundStart({ round: 9, from: 1, hp: { 1: 1, 3: 1, 4: 2 } });
    expect([hp(again, 1), hp(again, 3), hp(again, 4)]).toEqual([0, 0, 1]);
    expect(again.over?.side).toBe("rebel");
  });

  it("goes on with two players left", () => {
    const s = roundStart({ round: 9, from: 1, dead: [2, 3], hp: { 1: 3, 4: 2 } });
    expect([hp(s, 1), hp(s, 4)]).toEqual([2, 1]);
  });

  it("a Lord put out by the loss loses the game as usual (the Rebels win)", () => {
    const s = roundStart({ round: 9, from: 1, hp: { 1: 1, 3: 2, 4: 2 } });
    expect(s.over?.side).toBe("rebel");
    expect(s.deaths.at(-1)).toMatchObject({ seat: 1, killer: null });
  });
});
