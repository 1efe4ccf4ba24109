// The service's own catalogs (commands, replies, reminders, mail notices, the readers' pages), one per language. Games
// bring theirs through the registry.
import type { Catalogs } from "../msg.ts";
import commandsEl from "./commands/el.ts";
import commandsEn from "./commands/en.ts";
import commandsEs from "./commands/es.ts";
import commandsFr from "./commands/fr.ts";
import mailEl from "./mail/el.ts";
import mailEn from "./mail/en.ts";
import mailEs from "./mail/es.ts";
import mailFr from "./mail/fr.ts";
import pageEl from "./page/el.ts";
import pageEn from "./page/en.ts";
import pageEs from "./page/es.ts";
import pageFr from "./page/fr.ts";
import verbsEl from "./verbs/el.ts";
import verbsEn from "./verbs/en.ts";
import verbsEs from "./verbs/es.ts";
import verbsFr from "./verbs/fr.ts";

export const coreCatalogs: Catalogs[] = [
  { en: commandsEn, el: commandsEl, fr: commandsFr, es: commandsEs },
  { en: mailEn, el: mailEl, fr: mailFr, es: mailEs },
  { en: pageEn, el: pageEl, fr: pageFr, es: pageEs },
  { en: verbsEn, el: verbsEl, fr: verbsFr, es: verbsEs },
];
