// Press written on a reader's page (src/web/views/reader.eta): to the whole table or to one player, sent
// as the PRESS line a player would mail (src/commands/press.ts), in the reader's own name, through the
// mail pipeline (readers.ts submitAsAccount). The form is offered only where the command would take it —
// the gate's send-press (a seat), a game not over, press= not off, one seat to another only under
// press=all — and the command checks all of it again (and presslimit=) when the line arrives.
import { decide, type Relations } from "../service/gate.ts";
import { END_PRESS, foldPress, type PressMode } from "../commands/press.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang } from "../i18n/msg.ts";
import type { PageGame } from "./reader.ts";

/** Whom the reader may write to from the page: `value` goes into the PRESS line, `label` is shown. */
export type PressChoice = { value: string; label: string };

/** The recipients the page offers (the table first), or null when the reader may send no press here. */
export function pressChoices(game: PageGame, rel: Relations, readerId: number, lang: Lang): PressChoice[] | null {
  if (game.status === "finished" || game.status === "cancelled") return null;
  const mode = game.pressMode as PressMode;
  if (mode === "none" || !decide(rel, { ask: "send-press" }, game.id).ok) return null;
  const all = { value: "ALL", label: format(lang, m("core.page.pressAll")) };
  if (mode !== "all") return [all];
  const others = game.seats.filter((s) => s.status === "active" && s.accountId !== readerId);
  // by seat number (`#2`): a name could begin another's ("Bob" and "Bob Smith"), a number cannot
  return [
    all,
    ...others.map((s) => ({ value: `#${s.seat}`, label: format(lang, m("core.page.seatOf", { seat: s.seat, name: s.name })) })),
  ];
}

/** A line as the pipeline reads it (src/mail/envelope.ts commandLines): no control characters, trimmed. */
const asRead = (line: string) =>
  line
    .replace(/\u00a0/g, " ")
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .trim();

/**
 * The mail body of a press typed on the page, or null when there is none to send (no text, or a recipient
 * the page did not offer). The text keeps its lines (PRESS … TO …, the lines, ENDPRESS) when the pipeline
 * reads them back as exactly this one press; a line that would end the reading or be read as something
 * else (END, "-- ", a quote, "Thanks,", a line ENDPRESS…) would cut the press or send a command the page
 * does not send, so such a text goes as one line instead, checked the same way. `readLines` is the
 * pipeline's reading of a mail's text (src/mail/parse.ts mailLines), passed in to keep it off the start path.
 */
export function pressBody(
  gameId: string,
  choices: PressChoice[] | null,
  to: string,
  text: string,
  readLines: (text: string) => string[],
): string | null {
  if (!choices?.some((c) => c.value === to)) return null;
  const lines = text.replace(/\r\n?/g, "\n").split("\n").map(asRead).filter(Boolean);
  if (!lines.length) return null;
  const head = `PRESS ${gameId} TO ${to}`;
  const isPress = (l: string) => /^PRESS\s/i.test(l);
  const readAs = (body: string, want: string) => {
    const read = foldPress(readLines(body), isPress);
    return read.length === 1 && read[0] === want;
  };
  const kept = `${head}\n${lines.join("\n")}\n${END_PRESS}`;
  if (readAs(kept, `${head} ${lines.join("\n")}`)) return kept;
  const one = `${head} ${lines.join(" ")}`;
  return readAs(one, one) ? one : null;
}
