// Which language the mail path answers a mail in. A sender with an account reads their account's
// language; a sender without one reads the language guessed from the mail (i18n/guess.ts); English
// otherwise. The guess is made once per mail, from what parse.ts already extracted (no second parse).
import { guessLanguage } from "../i18n/guess.ts";
import { isLang, type Lang } from "../i18n/msg.ts";
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
 * The language of the reader of a reply. `account` is the account of the mail's address (or null);
 * its `language` column is read defensively: it is added by the service's language migration, and an
 * account without one (or with a value Herald does not speak) reads English. `knownBefore` says whether
 * the address had an account when the mail arrived: an account created by this very mail (REGISTER)
 * without a language yet falls back to the mail's language, like a sender without an account.
 */
export function readerLanguage(account: object | null, mailLanguage: Lang | null, knownBefore = !!account): Lang {
  const own = (account as { language?: string | null } | null)?.language;
  if (isLang(own)) return own;
  return knownBefore ? "en" : (mailLanguage ?? "en");
}
