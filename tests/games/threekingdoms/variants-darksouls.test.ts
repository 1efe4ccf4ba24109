// The Dark Souls variant ("Alma Oscura"): a dead Loyalist becomes Arhat, a dead Rebel Xuanwu, a dead
// Traitor Yusuke, each possessing a living player with a one-shot power. Reading: docs/three-kingdoms.md.
import { describe, expect, it } from "vitest";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import { act, askAll, hand, hp, refuse, scenario, type Scenario, type Step, textOf } from "./helpers.ts";

const R5 = ["lord", "loyalist", "rebel", "traitor", "rebel"] as const;
function five(sc: Partial<Scenario>): State {
  return scenario({ n: 5, roles: [...R5], options: { darksouls: "on" }, ...sc });
}
/** Kills `victim` (at 1 HP) with a Slash from the current player; everyone else passes. */
function kill(s: State, killer: number, victim: string): Step {
  let r = act(s, killer, `PLAY SLASH-7S -> ${victim}`);
  const pub = [...r.pub];
  while (r.s.ask && r.s.ask.kind === "respond") {
    r = act(r.s, r.s.ask.seat, "PASS");
    pub.push(...r.pub);
  }
  return { ...r, pub };
}

describe("Dark Souls", () => {
  it("a dead Loyalist's soul (Arhat) is asked, though dead, whom to possess; it is public", () => {
    const r = kill(five({ current: 3, hands: { 3: ["SLASH-7S"] }, hp: { 2: 1 } }), 3, "Bob");
    expect(r.s.players[1].alive).toBe(false);
    expect(r.s.ask?.seat).toBe(2);
    expect(r.s.ask?.options).toEqual(["CAT", "DAN", "EVE", "ANN"]);
    expect(E.pending(r.s)[0].seat).toBe(2);
    const c = act(r.s, 2, "CHOOSE Ann");
    expect(c.pub).toContain("Bob's Dark Soul (Arhat) possesses Ann.");
    expect(c.s.variant?.souls?.[2]).toEqual({ kind: "arhat", host: 1 });
    expect(c.s.ask?.seat).toBe(3); // back to the Rebel's Play phase
  });

  it("Arhat takes 1 of the next damage to the possessed player, who then discards a hand card; the soul is gone", () => {
    const s0 = five({
      current: 3,
      hands: { 3: ["SLASH-7S"], 1: ["DODGE-2D", "PEACH-3H"] },
      prepare: (s) => {
        s.variant = { souls: { 2: { kind: "arhat", host: 1 } } };
      },
      dead: [2],
    });
    const r = kill(s0, 3, "Ann");
    expect(hp(r.s, 1)).toBe(5); // the Lord's 5 HP: the 1 damage was taken by Arhat
    expect(r.pub.join("\n")).toContain("Bob's Dark Soul (Arhat) takes 1 of the damage to Ann, and is gone.");
    expect(r.s.ask).toMatchObject({ seat: 1, kind: "discard", count: 1 });
    const d = act(r.s, 1, "DISCARD PEACH-3H");
    expect(hand(d.s, 1)).toEqual(["DODGE-2D"]);
    expect(d.s.variant?.souls).toEqual({});
  });

  it("Xuanwu draws a card face down on possessing; as the host's Play phase begins it may swap it with a hand card taken unseen", () => {
    // the Loyalist who kills the Rebel draws the reward's 3 cards first
    const r = kill(
      five({ current: 2, hands: { 2: ["SLASH-7S"] }, hp: { 3: 1 }, deck: ["DODGE-4D", "DODGE-5D", "DODGE-6D", "PEACH-3H"] }),
      2,
      "Cat",
    );
    const c = act(r.s, 3, "CHOOSE Dan");
    expect(hand(c.s, 3)).toEqual(["PEACH-3H"]); // the dead Rebel holds Xuanwu's card
    expect(c.pub.join("\n")).not.toContain("PEACH-3H");
    expect(c.events.filter((e) => e.to === 3).map(textOf)).toContain("Xuanwu's card: PEACH-3H.");
    // Dan's turn: after his draw, Xuanwu is asked
    const s1 = five({
      current: 3,
      phase: "end",
      dead: [3],
      hands: { 3: ["PEACH-3H"], 4: ["DUEL-AS"] },
      deck: ["DODGE-2D", "DODGE-3D"],
      prepare: (s) => {
        s.variant = { souls: { 3: { kind: "xuanwu", host: 4 } } };
      },
    });
    expect(s1.ask).toMatchObject({ seat: 3, kind: "choose", canPass: true, options: ["USE"] });
    expect(hand(s1, 4)).toHaveLength(3); // drawn first
    const u = act(s1, 3, "CHOOSE USE");
    expect(hand(u.s, 4)).toContain("PEACH-3H");
    expect(hand(u.s, 4)).toHaveLength(3);
    expect(hand(u.s, 3)).toEqual([]);
    expect(u.pub.join("\n")).toMatch(
      /Cat's Dark Soul \(Xuanwu\) swaps its card with a card of Dan's hand, taken unseen, which is discarded: (DUEL-AS|DODGE-2D|DODGE-3D)\./,
    );
    expect(u.s.variant?.souls).toEqual({});
    expect(u.s.ask).toMatchObject({ seat: 4, kind: "play" });
  });

  it("Yusuke may order the host, as their Play phase begins, to discard the hand and draw as many; PASS keeps it for later", () => {
    const mk = () =>
      five({
        phase: "end",
        dead: [4],
        hands: { 4: [], 5: [] },
        deck: ["DODGE-2D", "DODGE-3D", "PEACH-3H", "PEACH-4H"],
        current: 4,
        prepare: (s) => {
          s.variant = { souls: { 4: { kind: "yusuke", host: 5 } } };
        },
      });
    const s1 = mk();
    expect(s1.ask).toMatchObject({ seat: 4, kind: "choose" });
    expect(hand(s1, 5)).toEqual(["DODGE-2D", "DODGE-3D"]);
    const p = act(s1, 4, "PASS");
    expect(p.s.variant?.souls?.[4]).toEqual({ kind: "yusuke", host: 5 });
    const u = act(mk(), 4, "CHOOSE USE");
    expect(hand(u.s, 5)).toEqual(["PEACH-3H", "PEACH-4H"]);
    expect(u.pub.join("\n")).toContain("Dan's Dark Soul (Yusuke) orders Eve to discard the hand: DODGE-2D, DODGE-3D.");
    expect(u.s.variant?.souls).toEqual({});
  });

  it("a soul whose host dies is gone (Xuanwu's card discarded); without the option the dead are not asked", () => {
    const s0 = five({
      current: 4,
      hands: { 4: ["SLASH-7S"], 3: ["PEACH-3H"] },
      hp: { 5: 1 },
      dead: [3],
      prepare: (s) => {
        s.variant = { souls: { 3: { kind: "xuanwu", host: 5 } } };
      },
    });
    const r = kill(s0, 4, "Eve");
    expect(r.s.players[4].alive).toBe(false);
    expect(r.pub.join("\n")).toContain("Xuanwu's card is discarded: PEACH-3H.");
    expect(r.pub.join("\n")).toContain("Cat's Dark Soul (Xuanwu) is gone: Eve is dead.");
    expect(hand(r.s, 3)).toEqual([]);
    expect(r.s.ask?.seat).toBe(5); // Eve's own soul (a Rebel: Xuanwu) is asked now
    const off = kill(scenario({ n: 5, roles: [...R5], current: 3, hands: { 3: ["SLASH-7S"] }, hp: { 2: 1 } }), 3, "Bob");
    expect(off.s.ask?.seat).toBe(3);
    expect(refuse(off.s, 2, "CHOOSE Ann")).toMatch(/you are dead/);
  });

  it("is refused with reincarnation and with protect", () => {
    expect(E.parseOptions({ darksouls: "on", reincarnation: "on" }).ok).toBe(false);
    expect(E.parseOptions({ darksouls: "on", protect: "on", series: "on" }).ok).toBe(false);
    expect(E.parseOptions({ darksouls: "on" }).ok).toBe(true);
    void askAll;
  });
});
