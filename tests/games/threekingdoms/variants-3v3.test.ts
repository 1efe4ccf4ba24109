// The 3v3 variant ("Reglas de Three Kingdoms 3V3"): the rule pieces from the seed's text, one test per
// rule (the engine's side: variants-3v3-engine.test.ts; random games: variants-3v3-properties.test.ts).
import { describe, expect, it } from "vitest";
import { deckTable } from "../../../src/games/threekingdoms/cards/cards.ts";
import { GENERALS } from "../../../src/games/threekingdoms/skills/generals.ts";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import {
  actionsFor,
  actorsOf,
  passRight,
  startAlternation,
  turnBegins,
  turnEnds,
} from "../../../src/games/threekingdoms/variants/3v3/actions.ts";
import {
  PICK_ORDER,
  chooseFirst,
  dealPiles,
  draftDone,
  draftSeenBy,
  pick,
  place,
  remaining,
  toPick,
  type Draft,
} from "../../../src/games/threekingdoms/variants/3v3/draft.ts";
import {
  KILL_DRAW,
  killDraw,
  lordSkillsOn,
  setAsideLightning,
  targetOrder,
  winner3v3,
} from "../../../src/games/threekingdoms/variants/3v3/rules.ts";
import {
  drawTeams,
  isCoach,
  ring3v3,
  roleOf,
  startingHp,
  teamOf,
  type Teams,
} from "../../../src/games/threekingdoms/variants/3v3/teams.ts";

const T: Teams = { warm: { team: "warm", coach: 1, forwards: [2, 3] }, cool: { team: "cool", coach: 4, forwards: [5, 6] } };
const all = () => true;

describe("3v3 teams and seating", () => {
  it("'cada uno con tres jugadores, ... un entrenador y dos delanteros': seats 1-3 and 4-6, coaches 1 and 4", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const t = drawTeams(seed);
      expect([t.warm.coach, t.cool.coach].sort()).toEqual([1, 4]);
      expect([...t.warm.forwards, ...t.cool.forwards].sort()).toEqual([2, 3, 5, 6]);
      expect(t.warm.forwards).not.toContain(t.cool.coach);
    }
  });

  it("paso 3: which team is warm is the coaches' draw (both happen over seeds, the same seed draws the same)", () => {
    const warmCoaches = new Set(Array.from({ length: 40 }, (_, i) => drawTeams(`s${i}`).warm.coach));
    expect(warmCoaches).toEqual(new Set([1, 4]));
    expect(drawTeams("x")).toEqual(drawTeams("x"));
  });

  it("'el maestro ... cálido entrenador, el ministro leal ... cálido delantero; el topo ... frío, el rebelde'", () => {
    expect([1, 2, 3, 4, 5, 6].map((s) => roleOf(T, s))).toEqual(["lord", "loyalist", "loyalist", "traitor", "rebel", "rebel"]);
    expect([1, 2, 3, 4, 5, 6].map((s) => teamOf(T, s))).toEqual(["warm", "warm", "warm", "cool", "cool", "cool"]);
    expect([1, 4].every((s) => isCoach(T, s)) && ![2, 3, 5, 6].some((s) => isCoach(T, s))).toBe(true);
  });

  it("seating: cool forward A - cool coach - cool forward B - warm forward A - warm coach - warm forward B", () => {
    expect(ring3v3(T)).toEqual([5, 4, 6, 2, 1, 3]);
  });

  it("'la fuerza física del entrenador y la fuerza física máxima son +1' (coaches only)", () => {
    expect(startingHp(4, true)).toBe(5);
    expect(startingHp(3, true)).toBe(4);
    expect(startingHp(4, false)).toBe(4);
  });
});

/** A draft played to the end by always taking the first generals left. */
function fullDraft(seed: string, first: "warm" | "cool"): Draft {
  let d = chooseFirst(dealPiles(seed), first);
  for (let due = toPick(d); due; due = toPick(d)) {
    const r = pick(d, due.team, remaining(d).slice(0, due.count));
    if (typeof r === "string") throw new Error(r);
    d = r;
  }
  return d;
}

