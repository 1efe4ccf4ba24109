// Seeded random generator whose whole state is plain JSON, so it can live inside a game's state and
// a game can be replayed exactly from its seed and its move log.
//
// Three generators, chosen by the seed and named in the saved state:
//  - "hmac-sha256-step" (every game created since draws belong to the step; seeds
//    "hmac-sha256-step:<hex>"): the keyed generator below, but each word also names the step that draws
//    it (`t`, the number of steps in force before it: src/games/rng.ts advances it before every move),
//    and the counters start again at each step. A draw is a function of the seed, the step and the
//    purpose only: a rollback and the same move again draw the same dice and cards, however often the
//    step is tried (docs/fair-play.md, "Rollback"). Its state is { g, k, t, n }.
//  - "hmac-sha256" (games created before that; seeds "hmac-sha256:<hex>"):
//    a cryptographic generator keyed by the game's secret seed. Word i of a purpose's stream is taken
//    from HMAC-SHA256(key, purpose ‖ 0x00 ‖ block), the counter-mode construction of NIST SP 800-108
//    (docs/fair-play.md). Without the seed, the dice everyone sees say nothing about the deck nor about
//    the next roll. Each purpose ("dice", "castle", "first-player", …) is its own stream, so a draw for one
//    purpose never shifts another's. The state is { g, k: the derived key, n: words used per purpose }.
//  - sfc32 (games created before; any other seed string, as the engines' tests use): Chris
//    Doty-Humphrey's Small Fast Counting generator, seeded through cyrb128. Fast, not cryptographic,
//    kept bit for bit so that old games still replay. Its state is { s: [4 words] }; purposes are ignored.
// Integers are sampled without bias (rejection), shuffles are Fisher–Yates over those integers.
import type { GameEngine } from "./engine.ts";
import crypto from "node:crypto";

export const KEYED = "hmac-sha256";
export const STEPPED = "hmac-sha256-step";
export type Generator = typeof STEPPED | typeof KEYED | "sfc32";

export interface Sfc32State {
  s: [number, number, number, number];
}
export interface KeyedState {
  g: typeof KEYED;
  /** hex key derived from the seed (as secret as the seed) */
  k: string;
  /** 32-bit words used so far, per purpose */
  n: Record<string, number>;
  /** never set: lets code written for sfc32 states read `state.s` and find nothing */
  s?: undefined;
}
/** The per-step generator's state: the key, the step drawing now, the words it used per purpose. */
export interface SteppedState {
  g: typeof STEPPED;
  /** hex key derived from the seed (as secret as the seed) */
  k: string;
  /** the step drawing now: 0 the setup, then one more for each step in force (src/games/rng.ts) */
  t: number;
  /** 32-bit words this step used so far, per purpose */
  n: Record<string, number>;
  s?: undefined;
}
export type RngState = Sfc32State | KeyedState | SteppedState;

/** One draw, as the verifier prints it (see Rng.observe). */
export interface Draw {
  purpose: string;
  kind: "int" | "die" | "roll" | "shuffle" | "pick" | "float";
  value: unknown;
}

function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A source of 32-bit words, per purpose. */
interface Source {
  u32(purpose: string): number;
  save(): RngState;
}

class Sfc32 implements Source {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(s: readonly number[]) {
    [this.a, this.b, this.c, this.d] = s;
  }
  u32(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
  save(): Sfc32State {
    return { s: [this.a, this.b, this.c, this.d] };
  }
}

const PURPOSE = /^[a-z0-9][a-z0-9-]{0,31}$/;

class HmacCounter implements Source {
  private readonly key: Buffer;
  private readonly used: Record<string, number>;
  private readonly cache = new Map<string, { block: number; words: Buffer }>();
  /** the step's number written into every block's message (per-step generator only) */
  private readonly step: number | undefined;
  constructor(state: KeyedState | SteppedState) {
    this.key = Buffer.from(state.k, "hex");
    if (this.key.length !== 32) throw new Error("Rng: bad key");
    this.used = { ...state.n };
    if (state.g === STEPPED) {
      if (!Number.isSafeInteger(state.t) || state.t < 0) throw new Error("Rng: bad step");
      this.step = state.t;
    }
  }
  u32(purpose: string): number {
    if (!PURPOSE.test(purpose)) throw new Error(`Rng: bad purpose ${JSON.stringify(purpose)}`);
    const i = this.used[purpose] ?? 0;
    this.used[purpose] = i + 1;
    const block = Math.floor(i / 8);
    let c = this.cache.get(purpose);
    if (!c || c.block !== block) {
      const message = this.step === undefined ? `${purpose}\0${block}` : `${purpose}\0${this.step}\0${block}`;
      const words = crypto.createHmac("sha256", this.key).update(message).digest();
      c = { block, words };
      this.cache.set(purpose, c);
    }
    return c.words.readUInt32BE((i % 8) * 4);
  }
  save(): KeyedState | SteppedState {
    const k = this.key.toString("hex");
    return this.step === undefined ? { g: KEYED, k, n: { ...this.used } } : { g: STEPPED, k, t: this.step, n: { ...this.used } };
  }
}

let observer: ((d: Draw) => void) | null = null;

/**
 * A generator. Engines do: `const rng = Rng.from(state.rng); …; next.rng = rng.save()`.
 * Never share one Rng object between two states: it is mutable. Each drawing method takes an optional
 * purpose (lower-case word) naming its stream; the defaults name the kind of draw.
 */
export class Rng {
  private depth = 0; // > 0 inside a composite draw: its inner draws are not reported on their own

