// A player who answers a game's mail in prose ("Sounds good, Ann!") meant to talk to the table, and each
// of those lines is answered "not a command (a line of prose?)" (moves.ts notAVerb). The reply then says,
// once for the whole mail, how to talk: PRESS (press.ts). Said when the mail is about a game the sender
// plays in and whose press is open, and either the mail answers a press mail ("Re: [regicide-4] Regicide —
// press from Ann", in any language: "To answer Ann: PRESS regicide-4 TO Ann …") with a line of prose, or
// every line of the mail is prose ("To write to the other players: PRESS regicide-4 TO <player> …"). An
// answer to a press mail whose subject lost its [game-id] tag gets the hint of the game it must be about,
// or, when the sender plays in several, how to name the game.
import type { MailContext } from "../service/context.ts";
import { isProse, type LineResult } from "../commands/run.ts";
import { kindTitle } from "../service/games.ts";
import { isPasswordLine } from "../commands/moves.ts";
import { format } from "../i18n/format.ts";
import { LANGUAGES, m, type Msg } from "../i18n/msg.ts";

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

interface SeatRow {
  gameId: string;
  accountId: number;
  name: string;
  pressMode: string;
}

/** The seats of the games not over, with press open, in which `accountId` plays (or of the one `gameId`). */
async function seatsOfGames(ctx: MailContext, accountId: number, gameId: string | null): Promise<SeatRow[]> {
  return ctx.work.rows<SeatRow>(
    `SELECT s."gameId", s."accountId", s.name, g."pressMode" FROM "Seat" s JOIN "Game" g ON g.id = s."gameId"
      WHERE s.status = 'active' AND g.status NOT IN ('finished', 'cancelled') AND g."pressMode" <> 'none'
        AND s."gameId" IN (SELECT "gameId" FROM "Seat" WHERE "accountId" = $1 AND status = 'active')
        AND ($2::text IS NULL OR s."gameId" = $2)
      ORDER BY s."gameId", s.seat`,
    accountId,
    gameId,
  );
}

/** The hint in one game whose seats (the sender's among them) are `seats`. */
function hintIn(game: string, seats: readonly SeatRow[], me: number, answering: string | null): Msg {
  const publicOnly = seats[0].pressMode === "public";
  const to = seats.find((s) => s.accountId !== me && s.name.toLowerCase() === answering?.toLowerCase());
  if (to && !publicOnly) return m("mail.pressHint.answer", { game, name: to.name });
  return m("mail.pressHint.write", { game, all: publicOnly ? "yes" : "no" });
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
  if (!me || me.email !== ctx.from || ctx.actingAdmin || !results.some(isProse)) return null;
  const answering = pressSenderIn(subject, kinds);
  // An answer to a press mail whose subject lost its [game-id] tag (a client that rewrites subjects):
  // the game is the one the sender plays in with the press's sender, or the only one they play in;
  // among several, the hint says how to name it.
  if (!game) {
    if (!answering) return null;
    const rows = await seatsOfGames(ctx, me.id, null);
    const games = new Map<string, SeatRow[]>();
    for (const r of rows) games.set(r.gameId, [...(games.get(r.gameId) ?? []), r]);
    const named = (n: string) => n.toLowerCase() === answering.toLowerCase();
    const withSender = [...games].filter(([, seats]) => seats.some((s) => s.accountId !== me.id && named(s.name)));
    const one = withSender.length === 1 ? withSender[0] : withSender.length === 0 && games.size === 1 ? [...games][0] : null;
    if (one) return hintIn(one[0], one[1], me.id, answering);
    if (!games.size) return null;
    const among = withSender.length ? withSender.map(([id]) => id) : [...games.keys()];
    // the name as the seats spell it; else as the subject does (the sender's own words, to them only)
    const name = withSender[0]?.[1].find((x) => x.accountId !== me.id && named(x.name))?.name ?? answering.slice(0, 40);
    return m("mail.pressHint.nameGame", { name, games: { or: among } });
  }
  // the PASSWORD line that authenticates the mail is no command of the player's
  if (!answering && !results.filter((r) => !isPasswordLine(r.line)).every(isProse)) return null;
  const seats = await seatsOfGames(ctx, me.id, game);
  if (!seats.some((s) => s.accountId === me.id)) return null;
  return hintIn(game, seats, me.id, answering);
}
