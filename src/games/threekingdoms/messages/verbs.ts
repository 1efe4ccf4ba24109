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
    "threekingdoms.verb.play": "ΠΑΙΞΕ ΠΑΙΖΩ ΠΑΙΞΤΕ",
    "threekingdoms.verb.discard": "ΠΕΤΑ ΠΕΤΑΞΕ ΠΕΤΑΩ ΠΕΤΑΞΤΕ",
    "threekingdoms.verb.pass": "ΠΑΣΟ ΠΑΣΑΡΩ",
    "threekingdoms.verb.done": "ΤΕΛΟΣ ΤΕΛΕΙΩΣΑ ΕΤΟΙΜΟ",
    "threekingdoms.verb.skill": "ΙΚΑΝΟΤΗΤΑ",
    "threekingdoms.verb.choose": "ΔΙΑΛΕΞΕ ΔΙΑΛΕΓΩ ΔΙΑΛΕΞΤΕ ΕΠΙΛΕΓΩ ΕΠΙΛΟΓΗ",
    "threekingdoms.verb.respond": "ΑΠΑΝΤΗΣΕ ΑΠΑΝΤΩ ΑΠΑΝΤΗΣΤΕ ΑΠΑΝΤΗΣΗ",
  },
  fr: {
    "threekingdoms.verb.play": "JOUER JOUE JOUEZ",
    "threekingdoms.verb.discard": "DÉFAUSSER DÉFAUSSE DÉFAUSSEZ",
    "threekingdoms.verb.pass": "PASSER PASSE PASSEZ",
    "threekingdoms.verb.done": "FINI TERMINÉ TERMINER TERMINE FIN",
    "threekingdoms.verb.skill": "COMPÉTENCE CAPACITÉ",
    "threekingdoms.verb.choose": "CHOISIR CHOISIS CHOISISSEZ",
    "threekingdoms.verb.respond": "RÉPONDRE RÉPONDS RÉPONDEZ",
  },
  es: {
    "threekingdoms.verb.play": "JUGAR JUEGA JUEGO",
    "threekingdoms.verb.discard": "DESCARTAR DESCARTA DESCARTO",
    "threekingdoms.verb.pass": "PASAR PASA PASO",
    "threekingdoms.verb.done": "LISTO TERMINAR TERMINA TERMINO TERMINADO FIN",
    "threekingdoms.verb.skill": "HABILIDAD",
    "threekingdoms.verb.choose": "ELEGIR ELIGE ELIJO ESCOGER ESCOGE ESCOJO",
    "threekingdoms.verb.respond": "RESPONDER RESPONDE RESPONDO",
  },
};
