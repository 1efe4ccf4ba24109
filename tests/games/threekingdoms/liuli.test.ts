// Da Qiao's Liuli, tested from its text: "when you are targeted by a Slash, you may discard a card to
// move it to another player in your attack range, other than the Slash's user".
import { describe, expect, it } from "vitest";
import { act, discardCodes, equipCodes, hand, hp, refuse, scenario, type Scenario } from "./helpers-skills.ts";

const base = {
  n: 5,
  current: 2,
  hands: { 1: ["PEACH-3H"], 2: ["SLASH-7S"] },
  generals: { 1: "DAQIAO" },
} satisfies Scenario;

describe("Da Qiao, Liuli", () => {
  it("discards a card to move the Slash to a player in her attack range, not its user", () => {
    let st = act(scenario(base), 2, "PLAY SLASH-7S -> Ann");
    // range 1: Bob (the user, excluded) and Eve; Cat and Dan are at distance 2
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "choose", options: ["EVE"], canPass: true });
    expect(refuse(st.s, 1, "CHOOSE BOB")).toMatch(/choose one of: EVE/);
    expect(refuse(st.s, 1, "CHOOSE CAT")).toMatch(/choose one of: EVE/);
    st = act(st.s, 1, "CHOOSE EVE");
    expect(st.s.ask).toMatchObject({ seat: 1, kind: "cards", count: 1 });
    st = act(st.s, 1, "DISCARD PEACH-3H");
    expect(st.pub).toContain("Liuli: Ann discards PEACH-3H and the Slash of Bob moves to Eve.");
    expect(hp(st.s, 1)).toBe(4); // Da Qiao 3 + 1 as Lord with 5 players
    expect(hp(st.s, 5)).toBe(3);
    expect(discardCodes(st.s)).toEqual(expect.arrayContaining(["PEACH-3H", "SLASH-7S"]));
  });

  it("a weapon widens the choice and an equipment card may be the one discarded", () => {
    const s = scenario({ ...base, hands: { 2: ["SLASH-7S"] }, equip: { 1: ["KYLIN-BOW-5H"] } });
    let st = act(s, 2, "PLAY SLASH-7S -> Ann");
    expect(st.s.ask!.options).toEqual(["CAT", "DAN", "EVE"]);
    st = act(act(st.s, 1, "CHOOSE DAN").s, 1, "DISCARD KYLIN-BOW-5H");
    expect(equipCodes(st.s, 1)).toEqual([]);
    expect(hp(st.s, 4)).toBe(3);
  });

  it("PASS (either question) keeps the Slash; with no card, or no one in range, she is not asked", () => {
    const pass = act(act(scenario(base), 2, "PLAY SLASH-7S -> Ann").s, 1, "PASS");
    expect(hp(pass.s, 1)).toBe(3);
    const late = act(act(act(scenario(base), 2, "PLAY SLASH-7S -> Ann").s, 1, "CHOOSE EVE").s, 1, "PASS");
    expect([hp(late.s, 1), hp(late.s, 5)]).toEqual([3, 4]);
    expect(hand(late.s, 1)).toEqual(["PEACH-3H"]);
    const empty = act(scenario({ ...base, hands: { 2: ["SLASH-7S"] } }), 2, "PLAY SLASH-7S -> Ann");
    expect(hp(empty.s, 1)).toBe(3);
    // the Slash moved to Eve is not moved again by Eve (no Liuli), and Eve may still dodge
    const d = scenario({ ...base, hands: { 1: ["PEACH-3H"], 2: ["SLASH-7S"], 5: ["DODGE-2H"] } });
    let st = act(act(act(d, 2, "PLAY SLASH-7S -> Ann").s, 1, "CHOOSE EVE").s, 1, "DISCARD PEACH-3H");
    expect(st.s.ask).toMatchObject({ seat: 5, kind: "respond" });
    st = act(st.s, 5, "RESPOND DODGE-2H");
    expect([hp(st.s, 1), hp(st.s, 5)]).toEqual([4, 4]);
  });

  it("not Da Qiao: no question", () => {
    const st = act(scenario({ ...base, generals: { 1: "DIAOCHAN" } }), 2, "PLAY SLASH-7S -> Ann");
    expect(hp(st.s, 1)).toBe(3 + 1 - 1);
  });
});
