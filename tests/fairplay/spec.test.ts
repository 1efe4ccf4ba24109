// docs/fair-play.md is a specification an outsider can implement: its test vectors are what the code
// draws (the generator, and what each game's setup deals from it), the purposes each game draws with
// are those its table lists, and a second implementation written from the page alone
// (second-generator.mjs, plain JavaScript, none of Herald's code) reproduces the vectors (today's
// generator and the older one), every die of a whole Trente game, step by step, and a whole Regicide
// game's shuffles, where each heal put its cards, the draws digest and a sealed option.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/games/index.ts";
import { Rng, type Draw, type KeyedState, type SteppedState } from "../../src/games/rng.ts";
import { Games } from "../../src/games/registry.ts";
import type { GameEngine, PlayerInfo } from "../../src/games/engine.ts";
import { format } from "../../src/i18n/format.ts";
import {
  drawsDigest as secondDigest,
  generator,
  regicideDraws,
  regicideHeal,
  regicideValue,
  seal,
  trenteDraws,
} from "./second-generator.mjs";
import { replayRecord, type RecordEntry } from "../../src/games/replay.ts";
import { drawsDigest, sealOf } from "../../src/fairplay/record.ts";

/** Herald's games (src/games/index.ts), found by kind as the service finds them */
const games = new Games(GAMES);

const page = fs.readFileSync(new URL("../../docs/fair-play.md", import.meta.url), "utf8");
const V = JSON.parse(/<!-- test vectors[^>]*-->\n```json\n([\s\S]*?)\n```/.exec(page)![1]);
/** the older keyed generator's (hmac-sha256: no steps) */
const V2 = JSON.parse(/<!-- older test vectors[^>]*-->\n```json\n([\s\S]*?)\n```/.exec(page)![1]);
/** today's generator at step `t` of a game of `seed`, no word used */
const at = (seed: string, t: number) => Rng.from({ ...(Rng.initial(seed) as SteppedState), t });

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
  it("the seed's key, the first words of two steps, dice and a shuffle; a derived seed", () => {
    expect(V.seed).toMatch(/^hmac-sha256-step:[0-9a-f]{64}$/);
    expect(Rng.generatorOf(V.seed)).toBe("hmac-sha256-step");
    expect((Rng.initial(V.seed) as SteppedState).k).toBe(V.key);
    const hex = (r: Rng, n: number) => Array.from({ length: n }, () => r.nextU32(V.words.purpose).toString(16).padStart(8, "0"));
    expect(hex(Rng.seed(V.seed), V.words.step0.length)).toEqual(V.words.step0);
    expect(hex(at(V.seed, 1), V.words.step1.length)).toEqual(V.words.step1);
    expect(at(V.seed, V.dice.step).roll(V.dice.first.length, V.dice.purpose)).toEqual(V.dice.first);
    expect(at(V.seed, V.shuffle.step).shuffle(V.shuffle.items, V.shuffle.purpose)).toEqual(V.shuffle.result);
    expect((Rng.initial(V.derived.seed) as SteppedState).k).toBe(V.derived.key);
    expect(Rng.seed(V.derived.seed).shuffle(V.derived.shuffle.items, V.derived.shuffle.purpose)).toEqual(
      V.derived.shuffle.result,
    );
  });

  it("the older generator's vectors (hmac-sha256, no steps) still hold", () => {
    expect(V2.seed).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect((Rng.initial(V2.seed) as KeyedState).k).toBe(V2.key);
    const r = Rng.seed(V2.seed);
    expect(V2.words.first.map(() => r.nextU32(V2.words.purpose).toString(16).padStart(8, "0"))).toEqual(V2.words.first);
    expect(Rng.seed(V2.seed).roll(V2.dice.first.length, V2.dice.purpose)).toEqual(V2.dice.first);
    expect(Rng.seed(V2.seed).shuffle(V2.shuffle.items, V2.shuffle.purpose)).toEqual(V2.shuffle.result);
    expect((Rng.initial(V2.derived.seed) as KeyedState).k).toBe(V2.derived.key);
    expect(Rng.seed(V2.derived.seed).shuffle(V2.derived.shuffle.items, V2.derived.shuffle.purpose)).toEqual(
      V2.derived.shuffle.result,
    );
  });

  for (const [name, v] of [
    ["today's generator", V],
    ["the older generator", V2],
  ] as const)
    it(`the games' setups (${name}): Trente's first player and opening roll, Regicide's castle and deal, Killer's targets`, () => {
      const t = setup("trente", seats(v.trente.players), v.seed);
      expect([t.turn.seat, t.turn.roll]).toEqual([v.trente.firstSeat, v.trente.openingRoll]);
      const g = setup("regicide", seats(v.regicide.players), v.seed);
      expect([g.enemy.card, ...g.castle.slice(0, 3)]).toEqual(v.regicide.castleTop);
      expect(g.hands).toEqual(v.regicide.hands);
      expect(g.tavern.slice(0, 4)).toEqual(v.regicide.tavernTop);
      const k = setup("killer", seats(v.killer.players, ["Rome", "Gaul", "Egypt"]), v.seed);
      expect(k.targets).toEqual(v.killer.targets);
    });
});

