// Το Trente στα ελληνικά (ICU MessageFormat· ids «trente.…»), όπως μιλάνε οι παίκτες στο τραπέζι: γύρος,
// σειρά, ζαριά, βάζω ζάρια στην άκρη, ξαναρίχνω, στόχος, επίθεση στο 3, θύμα, «main pleine» (το γαλλικό
// όνομα: γεμάτο χέρι). Στον ενικό, φιλικά. Οι εντολές (KEEP, POLICY, FIRST, VICTIM) μένουν στα αγγλικά.
// Τα ονόματα μπαίνουν χωρίς άρθρο, για να μη χρειάζεται γένος.
import type { Catalog } from "../../../i18n/msg.ts";

/** points, nominative and accusative */
const ptsNom = "{points, plural, one {# πόντος} other {# πόντοι}}";
const ptsAcc = "{points, plural, one {# πόντο} other {# πόντους}}";

export default {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "trente.title": "Τριάντα",
  // ---- γεγονότα
  "trente.turnStarts": `Γύρος {round}, σειρά έχει {name} (${ptsNom}): φέρνει {dice}.`,
  "trente.setsAside": "{name} βάζει στην άκρη {dice}.",
  "trente.setsAsideMustName": "{name} βάζει στην άκρη {dice} και πρέπει να πει ποιο ζάρι μπήκε πρώτο (FIRST <ζάρι>).",
  "trente.setsAsideFirst":
    "{name} βάζει στην άκρη {dice}· πρώτο ζάρι το {die}: στόχος {aim, select, low {12 ή λιγότερο} other {30 ή περισσότερο}}.",
  "trente.autoSet":
    "Η πάγια εντολή σου: κάθε σειρά σου παίζεται με τον κανόνα «{policy}» από την πρώτη ζαριά (το AUTO OFF τη σταματά).",
  "trente.autoOff": "Η πάγια εντολή σου σταμάτησε: παίζεις ξανά εσύ τις σειρές σου.",
  "trente.autoIs": "Η πάγια εντολή σου: κάθε σειρά σου παίζεται με τον κανόνα «{policy}» (το AUTO OFF τη σταματά).",
  "trente.autoNone":
    "Δεν έχεις πάγια εντολή σε αυτό το παιχνίδι. Το AUTO POLICY <κανόνας> (π.χ. AUTO POLICY high) παίζει κάθε σειρά σου με αυτόν τον κανόνα.",
  "trente.errAutoSeat": "Το AUTO ορίζει την πάγια εντολή ενός παίκτη: το στέλνει μόνο παίκτης με θέση",
  "trente.playsByPolicy": "{name} παίζει την υπόλοιπη σειρά με τον κανόνα «{policy}».",
  "trente.rolls": "{name} ξαναρίχνει και φέρνει {dice} (στην άκρη: {kept}).",
  "trente.namesFirst": "{name} δηλώνει το {die} ως πρώτο ζάρι που βάζει στην άκρη.",
  "trente.turnDice": "Ζάρια για {name}: {dice} = {sum} (στόχος {target}).",
  "trente.onTarget": "{name}: ακριβώς {target}, δεν γίνεται τίποτα.",
  "trente.missLoses": `{name}: λείπουν {points} για τον στόχο· χάνει ${ptsAcc} ({before} → {after}).`,
  "trente.attackLoses": `{hits}×{level}: {name} χάνει ${ptsAcc} ({before} → {after}).`,
  "trente.outOfRound": "{name} πέφτει κάτω από το 0 και βγαίνει από τον γύρο.",
  "trente.choosesVictim": "{name}: επίθεση στο {level}, διαλέγει θύμα (VICTIM <παίκτης>).",
  "trente.attacks": "{attacker}: επίθεση στο {level}, θύμα {victim}:",
  "trente.attackRollMiss": "φέρνει {dice} (κανένα {level}){last, select, true {.} other {·}}",
  "trente.attackRollHit":
    "φέρνει {dice} (κρατάει {hits}×{level}{full, select, true {, main pleine: ξαναρίχνει και τα έξι} other {}}){last, select, true {.} other {·}}",
  "trente.noDamage": "Κανένα {level} στην πρώτη ζαριά: {victim} δεν χάνει τίποτα.",
  "trente.roundWon": `{name} κερδίζει τον γύρο {round} με ${ptsAcc}.`,
  "trente.roundBegins": "Ξεκινά ο γύρος {round} από {total}: όλοι ξανά στους {start}· ανοίγει {name}.",
  "trente.gameOver":
    "Το παιχνίδι τελείωσε: {n, plural, =0 {δεν κερδίζει κανείς} one {κερδίζει {winners}} other {κερδίζουν {winners}}}.",
  "trente.leaves": "{name} φεύγει από το παιχνίδι.",
  "trente.deadlinePassed": "Πέρασε η προθεσμία για {name}: ο Herald παίζει την προεπιλογή.",

  // ---- εκκρεμείς αποφάσεις και αποτέλεσμα
  "trente.pendingKeep": "σειρά σου: KEEP <ζάρια> από {roll}, ή POLICY <κανόνας>",
  "trente.pendingFirst": "πες ποιο είναι το πρώτο σου ζάρι: FIRST {choices}",
  "trente.pendingVictim": "διάλεξε το θύμα της επίθεσής σου στο {level}: VICTIM <παίκτης>",
  "trente.summaryRound":
    "{n, plural, =0 {Τον γύρο δεν τον κερδίζει κανείς} one {Τον γύρο κερδίζει {winners}} other {Τον γύρο κερδίζουν {winners}}}.",
  "trente.summaryGame":
    "{n, plural, =0 {Το παιχνίδι δεν το κερδίζει κανείς} one {Το παιχνίδι κερδίζει {winners}} other {Το παιχνίδι κερδίζουν {winners}}} (γύροι που κέρδισε ο καθένας: {tally}).",
  "trente.scoresTitle": "Πόντοι σε αυτόν τον γύρο",

  // ---- λάθη
  "trente.errOver": "το παιχνίδι έχει τελειώσει",
  "trente.errAdminAs": "ένας διαχειριστής παίζει για {name} μόνο με AS {name} <κίνηση>",
  "trente.errNotYourTurn": "δεν είναι η σειρά σου: παίζει {name}",
  "trente.errNameFirst": "πες πρώτα ποιο ζάρι έβαλες πρώτο στην άκρη: {choices}",
  "trente.errKeepOne": "βάλε στην άκρη τουλάχιστον ένα ζάρι",
  "trente.errNotOnTable": "δεν μπορείς να κρατήσεις {dice}: στο τραπέζι είναι {roll}",
  "trente.errKeepNamedFirst": "δήλωσες το {die} ως πρώτο σου ζάρι: κράτα το σε αυτό το KEEP, ή δήλωσε άλλο με FIRST",
  "trente.errFirstClassic": "το FIRST υπάρχει μόνο στους κλασικούς κανόνες (εδώ ο στόχος είναι πάντα 30)",
  "trente.errFirstNotKept": "το FIRST πρέπει να είναι ένα από τα ζάρια που έβαλες στην άκρη: {dice}",
  "trente.errFirstSet":
    "το πρώτο σου ζάρι έχει ήδη οριστεί σε αυτή τη σειρά ({die}: στόχος {aim, select, low {12 ή λιγότερο} other {30 ή περισσότερο}})",
  "trente.errNoSuchDie": "δεν υπάρχει {die} στη ζαριά σου ({roll})",
  "trente.errNoAttack": "καμία επίθεση δεν περιμένει θύμα",
  "trente.errSelf": "δεν μπορείς να επιτεθείς στον εαυτό σου",
  "trente.errVictimOut": "{name} είναι εκτός αυτού του γύρου",
  "trente.errNoSeat": "δεν υπάρχει θέση {seat}",
  "trente.errAmbiguous": "το «{text}» μπορεί να είναι {names}",
  "trente.errNoPlayer": "δεν υπάρχει παίκτης με όνομα «{text}»",
  "trente.errAlreadyLeft": "{name} έχει ήδη φύγει από το παιχνίδι",
  "trente.errNotPending": "αυτή η απόφαση δεν εκκρεμεί πια",
  "trente.errTooFew": "το Trente θέλει τουλάχιστον {min} παίκτες",
  "trente.errTooMany": "το Trente παίζεται με το πολύ {max} παίκτες",
  "trente.errKeepNeedsDice": "το KEEP θέλει τα ζάρια που βάζεις στην άκρη, π.χ. KEEP 6 5",
  "trente.errKeepValues": "το KEEP παίρνει τιμές ζαριού από 1 έως 6, π.χ. KEEP 6 5 (ήρθε «{got}»)",
  "trente.errKeepSix": "δεν μπορείς να κρατήσεις πάνω από έξι ζάρια",
  "trente.errFirstOne": "το FIRST παίρνει μία τιμή ζαριού από 1 έως 6, π.χ. FIRST 5",
  "trente.errVictimNeeds": "το VICTIM θέλει όνομα παίκτη ή αριθμό θέσης, π.χ. VICTIM Bob",
  "trente.errPolicyNeeds": "το POLICY θέλει κανόνα: high, low, all, ή keep <ζάρια> (π.χ. POLICY keep 5 6)",
  "trente.errPolicyElse": "μετά το «else» γράψε high ή low (π.χ. POLICY keep 5 6 else high)",
  "trente.errPolicyUnknown": "άγνωστος κανόνας «{text}»: γράψε high, low, all, ή keep <ζάρια> (ζάρια από 1 έως 6)",
  "trente.errPolicyKeep": "το POLICY keep θέλει τιμές ζαριών, π.χ. POLICY keep 5 6",
  "trente.errRulesOnce": "δώσε το rules= μία φορά μόνο (το ruleset= είναι η ίδια επιλογή)",
  "trente.errUnknownOption": "άγνωστη επιλογή «{key}» για το trente (επιλογές: rules=house|classic, start=<πόντοι>)",
  "trente.errRules": "το rules είναι house ή classic, όχι «{value}»",
  "trente.errStart": "το start πρέπει να είναι ακέραιος αριθμός πόντων από 1 έως 1000, όχι «{value}»",
  "trente.errLogEntry": "εγγραφή {n} του αρχείου: {why}",
  "trente.errLogNotCommand": "εγγραφή {n} του αρχείου: το «{line}» δεν είναι εντολή του Trente",

  // ---- η εικόνα του παιχνιδιού
  "trente.viewHeader":
    "Trente ({rules, select, house {κανόνες της παρέας: στόχος 30, θύμα ανάλογα με μονά ή ζυγά} other {κλασικοί κανόνες: 3 γύροι}}) — γύρος {round} από {total}.",
  "trente.viewScores": "Πόντοι: {scores}",
  "trente.viewScore":
    "{name} {score}{status, select, left { (έφυγε)} out { (εκτός)} other {}}{multi, select, true { [{won, plural, one {# γύρος} other {# γύροι}}]} other {}}",
  "trente.viewLast": "Τελευταία σειρά: {line}",
  "trente.lastOnTarget": "{name} έβαλε στην άκρη {dice} = {sum}· ακριβώς στον στόχο, τίποτα.",
  "trente.lastLost": `{name} έβαλε στην άκρη {dice} = {sum}· έχασε ${ptsAcc}.`,
  "trente.lastAttackPending": "{name} έβαλε στην άκρη {dice} = {sum}· επίθεση στο {level}, το θύμα μένει να διαλεχτεί.",
  "trente.lastAttack": `{name} έβαλε στην άκρη {dice} = {sum}· επίθεση στο {level}, θύμα {victim}, που έχασε ${ptsAcc}.`,
  "trente.viewOver":
    "Το παιχνίδι τελείωσε. {n, plural, =0 {Νικητής: κανείς} one {Νικητής: {winners}} other {Νικητές: {winners}}}.",
  "trente.viewTurnKeep": "Σειρά έχει {name}. Ζαριά: {roll}.",
  "trente.viewSetAside":
    "Στην άκρη: {kept} = {sum}{aim, select, low { (στόχος 12 ή λιγότερο)} high { (στόχος 30 ή περισσότερο)} other {}}.",
  "trente.viewTurnFirst": "Σειρά έχει {name}: έβαλε στην άκρη {dice} και πρέπει να πει ποιο ζάρι μπήκε πρώτο.",
  "trente.viewTurnVictim": "Σειρά έχει {name}: επίθεση στο {level}, διαλέγει θύμα.",
  "trente.viewYouAre": "Είσαι {name} (θέση {seat}).",

  // ---- HELP trente
  "trente.help": `TRENTE — έξι ζάρια, στόχος το 30. Επιλογές: rules=house|classic (προεπιλογή house), start=<πόντοι> (προεπιλογή 30).
Σε κάθε σειρά ο Herald ρίχνει έξι ζάρια για σένα· βάζεις στην άκρη τουλάχιστον ένα ζάρι σε κάθε ζαριά, ώσπου να μπουν και τα έξι.
Άθροισμα S: κάτω από 30 χάνεις 30-S· ακριβώς 30, τίποτα· πάνω από 30 κάνεις επίθεση στο E=S-30.
Επίθεση: ο Herald ρίχνει έξι ζάρια και κρατάει όσα φέρνουν E, και ξαναρίχνει τα υπόλοιπα όσο έρχεται
τουλάχιστον ένα E· έξι E είναι «main pleine» (γεμάτο χέρι): ξαναρίχνονται και τα έξι. Το θύμα χάνει E για κάθε E.
Κάτω από το 0 βγαίνεις από τον γύρο (στο 0 είσαι ακόμα μέσα)· όποιος μείνει τελευταίος κερδίζει τον γύρο.
house (κανόνες της παρέας): ο στόχος είναι πάντα 30· ζυγό E (2-4-6) χτυπά τον παίκτη στα δεξιά σου (τον
  προηγούμενο), μονό E (1-3-5) τον παίκτη στα αριστερά σου (τον επόμενο)· κάθε γύρος είναι ολόκληρο παιχνίδι.
classic: το πρώτο ζάρι στην άκρη ορίζει τον στόχο: 1-3 → 12 ή λιγότερο (κάτω από 12 επίθεση στο 12-S, πάνω
  χάνεις S-12), 4-6 → 30 ή περισσότερο. Θύμα: ο επόμενος στον 1ο γύρο, ο προηγούμενος στον 2ο, όποιον
  διαλέξεις στον 3ο. Τρεις γύροι· νικά όποιος κερδίσει τους περισσότερους, και στην ισοπαλία μετράει το
  άθροισμα των πόντων των τριών γύρων.
Εντολές (στα αγγλικά):
KEEP <ζάρια>       βάζεις στην άκρη αυτές τις τιμές από την τρέχουσα ζαριά, π.χ. KEEP 6 5 (πολλές γραμμές
                   KEEP στο ίδιο μήνυμα παίζονται η μία μετά την άλλη, η καθεμιά στη ζαριά της στιγμής)
POLICY <κανόνας>   παίζεις την υπόλοιπη σειρά σου με έναν σταθερό κανόνα:
  POLICY high        κράτα το μεγαλύτερο ζάρι σε κάθε ζαριά (επίσης: highest, max)
  POLICY low         κράτα το μικρότερο ζάρι σε κάθε ζαριά (επίσης: lowest, min)
  POLICY all         κράτα όλα τα ζάρια (η σειρά τελειώνει αμέσως)
  POLICY keep 5 6    κράτα κάθε 5 και 6· αν δεν έρθει κανένα, το μεγαλύτερο ζάρι
  POLICY keep 1 2 else low   … κι αν δεν έρθει κανένα, το μικρότερο ζάρι
AUTO POLICY <κανόνας>  από τώρα κάθε σειρά σου παίζεται με αυτόν τον κανόνα (και σε επόμενα παιχνίδια,
                   αν σταλεί έξω από παιχνίδι)· το AUTO τον δείχνει, το AUTO OFF τον σταματά
FIRST <ζάρι>       classic: ποιο ζάρι βάζεις πρώτο στην άκρη όταν το πρώτο σου KEEP ανακατεύει 1-3 και 4-6
                   (μπορεί να σταλεί και πριν από εκείνο το KEEP)
VICTIM <παίκτης>   classic, 3ος γύρος: ποιος τρώει την επίθεσή σου (όνομα ή αριθμός θέσης)
Αν περάσει η προθεσμία, η σειρά σου παίζεται με τον κανόνα σου, ή με POLICY high· το FIRST παίρνει το
μεγαλύτερο ζάρι στην άκρη, το VICTIM τον επόμενο παίκτη. Κάθε ζαριά βγαίνει από τον μυστικό σπόρο του
παιχνιδιού, που αποκαλύπτεται στο τέλος ώστε ο καθένας να μπορεί να ξαναϋπολογίσει όλες τις ζαριές.`,
} satisfies Catalog;
