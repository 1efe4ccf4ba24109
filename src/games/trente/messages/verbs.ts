// The game's verbs as players type them in each language (src/i18n/verbs.ts turns any of them into the
// English verb the game's parser reads; the first word of a language is the one its readers are shown).
// The `.word.` ids are words a move takes after its verb, read as the English word the parser knows.
// The `.rule.` ids are the words AUTO takes after it (AUTO POLICY …), read as the English word.
import type { Catalogs } from "../../../i18n/msg.ts";

export const verbs: Catalogs = {
  en: {
    "trente.verb.keep": "KEEP",
    "trente.verb.policy": "POLICY",
    "trente.verb.first": "FIRST",
    "trente.verb.victim": "VICTIM",
    "trente.word.all": "ALL",
    "trente.word.high": "HIGH",
    "trente.word.low": "LOW",
    "trente.word.else": "ELSE",
    "trente.rule.policy": "POLICY",
  },
  el: {
    "trente.verb.keep": "ΚΡΑΤΑ ΚΡΑΤΑΩ ΚΡΑΤΗΣΕ ΚΡΑΤΗΣΤΕ",
    "trente.verb.policy": "ΠΟΛΙΤΙΚΗ ΣΤΡΑΤΗΓΙΚΗ",
    "trente.verb.first": "ΠΡΩΤΟΣ ΠΡΩΤΗ",
    "trente.verb.victim": "ΘΥΜΑ",
    "trente.word.all": "ΟΛΑ ΟΛΟΥΣ",
    "trente.word.high": "ΥΨΗΛΑ ΥΨΗΛΟ ΜΕΓΑΛΑ",
    "trente.word.low": "ΧΑΜΗΛΑ ΧΑΜΗΛΟ ΜΙΚΡΑ",
    "trente.word.else": "ΑΛΛΙΩΣ",
    "trente.rule.policy": "ΠΟΛΙΤΙΚΗ ΣΤΡΑΤΗΓΙΚΗ",
  },
  fr: {
    "trente.verb.keep": "GARDER GARDE GARDEZ ÉCARTER ÉCARTE ÉCARTEZ",
    "trente.verb.policy": "POLITIQUE STRATÉGIE",
    "trente.verb.first": "PREMIER PREMIÈRE",
    "trente.verb.victim": "VICTIME",
    "trente.word.all": "TOUT TOUS",
    "trente.word.high": "HAUT HAUTS FORT",
    "trente.word.low": "BAS FAIBLE",
    "trente.word.else": "SINON",
    "trente.rule.policy": "POLITIQUE STRATÉGIE",
  },
  es: {
    "trente.verb.keep": "GUARDAR GUARDA GUARDO APARTAR APARTA APARTO",
    "trente.verb.policy": "POLÍTICA ESTRATEGIA",
    "trente.verb.first": "PRIMERO PRIMERA",
    "trente.verb.victim": "VÍCTIMA",
    "trente.word.all": "TODO TODOS",
    "trente.word.high": "ALTO ALTOS",
    "trente.word.low": "BAJO BAJOS",
    "trente.word.else": "SINO",
    "trente.rule.policy": "POLÍTICA ESTRATEGIA",
  },
};