describe("a second implementation from the page alone", () => {
  it("reproduces the vectors", () => {
    const g = generator(V.seed);
    expect(g.key).toBe(V.key);
    expect(V.words.step0.map(() => g.word(V.words.purpose).toString(16).padStart(8, "0"))).toEqual(V.words.step0);
    const g1 = generator(V.seed).at(1);
    expect(V.words.step1.map(() => g1.word(V.words.purpose).toString(16).padStart(8, "0"))).toEqual(V.words.step1);
    const d = generator(V.seed).at(V.dice.step);
    expect(V.dice.first.map(() => d.die(V.dice.purpose))).toEqual(V.dice.first);
    expect(generator(V.seed).shuffle(V.shuffle.items, V.shuffle.purpose)).toEqual(V.shuffle.result);
    expect(generator(V.derived.seed).key).toBe(V.derived.key);
    expect(generator(V.derived.seed).shuffle(V.derived.shuffle.items)).toEqual(V.derived.shuffle.result);
    // the spec's Trente setup (step 0): the first player is that index among the seats, the opening roll six dice
    const t = generator(V.seed);
    const first = t.int(3, "first-player");
    expect([first + 1, Array.from({ length: 6 }, () => t.die("dice"))]).toEqual([V.trente.firstSeat, V.trente.openingRoll]);
  });

  it("reproduces the older generator's vectors", () => {
    const g = generator(V2.seed);
    expect(g.key).toBe(V2.key);
    expect(V2.words.first.map(() => g.word(V2.words.purpose).toString(16).padStart(8, "0"))).toEqual(V2.words.first);
    const d = generator(V2.seed);
    expect(V2.dice.first.map(() => d.die(V2.dice.purpose))).toEqual(V2.dice.first);
    expect(generator(V2.seed).shuffle(V2.shuffle.items, V2.shuffle.purpose)).toEqual(V2.shuffle.result);
    expect(generator(V2.derived.seed).key).toBe(V2.derived.key);
    expect(generator(V2.derived.seed).shuffle(V2.derived.shuffle.items)).toEqual(V2.derived.shuffle.result);
    const t = trenteDraws(V2.seed, 3, 6);
    expect([t.first + 1, t.dice]).toEqual([V2.trente.firstSeat, V2.trente.openingRoll]);
  });

  it("reproduces every die of a whole Trente game played by the engine, step by step", () => {
    const seed = `hmac-sha256-step:${"5eed".repeat(16)}`;
    const { draws, steps } = playRandom(games.find("trente")!, seats(["Ann", "Bob", "Cid"]), seed);
    expect(steps).toBeGreaterThan(10);
    const rolls = draws.filter((d) => d.kind === "roll" && d.purpose === "dice");
    expect(rolls.flatMap((d) => d.value as number[]).length).toBeGreaterThan(60);
    // each step's rolls from that step's stream, in the order rolled
    const g = generator(seed);
    expect(draws.find((d) => d.purpose === "first-player")!.value).toBe(g.int(3, "first-player"));
    let step = -1;
    for (const d of rolls) {
      if (d.step !== step) g.at((step = d.step));
      expect((d.value as number[]).map(() => g.die("dice"))).toEqual(d.value);
    }
  });

  it("reproduces every die of a whole Trente game of the older generator", () => {
    const seed = `hmac-sha256:${"5eed".repeat(16)}`;
    const { draws, steps } = playRandom(games.find("trente")!, seats(["Ann", "Bob", "Cid"]), seed);
    expect(steps).toBeGreaterThan(10);
    const dice = draws.filter((d) => d.kind === "roll" && d.purpose === "dice").flatMap((d) => d.value as number[]);
    const first = draws.find((d) => d.purpose === "first-player")!.value;
    expect(dice.length).toBeGreaterThan(60);
    expect(trenteDraws(seed, 3, dice.length)).toEqual({ first, dice });
  });
});

