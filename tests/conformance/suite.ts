// The conformance suite: one set of checks every game engine passes, whatever its rules. Given an engine
// and a few setups (options, player count, seeds), it plays random legal games through the engine's own
// `legalMoves` and checks, after every move:
//  - random games: every line legalMoves offers parses and applies; apply never changes the state it is
//    given; a game ends or reaches the move cap; it never stalls with nobody able to move;
//  - invariants: `invariants(state)` is empty;
//  - replay: the seed and the move log give the same states again (the games are deterministic);
//  - views: `render(view(state, v), translator(lang))` works for every seat, the public and the admin, in
//    every language, with no missing message ("[id]") — and so do events, pending, outcome, help,
//    pictures and organiser actions;
//  - third person: the public view renders through the public renderer (src/i18n/person.ts), which
//    refuses every second-person message and the messages pending decisions are asked with; no event
//    for everyone holds a second-person message;
//  - leaks: no item of a seat's `secrets(state)` appears in another seat's view, in the public view, in
//    a picture, or in an event addressed to anyone but that seat or the seatless administrators;
//  - pending: a finished game awaits nobody; a running one awaits someone or lets someone move; keys are
//    unique; an awaited seat has a legal move; a running game has no winners; winners are seats.
// A missing hook (legalMoves, secrets, invariants) is a failure with a message that names it.
// `runConformance` returns the problems (so a test can show a check failing on a planted fault);
// `conformanceSuite` makes one vitest test per check.
import { describe, expect, it } from "vitest";
import type { Actor, GameEngine, GameEvent, PlayerInfo, Viewer } from "../../src/games/engine.ts";
import { format, translator } from "../../src/i18n/format.ts";
import { askIds, publicTranslator, secondPersonIds } from "../../src/i18n/person.ts";
import { LANGUAGES, type Lang } from "../../src/i18n/msg.ts";

export interface Setup {
  /** raw CREATE options, as typed (key → value) */
  options?: Record<string, string>;
  players: number;
  seeds: string[];
  /** raw JOIN options of one seat (Killer's civ=…) */
  join?: (seat: number) => Record<string, string>;
}

export interface SuiteOptions {
  /** moves after which a random game stops if it has not ended (default 300) */
  moveCap?: number;
  /** how often (in moves) views are rendered in every language; English is checked at every move */
  everyLanguageEvery?: number;
  /** how many problems to keep per check and game (the first ones say enough) */
  keep?: number;
}

export const CHECKS = ["hooks", "random games", "invariants", "replay", "views", "third person", "leaks", "pending"] as const;
export type Check = (typeof CHECKS)[number];
export interface Problem {
  check: Check;
  message: string;
}

const NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo"];

/** A small seeded generator for choosing moves (the games' own randomness is the engine's). */
export function chooser(seed: string): (n: number) => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

const json = (x: unknown) => JSON.stringify(x);
const actorOf = (seat: number | null): Actor =>
  seat === null ? { seat: null, admin: true, host: true } : { seat, admin: false };
const viewers = (players: PlayerInfo[]): Viewer[] => [...players.map((p) => ({ seat: p.seat })), "public", "admin"];
const viewerName = (v: Viewer) => (typeof v === "object" ? `seat ${v.seat}` : v);
const missing = (text: string) => /\[(?:[a-z0-9]+\.)+[A-Za-z0-9]+\]/.exec(text)?.[0];

interface Step {
  seat: number | null;
  line: string;
  state: string;
}

/** One game's facts, for messages. */
class Game {
  problems: Problem[] = [];
  constructor(
    readonly engine: GameEngine,
    readonly label: string,
    readonly keep: number,
  ) {}
  no(check: Check, message: string) {
    if (this.problems.filter((p) => p.check === check).length < this.keep)
      this.problems.push({ check, message: `${this.label}: ${message}` });
  }
}

function setupGame(engine: GameEngine, setup: Setup): { players: PlayerInfo[]; options: unknown } | string {
  const opts = engine.parseOptions(Object.fromEntries(Object.entries(setup.options ?? {}).map(([k, v]) => [k.toLowerCase(), v])));
  if (!opts.ok) return `options ${json(setup.options)} refused: ${format("en", opts.error)}`;
  const players: PlayerInfo[] = [];
  for (let seat = 1; seat <= setup.players; seat++) {
    const raw = setup.join?.(seat) ?? {};
    let options: Record<string, string> = {};
    if (engine.parseJoinOptions) {
      const j = engine.parseJoinOptions(raw, opts.value, players);
      if (!j.ok) return `JOIN options ${json(raw)} of seat ${seat} refused: ${format("en", j.error)}`;
      options = j.value;
    }
    players.push({ seat, name: NAMES[seat - 1] ?? `P${seat}`, options });
  }
  return { players, options: opts.value };
}

