// The game's verbs as players type them in each language (src/i18n/verbs.ts turns any of them into the
// English verb the game's parser reads; the first word of a language is the one its readers are shown).
import type { Catalogs } from "../../../i18n/msg.ts";

export const verbs: Catalogs = {
  en: {
    "trente.verb.keep": "KEEP",
    "trente.verb.policy": "POLICY",
    "trente.verb.first": "FIRST",
    "trente.verb.victim": "VICTIM",
  },
  el: {
    "trente.verb.keep": "ΚΡΑΤΑ",
    "trente.verb.policy": "ΠΟΛΙΤΙΚΗ",
    "trente.verb.first": "ΠΡΩΤΟΣ",
    "trente.verb.victim": "ΘΥΜΑ",
  },
  fr: {
    "trente.verb.keep": "GARDER",
    "trente.verb.policy": "POLITIQUE",
    "trente.verb.first": "PREMIER",
    "trente.verb.victim": "VICTIME",
  },
  es: {
    "trente.verb.keep": "GUARDAR",
    "trente.verb.policy": "POLÍTICA",
    "trente.verb.first": "PRIMERO",
    "trente.verb.victim": "VÍCTIMA",
  },
};
