// Verbs in the players' languages. A verb's words are catalog messages, `<owner>.verb.<name>`, where the
// owner is "core" (the command table's verbs) or a game's kind: the English text is the verb the
// service's table and the game's parser read ("PLAY"); every language's text is one or more words a
// player may type instead ("JOUER", "ΠΑΙΞΕ", "JUGAR"), the first being the one its readers are shown.
// Every language's words are accepted from everyone (a French player in a Greek game types JOUER),
// case and accents forgiven (jouer, Jouer, JOUÉR; παίξε, ΠΑΊΞΕ). No list of verbs lives here: they are
// read from the catalogs, so a verb added to a catalog is accepted, helped and suggested at once.
import { distance } from "fastest-levenshtein";
import { catalogs, messageIds, patternOf } from "./format.ts";
import { LANGUAGES, type Lang } from "./msg.ts";

/** A word as verbs are compared: upper case, accents dropped ("Créer" = "CREER"; "παίξε" = "ΠΑΙΞΕ"). */
export function verbKey(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
}

export interface Verb {
  /** the English verb: what the command table or the game's parser reads */
  verb: string;
  /** the words of each language, the shown one first */
  words: Record<Lang, string[]>;
  /**
   * those words as compared (verbKey), computed once by verbsOf: every mail's lines are compared with
   * every verb, and normalising each catalog word again for each line was ~6 % of a move's CPU
   */
  keys?: Record<Lang, string[]>;
}

const keysOf = (v: Verb, l: Lang): string[] => v.keys?.[l] ?? v.words[l].map(verbKey);

const wordsOf = (pattern: string | undefined): string[] => (pattern ?? "").split(/\s+/).filter(Boolean);

/** Verbs by owner, kept with the catalogs they were read from (src/i18n/format.ts: new catalogs, new verbs). */
const derived = () =>
  catalogs().derive("verbs", () => ({ byOwner: new Map<string, Verb[]>(), byKey: new Map<string, Map<string, string>>() }));

/**
 * What a catalog's words are: verbs, the words moves take after their verb, the words AUTO takes
 * after it (autoWord below).
 */
export type VerbPart = "verb" | "word" | "rule";

/**
 * The verbs of an owner ("core" or a game's kind), from its catalogs' `<owner>.verb.*` ids; with
 * part "word", the words its moves take after the verb (`<owner>.word.*`: a policy's TOUT, a card's
 * BOUFFON), read as the English one the game's parser knows; with part "rule", the words after AUTO.
 */
export function verbsOf(owner: string, part: VerbPart = "verb"): Verb[] {
  const cache = derived();
  let list = cache.byOwner.get(`${part}:${owner}`);
  if (list) return list;
  const prefix = `${owner}.${part}.`;
  list = messageIds("en")
    .filter((id) => id.startsWith(prefix))
    .map((id) => {
      const words = Object.fromEntries(LANGUAGES.map((l) => [l, wordsOf(patternOf(l, id) ?? patternOf("en", id))]));
      const keys = Object.fromEntries(LANGUAGES.map((l) => [l, words[l].map(verbKey)]));
      return { verb: words.en[0], words, keys } as Verb;
    });
  cache.byOwner.set(`${part}:${owner}`, list);
  return list;
}

const ownersOf = (kind: string | readonly string[] | null | undefined): string[] =>
  Array.isArray(kind) ? ["core", ...kind] : kind ? ["core", kind as string] : ["core"];

/** The verb a typed word names, in any language (the service's first, then the game's), or null. */
export function canonicalVerb(word: string, kind?: string | null): string | null {
  return ownedVerb(word, kind)?.verb ?? null;
}

/** An owner's verbs by every word's key (the first verb with a word wins, as in the list's order). */
function keyedVerbs(owner: string, part: VerbPart = "verb"): Map<string, string> {
  const cache = derived();
  let map = cache.byKey.get(`${part}:${owner}`);
  if (map) return map;
  map = new Map();
  for (const v of verbsOf(owner, part))
    for (const l of LANGUAGES) for (const k of keysOf(v, l)) if (!map.has(k)) map.set(k, v.verb);
  cache.byKey.set(`${part}:${owner}`, map);
  return map;
}

/** A move's word after its verb, read the game's way: one of its words in any language ("tout" → ALL), else a code. */
const moveWord = (owner: string) => (word: string) => {
  const english = keyedVerbs(owner, "word").get(verbKey(word));
  // an English word stays as typed: the record keeps the player's line where it was already the game's
  return english === undefined ? latinCode(word) : english === word.toUpperCase() ? word : english;
};

/**
 * A word after AUTO: the service's AUTO words (`core.rule.*`: OFF, LIST, CLEAR), then a game's words for
 * its AUTO rules (`<kind>.rule.*`: a Three Kingdoms rule's ESQUIVE, a policy's POLITIQUE) and its move
 * words (`<kind>.word.*`: TOUT) — the game's in a game, any game's for a standing order, which every kind
 * that understands it keeps (src/commands/standing.ts). The AUTO words are read after AUTO only: a
 * rule's word ("PASO") may be a player's name in a move.
 */
