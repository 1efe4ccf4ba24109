// Τα μηνύματα της σκυταλοδρομίας στα ελληνικά (τα ίδια ids με το en.ts).
import type { Catalog } from "../../../i18n/msg.ts";

const el: Catalog = {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "relay.title": "Σκυτάλη",
  "relay.help":
    "Σκυταλοδρομία: ένα αρχείο περνά από παίκτη σε παίκτη με email, με τη σειρά εγγραφής (αποθήκευση Freeciv, Civ IV, οποιοδήποτε αρχείο).\n" +
    "Απάντησε στο μήνυμα «σειρά σου» με το αρχείο συνημμένο: ο Herald το κρατά και το στέλνει στον επόμενο παίκτη.\n" +
    "CREATE relay [file=any|freeciv] [maxsize=<MB>, προεπιλογή 5] [keep=<N> αρχεία που κρατιούνται, προεπιλογή 3] [skip=host|deadline] [end=<γύρος>]\n" +
    "  file=freeciv: ο Herald διαβάζει κάθε αποθήκευση (γύρος, έτος, παίκτες, βαθμολογίες) και απορρίπτει αποθήκευση άλλου παιχνιδιού ή παλαιότερου γύρου·\n" +
    "  end=<γύρος> (Freeciv): το παιχνίδι τελειώνει μόλις όλοι παίξουν εκείνο τον γύρο.\n" +
    "UPLOAD <game-id>: το συνημμένο αρχείο είναι η σειρά σου (η απάντηση στο μήνυμα του παιχνιδιού το κάνει μόνη της).\n" +
    "FILE <game-id> [<γύρος>]: στείλε μου το τρέχον αρχείο, ή το κρατημένο αρχείο ενός γύρου Freeciv (στις άλλες σκυταλοδρομίες: τον αριθμό του, όπως τα δείχνει το STATUS).\n" +
    "JOIN <game-id> civ=<έθνος ή ηγέτης> (Freeciv): η θέση σου δένεται με αυτόν τον πολιτισμό· κατεστραμμένος ή αφαιρεμένος σε μια αποθήκευση, βγαίνει από τη σειρά.\n" +
    "ORDER <όνομα> <όνομα> … (οικοδεσπότης): η σειρά παιχνιδιού από εδώ και πέρα. RESIGN <game-id>: παραίτηση, έξοδος από τη σειρά.\n" +
    "SKIP (οικοδεσπότης): η σειρά του αναμενόμενου παίκτη περνά χωρίς αρχείο· με skip=deadline το ίδιο κάνει μια χαμένη προθεσμία.\n" +
    "Τα REPLACE, VACATION, DEADLINE, HISTORY λειτουργούν όπως σε κάθε παιχνίδι.",
  "relay.errUnknownOption": "άγνωστη επιλογή σκυταλοδρομίας {key} (file=, maxsize=, keep=, skip=, end=)",
  "relay.errOption": "λάθος τιμή για {key}: {value}",
  "relay.errEndNeedsFreeciv": "το end= θέλει file=freeciv (ο Herald διαβάζει τον γύρο από τις αποθηκεύσεις)",
  "relay.over": "αυτή η σκυταλοδρομία τελείωσε",
  "relay.onlyPlayers": "μόνο παίκτης στέλνει το αρχείο του γύρου",
  "relay.notYourTurn": "δεν είναι η σειρά σου: αναμένεται {name}. Τίποτα δεν άλλαξε.",
  "relay.tooLarge":
    "το αρχείο έχει {size, number} bytes, πάνω από το όριο των {max, number} bytes αυτού του παιχνιδιού. Τίποτα δεν άλλαξε.",
  "relay.sameFile": "αυτό είναι το αρχείο που σου στάλθηκε: παίξε τη σειρά σου και στείλε τη νέα αποθήκευση. Τίποτα δεν άλλαξε.",
  "relay.notASave": "δεν είναι αποθήκευση Freeciv που διαβάζει ο Herald ({why}). Τίποτα δεν άλλαξε.",
  "relay.otherGame": "αυτή η αποθήκευση είναι από άλλο παιχνίδι Freeciv (διαφέρουν ταυτότητα και σπόροι). Τίποτα δεν άλλαξε.",
  "relay.olderTurn": "αυτή η αποθήκευση είναι του γύρου {turn}, παλαιότερου από τον τελευταίο (γύρος {last}). Τίποτα δεν άλλαξε.",
  "relay.why.unsupported": "η συμπίεση {compression} δεν διαβάζεται: αποθήκευσε με compresstype XZ, GZ ή NONE",
  "relay.why.tooLarge": "αποσυμπιέζεται σε πάνω από {limit, number} bytes",
  "relay.why.corrupt": "τα δεδομένα {compression} είναι χαλασμένα ή κομμένα",
  "relay.why.lineTooLong": "η γραμμή {line} ξεπερνά τα {limit, number} bytes",
  "relay.why.notFreeciv": "δεν είναι αρχείο αποθήκευσης Freeciv",
  "relay.why.missing": "λείπει το {what}",
  "relay.badFileLine": "μια γραμμή TURNFILE τη γράφει ο Herald από συνημμένο αρχείο",
  "relay.skipHostOnly": "μόνο ο οικοδεσπότης ή διαχειριστής κάνει SKIP",
  "relay.received":
    "{name} έστειλε το {file} ({size, number} bytes, SHA-256 {digest}…){fc, select, no {} other {: Freeciv γύρος {turn}, έτος {year}}}.",
  "relay.ended": "Όλοι οι παίκτες έπαιξαν τον γύρο {turn}: η σκυταλοδρομία τελείωσε.",
  "relay.skipped": "Η σειρά ({name}) παραλείφθηκε.",
  "relay.deadlineSkipped": "{name} έχασε την προθεσμία: η σειρά περνά στον επόμενο.",
  "relay.yourTurn":
    "Σειρά σου{hasFile, select, yes {: το αρχείο {file} είναι συνημμένο. Παίξε και απάντησε σε αυτό το μήνυμα με το νέο αρχείο συνημμένο} other {: απάντησε σε αυτό το μήνυμα με το πρώτο αρχείο συνημμένο}}. Μετά από σένα: {after}.",
  "relay.nowAwaited": "Τώρα αναμένεται {name} (μετά {after}).",
  "relay.deadlineNoSkip": "{name} έχασε την προθεσμία· ο οικοδεσπότης μπορεί να κάνει SKIP ή REPLACE",
  "relay.noSuchSeat": "δεν υπάρχει τέτοιος παίκτης",
  "relay.left": "{name} έφυγε από τη σκυταλοδρομία.",
  "relay.tooFew": "Έμειναν λιγότεροι από δύο παίκτες: η σκυταλοδρομία τελείωσε.",
  "relay.errJoinOption": "άγνωστη επιλογή JOIN {key} (civ=<το έθνος ή ο ηγέτης σου> σε σκυταλοδρομία Freeciv)",
  "relay.errCivNeedsFreeciv":
    "το civ= θέλει σκυταλοδρομία με file=freeciv (ο Herald διαβάζει τους πολιτισμούς από τις αποθηκεύσεις)",
  "relay.errCiv": "civ={civ}: γράψε το έθνος σου (χωρίς κενά: civ=SriLankan) ή τον ηγέτη σου",
  "relay.errCivTaken": "{name} παίζει ήδη {civ}",
  "relay.tied": "Θέσεις δεμένες με πολιτισμούς της αποθήκευσης: {links}.",
  "relay.untied":
    "Χωρίς πολιτισμό της αποθήκευσης: {names}. Τα έθνη της αποθήκευσης: {nations}. (Κάθε θέση δένεται με το civ= του JOIN, ή με το όνομα του παίκτη όταν είναι του ηγέτη.)",
  "relay.civOut":
    "{removed, select, yes {Ο πολιτισμός του παίκτη {name} λείπει από την αποθήκευση του γύρου {turn} (αφαιρέθηκε από το παιχνίδι)} other {Ο πολιτισμός του παίκτη {name} ({civ}) είναι κατεστραμμένος στην αποθήκευση του γύρου {turn}}}: {name} βγαίνει από τη σειρά παιχνιδιού.",
  "relay.orderHostOnly": "μόνο ο οικοδεσπότης ή ένας διαχειριστής αλλάζει τη σειρά",
  "relay.orderNone": "το ORDER θέλει τα ονόματα των παικτών, με τη νέα σειρά",
  "relay.orderUnknown": "{name} δεν είναι παίκτης της σειράς ({names}). Τίποτα δεν άλλαξε.",
  "relay.orderAll": "γράψε κάθε παίκτη της σειράς μία φορά ({names}). Τίποτα δεν άλλαξε.",
  "relay.ordered": "Ο οικοδεσπότης άλλαξε τη σειρά παιχνιδιού: {names}.",
  "relay.noKeptFile":
    "κανένα κρατημένο αρχείο {byTurn, select, yes {του γύρου {which}} other {με αριθμό {which}}}: τα κρατημένα είναι {byTurn, select, yes {των γύρων} other {οι αριθμοί}} {kept}. Δεν στάλθηκε τίποτα.",
  "relay.viewKept": "Κρατημένα αρχεία (FILE <game-id> {byTurn, select, yes {<γύρος>} other {<αριθμός>}}): {files}",
  "relay.viewKeptFile":
    "{byTurn, select, yes {γύρος {turn}{hasYear, select, yes { (έτος {year})} other {}}} other {αρ. {n}}} από {from}",
  "relay.viewOrder": "Σειρά: {names}",
  "relay.viewAwaited": "Αναμένεται: {name}, μετά {after}",
  "relay.viewFile": "Τρέχον αρχείο: {file} ({size, number} bytes, SHA-256 {digest}…)",
  "relay.viewNoFile": "Δεν υπάρχει ακόμη αρχείο.",
  "relay.viewFreeciv": "Freeciv: γύρος {turn}, έτος {year}",
  "relay.viewCiv":
    "  {name} ({nation}){alive, select, no { — κατεστραμμένος} other {}}{scored, select, no {} other {, βαθμολογία {score}}}{tied, select, yes { — {player}} other {}}",
  "relay.pending": "{hasFile, select, yes {παίξε τη σειρά σου και στείλε το αρχείο} other {στείλε το πρώτο αρχείο}}",
  "relay.summary": "Η σκυταλοδρομία τελείωσε",
};

export default el;
