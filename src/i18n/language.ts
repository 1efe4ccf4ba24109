// Which language Herald writes to whom. The one rule, written here and nowhere else (docs/languages.md):
//
//  - a reader's language for a game's mail: the account's language if the player chose it with
//    LANGUAGE, or if it was read from the player's own mails (languageFollowed: French verbs or French
//    prose in a Greek game — strong evidence beats the game's default); else the game's `lang=` (CREATE … lang=el) if the game has one; else the account's
//    guessed language (set when the account was created, from the language of its first mail); else
//    English;
//  - a reply to a mail: the sender's account language (chosen or guessed), else the language guessed
//    from that mail, else English.
//
// Pure: it imports only the message types, so commands, jobs, mail and web may all use it.
import { isLang, type Lang } from "./msg.ts";

/** What this module reads of an account (the Account row, or a part of it). */
export interface LanguageOf {
  language: string | null;
  languageChosen: boolean;
  /** the language was read from the player's own mails (it beats a game's lang= as a chosen one does) */
  languageFollowed?: boolean;
}

/** Whether the account's language beats a game's lang=: chosen, or read from the player's own mails. */
export const ownLanguage = (account: LanguageOf | null | undefined): boolean =>
  !!account && (account.languageChosen || !!account.languageFollowed) && isLang(account.language);

/** The words LANGUAGE accepts for each language: its code and its name in English and in itself. */
const NAMES: Record<Lang, string[]> = {
  en: ["en", "english", "anglais", "inglés", "ingles", "αγγλικά", "αγγλικα"],
  el: ["el", "gr", "greek", "ελληνικά", "ελληνικα", "grec", "griego"],
  fr: ["fr", "french", "français", "francais", "γαλλικά", "γαλλικα", "francés", "frances"],
  es: ["es", "spanish", "español", "espanol", "ισπανικά", "ισπανικα", "espagnol"],
};

/** The language a word names ("el", "Ελληνικά", "FRENCH", "español"), or null. Case and accents forgiven. */
export function parseLanguage(word: string): Lang | null {
  const w = word.trim().toLowerCase().normalize("NFC");
  const bare = w.normalize("NFD").replace(/\p{M}/gu, "");
  for (const [lang, names] of Object.entries(NAMES) as Array<[Lang, string[]]>)
    if (names.some((n) => n === w || n.normalize("NFD").replace(/\p{M}/gu, "") === bare)) return lang;
  return null;
}

const stored = (x: string | null | undefined): Lang | null => (isLang(x) ? x : null);

/** The language of a game's mail for one reader (the rule above). */
export function readerLanguage(account: LanguageOf | null | undefined, game: { lang: string | null } | null | undefined): Lang {
  if (ownLanguage(account)) return stored(account!.language)!;
  return stored(game?.lang) ?? stored(account?.language) ?? "en";
}

/** The language of a reply: the sender's account, else the language of the mail, else English. */
export function senderLanguage(
  account: Pick<LanguageOf, "language"> | null | undefined,
  mailLanguage: Lang | null | undefined,
): Lang {
  return stored(account?.language) ?? mailLanguage ?? "en";
}
