// The reincarnation variant ("Reglas de reencarnación"): the dead stay at the table, take one sacrificed
// card per other player per round, and at 4 cards (3 in 4–5-player games) come back as a random unused
// general of their kingdom with 1 HP; they count as out for victory and killing them rewards nobody.
import { describe, expect, it } from "vitest";
import { general } from "../../../src/games/threekingdoms/skills/generals.ts";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import { scoresOf } from "../../../src/games/threekingdoms/series.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import { act, firstAsk, hand, refuse, scenario, type Scenario, renderEn, textOf } from "./helpers.ts";

const G6 = { 1: "CAOCAO", 2: "ZHANGFEI", 3: "SIMAYI", 4: "LVBU", 5: "ZHOUYU", 6: "HUATUO" };
const R6 = ["lord", "loyalist", "rebel", "traitor", "rebel", "rebel"] as const;
/** Six players with generals; `dead` are dead, and the prepare hook may add more. */
function six(sc: Partial<Scenario>): State {
  return scenario({ n: 6, roles: [...R6], generals: G6, options: { reincarnation: "on" }, ...sc });
}

describe("reincarnation", () => {
  it("lets a living player sacrifice one hand card per round to a dead player, face down", () => {
    const s0 = six({ dead: [3], current: 2, hands: { 2: ["SLASH-7S", "DODGE-2H"] } });
    const r = act(s0, 2, "SKILL SACRIFICE SLASH-7S -> Cat");
    expect(hand(r.s, 3)).toEqual(["SLASH-7S"]);
    expect(r.pub).toContain("Bob sacrifices a card to Cat (1 of 4).");
    expect(r.pub.join("\n")).not.toContain("SLASH-7S");
    expect(r.events.filter((e) => e.to === 3).map(textOf)).toContain("Bob gave you SLASH-7S.");
    expect(refuse(r.s, 2, "SKILL SACRIFICE DODGE-2H -> Cat")).toMatch(/already sacrificed a card this round/);
    // the next round, again
    const later = structuredClone(r.s);
    later.round += 1;
    expect(act(later, 2, "SKILL SACRIFICE DODGE-2H -> Cat").s.players[2].hand).toHaveLength(2);
  });

  it("refuses a sacrifice to the living, outside one's Play phase, and without the option", () => {
    const s0 = six({ dead: [3], current: 2, hands: { 2: ["SLASH-7S"] } });
    expect(refuse(s0, 2, "SKILL SACRIFICE SLASH-7S -> Dan")).toMatch(/Dan is not dead/);
    expect(refuse(s0, 2, "SKILL SACRIFICE PEACH-3H -> Cat")).toMatch(/you hold no card/);
    const off = scenario({ n: 6, roles: [...R6], generals: G6, dead: [3], current: 2, hands: { 2: ["SLASH-7S"] } });
    expect(refuse(off, 2, "SKILL SACRIFICE SLASH-7S -> Cat")).toMatch(/no skill SACRIFICE/);
  });

  it("brings the dead back at 4 cards (6 players) as an unused general of the same kingdom, 1 HP, keeping the cards", () => {
    // Sima Yi (Wei) is dead with 3 sacrificed cards; the 4th brings him back
    const s0 = six({ dead: [3], current: 2, hands: { 2: ["SLASH-7S"], 3: ["DODGE-2H", "DODGE-3D", "PEACH-3H"] } });
    const r = act(s0, 2, "SKILL SACRIFICE SLASH-7S -> Cat");
    const cat = r.s.players[2];
    expect(cat.alive).toBe(true);
    expect(cat.hp).toBe(1);
    const gen = general(cat.general)!;
    expect(gen.kingdom).toBe("wei");
    expect(Object.values(G6)).not.toContain(gen.code); // neither a living player's nor his own last one
    expect(cat.maxHp).toBe(gen.hp);
    expect(hand(r.s, 3).sort()).toEqual(["DODGE-2H", "DODGE-3D", "PEACH-3H", "SLASH-7S"].sort());
    expect(r.pub.join("\n")).toMatch(
      new RegExp(`Cat comes back as ${gen.name} with 1 HP \\(reincarnation\\); Sima Yi goes back to the pile`),
    );
    expect(r.s.variant?.reborn).toEqual([3]);
    // revealed when he died, his identity stays public now that he is back
    expect(renderEn(E.view(r.s, "public"))).toMatch(/3\. Cat \[Rebel\] [^:]+: HP 1\//);
  });

  it("needs only 3 cards with 4 or 5 players", () => {
    const s0 = scenario({
      n: 5,
      generals: { 1: "LIUBEI", 2: "GUANYU", 3: "ZHAOYUN", 4: "LVBU", 5: "DIAOCHAN" },
      options: { reincarnation: "on" },
      dead: [3],
      current: 2,
      hands: { 2: ["SLASH-7S"], 3: ["DODGE-2H", "DODGE-3D"] },
    });
    const r = act(s0, 2, "SKILL SACRIFICE SLASH-7S -> Cat");
    expect(r.s.players[2].alive).toBe(true);
    expect(general(r.s.players[2].general)!.kingdom).toBe("shu");
  });

  it("turns over any general for a Qun character (the other kingdom: the first one turned)", () => {
    const s0 = six({ dead: [4], current: 2, hands: { 2: ["SLASH-7S"], 4: ["DODGE-2H", "DODGE-3D", "PEACH-3H"] } });
    const r = act(s0, 2, "SKILL SACRIFICE SLASH-7S -> Dan");
    expect(r.s.players[3].alive).toBe(true);
    expect(r.s.players[3].general).not.toBe("LVBU");
  });

  it("without a general of the kingdom left: keeps the cards but takes no more sacrifices", () => {
    // every other Wei general is held by a living player
    const wei = ["CAOCAO", "XIAHOUDUN", "ZHANGLIAO", "XUCHU", "GUOJIA", "ZHENJI"];
    const gens = { 1: "LIUBEI", 2: "GUANYU", 3: "SIMAYI", 4: wei[1], 5: wei[2], 6: wei[3], 7: wei[4], 8: wei[5] };
    const s0 = scenario({
      n: 8,
      generals: gens,
      options: { reincarnation: "on" },
      dead: [3],
      current: 2,
      hands: { 2: ["SLASH-7S"], 4: ["PEACH-3H"], 3: ["DODGE-2H", "DODGE-3D", "PEACH-4H"] },
    });
    // Cao Cao is nobody's here: give him to the Lord to close the Wei pile
    s0.players[0].general = "CAOCAO";
    const r = act(s0, 2, "SKILL SACRIFICE SLASH-7S -> Cat");
    expect(r.s.players[2].alive).toBe(false);
    expect(hand(r.s, 3)).toHaveLength(4);
    expect(r.pub.join("\n")).toContain(
      "No unused general of Cat's kingdom is left: Cat keeps the cards but can take no more sacrifices.",
    );
    const next = structuredClone(r.s);
    next.turn.seat = 4;
    next.ask!.seat = 4;
    expect(refuse(next, 4, "SKILL SACRIFICE PEACH-3H -> Cat")).toMatch(/can take no more sacrifices/);
  });

  it("a player who came back counts as out: the Lord wins with only a returned Rebel left", () => {
    // Lord, a returned Rebel (seat 3) and the last real Rebel (seat 5): the Lord kills seat 5
    const s0 = six({
      dead: [2, 4, 6],
      current: 1,
      hands: { 1: ["SLASH-7S"] },
      hp: { 5: 1, 3: 1 },
      prepare: (s) => {
        s.variant = { reborn: [3] };
        s.players[2].general = "XUCHU";
      },
    });
    let r = act(s0, 1, "PLAY SLASH-7S -> Eve");
    while (r.s.ask && !r.s.over) r = act(r.s, r.s.ask.seat, "PASS");
    expect(r.s.players[2].alive).toBe(true);
    expect(r.s.over?.side).toBe("lord");
    // in the scores the returned Rebel is out (dead Rebel: 0), like any dead Rebel
    expect(scoresOf(r.s)[3]).toBe(0);
  });

  it("killing a player who came back gives no reward and no penalty, and they may come back again", () => {
    // the Traitor kills the returned Rebel: no 3 cards; the Lord kills the returned Loyalist: no discard
    const base = (killer: number, victim: number, roles = [...R6]) =>
      six({
        roles,
        current: killer,
        hands: { [killer]: ["SLASH-7S", "DODGE-5D", "PEACH-QH"] },
        hp: { [victim]: 1 },
        prepare: (s) => {
          s.variant = { reborn: [victim] };
        },
      });
    let r = act(base(4, 3), 4, "PLAY SLASH-7S -> Cat");
    for (let a = firstAsk(r.s); a && !(a.seat === 4 && a.kind === "play"); a = firstAsk(r.s)) r = act(r.s, a.seat, "PASS");
    expect(r.s.players[2].alive).toBe(false);
    expect(hand(r.s, 4)).toHaveLength(2); // no reward
    expect(r.s.deaths.at(-1)).toMatchObject({ seat: 3, killer: 4, reborn: true });
    expect(r.s.variant?.reborn).toEqual([]);
    let q = act(base(1, 2), 1, "PLAY SLASH-7S -> Bob");
    for (let a = firstAsk(q.s); a && !(a.seat === 1 && a.kind === "play"); a = firstAsk(q.s)) q = act(q.s, a.seat, "PASS");
    expect(q.s.players[1].alive).toBe(false);
    expect(hand(q.s, 1)).toHaveLength(2); // no penalty
    // dead again: sacrifices are taken again
    const again = structuredClone(r.s);
    again.round += 1;
    expect(act(again, 4, "SKILL SACRIFICE DODGE-5D -> Cat").s.players[2].hand).toHaveLength(1);
  });

  it("a player who came back may not sacrifice", () => {
    const s0 = six({
      dead: [4],
      current: 3,
      hands: { 3: ["SLASH-7S"] },
      prepare: (s) => {
        s.variant = { reborn: [3] };
      },
    });
    expect(refuse(s0, 3, "SKILL SACRIFICE SLASH-7S -> Dan")).toMatch(/a player who came back may not sacrifice/);
  });

  it("shows a dead player's sacrificed cards as a count to the others", () => {
    const s0 = six({ dead: [3], current: 2, hands: { 2: ["SLASH-7S"] } });
    const r = act(s0, 2, "SKILL SACRIFICE SLASH-7S -> Cat");
    const pub = renderEn(E.view(r.s, "public"));
    expect(pub).toMatch(/3\. Cat \[Rebel\] [^:]+: dead, 1 sacrificed card/);
    expect(pub).not.toContain("SLASH-7S");
    expect(renderEn(E.view(r.s, { seat: 3 }))).toContain("Your hand: SLASH-7S");
  });
});
