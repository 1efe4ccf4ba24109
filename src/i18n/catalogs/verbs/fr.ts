// The service's verbs as French players type them (src/i18n/verbs.ts reads every language's words:
// a line is accepted in any of them; the first word is the one HELP shows this language's readers).
// PASSWORD and AS stay as they are in every language: a password line must be found by the one word
// every masker knows (src/mail/redact.ts), and AS is an administrator's.
import type { Catalog } from "../../msg.ts";

const verbs: Catalog = {
  "core.verb.help": "AIDE",
  "core.verb.register": "INSCRIPTION INSCRIRE",
  "core.verb.password": "PASSWORD",
  "core.verb.me": "MOI",
  "core.verb.list": "LISTE",
  "core.verb.game": "PARTIE",
  "core.verb.create": "CRÉER",
  "core.verb.join": "REJOINDRE",
  "core.verb.start": "COMMENCER",
  "core.verb.status": "ÉTAT",
  "core.verb.resign": "ABANDONNER",
  "core.verb.observe": "OBSERVER",
  "core.verb.history": "HISTORIQUE",
  "core.verb.as": "AS",
  "core.verb.pause": "PAUSE",
  "core.verb.resume": "REPRENDRE",
  "core.verb.cancel": "ANNULER",
  "core.verb.deadline": "DÉLAI",
  "core.verb.kick": "EXCLURE",
  "core.verb.replace": "REMPLACER",
  "core.verb.vacation": "VACANCES",
  "core.verb.auto": "AUTO",
  "core.verb.language": "LANGUE",
  "core.verb.gender": "GENRE",
  "core.verb.logout": "DÉCONNEXION",
  "core.verb.rename": "RENOMMER",
  "core.verb.coadmin": "COADMIN",
  "core.verb.volunteer": "VOLONTAIRE",
  "core.verb.key": "CLÉ",
  "core.verb.file": "FICHIER",
  "core.verb.rollback": "RETOUR",
  "core.verb.press": "PRESS",
  "core.verb.webhook": "WEBHOOK",
  "core.verb.delivery": "COURRIER DELIVERY",
  "core.verb.upload": "ENVOI",
};

export default verbs;
