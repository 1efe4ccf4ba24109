// Every message Herald can say, in every language it speaks: the service's own (`core.`, `mail.`) and
// every registered game's. For each id:
//  - it is in the English, Greek, French and Spanish catalogs, and its prefix is core, mail or a game;
//  - it renders in every language with sample parameters derived from its own ICU syntax (numbers for
//    plural and ordinal arguments, every branch of a select, strings otherwise), leaving no "[id]";
//  - every plural has the categories the language's Intl.PluralRules uses, and 0, 1, 2 and 5 render
//    with the right branch (1 and 5 differ where the language tells them apart);
//  - a Greek, French or Spanish text is not the English one (unless it holds nothing but codes,
//    commands, numbers and names: see ALLOWED) and holds no common English word.
// The checks are functions returning problems, so that the last tests can show each one failing on a
// planted fault.
import { GAMES } from "../../src/games/index.ts";
import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { Games } from "../../src/games/registry.ts";
import { messageIds, patternOf } from "../../src/i18n/format.ts";
import { LANGUAGES, type Catalogs, type Lang } from "../../src/i18n/msg.ts";
import { runesMessages } from "../conformance/toy/messages.ts";

/** Herald's games (src/games/index.ts), found by kind as the service finds them */
const games = new Games(GAMES);

type Patterns = (lang: Lang, id: string) => string | undefined;

/** Non-English texts that may equal the English one: names and words every language shares. */
const ALLOWED = new Set([
  "Killer",
  "Regicide",
  "Trente",
  "OK",
  "KS",
  "HP",
  "Runes",
  "Points",
  "points",
  "Civilization",
  "Ok",
  // language codes, a variant's proper name, words that are the same in that language (fr "Bronze", "administration")
  "el | fr | es | en",
  "Highlander",
  "Bronze",
  "{game} — administration",
]);
/** English words that give away a text left untranslated (whole words, any case). */
/**
 * A proper name, the same in every language that writes it in Latin letters: a general ("Cao Cao",
 * "Sun Shangxiang"), a skill's pinyin ("Rende"), a kingdom ("Wei"), a card that is the same word
 * ("Duel"). One to three capitalised words, no placeholder; Greek transliterates them and is checked.
 */
const PROPER_NAME = /^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+){0,2}$/u;
// ("has" is also Spanish: "te has unido")
const ENGLISH = ["the", "you", "your", "and", "cards", "turn", "player", "players", "wins", "with", "is", "of", "to"];

const SAMPLE_STRING = "Ann";

interface Arg {
  kind: "string" | "number" | "select";
  options?: string[];
}

/** The arguments of a pattern, by name, from its ICU syntax tree. */
function argsOf(ast: MessageFormatElement[], into = new Map<string, Arg>()): Map<string, Arg> {
  for (const el of ast) {
    switch (el.type) {
      case TYPE.argument:
        if (!into.has(el.value)) into.set(el.value, { kind: "string" });
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.set(el.value, { kind: "number" });
        break;
      case TYPE.plural:
        into.set(el.value, { kind: "number" });
        for (const o of Object.values(el.options)) argsOf(o.value, into);
        break;
      case TYPE.select:
        into.set(el.value, { kind: "select", options: Object.keys(el.options) });
        for (const o of Object.values(el.options)) argsOf(o.value, into);
        break;
      case TYPE.tag:
        argsOf(el.children, into);
        break;
    }
  }
  return into;
}

function pluralsOf(ast: MessageFormatElement[], into: Array<{ arg: string; options: string[]; ordinal: boolean }> = []) {
  for (const el of ast) {
    if (el.type === TYPE.plural) {
      into.push({ arg: el.value, options: Object.keys(el.options), ordinal: el.pluralType === "ordinal" });
      for (const o of Object.values(el.options)) pluralsOf(o.value, into);
    } else if (el.type === TYPE.select) for (const o of Object.values(el.options)) pluralsOf(o.value, into);
    else if (el.type === TYPE.tag) pluralsOf(el.children, into);
  }
  return into;
}

function literalText(ast: MessageFormatElement[]): string {
  return ast
    .map((el) => {
      if (el.type === TYPE.literal) return el.value;
      if (el.type === TYPE.plural || el.type === TYPE.select)
        return Object.values(el.options)
          .map((o) => literalText(o.value))
          .join(" ");
      if (el.type === TYPE.tag) return literalText(el.children);
      return " ";
    })
    .join("");
}

