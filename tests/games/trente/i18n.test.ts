// Trente in four languages: every id of its catalogs renders in en, el, fr and es (no missing key, no
// English left in the others, the same parameters everywhere), plurals are right for 0/1/2/5, and whole
// games — every event, pending decision, error, outcome, view and HELP — read in Greek, French and
// Spanish without an English word.
import { describe, expect, it } from "vitest";
import type { GameEvent, Viewer } from "../../../src/games/engine.ts";
import { trenteEngine } from "../../../src/games/trente/index.ts";
import { trenteMessages } from "../../../src/games/trente/messages/index.ts";
import type { TrenteState } from "../../../src/games/trente/types.ts";
import { format, translator } from "../../../src/i18n/format.ts";
import { LANGUAGES, m, type Lang, type Param } from "../../../src/i18n/msg.ts";
import "./helpers.ts"; // adds the catalogs
import { randomGame } from "./play.ts";

const ids = Object.keys(trenteMessages.en);

/** A value for every parameter any Trente message takes. */
const sample: Record<string, Param> = {
  name: "Ann",
  attacker: "Ann",
  victim: "Bob",
  dice: "6 5 4",
  kept: "6 5",
  roll: "6 5 4 3 2 1",
  die: 4,
  points: 5,
  round: 2,
  total: 3,
  start: 30,
  sum: 33,
  target: 30,
  before: 30,
  after: 25,
  hits: 2,
  level: 3,
  aim: "low",
  policy: "keep 5 6 else high",
  last: true,
  full: true,
  n: 2,
  winners: { and: ["Ann", "Bob"] },
  choices: { or: [1, 5] },
  tally: ["Ann 2", "Bob 1"],
  seat: 2,
  text: "Zed",
  names: { or: ["Ann", "Anna"] },
  min: 2,
  max: 12,
  got: "7",
  key: "colour",
  value: "poker",
  why: m("trente.errKeepOne"),
  line: "KEEP 7",
  rules: "house",
  scores: [m("trente.viewScore", { name: "Ann", score: 3, status: "out", multi: true, won: 1 })],
  status: "left",
  multi: true,
  won: 1,
  score: 3,
};

