import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  cycleOf,
  cycleTargets,
  hunterOf,
  removeFromTargets,
  targetMapProblem,
  type TargetMap,
} from "../../../src/games/killer/targets.ts";

describe("target map", () => {
  it("a cycle in order: each hunts the next, the last hunts the first", () => {
    expect(cycleTargets([3, 1, 2, 4])).toEqual({ 3: 1, 1: 2, 2: 4, 4: 3 });
    expect(targetMapProblem(cycleTargets([3, 1, 2, 4]))).toBeNull();
  });
  it("detects fixed points, 2-cycles (with ≥3 alive) and double targets", () => {
    expect(targetMapProblem({ 1: 1, 2: 3, 3: 2 })).toMatch(/itself/);
    expect(targetMapProblem({ 1: 2, 2: 1, 3: 4, 4: 5, 5: 3 })).toMatch(/each other/);
    expect(targetMapProblem({ 1: 3, 2: 3, 3: 4, 4: 1 })).toMatch(/twice/);
    expect(targetMapProblem({ 1: 2, 2: 1 })).toBeNull(); // two left: they hunt each other
  });
  it("killing your target: its target becomes yours", () => {
    // 1→2→3→4→1; 1 destroys 2: t(1) := t(2) = 3
    const r = removeFromTargets(cycleTargets([1, 2, 3, 4]), 2);
    expect(r.targets).toEqual({ 1: 3, 3: 4, 4: 1 });
    expect(r.hunter).toBe(1);
    expect(r.changed).toEqual([1]);
  });
  it("killing your killer: you become the target of your killer's killer", () => {
    // 1→2→3→4→1; 3 destroys 2 (2 hunted 3): H = 1 (2's killer) now hunts 3
    const r = removeFromTargets(cycleTargets([1, 2, 3, 4]), 2);
    expect(r.targets[1]).toBe(3);
    expect(hunterOf(r.targets, 3)).toBe(1);
  });
  it("with three left, a kill leaves two hunting each other; with two, the survivor has no target", () => {
    const two = removeFromTargets(cycleTargets([1, 2, 3]), 3);
    expect(two.targets).toEqual({ 1: 2, 2: 1 });
    const one = removeFromTargets(two.targets, 1);
    expect(one.targets).toEqual({});
    expect(one.changed).toEqual([2]);
  });
  it("splices H into another cycle when t(H) := t(V) would give H itself", () => {
    // (1 2) beside (3 4 5) is not a legal map, but it is the only way to reach this branch:
    // removing 2 would leave 1 hunting itself.
    const t: TargetMap = { 1: 2, 2: 1, 3: 4, 4: 5, 5: 3 };
    const r = removeFromTargets(t, 2);
    expect(targetMapProblem(r.targets)).toBeNull();
    // Y = 3 (lowest outside), P = 5 (3's killer): t(1) := 3, t(5) := 1
    expect(r.targets).toEqual({ 1: 3, 3: 4, 4: 5, 5: 1 });
    expect(r.changed.sort()).toEqual([1, 5]);
  });
  it("splices when t(H) := t(V) would make a 2-cycle while 3 or more live", () => {
    // (1 2 3) and (4 5 6): 1 destroys… remove 2: t(1) := 3 and 3 hunts 1 → 2-cycle, so splice
    const t: TargetMap = { 1: 2, 2: 3, 3: 1, 4: 5, 5: 6, 6: 4 };
    const r = removeFromTargets(t, 2);
    expect(targetMapProblem(r.targets)).toBeNull();
    expect(cycleOf(r.targets, 1)).toHaveLength(5);
    expect(r.targets).toEqual({ 1: 4, 3: 1, 4: 5, 5: 6, 6: 3 });
  });

  // Any permutation without fixed points or 2-cycles (several cycles allowed, to reach the splice).
  const derangement = fc.array(fc.integer({ min: 3, max: 6 }), { minLength: 1, maxLength: 4 }).chain((lens) => {
    const n = lens.reduce((a, b) => a + b, 0);
    return fc
      .shuffledSubarray(
        Array.from({ length: n }, (_, i) => i + 1),
        { minLength: n, maxLength: n },
      )
      .map((seats) => {
        const t: TargetMap = {};
        let at = 0;
        for (const len of lens) {
          Object.assign(t, cycleTargets(seats.slice(at, at + len)));
          at += len;
        }
        return t;
      });
  });

  it("property: after any sequence of removals the living form a derangement, no 2-cycle while ≥3 live", () => {
    fc.assert(
      fc.property(derangement, fc.array(fc.nat(), { maxLength: 30 }), (t0, picks) => {
        let t = t0;
        expect(targetMapProblem(t)).toBeNull();
        for (const p of picks) {
          const living = Object.keys(t).map(Number);
          if (living.length <= 1) break;
          const victim = living[p % living.length];
          const before = t;
          const r = removeFromTargets(t, victim);
          t = r.targets;
          expect(targetMapProblem(t)).toBeNull();
          expect(String(victim) in t).toBe(false);
          // only the hunter (and a splice partner) changed target
          for (const k of Object.keys(t)) if (t[k] !== before[k]) expect(r.changed).toContain(Number(k));
          expect(Object.keys(t)).toHaveLength(living.length - 1 === 1 ? 0 : living.length - 1);
        }
      }),
      { numRuns: 300 },
    );
  });
  it("property: removal from one cycle keeps one cycle and changes only the hunter", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 20 }).chain((n) =>
          fc.shuffledSubarray(
            Array.from({ length: n }, (_, i) => i + 1),
            { minLength: n, maxLength: n },
          ),
        ),
        fc.nat(),
        (order, p) => {
          const t = cycleTargets(order);
          const victim = order[p % order.length];
          const r = removeFromTargets(t, victim);
          expect(r.changed).toEqual([hunterOf(t, victim)]);
          if (order.length > 2)
            expect(
              cycleOf(
                r.targets,
                order.find((x) => x !== victim)!,
              ),
            ).toHaveLength(order.length - 1);
        },
      ),
      { numRuns: 200 },
    );
  });
});
