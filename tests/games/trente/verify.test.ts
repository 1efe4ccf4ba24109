// Provably fair dice: replay(seed, options, players, log) recomputes every roll and the final state.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replay, type LogEntry } from "../../../src/games/trente/verify.ts";
import type { TrenteMove } from "../../../src/games/trente/types.ts";
import { describePolicy } from "../../../src/games/trente/policy.ts";
import { moveLine } from "../../../src/games/trente/legal.ts";
import { randomGame } from "./play.ts";
import { en } from "./helpers.ts";

/** The rolls as the players saw them in the public events. */
const rollsInEvents = (texts: string[]) =>
  texts.flatMap((t) => [...t.matchAll(/rolls ((?:[1-6] )*[1-6])\b/g)].map((m) => m[1].split(" ").map(Number)));

const asLine = (m: TrenteMove, names: string[]): string => {
  switch (m.type) {
    case "keep":
      return `keep  ${m.dice.join(",")}`;
    case "policy":
      return `POLICY ${describePolicy(m.policy)}`;
    case "first":
      return `First ${m.die}`;
    case "victim":
      return `VICTIM ${names[Number(m.player) - 1]}`;
    case "auto":
      return moveLine(m);
  }
};

const gameArb = fc.record({
  seed: fc.stringMatching(/^[0-9a-f]{16}$/),
  rules: fc.constantFrom("house" as const, "classic" as const),
  n: fc.integer({ min: 2, max: 5 }),
  moveSeed: fc.integer(),
});

describe("replay", () => {
  it("recomputes every roll shown to the players and the final state from the seed and the log", () => {
    fc.assert(
      fc.property(gameArb, ({ seed, rules, n, moveSeed }) => {
        const g = randomGame(seed, { rules, start: 15 }, n, moveSeed, { deadlinePerMille: 20, resignPerMille: 3 });
        const r = replay(seed, { rules, start: 15 }, g.players, g.log);
        if (!r.ok) throw new Error(en(r.error));
        expect(r.value.state).toEqual(g.state);
        expect(r.value.events).toEqual(g.events);
        expect(r.value.rolls[0]).toEqual(g.initial.turn!.roll); // the opening roll, made at setup
        expect(r.value.rolls.slice(1)).toEqual(rollsInEvents(g.events.map((e) => en(e.msg))));
      }),
      { numRuns: 30 },
    );
  });

  it("accepts the log as typed command lines and the options as CREATE words", () => {
    const g = randomGame("00c0ffee00c0ffee", { rules: "classic", start: 10 }, 3, 7);
    const names = g.players.map((p) => p.name);
    const lines: LogEntry[] = g.log.map((e) => ("move" in e ? { seat: e.seat, line: asLine(e.move, names) } : e));
    const r = replay("00c0ffee00c0ffee", { ruleset: "classic", start: "10" }, g.players, lines);
    if (!r.ok) throw new Error(en(r.error));
    expect(r.value.state).toEqual(g.state);
  });

  it("another seed gives other dice, and a tampered log is caught", () => {
    const g = randomGame("1234567890abcdef", { rules: "house", start: 30 }, 3, 11);
    const other = replay("fedcba0987654321", { rules: "house", start: 30 }, g.players, g.log);
    expect(other.ok && JSON.stringify(other.value.state) === JSON.stringify(g.state)).toBe(false);
    const bad = replay("1234567890abcdef", { rules: "house", start: 30 }, g.players, [{ seat: 1, line: "KEEP 7" }]);
    expect(!bad.ok && en(bad.error)).toMatch(/entry 1/);
  });
});
