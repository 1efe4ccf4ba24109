// Property tests over random legal games, and the engine-level leak check.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { killerEngine as E, type KillerState } from "../../../src/games/killer/index.ts";
import { hunterOf, targetMapProblem } from "../../../src/games/killer/targets.ts";
import { aliveSeats, ksAsOf } from "../../../src/games/killer/state.ts";
import { en, newGame, randomGame, renderEn, type Step } from "./helpers.ts";

// Civ names that are not prefixes of each other nor of any word the engine writes.
const CIVS = ["Rome", "Gaul", "Egypt", "Persia", "Greece", "Zulu", "Aztec", "Mongol"];

const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  n: fc.integer({ min: 3, max: 8 }),
  variant: fc.constantFrom("quick", "highlander"),
  noInnocent: fc.boolean(),
  ktac: fc.boolean(),
  rated: fc.boolean(),
  reportEvery: fc.integer({ min: 0, max: 4 }),
});
type G = { seed: string; n: number; variant: string; noInnocent: boolean; ktac: boolean; rated: boolean; reportEvery: number };

function start(g: G): KillerState {
  return newGame(CIVS.slice(0, g.n), {
    variant: g.variant, noinnocent: String(g.noInnocent), killedtargetalwayscount: String(g.ktac),
    rated: String(g.rated), reportevery: String(g.reportEvery),
  }, g.seed);
}

const civ = (s: KillerState, x: number) => s.players.find((p) => p.seat === x)!.civ;
const mentioned = (s: KillerState, line: string) => s.players.filter((p) => new RegExp(`\\b${p.civ}\\b`).test(line)).map((p) => p.seat);

describe("random legal games", () => {
  it("keep every invariant at every step", () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const s0 = start(g);
        const sent = new Map<string, number>();
        const requested = new Set<number>();
        const finals = new Set<string>();
        // randomGame itself fails if apply mutates its input or refuses a move legalMoves offered.
        const end = randomGame(s0, g.seed + "/moves", 150, ({ state: s, move, events }: Step) => {
          expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          // the living form a permutation without fixed points and, while ≥ 3 live, without 2-cycles
          expect(targetMapProblem(s.targets)).toBeNull();
          const alive = aliveSeats(s);
          expect(Object.keys(s.targets).map(Number).sort((a, b) => a - b)).toEqual(alive.length > 1 ? alive : []);
          expect(s.ks).toEqual(ksAsOf(s, Infinity));
          const o = E.outcome(s);
          expect(o.status === "finished").toBe(s.finished !== null);
          for (const w of o.winners) expect(s.players.map((p) => p.seat)).toContain(w);
          expect(E.invariants!(s)).toEqual([]);
          const keys = E.pending(s).map((p) => `${p.seat}:${p.key}`);
          expect(new Set(keys).size).toBe(keys.length);
          if (move.type === "report") requested.add(s.turn);
          // every report lists every player exactly once
          for (const e of events) {
            const text = en(e.msg);
            const m = /^(?:Final )?(?:rank report|standings)\b.*?turn (\d+)/i.exec(text);
            if (!m || e.to !== "all") continue;
            const body = text.split("\n").filter((l) => /^\d+[.=] /.test(l));
            expect(body.map((l) => mentioned(s, l)[0]).sort()).toEqual(s.players.map((p) => p.seat).sort());
            if (!/^Final/.test(text)) sent.set(m[1], (sent.get(m[1]) ?? 0) + 1);
            else finals.add(m[1]); // a periodic report due at the last turn merges into the final one
          }
        });
        // periodic reports: never twice (unless REPORT asked again for that turn), none skipped once nothing is due
        for (const [turn, count] of sent) if (!requested.has(Number(turn))) expect(count, `turn ${turn}`).toBe(1);
        if (end.due.length === 0 && g.reportEvery > 0)
          for (let m = g.reportEvery; m <= end.turn; m += g.reportEvery) if (m > 1) expect(sent.has(String(m)) || finals.has(String(m)), `report ${m}`).toBe(true);
        expect(JSON.stringify(s0)).toBe(JSON.stringify(start(g)));
      }),
      { numRuns: 60 },
    );
  });

  it("never write to the state they are given, even frozen, whatever the verb", () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        let s = start(g);
        randomGame(s, g.seed + "/f", 40, ({ state }) => {
          s = state;
        });
        const frozen = deepFreeze(structuredClone(s));
        const lines = ["TURN 999", "REPORT", "RANKS", "TARGET", "FINISH", "NULL AGREE", "KILL 1 2 TURN 3", "KILLED 2 TURN 3", "CONFIRM r1", "POWER 1 2 3",
          "TARGETS", "TARGETS 1 2 3", "SETTARGET 1 3", "AMEND 1 2 TURN 1", "UNDO 2", "REVISE 1 2 3"];
        for (const line of lines) {
          const m = E.parse(line);
          if (!m?.ok) throw new Error(line);
          for (const actor of [{ seat: null, admin: true }, { seat: 1, admin: false }]) {
            const r = E.apply(frozen, actor, m.value); // a write to a frozen object throws here
            expect(typeof r.ok).toBe("boolean");
          }
        }
        for (const x of s.players) E.resign!(frozen, x.seat);
      }),
      { numRuns: 20 },
    );
  });
});