/** Renders every viewer's view (English, or every language), checking each text; returns English texts. */
function views(g: Game, state: unknown, players: PlayerInfo[], langs: readonly Lang[], where: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const v of viewers(players)) {
    for (const lang of langs) {
      try {
        const text = g.engine.render(g.engine.view(state, v), translator(lang));
        if (v === "public")
          try {
            g.engine.render(g.engine.view(state, v), publicTranslator(lang, askIds(g.engine.pending(state))));
          } catch (e) {
            g.no("third person", `the public view ${where}: ${(e as Error).message}`);
          }
        const miss = missing(text);
        if (miss) g.no("views", `${viewerName(v)}'s view in ${lang} ${where} shows the missing message ${miss}`);
        if (lang === "en") out.set(viewerName(v), text);
      } catch (e) {
        g.no("views", `${viewerName(v)}'s view in ${lang} ${where} throws: ${(e as Error).message}`);
      }
    }
  }
  return out;
}

function renderEvents(g: Game, events: GameEvent[], langs: readonly Lang[], where: string): string[] {
  return events.map((e) => {
    const you = e.to === "all" && e.msg !== undefined ? secondPersonIds(e.msg as never) : [];
    if (you.length) g.no("third person", `an event to everyone ${where} speaks to its reader: ${you.join(", ")}`);
    let en = "";
    for (const lang of langs) {
      // TRANSITIONAL: an engine not yet converted says an English `text`
      const text = e.msg !== undefined ? format(lang, e.msg) : ((e as { text?: string }).text ?? "");
      const miss = missing(text);
      if (miss) g.no("views", `an event to ${e.to} in ${lang} ${where} shows the missing message ${miss}`);
      if (lang === "en") en = text;
    }
    return en;
  });
}

function checkPending(g: Game, state: unknown, players: PlayerInfo[], where: string) {
  const { engine } = g;
  const pending = engine.pending(state);
  const outcome = engine.outcome(state);
  const seats = new Set(players.map((p) => p.seat));
  if (outcome.status === "finished" && pending.length)
    g.no("pending", `the game is finished but awaits ${json(pending.map((p) => p.key))} ${where}`);
  // a running game that awaits nobody (Killer between two Civ turns) must still be able to go on
  if (outcome.status === "running" && !pending.length && engine.legalMoves) {
    const anyone = [null, ...seats].some((seat) => engine.legalMoves!(state, seat).length > 0);
    if (!anyone) g.no("pending", `the game runs but awaits nobody and nobody may move ${where}`);
  }
  if (outcome.status === "running" && outcome.winners.length)
    g.no("pending", `a running game has winners ${json(outcome.winners)} ${where}`);
  for (const w of outcome.winners) if (!seats.has(w)) g.no("pending", `winner ${w} is not a seat ${where}`);
  // a deadline is kept per (seat, key): one decision asked of several seats (a vote) may share its key
  const keys = pending.map((p) => `${p.seat ?? "admin"}:${p.key}`);
  if (new Set(keys).size !== keys.length)
    g.no("pending", `two pending decisions of one seat share a key: ${json(keys)} ${where}`);
  for (const p of pending) {
    if (p.seat !== null && !seats.has(p.seat))
      g.no("pending", `pending ${p.key} awaits seat ${p.seat}, which is not a seat ${where}`);
    for (const lang of LANGUAGES) {
      const miss = missing(format(lang, p.what));
      if (miss) g.no("views", `pending ${p.key} in ${lang} ${where} shows the missing message ${miss}`);
    }
    if (engine.legalMoves && p.seat !== null && !engine.legalMoves(state, p.seat).length)
      g.no("pending", `pending ${p.key} awaits seat ${p.seat}, who has no legal move ${where}`);
  }
  if (outcome.summary !== undefined)
    for (const lang of LANGUAGES) {
      const miss = missing(format(lang, outcome.summary));
      if (miss) g.no("views", `the outcome's summary in ${lang} ${where} shows the missing message ${miss}`);
    }
}

