// The questions: putting a question to a seat, or several seats at once, with a stable key
// (the engine contract's `Pending.key`, which arms deadlines and reminders); answering it at once when
// the seat is dead or one of its standing answers (AUTO) settles it; closing it; and the reply a task
// takes. The core knows no card: the game gives its standing answers with each question (../ask.ts
// passes those of ../cards/auto.ts). Nothing here imports from outside core/ except the message kit
// (eslint.config.js).
import { m, type Msg } from "../../../i18n/msg.ts";

/** What the core reads of a question: who is asked, and its key. */
export interface Question {
  seat: number;
  key: string;
}

/** A question before it is put (its key comes from the game's counter). */
export type Spec<A extends Question> = Omit<A, "key">;

/** What the questions read and write of a game. */
export interface Asking<A extends Question> {
  s: {
    ask: A | null;
    asks?: A[];
    seq: number;
    turnNo: number;
    series?: { game: number } | null;
    players: ReadonlyArray<{ alive: boolean; name: string }>;
  };
  changed: { add(seat: number): void };
}

/** A reply left on a task (by an answer, a skip or a standing answer). */
export interface Replied<R> {
  reply?: R;
}

export const PASS = { kind: "pass" } as const;

/** The game's standing answers: the reply a question gets at once, or undefined when the seat must be asked. */
export type Standing<G, A extends Question, R> = (g: G, spec: Spec<A>) => R | undefined;

/** Puts a question to a seat, or answers it at once (a dead player passes; the game's standing answer). */
export function request<G extends Asking<A>, A extends Question, R>(
  g: G,
  task: Replied<R | typeof PASS>,
  spec: Spec<A>,
  standing: Standing<G, A, R>,
): void {
  if (!g.s.players[spec.seat - 1].alive) {
    task.reply = PASS;
    return;
  }
  const r = standing(g, spec);
  if (r !== undefined) {
    task.reply = r;
    return;
  }
  g.s.ask = { ...spec, key: nextKey(g) } as A;
  g.changed.add(spec.seat);
}

/** A new decision key (the engine contract's stable `Pending.key`). */
function nextKey<A extends Question>(g: Asking<A>): string {
  g.s.seq += 1;
  // keys stay unique across the deals of a series (turn numbers restart each deal)
  const deal = g.s.series && g.s.series.game > 1 ? `d${g.s.series.game}.` : "";
  return `${deal}${g.s.turnNo}.${g.s.seq}`;
}

/**
 * Puts a question to a seat alongside others asked at the same time (`asks`): each answers in any
 * order, and keeps its own key while the others answer (its deadline and reminders stay armed).
 */
export function requestAlongside<A extends Question>(g: Asking<A>, spec: Spec<A>): void {
  (g.s.asks ??= []).push({ ...spec, key: nextKey(g) } as A);
  g.changed.add(spec.seat);
}

/**
 * Puts one question to each of several seats at once (requestAlongside), leaving out the dead and the
 * seats a standing answer settles; returns the seats asked and the standing answers given.
 */
export function requestEach<G extends Asking<A>, A extends Question, R>(
  g: G,
  specs: readonly Spec<A>[],
  standing: Standing<G, A, R>,
): { asked: number[]; settled: { seat: number; reply: R }[] } {
  const asked: number[] = [];
  const settled: { seat: number; reply: R }[] = [];
  for (const spec of specs) {
    if (!g.s.players[spec.seat - 1].alive) continue;
    const reply = standing(g, spec);
    if (reply !== undefined) settled.push({ seat: spec.seat, reply });
    else {
      requestAlongside(g, spec);
      asked.push(spec.seat);
    }
  }
  return { asked, settled };
}

/** Every question open now: the one asked, or those asked at the same time. */
export const openAsks = <A extends Question>(s: Asking<A>["s"]): A[] => (s.ask ? [s.ask] : (s.asks ?? []));

/** The question open to `seat`, if any. */
export const askOf = <A extends Question>(s: Asking<A>["s"], seat: number): A | null =>
  openAsks(s).find((a) => a.seat === seat) ?? null;

/** Closes an answered question (the asked one, or one of those asked at the same time). */
export function closeAsk<A extends Question>(g: Asking<A>, a: A): void {
  if (g.s.ask === a) g.s.ask = null;
  else if (g.s.asks) {
    g.s.asks = g.s.asks.filter((x) => x !== a);
    if (!g.s.asks.length) delete g.s.asks;
  }
}

/** Takes the reply left on a task by an answer or a skip. */
export function takeReply<R>(task: Replied<R>): R | undefined {
  const r = task.reply;
  delete task.reply;
  return r;
}

/** Who is awaited when several are asked at once: their names, in the order asked. */
export const waitingMany = <A extends Question>(s: Asking<A>["s"], asks: readonly A[]): Msg =>
  m("threekingdoms.waitingMany", { names: { and: asks.map((a) => s.players[a.seat - 1].name) } });
