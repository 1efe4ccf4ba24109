// The legal moves (legal.ts) offer an active skill by what the skill itself says is worth trying (its
// `tries`, skills.ts), kept only when the engine would accept it: random games, the benchmark and the
// move search reach the active skills through them.
import { describe, expect, it } from "vitest";
import { legalLines } from "../../../src/games/threekingdoms/legal.ts";
import { scenario } from "./helpers-skills.ts";

const skillLines = (s: Parameters<typeof legalLines>[0], seat: number) =>
  legalLines(s, seat).filter((l) => l.startsWith("SKILL"));

describe("legal moves of active skills", () => {
  it("Huang Gai may use Kurou while he has more than 1 HP", () => {
    expect(skillLines(scenario({ n: 4, generals: { 1: "HUANGGAI" } }), 1)).toEqual(["SKILL KUROU"]);
    expect(skillLines(scenario({ n: 4, hp: { 1: 1 }, generals: { 1: "HUANGGAI" } }), 1)).toEqual([]);
  });

  it("Liu Bei gives his first card to the next player; Sun Quan changes his first card", () => {
    expect(skillLines(scenario({ n: 4, hands: { 1: ["SLASH-7S"] }, generals: { 1: "LIUBEI" } }), 1)).toContain(
      "SKILL RENDE SLASH-7S -> 2",
    );
    expect(skillLines(scenario({ n: 4, hands: { 1: ["SLASH-7S"] }, generals: { 1: "SUNQUAN" } }), 1)).toEqual([
      "SKILL ZHIHENG SLASH-7S",
    ]);
  });

  it("Diao Chan sets two men to a Duel (at most three lines are kept)", () => {
    const s = scenario({ n: 4, hands: { 1: ["SLASH-7S"] }, generals: { 1: "DIAOCHAN", 2: "LIUBEI", 3: "SUNQUAN" } });
    expect(skillLines(s, 1)).toEqual(["SKILL LIJIAN SLASH-7S -> 2 3", "SKILL LIJIAN SLASH-7S -> 3 2"]);
  });
});