  private constructor(private readonly src: Source) {}

  /**
   * The generator a seed asks for: "hmac-sha256-step:<hex>" the per-step one (at step 0, the setup),
   * "hmac-sha256:<hex>" the keyed one, anything else sfc32.
   */
  static seed(seed: string): Rng {
    if (seed.startsWith(`${STEPPED}:`)) {
      const k = crypto
        .createHmac("sha256", "herald rng v3")
        .update(seed.slice(STEPPED.length + 1))
        .digest("hex");
      return new Rng(new HmacCounter({ g: STEPPED, k, t: 0, n: {} }));
    }
    if (seed.startsWith(`${KEYED}:`)) {
      const k = crypto
        .createHmac("sha256", "herald rng v2")
        .update(seed.slice(KEYED.length + 1))
        .digest("hex");
      return new Rng(new HmacCounter({ g: KEYED, k, n: {} }));
    }
    const r = new Rng(new Sfc32(cyrb128(seed)));
    for (let i = 0; i < 15; i++) r.src.u32(""); // warm up: decorrelate similar seeds
    return r;
  }

  static initial(seed: string): RngState {
    return Rng.seed(seed).save();
  }

  static from(state: RngState): Rng {
    return "g" in state ? new Rng(new HmacCounter(state)) : new Rng(new Sfc32(state.s));
  }

  /** A deep copy of a saved state (for engines that clone their state by hand). */
  static copy(state: RngState): RngState {
    return Rng.from(state).save();
  }

  /**
   * The generator state a rollback leaves (docs/fair-play.md, "Rollback"): the same counters under a new
   * key, HMAC-SHA256(old key, "herald rollback" ‖ 0x00 ‖ label), where the label is the rollback's step
   * in the record, so no two rollbacks share a key and Herald chooses nothing. Every draw after it is
   * new: the dice the moves taken back showed are not dealt again. An sfc32 state is re-seeded from its
   * words and the label through cyrb128. A per-step state is not re-keyed: its next step draws what that
   * step draws, whoever tried it before (nextStep).
   */
  static rekey(state: RngState, label: string): RngState {
    if ("g" in state && state.g === STEPPED) return state;
    if ("g" in state) {
      const k = crypto.createHmac("sha256", Buffer.from(state.k, "hex")).update(`herald rollback\0${label}`).digest("hex");
      return { g: KEYED, k, n: { ...state.n } };
    }
    return { s: cyrb128(`${state.s.join(",")}/rollback/${label}`) };
  }

  /** Which generator a seed (or a saved state) uses. */
  static generatorOf(seedOrState: string | RngState): Generator {
    if (typeof seedOrState === "string")
      return seedOrState.startsWith(`${STEPPED}:`) ? STEPPED : seedOrState.startsWith(`${KEYED}:`) ? KEYED : "sfc32";
    return "g" in seedOrState ? seedOrState.g : "sfc32";
  }

  /**
   * Runs `body` with every draw of every Rng reported to `listener` (the verifier prints them). Draws
   * are reported once each: a shuffle as its result, not as the integers it used.
   */
  static observe<T>(listener: (d: Draw) => void, body: () => T): T {
    const before = observer;
    observer = listener;
    try {
      return body();
    } finally {
      observer = before;
    }
  }

  save(): RngState {
    return this.src.save();
  }

  private report<T>(purpose: string, kind: Draw["kind"], value: T): T {
    if (observer && this.depth === 0) observer({ purpose, kind, value: Array.isArray(value) ? value.slice() : value });
    return value;
  }

  private inner<T>(f: () => T): T {
    this.depth++;
    try {
      return f();
    } finally {
      this.depth--;
    }
  }

  nextU32(purpose = "u32"): number {
    return this.src.u32(purpose);
  }

  /** uniform float in [0, 1) */
  next(purpose = "float"): number {
    return this.report(purpose, "float", this.src.u32(purpose) / 4294967296);
  }

  /** uniform integer in [0, n) without modulo bias */
  int(n: number, purpose = "int"): number {
    if (!Number.isInteger(n) || n <= 0 || n > 4294967296) throw new Error(`Rng.int: bad bound ${n}`);
    const limit = Math.floor(4294967296 / n) * n;
    let x: number;
    do x = this.src.u32(purpose);
    while (x >= limit);
    return this.report(purpose, "int", x % n);
  }

