// Killer in four languages: every id in every catalog, plurals, whole games rendered in Greek, French
// and Spanish with no English left; the charts come from report data (a reworded report draws the same);
// the hooks (legalMoves, invariants, secrets, adminActions) over random games.
import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { currentState } from "../../../src/games/engine.ts";
import { killerEngine as E, type KillerState } from "../../../src/games/killer/index.ts";
import { format, translator } from "../../../src/i18n/format.ts";
import { isMsg, LANGUAGES, type Lang, type Msg, type Param, type Translate } from "../../../src/i18n/msg.ts";
import { ADMIN, newGame, randomGame, renderEn, run, seat, type Step } from "./helpers.ts";
import { ADMIN_VERBS } from "../../../src/games/killer/admin.ts";

const catalogs = E.messages!;
const ids = Object.keys(catalogs.en);

/** Sample values by parameter name: numbers where a number is expected, the select keys used. */
const NUMBERS = new Set(["turn", "now", "last", "n", "ks", "d", "delta", "was", "revision", "place", "power", "seat", "oldTurn"]);
const SELECTS: Record<string, string> = { relation: "target", tied: "yes", final: "yes", before: "yes", out: "yes" };
function sample(pattern: string, n: number): Record<string, Param> {
  const p: Record<string, Param> = {};
  for (const [, name] of pattern.matchAll(/\{(\w+)/g))
    p[name] = NUMBERS.has(name)
      ? name === "n"
        ? n
        : name === "ks" || name === "d"
          ? -0.5
          : 3
      : (SELECTS[name] ?? ["Rome", "Gaul"]);
  p.head = { id: "killer.noReportYet" };
  p.rest = { id: "killer.nobody" };
  p.summary = { id: "killer.noneLeft" };
  return p;
}

// English words that must not be left in a Greek, French or Spanish mail (commands are upper case).
const STOP = [
  "the",
  "you",
  "your",
  "and",
  "turn",
  "turns",
  "player",
  "players",
  "wins",
  "win",
  "game",
  "target",
  "targets",
  "report",
  "reports",
  "is",
  "was",
  "has",
  "of",
  "to",
  "in",
  "by",
  "with",
  "destroyed",
  "civilization",
  "nobody",
  "none",
];
const englishIn = (text: string): string[] =>
  STOP.filter((w) => new RegExp(`(^|[^\\p{L}<-])${w}($|[^\\p{L}>-])`, "u").test(text));

describe("catalogs", () => {
  it("every killer id exists in all four languages and renders with sample parameters", () => {
    expect(ids.length).toBeGreaterThan(150);
    for (const lang of LANGUAGES) {
      expect(Object.keys(catalogs[lang]).sort(), lang).toEqual([...ids].sort());
      for (const id of ids)
        for (const n of [0, 1, 2, 5]) {
          const text = format(lang, { id, p: sample(catalogs.en[id], n) });
          expect(text, `${lang} ${id}`).not.toContain("[killer.");
          if (lang !== "en") expect(englishIn(text), `${lang} ${id}: ${text}`).toEqual([]);
        }
    }
  });
  it("plurals follow each language's rules for 0, 1, 2 and 5", () => {
    const running = (lang: Lang, n: number) => format(lang, { id: "killer.running", p: { turn: 7, n } });
    expect([0, 1, 2, 5].map((n) => running("en", n))).toEqual([
      "Civ turn 7, 0 civilizations in play",
      "Civ turn 7, 1 civilization in play",
      "Civ turn 7, 2 civilizations in play",
      "Civ turn 7, 5 civilizations in play",
    ]);
    expect(running("fr", 0)).toContain("0 civilisation en jeu"); // French: 0 is singular
    expect(running("fr", 1)).toContain("1 civilisation en jeu");
    expect(running("fr", 2)).toContain("2 civilisations en jeu");
    expect(running("es", 0)).toContain("0 civilizaciones");
    expect(running("es", 1)).toContain("1 civilización ");
    expect(running("es", 5)).toContain("5 civilizaciones");
    expect(running("el", 1)).toContain("1 πολιτισμός ");
    expect(running("el", 2)).toContain("2 πολιτισμοί");
    const won = (lang: Lang, n: number) =>
      format(lang, { id: "killer.quickWon", p: { civs: { and: ["Rome", "Gaul"].slice(0, n) }, n, turn: 3 } });
    expect(won("en", 1)).toBe("Rome wins the Quick game (decided in Civ turn 3).");
    expect(won("en", 2)).toBe("Rome and Gaul win the Quick game (decided in Civ turn 3).");
    expect(won("fr", 2)).toMatch(/^Rome et Gaul remportent/);
    expect(won("es", 2)).toMatch(/^Rome y Gaul ganan/);
    expect(won("el", 2)).toMatch(/^Rome και Gaul κερδίζουν/);
    expect(
      format("fr", { id: "killer.youDestroyed", p: { civ: "Rome", turn: 3, relation: "innocent", delta: -0.5, ks: 0.5 } }),
    ).toContain("KS -0,5 (maintenant 0,5)");
  });
});

const CIVS = ["Rome", "Gaul", "Egypt", "Persia", "Greece", "Zulu"];
const OPTIONS: Record<string, string>[] = [
  { rated: "true", reportevery: "2" },
  { variant: "quick", noinnocent: "true", killedtargetalwayscount: "true", reportevery: "3" },
  { reportevery: "0" },
  { rated: "true", reportevery: "1", noinnocent: "true" },
];

/** Every line a reader gets in a step, in one language: events, views, pending, outcome. */
function rendered(lang: Lang, st: Step): string[] {
  const t = translator(lang);
  const s = st.state;
  return [
    ...st.events.map((e) => format(lang, e.msg)),
    E.render(E.view(s, "public"), t),
    E.render(E.view(s, "admin"), t),
    ...s.players.map((p) => E.render(E.view(s, { seat: p.seat }), t)),
    ...E.pending(s).map((p) => format(lang, p.what)),
    format(lang, E.outcome(s).summary),
  ];
}

describe("whole games in Greek, French and Spanish", () => {
  it("render every event, view, pending decision and outcome with no English word left", () => {
    for (const [i, o] of OPTIONS.entries()) {
      const steps: Step[] = [];
      randomGame(newGame(CIVS, o, `lang-${i}`), `lang-${i}`, 150, (st) => steps.push(st));
      expect(steps.length).toBeGreaterThan(10);
      for (const lang of ["el", "fr", "es"] as const) {
        for (const st of steps)
          for (const text of rendered(lang, st)) {
            expect(text).not.toContain("[killer.");
            expect(englishIn(text), `${lang}: ${text}`).toEqual([]);
          }
        expect(englishIn(format(lang, E.help)), lang).toEqual([]);
      }
      // the check itself finds English: the same game in English is full of it
      expect(steps.flatMap((st) => rendered("en", st)).some((text) => englishIn(text).length > 2)).toBe(true);
    }
  });
  it("errors are said in the reader's language too", () => {
    const s = newGame(CIVS.slice(0, 3), {});
    const m = E.parse("KILL Rome Carthage TURN 1")!;
    const r = m.ok ? E.apply(s, ADMIN, m.value) : m;
    if (r.ok) throw new Error("accepted");
    expect(format("en", r.error)).toBe('no civilization called "Carthage" in this game');
    expect(format("fr", r.error)).toBe("aucune civilisation nommée « Carthage » dans cette partie");
    expect(format("es", r.error)).toBe("no hay ninguna civilización llamada «Carthage» en esta partida");
    expect(format("el", r.error)).toBe("δεν υπάρχει πολιτισμός με όνομα «Carthage» σε αυτή την παρτίδα");
  });
});

/** A translator over a catalog of our own (not the registered one): nested messages rendered the same way. */
function translatorOver(catalog: Record<string, string>): Translate {
  const render = (id: string, p?: Record<string, Param>): string => {
    const value = (v: Param): string | number =>
      typeof v === "number" || typeof v === "string"
        ? v
        : Array.isArray(v)
          ? v.map(value).join(", ")
          : isMsg(v)
            ? render((v as Msg).id, (v as Msg).p)
            : String(v);
    const values = Object.fromEntries(Object.entries(p ?? {}).map(([k, v]) => [k, value(v)]));
    return String(new IntlMessageFormat(catalog[id], "en", undefined, { ignoreTag: true }).format(values));
  };
  return render;
}

describe("pictures come from the report data", () => {
  const played = (): KillerState => {
    let s = newGame(CIVS.slice(0, 4), { reportevery: "10" });
    s = run(s, ADMIN, "TURN 12").state;
    s = run(s, ADMIN, "KILL Rome Gaul TURN 12").state;
    s = run(s, ADMIN, "KILL Egypt Persia TURN 12").state;
    s = run(s, ADMIN, "TURN 20").state;
    return s;
  };
  it("KS and rank lines per civilization, one point per report", () => {
    const pics = E.pictures!(E.view(played(), "public"));
    expect(pics).toHaveLength(2);
    const [ks, rank] = pics;
    if (ks.kind !== "lines" || rank.kind !== "lines") throw new Error("not lines");
    expect(ks.x).toEqual([10, 20]);
    expect(ks.title).toEqual({ id: "killer.pictureKs" });
    expect(rank.invert).toBe(true);
    expect(rank.integer).toBe(true);
    expect(ks.series.map((x) => x.name).sort()).toEqual(["Egypt", "Gaul", "Persia", "Rome"]);
    expect(E.pictures!(E.view(newGame(CIVS.slice(0, 3), {}), "public"))).toEqual([]);
  });
  it("a reworded report template changes the mail but not the charts", () => {
    const s = played();
    const view = E.view(s, "public");
    const before = E.pictures!(view);
    const reworded = {
      ...catalogs.en,
      "killer.standingsPeriodic": "== Scores at {turn} ==",
      "killer.rowStanding": "#{place} {civ} [{player}] has {ks, number} points",
      "killer.rowDestroyed": "#{place} {civ} [{player}] fell ({turn}) with {ks, number} points",
    };
    // an engine whose English catalog has the reworded report: same data, other text
    const E2 = { ...E, messages: { ...catalogs, en: reworded } };
    const text = E2.render(view, translatorOver(E2.messages.en));
    expect(text).toContain("== Scores at 20 ==");
    expect(text).toMatch(/#1 \w+ \[P\d\] has 1 points/);
    expect(text).not.toContain("Standings after Civ turn");
    expect(renderEn(s, "public")).toContain("Standings after Civ turn 20");
    const after = E2.pictures!(view);
    expect(after).toEqual(before);
    expect(after.every((p) => p.kind === "lines" && p.series.some((x) => x.values.some((v) => v !== null && v > 0)))).toBe(true);
  });
});

describe("hooks", () => {
  const games = OPTIONS.map((o, i) => {
    const steps: Step[] = [];
    const s0 = newGame(CIVS, o, `hook-${i}`);
    randomGame(s0, `hook-${i}`, 120, (st) => steps.push(st));
    return { s0, states: [s0, ...steps.map((x) => x.state)] };
  });
  it("every line legalMoves offers is parsed and accepted, and every kind of move is offered somewhere", () => {
    const kinds = new Set<string>();
    for (const { states } of games)
      for (const s of states.filter((_, i) => i % 3 === 0))
        for (const who of [null, ...s.players.map((p) => p.seat)]) {
          for (const line of E.legalMoves!(s, who)) {
            const m = E.parse(line);
            expect(m?.ok, line).toBe(true);
            if (!m?.ok) continue;
            kinds.add(m.value.type);
            const r = E.apply(s, who === null ? ADMIN : seat(who), m.value);
            expect(r.ok ? "" : format("en", r.error), `${who}: ${line}`).toBe("");
          }
        }
    // a rated final report can be revised, and a Highlander duel offers NULL: played here on purpose
    let duel = newGame(CIVS.slice(0, 3), { rated: "true", reportevery: "0" });
    duel = run(duel, ADMIN, "KILL Rome Gaul TURN 1").state;
    for (const l of E.legalMoves!(duel, 1))
      kinds.add(E.parse(l)!.ok ? (E.parse(l) as { value: { type: string } }).value.type : "");
    duel = run(duel, ADMIN, "FINISH").state;
    duel = run(duel, ADMIN, "POWER Rome Egypt").state;
    for (const l of E.legalMoves!(duel, null)) {
      const m = E.parse(l)!;
      if (m.ok) kinds.add(m.value.type);
      expect(m.ok && E.apply(duel, ADMIN, m.value).ok, l).toBe(true);
    }
    expect([...kinds].sort()).toEqual([
      "amend",
      "confirm",
      "finish",
      "kill",
      "killed",
      "null",
      "power",
      "ranks",
      "reject",
      "report",
      "revise",
      "settarget",
      "target",
      "targets",
      "turn",
      "undo",
    ]);
  });
  it("invariants hold in every state of random games, and a broken state is caught", () => {
    for (const { states } of games) for (const s of states) expect(E.invariants!(s), JSON.stringify(s)).toEqual([]);
    const s = games[0].s0;
    const broken = { ...s, targets: { ...s.targets, [1]: 1 } };
    expect(E.invariants!(broken).length).toBeGreaterThan(0);
    expect(E.invariants!({ ...s, ks: { ...s.ks, 2: 5 } })).toContain("KS differs from the sum of the ledger");
  });
  it("each seat's secret appears in its own view and in no other seat's nor the public one", () => {
    for (const { states } of games)
      for (const s of states.filter((_, i) => i % 5 === 0)) {
        const pub = renderEn(s, "public");
        for (const { seat: x, items } of E.secrets!(s)) {
          for (const item of items) {
            expect(renderEn(s, { seat: x })).toContain(item);
            expect(pub).not.toContain(item);
            for (const p of s.players) if (p.seat !== x) expect(renderEn(s, { seat: p.seat })).not.toContain(item);
          }
        }
      }
  });
  it("the administrator's forms make lines the engine reads", () => {
    const sample: Record<string, string> = {
      report: "r1",
      killer: "Rome",
      victim: "Gaul",
      turn: "12",
      order: "Rome Gaul=Egypt",
      cycles: "Rome Gaul Egypt",
      civ: "Rome",
      target: "Egypt",
    };
    // every administrator verb has its form (the dashboard needs no free-text line for any of them)
    const verbs = new Set(E.adminActions!.map((a) => a.line.split(" ")[0]));
    expect([...verbs].sort()).toEqual([...ADMIN_VERBS.map((v) => v.toUpperCase()), "NULL"].sort());
    for (const a of E.adminActions!) {
      const line = a.line.replace(/\{(\w+)\}/g, (_, f: string) => sample[f]);
      expect(a.fields.map((f) => f.name).sort()).toEqual([...a.line.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort());
      expect(E.parse(line)?.ok, line).toBe(true);
      for (const lang of LANGUAGES) expect(format(lang, a.title)).not.toContain("[killer.");
    }
    expect(E.adminActions!.find((a) => a.id === "kill")!.line).toBe("KILL {killer} {victim} TURN {turn}");
  });
});

describe("a state stored by version 1", () => {
  it("is upgraded through the contract (currentState, as the service loads it): RANKS re-sends its last report text, its outcome kept, new reports are data", () => {
    let s = newGame(CIVS.slice(0, 3), { reportevery: "0" });
    s = run(s, ADMIN, "KILL Rome Gaul TURN 1").state;
    const { reports: _r, ...rest } = s;
    const v1 = {
      ...rest,
      version: 1,
      lastReport: { turn: 1, final: false, text: "Standings after Civ turn 1\n1. Rome (P1): KS 0" },
    };
    const old = currentState(E, v1);
    expect(old.version).toBe(2);
    expect(currentState(E, old)).toBe(old); // a current state is left as it is
    const ranks = run(old, seat(2), "RANKS");
    expect(format("en", ranks.events[0].msg)).toBe("Standings after Civ turn 1\n1. Rome (P1): KS 0");
    expect(ranks.state.version).toBe(2);
    expect(E.invariants!(old)).toEqual([]);
    const fin = {
      ...v1,
      finished: { winners: [1], summary: "Rome wins: last civilization standing." },
    };
    expect(format("fr", E.outcome(currentState(E, fin)).summary)).toBe("Rome wins: last civilization standing.");
    const next = run(old, ADMIN, "REPORT").state;
    expect(next.reports).toHaveLength(1);
    expect(E.pictures!(E.view(next, "public"))).toHaveLength(2);
  });
});
