// What Herald says, before it is said in a language. Engines and the service build messages — a
// catalog id with parameters — and never sentences; format.ts renders a message in the reader's
// language from the catalogs (ICU MessageFormat). This module holds only the types and constructors,
// so that games can import it without pulling in the formatter.

/** The languages Herald speaks. English is the fallback for a missing key. */
export const LANGUAGES = ["en", "el", "fr", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const isLang = (x: unknown): x is Lang => typeof x === "string" && (LANGUAGES as readonly string[]).includes(x);

/**
 * A parameter of a message:
 *  - a string or number (numbers drive ICU plurals: `{n, plural, one {# card} other {# cards}}`)
 *  - a message, rendered in the same language first (a card's name, a reason)
 *  - an array, rendered as a comma list ("5H, 6D, 7C") in every language
 *  - `{ and: [...] }` / `{ or: [...] }`, rendered as the language's "a, b and c" / "a, b or c"
 */
export type Param =
  string | number | boolean | null | Msg | readonly Param[] | { and: readonly Param[] } | { or: readonly Param[] };

/** One message: a catalog id ("regicide.enemyDefeated") and its parameters. */
export interface Msg {
  id: string;
  p?: Record<string, Param>;
}

/** One or more messages said in sequence (rendered separated by a space). */
export type Said = Msg | readonly Msg[];

/** Builds a message. */
export function m(id: string, p?: Record<string, Param>): Msg {
  return p ? { id, p } : { id };
}

export function isMsg(x: unknown): x is Msg {
  return typeof x === "object" && x !== null && !Array.isArray(x) && typeof (x as Msg).id === "string";
}

/** A catalog: message id → ICU MessageFormat pattern, for one language. */
export type Catalog = Record<string, string>;
/** One catalog per language; every language must have every key of the English one. */
export type Catalogs = Record<Lang, Catalog>;

/** Renders one message (id + parameters) in a language fixed by whoever made the function. */
export type Translate = (id: string, p?: Record<string, Param>) => string;

/** Several catalogs of one owner as one (a game's sentences and its verbs). */
export function mergeCatalogs(...parts: Catalogs[]): Catalogs {
  return Object.fromEntries(LANGUAGES.map((l) => [l, Object.assign({}, ...parts.map((p) => p[l]))])) as Catalogs;
}

/**
 * What is said, without the messages of `ids` (at any depth: a parameter that is such a message says
 * nothing): how a mail leaves out words another line of it already says.
 */
export function withoutIds<T extends Param | Said>(said: T, ids: ReadonlySet<string>): T {
  if (said === null || typeof said !== "object") return said;
  if (Array.isArray(said)) return said.map((x) => withoutIds(x as Param, ids)).filter((x) => x !== "") as unknown as T;
  if (isMsg(said)) {
    if (ids.has(said.id)) return "" as T;
    if (!said.p) return said;
    return { id: said.id, p: Object.fromEntries(Object.entries(said.p).map(([k, v]) => [k, withoutIds(v, ids)])) } as T;
  }
  if ("and" in said) return { and: said.and.map((x) => withoutIds(x, ids)) } as unknown as T;
  if ("or" in said) return { or: said.or.map((x) => withoutIds(x, ids)) } as unknown as T;
  return said;
}

/** A player's grammatical gender as a line's `gender` parameter: feminine, masculine, or neither (neutral wording; i18n/gender.ts). */
export type Gender = "f" | "m" | "n";

/** The `gender` parameter of a line about a player, from what the account stored (null: none stated). */
export function genderOf(stored: string | null | undefined): Gender {
  return stored === "f" || stored === "m" ? stored : "n";
}
