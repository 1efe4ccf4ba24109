// Wraps the prose of a plain-text mail for readers of 78 columns (njudge and DPjudge mail at about that;
// RFC 5322 §2.1.1 asks for lines of at most 78 characters). Only a line longer than that is touched, and
// only when it is prose: a line that is quoted ("> "), indented (a table, a board, a monospace block),
// aligned in columns (two spaces inside it), drawn with box characters or cut by "|" stays whole, as does
// a word, a URL, a "quoted" or `backticked` stretch and a command a player must type (a word in capitals
// keeps the word after it: "JOIN tr-1", "PASSWORD RESET <key>"). A list item's next lines are indented
// under its text. Each line but the last of a wrapped line ends with a space, RFC 3676's soft break, so
// a program can join them back (`unwrap`); spaces a line ended with are dropped. Columns are counted in
// code points (Greek, accents), as a reader sees them; the trailing space counts.
export const MAIL_WIDTH = 78;

/** A list item's marker: "- ", "* ", "• ", "1. ", "2) ", at the start of the line or indented. */
const LIST = /^(\s*(?:[-*•]|\d{1,3}[.)]) )(?=\S)/u;
const BOX = /[\u2500-\u259f|]/u;

const width = (s: string): number => [...s].length;

/** Whether a long line is prose that may be wrapped; the indentation of its next lines when it is. */
function continuation(line: string): string | null {
  if (/^\s*>/.test(line) || BOX.test(line) || line.includes("\t")) return null;
  const list = LIST.exec(line);
  const text = list ? line.slice(list[1].length) : line;
  if (!list && /^\s/.test(line)) return null;
  if (/\S {2,}\S/.test(text) || / $/.test(text)) return null;
  return list ? " ".repeat(width(list[1])) : "";
}

/** The pieces of prose a line may break between: words, with a command's word kept to the next. */
function pieces(text: string): string[] {
  const out: string[] = [];
  let piece: string | null = null;
  let quotes = 0;
  for (const word of text.split(" ")) {
    piece = piece === null ? word : `${piece} ${word}`;
    quotes += (word.match(/["`]/g) ?? []).length;
    // a verb (JOIN, PASSWORD RESET), not a code such as a card's (SLASH-JC): a hand may break between cards
    const command = /^[A-Z]{2,}$/.test(word.replace(/^["`(]+/, ""));
    if (quotes % 2 === 0 && !command) {
      out.push(piece);
      piece = null;
    }
  }
  if (piece !== null) out.push(piece);
  return out;
}

/** One line wrapped at `columns`: itself when it fits or is not prose. */
export function wrapLine(line: string, columns = MAIL_WIDTH): string[] {
  if (width(line) <= columns) return [line];
  const indent = continuation(line);
  if (indent === null) return [line];
  const list = LIST.exec(line)?.[1] ?? "";
  const out: string[] = [];
  let current = list;
  let filled = false;
  for (const piece of pieces(line.slice(list.length))) {
    // the soft break's trailing space counts in the line it ends
    if (filled && width(current) + 1 + width(piece) + 1 > columns) {
      out.push(`${current} `);
      current = indent + piece;
    } else current = filled ? `${current} ${piece}` : current + piece;
    filled = true;
  }
  out.push(current);
  return out;
}

/** The signature separator: the one line whose trailing space means something else (RFC 3676 §4.3). */
const SIGNATURE = "-- ";

/**
 * A mail's text with its long prose lines wrapped (see the header). Spaces that end a line are dropped
 * first (a reader never sees them), so that every line ending in one is a soft break.
 */
export function wrapText(text: string, columns = MAIL_WIDTH): string {
  return text
    .split("\n")
    .flatMap((l) => (l === SIGNATURE ? [l] : wrapLine(l.replace(/ +$/, ""), columns)))
    .join("\n");
}

/** A wrapped text joined back: a line ending in a space goes on with the next, its indentation dropped. */
export function unwrap(text: string): string {
  const out: string[] = [];
  let soft = false;
  for (const line of text.split("\n")) {
    if (soft) out[out.length - 1] += line.replace(/^ +/, "");
    else out.push(line);
    soft = line.endsWith(" ") && line !== SIGNATURE;
  }
  return out.join("\n");
}
