// Grammatical gender in the catalogs (src/i18n/gender.ts), checked on every registered message:
//  1. the lines that name a player and agree with them in a language (an article, a participle, a
//     pronoun) take `{gender, select, f {…} m {…} other {…}}` there — AGREES lists them, with the
//     languages where the agreement shows; `other` is the neutral wording of a player who stated none
//     (a card's line may leave `m` to `other`, where the masculine is the language's unmarked form);
//  2. no Greek line puts an article before a player's name (`{name}`, `{player}`) outside a select on
//     `gender`: "ο {name}" is a guess at the player's gender;
//  3. every Three Kingdoms card has its gender in every language, and the Nullification lines that
//     agree with the trick they cancel take the select (fr "annulée", es "anularla", el "τη");
//  4. every place in src/ that says a line with a select on `gender` passes a `gender`, and one with a
//     select on `reader` a `reader` (the formatter would throw for Greek, French and Spanish readers only);
//  5. a line said to the reader with a word that agrees with them (fr "pour toi seul", es "eres el
//     anfitrión", el "είσαι νεκρός") takes `{reader, select, f {…} m {…} other {…}}` on the reader's
//     stated gender, `other` neutral — or neutral words.
// The last tests show each check failing on a planted fault.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { format, messageIds, patternOf } from "../../src/i18n/format.ts";
import { LANGUAGES, m, type Lang } from "../../src/i18n/msg.ts";
import { parseGender } from "../../src/i18n/gender.ts";
import { camel, cardGender, cardTitle, KINDS, type CardName } from "../../src/games/threekingdoms/cards/cards.ts";

/** Herald's games (src/games/index.ts): their catalogs join the registered ones */
new Games(GAMES);

type Patterns = (lang: Lang, id: string) => string | undefined;

/** The lines that agree with a player or a card, and the languages in which the agreement shows. */
export const AGREES: Record<string, Lang[]> = {
  // Greek: the article before the player's name (Ο/Η {name}), French and Spanish: participles, pronouns
  "core.join.news": ["el"],
  "core.resigned": ["el"],
  "core.leave.done": ["el"],
  "core.kick.done": ["el", "fr", "es"],
  "core.vacation.back": ["el"],
  "core.vacation.away": ["el", "fr"],
  "core.deadline.passed": ["el"],
  "core.deadline.pausedAll": ["el"],
  "core.deadline.pausedHost": ["el", "fr", "es"],
  "core.history.revealed": ["el", "fr", "es"],
  // Three Kingdoms lines about a player (the gender stated at START: src/games/kit.ts genderOf)
  "threekingdoms.err.isDead": ["fr", "es"],
  "threekingdoms.err.notDead": ["fr", "es"],
  "threekingdoms.skill.isDead": ["el", "fr", "es"],
  "threekingdoms.err.untargetable": ["fr"],
  "threekingdoms.protect.whyOut": ["fr", "es"],
  "threekingdoms.soul.hostDead": ["fr"],
  "threekingdoms.dying.begins": ["fr"],
  "threekingdoms.dying.ask": ["fr", "es"],
  "threekingdoms.dying.public": ["fr"],
  "threekingdoms.death.killed": ["fr"],
  "threekingdoms.v3.killReward": ["fr"],
  "threekingdoms.series.protected": ["el", "fr", "es"],
  "threekingdoms.sacrifice.comesBack": ["fr", "es"],
  // identities where a player's is shown (the table, the reader's own, a death, the end's list) and "dead"
  "threekingdoms.role.lord": ["el", "es"],
  "threekingdoms.role.loyalist": ["el"],
  "threekingdoms.role.rebel": ["el"],
  "threekingdoms.role.traitor": ["el", "fr", "es"],
  "threekingdoms.view.dead": ["el", "fr", "es"],
  "threekingdoms.picture.dead": ["el", "fr", "es"],
  "threekingdoms.death.reward": ["el"],
  "threekingdoms.death.penalty": ["el", "es"],
  "threekingdoms.general.lordOffer": ["el", "es"],
  "threekingdoms.general.lordChooses": ["el", "es"],
  // the trick a Nullification cancels (its card's gender: threekingdoms.gender.<card>)
  "threekingdoms.trick.nullifies": ["fr", "es"],
  "threekingdoms.trick.counterAsk": ["fr", "es"],
  "threekingdoms.trick.nullifyAsk": ["el", "es"],
};

