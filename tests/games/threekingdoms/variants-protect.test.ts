// The first-out protection variant ("Reglas detalladas" 2): "the first player eliminated cannot be the first
// eliminated in the next game: the drop of blood is protected. But as soon as someone goes out first, or
// they attack, this rule no longer protects them." Herald's reading: docs/three-kingdoms.md.
import { describe, expect, it } from "vitest";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import { randomPlayout } from "../../../src/games/threekingdoms/playout.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import { act, hp, scenario, type Scenario, textOf } from "./helpers.ts";

const ROLES = ["lord", "loyalist", "rebel", "traitor"] as const;
/** Deal 2 of a protect series: seat `prot` is protected. */
function prot(sc: Partial<Scenario> & { prot: number }): State {
  return scenario({
    n: 4,
    roles: [...ROLES],
    options: { series: "on", protect: "on" },
    ...sc,
    prepare: (s) => {
      s.variant = { protected: sc.prot };
    },
  });
}

describe("first-out protection", () => {
  it("keeps a drop of blood: damage to 0 leaves the protected player at 1 HP, no Peach asked", () => {
    const s0 = prot({ prot: 2, current: 3, hands: { 3: ["SLASH-7S"], 1: ["PEACH-3H"] }, hp: { 2: 1 } });
    const r = act(s0, 3, "PLAY SLASH-7S -> Bob");
    const done = r.s.ask?.seat === 2 ? act(r.s, 2, "PASS") : r;
    expect(done.s.players[1].alive).toBe(true);
    expect(hp(done.s, 2)).toBe(1);
    const said = [...r.pub, ...done.pub].join("\n");
    expect(said).toContain("Bob keeps a drop of blood (first-out protection): HP 1/4.");
    expect(said).not.toMatch(/Bob is dying/);
    expect(done.s.ask?.seat).toBe(3); // back to the Rebel's Play phase: no Peach window
  });

  it("also holds against a loss of HP with several points of damage (Lightning, 3)", () => {
    const s = prot({ prot: 2, current: 2, phase: "judge", judge: { 2: ["LIGHTNING-AS"] }, deck: ["SLASH-8S"], hp: { 2: 2 } });
    expect(s.players[1].alive).toBe(true);
    expect(hp(s, 2)).toBe(1);
    expect(s.turn.seat).toBe(2);
  });

  it("ends when another player is out first", () => {
    const s0 = prot({
      prot: 2,
      current: 3,
      hands: { 3: ["SLASH-7S", "SLASH-8S"] },
      hp: { 4: 1, 2: 1 },
      equip: { 3: ["CROSSBOW-AC"] },
    });
    const r = act(s0, 3, "PLAY SLASH-7S -> Dan");
    const s1 = r.s.ask?.seat === 4 ? act(r.s, 4, "PASS") : r;
    expect(s1.s.players[3].alive).toBe(false);
    expect([...r.pub, ...s1.pub].join("\n")).toContain("Bob is no longer protected: Dan is out.");
    expect(s1.s.variant?.protected).toBeNull();
    // now Bob can die
    const r2 = act(s1.s, 3, "PLAY SLASH-8S -> Bob");
    const s2 = r2.s.ask?.seat === 2 ? act(r2.s, 2, "PASS") : r2;
    expect(s2.s.players[1].alive).toBe(false);
  });

  it("ends when the protected player attacks with a Slash, hit or not", () => {
    const s0 = prot({ prot: 2, current: 2, hands: { 2: ["SLASH-7S"], 3: ["DODGE-2H"] } });
    const r = act(s0, 2, "PLAY SLASH-7S -> Cat");
    expect(r.pub.join("\n")).toContain("Bob is no longer protected: they attacked with a Slash.");
    expect(r.s.variant?.protected).toBeNull();
  });

  it("ends when the protected player plays a Duel, or deals damage by any other means", () => {
    const duel = act(prot({ prot: 2, current: 2, hands: { 2: ["DUEL-AS"] } }), 2, "PLAY DUEL-AS -> Cat");
    expect(duel.pub.join("\n")).toContain("Bob is no longer protected: they attacked with a Duel.");
    let r = act(prot({ prot: 2, current: 2, hands: { 2: ["INVASION-7S"] } }), 2, "PLAY INVASION-7S");
    const said = [...r.pub];
    for (let i = 0; i < 6 && r.s.ask && r.s.ask.seat !== 2; i++) {
      r = act(r.s, r.s.ask.seat, "PASS");
      said.push(...r.pub);
    }
    expect(said.join("\n")).toMatch(/Bob is no longer protected: they dealt damage to \w+\./);
  });

  it("does nothing without the option, or for another player", () => {
    const s0 = scenario({
      n: 4,
      roles: [...ROLES],
      current: 3,
      hands: { 3: ["SLASH-7S"] },
      hp: { 2: 1 },
      prepare: (s) => {
        s.variant = { protected: 2 };
      },
    });
    const r = act(s0, 3, "PLAY SLASH-7S -> Bob");
    const s = r.s.ask?.seat === 2 ? act(r.s, 2, "PASS").s : r.s;
    expect(s.players[1].alive).toBe(false);
    const other = prot({ prot: 4, current: 3, hands: { 3: ["SLASH-7S"] }, hp: { 2: 1 } });
    const r2 = act(other, 3, "PLAY SLASH-7S -> Bob");
    expect((r2.s.ask?.seat === 2 ? act(r2.s, 2, "PASS").s : r2.s).players[1].alive).toBe(false);
  });

  it("in a series, protects the first player out of each deal in the next, named in the deal's mail", () => {
    const firstOut: number[] = [];
    const protectedIn: (number | null | undefined)[] = [];
    const texts: string[] = [];
    let deal = 1;
    const { state } = randomPlayout({
      players: 4,
      seed: "protect-series",
      moveSeed: "m",
      options: { series: true, protect: true },
      maxMoves: 40000,
      onStep: ({ before, result }) => {
        texts.push(...result.events.filter((e) => e.to === "all").map(textOf));
        const s = result.state;
        if (s.series!.game !== deal) {
          deal = s.series!.game;
          firstOut.push(before.deaths[0]?.seat ?? (result.events.length ? lastDeath(before, result.events.map(textOf)) : 0));
          protectedIn.push(s.variant?.protected);
        }
      },
    });
    expect(state.series!.game).toBe(4);
    expect(protectedIn).toHaveLength(3);
    for (let k = 0; k < 3; k++) expect(protectedIn[k]).toBe(firstOut[k]);
    const starts = texts.filter((t) => t.startsWith("Deal "));
    for (let k = 0; k < 3; k++)
      expect(starts[k]).toContain(`${state.players[firstOut[k] - 1].name}, the first player out of deal ${k + 1}, is protected`);
    expect(E.outcome(state).status).toBe("finished");
  });
});

/** The first death of a deal that ended in this very move (the deal's state is gone): read it from the text. */
function lastDeath(before: State, texts: string[]): number {
  const m = /(\S+) dies/.exec(texts.join("\n"));
  return before.players.find((p) => p.name === m?.[1])?.seat ?? 0;
}
