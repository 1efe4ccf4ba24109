// A player who answers a game's mail in prose ("Sounds good, Ann!") meant to talk to the table, and each
// of those lines is answered "not a command (a line of prose?)" (moves.ts notAVerb). The reply then says,
// once for the whole mail, how to talk: PRESS (press.ts). Said when the mail is about a game the sender
// plays in and whose press is open, and either the mail answers a press mail ("Re: [regicide-4] Regicide —
// press from Ann", in any language: "To answer Ann: PRESS regicide-4 TO Ann …") with a line of prose, or
// every line of the mail is prose ("To write to the other players: PRESS regicide-4 TO <player> …").
import type { MailContext } from "./context.ts";
import type { LineResult } from "./run.ts";
import { kindTitle } from "./games.ts";
import { isPasswordLine } from "./moves.ts";
import { format } from "../i18n/format.ts";
import { LANGUAGES, m, type Msg } from "../i18n/msg.ts";

/** A line answered as prose (moves.ts notAVerb: OK "core.proseLine"). */
function isProse(r: LineResult): boolean {
  const t = r.result.ok ? r.result.text : undefined;
  return !!t && typeof t === "object" && "id" in t && t.id === "core.proseLine";
}

/**
 * The name of the player whose press mail this subject answers ("Re: [regicide-4] Regicide — press from
 * Ann" → "Ann"), in any language and for any kind; null when it answers no press mail. The name is only
 * what the subject says: the caller checks it is a seat of the game.
 */
export function pressSenderIn(subject: string, kinds: readonly string[]): string | null {
  // whatever comes before Herald's words ("Re:", "AW:", "RE :", the [game-id] tag) is the reader's client's
  const text = subject.trim();
  const NAME = "\u0001";
  for (const lang of LANGUAGES)
    for (const kind of kinds) {
      const [before, after] = format(lang, m("core.press.subject", { kind: kindTitle(kind), name: NAME })).split(NAME);
      const at = text.lastIndexOf(before);
      if (at >= 0 && text.endsWith(after) && text.length > at + before.length + after.length)
        return text.slice(at + before.length, text.length - after.length).trim() || null;
    }
  return null;
}

/** The hint for this mail's reply, or null (see the header). */
export async function pressHint(
  ctx: MailContext,
  subject: string,
  results: readonly LineResult[],
  kinds: readonly string[],
): Promise<Msg | null> {
  const game = ctx.gameId;
  const me = ctx.account;
  if (!game || !me || me.email !== ctx.from || ctx.actingAdmin || !results.some(isProse)) return null;
  const answering = pressSenderIn(subject, kinds);
  // the PASSWORD line that authenticates the mail is no command of the player's
  if (!answering && !results.filter((r) => !isPasswordLine(r.line)).every(isProse)) return null;
  const seats = await ctx.work.rows<{ accountId: number; name: string; pressMode: string }>(
    `SELECT s."accountId", s.name, g."pressMode" FROM "Seat" s JOIN "Game" g ON g.id = s."gameId"
      WHERE s."gameId" = $1 AND s.status = 'active' AND g.status NOT IN ('finished', 'cancelled') AND g."pressMode" <> 'none'`,
    game,
  );
  if (!seats.some((s) => s.accountId === me.id)) return null;
  const publicOnly = seats[0].pressMode === "public";
  const to = seats.find((s) => s.accountId !== me.id && s.name.toLowerCase() === answering?.toLowerCase());
  if (to && !publicOnly) return m("mail.pressHint.answer", { game, name: to.name });
  return m("mail.pressHint.write", { game, all: publicOnly ? "yes" : "no" });
}