/** Secrets of each seat found where that seat's secrets must not be. */
function checkLeaks(
  g: Game,
  state: unknown,
  texts: Map<string, string>,
  events: GameEvent[],
  eventTexts: string[],
  where: string,
) {
  const { engine } = g;
  if (!engine.secrets) return;
  const pictures = engine.pictures ? json(engine.pictures(engine.view(state, "public"))) : "";
  for (const { seat, items } of engine.secrets(state)) {
    for (const item of items) {
      if (!item) continue;
      for (const [viewer, text] of texts)
        if (viewer !== `seat ${seat}` && viewer !== "admin" && text.includes(item))
          g.no("leaks", `seat ${seat}'s secret "${item}" appears in the ${viewer} view ${where}`);
      if (pictures.includes(item)) g.no("leaks", `seat ${seat}'s secret "${item}" appears in the public pictures ${where}`);
      events.forEach((e, i) => {
        if (e.to === seat || e.to === "admin") return;
        const raw = eventTexts[i] + (e.msg !== undefined ? json(e.msg) : "");
        if (raw.includes(item))
          g.no("leaks", `seat ${seat}'s secret "${item}" appears in an event to ${e.to} ${where}: ${eventTexts[i]}`);
      });
    }
  }
}

function playOne(engine: GameEngine, setup: Setup, seed: string, opts: Required<SuiteOptions>): Problem[] {
  const g = new Game(engine, `${engine.kind} ${setup.players}p ${json(setup.options ?? {})} seed ${seed}`, opts.keep);
  const made = setupGame(engine, setup);
  if (typeof made === "string") {
    g.no("random games", made);
    return g.problems;
  }
  const { players, options } = made;
  const first = engine.setup({ options, players, seed });
  if (!first.ok) {
    g.no("random games", `setup refused: ${format("en", first.error)}`);
    return g.problems;
  }
  let state: unknown = first.value;
  const steps: Step[] = [];
  const pick = chooser(`${seed}:moves`);
  const inspect = (events: GameEvent[], where: string, everyLang: boolean) => {
    const langs = everyLang ? LANGUAGES : (["en"] as const);
    const texts = views(g, state, players, langs, where);
    const eventTexts = renderEvents(g, events, langs, where);
    if (engine.invariants) for (const b of engine.invariants(state)) g.no("invariants", `${b} ${where}`);
    checkLeaks(g, state, texts, events, eventTexts, where);
    checkPending(g, state, players, where);
    if (engine.pictures && everyLang) {
      try {
        for (const p of engine.pictures(engine.view(state, "public")))
          for (const lang of LANGUAGES) {
            const miss = missing(format(lang, p.title));
            if (miss) g.no("views", `a picture's title in ${lang} ${where} shows the missing message ${miss}`);
          }
      } catch (e) {
        g.no("views", `pictures ${where} throw: ${(e as Error).message}`);
      }
    }
  };
  inspect([], "after setup", true);

  if (!engine.legalMoves) {
    g.no("random games", `${engine.kind} has no legalMoves hook: the suite cannot play random games`);
    return g.problems;
  }
  const seats = players.map((p) => p.seat);
  while (steps.length < opts.moveCap && engine.outcome(state).status !== "finished") {
    const bySeat = seats.flatMap((seat) =>
      engine.legalMoves!(state, seat).map((line) => ({ seat: seat as number | null, line })),
    );
    const byAdmin = engine.legalMoves(state, null).map((line) => ({ seat: null as number | null, line }));
    // players' moves first; the administrator's now and then, or when nobody else can move
    const pool = bySeat.length && (!byAdmin.length || pick(10) > 0) ? bySeat : byAdmin;
    if (!pool.length) {
      g.no("random games", `nobody has a legal move after ${steps.length} moves, yet the game is not finished`);
      break;
    }
    const { seat, line } = pool[pick(pool.length)];
    const where = `after move ${steps.length + 1} (${seat === null ? "admin" : `seat ${seat}`}: ${line})`;
    const parsed = engine.parse(line);
    if (!parsed || !parsed.ok) {
      g.no(
        "random games",
        `legalMoves offered "${line}" to ${seat ?? "the admin"} but parse ${parsed ? `refused it: ${format("en", parsed.error)}` : "does not know it"}`,
      );
      break;
    }
    const before = json(state);
    const r = engine.apply(state, actorOf(seat), parsed.value);
    if (json(state) !== before) g.no("random games", `apply changed the state it was given ${where}`);
    if (!r.ok) {
      g.no(
        "random games",
        `legalMoves offered "${line}" to ${seat ?? "the admin"} but apply refused it: ${format("en", r.error)}`,
      );
      break;
    }
    state = r.value.state;
    for (const s of r.value.privateUpdates ?? [])
      if (!seats.includes(s)) g.no("random games", `privateUpdates names seat ${s} ${where}`);
    steps.push({ seat, line, state: json(state) });
    inspect(r.value.events, where, steps.length % opts.everyLanguageEvery === 0);
  }
  inspect([], `at the end (${steps.length} moves)`, true);

  // replay: the same seed and log give the same states
  const again = engine.setup({ options, players, seed });
  if (!again.ok || json(again.value) !== json(first.value)) g.no("replay", "setup with the same seed gives another state");
  else {
    let s: unknown = again.value;
    for (const [i, step] of steps.entries()) {
      const p = engine.parse(step.line);
      const r = p && p.ok ? engine.apply(s, actorOf(step.seat), p.value) : null;
      if (!r || !r.ok) {
        g.no("replay", `move ${i + 1} (${step.line}) is refused on replay`);
        break;
      }
      s = r.value.state;
      if (json(s) !== step.state) {
        g.no("replay", `move ${i + 1} (${step.line}) gives another state on replay`);
        break;
      }
    }
  }
  return g.problems;
}

