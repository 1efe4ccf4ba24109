// The mail catalog in el (ICU MessageFormat; ids start with "mail."). See docs/adding-a-language.md.
import type { Catalog } from "../../msg.ts";

export default {
  "mail.giveUpSubject": "Ο Herald δεν μπόρεσε να διαβάσει το μήνυμά σου",
  "mail.giveUpBody":
    "Ο Herald δεν μπόρεσε να επεξεργαστεί το μήνυμά σου. Τίποτα από όσα έγραφε δεν εκτελέστηκε· ο διαχειριστής μπορεί να το δει. Δοκίμασε ξανά αργότερα.",
  "mail.tooLarge":
    "Το μήνυμά σου ήταν πολύ μεγάλο για τον Herald ({reason}). Δεν διαβάστηκε τίποτα από αυτό. Στείλε τις εντολές σου ως απλό κείμενο· το αρχείο ενός παιχνιδιού επισυνάπτεται μέσα στο όριο (όσο τρέχει μια σκυταλοδρομία, το maxsize της το ανεβάζει: αρχείο έως maxsize MB).",
  "mail.overBytes":
    "{bytes, plural, one {# byte} other {# byte}}, πάνω από το όριο των {limit, plural, one {# byte} other {# byte}}",
  "mail.overMultiparts": "{n, plural, one {# σύνθετο τμήμα MIME} other {# σύνθετα τμήματα MIME}}, πάνω από το όριο των {limit}",
  "mail.onlyFirstLines":
    "Διαβάστηκαν μόνο οι πρώτες {read} γραμμές εντολών· {ignored, plural, one {# αγνοήθηκε} other {# αγνοήθηκαν}}.",
  "mail.attachmentsIgnored": "Τα συνημμένα αγνοούνται: {list}.",
  "mail.attachment": "{name} (τύπος {type}, {size, plural, one {# byte} other {# bytes}})",
  "mail.noCommand": "Ο Herald δεν βρήκε καμία εντολή στο μήνυμά σου. Στείλε HELP για τη λίστα των εντολών.",
  "mail.passwordPaused":
    "Οι γραμμές PASSWORD για τον λογαριασμό σου έχουν ανασταλεί για έως μία ώρα: δοκιμάστηκαν λάθος κωδικοί (η ειδοποίηση του Herald λέει περισσότερα). Γι' αυτό καμία γραμμή αυτού του μηνύματος δεν εκτελέστηκε. Απάντησε σε αυτό το μήνυμα: η διεύθυνσή του φέρει ένα κλειδί, και οι ίδιες γραμμές στην απάντηση εκτελούνται αμέσως. Ή στείλ' τες ξανά με τον PASSWORD σου μετά την ώρα.",
  "mail.authHint":
    "Πρώτη φορά στον Herald; Στείλε REGISTER <το όνομά σου> για λογαριασμό. Έχεις ήδη; Γράψε PASSWORD <ο κωδικός σου> στην πρώτη γραμμή, ή απάντησε σε ένα μήνυμα του Herald.",
  "mail.strangerSubject": "Herald: απάντηση στο μήνυμά σου",
  "mail.yourCommands": "οι εντολές σου",
  "mail.yourPage": "Η σελίδα σου: {url}",
  "mail.footer": "Herald, παιχνίδια μέσω email. Απάντησε σε αυτό το μήνυμα για να παίξεις· στείλε HELP για τις εντολές.",
  "mail.strangerCut":
    "(Η απάντηση του Herald σε διεύθυνση χωρίς λογαριασμό σταματά εδώ. Στείλε REGISTER <το όνομά σου> για λογαριασμό, και τα μηνύματά σου θα παίρνουν ολόκληρες απαντήσεις.)",
  "mail.replyCut": "(Η απάντηση του Herald κόπηκε εδώ: σταματά στα {kb} KB. Στείλε λιγότερες εντολές σε κάθε μήνυμα.)",
  // a player who chose no language wrote in one (their verbs, their prose): said once, when it changes
  "mail.languageFollowed":
    "Γράφεις στα {lang}: ο Herald σού απαντά και σού στέλνει τα νέα των παρτίδων σου στα {lang} (ως τώρα: {was}). Με LANGUAGE {code} τα κρατάς οριστικά· με LANGUAGE {wasCode} γυρνάς πίσω.",
  // prose in a mail about a game the sender plays in: how to talk to the table, once (intake/press-hint.ts)
  "mail.pressHint.answer":
    "Απάντηση προς {name}: PRESS {game} TO {name}, το κείμενό σου στις επόμενες γραμμές και μετά μια γραμμή ENDPRESS (ή TO ALL για όλο το τραπέζι).",
  "mail.pressHint.write":
    "Για να γράψεις στους άλλους παίκτες: PRESS {game} {all, select, yes {TO ALL} other {TO <παίκτης> (ή TO ALL για όλο το τραπέζι)}}, το κείμενό σου στις επόμενες γραμμές και μετά μια γραμμή ENDPRESS.",
  "mail.pressHint.nameGame":
    "Για απάντηση προς {name}, πες σε ποιο παιχνίδι: PRESS <παιχνίδι> TO {name}, το κείμενό σου στις επόμενες γραμμές και μετά μια γραμμή ENDPRESS (<παιχνίδι>: {games}).",
} satisfies Catalog;
