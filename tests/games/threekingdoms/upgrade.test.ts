// A game stored by an older Herald (state version 1) kept two skills' turn state in fields of the turn
// (`luoyi`, `given`); version 2 keeps them under `turn.skills` by skill code. Games live for months, so a
// stored version-1 state must still play on as it would have (src/games/threekingdoms/upgrade.ts).
import { describe, expect, it } from "vitest";
import { currentState } from "../../../src/games/engine.ts";
import type { State } from "../../../src/games/threekingdoms/types.ts";
import { act, E, hp, scenario } from "./helpers-skills.ts";

/** The state as version 1 stored it: no version, the skill's turn state in its own field. */
function asVersion1(s: State, field: string, value: number | boolean): unknown {
  const old = JSON.parse(JSON.stringify(s));
  delete old.version;
  delete old.turn.skills;
  old.turn[field] = value;
  return old;
}

describe("a version-1 Three Kingdoms state", () => {
  it("keeps Xu Chu's Luoyi chosen this turn: his Slash still deals 2", () => {
    const s = scenario({ n: 4, hands: { 1: ["SLASH-7S"] }, generals: { 1: "XUCHU" } });
    const old = asVersion1(s, "luoyi", true);
    const loaded = currentState(E, old);
    expect(loaded.version).toBe(2);
    expect(loaded.turn).not.toHaveProperty("luoyi");
    expect(loaded.turn.skills).toEqual({ LUOYI: true });
    expect(hp(act(loaded, 1, "PLAY SLASH-7S -> Bob").s, 2)).toBe(2);
    expect((old as { turn: { luoyi?: boolean } }).turn.luoyi).toBe(true); // the stored object is not changed
  });

  it("keeps the cards Liu Bei gave this turn: the next gift heals him", () => {
    const s = scenario({ n: 4, hands: { 1: ["DODGE-2H"] }, hp: { 1: 2 }, generals: { 1: "LIUBEI" } });
    const loaded = currentState(E, asVersion1(s, "given", 1));
    expect(hp(act(loaded, 1, "SKILL RENDE DODGE-2H -> Cat").s, 1)).toBe(3);
  });

  it("a state of the current version loads as it is", () => {
    const s = { ...scenario({ n: 4, generals: { 1: "XUCHU" } }), version: 2 as const };
    expect(currentState(E, s)).toBe(s);
  });
});