describe("a second implementation of a whole Regicide game, its digest and a sealed option, from the page alone", () => {
  it("the setup's and every heal's shuffles, step by step; the record's draws digest; Killer's sealed order", () => {
    const engine = games.find("regicide")!;
    const seed = `hmac-sha256-step:${"7e".repeat(32)}`;
    const players = seats(["Ann", "Bob"]);
    const options = (engine.parseOptions({}) as { value: Record<string, unknown> }).value;
    // a whole game: each step the awaited seat's legal move chosen by the step's number, Hearts first
    const log: RecordEntry[] = [];
    for (let i = 0; i < 300; i++) {
      const r = replayRecord(engine, { seed, options, players, log });
      if (!r.ok) throw new Error(r.error);
      if (engine.outcome(r.value.state).status !== "running") break;
      const seat = engine.pending(r.value.state)[0].seat;
      const legal = engine.legalMoves!(r.value.state, seat);
      log.push({ seat, line: legal.find((l) => /^PLAY \S*H$/.test(l)) ?? legal[(i * 7919) % legal.length] });
    }
    const r = replayRecord(engine, { seed, options, players, log });
    if (!r.ok) throw new Error(r.error);
    expect(engine.outcome(r.value.state).status).toBe("finished");
    // each heal shuffled the discard pile as it stood before its step
    const heals = r.value.draws
      .filter((d) => d.step > 0)
      .map((d) => ({ step: d.step, pile: (r.value.steps[d.step - 1].state as { discard: string[] }).discard }));
    expect(heals.length).toBeGreaterThan(0);
    expect(r.value.draws.slice(1).every((d) => d.draws.every((x) => x.purpose === "heal"))).toBe(true);
    const second = regicideDraws(seed, 2, heals);
    expect(second).toEqual(JSON.parse(JSON.stringify(r.value.draws)));
    // where each heal put the shuffled pile, by the page's words: its first X cards (X the play's value)
    // under the Tavern in that order, the rest the discard pile — before the play's Diamonds draw from the
    // Tavern's top and before a defeated enemy's cards join the discard pile
    type Piles = { tavern: string[]; discard: string[] };
    for (const [i, { step }] of heals.entries()) {
      const shuffled = second[i + 1].draws[0].value as string[];
      const entry = log[step - 1] as { seat: number; line: string };
      const x = entry.line
        .split(/\s+/)
        .slice(1)
        .reduce((sum: number, c: string) => sum + regicideValue(c), 0);
      const before = r.value.steps[step - 1].state as Piles;
      const after = r.value.steps[step].state as Piles;
      const healed = regicideHeal(before.tavern, shuffled, x);
      const drawn = healed.tavern.length - after.tavern.length; // the Diamonds of the same play, from the top
      expect(after.tavern, `step ${step}: ${entry.line}`).toEqual(healed.tavern.slice(drawn));
      expect(after.discard.slice(0, healed.discard.length), `step ${step}: ${entry.line}`).toEqual(healed.discard);
    }
    expect(secondDigest(second)).toBe(drawsDigest(r.value.draws));
    // a sealed option: Killer's order=
    expect(seal(seed, "order", ["Rome", "Gaul", "Egypt"])).toBe(sealOf(seed, "order", ["Rome", "Gaul", "Egypt"]));
  });
});

/**
 * A game played to its end (or 400 steps) by taking, each step, one of the legal moves of whoever is
 * awaited, chosen by the step's number (no generator, so every draw seen is the game's own).
 */
function playRandom(engine: GameEngine, players: PlayerInfo[], seed: string, options: Record<string, string> = {}) {
  let started = false;
  /** each draw with the step that drew it (0 the setup) */
  const draws: Array<Draw & { step: number }> = [];
  let steps = 0;
  Rng.observe(
    (d) => draws.push({ ...d, step: steps === 0 && !started ? 0 : steps + 1 }),
    () => {
      let state = setup(engine.kind, players, seed, options);
      started = true;
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
      const { draws } = playRandom(games.find(kind)!, players, `hmac-sha256-step:${"ab".repeat(32)}`, options);
      const used = new Set(draws.map((d) => d.purpose));
      expect(used.size).toBeGreaterThan(0);
      expect([...used].filter((p) => !documented(kind).has(p))).toEqual([]);
    });
});