const render = (pattern: string, lang: Lang, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(pattern, lang, undefined, { ignoreTag: true }).format(values));

/** Sample values: 5 for numbers, the first branch for selects, a name for strings. */
function samples(args: Map<string, Arg>): Record<string, string | number> {
  return Object.fromEntries(
    [...args].map(([k, a]) => [
      k,
      a.kind === "number" ? 5 : a.kind === "select" ? (a.options!.find((o) => o !== "other") ?? "other") : SAMPLE_STRING,
    ]),
  );
}

/** Every problem of one id across the languages. */
export function problemsOf(id: string, patterns: Patterns, prefixes: string[]): string[] {
  const out: string[] = [];
  if (!prefixes.some((p) => id.startsWith(`${p}.`))) out.push(`${id}: the prefix is not core, mail or a game's kind`);
  if (!/^[a-z0-9]+\.[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/.test(id)) out.push(`${id}: not <prefix>.<camelCaseName>`);
  const en = patterns("en", id);
  for (const lang of LANGUAGES) {
    const pattern = patterns(lang, id);
    if (pattern === undefined) {
      out.push(`${id}: missing in ${lang}`);
      continue;
    }
    let ast: MessageFormatElement[];
    try {
      ast = parse(pattern, { ignoreTag: true });
    } catch (e) {
      out.push(`${id} (${lang}): not ICU MessageFormat: ${(e as Error).message}`);
      continue;
    }
    const args = argsOf(ast);
    const base = samples(args);
    const tryRender = (values: Record<string, string | number>, what: string): string | null => {
      try {
        const text = render(pattern, lang, values);
        if (/\[[a-z0-9]+\.[A-Za-z0-9.]+\]/.test(text)) out.push(`${id} (${lang}) ${what}: a missing message is left: ${text}`);
        return text;
      } catch (e) {
        out.push(`${id} (${lang}) ${what}: does not render: ${(e as Error).message}`);
        return null;
      }
    };
    tryRender(base, "with sample parameters");
    for (const [name, a] of args)
      if (a.kind === "select") for (const o of a.options!) tryRender({ ...base, [name]: o }, `with ${name}=${o}`);

    // plurals: the language's categories, and the right branch for 0, 1, 2, 5
    for (const p of pluralsOf(ast)) {
      const rules = new Intl.PluralRules(lang, { type: p.ordinal ? "ordinal" : "cardinal" });
      const needed = [...rules.resolvedOptions().pluralCategories].sort(); // the order differs between ICU versions
      // a plural with only exact cases (=0 {…} other {…}) switches on presence, not on a count shown
      if (p.options.every((o) => o === "other" || o.startsWith("="))) continue;
      const lacking = needed.filter((c) => !p.options.includes(c));
      if (!p.options.includes("other")) out.push(`${id} (${lang}): the plural of {${p.arg}} has no "other"`);
      if (lacking.length)
        out.push(`${id} (${lang}): the plural of {${p.arg}} lacks ${lacking.join(", ")} (${lang} uses ${needed.join(", ")})`);
      const unknown = p.options.filter((o) => !o.startsWith("=") && !(needed as string[]).includes(o) && o !== "other");
      if (unknown.length)
        out.push(`${id} (${lang}): the plural of {${p.arg}} has ${unknown.join(", ")}, which ${lang} never uses`);
      const texts = new Map<number, string | null>();
      for (const n of [0, 1, 2, 5]) texts.set(n, tryRender({ ...base, [p.arg]: n }, `with ${p.arg}=${n}`));
      if (!p.ordinal && rules.select(1) !== rules.select(5) && !p.options.includes("=1")) {
        const norm = (n: number) => texts.get(n)?.replaceAll(String(n), "#");
        if (norm(1) === norm(5))
          out.push(`${id} (${lang}): {${p.arg}} = 1 and 5 read the same (${texts.get(1)}): the branches must differ`);
      }
    }

    // not English
    if (lang !== "en" && en !== undefined) {
      const words = literalText(ast)
        .replace(/Reply-To/g, " ") // a header's name
        .replace(/\b[A-Z][A-Z0-9-]+\b/g, " ") // commands and codes are the same in every language
        .replace(/<[^>]*>/g, " ");
      if (
        pattern === en &&
        /\p{Ll}/u.test(words) &&
        !ALLOWED.has(pattern.trim()) &&
        !(lang !== "el" && PROPER_NAME.test(pattern.trim()))
      )
        out.push(`${id} (${lang}): the same as the English text: ${pattern}`);
      const english = ENGLISH.filter((w) => new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, "iu").test(words));
      if (pattern !== en && english.length && !ALLOWED.has(pattern.trim()))
        out.push(`${id} (${lang}): English left (${english.join(", ")}): ${pattern}`);
    }
  }
  return out;
}

