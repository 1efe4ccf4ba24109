import { describe, expect, it } from "vitest";
import { E, act, asked, hand, hp, refuse, scenario, renderEn, textOf, en } from "./helpers.ts";

describe("parse", () => {
  it("reads the verbs forgivingly and returns null for other games' verbs", () => {
    expect(E.parse("play slash-7s -> bob")).toEqual({
      ok: true,
      value: { v: "PLAY", cards: ["slash-7s"], spear: false, targets: ["bob"] },
    });
    expect(E.parse("  PLAY   SLASH-7S->Bob ")).toMatchObject({ ok: true, value: { targets: ["Bob"] } });
    expect(E.parse("PLAY SLASH-7S Bob")).toMatchObject({ ok: true, value: { cards: ["SLASH-7S"], targets: ["Bob"] } });
    expect(E.parse("PLAY BORROWED-SWORD-QC -> Ann Lee, Bob")).toMatchObject({ ok: true, value: { targets: ["Ann Lee", "Bob"] } });
    expect(E.parse("PLAY SPEAR DODGE-2H PEACH-3H -> 2")).toMatchObject({
      ok: true,
      value: { spear: true, cards: ["DODGE-2H", "PEACH-3H"] },
    });
    expect(E.parse("respond dodge-2h")).toMatchObject({ ok: true, value: { v: "RESPOND", cards: ["dodge-2h"] } });
    expect(E.parse("pass")).toEqual({ ok: true, value: { v: "PASS" } });
    expect(E.parse("Done")).toEqual({ ok: true, value: { v: "DONE" } });
    expect(E.parse("discard slash-7s, dodge-2h")).toMatchObject({ ok: true, value: { cards: ["slash-7s", "dodge-2h"] } });
    expect(E.parse("choose peach-3h")).toMatchObject({ ok: true, value: { v: "CHOOSE", choice: "peach-3h" } });
    expect(E.parse("auto never nullify")).toEqual({ ok: true, value: { v: "AUTO", rule: "never-nullify" } });
    expect(E.parse("AUTO off dodge")).toEqual({ ok: true, value: { v: "AUTO", rule: "off:dodge" } });
    expect(E.parse("YIELD")).toBeNull();
    expect(E.parse("KEEP 5 6")).toBeNull();
    const bad = E.parse("PLAY 7S")!;
    expect(!bad.ok && en(bad.error)).toContain("not a card code");
    expect(E.parse("AUTO sometimes")).toMatchObject({ ok: false });
  });

  it("SKILL replies that there are no skills in this mode", () => {
    const s = scenario({ n: 4 });
    const m = E.parse("SKILL rende Bob")!;
    if (!m.ok) throw new Error(en(m.error));
    const r = E.apply(s, { seat: 1, admin: false }, m.value);
    expect(r.ok).toBe(false);
    expect(!r.ok && en(r.error)).toContain("no skills in this mode");
  });

  it("accepts the plain code for a duplicated card, and #2 for the exact copy", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-8S#2"] } });
    expect(act(s, 1, "PLAY SLASH-8S -> Bob").pub).toContain("Ann plays SLASH-8S#2 on Bob.");
    expect(refuse(s, 1, "PLAY SLASH-8S#3 -> Bob")).toMatch(/no card/);
  });

  it("only the player asked may answer", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S"], 3: ["SLASH-8S"] } });
    expect(refuse(s, 3, "PLAY SLASH-8S -> Bob")).toMatch(/not your move/);
    expect(refuse(s, 1, "RESPOND SLASH-7S")).toMatch(/Play phase/);
  });
});

