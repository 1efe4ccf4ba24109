// The engine kit: the things every engine did for itself — work on a private copy of the state, say
// things and name the players through one context per apply, keep the seeded generator inside the
// state. An engine built on it cannot half-apply (the copy is dropped on error), cannot forget to save
// the generator, and says everything through messages.
import type { ApplyResult, GameEvent } from "./engine.ts";
import type { Param, Said } from "../i18n/msg.ts";
import { m } from "../i18n/msg.ts";
import type { Gender } from "../i18n/msg.ts";
import { Rng, type RngState } from "./rng.ts";

/**
 * A deep copy of plain JSON state (objects, arrays, strings, numbers, booleans, null). Quicker than
 * structuredClone on the small trees engines keep, and it refuses what state must never hold.
 */
export function copyState<S>(s: S): S {
  if (s === null || typeof s !== "object") return s;
  // a leaf (number, string…) is taken as it is, without a call: most of a state is arrays of numbers
  // (a deck, hands), and a call per element was most of the copy's time
  if (Array.isArray(s)) {
    const out = new Array<unknown>(s.length);
    for (let i = 0; i < s.length; i++) {
      const v: unknown = s[i];
      out[i] = v !== null && typeof v === "object" ? copyState(v) : v;
    }
    return out as S;
  }
  const out: Record<string, unknown> = {};
  for (const k in s as Record<string, unknown>) {
    const v = (s as Record<string, unknown>)[k];
    if (v === undefined) continue;
    out[k] = v !== null && typeof v === "object" ? copyState(v) : v;
  }
  return out as S;
}

/** A seat and the name it is called by: what a context needs to name the players. */
export interface Seated {
  readonly seat: number;
  readonly name: string;
  /** the grammatical gender the player stated (engine.ts PlayerInfo); absent in games set up before */
  readonly grammaticalGender?: "f" | "m";
}

/** A player's grammatical gender as a line's `gender` parameter ("n": none stated), beside their name. */
export const genderOfSeated = (p: Partial<Seated> | undefined): Gender => p?.grammaticalGender ?? "n";

/** The grammatical gender of `seat` at this table, as a line's `gender` parameter. */
export const genderIn = (seated: readonly Seated[], seat: number): Gender => genderOfSeated(seated.find((p) => p.seat === seat));

/** The name of `seat` at this table ("#3" for a seat nobody holds, which a rule error may still name). */
export const nameIn = (seated: readonly Seated[], seat: number): string =>
  seated.find((p) => p.seat === seat)?.name ?? `#${seat}`;

/**
 * The context of one apply, the same in every game: what is said (`say` to everyone, `tell` one seat,
 * `admin`, `host`), the seats whose private view changed, and the players' names (`nameOf(seat)`).
 * A game's own context extends it with its working copy of the state. Words are a message, or a
 * catalog id and its parameters.
 */
export class Context {
  readonly list: GameEvent[] = [];
  readonly changed = new Set<number>();

  /** `seated`: the players of the working copy (their names do not change during an apply) */
  constructor(private readonly seated: readonly Seated[] = []) {}

  nameOf(seat: number): string {
    return nameIn(this.seated, seat);
  }

  /** The `gender` parameter of a line about `seat` ("n": neutral words), beside its name (src/i18n/gender.ts). */
  genderOf(seat: number): Gender {
    return genderIn(this.seated, seat);
  }

  /** to everyone: a public announcement */
  say(words: Said): this;
  say(id: string, p?: Record<string, Param>): this;
  say(w: Said | string, p?: Record<string, Param>): this {
    return this.push("all", said(w, p));
  }
  /** to one seat only, privately */
  tell(seat: number, words: Said): this;
  tell(seat: number, id: string, p?: Record<string, Param>): this;
  tell(seat: number, w: Said | string, p?: Record<string, Param>): this {
    return this.push(seat, said(w, p));
  }
  /** to the secret-keeping administrators who hold no seat (may carry secrets) */
  admin(words: Said): this;
  admin(id: string, p?: Record<string, Param>): this;
  admin(w: Said | string, p?: Record<string, Param>): this {
    return this.push("admin", said(w, p));
  }
  /** to the host and the secret-keepers: never a secret (the host may play) */
  host(words: Said): this;
  host(id: string, p?: Record<string, Param>): this;
  host(w: Said | string, p?: Record<string, Param>): this {
    return this.push("host", said(w, p));
  }
  push(to: GameEvent["to"], msg: Said): this {
    this.list.push({ to, msg });
    return this;
  }
  /** the seat's private view changed: the service mails it again */
  touch(seat: number): this {
    this.changed.add(seat);
    return this;
  }
  result<S>(state: S): ApplyResult<S> {
    return { state, events: this.list, privateUpdates: [...this.changed].sort((a, b) => a - b) };
  }
}

const said = (w: Said | string, p?: Record<string, Param>): Said => (typeof w === "string" ? m(w, p) : w);

/**
 * Draws with the generator kept in `holder.rng` and saves it back, whatever `use` returns; every
 * random draw of a game goes through here, so replaying the seed and the log gives the same game.
 */
export function withRng<T>(holder: { rng: RngState }, use: (rng: Rng) => T): T {
  const rng = Rng.from(holder.rng);
  try {
    return use(rng);
  } finally {
    holder.rng = rng.save();
  }
}