  /** one six-sided die, 1..6 */
  die(purpose = "dice"): number {
    return this.report(purpose, "die", this.inner(() => this.int(6, purpose)) + 1);
  }

  /** `n` six-sided dice rolled together (one draw for the verifier, `n` dice in the stream) */
  roll(n: number, purpose = "dice"): number[] {
    const out = this.inner(() => Array.from({ length: n }, () => this.die(purpose)));
    return this.report(purpose, "roll", out);
  }

  /** a new array, Fisher–Yates shuffled */
  shuffle<T>(items: readonly T[], purpose = "shuffle"): T[] {
    const a = items.slice();
    this.inner(() => {
      for (let i = a.length - 1; i > 0; i--) {
        const j = this.int(i + 1, purpose);
        [a[i], a[j]] = [a[j], a[i]];
      }
    });
    return this.report(purpose, "shuffle", a);
  }

  pick<T>(items: readonly T[], purpose = "pick"): T {
    if (items.length === 0) throw new Error("Rng.pick: empty");
    return this.report(purpose, "pick", items[this.inner(() => this.int(items.length, purpose))]);
  }
}

function isRngState(v: Record<string, unknown>): boolean {
  const keys = Object.keys(v);
  if (v.g === STEPPED) return typeof v.k === "string" && typeof v.t === "number" && typeof v.n === "object" && keys.length === 4;
  if (v.g === KEYED) return typeof v.k === "string" && typeof v.n === "object" && keys.length === 3;
  return keys.length === 1 && Array.isArray(v.s) && v.s.length === 4 && v.s.every((x) => typeof x === "number");
}

/**
 * A game's state with every generator it keeps (wherever the engine keeps it) re-keyed for a rollback
 * (Rng.rekey): the service and the verifier do this without knowing where a game holds its generator.
 */
export function rekeyGenerators<S>(state: S, label: string): S {
  return mapGenerators(state, (g) => Rng.rekey(g, label));
}

/**
 * The state with every per-step generator it keeps moved on to the next step: `t` one more, no word
 * used yet (docs/fair-play.md, "The generator"). Other generators, and a state without one, are
 * returned as they are. Unchanged parts of the state are shared, not copied.
 */
export function nextStep<S>(state: S): S {
  return mapGenerators(state, (g) => ("g" in g && g.g === STEPPED ? { g: STEPPED, k: g.k, t: g.t + 1, n: {} } : g));
}

/** Does the state keep a per-step generator (a game whose draws belong to the step)? */
export function drawsByStep(state: unknown): boolean {
  let found = false;
  mapGenerators(state, (g) => {
    if ("g" in g && g.g === STEPPED) found = true;
    return g;
  });
  return found;
}

/** `state` with `f` applied to every generator state in it, wherever it is; the same object when none changed. */
function mapGenerators<S>(state: S, f: (g: RngState) => RngState): S {
  if (state === null || typeof state !== "object") return state;
  if (Array.isArray(state)) {
    let changed = false;
    const out = state.map((x: unknown) => {
      const y = mapGenerators(x, f);
      if (y !== x) changed = true;
      return y;
    });
    return (changed ? out : state) as S;
  }
  const o = state as Record<string, unknown>;
  if (isRngState(o)) return f(o as unknown as RngState) as S;
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(o)) {
    const w = mapGenerators(v, f);
    if (w !== v) (out ??= { ...o })[k] = w;
  }
  return (out ?? o) as S;
}

// ——— Draws by step ———
// Draws belong to the step, not to the try (docs/fair-play.md, "The generator"): before an engine
// applies a step — a move, a deadline's default, a resignation — every per-step generator in the state
// moves on to the next step number (nextStep). The number is kept in the state itself, so it is the
// number of steps in force: a rollback restores the state of the kept steps, and the next step is
// given the number, and so the draws, of the step taken back. A move refused leaves the stored state
// as it was, so trying a step again draws nothing new either. The service gets its engines through
// src/games/registry.ts and the replay through replayRecord, both wrapped here, so the two count alike.

const COUNTS_STEPS = Symbol("draws by step");

/** The engine, its state-changing steps first moving the state's generators on to the next step. */
export function stepped<S, M, O, V>(engine: GameEngine<S, M, O, V>): GameEngine<S, M, O, V> {
  if ((engine as unknown as Record<symbol, unknown>)[COUNTS_STEPS]) return engine;
  const { onDeadline, resign } = engine;
  const wrapped: GameEngine<S, M, O, V> = {
    ...engine,
    apply: (state, actor, move) => engine.apply(nextStep(state), actor, move),
    ...(onDeadline && {
      onDeadline: (state: S, p: Parameters<typeof onDeadline>[1]) => onDeadline.call(engine, nextStep(state), p),
    }),
    ...(resign && { resign: (state: S, seat: number) => resign.call(engine, nextStep(state), seat) }),
  };
  Object.defineProperty(wrapped, COUNTS_STEPS, { value: true });
  return wrapped;
}
