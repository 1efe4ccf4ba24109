// A game's id: its engine's prefix, a hyphen and a number ("regicide-12", "3k-5": `idPrefix` in
// src/games/engine.ts, made in src/commands/lifecycle.ts). The one spelling of it: commands that take a
// game, a subject's tag, the games a mail's text names (its lanes, src/intake/lanes.ts; the reader's page,
// src/web/mails.ts). In src/lib so that every layer may import it; tests/unit/game-id.test.ts fails when
// another file writes its own pattern.

/** A prefix holds a letter ("3k", never "2026"), so that a date in a mail's text is no game id. */
const ID = "[a-z0-9]*[a-z][a-z0-9]*-\\d+";

const WHOLE = new RegExp(`^${ID}$`, "i");
const IN_TEXT = new RegExp(`\\b${ID}\\b`, "gi");
/** `[regicide-12]` in a subject, possibly after "Re: Fwd: …" (docs/protocol-spec.md) */
const SUBJECT_TAG = new RegExp(`\\[(${ID})\\]`, "i");
const NUMBER = /-\d+$/;

/** Whether a word is a game id (any case). */
export const isGameId = (word: string): boolean => WHOLE.test(word);

/** The game ids a text names, lower-cased, in order, repeats kept. */
export const gameIdsIn = (text: string): string[] => [...text.matchAll(IN_TEXT)].map((m) => m[0].toLowerCase());

/** The game a subject's tag names, lower-cased, or null. */
export function gameIdFromSubject(subject: string): string | null {
  const m = SUBJECT_TAG.exec(subject);
  return m ? m[1].toLowerCase() : null;
}

/** The engine prefix of a game id ("3k" of "3K-5"). */
export const prefixOfGameId = (id: string): string => id.toLowerCase().replace(NUMBER, "");
