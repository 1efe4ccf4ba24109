// HELP and HELP <kind>. The general text documents every service verb, aliases included
// (PROTOCOL.md: extra verbs and aliases are free as long as HELP documents them).
import { allEngines, findEngine } from "../games/registry.ts";

export const GENERAL_HELP = `Herald — play-by-email games. Put one command per line in the body of a mail.
Verbs are case-insensitive. Reading stops at a line "END", a signature "-- " or quoted text.

Accounts
  REGISTER <display name>      create your account; your password is mailed back
  PASSWORD <password>          authenticate this mail (or just reply to a mail from Herald)
  PASSWORD CHANGE <new>        change your password
  ME                           your account and games

Games
  LIST                         games open for joining, and running games
  CREATE <kind> [opt=value …]  a new game you host (also: deadline=48h)
  JOIN <game-id> [opt=value …] take a seat
  START <game-id>              host: deal / assign; everyone gets their private mail
  STATUS [<game-id>]           re-send your own view of the game
  RESIGN <game-id>             leave a game
  OBSERVE <game-id>            receive a game's public mails
  HISTORY <game-id>            after the end: the seed and move log, to check with
                               npm run cli -- verify <saved mail>
  GAME <game-id>               the following lines apply to that game
                               (a subject with [<game-id>] does the same)
  HELP [<kind>]                this text, or a game's commands and rules

Host or administrator of a game
  PAUSE <game-id> / RESUME <game-id> / CANCEL <game-id>
  DEADLINE <game-id> <duration>      e.g. DEADLINE regicide-3 72h
  KICK <game-id> <player>            REPLACE <game-id> <player> <address>
Administrators only
  AS <player> <command>        act in a player's name (player = display name, seat, or address)`;

export function helpText(kind?: string): { ok: true; text: string } | { ok: false; error: string } {
  const kinds = allEngines().map((e) => e.kind + (e.aliases?.length ? ` (${e.aliases.join(", ")})` : "")).join(", ");
  if (!kind) return { ok: true, text: `${GENERAL_HELP}\n\nGame kinds: ${kinds}. HELP <kind> shows a game's commands.` };
  const e = findEngine(kind);
  if (!e) return { ok: false, error: `unknown game kind "${kind}" (kinds: ${kinds})` };
  return { ok: true, text: e.help };
}
