// The game's verbs as players type them in each language (src/i18n/verbs.ts turns any of them into the
// English verb the game's parser reads; the first word of a language is the one its readers are shown).
// The `.word.` ids are words a move takes after its verb, read as the English word the parser knows.
import type { Catalogs } from "../../../i18n/msg.ts";

export const verbs: Catalogs = {
  en: {
    "regicide.verb.play": "PLAY",
    "regicide.verb.discard": "DISCARD",
    "regicide.verb.yield": "YIELD",
    "regicide.verb.flip": "FLIP",
    "regicide.verb.next": "NEXT",
    "regicide.verb.tavern": "TAVERN",
    "regicide.word.jester": "JESTER",
  },
  el: {
    "regicide.verb.play": "ΠΑΙΞΕ ΠΑΙΖΩ ΠΑΙΞΤΕ ΡΙΧΝΩ",
    "regicide.verb.discard": "ΠΕΤΑ ΠΕΤΑΞΕ ΠΕΤΑΩ ΠΕΤΑΞΤΕ",
    "regicide.verb.yield": "ΠΑΣΟ ΠΑΣΑΡΩ",
    "regicide.verb.flip": "ΓΥΡΝΑ ΓΥΡΙΣΕ ΓΥΡΝΑΩ",
    "regicide.verb.next": "ΕΠΟΜΕΝΟΣ ΕΠΟΜΕΝΗ",
    "regicide.verb.tavern": "ΤΑΒΕΡΝΑ",
    "regicide.word.jester": "ΓΕΛΩΤΟΠΟΙΟΣ ΤΖΟΚΕΡ",
  },
  fr: {
    "regicide.verb.play": "JOUER JOUE JOUEZ",
    "regicide.verb.discard": "DÉFAUSSER DÉFAUSSE DÉFAUSSEZ",
    "regicide.verb.yield": "PASSER PASSE PASSEZ",
    "regicide.verb.flip": "RETOURNER RETOURNE RETOURNEZ",
    "regicide.verb.next": "SUIVANT SUIVANTE",
    "regicide.verb.tavern": "TAVERNE",
    "regicide.word.jester": "BOUFFON",
  },
  es: {
    "regicide.verb.play": "JUGAR JUEGA JUEGO",
    "regicide.verb.discard": "DESCARTAR DESCARTA DESCARTO",
    "regicide.verb.yield": "PASAR PASA PASO",
    "regicide.verb.flip": "VOLTEAR VOLTEA VOLTEO",
    "regicide.verb.next": "SIGUIENTE",
    "regicide.verb.tavern": "TABERNA",
    "regicide.word.jester": "BUFÓN",
  },
};
