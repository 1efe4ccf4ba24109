// Choosing generals (seed §2): the Lord is offered Cao Cao, Liu Bei, Sun Quan and two more and picks
// first, shown to all; the others are dealt three (two at 10 players), pick privately, revealed together.
import { describe, expect, it } from "vitest";
import { general, LORD_OFFER } from "../../../src/games/threekingdoms/generals.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import { E, newGame, refuse, textOf, en } from "./helpers.ts";

function pick(s: State, choice?: string): { s: State; pub: string[] } {
  const a = s.ask!;
  const r = E.apply(s, { seat: a.seat, admin: false }, { v: "CHOOSE", choice: choice ?? a.options![0] });
  if (!r.ok) throw new Error(en(r.error));
  return { s: r.value.state, pub: r.value.events.filter((e) => e.to === "all").map(textOf) };
}

describe("choosing generals", () => {
  it("the Lord first from Cao Cao, Liu Bei, Sun Quan + 2; the rest pick from 3 and are revealed together", () => {
    let s = newGame(5, "sel", { generals: "on" });
    const lord = s.players.find((p) => p.role === "lord")!;
    expect(s.ask).toMatchObject({ seat: lord.seat, kind: "choose" });
    expect(s.ask!.options!.slice(0, 3)).toEqual(LORD_OFFER);
    expect(new Set(s.ask!.options).size).toBe(5);
    expect(s.players.every((p) => p.hand.length === 0)).toBe(true);
    let st = pick(s, "LIUBEI");
    expect(st.pub[0]).toMatch(/the Lord, chooses Liu Bei/);
    s = st.s;
    expect(s.players[lord.seat - 1].maxHp).toBe(5); // 4 + 1 for the Lord with 5 players
    const offers = new Set<string>();
    const order: number[] = [];
    while (s.ask?.kind === "choose" && s.turnNo === 0) {
      expect(s.ask.options).toHaveLength(3);
      for (const o of s.ask.options!) {
        expect(offers.has(o)).toBe(false);
        offers.add(o);
      }
      expect(s.ask.options).not.toContain("LIUBEI");
      order.push(s.ask.seat);
      expect(refuse(s, s.ask.seat === 1 ? 2 : 1, `CHOOSE ${s.ask.options![0]}`)).toMatch(/not your move/);
      st = pick(s);
      // nothing public names a pick before the reveal
      if (st.s.turnNo === 0) for (const o of offers) expect(st.pub.join("\n")).not.toContain(general(o)!.name);
      s = st.s;
      if (order.length === 4) break;
    }
    expect(st.pub.join("\n")).toMatch(/The generals are revealed/);
    for (const p of s.players) {
      const g = general(p.general)!;
      expect(p.gender).toBe(g.gender);
      expect(p.maxHp).toBe(g.hp + (p.role === "lord" ? 1 : 0));
      expect(p.hand).toHaveLength(p.seat === lord.seat ? 6 : 4); // the Lord's first turn has drawn 2
    }
  });

  it("no Lord bonus with 4 players; two each with 10 players; generals=off keeps plain generals", () => {
    let s = newGame(4, "four", { generals: "on" });
    s = pick(s, "CAOCAO").s;
    expect(s.players.find((p) => p.role === "lord")!.maxHp).toBe(4);
    const ten = pick(newGame(10, "ten", { generals: "on" })).s;
    expect(ten.ask!.options).toHaveLength(2);
    const off = newGame(5, "off", { generals: "off" });
    expect(off.players.every((p) => p.general === null && p.hand.length >= 4)).toBe(true);
    expect(E.parseOptions({}).ok && (E.parseOptions({}) as { value: { generals: boolean } }).value.generals).toBe(true);
  });
});

describe("choosing generals: resignations and deadlines", () => {
  it("a player who resigns while choosing gets the first offered; the others go on; a deadline takes the first", () => {
    let s = pick(newGame(5, "res", { generals: "on" })).s;
    const who = s.ask!.seat;
    const r = E.resign!(s, who);
    if (!r.ok) throw new Error(en(r.error));
    s = r.value.state;
    expect(s.players[who - 1].alive).toBe(false);
    expect(s.ask?.seat).not.toBe(who);
    const first = s.ask!.options![0];
    const d = E.onDeadline!(s, E.pending(s)[0]);
    if (!d.ok) throw new Error(en(d.error));
    const seat = s.ask!.seat;
    let t = d.value.state;
    while (t.turnNo === 0) t = pick(t).s;
    expect(t.players[seat - 1].general).toBe(first);
  });
});
