// The game's verbs as players type them in each language (src/i18n/verbs.ts turns any of them into the
// English verb the game's parser reads; the first word of a language is the one its readers are shown).
import type { Catalogs } from "../../../i18n/msg.ts";

export const verbs: Catalogs = {
  en: {
    "regicide.verb.play": "PLAY",
    "regicide.verb.discard": "DISCARD",
    "regicide.verb.yield": "YIELD",
    "regicide.verb.flip": "FLIP",
    "regicide.verb.next": "NEXT",
    "regicide.verb.tavern": "TAVERN",
  },
  el: {
    "regicide.verb.play": "ΠΑΙΞΕ",
    "regicide.verb.discard": "ΠΕΤΑ",
    "regicide.verb.yield": "ΠΑΣΟ",
    "regicide.verb.flip": "ΓΥΡΝΑ",
    "regicide.verb.next": "ΕΠΟΜΕΝΟΣ",
    "regicide.verb.tavern": "ΤΑΒΕΡΝΑ",
  },
  fr: {
    "regicide.verb.play": "JOUER",
    "regicide.verb.discard": "DÉFAUSSER",
    "regicide.verb.yield": "PASSER",
    "regicide.verb.flip": "RETOURNER",
    "regicide.verb.next": "SUIVANT",
    "regicide.verb.tavern": "TAVERNE",
  },
  es: {
    "regicide.verb.play": "JUGAR",
    "regicide.verb.discard": "DESCARTAR",
    "regicide.verb.yield": "PASAR",
    "regicide.verb.flip": "VOLTEAR",
    "regicide.verb.next": "SIGUIENTE",
    "regicide.verb.tavern": "TABERNA",
  },
};
