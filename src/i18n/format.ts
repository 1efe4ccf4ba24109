// Renders messages in a language from the registered catalogs, with ICU MessageFormat.
// The library is FormatJS's intl-messageformat: the ICU syntax translators already know (plural,
// select for gender, selectordinal), CLDR plural rules through the runtime's own Intl (Node ships full
// ICU, so Greek, French and Spanish plurals are right: French says "0 carte", English "0 cards"), a
// parser kept apart from the formatter, widely used and maintained. Compiled patterns are cached; a
// pattern that is only text and plain {arguments} (most of them) is rendered by joining its pieces,
// as intl-messageformat would render it (tests/i18n/format-fast.test.ts compares every pattern):
// a move's mail renders some hundred messages, and the general formatter's parts were a tenth of its CPU.
import { IntlMessageFormat } from "intl-messageformat";
import { TYPE } from "@formatjs/icu-messageformat-parser";
import { coreCatalogs } from "./catalogs/index.ts";
import { isMsg, LANGUAGES, type Catalogs, type Lang, type Msg, type Param, type Said, type Translate } from "./msg.ts";

/** A compiled pattern: the values in, the text out. */
type Render = (values: Record<string, string | number>) => string;

/**
 * The catalogs in use and what is derived from them. A table is never changed: catalogs that add
 * anything make a new one, and what was derived from the old one (compiled patterns, the verbs of
 * verbs.ts, the second-person ids of person.ts) goes with it.
 */
class CatalogTable {
  readonly compiled: Record<Lang, Map<string, Render>> = { en: new Map(), el: new Map(), fr: new Map(), es: new Map() };
  private readonly derived = new Map<string, unknown>();

  constructor(readonly bundles: Readonly<Record<Lang, ReadonlyMap<string, string>>>) {}

  /**
   * These catalogs and `catalogs`; this very table when they add nothing. A key given twice with
   * different text is a programming error.
   */
  with(catalogs: Partial<Catalogs>): CatalogTable {
    let grows = false;
    for (const lang of LANGUAGES)
      for (const [id, pattern] of Object.entries(catalogs[lang] ?? {})) {
        const had = this.bundles[lang].get(id);
        if (had !== undefined && had !== pattern) throw new Error(`message ${id} (${lang}) is defined twice`);
        grows ||= had === undefined;
      }
    if (!grows) return this;
    const merged = (lang: Lang) => new Map([...this.bundles[lang], ...Object.entries(catalogs[lang] ?? {})]);
    return new CatalogTable({ en: merged("en"), el: merged("el"), fr: merged("fr"), es: merged("es") });
  }

  /** What a module derives from these catalogs (`key`: which), built on its first use and kept with them. */
  derive<T>(key: string, build: () => T): T {
    if (!this.derived.has(key)) this.derived.set(key, build());
    return this.derived.get(key) as T;
  }
}

const EMPTY = new CatalogTable({ en: new Map(), el: new Map(), fr: new Map(), es: new Map() });
let table = coreCatalogs.reduce((t, c) => t.with(c), EMPTY);

/** The catalogs in use (verbs.ts and person.ts keep what they derive from them on it). */
export function catalogs(): Pick<CatalogTable, "derive"> {
  return table;
}

/**
 * Adds catalogs (a game's: src/games/registry.ts). The table in use is replaced whole, and only when
 * they add something (each App of a process gives the same engines again).
 */
export function addCatalogs(more: Partial<Catalogs>): void {
  table = table.with(more);
}

/** Every id of a language's bundle (tests: completeness of the catalogs). */
export function messageIds(lang: Lang = "en"): string[] {
  return [...table.bundles[lang].keys()];
}

export function patternOf(lang: Lang, id: string): string | undefined {
  return table.bundles[lang].get(id);
}

function compile(lang: Lang, id: string): Render | null {
  const t = table;
  let f = t.compiled[lang].get(id);
  if (f) return f;
  const pattern = t.bundles[lang].get(id) ?? t.bundles.en.get(id);
  if (pattern === undefined) return null;
  f = renderer(new IntlMessageFormat(pattern, lang, undefined, { ignoreTag: true }));
  t.compiled[lang].set(id, f);
  return f;
}

/**
 * How a compiled pattern is rendered. Text and plain {arguments} only: the pieces joined, each value as
 * its String (what intl-messageformat does with a string or a number in a plain argument); a value
 * not given goes to the general formatter, which says which. Anything else (plural, select, number
 * formats): the general formatter.
 */
function renderer(mf: IntlMessageFormat): Render {
  const general: Render = (values) => String(mf.format(values));
  const ast = mf.getAst();
  const pieces: Array<{ text: string } | { arg: string }> = [];
  for (const el of ast) {
    if (el.type === TYPE.literal) pieces.push({ text: el.value });
    else if (el.type === TYPE.argument) pieces.push({ arg: el.value });
    else return general;
  }
  return (values) => {
    let out = "";
    for (const p of pieces) {
      if ("text" in p) out += p.text;
      else if (p.arg in values) out += String(values[p.arg]);
      else return general(values);
    }
    return out;
  };
}

function param(lang: Lang, v: Param): string | number {
  if (v === null || v === undefined) return "";
  if (typeof v === "string" || typeof v === "number") return v;
  if (typeof v === "boolean") return v ? "true" : "false";
  if (Array.isArray(v)) return v.map((x) => String(param(lang, x))).join(", ");
  if (isMsg(v)) return formatMsg(lang, v);
  const o = v as { and?: readonly Param[]; or?: readonly Param[] };
  const items = (o.and ?? o.or ?? []).map((x) => String(param(lang, x)));
  return new Intl.ListFormat(lang, { type: o.or ? "disjunction" : "conjunction" }).format(items);
}

function formatMsg(lang: Lang, msg: Msg): string {
  const f = compile(lang, msg.id);
  if (!f) return `[${msg.id}]`; // a missing key shows itself rather than failing the mail (a test finds it)
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(msg.p ?? {})) values[k] = param(lang, v);
  return f(values);
}

/**
 * Renders what was said in `lang`. A plain string passes through unchanged: it is text that is not
 * Herald's to translate (a player's own words, a card code list already made).
 */
export function format(lang: Lang, said: Said | string | null | undefined): string {
  if (said === null || said === undefined) return "";
  if (typeof said === "string") return said;
  if (isMsg(said)) return formatMsg(lang, said);
  return (said as readonly Msg[])
    .map((x) => formatMsg(lang, x))
    .filter(Boolean)
    .join(" ");
}

/** A function rendering ids in one language (what engines' render() receives). */
export function translator(lang: Lang): Translate {
  return (id, p) => formatMsg(lang, p ? { id, p } : { id });
}
