// How every catalog speaks (docs/languages.md, "Register" and "Gender"), checked on every registered
// message: one register per language — the informal singular, as players speak to each other (Greek
// εσύ, French tu, Spanish tú) —, no line that speaks to one reader in the third-person ids everyone
// reads, no "ο/η", "(e)" or "o/a" where a player's gender is unknown (neutral words instead), and a
// title for every kind of game. Each check is a function returning problems, and the last tests show
// each one failing on a planted fault.
import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import { messageIds, patternOf } from "../../src/i18n/format.ts";
import { isSecondPerson } from "../../src/i18n/person.ts";
import { LANGUAGES, type Lang } from "../../src/i18n/msg.ts";

/** Herald's games (src/games/index.ts): their catalogs join the registered ones */
const games = new Games(GAMES);

type Patterns = (lang: Lang, id: string) => string | undefined;

/** The words of a pattern, placeholders and every select/plural branch included, commands and codes left out. */
function wordsOf(pattern: string): string {
  const text = (ast: MessageFormatElement[]): string =>
    ast
      .map((el) => {
        if (el.type === TYPE.literal) return el.value;
        if (el.type === TYPE.plural || el.type === TYPE.select)
          return Object.values(el.options)
            .map((o) => text(o.value))
            .join(" | ");
        return " ";
      })
      .join("");
  try {
    return text(parse(pattern, { ignoreTag: true })).replace(/\b[A-Z][A-Z0-9-]+\b/g, " ");
  } catch {
    return pattern;
  }
}

const word = (list: string) => new RegExp(`(?<![\\p{L}])(${list})(?![\\p{L}])`, "iu");

/**
 * The other register's marks, by language: the formal or plural "you" (vous/votre, σας/-ετε,
 * usted/vosotros), and formal imperatives. Words that merely end so are listed aside.
 */
const FORMAL: Partial<Record<Lang, { marks: RegExp[]; except: RegExp }>> = {
  fr: {
    // (dites, faites: the plural imperatives that do not end in -ez)
    marks: [word("vous|votre|vos|dites|faites"), /(?<![\p{L}])\p{L}+ez(?![\p{L}])/iu],
    except: word("chez|assez|nez|rez"),
  },
  el: {
    marks: [
      word("σας|σάς|εσείς"),
      // the second person plural: έχετε, μπορείτε, είστε, στείλτε, γράψτε, δέχεστε, παίξατε
      /(?<![\p{L}])\p{L}+(ετε|είτε|είστε|ήστε|άτε|ατε|ψτε|λτε|ξτε|στε|εστε|ατε|ήσατε|ξατε|ψατε)(?![\p{L}])/iu,
    ],
    except: word("ούτε|μήτε|τότε|όποτε|ποτέ|πέντε|δεκαπέντε|ώστε|άστε"),
  },
  es: {
    marks: [
      word("usted|ustedes|vosotros|vosotras|vuestro|vuestra|vuestros|vuestras|os"),
      /(?<![\p{L}])\p{L}+(áis|éis)(?![\p{L}])/iu,
      word("derrotad|jugad|robad|descartad|elegid|escribid|enviad|responded|usad|guardad|mirad"),
      // a formal imperative starts its sentence ("Guarde este correo"); the same word inside one is a subjunctive
      /(^|[.:;!?]\s+|\n)(Guarde|Envíe|Escriba|Responda|Juegue|Elija|Use|Vuelva|Consulte|Intente|Pruebe)(?![\p{L}])/u,
    ],
    except: /$^/u,
  },
};

/** The informal singular's own marks: a line for everyone (third person in English) must not have them. */
const YOU: Partial<Record<Lang, RegExp>> = {
  fr: word("tu|toi|ton|ta|tes|te|t’"),
  // lower case: "Σου" is also the kingdom of Shu
  el: /(?<![\p{L}])(εσύ|σου|σού|σένα)(?![\p{L}])/u,
  es: word("tú|tu|tus|ti|contigo"),
};

