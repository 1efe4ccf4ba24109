// Rollback at the engine level (src/games/replay.ts, src/games/rng.ts, docs/fair-play.md "Rollback"):
// in each of the four games, a record with a rollback replays to the state of the record without the
// steps taken back. Today's generator (hmac-sha256-step) keys each draw by the step: a rollback and the
// same moves again lead to the very state they led to, and a different move to the state it leads to
// without any rollback, however often the step was tried. Games of the older keyed generator replay as
// they were played: the same in everything but the generator's key and a hidden deck those steps drew
// from, and the draws after it are not those the steps taken back showed.
import { describe, expect, it } from "vitest";
import { Games } from "../../src/games/registry.ts";
import { GAMES } from "../../src/games/index.ts";

import type { GameEngine } from "../../src/games/engine.ts";
import { inForce, replayRecord, type RecordEntry } from "../../src/games/replay.ts";
import { Rng, rekeyGenerators } from "../../src/games/rng.ts";

const games = new Games(GAMES);
const findEngine = (kind: string) => games.find(kind);

const SEED = "hmac-sha256:" + "5e".repeat(32);
const STEP_SEED = "hmac-sha256-step:" + "5e".repeat(32);
/** Regicide's: its first enemy is no Diamond, so the diamonds played draw from the Tavern */
const REGICIDE_SEED = "hmac-sha256:" + "61".repeat(32);

interface Table {
  kind: string;
  players: number;
  options?: Record<string, string>;
  /** decks an afterRollback may shuffle again */
  decks: string[];
  seed?: string;
  /** the lines played by preference (Regicide's diamonds draw from the Tavern) */
  prefer?: RegExp;
  /** moves to play before taking `back` of them back */
  moves: number;
  back: number;
}

const TABLES: Table[] = [
  { kind: "trente", players: 3, options: { rules: "house" }, decks: [], moves: 6, back: 2 },
  { kind: "regicide", players: 2, seed: REGICIDE_SEED, prefer: /^PLAY \S*D$/, decks: ["tavern", "castle"], moves: 6, back: 3 },
  { kind: "killer", players: 3, decks: [], moves: 4, back: 2 },
  { kind: "threekingdoms", players: 4, decks: ["deck"], moves: 30, back: 4 },
];

const CIVS = ["Rome", "Gaul", "Egypt", "Persia"];

function playersOf(t: Table): Array<{ seat: number; name: string; options: Record<string, string> }> {
  return Array.from({ length: t.players }, (_, i) => ({
    seat: i + 1,
    name: `P${i + 1}`,
    options: t.kind === "killer" ? { civ: CIVS[i] } : ({} as Record<string, string>),
  }));
}

/** A record of `count` moves: each time the first seat with a legal move (else the administrator) plays its first. */
function playedLog(engine: GameEngine, t: Table, count: number): RecordEntry[] {
  const log: RecordEntry[] = [];
  const players = playersOf(t);
  const options = engine.parseOptions(t.options ?? {});
  if (!options.ok) throw new Error("options");
  for (let i = 0; i < count; i++) {
    const r = replayRecord(engine, { seed: t.seed ?? SEED, options: options.value, players, log });
    if (!r.ok) throw new Error(r.error);
    const state = r.value.state;
    const seat = players.find((p) => engine.legalMoves!(state, p.seat).length)?.seat ?? null;
    // Killer's moves are the administrator's: TURN, then kills (never FINISH, which would end it)
    const legal = engine.legalMoves!(state, seat).filter((l) => !/^(FINISH|RANKS|TARGETS?|REPORT)\b/.test(l));
    if (!legal.length) break;
    log.push({
      seat,
      line: legal.find((l) => t.prefer?.test(l)) ?? legal.find((l) => l !== "DONE") ?? legal[0],
      ...(seat === null ? { admin: true } : {}),
    });
  }
  return log;
}

