// PRESS <game> TO <player|ALL> <text>: a message between the players of a game, relayed by Herald as
// njudge and DPjudge relay press. Herald writes every press mail itself (From: Herald, the recipient's own
// reply key, the sender named by their seat's name only), so nobody learns another player's address.
// The game's press= option says who may write to whom, presslimit= (or the server's PRESS_PER_HOUR) how
// many a player may send an hour, presscopy=on copies each press to the secret-keepers without a seat.
// The press is kept (Press rows, shown on the readers' pages through the gate) and audited ("press"
// events name the recipient, never the text).
import type { Account } from "../generated/prisma/client.ts";
import type { MailContext, CommandResult } from "../service/context.ts";
import { ERROR, OK, requireAccount } from "../service/context.ts";
import { kindTitle, loadGame, logEvent, recipient } from "../service/games.ts";
import { rolesIn, secretKeepersOf } from "../service/roles.ts";
import { decide } from "../service/gate.ts";
import { resolvePlayer, words } from "../games/words.ts";
import { m } from "../i18n/msg.ts";
import { isGameId } from "../lib/game-id.ts";

/** How the game's players may write to each other (CREATE … press=). */
export const PRESS_MODES = ["all", "public", "none"] as const;
export type PressMode = (typeof PRESS_MODES)[number];

/** The longest press text, in characters: a letter, not a file. */
export const PRESS_MAX = 4000;

/** The line that ends a press written over several lines (docs/protocol.md, "Press"). */
export const END_PRESS = "ENDPRESS";

/**
 * A PRESS line with no text after its recipient takes the lines after it, up to a line ENDPRESS (or the
 * end of the mail), as its text: the mail's lines come out with each such press as one line whose text
 * keeps its line breaks. `isPress` tells a PRESS line (the verb in any language).
 */
export function foldPress(lines: string[], isPress: (line: string) => boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const w = words(line);
    // PRESS <game> TO <who>, or PRESS TO <who> in a mail about a game: nothing more on the line
    const bare = isPress(line) && ((w.length === 4 && /^to$/i.test(w[2])) || (w.length === 3 && /^to$/i.test(w[1])));
    if (!bare) {
      out.push(line);
      continue;
    }
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && lines[j].trim().toUpperCase() !== END_PRESS) body.push(lines[j++]);
    out.push(body.length ? `${line.trim()} ${body.join("\n")}` : line);
    i = j; // the ENDPRESS line (or past the end)
  }
  return out;
}

/**
 * A press as Herald's mails show it: every line quoted ("> ", an empty one ">"), under Herald's line
 * naming the sender, so that nothing in it reads as Herald's own words — a "Private — for you only"
 * header in any language, a "Your page:" link, a blank line that would start a paragraph of Herald's.
 * Every run of five dashes is broken ("---- -"): an armoured block (src/fairplay/armor.ts, which forgives
 * quote marks and line breaks between a marker's words) can neither begin nor end inside a press. Any
 * line break a mail reader may honour (CR, form feed, U+2028…) starts a quoted line too.
 */
export function quotePress(text: string): string {
  return text
    .replace(/-{5,}/g, (run) => run.match(/-{1,4}/g)!.join(" "))
    .split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)
    .map((line) => line.trimEnd())
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
}

/** The press's parts: its game (the mail's, when the line names none) and what follows TO, as typed. */
function parse(ctx: MailContext, rest: string): { game: string | null; after: string } | null {
  const mm = /^\s*(?:(\S+)\s+)?TO(?:\s+([\s\S]*))?$/i.exec(rest);
  if (!mm || !mm[2]?.trim()) return null;
  if (mm[1] && !isGameId(mm[1])) return null;
  return { game: mm[1] ?? ctx.gameId, after: mm[2] };
}

/** How many press mails one player may send in a game in an hour. */
function perHour(ctx: MailContext, game: { pressPerHour: number | null }): number {
  return game.pressPerHour ?? ctx.app.config.PRESS_PER_HOUR;
}

