// Regicide in four languages: every message id renders in en, el, fr and es; plurals are
// right; whole games read in Greek, French and Spanish carry no English; the public event is the
// public table in every language.
import { describe, expect, it } from "vitest";
import { format, translator } from "../../../src/i18n/format.ts";
import { LANGUAGES, m, type Lang, type Param } from "../../../src/i18n/msg.ts";
import type { RegicideState } from "../../../src/games/regicide/types.ts";
import { E, en, must, table, text } from "./helpers.ts";
import { playRandomGame } from "./random.ts";

const catalogs = E.messages!;
const ids = Object.keys(catalogs.en);

/** A value for every parameter any Regicide message takes. */
const SAMPLE: Record<string, Param> = {
  a: "7♥",
  b: "8♣",
  verb: "PLAY",
  text: "7X",
  option: "jesters",
  value: "house",
  ruleset: "seed",
  min: 2,
  n: 2,
  card: "7♥",
  cards: "5♥ 5♦",
  sum: "6+6",
  worth: 9,
  name: "Ann",
  next: "Bob",
  seat: 5,
  names: { or: ["Ann", "Anna"] },
  enemy: "Q♠",
  x: 9,
  suit: "♠",
  damage: 9,
  health: 30,
  who: ["Ann 2", "Bob 1"],
  solo: "no",
  thrown: 3,
  drawn: 8,
  left: 1,
  reason: m("regicide.reasonLastKing"),
  flips: 1,
  medal: m("regicide.medalGold"),
  attack: 15,
  shield: 3,
  net: 12,
  immunity: m("regicide.immuneS"),
  waiting: m("regicide.vSpadesWaiting", { n: 6 }),
  castle: 11,
  tavern: 24,
  discard: 7,
  top: m("regicide.vTop", { card: "2♠" }),
  max: 7,
  hands: [m("regicide.vHandSize", { name: "Ann", n: 5 })],
  notes: m("regicide.sp", {
    a: m("regicide.yielded", { name: "Ann" }),
    b: m("regicide.attacks", { enemy: "Q♠", name: "Ann", n: 12 }),
  }),
  what: m("regicide.whatJester"),
};

/** The parameter names a pattern uses (arguments of `{x}` and `{x, plural, …}`). */
const paramsOf = (pattern: string) => new Set([...pattern.matchAll(/\{(\w+)\s*[,}]/g)].map((x) => x[1]));

/** English words that must not be left in a Greek, French or Spanish text. */
const STOP = [
  "the",
  "you",
  "your",
  "and",
  "card",
  "cards",
  "turn",
  "player",
  "players",
  "wins",
  "won",
  "lost",
  "enemy",
  "enemies",
  "damage",
  "hand",
  "hands",
  "tavern",
  "castle",
  "jester",
  "shield",
  "attack",
  "of",
  "is",
  "to",
  "with",
  "played",
  "yielded",
  "drew",
  "awaiting",
  "last",
  "defeated",
  "immune",
  "none",
  "must",
  "cannot",
  "goes",
  "worth",
  "more",
];
/** What stays English in every language: the command words, card codes and option values. */
const KEPT = /\b(PLAY|YIELD|DISCARD|NEXT|FLIP|TAVERN|YES|NO|JESTER|AS|HELP|Herald|Regicide)\b|\b\w+=\S+/g;

function englishLeft(said: string): string[] {
  const words =
    said
      .replace(KEPT, " ")
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  return [...new Set(words.filter((w) => STOP.includes(w)))];
}

