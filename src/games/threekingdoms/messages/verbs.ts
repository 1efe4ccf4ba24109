// The game's verbs as players type them in each language (src/i18n/verbs.ts turns any of them into the
// English verb the game's parser reads; the first word of a language is the one its readers are shown).
import type { Catalogs } from "../../../i18n/msg.ts";

export const verbs: Catalogs = {
  en: {
    "threekingdoms.verb.play": "PLAY",
    "threekingdoms.verb.discard": "DISCARD",
    "threekingdoms.verb.pass": "PASS",
    "threekingdoms.verb.done": "DONE",
    "threekingdoms.verb.skill": "SKILL",
    "threekingdoms.verb.choose": "CHOOSE",
    "threekingdoms.verb.respond": "RESPOND",
  },
  el: {
    "threekingdoms.verb.play": "ΠΑΙΞΕ",
    "threekingdoms.verb.discard": "ΠΕΤΑ",
    "threekingdoms.verb.pass": "ΠΑΣΟ",
    "threekingdoms.verb.done": "ΤΕΛΟΣ",
    "threekingdoms.verb.skill": "ΙΚΑΝΟΤΗΤΑ",
    "threekingdoms.verb.choose": "ΔΙΑΛΕΞΕ",
    "threekingdoms.verb.respond": "ΑΠΑΝΤΗΣΕ",
  },
  fr: {
    "threekingdoms.verb.play": "JOUER",
    "threekingdoms.verb.discard": "DÉFAUSSER",
    "threekingdoms.verb.pass": "PASSER",
    "threekingdoms.verb.done": "FINI",
    "threekingdoms.verb.skill": "COMPÉTENCE",
    "threekingdoms.verb.choose": "CHOISIR",
    "threekingdoms.verb.respond": "RÉPONDRE",
  },
  es: {
    "threekingdoms.verb.play": "JUGAR",
    "threekingdoms.verb.discard": "DESCARTAR",
    "threekingdoms.verb.pass": "PASAR",
    "threekingdoms.verb.done": "LISTO",
    "threekingdoms.verb.skill": "HABILIDAD",
    "threekingdoms.verb.choose": "ELEGIR",
    "threekingdoms.verb.respond": "RESPONDER",
  },
};