/** Every problem of the register of one id in one language. */
export function registerProblems(id: string, lang: Lang, patterns: Patterns): string[] {
  const rules = FORMAL[lang];
  const pattern = patterns(lang, id);
  // a verb's words are what players type, not what Herald says: AIDEZ, ΒΟΗΘΗΣΤΕ are read as HELP
  if (!rules || pattern === undefined || /\.(verb|word)\./.test(id)) return [];
  const text = wordsOf(pattern);
  const out: string[] = [];
  for (const re of rules.marks) {
    const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    for (const hit of text.matchAll(g)) {
      const w = hit[0].trim();
      if (!rules.except.test(w)) out.push(`${id} (${lang}): "${w}" is not the informal singular: ${pattern.slice(0, 120)}`);
    }
  }
  return out;
}

/**
 * Ids that are said to one reader whatever their English words: errors (a reply to the sender), the
 * questions a decision is asked with (…Ask, …Usage), a skill's text (read by its holder), HELP.
 */
const privateById = (id: string) => /\.err\.|\.err[A-Z]|(Ask|Usage|Text|help|Help)$/.test(id);

/**
 * A line that is not second-person in English is one everyone may read (src/i18n/person.ts): its
 * translations must not speak to the reader either ("Se espera a Amélie: sufres …").
 */
export function personProblems(id: string, lang: Lang, patterns: Patterns, secondPerson: (id: string) => boolean): string[] {
  const you = YOU[lang];
  const pattern = patterns(lang, id);
  if (!you || pattern === undefined || secondPerson(id) || privateById(id)) return [];
  const hit = you.exec(wordsOf(pattern));
  return hit
    ? [`${id} (${lang}): "${hit[0]}" speaks to the reader, but the English line is for everyone: ${pattern.slice(0, 120)}`]
    : [];
}

/**
 * A player's gender is not written with a slash ("ο/η {name}", "inscrit(e)", "Bienvenido/a"): a line
 * that needs it takes a `select` on it, else neutral words.
 */
const SLASHED: Partial<Record<Lang, RegExp>> = {
  el: /(?<![\p{L}])(ο\/η|τον\/την|τον\/τη|του\/της|στον\/στην|αυτός\/αυτή|αυτόν\/αυτήν)(?![\p{L}])|\p{L}(ος|ός)\/(η|ή)(?![\p{L}])/iu,
  fr: /\p{L}\((e|ne|se)\)|\p{L}·e(?![\p{L}])|\p{L}\/e(?![\p{L}])/u,
  es: /\p{L}(o\/a|\(a\))(?![\p{L}])/u,
};
/** Words of welcome or state that agree with the player they name (Spanish "Bienvenido, Lucía"): a select, or other words. */
const AGREES: Partial<Record<Lang, RegExp>> = {
  // ("te damos la bienvenida": the noun, which agrees with nobody)
  es: /(?<![\p{L}])(?<!la )(bienvenido|bienvenida|inscrito|inscrita)(?![\p{L}])/iu,
  fr: word("inscrit|inscrite"),
  el: word("καλωσήρθες|εγγεγραμμένος|εγγεγραμμένη"),
};