describe("3v3 general draft", () => {
  it("pasos 1-2, 4: piles of 8; the two coaches' piles make a face-up pool of 16; the rest is never shown", () => {
    const d = dealPiles("seed-1");
    expect(d.pool).toHaveLength(16);
    expect(d.unseen).toHaveLength(GENERALS.length - 16);
    expect(new Set([...d.pool, ...d.unseen])).toEqual(new Set(GENERALS.map((g) => g.code)));
    expect(dealPiles("seed-1")).toEqual(d);
    expect(JSON.stringify(draftSeenBy(d, "warm"))).not.toMatch(new RegExp(d.unseen.join("|")));
  });

  it("paso 5: nobody picks until the warm coach has named the first picker, and only once", () => {
    const d = dealPiles("s");
    expect(toPick(d)).toBeNull();
    expect(pick(d, "warm", [d.pool[0]])).toBe("the picks are over");
    expect(() => chooseFirst(chooseFirst(d, "cool"), "warm")).toThrow();
  });

  it("paso 6: the order 1-2-2-...-1 alternates from the first picker; Herald plays 1-2-2-2-2-2-2-2-1 (8 each)", () => {
    expect([...PICK_ORDER]).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 1]);
    let d = chooseFirst(dealPiles("s"), "cool");
    const seen: string[] = [];
    for (let due = toPick(d); due; due = toPick(d)) {
      seen.push(`${due.team}:${due.count}`);
      d = pick(d, due.team, remaining(d).slice(0, due.count)) as Draft;
    }
    expect(seen).toEqual(["cool:1", "warm:2", "cool:2", "warm:2", "cool:2", "warm:2", "cool:2", "warm:2", "cool:1"]);
    expect(d.picks.warm).toHaveLength(8);
    expect(d.picks.cool).toHaveLength(8);
    expect(new Set([...d.picks.warm, ...d.picks.cool])).toEqual(new Set(d.pool));
  });

  it("paso 6: a pick out of turn, of the wrong count, twice the same, or outside the pool is refused", () => {
    const d = chooseFirst(dealPiles("s"), "warm");
    expect(pick(d, "cool", [d.pool[0]])).toMatch(/warm coach's pick/);
    expect(pick(d, "warm", d.pool.slice(0, 2))).toMatch(/exactly 1/);
    expect(pick(d, "warm", [d.unseen[0]])).toMatch(/not in the pool/);
    const d1 = pick(d, "warm", [d.pool[0]]) as Draft;
    expect(pick(d1, "cool", [d.pool[0], d.pool[1]])).toMatch(/not in the pool/);
    expect(pick(d1, "cool", [d.pool[1], d.pool[1]])).toMatch(/twice/);
  });

  it("paso 8: each coach places three of their own eight, secret until both have placed, then shown together", () => {
    const d = fullDraft("s", "warm");
    const w = d.picks.warm;
    const c = d.picks.cool;
    expect(place(dealPiles("s"), "warm", { coach: w[0], forwards: [w[1], w[2]] })).toMatch(/not over/);
    expect(place(d, "warm", { coach: c[0], forwards: [w[1], w[2]] })).toMatch(/not one of your eight/);
    expect(place(d, "warm", { coach: w[0], forwards: [w[0], w[2]] })).toMatch(/three different/);
    const d1 = place(d, "warm", { coach: w[0], forwards: [w[1], w[2]] }) as Draft;
    expect(place(d1, "warm", { coach: w[3], forwards: [w[1], w[2]] })).toBe("already placed");
    expect(draftSeenBy(d1, "warm").placed.warm).toBeDefined();
    expect(draftSeenBy(d1, "cool").placed.warm).toBeUndefined();
    expect(draftSeenBy(d1, null).placed.warm).toBeUndefined();
    expect(draftDone(d1)).toBe(false);
    const d2 = place(d1, "cool", { coach: c[5], forwards: [c[6], c[7]] }) as Draft;
    expect(draftDone(d2)).toBe(true);
    expect(draftSeenBy(d2, null).placed).toEqual({ warm: d1.placed.warm, cool: { coach: c[5], forwards: [c[6], c[7]] } });
  });
});

