// Verbs in the players' languages (src/i18n/verbs.ts): every verb of the service and of every game has
// words in English, Greek, French and Spanish; each of them, in any case and with or without accents,
// is the same command as the English verb (the same entry of the command table; the same move from the
// game's parser); no word names two verbs of one game; an unknown word is answered with the nearest.
// The checks are functions returning problems, and the last tests show them failing on planted faults.
import { describe, expect, it } from "vitest";
import { COMMANDS, findCommand, generalHelp } from "../../src/commands/table.ts";
import { Games } from "../../src/games/registry.ts";
import { GAMES } from "../../src/games/index.ts";
import { LANGUAGES, type Lang } from "../../src/i18n/msg.ts";
import { canonicalLine, canonicalVerb, nearestVerbs, verbKey, verbLanguage, verbsOf, type Verb } from "../../src/i18n/verbs.ts";

const games = new Games(GAMES);

/** Verbs that keep their English word in every language, and why (src/i18n/catalogs/verbs/en.ts). */
const SAME_EVERYWHERE = new Set(["PASSWORD", "AS"]);
const GREEK = /[\u0370-\u03ff]/u;

/** Problems of a set of verbs that are read together (the service's and one game's). */
export function verbProblems(verbs: Verb[]): string[] {
  const out: string[] = [];
  const owner = new Map<string, string>();
  for (const v of verbs)
    for (const lang of LANGUAGES) {
      if (!v.words[lang].length) out.push(`${v.verb}: no word in ${lang}`);
      for (const w of v.words[lang]) {
        const k = verbKey(w);
        const had = owner.get(k);
        if (had && had !== v.verb) out.push(`${w} (${lang}) names both ${had} and ${v.verb}`);
        owner.set(k, v.verb);
      }
      if (lang === "el" && !SAME_EVERYWHERE.has(v.verb) && !v.words.el.some((w) => GREEK.test(w)))
        out.push(`${v.verb}: no Greek word`);
    }
  return out;
}

/** The ways a player may write a word: as it is, lower case, accents dropped, first letter capital. */
const spellings = (w: string): string[] => {
  const bare = w.normalize("NFD").replace(/\p{M}/gu, "");
  return [w, w.toLowerCase(), bare, bare.toLowerCase(), w.charAt(0) + w.slice(1).toLowerCase()];
};