/** The arguments a pattern uses: `{name}` and `{name, plural|select …}`, not the text of branches. */
const argsOf = (pattern: string) => [...new Set([...pattern.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((x) => x[1]))].sort();

// English words that give away an untranslated text (commands and their words — KEEP, POLICY high,
// keep, else — are English in every language, so they are not listed; nor are words that are also
// French or Spanish: "points", "dice" (Spanish: says), "no").
const STOP = [
  "the",
  "you",
  "your",
  "and",
  "cards",
  "turn",
  "player",
  "players",
  "wins",
  "win",
  "round",
  "rounds",
  "die",
  "rolls",
  "sets",
  "aside",
  "attacks",
  "loses",
  "lost",
  "nothing",
  "game",
  "over",
  "winner",
  "of",
  "is",
  "out",
  "left",
  "target",
  "victim",
  "seat",
  "choose",
  "name",
  "first",
  "with",
  "by",
];
const stopRe = new RegExp(`(^|[^\\p{L}])(${STOP.join("|")})(?=$|[^\\p{L}])`, "iu");
/** The first English stop word in `text`, once player names and command lines are set aside. */
function english(text: string): string | null {
  const cleaned = text
    .replace(/\b(KEEP|POLICY|FIRST|VICTIM|AS)\b/g, " ") // verbs (FIRST would read as "first")
    .replace(/<[^>]*>/g, " ") // a command's placeholders
    .replace(/\b\w+=\S*/g, " ") // option syntax: rules=house|classic
    .replace(/\b(Ann|Bob|Cid|Dee|Eve|Fay)\b/g, " ");
  const hit = stopRe.exec(cleaned);
  return hit ? hit[2] : null;
}

describe("Trente's catalogs", () => {
  it("have the same ids in all four languages, with the same parameters", () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(trenteMessages[lang]).sort(), lang).toEqual([...ids].sort());
      for (const id of ids) expect(argsOf(trenteMessages[lang][id]), `${lang} ${id}`).toEqual(argsOf(trenteMessages.en[id]));
    }
    for (const id of ids) expect(id).toMatch(/^trente\.((verb|word|rule)\.)?[a-z][A-Za-z]*$/); // a verb: trente.verb.keep; a word: trente.word.all; after AUTO: trente.rule.policy
  });

  it("render every id in every language, and the other languages leave no English", () => {
    for (const lang of LANGUAGES)
      for (const id of ids) {
        const text = format(lang, m(id, sample));
        expect(text, `${lang} ${id}`).not.toMatch(/\[trente\.|[{}]/);
        expect(text.length, `${lang} ${id}`).toBeGreaterThan(0);
        // the game's name is a proper name (French for thirty) in Latin letters
        if (lang !== "en" && !(id === "trente.title" && lang !== "el")) {
          expect(trenteMessages[lang][id], `${lang} ${id} is the English text`).not.toBe(trenteMessages.en[id]);
          expect(english(text), `${lang} ${id}: ${text}`).toBeNull();
        }
      }
  });

  it("the stop-word check finds English (so a pass means something)", () => {
    expect(english(format("en", m("trente.turnStarts", sample)))).not.toBeNull();
    expect(english("Ann sets aside 6 5.")).toBe("sets");
    expect(english("Ann écarte 6 5.")).toBeNull();
  });

  it("count right for 0, 1, 2 and 5 in every language", () => {
    const want: Record<Lang, string[]> = {
      en: ["0 points", "1 point", "2 points", "5 points"],
      el: ["0 πόντοι", "1 πόντος", "2 πόντοι", "5 πόντοι"],
      fr: ["0 point", "1 point", "2 points", "5 points"],
      es: ["0 puntos", "1 punto", "2 puntos", "5 puntos"],
    };
    const lostAcc: Record<Lang, string[]> = {
      en: ["lost 0.", "lost 1.", "lost 2.", "lost 5."],
      el: ["έχασε 0 πόντους.", "έχασε 1 πόντο.", "έχασε 2 πόντους.", "έχασε 5 πόντους."],
      fr: ["perdu 0 point.", "perdu 1 point.", "perdu 2 points.", "perdu 5 points."],
      es: ["perdió 0 puntos.", "perdió 1 punto.", "perdió 2 puntos.", "perdió 5 puntos."],
    };
    for (const lang of LANGUAGES)
      [0, 1, 2, 5].forEach((points, i) => {
        expect(format(lang, m("trente.turnStarts", { ...sample, points }))).toContain(`(${want[lang][i]})`);
        expect(format(lang, m("trente.lastLost", { ...sample, points }))).toContain(lostAcc[lang][i]);
      });
    // winners: nobody, one, two (and five: the list grows, the verb stays plural)
    const five = { and: ["Ann", "Bob", "Cid", "Dee", "Eve"] };
    const over = (lang: Lang, n: number, winners: Param) => format(lang, m("trente.gameOver", { n, winners }));
    expect([0, 1, 2, 5].map((n) => over("en", n, n === 5 ? five : n === 2 ? sample.winners : { and: ["Ann"] }))).toEqual([
      "The game is over: nobody wins.",
      "The game is over: Ann wins.",
      "The game is over: Ann and Bob win.",
      "The game is over: Ann, Bob, Cid, Dee, and Eve win.",
    ]);
    expect(over("fr", 1, { and: ["Ann"] })).toBe("La partie est finie : Ann gagne.");
    expect(over("fr", 2, sample.winners)).toBe("La partie est finie : Ann et Bob gagnent.");
    expect(over("fr", 0, { and: [] })).toBe("La partie est finie : personne ne gagne.");
    expect(over("es", 5, five)).toBe("Se acabó la partida: ganan Ann, Bob, Cid, Dee y Eve.");
    expect(over("el", 2, sample.winners)).toBe("Το παιχνίδι τελείωσε: κερδίζουν Ann και Bob.");
    expect(over("el", 1, { and: ["Ann"] })).toBe("Το παιχνίδι τελείωσε: κερδίζει Ann.");
    // rounds won, in the classic view
    const won = (lang: Lang, n: number) =>
      format(lang, m("trente.viewScore", { name: "Ann", score: 3, status: "in", multi: true, won: n }));
    expect([0, 1, 2, 5].map((n) => won("fr", n))).toEqual([
      "Ann 3 [0 manche gagnée]",
      "Ann 3 [1 manche gagnée]",
      "Ann 3 [2 manches gagnées]",
      "Ann 3 [5 manches gagnées]",
    ]);
    expect([0, 1, 2, 5].map((n) => won("es", n))).toEqual([
      "Ann 3 [0 rondas ganadas]",
      "Ann 3 [1 ronda ganada]",
      "Ann 3 [2 rondas ganadas]",
      "Ann 3 [5 rondas ganadas]",
    ]);
    expect([0, 1, 2, 5].map((n) => won("el", n))).toEqual([
      "Ann 3 [0 γύροι]",
      "Ann 3 [1 γύρος]",
      "Ann 3 [2 γύροι]",
      "Ann 3 [5 γύροι]",
    ]);
  });

  it("French uses the house rules' own words", () => {
    const fr = Object.values(trenteMessages.fr).join("\n");
    for (const w of [
      "main pleine",
      "manche",
      "écarte",
      "relance",
      "seuil",
      "faire gros",
      "faire petit",
      "attaque aux",
      "victime",
      "joueur de droite",
    ])
      expect(fr).toContain(w);
  });
});