const ast = (pattern: string): MessageFormatElement[] => parse(pattern, { ignoreTag: true });

/** Every select on `gender` (or another parameter: `reader`) in a pattern, at any depth. */
function genderSelects(els: MessageFormatElement[], on = "gender"): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const el of els) {
    if (el.type === TYPE.select && el.value === on) out.push(el.options);
    if (el.type === TYPE.select || el.type === TYPE.plural)
      for (const o of Object.values(el.options)) out.push(...genderSelects(o.value, on));
  }
  return out;
}

/**
 * Words that agree with the reader in a line said to them: a state or a role after "you are" (the
 * sample's "pour toi seul" to Amélie, "Eres el anfitrión" to Lucía, "είσαι νεκρός" to Ελένη).
 */
export const READER_AGREES: Partial<Record<Lang, RegExp>> = {
  fr: /(?<![\p{L}])(toi seule?|tu es (mort|morte|blessée?|prête?|éliminée?|seule?|inscrite?|l’hôte|l’hôtesse|le gagnant|la gagnante)|tu n’es pas (blessée?|morte?|prête?|inscrite?))(?![\p{L}])/iu,
  es: /(?<![\p{L}])(eres (el |la )?(anfitrión|anfitriona|ganador|ganadora|administrador|administradora)|(estás|no estás) (muert[oa]|herid[oa]|list[oa]|sol[oa]|inscrit[oa]))(?![\p{L}])/iu,
  el: /(?<![\p{L}])((δεν )?είσαι (ο |η )?(οικοδεσπότης|οικοδέσποινα|νικητής|νικήτρια|διαχειριστής|διαχειρίστρια|νεκρός|νεκρή|τραυματισμένος|τραυματισμένη|έτοιμος|έτοιμη|μόνος|μόνη))(?![\p{L}])/iu,
};

/** Check 5: a line that agrees with its reader without a full select on `reader` (f, m and the neutral other). */
export function readerProblems(id: string, lang: Lang, patterns: Patterns): string[] {
  const pattern = patterns(lang, id);
  const re = READER_AGREES[lang];
  if (pattern === undefined || !re) return [];
  const hit = re.exec(pattern);
  if (!hit) return [];
  const selects = genderSelects(ast(pattern), "reader");
  if (!selects.length) return [`${id} (${lang}): "${hit[0]}" agrees with the reader but has no {reader, select, …}`];
  return selects.some((o) => !["f", "m", "other"].every((b) => b in o))
    ? [`${id} (${lang}): the reader select needs f, m, other`]
    : [];
}

/**
 * Check 1: a line of AGREES without a full select on `gender` where it agrees: f, m and the neutral
 * `other` for a player; f and `other` at least for a card (fr "annulée" / "annulé").
 */
export function agreementProblems(agrees: Record<string, Lang[]>, patterns: Patterns): string[] {
  const out: string[] = [];
  for (const [id, langs] of Object.entries(agrees))
    for (const lang of langs) {
      const pattern = patterns(lang, id);
      if (pattern === undefined) {
        out.push(`${id} (${lang}): no such message`);
        continue;
      }
      const selects = genderSelects(ast(pattern));
      if (!selects.length) out.push(`${id} (${lang}): agrees with a player or a card but has no {gender, select, …}`);
      const branches = /^threekingdoms\.trick\./.test(id) ? ["f", "other"] : ["f", "m", "other"];
      for (const s of selects)
        if (!branches.every((b) => b in s)) out.push(`${id} (${lang}): the gender select needs ${branches.join(", ")}`);
    }
  return out;
}