const autoWord = (kind: string | null | undefined) => (word: string) => {
  const key = verbKey(word);
  const games = kind ? [kind] : verbOwners().filter((o) => o !== "core");
  const tables: Array<[string, VerbPart]> = [
    ["core", "rule"],
    ...games.flatMap((g): Array<[string, VerbPart]> => [
      [g, "rule"],
      [g, "word"],
    ]),
  ];
  for (const [owner, part] of tables) {
    const english = keyedVerbs(owner, part).get(key);
    if (english !== undefined) return english === word.toUpperCase() ? word : english;
  }
  return word;
};

/**
 * Whether a word is one of the service's verbs (the command table's, whose words are the catalogs'
 * `core.verb.*`), in any language: the mail path tells a command line from prose with it.
 */
export const isServiceVerb = (word: string): boolean => canonicalVerb(word) !== null;

/**
 * The words a sentence in the first person starts with before its verb: "Je rejoins trente-1", "Yo
 * juego 9H", "Me apunto a trente-1", "Εγώ παίζω 9H". Such a pronoun followed by a verb is a one-verb
 * sentence, read as the command; followed by anything else it is what it was (YO, ME, ΕΓΩ are also ME).
 */
const SUBJECTS = new Set(["JE", "YO", "ME", "ΕΓΩ"]);
/** Words a sentence puts between its verb and what it names ("me apunto a trente-1", "je rejoins la partie trente-1"). */
const LINKS = new Set(
  [
    "A",
    "AL",
    "À",
    "AU",
    "EN",
    "LA",
    "LE",
    "L’",
    "L'",
    "PARTIE",
    "PARTIDA",
    "ΣΤΟ",
    "ΣΤΗ",
    "ΣΤΗΝ",
    "ΣΤΟΝ",
    "ΤΟ",
    "ΤΗΝ",
    "ΠΑΡΤΙΔΑ",
  ].map((w) => verbKey(w)),
);
/** French elides "je" before a vowel: "J’abandonne", "J'observe". */
const ELIDED = /^[jJ]['’](\S+)$/u;

/**
 * Greek capitals that look like Latin ones. A Greek keyboard left on types "9Η" (Greek Eta) for the 9
 * of hearts, and the reader cannot see the difference: in a move's card codes they are read as Latin.
 */
const LOOKALIKE: Record<string, string> = {
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
};

/**
 * A move's word as Latin when it is a code written with Greek look-alikes ("9Η", "ΚΗ", "slash-7Χ"):
 * only Latin characters and look-alikes, some Greek, and a digit or at most three characters (a code,
 * not a word). Anything else is kept as typed.
 */
export function latinCode(word: string): string {
  const up = word.toUpperCase();
  if (!/[\u0370-\u03ff]/u.test(up)) return word;
  if (![...up].every((c) => c in LOOKALIKE || c.charCodeAt(0) < 0x80)) return word;
  if (!/\d/.test(up) && up.length > 3) return word;
  return [...up].map((c) => LOOKALIKE[c] ?? c).join("");
}

/** The verb a word names and whose it is ("core" or the game's kind), or null. */
function ownedVerb(word: string, kind?: string | null): { verb: string; owner: string } | null {
  const key = verbKey(word);
  if (!key) return null;
  for (const owner of ownersOf(kind)) {
    const verb = keyedVerbs(owner).get(key);
    if (verb) return { verb, owner };
  }
  return null;
}

/**
 * The line with its first word replaced by the verb it names ("jouer 5H" → "PLAY 5H"); a one-verb
 * sentence in the first person read as that verb ("Je rejoins trente-1." → "JOIN trente-1"); a game
 * move's codes typed with Greek look-alikes read as Latin ("ΠΑΙΞΕ 9Η" → "PLAY 9H"). Else as it was.
 */
export function canonicalLine(line: string, kind?: string | null): string {
  const m = /^(\s*)(\S+)(.*)$/s.exec(line);
  if (!m) return line;
  let [, lead, first, rest] = m;
  let sentence = false;
  const elided = ELIDED.exec(first);
  if (elided && ownedVerb(elided[1], kind)) [first, sentence] = [elided[1], true];
  else if (SUBJECTS.has(verbKey(first))) {
    const next = /^(\s+)(\S+)(.*)$/s.exec(rest);
    if (next && ownedVerb(next[2], kind)) [first, rest, sentence] = [next[2], next[3], true];
  }
  const found = ownedVerb(first, kind);
  if (!found) return line;
  // a sentence ends with a full stop that is no part of its last word ("trente-1.")
  if (sentence) {
    rest = rest.replace(/\s*[.!]+\s*$/u, "");
    for (let link = /^\s+(\S+)/u.exec(rest); link && LINKS.has(verbKey(link[1])); link = /^\s+(\S+)/u.exec(rest))
      rest = rest.slice(link[0].length);
  }
  if (found.owner !== "core") rest = rest.replace(/\S+/gu, moveWord(found.owner));
  else if (found.verb === "AUTO") rest = rest.replace(/\S+/gu, autoWord(kind));
  // the English verb as typed stays as typed (any case); an accented word that reads as it ("RÉVISE"
  // for REVISE) becomes the verb the parser knows
  const verb = first.toUpperCase() === found.verb && !sentence ? first : found.verb;
  const out = `${lead}${verb}${rest}`;
  return out === line ? line : out;
}

/** Every owner of verbs in the catalogs: "core" and each game's kind. */
export function verbOwners(): string[] {
  return [...new Set(messageIds("en").flatMap((id) => /^([a-z0-9]+)\.verb\./.exec(id)?.[1] ?? []))];
}

/** Whether a word is a verb of any game (a move written with no game named: "jouer 5H" alone). */
export function isSomeGameVerb(word: string): boolean {
  const owners = verbOwners().filter((o) => o !== "core");
  return owners.some((o) => canonicalVerb(word, o) !== null && canonicalVerb(word) === null);
}

/** How a reader of `lang` is shown a verb: their language's word, with the English one when it differs. */
export function shownVerb(v: Verb, lang: Lang): string {
  const own = v.words[lang][0] ?? v.verb;
  return verbKey(own) === v.verb ? v.verb : `${own} (${v.verb})`;
}

/** The reader's word for an English verb of an owner ("HELP" → "AIDE" for French), or the verb itself. */
export function verbIn(lang: Lang, verb: string, owner = "core"): string {
  return verbsOf(owner).find((v) => v.verb === verb)?.words[lang][0] ?? verb;
}

/** Two words that differ by two neighbouring letters swapped ("HLEP", "HELP"): one slip of the fingers. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
}

/** Edits allowed between a typed word and a verb for it to be suggested: more for longer words (none for
 * words of three letters or fewer, where one letter makes another word: "Je" is not "ME"). */
const allowed = (length: number) => (length <= 3 ? 0 : length <= 5 ? 1 : length <= 8 ? 2 : 3);

/**
 * The verbs nearest to an unknown word (any language's words; a prefix of three letters or more
 * counts as near), shown the reader's way: none when nothing is near.
 */
export function nearestVerbs(word: string, kind: string | null | undefined, lang: Lang, most = 3): string[] {
  const key = verbKey(word);
  if (key.length < 2) return [];
  const scored: Array<{ v: Verb; d: number }> = [];
  for (const owner of ownersOf(kind))
    for (const v of verbsOf(owner)) {
      let best = Infinity;
      for (const l of LANGUAGES)
        for (const k of keysOf(v, l)) {
          // a verb's whole word typed with more after it ("PARTIES" for PARTIE) is nearer than a word
          // as far by letters: the reader meant that word, not one that differs at its end
          const d =
            k.length >= 4 && key.startsWith(k)
              ? 0.5 + (key.length - k.length) / 100
              : key.length >= 3 && k.startsWith(key)
                ? 1
                : swapped(key, k)
                  ? 1
                  : distance(key, k);
          if (d <= allowed(k.length) && d < best) best = d;
        }
      if (best < Infinity && !scored.some((s) => s.v.verb === v.verb)) scored.push({ v, d: best });
    }
  scored.sort((a, b) => a.d - b.d);
  return scored.slice(0, most).map((s) => shownVerb(s.v, lang));
}

/**
 * The language a mail's verbs give away: the words of one language only (JOUER, AIDE) that no other
 * language has, when every such word of the mail is of that language. English verbs are everyone's
 * (every language accepts them), so they tell nothing; null when nothing is told.
 */
export function verbLanguage(lines: readonly string[], kind?: string | readonly string[] | null): Lang | null {
  const seen = new Set<Lang>();
  for (const line of lines) {
    const key = verbKey(sentenceVerb(line));
    if (!key) continue;
    for (const owner of ownersOf(kind))
      for (const v of verbsOf(owner)) {
        const langs = LANGUAGES.filter((l) => keysOf(v, l).includes(key));
        if (langs.length === 1 && langs[0] !== "en") seen.add(langs[0]);
      }
  }
  return seen.size === 1 ? [...seen][0] : null;
}

/** The word a line's verb is: its first, or the one after a first-person pronoun ("Je rejoins", "J’abandonne"). */
function sentenceVerb(line: string): string {
  const [first = "", second = ""] = line.trim().split(/\s+/);
  const elided = ELIDED.exec(first);
  if (elided) return elided[1];
  return SUBJECTS.has(verbKey(first)) && second ? second : first;
}
