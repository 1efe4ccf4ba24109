// The readers' pages (src/web/reader.ts) in el: informal singular, as every word to a player.
import type { Catalog } from "../../msg.ts";

export default {
  "core.page.title": "{game} — η σελίδα σου",
  "core.page.kindLine": "{kind} · {status}",
  "core.page.table": "Το τραπέζι",
  "core.page.tableAsAll": "Το τραπέζι όπως το βλέπουν όλοι",
  "core.page.yours": "Όσα βλέπεις μόνο εσύ",
  "core.page.keeper": "Όλα τα μυστικά του παιχνιδιού (τα φυλάς εσύ: δεν έχεις θέση)",
  "core.page.watching": "Παρακολουθείς αυτό το παιχνίδι: βλέπεις όσα βλέπει κάθε παίκτης.",
  "core.page.notStarted": "Το παιχνίδι δεν έχει αρχίσει: οι παίκτες μπαίνουν.",
  "core.page.nobodyAwaited": "Κανείς δεν αναμένεται τώρα.",
  "core.page.history": "Τι έγινε",
  "core.page.noHistory": "Τίποτα ακόμη.",
  "core.page.moves": "Οι κινήσεις σου τώρα",
  "core.page.movesHint":
    "Καθεμία είναι η γραμμή που θα έγραφες σε απάντηση στο μήνυμα του Herald για το {game}. Διάλεξε μία ή γράψε μια γραμμή αυτού του παιχνιδιού.",
  "core.page.freeLine": "Μια γραμμή αυτού του παιχνιδιού",
  "core.page.send": "Αποστολή",
  "core.page.noMoves": "Δεν έχεις κάτι να παίξεις τώρα.",
  "core.page.mineByMail":
    "Ό,τι σου ζητείται παραπάνω στέλνεται με μήνυμα: {file, select, yes {απάντησε στο μήνυμα «σειρά σου» με το αρχείο συνημμένο (ή στείλε UPLOAD {game} μαζί του)} other {απάντησε στο τελευταίο μήνυμα του παιχνιδιού με τη γραμμή σου}}, ή γράψε μια γραμμή εδώ.",
  "core.page.reply": "Η απάντηση του Herald (σου στάλθηκε και με email)",
  "core.page.organiser": "Οι ενέργειές σου ως διοργανωτή",
  "core.page.organiserHint": "Καθεμία είναι μια εντολή στο όνομά σου, που απαντιέται με email όπως αν την είχες στείλει.",
  "core.page.start": "Έναρξη",
  "core.page.pause": "Παύση",
  "core.page.resume": "Συνέχεια",
  "core.page.updating": "Αυτή η σελίδα ακολουθεί το παιχνίδι: ξαναφορτώνει μόνη της όταν κάτι αλλάζει.",
  "core.page.refused": "Από αυτή τη σελίδα στέλνεται μόνο γραμμή του {game}: {line}",
  "core.page.gone": "Αυτός ο σύνδεσμος δεν ανοίγει τίποτα",
  "core.page.goneWhy":
    "Είναι πολύ παλιός, ανακλήθηκε (PASSWORD CHANGE, LOGOUT ALL) ή δεν είναι σύνδεσμος του Herald. Κανένα παιχνίδι δεν εμφανίζεται.",
  "core.page.goneFresh":
    "Κάθε email του Herald για ένα παιχνίδι έχει νέο σύνδεσμο. Για να πάρεις έναν τώρα, στείλε στο {address} τη γραμμή {line}",
  "core.page.renew": "Στείλε μου νέο σύνδεσμο",
  "core.page.renewed": "Έγινε: ο Herald σού στέλνει νέο σύνδεσμο.",
  "core.page.login": "Σύνδεση στα παιχνίδια σου",
  "core.page.address": "Η διεύθυνσή σου",
  "core.page.password": "Κωδικός",
  "core.page.loginButton": "Σύνδεση",
  "core.page.loginFailed": "Άγνωστη διεύθυνση ή λάθος κωδικός.",
  "core.page.loginHint": "Ο κωδικός που σου έστειλε ο Herald όταν γράφτηκες, ή αυτός που διάλεξες με PASSWORD CHANGE.",
  "core.page.myGames": "Τα παιχνίδια σου",
  "core.page.noGames": "Δεν έχεις ακόμη παιχνίδι.",
  "core.page.logout": "Αποσύνδεση",
  "core.page.yourTurn": "σειρά σου",
  "core.page.role":
    "{role, select, seat {παίζεις} observer {παρακολουθείς} host {το οργανώνεις} keeper {φυλάς τα μυστικά του} other {έπαιζες κάποτε}}",
  "core.page.seatOf": "Θέση {seat}: {name}",
  "core.page.press": "Μηνύματα",
  "core.page.pressHead": "{from} {all, select, yes {προς όλους τους παίκτες} other {προς {to}}}",
} satisfies Catalog;
