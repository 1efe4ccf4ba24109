// A language guessed from an incoming mail: what Herald answers a sender without an account in, and a
// new account's first language. The signals, strongest and cheapest first:
//  1. Content-Language: the writer's mail client states the language outright. Rare, but when present
//     it is the writer's own setting, so it wins (its first tag that Herald speaks: "fr-CA, en" → fr).
//  2. A Greek charset (ISO-8859-7, windows-1253): such a charset can only encode Greek text, and a
//     client uses it only when set up for Greek — even for a mail of bare commands.
//  3. Greek letters in the writer's prose: Greek is the only one of the four languages with its own
//     script, and a script is unambiguous in two words ("Γεια σας"), long before statistics are.
//  4. The prose itself, by trigram statistics (franc-min, restricted to English, French, Spanish and
//     Greek). Statistics need text: command lines are English words in every language (docs/protocol-spec.md),
//     so they are removed first, and so are tokens with digits or symbols (card codes, game ids,
//     addresses); under MIN_LETTERS letters of prose nothing is guessed. A language Herald does not
//     speak comes out as the nearest one it does (German as English, Italian as Spanish): a better
//     answer than none. The text is cut before any work here; franc reads FRANC_TEXT characters of prose.
//  0. Before all of these, the verbs the writer typed in one language (src/i18n/verbs.ts verbLanguage).
// Nothing said → null: the caller keeps its fallback (the account's language, else English).
// Pure and bounded: linear in at most MAX_TEXT characters, never throws on any input.
import { franc } from "franc-min";
import { isServiceVerb, verbLanguage, verbOwners } from "./verbs.ts";
import type { Lang } from "./msg.ts";

export interface GuessInput {
  /** the Content-Language header, as written ("fr-FR", "el, en") */
  contentLanguage?: string | null;
  /** the declared charset of the text ("iso-8859-7") */
  charset?: string | null;
  /** what the writer typed (quotes of earlier mails removed: they are Herald's own words) */
  text: string;
}

/** Letters of prose under which the text is not read for its language. */
export const MIN_LETTERS = 40;
/** Characters of text looked at (prose lines may sit among many command lines). */
const MAX_TEXT = 16 * 1024;
/** Characters of prose given to franc: plenty for four languages, and its time grows with the length. */
const FRANC_TEXT = 600;
/** A line starting with a lower-case service verb is a command when it has at most this many words. */
const COMMAND_WORDS = 5;

const TAGS: Record<string, Lang> = { en: "en", el: "el", fr: "fr", es: "es" };
const FRANC: Record<string, Lang> = { eng: "en", fra: "fr", spa: "es", ell: "el" };
const GREEK_CHARSETS = new Set(["iso-8859-7", "iso8859-7", "iso_8859-7", "windows-1253", "cp1253", "greek", "elot_928"]);
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/gu;
const LETTER = /\p{L}/gu;

function fromContentLanguage(header: string): Lang | null {
  for (const tag of header.slice(0, 200).split(",")) {
    const primary = tag
      .trim()
      .split(/[-_;\s]/)[0]
      .toLowerCase();
    if (primary in TAGS) return TAGS[primary];
  }
  return null;
}

/** The prose of a text: lines that are not commands, without tokens holding digits or symbols. */
function proseOf(text: string): string {
  const out: string[] = [];
  for (const line of text.slice(0, MAX_TEXT).split("\n")) {
    const words = line.trim().split(/\s+/);
    const first = words[0].replace(/[.:,;!]+$/, "");
    // a command: a verb written the protocol's way (an upper-case word), or a service verb in lower case
    // on a short line ("register ann pw"; but "Me gustaría jugar esta noche" is Spanish prose)
    const verb = /^[A-Z][A-Z-]+$/.test(first);
    if (verb || (isServiceVerb(first) && words.length <= COMMAND_WORDS)) continue;
    const kept = words.filter((w) => !/[\d@/\\_=<>#$%&*+|[\]{}]/.test(w));
    if (kept.length) out.push(kept.join(" "));
  }
  return out.join("\n");
}

const count = (s: string, re: RegExp) => s.match(re)?.length ?? 0;

export function guessLanguage(input: GuessInput): Lang | null {
  try {
    const header = input.contentLanguage ? fromContentLanguage(String(input.contentLanguage)) : null;
    if (header) return header;
    const charset = String(input.charset ?? "")
      .trim()
      .replace(/^"|"$/g, "")
      .toLowerCase();
    if (GREEK_CHARSETS.has(charset)) return "el";
    const prose = proseOf(String(input.text ?? ""));
    const letters = count(prose, LETTER);
    const greek = count(prose, GREEK);
    // a few Greek letters that are most of the prose: a Greek writer (a Greek name among French prose is not)
    if (greek >= 3 && greek * 2 >= letters) return "el";
    if (letters < MIN_LETTERS) return null;
    return FRANC[franc(prose.slice(0, FRANC_TEXT), { only: Object.keys(FRANC), minLength: 0 })] ?? null;
  } catch {
    return null; // a guess is never worth failing a mail for
  }
}

/** Command lines looked at for a mail's guess (the writer's prose comes before or among the first commands). */
const GUESS_LINES = 300;

/**
 * The language a mail seems written in, or null: Content-Language, charset, then the writer's own lines —
 * from what mail/parse.ts already extracted (no second parse). A sender with an account reads their
 * account's language; one without reads this guess (language.ts senderLanguage).
 */
export function mailLanguageOf(parsed: { contentLanguage: string; charset: string; lines: readonly string[] }): Lang | null {
  // the verbs typed come first: a first mail "INSCRIPTION Chloé" or "εγγραφή Νίκος" says its language
  // before any account exists, and its REGISTER reply (password included) is written in it
  const told = verbLanguage(
    parsed.lines.slice(0, GUESS_LINES),
    verbOwners().filter((o) => o !== "core"),
  );
  return (
    told ??
    guessLanguage({
      contentLanguage: parsed.contentLanguage,
      charset: parsed.charset,
      text: parsed.lines.slice(0, GUESS_LINES).join("\n"),
    })
  );
}
