// Which language the mail path answers a mail in. A sender with an account reads their account's
// language; a sender without one reads the language guessed from the mail (i18n/guess.ts); English
// otherwise. The guess is made once per mail, from what parse.ts already extracted (no second parse).
import { guessLanguage } from "../i18n/guess.ts";
import type { Lang } from "../i18n/msg.ts";
import { senderLanguage, type LanguageOf } from "../i18n/language.ts";
import type { ParsedMail } from "./parse.ts";

/** Command lines looked at for the guess (the writer's prose comes before or among the first commands). */
const GUESS_LINES = 300;

/** The language a mail seems written in, or null (Content-Language, charset, then the writer's own lines). */
export function mailLanguageOf(parsed: Pick<ParsedMail, "contentLanguage" | "charset" | "lines">): Lang | null {
  return guessLanguage({
    contentLanguage: parsed.contentLanguage,
    charset: parsed.charset,
    text: parsed.lines.slice(0, GUESS_LINES).join("\n"),
  });
}

/**
 * The language of the reader of a reply. `account` is the account of the mail's address (or null): its
 * language (chosen, or guessed when it was made); an account without one (made before languages, or
 * with a value Herald does not speak) and a sender without an account read the mail's language, else English.
 */
export function readerLanguage(account: Pick<LanguageOf, "language"> | null, mailLanguage: Lang | null): Lang {
  // the same rule as every reply of the service (src/i18n/language.ts): the account's, else the mail's
  return senderLanguage(account, mailLanguage);
}