export async function press(ctx: MailContext, rest: string): Promise<CommandResult> {
  const account = requireAccount(ctx);
  const p = parse(ctx, rest);
  if (!p) return ERROR(m("core.press.usage"));
  if (!p.game) return ERROR(m("core.sayWhichGame", { verb: "PRESS" }));
  const lg = await loadGame(ctx, p.game);
  const { game, seats } = lg;
  ctx.gameId = game.id;
  const roles = await rolesIn(ctx.tx, lg, account);
  const may = decide(roles, { ask: "send-press" }, game.id);
  if (!may.ok) return ERROR(may.why);
  if (game.status === "finished" || game.status === "cancelled") return ERROR(m("core.press.over", { game: game.id }));
  const mode = game.pressMode as PressMode;
  if (mode === "none") return ERROR(m("core.press.off", { game: game.id }));
  // the recipient: ALL, a seat number, or a player's name (the longest name the words begin with)
  const after = p.after.trim();
  const w = words(after);
  let to: (typeof seats)[number] | null = null;
  let text: string;
  if (/^all$/i.test(w[0])) text = after.slice(w[0].length);
  else {
    const byName = [...seats]
      .sort((a, b) => b.name.length - a.name.length)
      .find((s) => {
        const head = after.slice(0, s.name.length);
        return head.toLowerCase() === s.name.toLowerCase() && (after.length === s.name.length || /\s/.test(after[s.name.length]));
      });
    if (byName) {
      to = byName;
      text = after.slice(byName.name.length);
    } else {
      const r = resolvePlayer(w[0], seats);
      if (!r.ok) return ERROR(r.error);
      to = seats.find((s) => s.seat === r.seat)!;
      text = after.slice(w[0].length);
    }
    if (to.accountId === account.id) return ERROR(m("core.press.toSelf"));
    if (mode === "public") return ERROR(m("core.press.onlyPublic", { game: game.id }));
  }
  text = text
    .replace(/^[ \t]+/, "")
    .replace(/^\n+/, "")
    .trimEnd();
  if (!text.trim()) return ERROR(m("core.press.empty"));
  if (text.length > PRESS_MAX) return ERROR(m("core.press.tooLong", { max: PRESS_MAX, length: text.length }));
  const now = ctx.app.now();
  const limit = perHour(ctx, game);
  const [{ n }] = await ctx.work.rows<{ n: number }>(
    `SELECT count(*)::int AS n FROM "Press" WHERE "gameId" = $1 AND "fromAccountId" = $2 AND "createdAt" > $3`,
    game.id,
    account.id,
    new Date(now.getTime() - 3600_000),
  );
  if (n >= limit) return ERROR(m("core.press.limit", { game: game.id, limit }));
  const from = roles.seat!;
  const [row] = await ctx.work.rows<{ id: number }>(
    `INSERT INTO "Press" ("gameId", "fromAccountId", "fromSeat", "fromName", "toAccountId", "toName", body, "createdAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    game.id,
    account.id,
    from.seat,
    from.name,
    to?.accountId ?? null,
    to?.name ?? null,
    text,
    now,
  );
  // the audit log names the recipient, never the text (the log is the operators' and the replay's)
  await logEvent(ctx, game.id, "press", `PRESS ${game.id} TO ${to ? to.name : "ALL"}`, { press: row.id }, from.seat);
  const subject = m("core.press.subject", { kind: kindTitle(game.kind), name: from.name });
  const said = m("core.press.said", { name: from.name, to: to ? "you" : "all", text: quotePress(text) });
  const readers: Account[] = to ? [to.account] : seats.filter((s) => s.accountId !== account.id).map((s) => s.account);
  for (const a of readers) {
    const r = recipient(a, game);
    if (to) ctx.notices.addPrivate(r, game.id, subject, said);
    else ctx.notices.addPublic(r, game.id, subject, said);
  }
  if (game.pressCopy) {
    const copy = m("core.press.copy", { name: from.name, to: to?.name ?? "", all: to ? "no" : "yes", text: quotePress(text) });
    for (const k of await secretKeepersOf(ctx.tx, lg)) ctx.notices.addAdmin(recipient(k, game), game.id, subject, copy);
  }
  return OK(m("core.press.sent", { game: game.id, to: to?.name ?? "", all: to ? "no" : "yes", n: readers.length }));
}
