// Seeded random generator whose whole state is plain JSON, so it can live inside a game's state and
// a game can be replayed exactly from its seed and its move log.
//
// sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): 128 bits of state, passes PractRand,
// trivially serialisable. Seeding hashes the seed string with cyrb128 so any string works.

export interface RngState {
  s: [number, number, number, number];
}

function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
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
  h1 ^= h2 ^ h3 ^ h4; h2 ^= h1; h3 ^= h1; h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * A generator. Engines do: `const rng = Rng.from(state.rng); …; next.rng = rng.save()`.
 * Never share one Rng object between two states: it is mutable.
 */
export class Rng {
  private a: number; private b: number; private c: number; private d: number;

  private constructor(s: [number, number, number, number]) {
    [this.a, this.b, this.c, this.d] = s;
  }

  static seed(seed: string): Rng {
    const r = new Rng(cyrb128(seed));
    for (let i = 0; i < 15; i++) r.nextU32(); // warm up: decorrelate similar seeds
    return r;
  }

  static initial(seed: string): RngState {
    return Rng.seed(seed).save();
  }

  static from(state: RngState): Rng {
    return new Rng([...state.s] as [number, number, number, number]);
  }

  save(): RngState {
    return { s: [this.a, this.b, this.c, this.d] };
  }

  nextU32(): number {
    this.a >>>= 0; this.b >>>= 0; this.c >>>= 0; this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** uniform float in [0, 1) */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** uniform integer in [0, n) without modulo bias */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new Error(`Rng.int: bad bound ${n}`);
    const limit = Math.floor(4294967296 / n) * n;
    let x: number;
    do x = this.nextU32(); while (x >= limit);
    return x % n;
  }

  /** one six-sided die, 1..6 */
  die(): number {
    return this.int(6) + 1;
  }

  /** a new array, Fisher–Yates shuffled */
  shuffle<T>(items: readonly T[]): T[] {
    const a = items.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick: empty");
    return items[this.int(items.length)];
  }
}
