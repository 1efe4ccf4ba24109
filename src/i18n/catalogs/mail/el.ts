// The mail catalog in el (ICU MessageFormat; ids start with "mail."). See docs/adding-a-language.md.
import type { Catalog } from "../../msg.ts";

export default {
  "mail.giveUpSubject": "Ο Herald δεν μπόρεσε να διαβάσει το μήνυμά σας",
  "mail.giveUpBody":
    "Ο Herald δεν μπόρεσε να επεξεργαστεί το μήνυμά σας. Τίποτα από όσα έγραφε δεν εκτελέστηκε· ο διαχειριστής μπορεί να το δει. Δοκιμάστε ξανά αργότερα.",
  "mail.tooLarge":
    "Το μήνυμά σας ήταν πολύ μεγάλο για τον Herald ({reason}). Δεν διαβάστηκε τίποτα από αυτό. Στείλτε τις εντολές σας ως απλό κείμενο, χωρίς συνημμένα.",
  "mail.overBytes":
    "{bytes, plural, one {# byte} other {# byte}}, πάνω από το όριο των {limit, plural, one {# byte} other {# byte}}",
  "mail.overMultiparts": "{n, plural, one {# σύνθετο τμήμα MIME} other {# σύνθετα τμήματα MIME}}, πάνω από το όριο των {limit}",
  "mail.onlyFirstLines":
    "Διαβάστηκαν μόνο οι πρώτες {read} γραμμές εντολών· {ignored, plural, one {# αγνοήθηκε} other {# αγνοήθηκαν}}.",
  "mail.attachmentsIgnored": "Τα συνημμένα αγνοούνται: {list}.",
  "mail.attachment": "{name} (τύπος {type}, {size, plural, one {# byte} other {# bytes}})",
  "mail.noCommand": "Ο Herald δεν βρήκε καμία εντολή στο μήνυμά σας. Στείλτε HELP για τη λίστα των εντολών.",
  "mail.authHint":
    "Νέος στον Herald; Στείλτε REGISTER <το όνομά σας> για λογαριασμό. Έχετε ήδη; Γράψτε PASSWORD <ο κωδικός σας> στην πρώτη γραμμή, ή απαντήστε σε ένα μήνυμα του Herald.",
  "mail.strangerSubject": "Herald: απάντηση στο μήνυμά σας",
  "mail.yourCommands": "οι εντολές σας",
  "mail.yourPage": "Η σελίδα σου: {url}",
  "mail.footer": "Herald, παιχνίδια μέσω email. Απαντήστε σε αυτό το μήνυμα για να παίξετε· στείλτε HELP για τις εντολές.",
  "mail.replyCut": "(Η απάντηση του Herald κόπηκε εδώ: σταματά στα {kb} KB. Στείλτε λιγότερες εντολές σε κάθε μήνυμα.)",
  // a player who chose no language wrote in one (their verbs, their prose): said once, when it changes
  "mail.languageFollowed":
    "Γράφεις στα {lang}: ο Herald σού απαντά και σού στέλνει τα νέα των παρτίδων σου στα {lang} (ως τώρα: {was}). Με LANGUAGE {code} τα κρατάς οριστικά· με LANGUAGE {wasCode} γυρνάς πίσω.",
} satisfies Catalog;