describe("3v3 alternating actions (the turned-card rule)", () => {
  it("'En la primera ronda, sólo el entrenador puede actuar primero'", () => {
    const a = startAlternation("cool");
    expect(actionsFor(T, a, all)).toEqual(["COACH"]);
    expect(actorsOf(T, a, "COACH", all)).toEqual([4]);
  });

  it("rule 3: the coach plays one turn; the forwards play both their turns in a row before the right passes", () => {
    let a = startAlternation("cool");
    a = turnEnds(T, turnBegins(a, 4), all);
    a = passRight(T, a, all);
    expect(a.side).toBe("warm");
    expect(actionsFor(T, a, all)).toEqual(["COACH", "FORWARDS"]);
    expect(actorsOf(T, a, "FORWARDS", all)).toEqual([2, 3]);
    for (const s of [2, 3]) a = turnEnds(T, turnBegins(a, s), all);
    expect(a.turned.sort()).toEqual([2, 3, 4]);
    a = passRight(T, a, all);
    expect(a.side).toBe("cool");
    expect(actionsFor(T, a, all)).toEqual(["FORWARDS"]); // the cool coach's card is still turned
  });

  it("rule 3: a dead forward is skipped ('si ninguno de los delanteros muere, las dos rondas ... continuamente')", () => {
    const a = { side: "warm" as const, turned: [], first: false };
    expect(actorsOf(T, a, "FORWARDS", (s) => s !== 2)).toEqual([3]);
    expect(actionsFor(T, a, (s) => s !== 2 && s !== 3)).toEqual(["COACH"]);
  });

  it("rule 2: a side with every card turned gives the right to the side that still has an upright card", () => {
    // warm: 1,2,3 turned; cool: 4 turned, 5 and 6 upright; the cool side just acted
    const a = { side: "cool" as const, turned: [1, 2, 3, 4], first: false };
    expect(passRight(T, a, all).side).toBe("cool");
  });

  it("rule 1: when a turn ends with every living card turned, all cards are set upright", () => {
    const a = { side: "cool" as const, turned: [1, 2, 3, 4, 5], first: false };
    expect(turnEnds(T, a, all).turned).toEqual([1, 2, 3, 4, 5]);
    expect(turnEnds(T, turnBegins(a, 6), all).turned).toEqual([]);
    // the dead do not hold the reset back
    expect(turnEnds(T, { ...a, turned: [1, 2, 3, 4, 6] }, (s) => s !== 5).turned).toEqual([]);
  });

  it("over random games every living player plays exactly once between two resets, sides alternating when both can", () => {
    let x = 12345;
    const rnd = (n: number) => {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      return x % n;
    };
    for (let game = 0; game < 200; game++) {
      const dead = new Set<number>();
      const alive = (s: number) => !dead.has(s);
      let a = startAlternation(rnd(2) ? "warm" : "cool");
      let sinceReset: number[] = [];
      for (let action = 0; action < 30; action++) {
        const choices = actionsFor(T, a, alive);
        expect(choices.length, JSON.stringify(a)).toBeGreaterThan(0);
        const actors = actorsOf(T, a, choices[rnd(choices.length)], alive);
        for (const s of actors) {
          if (!alive(s)) continue;
          expect(sinceReset).not.toContain(s);
          a = turnBegins(a, s);
          sinceReset.push(s);
          if (rnd(10) === 0 && ![1, 4].includes(s)) dead.add([2, 3, 5, 6][rnd(4)]); // a forward dies
          const before = a.turned.length;
          a = turnEnds(T, a, alive);
          if (a.turned.length === 0 && before > 0) {
            expect([1, 2, 3, 4, 5, 6].filter(alive).every((p) => sinceReset.includes(p) || !alive(p))).toBe(true);
            sinceReset = [];
          }
        }
        const side = a.side;
        a = passRight(T, a, alive);
        const up = (team: "warm" | "cool") => [T[team].coach, ...T[team].forwards].some((s) => alive(s) && !a.turned.includes(s));
        if (up("warm") && up("cool")) expect(a.side).not.toBe(side);
      }
    }
  });
});

describe("3v3 card changes, rewards, skills and victory", () => {
  const ring = ring3v3(T); // [5, 4, 6, 2, 1, 3]

  it("Barbarian Invasion / Arrow Barrage: every other character, in the direction the user names", () => {
    expect(targetOrder(ring, 6, "INVASION", "ACW", all)).toEqual([2, 1, 3, 5, 4]);
    expect(targetOrder(ring, 6, "BARRAGE", "CW", all)).toEqual([4, 5, 3, 1, 2]);
    expect(targetOrder(ring, 6, "BARRAGE", "CW", (s) => s !== 5)).toEqual([4, 3, 1, 2]);
  });

  it("Peach Garden / Harvest: every character, the user first, in the direction the user names", () => {
    expect(targetOrder(ring, 1, "PEACH-GARDEN", "ACW", all)).toEqual([1, 3, 5, 4, 6, 2]);
    expect(targetOrder(ring, 1, "HARVEST", "CW", all)).toEqual([1, 2, 6, 4, 5, 3]);
  });

  it("'En esta regla no se utilizan rayos': both Lightning cards are set aside, nothing else", () => {
    const table = deckTable(false);
    const ids = table.map((_, i) => i);
    const { deck, aside } = setAsideLightning(ids, (id) => table[id].name);
    expect(aside.map((id) => table[id].name)).toEqual(["LIGHTNING", "LIGHTNING"]);
    expect(deck.length + aside.length).toBe(ids.length);
    expect(deck.some((id) => table[id].name === "LIGHTNING")).toBe(false);
  });

  it("'Si matas a cualquier personaje, podrás tocar 3 cartas ... incluso si matas a tu compañero'", () => {
    expect(KILL_DRAW).toBe(3);
    expect(killDraw(2)).toBe(3); // a kill by anyone, whoever the victim
    expect(killDraw(null)).toBe(0); // no killer (a death by a judgement card) draws nothing
  });

  it("'Las habilidades principales no se utilizan en esta variante'", () => {
    expect(lordSkillsOn("3v3")).toBe(false);
    expect(lordSkillsOn("identity")).toBe(true);
    expect(lordSkillsOn(undefined)).toBe(true);
  });

  it("'Destruir al entrenador del campamento del oponente': only a coach's death ends the game", () => {
    expect(winner3v3(T, all)).toBeNull();
    expect(winner3v3(T, (s) => s !== 2 && s !== 3)).toBeNull(); // both warm forwards dead: play on
    expect(winner3v3(T, (s) => s !== 1)).toBe("cool");
    expect(winner3v3(T, (s) => s !== 4)).toBe("warm");
  });

  it("is accepted by CREATE (mode=3v3), with generals", () => {
    const r = E.parseOptions({ mode: "3v3" });
    expect(r.ok && r.value.mode).toBe("3v3");
  });
});
