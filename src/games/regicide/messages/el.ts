// Η Βασιλοκτονία (Regicide) στα ελληνικά, με τους όρους του ελληνικού κειμένου των κανόνων: το Κάστρο,
// η Ταβέρνα, οι κούπες, τα καρό, τα σπαθιά, τα πίκα, ο Γελωτοποιός, το πάσο (yield), η στοίβα
// απορριμμάτων. Οι εντολές (PLAY, YIELD…) και οι κωδικοί των καρτών μένουν όπως είναι.
import type { Catalog } from "../../../i18n/msg.ts";

export const el: Catalog = {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "regicide.title": "Βασιλοκτονία",
  "regicide.sp": "{a} {b}",
  "regicide.nl": "{a}\n{b}",
  "regicide.none": "(καμία)",
  "regicide.jester": "Γελωτοποιός",

  "regicide.help": `Βασιλοκτονία (Regicide) — συνεργατικό: οι παίκτες νικούν μαζί τους 12 εχθρούς του Κάστρου (Βαλέδες, μετά Ντάμες, μετά Βασιλιάδες).
Στη σειρά σου: PLAY <κάρτα> [<κάρτα> …] ή YIELD (πάσο). Επιτρέπονται: μία κάρτα· συνδυασμός 2–4 καρτών
ίδιου αριθμού με άθροισμα έως 10 (5H 5D, 2C 2D 2S)· ένας Άσσος (ζώο-σύντροφος) μαζί με μία άλλη κάρτα (AH 9S)·
ένας Γελωτοποιός μόνος του (PLAY JESTER).
Αξίες: A=1, 2–10, J=10, Q=15, K=20 (νικημένοι εχθροί που τραβήχτηκαν από την Ταβέρνα), Γελωτοποιός 0.
Δυνάμεις χρώματος (X = αξία επίθεσης· ο εχθρός έχει ανοσία στο δικό του χρώμα ώσπου να παιχτεί Γελωτοποιός):
  ♥ κούπες: X κάρτες από την ανακατεμένη στοίβα απορριμμάτων πάνε κάτω από την Ταβέρνα· ♦ καρό: οι παίκτες τραβούν
  X κάρτες γύρω από το τραπέζι· ♣ σπαθιά: διπλή ζημιά· ♠ πίκα: ασπίδα, μειώνει την επίθεση του εχθρού κατά X
  ώσπου να νικηθεί.
Ζημιά ≥ υγεία: ο εχθρός νικιέται και παίζεις ξανά· ζημιά ακριβώς ίση με την υγεία τον βάζει στην κορυφή της Ταβέρνας.
Αλλιώς ο εχθρός σού επιτίθεται: DISCARD κάρτες αξίας τουλάχιστον όσο η επίθεσή του μείον την ασπίδα.
Μετά από Γελωτοποιό: NEXT <παίκτης> ορίζει ποιος παίζει μετά. Απαγορεύεται το YIELD αν όλοι οι άλλοι έκαναν
πάσο στη δική τους τελευταία σειρά.
Μόνος: χέρι 8 καρτών, χωρίς YIELD· FLIP Γελωτοποιού (δύο φορές ανά παιχνίδι): πετάς το χέρι σου και τραβάς 8.
Επιλογές: ruleset=official (προεπιλογή) ή ruleset=seed (2–4 παίκτες· σε ακριβή νίκη ρωτά TAVERN YES|NO)·
late=pause (προεπιλογή: μια χαμένη προθεσμία παγώνει το παιχνίδι και ειδοποιείται ο οικοδεσπότης) ή late=play
(ο Herald παίζει την πιο παθητική νόμιμη κίνηση: πάσο αν επιτρέπεται, αλλιώς τη χαμηλότερη κάρτα· το φθηνότερο
πέταμα).`,

  "regicide.errCardsNeeded": "το {verb} θέλει κάρτες, π.χ. {verb} 7H ή {verb} 5H 5D",
  "regicide.errNotACard": "το «{text}» δεν είναι κάρτα: γράψε αριθμό και μετά χρώμα, π.χ. 7H, 10S, QC ή JESTER",
  "regicide.errTakesNothing": "το {verb} δεν παίρνει τίποτα μετά",
  "regicide.errNextNeedsPlayer": "το NEXT θέλει παίκτη: NEXT <όνομα ή θέση>",
  "regicide.errTavernYesNo": "γράψε TAVERN YES ή TAVERN NO",
  "regicide.errUnknownOption":
    "άγνωστη επιλογή «{option}»: η Βασιλοκτονία δέχεται μόνο ruleset=official|seed και late=pause|play",
  "regicide.errLate": "το late είναι pause ή play, όχι «{value}»",
  "regicide.errRuleset": "το ruleset είναι official ή seed, όχι «{value}»",
  "regicide.errPlayers": "η Βασιλοκτονία (κανόνες {ruleset}) παίζεται από {min} έως 4 παίκτες, όχι {n}",

  "regicide.errOneJester": "έχεις μόνο έναν Γελωτοποιό",
  "regicide.errNoJester": "δεν έχεις Γελωτοποιό",
  "regicide.errNamedTwice": "το {card} γράφτηκε δύο φορές",
  "regicide.errNotHeld": "δεν έχεις το {card}",
  "regicide.errPlayEmpty": "το PLAY θέλει τουλάχιστον μία κάρτα (ή YIELD)",
  "regicide.errJesterAlone": "ο Γελωτοποιός παίζεται μόνος του",
  "regicide.errAceCombo":
    "ο Άσσος παίζεται μαζί με ακριβώς μία άλλη κάρτα και ποτέ σε συνδυασμό: τα {cards} είναι {n, plural, one {# κάρτα} other {# κάρτες}}",
  "regicide.errComboRank": "ο συνδυασμός θέλει κάρτες του ίδιου αριθμού: {cards}",
  "regicide.errComboTotal": "ο συνδυασμός πρέπει να κάνει έως 10: {sum}={value}",
  "regicide.errGameOver": "το παιχνίδι τελείωσε",
  "regicide.errAdminAs": "ο διαχειριστής πρέπει να ενεργεί ως ένας από τους παίκτες (AS)",
  "regicide.errNotPlaying": "δεν παίζεις σε αυτό το παιχνίδι",
  "regicide.errNotYourTurn": "δεν είναι η σειρά σου: περιμένουμε: {name}",
  "regicide.needPlay": "τώρα πρέπει να κάνεις PLAY ή YIELD",
  "regicide.needDiscard": "τώρα πρέπει να κάνεις DISCARD κάρτες αξίας {n} ή περισσότερο",
  "regicide.needNext": "πρέπει να ορίσεις ποιος παίζει μετά: NEXT <παίκτης>",
  "regicide.needTavern": "πρώτα απάντησε TAVERN YES ή TAVERN NO",
  "regicide.errSoloYield": "στο παιχνίδι για έναν δεν υπάρχει πάσο",
  "regicide.errYieldAll": "δεν μπορείς να πεις πάσο: όλοι οι άλλοι παίκτες είπαν πάσο στην τελευταία τους σειρά",
  "regicide.errNoDamage": "δεν υπάρχει ζημιά να δεχτείς τώρα: PLAY ή YIELD",
  "regicide.errDiscardEmpty": "το DISCARD θέλει κάρτες αξίας {n} ή περισσότερο",
  "regicide.errDiscardShort": "τα {cards} αξίζουν {worth}· πρέπει να πετάξεις {n} ή περισσότερο",
  "regicide.errNextOnlyJester": "το NEXT έρχεται μόνο μετά από Γελωτοποιό",
  "regicide.errFlipSolo": "το FLIP υπάρχει μόνο στο παιχνίδι για έναν",
  "regicide.errNoFlip": "χρησιμοποιήθηκαν και οι δύο Γελωτοποιοί: δεν μένει FLIP",
  "regicide.errTavernNone": "το TAVERN απαντά σε ακριβή νίκη, και τώρα δεν υπάρχει καμία",
  "regicide.errTavernOfficial":
    "το TAVERN ρωτιέται μόνο με ruleset=seed: με τους επίσημους κανόνες ένας εχθρός που νικιέται ακριβώς πάει πάντα στην Ταβέρνα",
  "regicide.errNoSeat": "δεν υπάρχει θέση {seat}",
  "regicide.errAmbiguous": "το «{text}» μπορεί να είναι {names}",
  "regicide.errNoPlayer": "κανένας παίκτης δεν λέγεται «{text}»",
  "regicide.errStale": "αυτή η απόφαση δεν εκκρεμεί πια",
  "regicide.errLatePause": "η Βασιλοκτονία περιμένει τους παίκτες της (late=pause): αποφασίζει ο οικοδεσπότης",
  "regicide.errNoDefault": "δεν υπάρχει προεπιλεγμένη κίνηση",

  "regicide.begins": "Το παιχνίδι αρχίζει· πρώτος εχθρός: {enemy}.",
  "regicide.played": "{name} έπαιξε {cards} ({x}) εναντίον του {enemy}.",
  "regicide.immune": "Ο εχθρός {enemy} έχει ανοσία στο {suit}.",
  "regicide.hearts":
    "Κούπες: {n, plural, one {# κάρτα από τη στοίβα απορριμμάτων πηγαίνει} other {# κάρτες από τη στοίβα απορριμμάτων πηγαίνουν}} κάτω από την Ταβέρνα.",
  "regicide.diamonds": "Καρό: {n, plural, one {τραβήχτηκε # κάρτα} other {τραβήχτηκαν # κάρτες}}.",
  "regicide.diamondsBy": "Καρό: {n, plural, one {τραβήχτηκε # κάρτα} other {τραβήχτηκαν # κάρτες}} ({who}).",
  "regicide.spades": "Πίκα: ασπίδα {n}.",
  "regicide.takes": "Ο εχθρός {enemy} δέχεται ζημιά {n} ({damage}/{health}).",
  "regicide.attacks": "Ο εχθρός {enemy} επιτίθεται με {n}· στόχος: {name}.",
  "regicide.attacksZero": "Ο εχθρός {enemy} επιτίθεται με 0 χάρη στην ασπίδα.",
  "regicide.defeated": "Ο εχθρός {enemy} νικήθηκε.",
  "regicide.defeatedExact": "Ο εχθρός {enemy} νικήθηκε με ακριβή ζημιά.",
  "regicide.won": "Ο τελευταίος Βασιλιάς νικήθηκε: {solo, select, yes {ο παίκτης κερδίζει!} other {οι παίκτες κερδίζουν!}}",
  "regicide.tavernAsk": "{name} αποφασίζει αν ο εχθρός μπαίνει στην κορυφή της Ταβέρνας (TAVERN YES|NO).",
  "regicide.toTavern": "Ο εχθρός {enemy} μπαίνει ανάποδα στην κορυφή της Ταβέρνας.",
  "regicide.newEnemy": "Νέος εχθρός: {enemy}. {name}: παίζει ξανά.",
  "regicide.jesterPlayed":
    "{name} έπαιξε Γελωτοποιό: ο εχθρός {enemy} χάνει την ανοσία του στο {suit}· καμία επίθεση αυτή τη σειρά. {name}: ορίζει ποιος παίζει μετά (NEXT <παίκτης>).",
  "regicide.jesterPlayedSpades":
    "{name} έπαιξε Γελωτοποιό: ο εχθρός {enemy} χάνει την ανοσία του στο {suit} (τα πίκα που έχουν ήδη παιχτεί δίνουν τώρα ασπίδα {n})· καμία επίθεση αυτή τη σειρά. {name}: ορίζει ποιος παίζει μετά (NEXT <παίκτης>).",
  "regicide.yielded": "{name} πάει πάσο.",
  "regicide.discarded": "{name} πέταξε {cards} ({worth}) για να καλύψει ζημιά {n}.",
  "regicide.chose": "{name} όρισε να παίξει μετά {next}.",
  "regicide.flipped":
    "{name}: γύρισε Γελωτοποιό: πέταξε {thrown, plural, one {# κάρτα} other {# κάρτες}} και τράβηξε {drawn} ({left, plural, one {μένει # FLIP} other {μένουν # FLIP}}).",
  "regicide.tavernYes": "{name} βάζει τον εχθρό {enemy} στην Ταβέρνα.",
  "regicide.tavernNo": "{name} δεν βάζει τον εχθρό {enemy} στην Ταβέρνα.",
  "regicide.resigned": "{name} αποχώρησε.",
  "regicide.lost": "Οι παίκτες έχασαν: {reason}.",
  "regicide.reasonNoCardNoYield": "{name} δεν έχει κάρτα να παίξει και δεν επιτρέπεται πάσο",
  "regicide.reasonNoCard": "{name} δεν έχει κάρτα να παίξει",
  "regicide.reasonCannotCover": "{name} δεν μπορεί να καλύψει ζημιά {n} με χέρι αξίας {worth}",
  "regicide.reasonLastKing": "ο τελευταίος Βασιλιάς νικήθηκε",
  "regicide.reasonResigned": "{name} αποχώρησε, και η ομάδα χάνει τη Βασιλοκτονία",
  "regicide.youDrew": "Τράβηξες: {cards}",

  "regicide.whatEmptyYield": "σειρά σου: το χέρι σου είναι άδειο, YIELD",
  "regicide.whatEmptyFlip": "σειρά σου: το χέρι σου είναι άδειο, FLIP Γελωτοποιού",
  "regicide.whatPlayOrYield": "σειρά σου: PLAY <κάρτες> ή YIELD",
  "regicide.whatPlaySolo":
    "σειρά σου: PLAY <κάρτες>{flips, plural, =0 {} one { (ή FLIP Γελωτοποιού, μένει #)} other { (ή FLIP Γελωτοποιού, μένουν #)}}",
  "regicide.whatNoYield": "σειρά σου: PLAY <κάρτες> (δεν επιτρέπεται πάσο: όλοι οι άλλοι είπαν πάσο στην τελευταία τους σειρά)",
  "regicide.whatDiscard":
    "δέχεσαι ζημιά {n}: DISCARD κάρτες αξίας {n} ή περισσότερο{flips, plural, =0 {} one { (ή FLIP Γελωτοποιού, μένει #)} other { (ή FLIP Γελωτοποιού, μένουν #)}}",
  "regicide.whatCannotCover": "δέχεσαι ζημιά {n}: το χέρι σου δεν την καλύπτει, FLIP Γελωτοποιού",
  "regicide.whatJester": "έπαιξες Γελωτοποιό: όρισε ποιος παίζει μετά με NEXT <παίκτης>",
  "regicide.whatTavern":
    "ακριβής νίκη: TAVERN YES (ο εχθρός μπαίνει στην κορυφή της Ταβέρνας) ή TAVERN NO (στη στοίβα απορριμμάτων)",

  "regicide.sumRunning":
    "{n, plural, one {Νικήθηκε # από τους 12 εχθρούς} other {Νικήθηκαν # από τους 12 εχθρούς}}· σειρά έχει: {name}",
  "regicide.sumWon": "{solo, select, yes {Ο παίκτης κέρδισε} other {Οι παίκτες κέρδισαν}}: {reason}",
  "regicide.sumWonMedal":
    "{solo, select, yes {Ο παίκτης κέρδισε} other {Οι παίκτες κέρδισαν}} ({medal}: {flips, plural, one {# FLIP Γελωτοποιού} other {# FLIP Γελωτοποιών}}): {reason}",
  "regicide.sumLostSolo": "Ο παίκτης έχασε αφού νίκησε {n} από 12 εχθρούς: {reason}",
  "regicide.sumLost": "Οι παίκτες έχασαν αφού νίκησαν {n} από 12 εχθρούς: {reason}",
  "regicide.medalGold": "Χρυσό",
  "regicide.medalSilver": "Ασημένιο",
  "regicide.medalBronze": "Χάλκινο",

  "regicide.vWon": "Βασιλοκτονία: οι παίκτες ΚΕΡΔΙΣΑΝ — {reason}.",
  "regicide.vWonMedal": "Βασιλοκτονία: οι παίκτες ΚΕΡΔΙΣΑΝ ({medal}) — {reason}.",
  "regicide.vLost": "Βασιλοκτονία: οι παίκτες ΕΧΑΣΑΝ μετά από {n} από 12 εχθρούς — {reason}.",
  "regicide.vEnemy": "Εχθρός {n} από 12: {enemy} — ζημιά {damage}/{health}, επίθεση {attack}, {immunity}{waiting}.",
  "regicide.vAttackShield": "{attack} − ασπίδα {shield} = {net}",
  "regicide.immuneH": "ανοσία στις ♥ κούπες (χωρίς θεραπεία)",
  "regicide.immuneD": "ανοσία στα ♦ καρό (χωρίς τράβηγμα)",
  "regicide.immuneC": "ανοσία στα ♣ σπαθιά (χωρίς διπλή ζημιά)",
  "regicide.immuneS": "ανοσία στα ♠ πίκα (χωρίς ασπίδα)",
  "regicide.immuneCancelled": "η ανοσία ακυρώθηκε από Γελωτοποιό",
  "regicide.vSpadesWaiting": " (πίκα που παίχτηκαν: {n}· δίνουν ασπίδα μόλις παιχτεί Γελωτοποιός)",
  "regicide.vPlayed": "Παίχτηκαν εναντίον του: {cards}",
  "regicide.vPiles":
    "Κάστρο: {castle} ακόμη · Ταβέρνα: {tavern, plural, one {# κάρτα} other {# κάρτες}} · Απορρίμματα: {discard, plural, one {# κάρτα} other {# κάρτες}}{top}{flips}",
  "regicide.vTop": " (πάνω {card})",
  "regicide.vFlips": " · FLIP Γελωτοποιού που μένουν: {n}",
  "regicide.vHands": "Χέρια (έως {max}): {hands}",
  "regicide.vHandSize": "{name} {n}",
  "regicide.vHandSizeYielded": "{name} {n} (πάσο)",
  "regicide.vLast": "Τελευταία κίνηση: {notes}",
  "regicide.vAwaiting": "Αναμένεται {name}: {what}",
  "regicide.pubEmptyYield": "άδειο χέρι: να πει πάσο",
  "regicide.pubEmptyFlip": "άδειο χέρι: να γυρίσει Γελωτοποιό",
  "regicide.pubPlayOrYield": "να παίξει κάρτες ή να πει πάσο",
  "regicide.pubPlaySolo": "να παίξει κάρτες",
  "regicide.pubNoYield": "να παίξει κάρτες (δεν μπορεί να πει πάσο)",
  "regicide.pubDiscard": "να δεχτεί ζημιά {n} ρίχνοντας κάρτες",
  "regicide.pubCannotCover": "ζημιά {n} που το χέρι δεν καλύπτει: να γυρίσει Γελωτοποιό",
  "regicide.pubJester": "να ορίσει ποιος παίζει μετά (παίχτηκε Γελωτοποιός)",
  "regicide.pubTavern": "να διαλέξει πού πάει ο εχθρός (ακριβής νίκη)",
  "regicide.vYourHand": "Το χέρι σου: {cards} (αξία {worth})",
  "regicide.vHandOf": "Χέρι ({name}): {cards}",
  "regicide.vSecretTavern": "Ταβέρνα, από πάνω: {cards}",
  "regicide.vSecretCastle": "Κάστρο, από πάνω: {cards}",
  "regicide.vSecretDiscard": "Απορρίμματα, από κάτω: {cards}",

  "regicide.pictureCastle": "Το Κάστρο",
  "regicide.pictureLabel": "{n, plural, one {Νικήθηκε # από τους 12 εχθρούς} other {Νικήθηκαν # από τους 12 εχθρούς}}",
};
