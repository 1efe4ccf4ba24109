// docs/fair-play.md is a specification an outsider can implement: its test vectors are what the code
// draws (the generator, and what each game's setup deals from it), the purposes each game draws with
// are those its table lists, and a second implementation written from the page alone
// (second-generator.mjs, plain JavaScript, none of Herald's code) reproduces the vectors and every die
// of a whole Trente game.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/games/index.ts";
import { Rng, type Draw, type KeyedState } from "../../src/games/rng.ts";
import { Games } from "../../src/games/registry.ts";
import type { GameEngine, PlayerInfo } from "../../src/games/engine.ts";
import { format } from "../../src/i18n/format.ts";
import { generator, trenteDraws } from "./second-generator.mjs";

/** Herald's games (src/games/index.ts), found by kind as the service finds them */
const games = new Games(GAMES);

const page = fs.readFileSync(new URL("../../docs/fair-play.md", import.meta.url), "utf8");
const V = JSON.parse(/<!-- test vectors[^>]*-->\n```json\n([\s\S]*?)\n```/.exec(page)![1]);

const seats = (names: string[], civs?: string[]): PlayerInfo[] =>
  names.map((name, i) => ({ seat: i + 1, name, options: civs ? { civ: civs[i] } : ({} as Record<string, string>) }));

function setup(kind: string, players: PlayerInfo[], seed: string, options: Record<string, string> = {}): any {
  const e = games.find(kind)!;
  const o = e.parseOptions!(options) as { ok: boolean; value: unknown };
  const r = e.setup({ options: o.value, players, seed });
  if (!r.ok) throw new Error(format("en", r.error));
  return r.value;
}

describe("the test vectors of docs/fair-play.md are what the code draws", () => {
  it("the seed's key, the first words, dice and a shuffle; a derived seed", () => {
    expect(V.seed).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect((Rng.initial(V.seed) as KeyedState).k).toBe(V.key);
    const r = Rng.seed(V.seed);
    expect(V.words.first.map(() => r.nextU32(V.words.purpose).toString(16).padStart(8, "0"))).toEqual(V.words.first);
    expect(Rng.seed(V.seed).roll(V.dice.first.length, V.dice.purpose)).toEqual(V.dice.first);
    expect(Rng.seed(V.seed).shuffle(V.shuffle.items, V.shuffle.purpose)).toEqual(V.shuffle.result);
    expect((Rng.initial(V.derived.seed) as KeyedState).k).toBe(V.derived.key);
    expect(Rng.seed(V.derived.seed).shuffle(V.derived.shuffle.items, V.derived.shuffle.purpose)).toEqual(
      V.derived.shuffle.result,
    );
  });

  it("the games' setups: Trente's first player and opening roll, Regicide's castle and deal, Killer's targets", () => {
    const t = setup("trente", seats(V.trente.players), V.seed);
    expect([t.turn.seat, t.turn.roll]).toEqual([V.trente.firstSeat, V.trente.openingRoll]);
    const g = setup("regicide", seats(V.regicide.players), V.seed);
    expect([g.enemy.card, ...g.castle.slice(0, 3)]).toEqual(V.regicide.castleTop);
    expect(g.hands).toEqual(V.regicide.hands);
    expect(g.tavern.slice(0, 4)).toEqual(V.regicide.tavernTop);
    const k = setup("killer", seats(V.killer.players, ["Rome", "Gaul", "Egypt"]), V.seed);
    expect(k.targets).toEqual(V.killer.targets);
  });
});

describe("a second implementation from the page alone", () => {
  it("reproduces the vectors", () => {
    const g = generator(V.seed);
    expect(g.key).toBe(V.key);
    expect(V.words.first.map(() => g.word(V.words.purpose).toString(16).padStart(8, "0"))).toEqual(V.words.first);
    const d = generator(V.seed);
    expect(V.dice.first.map(() => d.die(V.dice.purpose))).toEqual(V.dice.first);
    expect(generator(V.seed).shuffle(V.shuffle.items, V.shuffle.purpose)).toEqual(V.shuffle.result);
    expect(generator(V.derived.seed).key).toBe(V.derived.key);
    expect(generator(V.derived.seed).shuffle(V.derived.shuffle.items)).toEqual(V.derived.shuffle.result);
    // and the spec's Trente setup: the first player is that index among the seats, the opening roll six dice
    const t = trenteDraws(V.seed, 3, 6);
    expect([t.first + 1, t.dice]).toEqual([V.trente.firstSeat, V.trente.openingRoll]);
  });

  it("reproduces every die of a whole Trente game played by the engine", () => {
    const seed = `hmac-sha256:${"5eed".repeat(16)}`;
    const { draws, steps } = playRandom(games.find("trente")!, seats(["Ann", "Bob", "Cid"]), seed);
    expect(steps).toBeGreaterThan(10);
    const dice = draws.filter((d) => d.kind === "roll" && d.purpose === "dice").flatMap((d) => d.value as number[]);
    const first = draws.find((d) => d.purpose === "first-player")!.value;
    expect(dice.length).toBeGreaterThan(60);
    expect(trenteDraws(seed, 3, dice.length)).toEqual({ first, dice });
  });
});

/**
 * A game played to its end (or 400 steps) by taking, each step, one of the legal moves of whoever is
 * awaited, chosen by the step's number (no generator, so every draw seen is the game's own).
 */
function playRandom(engine: GameEngine, players: PlayerInfo[], seed: string, options: Record<string, string> = {}) {
  const draws: Draw[] = [];
  let steps = 0;
  Rng.observe(
    (d) => draws.push(d),
    () => {
      let state = setup(engine.kind, players, seed, options);
      for (; steps < 400 && engine.outcome(state).status === "running"; steps++) {
        const seat = engine.pending(state)[0]?.seat ?? null;
        const legal = engine.legalMoves!(state, seat);
        if (!legal.length) break;
        const move = engine.parse(legal[(steps * 7919) % legal.length]);
        const r = move?.ok ? engine.apply(state, { seat, admin: seat === null }, move.value) : null;
        if (!r?.ok) throw new Error(`${legal[(steps * 7919) % legal.length]} refused`);
        state = r.value.state;
      }
    },
  );
  return { draws, steps };
}

/** The purposes each game draws with, as the page's table names them (first column, then the second). */
function documented(kind: string): Set<string> {
  const rows = page.split("\n").filter((l) => l.startsWith(`| ${kind} |`));
  return new Set(rows.flatMap((l) => [...l.split("|")[2].matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1])));
}

describe("the purposes each game draws with are those docs/fair-play.md lists", () => {
  const tables: Array<[string, PlayerInfo[], Record<string, string>?]> = [
    ["trente", seats(["Ann", "Bob", "Cid"])],
    ["regicide", seats(["Ann", "Bob"])],
    ["killer", seats(["Ann", "Bob", "Cid"], ["Rome", "Gaul", "Egypt"])],
    ["threekingdoms", seats(["Ann", "Bob", "Cid", "Dan", "Eve"])],
    ["threekingdoms", seats(["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]), { mode: "3v3" }],
  ];
  for (const [kind, players, options] of tables)
    it(`${kind}${options ? ` ${JSON.stringify(options)}` : ""}, with a keyed seed`, () => {
      const { draws } = playRandom(games.find(kind)!, players, `hmac-sha256:${"ab".repeat(32)}`, options);
      const used = new Set(draws.map((d) => d.purpose));
      expect(used.size).toBeGreaterThan(0);
      expect([...used].filter((p) => !documented(kind).has(p))).toEqual([]);
    });
});
