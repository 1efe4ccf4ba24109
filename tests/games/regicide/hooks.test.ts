// The engine hooks the conformance suite reads: legalMoves (command lines, each accepted), invariants
// (hold in every state of random games, and do see a broken one), secrets (never in another seat's
// view nor the public one, in any language) and the kit's guarantees (no half-applied move).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { legalMoves } from "../../../src/games/regicide/index.ts";
import type { RegicideState } from "../../../src/games/regicide/types.ts";
import { E, en, must, newGame, table, text } from "./helpers.ts";
import { playRandomGame } from "./random.ts";

const gameArb = fc
  .record({
    players: fc.integer({ min: 1, max: 4 }),
    seed: fc.stringMatching(/^[0-9a-f]{8,12}$/),
    ruleset: fc.constantFrom("official" as const, "seed" as const),
    choices: fc.nat(),
    strategy: fc.constantFrom("uniform" as const, "thrifty" as const, "greedy" as const),
  })
  .map((g) => ({ ...g, players: g.ruleset === "seed" && g.players === 1 ? 2 : g.players }));

describe("legalMoves: command lines", () => {
  it("every line the awaited seat may send parses and applies; other seats and seatless admins get none", () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        let lines = 0;
        const check = (s: RegicideState) => {
          const awaited = E.pending(s)[0]?.seat ?? null;
          expect(E.legalMoves!(s, null)).toEqual([]);
          for (const p of s.players) {
            const mine = E.legalMoves!(s, p.seat);
            if (p.seat !== awaited) {
              expect(mine).toEqual([]);
              continue;
            }
            expect(mine.length).toBe(legalMoves(s, p.seat).length);
            expect(mine.length).toBeGreaterThan(0);
            for (const line of mine) {
              const move = E.parse(line);
              expect(move?.ok, line).toBe(true);
              if (!move?.ok) continue;
              const r = E.apply(s, { seat: p.seat, admin: false }, move.value);
              if (!r.ok) throw new Error(`${line} refused: ${en(r.error)}`);
              lines++;
            }
          }
        };
        const { start } = playRandomGame(g, (step) => check(step.result.state), 60);
        check(start);
        expect(lines).toBeGreaterThan(0);
      }),
      { numRuns: 25 },
    );
  });

  it("after the end nobody may send anything", () => {
    const { final } = playRandomGame({ players: 2, seed: "end", ruleset: "official", choices: 3, strategy: "uniform" });
    expect(final.phase).toBe("over");
    for (const p of final.players) expect(E.legalMoves!(final, p.seat)).toEqual([]);
  });
});

