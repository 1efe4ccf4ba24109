// The Slash's stages have names (cards/slash.ts); a game stored while they were numbers goes on where it was.
import { describe, expect, it } from "vitest";
import type { SlashTask } from "../../../src/games/threekingdoms/types.ts";
import { act, asked, hp, scenario } from "./helpers-skills.ts";

describe("the Slash's named stages", () => {
  it("a stored Slash waiting at the numbered Dodge stage (2) resumes there", () => {
    const s = scenario({ n: 4, hands: { 1: ["SLASH-7S"], 2: ["DODGE-2H"] } });
    const st = act(s, 1, "PLAY SLASH-7S -> Bob");
    expect(asked(st.s)).toBe(2);
    const slash = st.s.stack.find((t): t is SlashTask => t.t === "slash")!;
    expect(slash.stage).toBe("dodge");
    const old = structuredClone(st.s);
    old.stack.find((t): t is SlashTask => t.t === "slash")!.stage = 2;
    expect(hp(act(old, 2, "PASS").s, 2)).toBe(3);
    expect(hp(act(old, 2, "RESPOND DODGE-2H").s, 2)).toBe(4);
  });
});
