// The service's verbs as Greek players type them (src/i18n/verbs.ts reads every language's words:
// a line is accepted in any of them; the first word is the one HELP shows this language's readers).
// PASSWORD and AS stay as they are in every language: a password line must be found by the one word
// every masker knows (src/mail/redact.ts), and AS is an administrator's.
import type { Catalog } from "../../msg.ts";

const verbs: Catalog = {
  "core.verb.help": "ΒΟΗΘΕΙΑ ΒΟΗΘΗΣΕ ΒΟΗΘΗΣΤΕ",
  "core.verb.register": "ΕΓΓΡΑΦΗ ΕΓΓΡΑΦΟΜΑΙ ΕΓΓΡΑΨΕ ΕΓΓΡΑΨΤΕ",
  "core.verb.password": "PASSWORD",
  "core.verb.me": "ΕΓΩ ΠΡΟΦΙΛ ΛΟΓΑΡΙΑΣΜΟΣ",
  "core.verb.list": "ΛΙΣΤΑ ΚΑΤΑΛΟΓΟΣ ΠΑΙΧΝΙΔΙΑ ΠΑΡΤΙΔΕΣ",
  "core.verb.game": "ΠΑΙΧΝΙΔΙ ΠΑΡΤΙΔΑ",
  "core.verb.create": "ΔΗΜΙΟΥΡΓΙΑ ΔΗΜΙΟΥΡΓΗΣΕ ΔΗΜΙΟΥΡΓΗΣΤΕ ΔΗΜΙΟΥΡΓΩ ΦΤΙΑΞΕ ΦΤΙΑΞΤΕ ΦΤΙΑΧΝΩ",
  "core.verb.join": "ΣΥΜΜΕΤΟΧΗ ΣΥΜΜΕΤΕΧΩ ΜΠΑΙΝΩ ΜΠΕΣ ΜΠΕΙΤΕ ΕΙΣΟΔΟΣ",
  "core.verb.start": "ΕΝΑΡΞΗ ΞΕΚΙΝΑ ΞΕΚΙΝΗΣΕ ΞΕΚΙΝΗΣΤΕ ΞΕΚΙΝΑΩ ΞΕΚΙΝΑΜΕ ΑΡΧΙΣΕ ΑΡΧΙΣΤΕ",
  "core.verb.status": "ΚΑΤΑΣΤΑΣΗ",
  "core.verb.resign": "ΑΠΟΧΩΡΗΣΗ ΑΠΟΧΩΡΩ ΦΕΥΓΩ ΠΑΡΑΙΤΗΣΗ ΠΑΡΑΙΤΟΥΜΑΙ ΑΠΟΣΥΡΟΜΑΙ",
  "core.verb.observe": "ΠΑΡΑΚΟΛΟΥΘΗΣΗ ΠΑΡΑΚΟΛΟΥΘΩ ΠΑΡΑΚΟΛΟΥΘΗΣΕ ΘΕΑΤΗΣ",
  "core.verb.history": "ΙΣΤΟΡΙΚΟ",
  "core.verb.as": "AS",
  "core.verb.pause": "ΠΑΥΣΗ",
  "core.verb.resume": "ΣΥΝΕΧΕΙΑ ΣΥΝΕΧΙΣΕ ΣΥΝΕΧΙΣΤΕ ΣΥΝΕΧΙΖΩ ΕΠΑΝΕΝΑΡΞΗ",
  "core.verb.cancel": "ΑΚΥΡΩΣΗ ΑΚΥΡΩΣΕ ΑΚΥΡΩΣΤΕ ΑΚΥΡΩΝΩ",
  "core.verb.deadline": "ΠΡΟΘΕΣΜΙΑ ΔΙΟΡΙΑ",
  "core.verb.kick": "ΑΠΟΒΟΛΗ ΑΠΟΒΑΛΕ ΑΠΟΒΑΛΤΕ ΔΙΩΞΕ ΔΙΩΞΤΕ",
  "core.verb.replace": "ΑΝΤΙΚΑΤΑΣΤΑΣΗ ΑΝΤΙΚΑΤΕΣΤΗΣΕ ΑΝΤΙΚΑΤΑΣΤΗΣΕ ΑΝΤΙΚΑΤΑΣΤΑΤΗΣ",
  "core.verb.vacation": "ΔΙΑΚΟΠΕΣ ΑΠΟΥΣΙΑ",
  "core.verb.auto": "ΑΥΤΟΜΑΤΑ ΑΥΤΟΜΑΤΟ",
  "core.verb.language": "ΓΛΩΣΣΑ",
  "core.verb.gender": "ΓΕΝΟΣ",
  "core.verb.logout": "ΑΠΟΣΥΝΔΕΣΗ ΑΠΟΣΥΝΔΕΣΟΥ",
  "core.verb.rename": "ΜΕΤΟΝΟΜΑΣΙΑ ΜΕΤΟΝΟΜΑΣΕ",
  "core.verb.coadmin": "ΣΥΝΔΙΑΧΕΙΡΙΣΗ ΣΥΝΔΙΑΧΕΙΡΙΣΤΗΣ",
  "core.verb.volunteer": "ΕΘΕΛΟΝΤΗΣ ΕΘΕΛΟΝΤΡΙΑ",
  "core.verb.key": "ΚΛΕΙΔΙ",
  "core.verb.file": "ΑΡΧΕΙΟ",
  "core.verb.rollback": "ΕΠΙΣΤΡΟΦΗ ΕΠΑΝΑΦΟΡΑ",
  "core.verb.press": "ΜΗΝΥΜΑ PRESS",
  "core.verb.webhook": "ΕΙΔΟΠΟΙΗΣΗ WEBHOOK",
  "core.verb.delivery": "ΠΑΡΑΔΟΣΗ DELIVERY",
  "core.verb.upload": "ΑΠΟΣΤΟΛΗ ΑΝΕΒΑΣΕ ΑΝΕΒΑΣΜΑ",
  // the words AUTO takes after it, in a game or for a standing order (`core.rule.*`, src/i18n/verbs.ts autoWord)
  "core.rule.off": "ΑΠΕΝΕΡΓΟΠΟΙΗΣΗ ΑΠΕΝΕΡΓΟΠΟΙΗΣΕ ΣΤΑΜΑΤΑ ΒΓΑΛΕ",
  "core.rule.list": "ΛΙΣΤΑ ΚΑΤΑΛΟΓΟΣ",
  "core.rule.clear": "ΚΑΘΑΡΙΣΜΑ ΚΑΘΑΡΙΣΕ ΣΒΗΣΕ",
};

export default verbs;