describe("catalogs", () => {
  it("every id is in all four catalogs, with the same parameters, and nothing more", () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(catalogs[lang]).sort(), lang).toEqual(ids.slice().sort());
      for (const id of ids)
        expect([...paramsOf(catalogs[lang][id])].sort(), `${lang} ${id}`).toEqual([...paramsOf(catalogs.en[id])].sort());
    }
    for (const id of ids) expect(id).toMatch(/^regicide\.((verb|word)\.)?[a-z][A-Za-z]*$/); // a verb: regicide.verb.play
  });

  it("every id renders in every language with sample parameters, with no [id] left", () => {
    for (const lang of LANGUAGES) {
      for (const id of ids) {
        const out = format(lang, m(id, SAMPLE));
        expect(out, `${lang} ${id}`).not.toMatch(/\[regicide\./);
        expect(out.length, `${lang} ${id}`).toBeGreaterThan(id === "regicide.vTop" || id === "regicide.vFlips" ? 3 : 0);
      }
    }
  });

  it("Greek, French and Spanish are translated: no English word left, no pattern copied", () => {
    // layout and names that are the same in every language
    const same = new Set(["regicide.sp", "regicide.nl", "regicide.vHandSize", "regicide.medalBronze", "regicide.title"]);
    for (const lang of ["el", "fr", "es"] as const) {
      for (const id of ids) {
        const out = format(lang, m(id, SAMPLE));
        expect(englishLeft(out), `${lang} ${id}: ${out}`).toEqual([]);
        if (!same.has(id)) expect(catalogs[lang][id], `${lang} ${id} is the English text`).not.toBe(catalogs.en[id]);
      }
    }
  });

  it("the stop-word check does see English", () => {
    expect(englishLeft(format("en", m("regicide.vYourHand", SAMPLE)))).toContain("your");
    expect(englishLeft(format("en", m("regicide.whatPlayOrYield")))).toEqual(["your", "turn", "cards"]);
  });

  it("HELP is in every language, with the commands and card codes kept", () => {
    for (const lang of LANGUAGES) {
      const help = format(lang, E.help);
      for (const kept of ["PLAY", "YIELD", "DISCARD", "NEXT", "FLIP", "TAVERN YES|NO", "5H 5D", "ruleset=seed", "late=play"]) {
        expect(help, `${lang}: ${kept}`).toContain(kept);
      }
    }
    expect(format("el", E.help)).toContain("Ταβέρνα");
    expect(format("el", E.help)).toContain("Κάστρο");
    expect(format("fr", E.help)).toContain("Bouffon");
    expect(format("es", E.help)).toContain("Taberna");
  });
});

describe("plurals", () => {
  const piles = (lang: Lang, n: number) =>
    format(lang, m("regicide.vPiles", { castle: 3, tavern: n, discard: 2, top: "", flips: "" }));
  it.each([
    ["en", 0, "Tavern: 0 cards"],
    ["en", 1, "Tavern: 1 card ·"],
    ["en", 2, "Tavern: 2 cards"],
    ["en", 5, "Tavern: 5 cards"],
    ["el", 0, "Ταβέρνα: 0 κάρτες"],
    ["el", 1, "Ταβέρνα: 1 κάρτα ·"],
    ["el", 2, "Ταβέρνα: 2 κάρτες"],
    ["el", 5, "Ταβέρνα: 5 κάρτες"],
    ["fr", 0, "Taverne : 0 carte ·"],
    ["fr", 1, "Taverne : 1 carte ·"],
    ["fr", 2, "Taverne : 2 cartes"],
    ["fr", 5, "Taverne : 5 cartes"],
    ["es", 0, "Taberna: 0 cartas"],
    ["es", 1, "Taberna: 1 carta ·"],
    ["es", 2, "Taberna: 2 cartas"],
    ["es", 5, "Taberna: 5 cartas"],
  ] as const)("%s %i: %s", (lang, n, want) => {
    expect(piles(lang, n)).toContain(want);
  });

  it("hearts and flips agree with their number", () => {
    expect(format("en", m("regicide.hearts", { n: 1 }))).toBe("Hearts: 1 card from the discard pile goes under the Tavern.");
    expect(format("en", m("regicide.hearts", { n: 3 }))).toBe("Hearts: 3 cards from the discard pile go under the Tavern.");
    expect(format("fr", m("regicide.hearts", { n: 1 }))).toContain("1 carte de la défausse passe sous");
    expect(format("es", m("regicide.hearts", { n: 5 }))).toContain("5 cartas del descarte pasan bajo");
    expect(format("el", m("regicide.hearts", { n: 1 }))).toContain("1 κάρτα από τη στοίβα απορριμμάτων πηγαίνει");
    const flipped = (lang: Lang, left: number) => format(lang, m("regicide.flipped", { name: "Ann", thrown: 1, drawn: 8, left }));
    expect(flipped("en", 1)).toBe("Ann flipped a Jester: discarded 1 card and drew 8 (1 flip left).");
    expect(flipped("en", 0)).toContain("(0 flips left)");
    expect(flipped("fr", 0)).toContain("0 FLIP restant)");
    expect(flipped("es", 2)).toContain("quedan 2 FLIP");
  });

  it("a count of 0 flips says nothing of flipping", () => {
    expect(format("en", m("regicide.whatPlaySolo", { flips: 0 }))).toBe("your turn: PLAY <cards>");
    expect(format("en", m("regicide.whatPlaySolo", { flips: 1 }))).toBe("your turn: PLAY <cards> (or FLIP a Jester, 1 left)");
    expect(format("es", m("regicide.whatPlaySolo", { flips: 1 }))).toContain("queda 1");
  });
});