const ARTICLE = /(?<![\p{L}])(ο|η|τον|την|τη|του|της|στον|στην|στη|στου|στης)\s+$/iu;
const PERSON = new Set(["name", "player"]);

/** Check 2: a Greek article right before a player's name, outside a select on `gender`. */
export function greekArticleProblems(id: string, pattern: string): string[] {
  const out: string[] = [];
  const walk = (els: MessageFormatElement[], inGender: boolean) => {
    els.forEach((el, i) => {
      const before = els[i - 1];
      if (el.type === TYPE.argument && PERSON.has(el.value) && !inGender && before?.type === TYPE.literal) {
        const hit = ARTICLE.exec(before.value);
        if (hit) out.push(`${id} (el): "${hit[0]}{${el.value}}" — an article before a name needs {gender, select, …}`);
      }
      if (el.type === TYPE.select || el.type === TYPE.plural)
        for (const o of Object.values(el.options)) walk(o.value, inGender || (el.type === TYPE.select && el.value === "gender"));
    });
  };
  walk(ast(pattern), false);
  return out;
}

/** Check 3: every card has a gender in every language: f, m or n (English: none). */
export function cardGenderProblems(cards: readonly CardName[], patterns: Patterns): string[] {
  return cards.flatMap((c) =>
    LANGUAGES.flatMap((lang) => {
      const g = patterns(lang, `threekingdoms.gender.${camel(c)}`);
      const ok = lang === "en" ? g === "none" : g === "f" || g === "m" || g === "n";
      return ok ? [] : [`${c} (${lang}): gender ${JSON.stringify(g)} is not f, m or n`];
    }),
  );
}

/** Where the call that `from` is in ends (just past its closing parenthesis). */
function callEnd(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i + 1;
  }
  return text.length;
}

/**
 * Check 4: every place in src/ that says a line with a select on `gender` (in any language) passes a
 * `gender` with it: a missing parameter would make the formatter throw for Greek, French and Spanish
 * readers only. `sources` maps a file to its text; a call is the text from the id to the `)` that closes
 * the call the id is in.
 */
export function callProblems(ids: readonly string[], sources: Record<string, string>, param = "gender"): string[] {
  const out: string[] = [];
  for (const [file, text] of Object.entries(sources))
    for (const id of ids)
      for (const hit of text.matchAll(new RegExp(`"${id.replace(/\./g, "\\.")}"`, "g"))) {
        const call = text.slice(hit.index, callEnd(text, hit.index));
        if (!new RegExp(`\\b${param}\\b`).test(call))
          out.push(`${file}: ${id} said without its ${param}: ${call.replace(/\s+/g, " ")}`);
      }
  return out;
}

const registered: Patterns = (lang, id) => patternOf(lang, id);
const CARDS = Object.keys(KINDS) as CardName[];

