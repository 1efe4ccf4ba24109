// The service's verbs as Greek players type them (src/i18n/verbs.ts reads every language's words:
// a line is accepted in any of them; the first word is the one HELP shows this language's readers).
// PASSWORD and AS stay as they are in every language: a password line must be found by the one word
// every masker knows (src/mail/redact.ts), and AS is an administrator's.
import type { Catalog } from "../../msg.ts";

const verbs: Catalog = {
  "core.verb.help": "ΒΟΗΘΕΙΑ",
  "core.verb.register": "ΕΓΓΡΑΦΗ",
  "core.verb.password": "PASSWORD",
  "core.verb.me": "ΕΓΩ",
  "core.verb.list": "ΛΙΣΤΑ",
  "core.verb.game": "ΠΑΙΧΝΙΔΙ",
  "core.verb.create": "ΔΗΜΙΟΥΡΓΙΑ",
  "core.verb.join": "ΣΥΜΜΕΤΟΧΗ",
  "core.verb.start": "ΕΝΑΡΞΗ",
  "core.verb.status": "ΚΑΤΑΣΤΑΣΗ",
  "core.verb.resign": "ΑΠΟΧΩΡΗΣΗ",
  "core.verb.observe": "ΠΑΡΑΚΟΛΟΥΘΗΣΗ",
  "core.verb.history": "ΙΣΤΟΡΙΚΟ",
  "core.verb.as": "AS",
  "core.verb.pause": "ΠΑΥΣΗ",
  "core.verb.resume": "ΣΥΝΕΧΕΙΑ",
  "core.verb.cancel": "ΑΚΥΡΩΣΗ",
  "core.verb.deadline": "ΠΡΟΘΕΣΜΙΑ",
  "core.verb.kick": "ΑΠΟΒΟΛΗ",
  "core.verb.replace": "ΑΝΤΙΚΑΤΑΣΤΑΣΗ",
  "core.verb.vacation": "ΔΙΑΚΟΠΕΣ",
  "core.verb.auto": "ΑΥΤΟΜΑΤΑ",
  "core.verb.language": "ΓΛΩΣΣΑ",
  "core.verb.gender": "ΓΕΝΟΣ",
  "core.verb.logout": "ΑΠΟΣΥΝΔΕΣΗ",
  "core.verb.rename": "ΜΕΤΟΝΟΜΑΣΙΑ",
  "core.verb.coadmin": "ΣΥΝΔΙΑΧΕΙΡΙΣΗ",
  "core.verb.volunteer": "ΕΘΕΛΟΝΤΗΣ",
  "core.verb.key": "ΚΛΕΙΔΙ",
  "core.verb.file": "ΑΡΧΕΙΟ",
  "core.verb.rollback": "ΕΠΙΣΤΡΟΦΗ",
  "core.verb.press": "ΜΗΝΥΜΑ PRESS",
  "core.verb.webhook": "ΕΙΔΟΠΟΙΗΣΗ WEBHOOK",
  "core.verb.delivery": "ΠΑΡΑΔΟΣΗ DELIVERY",
  "core.verb.upload": "ΑΠΟΣΤΟΛΗ",
};

export default verbs;