const registered: Patterns = (lang, id) => patternOf(lang, id);
const prefixes = () => ["core", "mail", ...games.all().map((e) => e.kind)];
const allIds = () => [...new Set(LANGUAGES.flatMap((l) => messageIds(l)))].sort();

describe("every registered message in English, Greek, French and Spanish", () => {
  it("every engine brings catalogs with the same ids in every language", () => {
    const problems: string[] = [];
    for (const e of games.all()) {
      if (!e.messages) {
        problems.push(`${e.kind}: no messages`);
        continue;
      }
      const en = Object.keys(e.messages.en);
      for (const lang of LANGUAGES) {
        const ids = Object.keys(e.messages[lang] ?? {});
        for (const id of en) if (!ids.includes(id)) problems.push(`${e.kind}: ${id} missing in ${lang}`);
        for (const id of ids) if (!en.includes(id)) problems.push(`${e.kind}: ${id} is in ${lang} but not in English`);
        for (const id of ids)
          if (!id.startsWith(`${e.kind}.`)) problems.push(`${e.kind}: ${id} does not start with "${e.kind}."`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every id is in every language, renders with sample parameters, has the right plurals and no English left", () => {
    const ids = allIds();
    const problems = ids.flatMap((id) => problemsOf(id, registered, prefixes()));
    expect(problems).toEqual([]);
  });
});

describe("a game's catalogs written by the contract alone (the toy game of the conformance suite)", () => {
  it("pass every check", () => {
    const of = (lang: Lang, id: string) => runesMessages[lang][id];
    expect(Object.keys(runesMessages.en).flatMap((id) => problemsOf(id, of, ["runes"]))).toEqual([]);
  });
});

describe("the checks catch planted faults", () => {
  const planted: Catalogs = {
    en: {
      "toy.cards": "{n, plural, one {# card} other {# cards}}",
      "toy.hello": "Hello {name}",
      "toy.play": "PLAY {card}",
      "toy.who": "{g, select, female {she} other {he}} left",
    },
    el: {
      "toy.cards": "{n, plural, one {# κάρτα} other {# κάρτες}}",
      "toy.hello": "Hello {name}",
      "toy.play": "PLAY {card}",
      "toy.who": "{g, select, female {αυτή} other {αυτός}} έφυγε",
    },
    fr: {
      "toy.cards": "{n, plural, one {# carte} other {# cartes}}",
      "toy.hello": "Bonjour {name}",
      "toy.play": "PLAY {card}",
      "toy.who": "{g, select, female {elle} other {il}} est parti{g, select, female {e} other {}}",
    },
    es: {
      "toy.cards": "{n, plural, one {# carta} many {# cartas} other {# carta}}",
      "toy.hello": "Hola {name}, the player",
      "toy.play": "PLAY {card}",
    },
  };
  const of = (lang: Lang, id: string) => planted[lang][id];
  const all = Object.keys(planted.en).flatMap((id) => problemsOf(id, of, ["toy"]));

  it("a missing key", () => expect(all).toContain("toy.who: missing in es"));
  it("a missing plural category", () =>
    expect(all).toContain("toy.cards (fr): the plural of {n} lacks many (fr uses many, one, other)"));
  it("branches that read the same", () => expect(all.join("\n")).toMatch(/toy\.cards \(es\): \{n\} = 1 and 5 read the same/));
  it("a text left in English", () => expect(all).toContain("toy.hello (el): the same as the English text: Hello {name}"));
  it("English words in a translation", () =>
    expect(all).toContain("toy.hello (es): English left (the, player): Hola {name}, the player"));
  it("commands and codes may stay as they are", () => expect(all.filter((p) => p.startsWith("toy.play"))).toEqual([]));
  it("a prefix that is no one's", () =>
    expect(problemsOf("nobody.x", of, ["toy"])[0]).toBe("nobody.x: the prefix is not core, mail or a game's kind"));
});