/** Everything a game shows, rendered in `lang`: events, pending decisions, views, outcome. */
function renderAll(lang: Lang, state: TrenteState, events: GameEvent[]): string[] {
  const t = translator(lang);
  const out = events.map((e) => format(lang, e.msg));
  for (const p of trenteEngine.pending(state)) out.push(format(lang, p.what));
  const viewers: Viewer[] = ["public", "admin", ...state.players.map((p) => ({ seat: p.seat }))];
  for (const v of viewers) out.push(trenteEngine.render(trenteEngine.view(state, v), t));
  const o = trenteEngine.outcome(state);
  if (o.summary) out.push(format(lang, o.summary));
  return out;
}

/** Error replies a player may meet in `state`, rendered in `lang`. */
function errorsIn(lang: Lang, state: TrenteState): string[] {
  const out: string[] = [];
  const seat = state.turn?.seat ?? 1;
  const other = state.players.find((p) => p.seat !== seat)!.seat;
  for (const line of [
    "KEEP 9",
    "KEEP",
    "FIRST",
    "FIRST 6",
    "VICTIM",
    "VICTIM Zed",
    "VICTIM Ann",
    "POLICY",
    "POLICY sometimes",
    "KEEP 1 1 1 1 1 1 1",
    "KEEP 6 6 6 6 6",
  ]) {
    const p = trenteEngine.parse(line)!;
    if (!p.ok) out.push(format(lang, p.error));
    else {
      const r = trenteEngine.apply(state, { seat, admin: false }, p.value);
      if (!r.ok) out.push(format(lang, r.error));
    }
  }
  for (const actor of [
    { seat: other, admin: false },
    { seat: null, admin: true },
  ]) {
    const r = trenteEngine.apply(state, actor, { type: "keep", dice: [1] });
    if (!r.ok) out.push(format(lang, r.error));
  }
  const opts: Record<string, string>[] = [
    { rules: "poker" },
    { start: "0" },
    { colour: "red" },
    { rules: "house", ruleset: "house" },
  ];
  for (const o of opts) {
    const r = trenteEngine.parseOptions(o);
    if (!r.ok) out.push(format(lang, r.error));
  }
  return out;
}

describe("whole games read in Greek, French and Spanish", () => {
  for (const lang of ["el", "fr", "es"] as const)
    it(`${lang}: every event, decision, error, view, outcome and HELP`, () => {
      const seen = new Set<string>();
      const texts: string[] = [format(lang, trenteEngine.help)];
      let k = 0;
      for (const rules of ["house", "classic"] as const)
        for (let g = 0; g < 6; g++) {
          const game = randomGame(`i18n-${lang}-${rules}-${g}`, { rules, start: 12 }, 2 + (g % 4), g, {
            deadlinePerMille: 30,
            resignPerMille: 4,
            onStep: ({ after, events }) => {
              for (const e of events) for (const x of [e.msg].flat()) if (x) seen.add(x.id);
              texts.push(...renderAll(lang, after, events));
              if (k++ % 5 === 0 && !after.finished) texts.push(...errorsIn(lang, after));
            },
          });
          texts.push(...renderAll(lang, game.initial, []));
        }
      for (const text of texts) {
        expect(text).not.toMatch(/\[trente\.|[{}]/);
        expect(english(text), text).toBeNull();
      }
      // the games went through the whole of Trente
      for (const id of [
        "trente.turnStarts",
        "trente.rolls",
        "trente.attacks",
        "trente.missLoses",
        "trente.outOfRound",
        "trente.gameOver",
        "trente.deadlinePassed",
        "trente.leaves",
        "trente.roundBegins",
        "trente.setsAsideFirst",
      ])
        expect(seen, id).toContain(id);
    });
});