function replay(engine: GameEngine, t: Table, log: RecordEntry[]) {
  const options = engine.parseOptions(t.options ?? {});
  if (!options.ok) throw new Error("options");
  const r = replayRecord(engine, { seed: t.seed ?? SEED, options: options.value, players: playersOf(t), log });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function comparable(state: any, decks: string[]): any {
  const c = JSON.parse(JSON.stringify(state));
  delete c.rng;
  for (const d of decks) c[d] = [...c[d]].sort();
  return c;
}

describe.each(TABLES)("rollback in $kind", (t) => {
  const engine = findEngine(t.kind)!;

  it("replays to the record without the steps taken back, under a new key", () => {
    const log = playedLog(engine, t, t.moves);
    expect(log.length).toBe(t.moves);
    const kept = log.slice(0, log.length - t.back);
    const plain = replay(engine, t, kept).state as any;
    const rolled = replay(engine, t, [...log, { rollback: t.back }]).state as any;
    expect(comparable(rolled, t.decks)).toEqual(comparable(plain, t.decks));
    expect(rolled.rng.k).not.toBe(plain.rng.k);
    // the new key is the rule's: HMAC of the old key and the rollback's step number
    const deckShuffled = t.decks.some((d) => JSON.stringify(rolled[d]) !== JSON.stringify(plain[d]));
    if (!deckShuffled) expect(rolled.rng).toEqual(Rng.rekey(plain.rng, String(log.length + 1)));
    // and the record with the rollback goes on: the moves kept can be played again after it
    const again = replay(engine, t, [...log, { rollback: t.back }, ...log.slice(kept.length, kept.length + 1)]);
    expect(again.steps.length).toBe(log.length + 3);
  });

  it("a second rollback goes back further, under yet another key", () => {
    const log = playedLog(engine, t, t.moves);
    const one = [...log, { rollback: 1 }];
    const two = [...one, { rollback: 1 }];
    const a = replay(engine, t, one).state as any;
    const b = replay(engine, t, two).state as any;
    const plain = replay(engine, t, log.slice(0, log.length - 2)).state as any;
    expect(comparable(b, t.decks)).toEqual(comparable(plain, t.decks));
    expect(new Set([a.rng.k, b.rng.k, plain.rng.k]).size).toBe(3);
    expect(inForce(two)).toEqual(log.slice(0, log.length - 2).map((_, i) => i));
  });

  it("refuses a rollback of more steps than are in force", () => {
    const log = playedLog(engine, t, 2);
    const options = engine.parseOptions(t.options ?? {});
    const r = replayRecord(engine, {
      seed: t.seed ?? SEED,
      options: options.ok ? options.value : {},
      players: playersOf(t),
      log: [...log, { rollback: 3 }],
    });
    expect(r.ok).toBe(false);
  });
});

describe.each(TABLES)("draws belong to the step, not to the try: $kind (hmac-sha256-step)", (table) => {
  const engine = findEngine(table.kind)!;
  // Regicide: a seed whose first enemy is no Diamond, so the diamonds played draw from the Tavern
  const seed =
    table.kind !== "regicide"
      ? STEP_SEED
      : Array.from({ length: 64 }, (_, i) => `hmac-sha256-step:${i.toString(16).padStart(2, "0").repeat(32)}`).find((s) => {
          const o = engine.parseOptions({});
          const r = o.ok && engine.setup({ options: o.value, players: playersOf(table), seed: s });
          return r && r.ok && !(r.value as any).enemy.card.endsWith("D");
        })!;
  const t = { ...table, seed };

  it("a rollback and the same moves again: the same draws, the same state, however often tried", () => {
    const log = playedLog(engine, t, t.moves);
    const seen = replay(engine, t, log);
    expect(Rng.generatorOf((seen.state as any).rng)).toBe("hmac-sha256-step");
    const again = log.slice(log.length - t.back);
    const retried = replay(engine, t, [...log, { rollback: t.back }, ...again, { rollback: t.back }, ...again]);
    expect(retried.state).toEqual(seen.state);
    // each step played again drew exactly what it drew the first time
    const drawsOf = (r: typeof seen, step: number) => r.draws.find((d) => d.step === step)?.draws;
    for (let k = 0; k < t.back; k++) {
      const first = log.length - t.back + 1 + k;
      expect(drawsOf(retried, log.length + 2 + k)).toEqual(drawsOf(seen, first));
      expect(drawsOf(retried, log.length + t.back + 3 + k)).toEqual(drawsOf(seen, first));
    }
  });

  it("a different move after a rollback draws what that move draws without one", () => {
    const log = playedLog(engine, t, t.moves);
    const kept = log.slice(0, log.length - t.back);
    // another legal move of the first step taken back, where there is one
    const state = replay(engine, t, kept).state;
    const taken = log[kept.length] as { seat: number | null; line: string; admin?: boolean };
    const other = engine.legalMoves!(state, taken.seat).find(
      (l) => l !== taken.line && !/^(FINISH|RANKS|TARGETS?|REPORT)\b/.test(l),
    );
    if (!other) return;
    const move = { ...taken, line: other };
    const after = replay(engine, t, [...log, { rollback: t.back }, move]);
    const plain = replay(engine, t, [...kept, move]);
    expect(after.state).toEqual(plain.state);
    const drawsOf = (r: typeof after, step: number) => r.draws.find((d) => d.step === step)?.draws ?? [];
    expect(drawsOf(after, log.length + 2)).toEqual(drawsOf(plain, kept.length + 1));
  });
});

describe("the dice shown are not dealt again (the older keyed generator)", () => {
  it("Trente: the step taken back and played again rolls other dice", () => {
    const t = TABLES[0];
    const engine = findEngine("trente")!;
    const log = playedLog(engine, t, 4);
    const shown = replay(engine, t, log);
    const replayed = replay(engine, t, [...log, { rollback: 1 }, log[3]]);
    expect((replayed.state as any).turn.roll).not.toEqual((shown.state as any).turn.roll);
    // the draws of that step, as the verifier lists them, differ too
    const drawsOf = (r: typeof shown, step: number) => r.draws.find((d) => d.step === step)?.draws;
    expect(drawsOf(replayed, 6)).not.toEqual(drawsOf(shown, 4));
  });

  it("Regicide: the cards the steps taken back drew are not the Tavern's next ones again", () => {
    const t = TABLES[1];
    const engine = findEngine("regicide")!;
    const log = playedLog(engine, t, 6);
    const plain = replay(engine, t, log.slice(0, 3)).state as any;
    const seen = replay(engine, t, log).state as any;
    const drawn = plain.tavern.length - seen.tavern.length;
    expect(drawn).toBeGreaterThan(0);
    const rolled = replay(engine, t, [...log, { rollback: 3 }]).state as any;
    expect(rolled.tavern.slice(0, drawn)).not.toEqual(plain.tavern.slice(0, drawn));
  });

  it("rekeyGenerators finds a generator wherever a state keeps it, and leaves the rest", () => {
    const g = Rng.initial(SEED);
    const state = { a: 1, deep: [{ rng: g }], rng: g, s: [1, 2] };
    const out = rekeyGenerators(state, "7");
    expect(out.a).toBe(1);
    expect(out.s).toEqual([1, 2]);
    expect(out.rng).toEqual(Rng.rekey(g, "7"));
    expect(out.deep[0].rng).toEqual(Rng.rekey(g, "7"));
    expect(Rng.rekey(g, "7")).not.toEqual(Rng.rekey(g, "8"));
    expect(Rng.from(Rng.rekey(g, "7")).roll(10)).not.toEqual(Rng.from(g).roll(10));
    const old = Rng.initial("an old sfc32 seed");
    expect(Rng.rekey(old, "7")).not.toEqual(old);
    expect(Rng.generatorOf(Rng.rekey(old, "7"))).toBe("sfc32");
  });
});
