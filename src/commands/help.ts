// HELP and HELP <kind>. The general text documents every service verb, aliases included
// (PROTOCOL.md: extra verbs and aliases are free as long as HELP documents them).
import { allEngines, findEngine } from "../games/registry.ts";
import { keyFingerprint } from "../fairplay/sign.ts";
import { format, translator } from "../i18n/format.ts";

export const GENERAL_HELP = `Herald — play-by-email games. Put one command per line in the body of a mail.
Verbs are case-insensitive. Reading stops at a line "END", a signature "-- " or quoted text.

Accounts
  REGISTER <display name>      create your account; your password is mailed back
  PASSWORD <password>          authenticate this mail, on any line of it
                               (or just reply to a mail from Herald)
  PASSWORD CHANGE <new>        change your password; replies to earlier mails stop working
  LOGOUT ALL                   end every reply key, dashboard session and API token of yours
  RENAME <display name>        change your name (games you joined keep the old one)
  ME                           your account and games
  Reply keys last REPLY_KEY_DAYS (30 by default). A new name is reserved for two days, and for
  good once you have used your password or replied to a Herald mail. Names that look alike
  (Cyrillic "А" for "A", "0" for "O", invisible or right-to-left characters) are refused.

Games
  LIST                         games open for joining, and running games
  CREATE <kind> [opt=value …]  a new game you host. Options of every game:
                                 deadline=48h      time for each decision (turn, answer, choice)
                                 remind=12h        private reminder this long before it (0: none)
                                 vacation=14d      the most a VACATION stretches a deadline
                                 turnReminder=7d   remind the host when no administrator update
                                                   (e.g. Killer's TURN) came for that long
  JOIN <game-id> [opt=value …] take a seat
  START <game-id>              host: deal / assign; everyone gets their private mail
  STATUS [<game-id>]           re-send your own view of the game
  RESIGN <game-id>             leave a game
  OBSERVE <game-id>            receive a game's public mails
  HISTORY <game-id>            after the end: the game's record signed by Herald (seed, moves,
                               result), to check with the START mail you kept:
                               npm run cli -- verify <HISTORY mail> <START mail>
                               (HISTORY <game-id> REVEAL: an administrator without a seat takes
                               the record of a game that keeps its secrets; the players are told)
  GAME <game-id>               the following lines apply to that game
                               (a subject with [<game-id>] does the same)
  HELP [<kind>]                this text, or a game's commands and rules
  HELP KEY                     Herald's public key, which signs START mails and game records

Deadlines, vacations, standing orders
  Every decision a game waits for has a deadline (its time left is in the game's mails); you get a
  reminder before it. When it passes, the game's default is applied (HELP <kind> says which) and the
  other players learn who was late; a game without a default pauses and the host is told.
  VACATION <from> <to>         you are away (dates YYYY-MM-DD, both days included): your deadlines
                               stretch over the absence, up to each game's cap; the games are told
  VACATION OFF / VACATION      cancel it / show it
  AUTO <rule>                  a standing order in all your games of the kinds that know the rule,
                               now and in every later game of that kind (e.g. AUTO dodge in Three Kingdoms)
  AUTO OFF <rule> / AUTO LIST / AUTO CLEAR    remove one / list them / remove all
                               (in a game's mail, AUTO … is that game's own verb; AUTO ALL … forces
                               the standing order)

Host or administrator of a game
  PAUSE <game-id> / RESUME <game-id> / CANCEL <game-id>
  DEADLINE <game-id> <duration>      e.g. DEADLINE regicide-3 72h (pending deadlines re-counted)
  RESUME gives the players awaited a fresh deadline.
  KICK <game-id> <player>            REPLACE <game-id> <player> <address>
  (once a game runs, KICK and REPLACE are for an administrator who holds no seat in it)
  COADMIN <game-id> ADD <address> | REMOVE <address> | LIST
                               host: name co-administrators, who keep the game's secrets
                               without playing (announced to the players). A game with
                               secrets (Killer) starts only when someone without a seat keeps
                               them: the host not playing, a co-administrator, or a site
                               administrator.
  VOLUNTEER <game-id>          offer to take over a seat; REPLACE needs it from the newcomer,
                               and never gives a seat to the host or a co-administrator
Administrators (site administrators; a game's host or co-administrators without a seat in it)
  AS <player> <command>        act in a player's name (player = display name, seat, or address).
                               Never in a game where you hold a seat. The player is told, the
                               game's log keeps who really acted, moves are announced to all
                               ("<administrator> for <player>: …"), STATUS is logged as a REVEAL.
                               Host and co-administrators: only the game's moves and STATUS.`;

export function helpText(kind?: string): { ok: true; text: string } | { ok: false; error: string } {
  const kinds = allEngines().map((e) => e.kind + (e.aliases?.length ? ` (${e.aliases.join(", ")})` : "")).join(", ");
  if (!kind) return { ok: true, text: `${GENERAL_HELP}\n\nGame kinds: ${kinds}. HELP <kind> shows a game's commands.` };
  const e = findEngine(kind);
  if (!e) return { ok: false, error: `unknown game kind "${kind}" (kinds: ${kinds})` };
  return { ok: true, text: format("en", e.help) };
}

/** HELP KEY: the public key that signs START mails and records, and how to use it. */
export function keyHelp(key: string): string {
  return [
    `Herald's public key: ${key}`,
    `Its fingerprint: ${keyFingerprint(key)}`,
    "It signs the fair-play block of every START mail and every game record (HISTORY). To check a game:",
    "  npm run cli -- verify <saved HISTORY mail> <saved START mail>",
    `or, without the START mail: … verify <HISTORY mail> --commitment <hex from the START mail> --key ${key}`,
  ].join("\n");
}
