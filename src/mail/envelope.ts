// The envelope rules of docs/protocol-spec.md, on plain text: where the command lines of a mail end (which
// game a subject names is src/lib/game-id.ts). Pure functions, no MIME (that is parse.ts).

/** Lines that start quoted history: "On … wrote:" in a few languages, Outlook's "-----Original Message-----" and "From: … " header blocks. */
const QUOTE_HEADERS = [
  /^On\b.*\bwrote:\s*$/i,
  /^Le\b.*\ba écrit\s*:\s*$/i,
  /^El\b.*\bescribió:\s*$/i,
  /^Am\b.*\bschrieb\b.*:\s*$/i,
  /^Στις\b.*\bέγραψε:\s*$/i,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^-{2,}\s*Forwarded message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/, // Outlook's rule line above "From: … Sent: …"
];

/** An Outlook-style quote header block: "From: …" followed within 3 lines by "Sent:" or "Date:". */
function isOutlookHeader(lines: string[], i: number): boolean {
  if (!/^\*?From:\*?\s/i.test(lines[i].trim())) return false;
  for (let j = i + 1; j < Math.min(lines.length, i + 4); j++)
    if (/^\*?(Sent|Date|To|Subject):\*?\s/i.test(lines[j].trim())) return true;
  return false;
}

/**
 * A closing line ("Thanks!", "Best regards,", "Merci à vous", "Ευχαριστώ") on its own: what follows is
 * a signature. No command verb starts with one of these words.
 */
const SIGN_OFF =
  /^(thanks|thank you|many thanks|thx|ty|cheers|best|regards|kind regards|best regards|warm regards|all the best|yours|sincerely|cordialement|merci|bien à vous|amitiés|danke|vielen dank|viele grüße|liebe grüße|grüße|gruß|mit freundlichen grüßen|saludos|gracias|un saludo|grazie|cordiali saluti|obrigad[oa]|abraços|ευχαριστώ|ευχαριστω|με εκτίμηση|φιλικά)(?=$|[\s,.!:;)-]).{0,40}$/iu;

export function isSignOff(line: string): boolean {
  return SIGN_OFF.test(line.trim());
}

/**
 * The command lines of a mail body: stops at `END`, a signature separator (`-- `), quoted reply
 * text (`>` lines, `On … wrote:`, Outlook headers), or a sign-off line ("Thanks,", "Best regards"). Blank lines are dropped; surrounding spaces are
 * trimmed; inner spacing is left to the command parser (which forgives it).
 */
export function commandLines(body: string): string[] {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    // control characters (NUL and friends from binary junk) are dropped: they can never be part of a
    // command, and PostgreSQL refuses NUL in text
    const line = raw
      .replace(/\u00a0/g, " ")
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
      .trim();
    if (/^END\.?$/i.test(line)) break;
    if (raw === "-- " || raw === "--" || line === "-- " || /^--\s*$/.test(raw)) break;
    if (line.startsWith(">")) break;
    if (QUOTE_HEADERS.some((re) => re.test(line))) break;
    if (isOutlookHeader(lines, i)) break;
    if (isSignOff(line)) break;
    // a two-line "On Mon, 1 Jan 2026 at 10:00, Ann <ann@x>\nwrote:" (clients wrap long headers)
    if (/^On\b/i.test(line) && i + 1 < lines.length && /^.*wrote:\s*$/i.test(lines[i + 1].trim())) break;
    if (line === "") continue;
    out.push(line);
  }
  return out;
}

/** Quote headers after which a bottom-posted answer may follow ("On … wrote:" and its translations). */
const WROTE_HEADERS = QUOTE_HEADERS.slice(0, 5);

/**
 * The command lines of a bottom-posted reply (mutt's habit: the quote first, the answer under it,
 * possibly interleaved), for a mail that has none above its quote. Only `>`-quoted text counts as a
 * quote here: lines after it are the writer's; the `>` lines and "On … wrote:" headers are skipped.
 * Outlook and forwarded blocks quote without `>`, so nothing below them is ever read.
 */
export function bottomPostedLines(body: string): string[] {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  const isQuote = (l: string) => l.trim().startsWith(">");
  let seenQuote = false;
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (isQuote(line)) {
      seenQuote = true;
      continue;
    }
    // an "On … wrote:" header (one or two lines) directly above a quote
    const next = lines.slice(i + 1).find((l) => l.trim() !== "") ?? "";
    const header =
      WROTE_HEADERS.some((re) => re.test(line)) || (/^On\b/i.test(line) && /wrote:\s*$/i.test((lines[i + 1] ?? "").trim()));
    if (header && (isQuote(next) || /wrote:\s*$/i.test(next.trim()))) continue;
    if (/wrote:\s*$/i.test(line) && isQuote(next)) continue;
    if (!seenQuote) {
      if (line === "") continue;
      return []; // text above the quote: not a bottom post (commandLines decides)
    }
    kept.push(lines[i]);
  }
  return seenQuote ? commandLines(kept.join("\n")) : [];
}
