// Choosing generals (seed §2): the Lord is offered Cao Cao, Liu Bei, Sun Quan and two more and picks
// first, shown to all; then every other player, dealt three (two at 10 players), picks at the same time
// and in any order; the picks are revealed together in one public message after the last.
import { describe, expect, it } from "vitest";
import { general, LORD_OFFER } from "../../../src/games/threekingdoms/skills/generals.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import { E, newGame, refuse, renderEn, textOf, en } from "./helpers.ts";

function pick(s: State, seat: number, choice?: string): { s: State; pub: string[] } {
  const a = E.pending(s).find((p) => p.seat === seat);
  if (!a) throw new Error(`seat ${seat} is not asked`);
  const options = (s.ask?.seat === seat ? s.ask : s.asks!.find((x) => x.seat === seat))!.options!;
  const r = E.apply(s, { seat, admin: false }, { v: "CHOOSE", choice: choice ?? options[0] });
  if (!r.ok) throw new Error(en(r.error));
  return { s: r.value.state, pub: r.value.events.filter((e) => e.to === "all").map(textOf) };
}
const lordOf = (s: State) => s.players.find((p) => p.role === "lord")!.seat;

describe("choosing generals", () => {
  it("the Lord first from Cao Cao, Liu Bei, Sun Quan + 2; the rest all at once from 3, revealed together", () => {
    let s = newGame(5, "sel", { generals: "on" });
    const lord = lordOf(s);
    expect(s.ask).toMatchObject({ seat: lord, kind: "choose" });
    expect(s.ask!.options!.slice(0, 3)).toEqual(LORD_OFFER);
    expect(new Set(s.ask!.options).size).toBe(5);
    expect(s.players.every((p) => p.hand.length === 0)).toBe(true);
    let st = pick(s, lord, "LIUBEI");
    expect(st.pub[0]).toMatch(/the Lord, chooses Liu Bei/);
    s = st.s;
    expect(s.players[lord - 1].maxHp).toBe(5); // 4 + 1 for the Lord with 5 players
    // every other seat is asked now, each with a key of its own
    const others = s.players.map((p) => p.seat).filter((x) => x !== lord);
    const pending = E.pending(s);
    expect(pending.map((p) => p.seat).sort()).toEqual(others);
    expect(new Set(pending.map((p) => p.key)).size).toBe(others.length);
    const offers = new Set<string>();
    for (const a of s.asks!) {
      expect(a.options).toHaveLength(3);
      expect(a.options).not.toContain("LIUBEI");
      for (const o of a.options!) {
        expect(offers.has(o)).toBe(false);
        offers.add(o);
      }
    }
    // the Lord's general shows in every view's table line at once
    expect(renderEn(E.view(s, "public"))).toMatch(new RegExp(`${lord}\\. \\w+ \\[Lord\\] Liu Bei: HP 5/5`));
    expect(refuse(s, lord, "CHOOSE CAOCAO")).toMatch(/not your move: waiting for .* each to choose/);
    // in the reverse of the table's order, and nobody is refused
    const order = [...others].reverse();
    for (const [i, seat] of order.entries()) {
      const keysBefore = E.pending(s).filter((p) => p.seat !== seat);
      st = pick(s, seat);
      s = st.s;
      if (i < order.length - 1) {
        // nothing public names a pick before the reveal; the others' questions keep their keys
        for (const o of offers) expect(st.pub.join("\n")).not.toContain(general(o)!.name);
        expect(E.pending(s)).toEqual(keysBefore);
        expect(refuse(s, seat, "CHOOSE CAOCAO")).toMatch(/not your move/);
      }
    }
    const reveals = st.pub.filter((x) => /The generals are revealed/.test(x));
    expect(reveals).toHaveLength(1);
    expect(reveals[0]).not.toMatch(/by default/);
    for (const p of s.players) {
      const g = general(p.general)!;
      expect(p.gender).toBe(g.gender);
      expect(p.maxHp).toBe(g.hp + (p.role === "lord" ? 1 : 0));
      expect(p.hand).toHaveLength(p.seat === lord ? 6 : 4); // the Lord's first turn has drawn 2
    }
    // every seat's general stays in the table lines of every view
    const text = renderEn(E.view(s, { seat: others[0] }));
    for (const p of s.players) expect(text).toMatch(new RegExp(`${p.name}( \\[\\w+\\])? ${general(p.general)!.name}: HP`));
  });

  it("no Lord bonus with 4 players; two each with 10 players; generals=off keeps plain generals", () => {
    let s = newGame(4, "four", { generals: "on" });
    s = pick(s, lordOf(s), "CAOCAO").s;
    expect(s.players.find((p) => p.role === "lord")!.maxHp).toBe(4);
    const t = newGame(10, "ten", { generals: "on" });
    const ten = pick(t, lordOf(t)).s;
    expect(ten.asks).toHaveLength(9);
    for (const a of ten.asks!) expect(a.options).toHaveLength(2);
    const off = newGame(5, "off", { generals: "off" });
    expect(off.players.every((p) => p.general === null && p.hand.length >= 4)).toBe(true);
    expect(E.parseOptions({}).ok && (E.parseOptions({}) as { value: { generals: boolean } }).value.generals).toBe(true);
  });
});

describe("choosing generals: resignations and deadlines", () => {
  it("a player who resigns while choosing gets the first offered; a deadline takes the first and the reveal says so", () => {
    const s0 = newGame(5, "res", { generals: "on" });
    let s = pick(s0, lordOf(s0)).s;
    const [who, late, ...rest] = s.asks!.map((a) => a.seat);
    const r = E.resign!(s, who);
    if (!r.ok) throw new Error(en(r.error));
    s = r.value.state;
    expect(s.players[who - 1].alive).toBe(false);
    expect(E.pending(s).map((p) => p.seat)).toEqual([late, ...rest]);
    for (const seat of rest) s = pick(s, seat).s;
    const first = s.asks!.find((a) => a.seat === late)!.options![0];
    const p = E.pending(s);
    expect(p).toHaveLength(1);
    const d = E.onDeadline!(s, p[0]);
    if (!d.ok) throw new Error(en(d.error));
    const t = d.value.state;
    expect(t.players[late - 1].general).toBe(first);
    const reveal = d.value.events
      .filter((e) => e.to === "all")
      .map(textOf)
      .join("\n");
    const name = t.players[late - 1].name;
    expect(reveal).toContain(`${name} is ${general(first)!.name}`);
    const byDefault = (seat: number) => new RegExp(`${t.players[seat - 1].name} is [^()]*\\([^)]*\\) \\(by default`);
    expect(reveal).toMatch(byDefault(late));
    expect(reveal).toContain("(by default: no choice in time)");
    expect(reveal).toMatch(byDefault(who));
    for (const seat of rest) expect(reveal).not.toMatch(byDefault(seat));
    expect(t.turnNo).toBe(1);
    // a stale key is refused
    expect(E.onDeadline!(t, p[0]).ok).toBe(false);
  });
});