describe("lines agree with the player or the card they speak of", () => {
  it("every line that agrees has the select it needs, in every language where it agrees", () => {
    expect(agreementProblems(AGREES, registered)).toEqual([]);
  });

  it("no Greek article before a player's name outside a select on the gender", () => {
    const ids = [...new Set(messageIds("el"))].sort();
    expect(ids.flatMap((id) => greekArticleProblems(id, patternOf("el", id)!))).toEqual([]);
  });

  it("every Three Kingdoms card has its grammatical gender in every language", () => {
    expect(cardGenderProblems(CARDS, registered)).toEqual([]);
  });

  it("every line with a select on the gender is said with a gender wherever src/ says it", () => {
    const selected = [...new Set(LANGUAGES.flatMap((l) => messageIds(l)))].filter((id) =>
      LANGUAGES.some((l) => genderSelects(ast(patternOf(l, id) ?? "")).length),
    );
    expect(selected.length).toBeGreaterThan(25);
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
      );
    // the catalogs say the lines; the code that says them is everywhere else
    const sources = Object.fromEntries(
      files("src")
        .filter((f) => !/[/\\](catalogs|messages)[/\\]/.test(f))
        .map((f) => [f, readFileSync(f, "utf8")]),
    );
    expect(callProblems(selected, sources)).toEqual([]);
    const toReader = [...new Set(LANGUAGES.flatMap((l) => messageIds(l)))].filter((id) =>
      LANGUAGES.some((l) => genderSelects(ast(patternOf(l, id) ?? ""), "reader").length),
    );
    expect(toReader).toEqual(expect.arrayContaining(["core.mail.forYouOnly", "core.create.done"]));
    expect(callProblems(toReader, sources, "reader")).toEqual([]);
  });

  it("a line said to the reader agrees with the reader's stated gender through a select on `reader`, or is neutral", () => {
    const ids = [...new Set(LANGUAGES.flatMap((l) => messageIds(l)))].sort();
    expect(ids.flatMap((id) => LANGUAGES.flatMap((l) => readerProblems(id, l, registered)))).toEqual([]);
    const header = (reader: string) => format("fr", m("core.mail.forYouOnly", { reader }));
    expect(["f", "m", "n"].map(header)).toEqual([
      "Privé — pour toi seule :",
      "Privé — pour toi seul :",
      "Privé — rien que pour toi :",
    ]);
  });

  it("renders the forms: feminine, masculine, and neutral for a player who stated none", () => {
    const kick = (lang: Lang, gender: string) =>
      format(lang, m("core.kick.done", { name: "Lucía", gender, game: "3k-1", who: "Ann" }));
    expect(kick("es", "f")).toContain("Lucía ha sido expulsada");
    expect(kick("es", "m")).toContain("Lucía ha sido expulsado");
    expect(kick("es", "n")).not.toMatch(/expulsad/);
    const join = (gender: string) => format("el", m("core.join.news", { name: "Ελένη", gender, game: "3k-1", n: 2 }));
    expect(join("f")).toMatch(/^Η Ελένη μπήκε/);
    expect(join("m")).toMatch(/^Ο Ελένη μπήκε/);
    expect(join("n")).toMatch(/^Ελένη μπήκε/);
    expect(format("en", m("core.kick.done", { name: "Lucía", gender: "f", game: "3k-1", who: "Ann" }))).toBe(
      "Lucía was removed from 3k-1 by Ann.",
    );
  });

  it("a Nullification agrees with its trick's gender in the reader's language", () => {
    const say = (lang: Lang, card: CardName) =>
      format(
        lang,
        m("threekingdoms.trick.nullifies", {
          name: "Ann",
          code: "NULLIFY-JS",
          about: m("threekingdoms.trick.aboutFor", { card: cardTitle(card), name: "Bo" }),
          gender: cardGender(card),
        }),
      );
    expect(say("fr", "DISMANTLE")).toContain("Démolition pour Bo est annulée");
    expect(say("fr", "SNATCH")).toContain("Larcin pour Bo est annulé");
    expect(say("es", "DISMANTLE")).toContain("queda anulado");
    expect(say("es", "HARVEST")).toContain("queda anulada");
    const ask = (card: CardName) =>
      format("el", m("threekingdoms.trick.nullifyAsk", { about: cardTitle(card), gender: cardGender(card) }));
    expect(ask("DUEL")).toContain("για να την ακυρώσεις");
    expect(ask("LIGHTNING")).toContain("για να τον ακυρώσεις");
    expect(ask("EX-NIHILO")).toContain("για να το ακυρώσεις");
  });

  it("GENDER takes its letters and the words of every language", () => {
    expect(["F", "féminin", "femenina", "θηλυκό", "θηλυκο"].map(parseGender)).toEqual(["f", "f", "f", "f", "f"]);
    expect(["m", "Masculino", "αρσενικό"].map(parseGender)).toEqual(["m", "m", "m"]);
    expect(["N", "none", "neutre", "ουδέτερο"].map(parseGender)).toEqual(["n", "n", "n", "n"]);
    expect(parseGender("x")).toBeNull();
  });
});