describe("invariants", () => {
  it("hold in every state of random games", () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const { start } = playRandomGame(g, (step) =>
          expect(E.invariants!(step.result.state), JSON.stringify(step.move)).toEqual([]),
        );
        expect(E.invariants!(start)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("see a card in two places, a missing card, an overfull hand and a lost count", () => {
    const s = newGame(3, "planted");
    expect(E.invariants!(s)).toEqual([]);
    const twice = structuredClone(s);
    twice.discard.push(twice.hands[0][0]);
    expect(E.invariants!(twice).join("\n")).toMatch(/exactly one place: twice \[/);
    const lost = structuredClone(s);
    lost.tavern.pop();
    expect(E.invariants!(lost).join("\n")).toMatch(/missing \[\S+/);
    const full = structuredClone(s);
    full.hands[1].push(full.tavern.shift()!);
    expect(E.invariants!(full).join("\n")).toMatch(/more than 6/);
    const count = structuredClone(s);
    count.defeated = 3;
    expect(E.invariants!(count).join("\n")).toMatch(/not 12/);
  });
});

describe("secrets", () => {
  const SUIT: Record<string, string> = { H: "♥", D: "♦", C: "♣", S: "♠" };
  /** A card code as the views hold it ("7H" in JSON) and as the texts show it ("7♥"). */
  const forms = (code: string) =>
    code.startsWith("JESTER") ? [`"${code}"`] : [`"${code}"`, code.slice(0, -1) + SUIT[code.slice(-1)]];
  const shows = (where: string, code: string) =>
    forms(code).some((f) => new RegExp(`(^|[^0-9A-Z])${f.replace(/"/g, '"')}`).test(where));

  function leaks(s: RegicideState): string[] {
    const found: string[] = [];
    const secrets = E.secrets!(s);
    const readers: Array<{ seat: number | "public"; texts: string[] }> = [
      {
        seat: "public",
        texts: [JSON.stringify(E.view(s, "public")), text(E.view(s, "public")), text(E.view(s, "public"), "el")],
      },
      ...s.players.map((p) => ({
        seat: p.seat,
        texts: [JSON.stringify(E.view(s, { seat: p.seat })), text(E.view(s, { seat: p.seat }), "fr")],
      })),
    ];
    for (const { seat, items } of secrets) {
      for (const r of readers) {
        if (r.seat === seat) continue;
        for (const item of items)
          if (r.texts.some((t) => shows(t, item))) found.push(`${item} of seat ${seat} shown to ${r.seat}`);
      }
    }
    return found;
  }

  it("each seat's secrets are its hand, now", () => {
    const s = table({ hands: [["2C", "JESTER1"], ["3C"]] });
    expect(E.secrets!(s)).toEqual([
      { seat: 1, items: ["2C", "JESTER1"] },
      { seat: 2, items: ["3C"] },
    ]);
  });

  it("never appear in another seat's view nor the public one, rendered in any language", () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const { start } = playRandomGame(g, (step) => expect(leaks(step.result.state)).toEqual([]), 80);
        expect(leaks(start)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  it("the check sees a leak: the admin view shows every hand", () => {
    const s = newGame(3, "leak");
    const adminText = text(E.view(s, "admin"), "es");
    const other = E.secrets!(s)
      .find((x) => x.seat === 2)!
      .items.filter((c) => !c.startsWith("JESTER"));
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((c) => shows(adminText, c))).toBe(true);
  });
});

describe("the kit", () => {
  it("a refused move changes nothing, a played one leaves its input untouched and saves the generator", () => {
    const s = table({ hands: [["5H", "KC"], ["3D"]], enemy: "QS", discard: ["2C", "3C", "4C", "5C", "6C", "7C"] });
    const before = JSON.stringify(s);
    expect(E.apply(s, { seat: 1, admin: false }, { type: "play", cards: ["9H"] }).ok).toBe(false);
    const r = E.apply(s, { seat: 1, admin: false }, { type: "play", cards: ["5H"] });
    expect(JSON.stringify(s)).toBe(before);
    expect(r.ok && r.value.state.rng).not.toEqual(s.rng); // the heal's shuffle moved the generator on
  });
});

describe("forced: the one line left to the awaited seat", () => {
  it("is the hand that alone covers the damage, and null while there is any choice", () => {
    const one = must(table({ hands: [["2C", "10H"], ["3C"]], enemy: "JD" }), 1, "PLAY 2C").state;
    expect(E.legalMoves!(one, 1)).toEqual(["DISCARD 10H"]);
    expect(E.forced!(one, 1)).toBe("DISCARD 10H");
    expect(E.forced!(one, 2)).toBeNull();
    const two = must(table({ hands: [["2C", "10H", "10S"], ["3C"]], enemy: "JD" }), 1, "PLAY 2C").state;
    expect(E.forced!(two, 1)).toBeNull();
  });

  it("over random games: a line exactly when the seat's legal lines are that one line", () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        playRandomGame(g, ({ result: { state: s } }) => {
          for (const p of s.players) {
            const lines = E.legalMoves!(s, p.seat);
            expect(E.forced!(s, p.seat)).toBe(lines.length === 1 ? lines[0] : null);
          }
        });
      }),
      { numRuns: 10 },
    );
  });
});