describe("whole games in Greek, French and Spanish", () => {
  /** Everything a game says to anyone at this point, in one language. */
  function said(s: RegicideState, lang: Lang, events: { msg?: unknown }[]): string[] {
    const t = translator(lang);
    const out = [text(E.view(s, "public"), lang), E.render(E.view(s, "admin"), t), format(lang, E.outcome(s).summary)];
    for (const p of s.players) out.push(E.render(E.view(s, { seat: p.seat }), t));
    for (const p of E.pending(s)) out.push(format(lang, p.what));
    for (const e of events) out.push(format(lang, e.msg as never));
    for (const pic of E.pictures!(E.view(s, "public")))
      out.push(format(lang, pic.title), pic.kind === "progress" ? format(lang, pic.label) : "");
    return out;
  }

  it.each([
    [1, "official", "uniform"],
    [2, "seed", "greedy"],
    [3, "official", "greedy"],
    [4, "official", "thrifty"],
    [4, "seed", "uniform"],
  ] as const)(
    "%i players, %s rules, %s play: no English word in any event, view, question or outcome",
    (players, ruleset, strategy) => {
      let steps = 0;
      const check = (s: RegicideState, events: { msg?: unknown }[]) => {
        for (const lang of ["el", "fr", "es"] as const) {
          for (const x of said(s, lang, events)) {
            expect(englishLeft(x), `${lang}: ${x}`).toEqual([]);
            expect(x).not.toMatch(/\[regicide\./);
          }
        }
      };
      const { start, final } = playRandomGame(
        { players, seed: `i18n-${players}-${ruleset}`, ruleset, choices: players, strategy },
        (step) => {
          steps++;
          check(step.result.state, step.result.events);
          // a refused line is said in the reader's language too
          const bad = E.apply(step.result.state, { seat: 99, admin: false }, { type: "yield" });
          if (!bad.ok) for (const lang of ["el", "fr", "es"] as const) expect(englishLeft(format(lang, bad.error))).toEqual([]);
        },
      );
      check(start, []);
      expect(steps).toBeGreaterThan(2);
      expect(final.phase).toBe("over");
    },
  );

  it("a won solo game, with its medal, reads in every language", () => {
    const t = table({ hands: [["10C"]], maxHand: 8, enemy: "KH", damage: 25, castle: [] });
    t.flipsUsed = 1;
    t.soloJesters = 1;
    const r = must(t, 1, "PLAY 10C");
    expect(en(E.outcome(r.state).summary)).toBe("The player won (Silver: 1 Jester flip used): the last King is defeated");
    expect(format("fr", E.outcome(r.state).summary)).toContain("Argent");
    expect(format("es", E.outcome(r.state).summary)).toContain("Plata");
    expect(format("el", E.outcome(r.state).summary)).toContain("Ασημένιο");
    for (const lang of ["el", "fr", "es"] as const) expect(englishLeft(text(E.view(r.state, "public"), lang))).toEqual([]);
  });

  it("the public event is the public table without who is awaited (the mail's situation says it), in every language", () => {
    const s = table({ hands: [["9C", "KD", "JESTER1"], ["2C"]], enemy: "JS", discard: ["JESTER2"] });
    const r = must(s, 1, "PLAY 9C");
    for (const lang of LANGUAGES)
      expect(format(lang, r.events[0].msg)).toBe(text({ ...E.view(r.state, "public"), awaiting: [] }, lang));
    expect(text(E.view(r.state, { seat: 1 }), "el")).toContain("Το χέρι σου: K♦ Γελωτοποιός");
    expect(text(E.view(r.state, "public"), "fr")).toContain("(dessus : Bouffon)");
  });
});

describe("pictures", () => {
  it("the castle: enemies defeated of 12, titled in every language", () => {
    const s = table({ hands: [["2C"], ["3C"]] });
    s.defeated = 5;
    s.castle = s.castle.concat(["JH", "QC", "KD", "KH"]).slice(0, 6);
    const [pic] = E.pictures!(E.view(s, "public"));
    expect(pic).toMatchObject({ kind: "progress", value: 5, max: 12 });
    expect(format("en", pic.title)).toBe("The Castle");
    expect(pic.kind === "progress" && format("en", pic.label)).toBe("5 of 12 enemies defeated");
    expect(format("el", pic.title)).toBe("Το Κάστρο");
  });
});