/** The checks that need no game: hooks present, help and organiser actions rendered. */
function staticProblems(engine: GameEngine): Problem[] {
  const out: Problem[] = [];
  const hook = (check: Check, name: string, why: string) =>
    out.push({ check, message: `${engine.kind} has no ${name} hook: ${why}` });
  if (!engine.legalMoves) hook("hooks", "legalMoves", "random games cannot be played");
  if (!engine.legalMoves) hook("replay", "legalMoves", "there is no move log to replay");
  if (!engine.secrets) hook("hooks", "secrets", "the leak check has nothing to look for");
  if (!engine.secrets) hook("leaks", "secrets", "the leak check has nothing to look for");
  if (!engine.invariants) hook("hooks", "invariants", "no rule invariant is checked");
  if (!engine.invariants) hook("invariants", "invariants", "no rule invariant is checked");
  if (!engine.messages) out.push({ check: "hooks", message: `${engine.kind} has no messages: the engine brings no catalogs` });
  for (const lang of LANGUAGES) {
    const miss = missing(format(lang, engine.help));
    if (miss) out.push({ check: "views", message: `${engine.kind}'s help in ${lang} shows the missing message ${miss}` });
    for (const a of engine.adminActions ?? []) {
      const texts = [format(lang, a.title), ...a.fields.map((f) => format(lang, f.label))];
      for (const t of texts)
        if (missing(t)) out.push({ check: "views", message: `${engine.kind}'s action ${a.id} in ${lang} shows ${missing(t)}` });
    }
  }
  for (const a of engine.adminActions ?? []) {
    const placeholders = [...a.line.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
    const fields = a.fields.map((f) => f.name).sort();
    if (json(placeholders) !== json(fields))
      out.push({
        check: "hooks",
        message: `${engine.kind}'s action ${a.id}: the fields ${json(fields)} are not the placeholders of "${a.line}"`,
      });
  }
  return out;
}

/** Every problem the suite finds in `engine` over `setups` (empty: the engine conforms). */
export function runConformance(engine: GameEngine, setups: Setup[], options: SuiteOptions = {}): Problem[] {
  const opts: Required<SuiteOptions> = { moveCap: 300, everyLanguageEvery: 10, keep: 3, ...options };
  const problems = staticProblems(engine);
  for (const setup of setups) for (const seed of setup.seeds) problems.push(...playOne(engine, setup, seed, opts));
  return problems;
}

/** One vitest test per check, over one run of the suite. */
export function conformanceSuite(engine: GameEngine, setups: Setup[], options: SuiteOptions = {}): void {
  describe(`conformance: ${engine.kind}`, () => {
    let problems: Problem[] | null = null;
    const of = (check: Check) => {
      problems ??= runConformance(engine, setups, options);
      return problems.filter((p) => p.check === check).map((p) => p.message);
    };
    for (const check of CHECKS) it(check, () => expect(of(check)).toEqual([]), 120_000);
  });
}