describe("AUTO standing answers", () => {
  it("AUTO dodge answers a Slash at once; AUTO LIST/OFF/CLEAR manage the rules", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S"], 2: ["DODGE-2H"] } });
    let st = act(s, 2, "AUTO dodge");
    expect(st.events.map((e) => ({ to: e.to, text: textOf(e) }))).toEqual([{ to: 2, text: "Your standing answers: dodge." }]);
    st = act(st.s, 1, "PLAY SLASH-7S -> Bob");
    expect(st.pub).toContain("Bob plays DODGE-2H.");
    expect(asked(st.s)).toBe(1);
    st = act(st.s, 2, "AUTO never-nullify");
    st = act(st.s, 2, "AUTO OFF dodge");
    expect(st.s.players[1].auto).toEqual(["never-nullify"]);
    st = act(st.s, 2, "AUTO LIST");
    expect(st.events.map((e) => ({ to: e.to, text: textOf(e) }))).toEqual([
      { to: 2, text: "Your standing answers: never-nullify." },
    ]);
    st = act(st.s, 2, "AUTO CLEAR");
    expect(st.s.players[1].auto).toEqual([]);
  });

  it("setting AUTO while being asked answers the open question", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S"], 2: ["DODGE-2H"] } });
    let st = act(s, 1, "PLAY SLASH-7S -> Bob");
    expect(asked(st.s)).toBe(2);
    st = act(st.s, 2, "AUTO dodge");
    expect(st.pub).toContain("Bob plays DODGE-2H.");
    expect(asked(st.s)).toBe(1);
  });

  it("AUTO never-nullify and AUTO pass skip windows with the same public text as a voluntary pass", () => {
    const base = { n: 5, hands: { 1: ["SLASH-7S", "DUEL-AS"], 2: ["DODGE-2H", "NULLIFY-JS"] } };
    const voluntary = act(act(scenario(base), 1, "PLAY SLASH-7S -> Bob").s, 2, "PASS");
    const auto = act(scenario({ ...base, auto: { 2: ["pass"] } }), 1, "PLAY SLASH-7S -> Bob");
    const nocard = act(scenario({ n: 5, hands: { 1: ["SLASH-7S"], 2: ["PEACH-3H"] } }), 1, "PLAY SLASH-7S -> Bob");
    expect(auto.pub.slice(1)).toEqual(voluntary.pub);
    expect(nocard.pub.slice(1)).toEqual(voluntary.pub);
    const nn = act(scenario({ ...base, auto: { 2: ["never-nullify"] } }), 1, "PLAY DUEL-AS -> Cat");
    expect(nn.s.ask?.seat).toBe(1); // Cat has no Slash, Bob never nullifies: nothing waits
    expect(hp(nn.s, 3)).toBe(3);
  });
});

describe("deadlines and resignation", () => {
  it("a deadline passes in a response window, ends the Play phase, and discards the minimum", () => {
    let s = scenario({ n: 5, hands: { 1: ["SLASH-7S"], 2: ["DODGE-2H"] }, hp: { 1: 1 } });
    s = act(s, 1, "PLAY SLASH-7S -> Bob").s;
    let r = E.onDeadline!(s, E.pending(s)[0]);
    expect(r.ok && r.value.events.filter((e) => e.to === "all").map(textOf)).toContain("Bob does not respond.");
    // everyone is asked whatever they hold, so the secret-keepers may learn of the deadline
    expect(r.ok && textOf(r.value.events.find((e) => e.to === "admin")!)).toMatch(/Deadline passed for Bob: PASS/);
    s = scenario({ n: 5, hands: { 1: ["SLASH-7S", "DODGE-3D", "PEACH-3H"] }, hp: { 1: 1 } });
    r = E.onDeadline!(s, E.pending(s)[0]);
    expect(r.ok && textOf(r.value.events.find((e) => e.to === "admin")!)).toMatch(/Deadline passed for Ann: DONE/);
    expect(r.ok && r.value.state.ask).toMatchObject({ seat: 1, kind: "discard", count: 2 });
    const s2 = r.ok ? r.value.state : s;
    r = E.onDeadline!(s2, E.pending(s2)[0]);
    expect(r.ok && hand(r.value.state, 1)).toEqual(["SLASH-7S"]);
    expect(E.onDeadline!(s2, { seat: 1, what: [], key: "stale" }).ok).toBe(false);
  });

  it("a resigning player dies without a killer; their identity is revealed", () => {
    const s = scenario({ n: 5, hands: { 1: ["SLASH-7S"] } });
    const r = E.resign!(s, 3);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const pub = r.value.events.filter((e) => e.to === "all").map(textOf);
    expect(pub).toEqual(["Cat resigns.", "Cat dies: Cat was a Rebel."]);
    const cur = E.resign!(r.value.state, 1); // the Lord resigns: the Rebels win
    expect(cur.ok && cur.value.state.over?.side).toBe("rebel");
  });
});

describe("views", () => {
  it("a player's view shows their hand and question; others see counts only", () => {
    const s = act(scenario({ n: 5, hands: { 1: ["SLASH-7S", "PEACH-3H"], 2: ["DODGE-2H"] } }), 1, "PLAY SLASH-7S -> Bob").s;
    const bob = renderEn(E.view(s, { seat: 2 }));
    expect(bob).toContain("Your hand: DODGE-2H");
    // the question is the pending decision's, said by the service after the view (never twice)
    expect(bob).not.toContain("Ann slashes you");
    expect(E.pending(s).find((p) => p.seat === 2)?.what).toBeDefined();
    const pub = renderEn(E.view(s, "public"));
    expect(pub).not.toContain("DODGE-2H");
    expect(pub).not.toContain("PEACH-3H");
    expect(pub).toContain("Waiting for: Bob to answer the Slash"); // everyone is asked: it reveals nothing
    expect(pub).toContain("1. Ann [Lord]: HP 5/5, 1 card");
    const admin = renderEn(E.view(s, "admin"));
    expect(admin).toContain("hand: PEACH-3H");
    expect(admin).toContain("[Traitor]");
  });
});
