// HELP <kind> and HELP KEY. The general HELP is generated from the command table (table.ts).
import type { Games } from "../games/registry.ts";
import { keyFingerprint } from "../fairplay/sign.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang, type Msg } from "../i18n/msg.ts";
import { ERROR, OK, type CommandResult } from "./context.ts";

/** "guess (g), other": the game kinds with their aliases. */
export function kindsList(games: Games): string {
  return games
    .all()
    .map((e) => e.kind + (e.aliases?.length ? ` (${e.aliases.join(", ")})` : ""))
    .join(", ");
}

/** HELP <kind>: the game's own help, in `lang`. */
export function helpText(games: Games, kind: string, lang: Lang): CommandResult {
  const e = games.find(kind);
  if (!e) return ERROR(m("core.unknownKind", { kind, kinds: kindsList(games) }));
  return OK(format(lang, e.help));
}

/** HELP KEY: the public key that signs START mails and records, and how to use it. */
export function keyHelp(key: string): Msg {
  return m("core.help.keyText", { key, fingerprint: keyFingerprint(key) });
}