describe("verbs in every language", () => {
  it("the service's verbs are the command table's, each with words in all four languages", () => {
    expect(
      verbsOf("core")
        .map((v) => v.verb)
        .sort(),
    ).toEqual(COMMANDS.map((c) => c.verb).sort());
    expect(verbProblems(verbsOf("core"))).toEqual([]);
  });

  it("no game's verbs and the service's share a word, and each game's verbs have words in all four languages", () => {
    for (const e of games.all()) {
      expect(verbsOf(e.kind).length, `${e.kind} has verbs`).toBeGreaterThan(0);
      expect(verbProblems([...verbsOf("core"), ...verbsOf(e.kind)])).toEqual([]);
    }
  });

  it("every word of every language, in any case and without accents, is the service's same command", () => {
    const wrong: string[] = [];
    for (const v of verbsOf("core"))
      for (const lang of LANGUAGES)
        for (const w of v.words[lang])
          for (const s of spellings(w))
            if (findCommand(s)?.verb !== v.verb) wrong.push(`${s} (${lang}) → ${findCommand(s)?.verb}`);
    expect(wrong).toEqual([]);
    expect(["JOUER", "ΠΑΙΞΕ", "JUGAR", "PLAY"].map((w) => findCommand(w))).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("every word of every language is parsed by the game to the same move as the English verb", () => {
    const wrong: string[] = [];
    for (const e of games.all())
      for (const v of verbsOf(e.kind)) {
        const english = JSON.stringify(e.parse(v.verb));
        if (e.parse(v.verb) === null) wrong.push(`${e.kind}: ${v.verb} is not one of its verbs`);
        for (const lang of LANGUAGES)
          for (const w of v.words[lang])
            for (const s of spellings(w)) {
              const line = canonicalLine(`${s}`, e.kind);
              if (JSON.stringify(e.parse(line)) !== english) wrong.push(`${e.kind}: ${s} (${lang}) reads as ${line}`);
            }
      }
    expect(wrong).toEqual([]);
    // the rest of the line is kept as written
    expect(canonicalLine("jouer 5h 5D", "regicide")).toBe("PLAY 5h 5D");
    expect(canonicalLine("  Παίξε 5H", "regicide")).toBe("  PLAY 5H");
    expect(canonicalLine("JUGAR 5H", null)).toBe("JUGAR 5H"); // no game: a game's verb is not the service's
  });

  it("HELP shows each verb in the reader's language, with the other words beside it", () => {
    const fr = generalHelp(games, "fr");
    expect(fr).toMatch(/^ {2}AIDE /m);
    expect(fr).toMatch(/^ {2}LANGUE /m);
    expect(fr).toContain("(aussi : HELP)");
    expect(fr).toContain("(aussi : DÉMARRER, LANCER, DÉBUTER, START)");
    expect(generalHelp(games, "el")).toMatch(/^ {2}ΒΟΗΘΕΙΑ /m);
    expect(generalHelp(games, "es")).toMatch(/^ {2}AYUDA /m);
    expect(generalHelp(games, "en")).toMatch(/^ {2}HELP /m);
    expect(generalHelp(games, "en")).toContain("(also: LANG)");
  });

  it("an unknown word gets the nearest verbs, shown the reader's way", () => {
    expect(nearestVerbs("AIDEZ", null, "fr")).toContain("AIDE (HELP)");
    expect(nearestVerbs("HLEP", null, "es")).toContain("AYUDA (HELP)");
    expect(nearestVerbs("LANGAGE", null, "en")).toContain("LANGUAGE");
    expect(nearestVerbs("JOEUR", "regicide", "fr")).toContain("JOUER (PLAY)");
    expect(nearestVerbs("Bonjour", null, "fr")).toEqual([]);
    expect(nearestVerbs("Thanks", "regicide", "en")).toEqual([]);
  });

  it("the words of one language alone tell the mail's language; English words tell nothing", () => {
    expect(verbLanguage(["JOUER 5H", "aide"], "regicide")).toBe("fr");
    expect(verbLanguage(["ΠΑΙΞΕ 5H"], "regicide")).toBe("el");
    expect(verbLanguage(["PLAY 5H", "HELP"], "regicide")).toBeNull();
    expect(verbLanguage(["PAUSE regicide-1"], null)).toBeNull(); // French and English alike
    expect(verbLanguage(["JOUER 5H", "JUGAR 5H"], "regicide")).toBeNull(); // two languages: no evidence
  });
});

describe("the verb checks catch planted faults", () => {
  const words = (en: string[], el: string[], fr: string[], es: string[]): Record<Lang, string[]> => ({ en, el, fr, es });
  it("a word naming two verbs", () => {
    const planted: Verb[] = [
      { verb: "CANCEL", words: words(["CANCEL"], ["ΑΚΥΡΩΣΗ"], ["ANNULER"], ["CANCELAR"]) },
      { verb: "UNDO", words: words(["UNDO"], ["ΑΝΑΙΡΕΣΗ"], ["ANNULÉR"], ["DESHACER"]) },
    ];
    expect(verbProblems(planted)).toEqual(["ANNULÉR (fr) names both CANCEL and UNDO"]);
  });
  it("a verb with no word in a language, or none in Greek letters", () => {
    const planted: Verb[] = [{ verb: "HELP", words: words(["HELP"], ["HELP"], [], ["AYUDA"]) }];
    expect(verbProblems(planted)).toEqual(["HELP: no Greek word", "HELP: no word in fr"]);
  });
  it("the canonical reading is not fooled by a word of another game", () => {
    expect(canonicalVerb("PASSER", "regicide")).toBe("YIELD");
    expect(canonicalVerb("PASSER", "threekingdoms")).toBe("PASS");
    expect(canonicalVerb("PASSER", "killer")).toBeNull();
  });
});
