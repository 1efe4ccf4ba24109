// HELP <kind> and HELP KEY. The general HELP is generated from the command table (table.ts).
import type { Games } from "../games/registry.ts";
import { keyFingerprint } from "../fairplay/sign.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang, type Msg } from "../i18n/msg.ts";
import { shownVerb, verbsOf } from "../i18n/verbs.ts";
import { ERROR, OK, type CommandResult } from "../service/context.ts";

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
  // the game's help names its English verbs; a reader of another language is shown theirs too
  const own = lang === "en" ? [] : verbsOf(e.kind).map((v) => shownVerb(v, lang));
  const verbs = own.length ? `\n\n${format(lang, m("core.help.gameVerbs", { verbs: own }))}` : "";
  return OK(format(lang, e.help) + verbs);
}

/** HELP KEY: the public key that signs START mails and records, and how to use it. */
export function keyHelp(key: string): Msg {
  return m("core.help.keyText", { key, fingerprint: keyFingerprint(key) });
}