describe("the gender checks catch planted faults", () => {
  it("a select removed from a line that agrees", () => {
    // the Spanish KICK line as it was before GENDER: "expulsado" whatever the player
    const planted: Patterns = (lang, id) =>
      lang === "es" && id === "core.kick.done" ? "{name} ha sido expulsado de {game} por {who}." : patternOf(lang, id);
    expect(agreementProblems(AGREES, planted)).toEqual([
      "core.kick.done (es): agrees with a player or a card but has no {gender, select, …}",
    ]);
    const noNeutral: Patterns = (lang, id) =>
      lang === "el" && id === "core.resigned" ? "{gender, select, f {Η {name}} m {Ο {name}}} αποχώρησε." : patternOf(lang, id);
    expect(() => agreementProblems(AGREES, noNeutral)).toThrow(); // ICU itself wants `other`
    const noFeminine: Patterns = (lang, id) =>
      lang === "fr" && id === "core.kick.done" ? "{gender, select, m {retiré} other {retiré}}" : patternOf(lang, id);
    expect(agreementProblems(AGREES, noFeminine)).toEqual(["core.kick.done (fr): the gender select needs f, m, other"]);
  });

  it("a Greek article before a name", () => {
    expect(greekArticleProblems("toy.joined", "Ο {name} μπήκε στο {game}")).toEqual([
      'toy.joined (el): "Ο {name}" — an article before a name needs {gender, select, …}',
    ]);
    expect(greekArticleProblems("toy.gave", "Έδωσες {card} στην {player}.")).toHaveLength(1);
    expect(greekArticleProblems("toy.ok", "{gender, select, f {Η {name}} m {Ο {name}} other {{name}}} μπήκε")).toEqual([]);
    expect(greekArticleProblems("toy.game", "οι προθεσμίες του {game}")).toEqual([]);
  });

  it("a line said without its gender", () => {
    const src = { "toy.ts": 'say(m("core.kick.done", { name, game }));\nsay(m("core.resigned", { name, gender }));' };
    expect(callProblems(["core.kick.done", "core.resigned"], src)).toEqual([
      'toy.ts: core.kick.done said without its gender: "core.kick.done", { name, game })',
    ]);
  });

  it("a line agreeing with its reader without a select on `reader`", () => {
    const said: Record<string, string> = {
      "fr:toy.mine": "Privé — pour toi seul :",
      "es:toy.host": "Eres el anfitrión.",
      "el:toy.dead": "είσαι νεκρός",
    };
    const planted: Patterns = (lang, id) => said[`${lang}:${id}`];
    expect(readerProblems("toy.mine", "fr", planted)).toEqual([
      'toy.mine (fr): "toi seul" agrees with the reader but has no {reader, select, …}',
    ]);
    expect(readerProblems("toy.host", "es", planted)).toHaveLength(1);
    expect(readerProblems("toy.dead", "el", planted)).toHaveLength(1);
    const selected: Patterns = () => "{reader, select, f {pour toi seule} m {pour toi seul} other {rien que pour toi}}";
    expect(readerProblems("toy.mine", "fr", selected)).toEqual([]);
    const noNeutral: Patterns = () => "{reader, select, f {pour toi seule} other {pour toi seul}}";
    expect(readerProblems("toy.mine", "fr", noNeutral)).toEqual(["toy.mine (fr): the reader select needs f, m, other"]);
    expect(callProblems(["core.mail.forYouOnly"], { "toy.ts": 'm("core.mail.forYouOnly")' }, "reader")).toHaveLength(1);
  });

  it("a card without its gender", () => {
    const planted: Patterns = (lang, id) =>
      lang === "fr" && id === "threekingdoms.gender.duel" ? undefined : patternOf(lang, id);
    expect(cardGenderProblems(CARDS, planted)).toEqual(["DUEL (fr): gender undefined is not f, m or n"]);
  });
});
