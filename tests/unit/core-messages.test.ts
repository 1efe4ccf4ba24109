// Every message of the service (ids "core.…") exists in the four languages, takes the same parameters
// everywhere, and renders with sample parameters — plurals for 0, 1, 2 and 5 — without an error, a
// missing key, or (in Greek, French, Spanish) English words left over.
import { describe, expect, it } from "vitest";
import { parse } from "@formatjs/icu-messageformat-parser";
import { format, messageIds, patternOf } from "../../src/i18n/format.ts";
import { LANGUAGES, m, type Lang, type Param } from "../../src/i18n/msg.ts";
import { parseLanguage, readerLanguage, senderLanguage } from "../../src/i18n/language.ts";
import { durationMsg } from "../../src/service/deadlines.ts";
import { formatDue } from "../../src/service/deadlines.ts";
import { generalHelp } from "../../src/commands/table.ts";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { parameters } from "../helpers/icu.ts";

const games = new Games(GAMES);

const ids = messageIds("en").filter((id) => id.startsWith("core."));

/** the argument names a pattern uses */
const argsOf = (pattern: string) => new Set([...pattern.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((x) => x[1]));

const SELECTS: Record<string, string> = {
  zero: "yes",
  admin: "yes",
  chosen: "yes",
  paused: "yes",
  ready: "no",
  cancelled: "yes",
  acting: "yes",
  role: "host",
};

function sample(id: string, n: number): Record<string, Param> {
  const out: Record<string, Param> = {};
  // the grammatical gender is only said in languages that have it (src/i18n/gender.ts), not in English
  const args = new Set([
    ...argsOf(patternOf("en", id)!),
    ...(LANGUAGES.some((l) => /\{gender, select,/.test(patternOf(l, id)!)) ? ["gender"] : []),
    ...(LANGUAGES.some((l) => /\{reader, select,/.test(patternOf(l, id)!)) ? ["reader"] : []),
  ]);
  for (const a of args) {
    if (a in SELECTS) out[a] = SELECTS[a];
    else if (a === "gender" || a === "reader") out[a] = n % 2 ? "f" : "m";
    else if (/^(n|keys|sessions|tokens|seat|min|max|days)$/.test(a)) out[a] = n;
    else if (a === "games" || a === "names" || a === "kinds" || a === "players" || a === "list" || a === "aliases")
      out[a] = ["X-1", "Y-2"];
    else out[a] = "X";
  }
  return out;
}

describe("core messages", () => {
  it("there are service messages, and every language has exactly the English ids", () => {
    expect(ids.length).toBeGreaterThan(200);
    for (const lang of LANGUAGES)
      expect(
        messageIds(lang)
          .filter((id) => id.startsWith("core."))
          .sort(),
      ).toEqual([...ids].sort());
  });

  it("every id takes the same parameters in every language", () => {
    for (const id of ids) {
      // the parameters a pattern names, read by the ICU parser: a select's branch ("{masculin}") is none
      const plain = (p: string) => parameters(parse(p, { ignoreTag: true }));
      const en = new Set(plain(patternOf("en", id)!));
      for (const lang of LANGUAGES)
        for (const a of plain(patternOf(lang, id)!))
          // the grammatical gender, of the player named or of the reader, is English's only missing
          // parameter: English has none (src/i18n/gender.ts)
          expect(en.has(a) || /^[A-Z]/.test(a) || a === "gender" || a === "reader", `${lang} ${id}: {${a}}`).toBe(true);
    }
  });

  it("renders every id in all four languages, plurals for 0, 1, 2 and 5", () => {
    for (const lang of LANGUAGES)
      for (const id of ids)
        for (const n of [0, 1, 2, 5]) {
          const text = format(lang, m(id, sample(id, n)));
          expect(text, `${lang} ${id}`).not.toMatch(/\[core\./);
          if (!/^core\.(pair|due|dueShort|vacation\.game|gameWithStatus|args\.|authHint|me\.who)/.test(id))
            expect(text.trim(), `${lang} ${id}`).not.toBe("");
        }
  });

  it("Greek, French and Spanish leave no English word behind", () => {
    const stop = /\b(the|you|your|and|players?|game|games|turn|wins|deadline|must|only|with)\b/i;
    for (const lang of ["el", "fr", "es"] as Lang[])
      for (const id of ids) {
        const text = format(lang, m(id, sample(id, 2))).replace(
          /REPLY_KEY_DAYS|npm run cli -- verify|--commitment|--key|game-id|Reply-To|fair-play|\b\w+=\S*|\b[A-Z]{2,}\b/g,
          "",
        );
        expect(text, `${lang} ${id}: ${text}`).not.toMatch(stop);
      }
  });

  it("plurals follow each language: French says 1 joueur, 0 joueur is not 0 joueurs in English", () => {
    expect(format("en", m("core.join.news", { name: "Ann", game: "g-1", n: 1 }))).toBe("Ann joined g-1 (1 player).");
    expect(format("en", m("core.join.news", { name: "Ann", game: "g-1", n: 2 }))).toBe("Ann joined g-1 (2 players).");
    expect(format("fr", m("core.join.news", { name: "Ann", game: "g-1", n: 1 }))).toContain("(1 joueur)");
    expect(format("fr", m("core.join.news", { name: "Ann", game: "g-1", n: 5 }))).toContain("(5 joueurs)");
    expect(format("es", m("core.join.news", { name: "Ann", game: "g-1", n: 5 }))).toContain("(5 jugadores)");
    expect(format("el", m("core.join.news", { name: "Ann", gender: "n", game: "g-1", n: 1 }))).toContain("(1 παίκτης)");
  });

  it("durations and due dates are said in the reader's language; English keeps its old form", () => {
    expect(format("en", durationMsg(129600))).toBe("1d 12h");
    expect(format("fr", durationMsg(129600))).toBe("1 j 12 h");
    const due = new Date("2026-12-01T12:00:00Z");
    expect(format("en", formatDue(due, new Date("2026-11-29T12:00:00Z")))).toBe("Tue 2026-12-01 12:00 UTC (2d left)");
    expect(format("es", formatDue(due, new Date("2026-12-02T12:00:00Z")))).toBe("mar 2026-12-01 12:00 UTC (vencido)");
  });

  it("the general HELP is generated from the command table in each language", () => {
    expect(generalHelp(games, "en")).toMatch(/REGISTER <display name>/);
    expect(generalHelp(games, "en")).toMatch(/LANGUAGE el \| fr \| es \| en/);
    expect(generalHelp(games, "fr")).toMatch(/INSCRIPTION <nom affiché>/);
    expect(generalHelp(games, "el")).toMatch(/Λογαριασμοί/);
    for (const lang of LANGUAGES) expect(generalHelp(games, lang)).not.toMatch(/\[core\./);
  });
});

describe("reader language", () => {
  it("LANGUAGE reads codes and names, in any case, with or without accents", () => {
    expect(parseLanguage("el")).toBe("el");
    expect(parseLanguage("ΕΛΛΗΝΙΚΆ")).toBe("el");
    expect(parseLanguage("ελληνικα")).toBe("el");
    expect(parseLanguage("Greek")).toBe("el");
    expect(parseLanguage("FRANÇAIS")).toBe("fr");
    expect(parseLanguage("francais")).toBe("fr");
    expect(parseLanguage("Español")).toBe("es");
    expect(parseLanguage("spanish")).toBe("es");
    expect(parseLanguage("English")).toBe("en");
    expect(parseLanguage("klingon")).toBeNull();
    expect(parseLanguage("de")).toBeNull();
  });

  it("chosen beats the game's lang=, which beats the guessed one; English last", () => {
    const chosenFr = { language: "fr", languageChosen: true };
    const guessedEl = { language: "el", languageChosen: false };
    const none = { language: null, languageChosen: false };
    expect(readerLanguage(chosenFr, { lang: "es" })).toBe("fr");
    expect(readerLanguage(guessedEl, { lang: "es" })).toBe("es");
    expect(readerLanguage(guessedEl, { lang: null })).toBe("el");
    expect(readerLanguage(none, { lang: null })).toBe("en");
    expect(readerLanguage(none, null)).toBe("en");
    // a reply: the account's language, chosen or guessed, else the mail's, else English
    expect(senderLanguage(guessedEl, "fr")).toBe("el");
    expect(senderLanguage(null, "fr")).toBe("fr");
    expect(senderLanguage(null, null)).toBe("en");
  });
});