export function genderProblems(id: string, lang: Lang, patterns: Patterns): string[] {
  const pattern = patterns(lang, id);
  if (pattern === undefined) return [];
  const out: string[] = [];
  const slash = SLASHED[lang]?.exec(pattern);
  if (slash) out.push(`${id} (${lang}): "${slash[0]}" — a select on the gender, or neutral words: ${pattern.slice(0, 120)}`);
  const agrees = AGREES[lang];
  if (agrees && /\{name\}/.test(pattern) && agrees.test(pattern) && !/\{\w+, select,/.test(pattern))
    out.push(`${id} (${lang}): "${agrees.exec(pattern)![0]}" agrees with {name} without a select on the gender`);
  return out;
}

/** Every kind has its title in every language (subjects, STATUS and pages say it: "Tres Reinos"). */
export function titleProblems(kinds: readonly string[], patterns: Patterns): string[] {
  return kinds.flatMap((kind) =>
    LANGUAGES.flatMap((lang) => (patterns(lang, `${kind}.title`)?.trim() ? [] : [`${kind}: no ${kind}.title in ${lang}`])),
  );
}

const registered: Patterns = (lang, id) => patternOf(lang, id);
const ids = () => [...new Set(LANGUAGES.flatMap((l) => messageIds(l)))].sort();

describe("the catalogs speak in one register, to the right person, and name the games", () => {
  it("one register per language: the informal singular everywhere", () => {
    expect(ids().flatMap((id) => LANGUAGES.flatMap((l) => registerProblems(id, l, registered)))).toEqual([]);
  });

  it("a line for everyone in English speaks to no one in any language", () => {
    expect(ids().flatMap((id) => LANGUAGES.flatMap((l) => personProblems(id, l, registered, isSecondPerson)))).toEqual([]);
  });

  it("no gender written with a slash, and no word agreeing with a name without a select", () => {
    expect(ids().flatMap((id) => LANGUAGES.flatMap((l) => genderProblems(id, l, registered)))).toEqual([]);
  });

  it("every kind of game has a title in every language", () => {
    const kinds = games.all().map((e) => e.kind);
    expect(titleProblems(kinds, registered)).toEqual([]);
    expect(registered("es", "threekingdoms.title")).toBe("Tres Reinos");
  });
});

describe("the checks catch planted faults", () => {
  const planted: Record<Lang, Record<string, string>> = {
    en: { "toy.turn": "Awaiting {name}: to take {n} damage", "toy.hand": "Your hand: {cards}", "toy.hi": "Welcome, {name}" },
    fr: {
      "toy.turn": "On attend {name} : tu subis {n} dégâts",
      "toy.hand": "Votre main : {cards} ; dites laquelle",
      "toy.hi": "Bienvenue, {name}, inscrit(e)",
    },
    el: { "toy.turn": "Περιμένουμε: {name}", "toy.hand": "Το χέρι σας: {cards} — στείλτε DISCARD", "toy.hi": "Ο/Η {name} μπήκε" },
    es: { "toy.turn": "Se espera a {name}", "toy.hand": "Guarde este correo. Tu mano: {cards}", "toy.hi": "Bienvenido, {name}" },
  };
  const of: Patterns = (lang, id) => planted[lang][id];
  const second = (id: string) => /you/i.test(planted.en[id] ?? "");

  it("the formal register (vous, σας and -τε, usted's imperative)", () => {
    const found = LANGUAGES.flatMap((l) => registerProblems("toy.hand", l, of)).join("\n");
    expect(found).toMatch(/toy\.hand \(fr\): "Votre"/);
    expect(found).toMatch(/toy\.hand \(fr\): "dites"/);
    expect(found).toMatch(/toy\.hand \(el\): "σας"/);
    expect(found).toMatch(/toy\.hand \(el\): "στείλτε"/);
    expect(found).toMatch(/toy\.hand \(es\): "Guarde"/);
    expect(LANGUAGES.flatMap((l) => registerProblems("toy.turn", l, of))).toEqual([]);
  });

  it("the second person in a line everyone reads", () => {
    expect(LANGUAGES.flatMap((l) => personProblems("toy.turn", l, of, second))).toEqual([
      expect.stringMatching(/^toy\.turn \(fr\): "tu" speaks to the reader/),
    ]);
    expect(LANGUAGES.flatMap((l) => personProblems("toy.hand", l, of, second))).toEqual([]);
  });

  it("a gender with a slash, and a welcome agreeing with a name", () => {
    const found = LANGUAGES.flatMap((l) => genderProblems("toy.hi", l, of)).join("\n");
    expect(found).toMatch(/toy\.hi \(el\): "Ο\/Η"/);
    expect(found).toMatch(/toy\.hi \(fr\): "t\(e\)"/);
    expect(found).toMatch(/toy\.hi \(es\): "Bienvenido" agrees with \{name\}/);
    const selected: Patterns = () => "{g, select, f {Bienvenida} m {Bienvenido} other {Te damos la bienvenida}}, {name}";
    expect(genderProblems("toy.hi", "es", selected)).toEqual([]);
  });

  it("a kind without a title", () => {
    expect(titleProblems(["toy"], of)).toEqual([
      "toy: no toy.title in en",
      "toy: no toy.title in el",
      "toy: no toy.title in fr",
      "toy: no toy.title in es",
    ]);
    expect(titleProblems(["toy"], (l, id) => (id === "toy.title" && l !== "el" ? "Toy" : undefined))).toEqual([
      "toy: no toy.title in el",
    ]);
  });
});
