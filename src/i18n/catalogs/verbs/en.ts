// The service's verbs as English players type them (src/i18n/verbs.ts reads every language's words:
// a line is accepted in any of them; the first word is the one HELP shows this language's readers).
// PASSWORD and AS stay as they are in every language: a password line must be found by the one word
// every masker knows (src/mail/redact.ts), and AS is an administrator's.
import type { Catalog } from "../../msg.ts";

const verbs: Catalog = {
  "core.verb.help": "HELP",
  "core.verb.register": "REGISTER",
  "core.verb.password": "PASSWORD",
  "core.verb.me": "ME",
  "core.verb.list": "LIST",
  "core.verb.game": "GAME",
  "core.verb.create": "CREATE",
  "core.verb.join": "JOIN",
  "core.verb.start": "START",
  "core.verb.status": "STATUS",
  "core.verb.resign": "RESIGN",
  "core.verb.observe": "OBSERVE",
  "core.verb.history": "HISTORY",
  "core.verb.as": "AS",
  "core.verb.pause": "PAUSE",
  "core.verb.resume": "RESUME CONTINUE",
  "core.verb.cancel": "CANCEL",
  "core.verb.deadline": "DEADLINE",
  "core.verb.kick": "KICK",
  "core.verb.replace": "REPLACE",
  "core.verb.vacation": "VACATION",
  "core.verb.auto": "AUTO",
  "core.verb.language": "LANGUAGE LANG",
  "core.verb.gender": "GENDER",
  "core.verb.logout": "LOGOUT",
  "core.verb.rename": "RENAME",
  "core.verb.coadmin": "COADMIN",
  "core.verb.volunteer": "VOLUNTEER",
  "core.verb.key": "KEY",
  "core.verb.file": "FILE",
  "core.verb.rollback": "ROLLBACK",
  "core.verb.press": "PRESS MESSAGE",
  "core.verb.webhook": "WEBHOOK",
  "core.verb.delivery": "DELIVERY",
  "core.verb.upload": "UPLOAD",
  // the words AUTO takes after it, in a game or for a standing order (`core.rule.*`, src/i18n/verbs.ts autoWord)
  "core.rule.off": "OFF",
  "core.rule.list": "LIST",
  "core.rule.clear": "CLEAR",
};

export default verbs;