function deepFreeze<T>(o: T): T {
  if (o && typeof o === "object") {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

describe("leak check: no player learns another living player's target or who hunts them", () => {
  it("holds for every event and every view of random games", () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const check = (st: Step) => {
          const { before, state: s, events } = st;
          const dead = new Set([...s.ledger.map((e) => e.victim)]);
          // "host" events reach a host who may play: they must carry no secret either
          const publicTexts = [...events.filter((e) => e.to === "all" || e.to === "host").map((e) => en(e.msg)), renderEn(s, "public")];
          // Public: no line ties a living civilization to a target or a hunt.
          for (const t of publicTexts)
            for (const line of t.split("\n"))
              if (/target|hunt|→/i.test(line)) expect(mentioned(s, line).filter((x) => !dead.has(x)), line).toEqual([]);
          const pub = E.view(s, "public") as object;
          expect(JSON.stringify(pub)).not.toContain("→");
          expect(Object.keys(pub)).not.toContain("you");
          expect(Object.keys(pub)).not.toContain("admin");
          for (const p of s.players) {
            const x = p.seat;
            const own = new Set([x, before.targets[x], s.targets[x]].filter((v) => v !== undefined));
            const v = E.view(s, { seat: x }) as { admin?: unknown; you?: { target: string | null } };
            expect(v.admin).toBeUndefined();
            expect(v.you!.target).toBe(s.targets[x] === undefined ? null : civ(s, s.targets[x]));
            const texts = [...events.filter((e) => e.to === x).map((e) => en(e.msg)), renderEn(s, { seat: x })];
            for (const t of texts)
              for (const line of t.split("\n")) {
                if (!/target|hunt|killer|→/i.test(line)) continue;
                // A line about targets or hunting names only x itself, its own target(s), or the fallen.
                const others = mentioned(s, line).filter((y) => !own.has(y) && !dead.has(y));
                expect(others, `seat ${x}: ${line}`).toEqual([]);
              }
            // x's living hunter is never named to x in such a line (unless it is also x's own target).
            const h = hunterOf(s.targets, x);
            if (h !== null && !own.has(h))
              for (const t of texts) for (const line of t.split("\n"))
                if (/target|hunt|killer/i.test(line)) expect(mentioned(s, line)).not.toContain(h);
          }
          // Events for another seat never reach x: the engine addresses each private event to one seat.
          for (const e of events) expect(["all", "admin", "host"].includes(e.to as string) || s.players.some((p) => p.seat === e.to)).toBe(true);
          // Secrets in the raw state (the seed, the generator) are in no view but the admin's… nor there.
          for (const vw of ["public", "admin", { seat: 1 }] as const) expect(JSON.stringify(E.view(s, vw))).not.toContain(JSON.stringify(s.rng.s));
        };
        randomGame(start(g), g.seed + "/leak", 150, check);
      }),
      { numRuns: 60 },
    );
  });
});
