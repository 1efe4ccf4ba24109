// Τα μηνύματα του Killer στα ελληνικά, όπως μιλούν οι παίκτες μιας παρτίδας Civilization μέσω e-mail:
// «πολιτισμός», «στόχος», «κυνηγός», «γύρος του Civ», «γράφημα ισχύος», «κατάταξη».
// Οι εντολές (KILLED, POWER…) μένουν στα αγγλικά σε όλες τις γλώσσες.
import type { Catalog } from "../../../i18n/msg.ts";

const el: Catalog = {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "killer.title": "Killer",
  // ---- διάταξη ----
  "killer.lines": "{head}\n{rest}",
  "killer.seq": "{head} {rest}",
  // a version-1 game's text, kept as it was mailed (upgrade.ts)
  "killer.legacyText": "{text}",
  "killer.empty": "",

  // ---- καταστάσεις κατάταξης ----
  "killer.reportPeriodic": "Κατάταξη μετά τον γύρο {turn} του Civ",
  "killer.reportFinal": "Τελική κατάταξη (γύρος {turn} του Civ)",
  "killer.reportRevised":
    "Αναθεωρημένη τελική κατάταξη (γύρος {turn} του Civ), αναθεώρηση {revision}: αντικαθιστά την τελική κατάταξη που στάλθηκε πριν",
  "killer.standingsPeriodic": "Βαθμολογία μετά τον γύρο {turn} του Civ",
  "killer.standingsFinal": "Τελική βαθμολογία (γύρος {turn} του Civ)",
  "killer.rowRanked": "{place}{tied, select, yes {=} other {.}} {civ} ({player}): KS {ks, number}, θέση ισχύος {power}",
  "killer.rowStanding": "{place}{tied, select, yes {=} other {.}} {civ} ({player}): KS {ks, number}",
  "killer.rowDestroyed":
    "{place}{tied, select, yes {=} other {.}} {civ} ({player}): καταστράφηκε στον γύρο {turn}, KS {ks, number}",
  "killer.rowResigned": "{place}{tied, select, yes {=} other {.}} {civ} ({player}): αποχώρησε στον γύρο {turn}, KS {ks, number}",
  "killer.reportResult": "Αποτέλεσμα: {summary}",
  "killer.noReportYet": "Δεν έχει σταλεί ακόμη καμία κατάταξη.",
  "killer.powerNeeded":
    "Οφείλεται κατάταξη για τον γύρο {turn}{final, select, yes { (τελική)} other {}} και χρειάζεται το γράφημα ισχύος. Στείλ’ το από τον ισχυρότερο στον πιο αδύναμο, τις ισοβαθμίες ενωμένες με «=»: POWER TURN {turn} {civs}",

  // ---- έκβαση ----
  "killer.running": "Γύρος {turn} του Civ, {n, plural, one {# πολιτισμός στο παιχνίδι} other {# πολιτισμοί στο παιχνίδι}}",
  "killer.quickWon":
    "{civs} {n, plural, one {κερδίζει} other {κερδίζουν}} τη Γρήγορη παρτίδα (κρίθηκε στον γύρο {turn} του Civ).",
  "killer.lastStanding": "{civs} κερδίζει: ο τελευταίος πολιτισμός που στέκεται.",
  "killer.noneLeft": "Δεν έμεινε κανένας πολιτισμός.",
  "killer.endedQuick": "Η παρτίδα τερματίστηκε από τον διαχειριστή· νικητές: {civs}.",
  "killer.endedByAdmin": "Η παρτίδα τερματίστηκε από τον διαχειριστή· η τελική κατάταξη δίνει τη σειρά.",
  "killer.nullAgreed": "Συμφωνήθηκε ισοπαλία: {civs} κερδίζουν και οι δύο.",
  "killer.gameOver": "Τέλος παρτίδας. {summary}",
  "killer.overHeldDropped":
    "Τέλος παρτίδας: {n, plural, one {η δήλωση καταστροφής {ids} αποσύρθηκε} other {οι δηλώσεις καταστροφής {ids} αποσύρθηκαν}}.",

  // ---- καταστροφές ----
  "killer.resignedPublic": "Ο πολιτισμός {civ} αποχώρησε από την παρτίδα (στον γύρο {turn} του Civ).",
  "killer.destroyedPublic": "Ο πολιτισμός {civ} καταστράφηκε από {killer} στον γύρο {turn} του Civ.",
  "killer.youDestroyed":
    "Κατέστρεψες τον πολιτισμό {civ} στον γύρο {turn} του Civ: {relation, select, target {ήταν ο στόχος σου} killer {ήταν ο πολιτισμός που σε κυνηγούσε} other {ήταν αθώος (ούτε στόχος σου ούτε κυνηγός σου)}}. KS {delta, number, ::sign-always} (τώρα {ks, number}).",
  "killer.targetGone": "Ο στόχος σου, {civ}, χάθηκε.",
  "killer.ktacCounts": "Ο σκοτωμένος στόχος μετράει πάντα: μετράει για σένα, KS +1 (τώρα {ks, number}).",
  "killer.quickWinnerYou":
    "Γρήγορη παρτίδα: είσαι ανάμεσα στους νικητές του γύρου {turn} του Civ· η παρτίδα τελειώνει μόλις όλοι παίξουν τον γύρο {turn}.",
  "killer.noTargetLast": "Δεν έχεις πια στόχο: είσαι ο τελευταίος πολιτισμός.",
  "killer.newTarget": "Ο νέος σου στόχος: {civ}.",
  "killer.recorded": "Καταγράφηκε: {civ} {how} στον γύρο {turn}. KS: {ks}. Αλλαγές στόχων: {changed}.",
  "killer.howResigned": "αποχώρησε",
  "killer.howDestroyed": "καταστράφηκε από {killer} ({relation, select, target {στόχος του} killer {κυνηγός του} other {αθώος}})",
  "killer.civDelta": "{civ} {d, number, ::sign-always}",
  "killer.civKs": "{civ} {ks, number}",
  "killer.civArrow": "{civ} → {target}",
  "killer.noChange": "καμία αλλαγή",
  "killer.none": "κανένας",
  "killer.quickDecidedAdmin":
    "Η Γρήγορη παρτίδα κρίθηκε στον γύρο {turn} του Civ: νικητές ως τώρα {civs}. Τελειώνει όταν το TURN περάσει τον {turn} (τον έχουν παίξει όλοι).",
  "killer.staleDropped":
    "{n, plural, one {Η δήλωση {ids} για τον πολιτισμό {civ} αποσύρθηκε} other {Οι δηλώσεις {ids} για τον πολιτισμό {civ} αποσύρθηκαν}}: ο πολιτισμός {civ} έχει ήδη καταγραφεί ως χαμένος.",

  // ---- εντολές των παικτών ----
  "killer.targetForPlayers": "Το TARGET είναι για τους παίκτες· ο διαχειριστής βλέπει όλους τους στόχους με το TARGETS",
  "killer.youAreOut": "Ο πολιτισμός σου είναι εκτός παιχνιδιού: δεν έχεις στόχο.",
  "killer.noTargetYouLast": "Δεν έχεις στόχο: είσαι ο τελευταίος πολιτισμός.",
  "killer.yourTarget": "Ο στόχος σου: {civ}.",
  "killer.killedForPlayers": "Το KILLED είναι για τους παίκτες· ο διαχειριστής χρησιμοποιεί KILL <killer> <victim> TURN <n>",
  "killer.yourCivOut": "ο πολιτισμός σου είναι εκτός παιχνιδιού",
  "killer.ownDestruction": "δεν μπορείς να δηλώσεις τη δική σου καταστροφή",
  "killer.alreadyOut": "ο πολιτισμός {civ} είναι ήδη εκτός παιχνιδιού",
  "killer.reportTooEarly":
    "η τελευταία καταστροφή που καταγράφηκε ήταν στον γύρο {last} του Civ· ειδοποίησε τον διαχειριστή, που μπορεί να τη διορθώσει με AMEND",
  "killer.reportHeld": "Η δήλωσή σου {id} ({civ} κατεστραμμένος στον γύρο {turn} του Civ) περιμένει τον διαχειριστή.",
  "killer.killReportAdmin":
    "Δήλωση καταστροφής {id}: ο πολιτισμός {reporter} λέει ότι κατέστρεψε τον {civ} στον γύρο {turn} του Civ. CONFIRM {id}, REJECT {id}, ή KILL <killer> <victim> TURN <n> για διόρθωση.",
  "killer.reportAhead": "Αφορά γύρο μεταγενέστερο από τον καταγεγραμμένο ({now}): στείλε πρώτα TURN {turn}.",
  "killer.onlyAdmin": "μόνο ο διαχειριστής μπορεί να χρησιμοποιήσει το {verb}",
  "killer.onlyAdminOrHost": "μόνο ο διαχειριστής ή ο οικοδεσπότης μπορούν να χρησιμοποιήσουν το {verb}",
  "killer.gameOverRefused": "η παρτίδα έχει τελειώσει",
  "killer.resignAlreadyOut": "αυτός ο πολιτισμός είναι ήδη εκτός παιχνιδιού",
  "killer.noDefault": "αυτή η απόφαση δεν έχει προεπιλογή: πρέπει να ενεργήσει ο διαχειριστής",

  // ---- ισοπαλία ----
  "killer.nullHighlanderOnly": "ισοπαλία υπάρχει μόνο σε παρτίδα Highlander",
  "killer.nullTwoLeft": "ισοπαλία γίνεται μόνο όταν έχουν μείνει δύο πολιτισμοί",
  "killer.nullWhoDecides": "μόνο οι δύο τελευταίοι παίκτες και ο διαχειριστής αποφασίζουν για ισοπαλία",
  "killer.nullNone": "δεν έχει προταθεί ισοπαλία",
  "killer.nullRefusedBy": "Ο πολιτισμός {civ} αρνήθηκε την ισοπαλία· η μάχη συνεχίζεται.",
  "killer.nullRefusedAdmin": "Ο διαχειριστής αρνήθηκε την ισοπαλία· η μάχη συνεχίζεται.",
  "killer.theAdministrator": "ο διαχειριστής",
  "killer.nullProposed":
    "Προτείνεται ισοπαλία (κερδίζουν και οι δύο πολιτισμοί που έμειναν)· αναμένονται: {missing}. Απάντησε NULL AGREE ή NULL REFUSE. Η σιωπή ως την προθεσμία μετράει ως άρνηση: η πρόταση τότε αποσύρεται και η μάχη συνεχίζεται.",
  "killer.nullLateBy": "Ο πολιτισμός {civ} δεν δέχτηκε την ισοπαλία εγκαίρως· η μάχη συνεχίζεται.",
  "killer.nullWithdrawn":
    "Η προτεινόμενη ισοπαλία αποσύρεται: μετά τη διόρθωση, στο παιχνίδι είναι περισσότεροι από δύο πολιτισμοί.",
  "killer.nullLate": "Η ισοπαλία δεν έγινε δεκτή εγκαίρως· η μάχη συνεχίζεται.",

  // ---- εντολές του διαχειριστή ----
  "killer.noSuchReport": "δεν εκκρεμεί δήλωση καταστροφής {id}",
  "killer.yourReportRejected": "Ο διαχειριστής απέρριψε τη δήλωσή σου {id}.",
  "killer.reportRejected": "Η δήλωση {id} απορρίφθηκε.",
  "killer.reporterOut": "ο πολιτισμός {civ} είναι εκτός παιχνιδιού· χρησιμοποίησε KILL ή AMEND για να καταγράψεις τι έγινε",
  "killer.reportTurnProblem": "η δήλωση {id} αφορά τον γύρο {turn} του Civ: {why}",
  "killer.selfDestroy": "ένας πολιτισμός δεν μπορεί να καταστρέψει τον εαυτό του",
  "killer.alreadyOutAmend": "ο πολιτισμός {civ} είναι ήδη εκτός παιχνιδιού (τα AMEND ή UNDO διορθώνουν λάθος καταγραφή)",
  "killer.turnBackwards": "η παρτίδα του Civ είναι ήδη στον γύρο {now}· το TURN πάει μόνο μπροστά",
  "killer.turnReached": "Η παρτίδα του Civ έφτασε στον γύρο {turn}.",
  "killer.turnAhead":
    "ο γύρος {turn} του Civ είναι μπροστά από την παρτίδα, που βρίσκεται στον γύρο {now}: στείλε πρώτα TURN {turn}",
  "killer.killsInOrder":
    "οι καταστροφές καταγράφονται με χρονική σειρά και η τελευταία ήταν στον γύρο {last} του Civ· για μια παλαιότερη χρησιμοποίησε AMEND <killer> <victim> TURN {turn} (ξαναϋπολογίζει ό,τι ακολουθεί)",
  "killer.noSeat": "δεν υπάρχει θέση {seat}",
  "killer.ambiguousCiv": "το «{text}» μπορεί να είναι {civs}",
  "killer.noCiv": "δεν υπάρχει πολιτισμός με όνομα «{text}» σε αυτή την παρτίδα",

  // ---- γραφήματα ισχύος ----
  "killer.powerTwice": "ο πολιτισμός {civ} εμφανίζεται δύο φορές στο γράφημα ισχύος",
  "killer.powerMissing": "το γράφημα ισχύος πρέπει να έχει κάθε πολιτισμό που επιβιώνει· λείπουν: {civs}",
  "killer.finalFrozen":
    "η τελική κατάταξη έχει δημοσιευτεί και είναι κλειδωμένη: το RANKS την ξαναστέλνει, και το REVISE <civ> <civ>=<civ> … στέλνει αναθεωρημένη τελική κατάταξη (βαθμολογούμενες παρτίδες)",
  "killer.notRatedPower": "αυτή η παρτίδα δεν βαθμολογείται: δεν χρειάζεται γράφημα ισχύος",
  "killer.powerAhead": "ο γύρος {turn} είναι μπροστά από την παρτίδα του Civ (γύρος {now})",
  "killer.onlyPowerOf": "η παρτίδα έχει τελειώσει: χρειάζεται μόνο το γράφημα ισχύος του γύρου {turn}",
  "killer.powerStored":
    "Το γράφημα ισχύος του γύρου {turn} αποθηκεύτηκε· καμία κατάταξη δεν το περίμενε (το REPORT στέλνει μία τώρα).",
  "killer.finalWaitsPower": "η τελική κατάταξη περιμένει το γράφημα ισχύος: το POWER τη στέλνει",
  "killer.notRatedRevise":
    "αυτή η παρτίδα δεν βαθμολογείται: η τελική της βαθμολογία βγαίνει μόνο από τις καταστροφές, δεν υπάρχει κάτι να αναθεωρηθεί",
  "killer.noFinalToRevise": "το REVISE διορθώνει δημοσιευμένη τελική κατάταξη· δεν υπάρχει ακόμη",
  "killer.sameRanking": "αυτό το γράφημα ισχύος δίνει την ίδια τελική κατάταξη: δεν υπάρχει κάτι να αναθεωρηθεί",

  // ---- στόχοι ----
  "killer.orderUnknown": "το order αναφέρει {name}, που δεν είναι ούτε πολιτισμός ούτε παίκτης αυτής της παρτίδας",
  "killer.namedTwice": "ο πολιτισμός {civ} αναφέρεται δύο φορές",
  "killer.mustNameAll": "κάθε πολιτισμός στο παιχνίδι πρέπει να αναφέρεται μία φορά· λείπουν: {civs}",
  "killer.cycleTooShort": "ένας κύκλος θέλει τουλάχιστον 3 πολιτισμούς ({civs}): κανείς δεν κυνηγά τον δικό του κυνηγό",
  "killer.cycleList": "{cycles}",
  "killer.noCycles": "κανένας (έμειναν λιγότεροι από δύο πολιτισμοί)",
  "killer.targetChangedYou": "Ο διαχειριστής άλλαξε τον στόχο σου: ο νέος σου στόχος είναι {civ}.",
  "killer.targetsInstalled": "{why} Στόχοι τώρα: {cycles}. Ειδοποιήθηκαν ιδιωτικά: {told}.",
  "killer.toldNobody": "κανείς (τίποτα δεν άλλαξε)",
  "killer.whyTargets": "Οι στόχοι ορίστηκαν με TARGETS.",
  "killer.whySetTarget": "SETTARGET: ο πολιτισμός {civ} κυνηγά τώρα τον {target}.",
  "killer.targetsShow": "Στόχοι (ποιος κυνηγά ποιον): {cycles}.",
  "killer.fewerThanTwo": "έμειναν λιγότεροι από δύο πολιτισμοί: δεν υπάρχουν στόχοι να οριστούν",
  "killer.isOut": "ο πολιτισμός {civ} είναι εκτός παιχνιδιού",
  "killer.huntItself": "ένας πολιτισμός δεν μπορεί να κυνηγά τον εαυτό του",
  "killer.alreadyHunts": "ο πολιτισμός {civ} ήδη κυνηγά τον {target}",
  "killer.wouldTwoCycle":
    "αυτό θα άφηνε κύκλο με λιγότερους από 3 πολιτισμούς (δύο που κυνηγούν ο ένας τον άλλο)· δώσε ολόκληρο τον χάρτη με TARGETS",

  // ---- διορθώσεις (AMEND, UNDO) ----
  "killer.reassignNoFit":
    "μια αλλαγή στόχων (TARGETS/SETTARGET) που έγινε αργότερα δεν θα ταίριαζε πια στους πολιτισμούς του παιχνιδιού· διόρθωσε πρώτα τις επόμενες καταστροφές ή όρισε ξανά τους στόχους μετά τη διόρθωση",
  "killer.destroyedTwice": "ο πολιτισμός {civ} θα καταστρεφόταν δύο φορές",
  "killer.afterOwnDestruction": "ο πολιτισμός {killer} θα κατέστρεφε τον {civ} στον γύρο {turn} μετά τη δική του καταστροφή",
  "killer.overNoAmend":
    "η παρτίδα έχει τελειώσει: το ιστορικό της δεν διορθώνεται πια (το REVISE διορθώνει την τελική κατάταξη βαθμολογούμενης παρτίδας)",
  "killer.startedBefore": "αυτή η παρτίδα ξεκίνησε πριν υπάρξουν οι διορθώσεις· δεν μπορεί να διορθωθεί",
  "killer.resignedNoAmend": "ο πολιτισμός {civ} αποχώρησε· μια αποχώρηση δεν διορθώνεται",
  "killer.alreadyRecorded": "αυτό ακριβώς είναι ήδη καταγεγραμμένο",
  "killer.amendPublic":
    "Διόρθωση από τον διαχειριστή: ο πολιτισμός {civ} καταστράφηκε από {killer} στον γύρο {turn} του Civ ({before, select, yes {είχε καταγραφεί: από {oldKiller} στον γύρο {oldTurn}} other {δεν είχε καταγραφεί}}).",
  "killer.noDestructionOf": "δεν έχει καταγραφεί καταστροφή του πολιτισμού {civ}",
  "killer.resignedNoUndo": "ο πολιτισμός {civ} αποχώρησε· μια αποχώρηση δεν αναιρείται",
  "killer.undoPublic":
    "Διόρθωση από τον διαχειριστή: ο πολιτισμός {civ} δεν καταστράφηκε (είχε καταγραφεί: από {killer} στον γύρο {turn})· ο {civ} επιστρέφει στο παιχνίδι.",
  "killer.afterCorrection": "Μετά τη διόρθωση του διαχειριστή: {notes}",
  "killer.noTargetNow": "Τώρα δεν έχεις στόχο.",
  "killer.targetNow": "Ο στόχος σου είναι τώρα {civ}.",
  "killer.ksNow": "Το KS σου είναι τώρα {now, number} (ήταν {was, number}).",
  "killer.backInGame": "Ο πολιτισμός σου επιστρέφει στο παιχνίδι.",
  "killer.nowDestroyed": "Ο πολιτισμός σου καταγράφεται πλέον ως κατεστραμμένος.",
  "killer.corrected": "Διορθώθηκε. KS: {ks}.",
  "killer.targetsNow": "Στόχοι: {cycles}.",
  "killer.quickDecidedShort": "Η Γρήγορη παρτίδα κρίθηκε στον γύρο {turn}, νικητές ως τώρα {civs}.",
  "killer.heldDropped": "{n, plural, one {Η δήλωση {ids} αποσύρθηκε} other {Οι δηλώσεις {ids} αποσύρθηκαν}}.",
  "killer.powerDropped":
    "{n, plural, one {Το γράφημα ισχύος του γύρου {turns} αποσύρθηκε: του λείπει} other {Τα γραφήματα ισχύος των γύρων {turns} αποσύρθηκαν: τους λείπει}} ένας πολιτισμός που είναι τώρα στο παιχνίδι.",
  "killer.reportBefore":
    "Η κατάταξη του γύρου {turn} στάλθηκε πριν από αυτό: η επόμενη θα λάβει υπόψη τη διόρθωση (το REPORT στέλνει μία τώρα).",

  // ---- εκκρεμότητες ----
  "killer.waitConfirm": "CONFIRM ή REJECT για τη δήλωση {id}",
  "killer.waitPower": "στείλε το γράφημα ισχύος του γύρου {turn}: POWER TURN {turn} <civ> <civ> …",
  "killer.waitNull": "προτείνεται ισοπαλία: NULL AGREE ή NULL REFUSE",

  // ---- επιλογές, στήσιμο, ανάγνωση εντολών ----
  "killer.needThree": "Το Killer θέλει τουλάχιστον 3 παίκτες: δύο στόχοι δεν μπορούν να κυνηγούν ο ένας τον άλλο",
  "killer.noCivFor": "ο παίκτης {player} δεν έχει πολιτισμό: κάθε παίκτης μπαίνει με civ=<όνομα>",
  "killer.playerProblem": "{player}: {why}",
  "killer.civTaken":
    "{player} έχει ήδη διαλέξει τον πολιτισμό {taken}: οι πολιτισμοί πρέπει να διαφέρουν, και τα κεφαλαία δεν μετράνε",
  "killer.sameCiv": "οι {a} και {b} διάλεξαν και οι δύο τον πολιτισμό {civ}: οι πολιτισμοί πρέπει να διαφέρουν",
  "killer.civUnusable": "το «{civ}» δεν κάνει για όνομα πολιτισμού (μία λέξη, ως 30 γράμματα)",
  "killer.civNumber": "το «{civ}» είναι αριθμός· ένας πολιτισμός θέλει όνομα",
  "killer.civReserved": "το «{civ}» είναι δεσμευμένη λέξη",
  "killer.variantTwice": "η παραλλαγή δόθηκε δύο φορές ({a} και {b})",
  "killer.unknownOption":
    "άγνωστη επιλογή «{key}» (επιλογές: variant=quick|highlander, noInnocent, killedTargetAlwaysCount, rated, reportEvery=N, order=civA,civB,…)",
  "killer.badVariant": "η παραλλαγή είναι quick ή highlander, όχι «{value}»",
  "killer.variantFlag": "η επιλογή {key} είναι διακόπτης: γράψε σκέτο «{variant}» ή variant={variant}",
  "killer.badReportEvery": "το reportEvery είναι ακέραιος αριθμός γύρων από 0 ως 1000, όχι «{value}»",
  "killer.orderShort": "το order θέλει κύκλους τουλάχιστον 3 πολιτισμών: order=civA,civB,civC (άλλος κύκλος μετά το /)",
  "killer.orderTwice": "το order αναφέρει {name} δύο φορές",
  "killer.flagValue": "η επιλογή {key} είναι διακόπτης: δώσ’ την σκέτη ή ως {key}=yes|no, όχι «{value}»",
  "killer.unknownJoinOption": "άγνωστη επιλογή JOIN «{key}»: το Killer δέχεται μόνο civ=<όνομα>",
  "killer.needCiv": "Το Killer χρειάζεται τον πολιτισμό σου: JOIN <κωδικός-παρτίδας> civ=<όνομα>",
  "killer.parseTarget": "το TARGET δεν παίρνει τίποτα: σου ξαναστέλνει τον δικό σου στόχο",
  "killer.parseNull": "γράψε NULL AGREE (ή NULL REFUSE)",
  "killer.parseReportId": "το {verb} θέλει έναν αριθμό δήλωσης, π.χ. {verb} r3",
  "killer.parseTurn": "το TURN θέλει τον αριθμό γύρου του Civ, π.χ. TURN 12",
  "killer.parseKilled": "γράψε KILLED <πολιτισμός> TURN <n>, π.χ. KILLED Carthage TURN 42",
  "killer.parseKill": "γράψε KILL <πολιτισμός-δράστης> <πολιτισμός-θύμα> TURN <n>, π.χ. KILL Rome Carthage TURN 42",
  "killer.parsePowerTurn": "γράψε POWER TURN <n> <civ> <civ> …",
  "killer.parsePower": "το POWER θέλει τη σειρά ισχύος, από τον ισχυρότερο: POWER Rome Gaul=Carthage Egypt",
  "killer.parseRevise": "το REVISE θέλει το διορθωμένο τελικό γράφημα ισχύος, από τον ισχυρότερο: REVISE Rome Gaul=Carthage",
  "killer.parseSetTarget": "γράψε SETTARGET <πολιτισμός> <νέος στόχος>, π.χ. SETTARGET Rome Egypt",
  "killer.parseAmend": "γράψε AMEND <πολιτισμός-δράστης> <πολιτισμός-θύμα> TURN <n>, π.χ. AMEND Rome Carthage TURN 41",
  "killer.parseUndo": "γράψε UNDO <πολιτισμός-θύμα>: η καταγεγραμμένη καταστροφή του αποσύρεται",

  // ---- η εικόνα της παρτίδας ----
  "killer.variantQuick": "Γρήγορη",
  "killer.variantHighlander": "Highlander",
  "killer.optNoInnocent": "Χωρίς αθώους",
  "killer.optKtac": "Ο σκοτωμένος στόχος μετράει πάντα",
  "killer.optRated": "βαθμολογούμενη (κατάταξη με βάση τον αντίκτυπο των καταστροφών)",
  "killer.optReportEvery": "κατάταξη {n, plural, one {σε κάθε γύρο} other {κάθε # γύρους}}",
  "killer.optReportsAtEnd": "κατατάξεις στο τέλος και με REPORT",
  "killer.viewHeader": "Killer ({variant}· {options}) — γύρος {turn} του Civ",
  "killer.viewFinished": "Τελείωσε: {summary}",
  "killer.viewInPlay": "{n, plural, one {# πολιτισμός στο παιχνίδι} other {# πολιτισμοί στο παιχνίδι}}.",
  "killer.civPlayer": "{civ} ({player})",
  "killer.nobody": "κανείς",
  "killer.viewInPlayList": "Στο παιχνίδι: {civs}",
  "killer.viewOut": "Εκτός: {civs}",
  "killer.civOut": "{civ} ({how})",
  "killer.outResigned": "αποχώρησε στον γύρο {turn}",
  "killer.outDestroyed": "καταστράφηκε από {killer} στον γύρο {turn}",
  "killer.viewFinalOut": "Η τελική κατάταξη στάλθηκε στο τέλος· το RANKS την ξαναστέλνει.",
  "killer.viewLatestReport": "Τελευταία κατάταξη:",
  "killer.viewYourCiv": "Ο πολιτισμός σου: {civ}{out, select, yes { (εκτός παιχνιδιού)} other {}}",
  "killer.viewYourTarget": "Ο στόχος σου: {civ}",
  "killer.viewYourTargetNone": "Ο στόχος σου: κανένας (είσαι ο τελευταίος πολιτισμός)",
  "killer.viewYourKs": "Το KS σου: {ks, number}",
  "killer.viewAdmin": "Διαχειριστής (μυστικό: ποιος κυνηγά ποιον):",
  "killer.viewCycles": "Κύκλοι στόχων: {cycles}",
  "killer.viewKs": "KS: {ks}",
  "killer.viewQuick":
    "Η Γρήγορη παρτίδα κρίθηκε στον γύρο {turn} του Civ· νικητές ως τώρα: {civs}· τελειώνει όταν το TURN περάσει τον {turn}.",
  "killer.viewHeld": "Δηλώσεις καταστροφής σε αναμονή: {list}",
  "killer.heldItem": "{id}: ο {reporter} κατέστρεψε τον {victim} στον γύρο {turn}",
  "killer.viewDue": "Κατατάξεις που οφείλονται: {list}",
  "killer.dueItem": "γύρος {turn}{final, select, yes { (τελική)} other {}}: περιμένει POWER",
  "killer.viewNullOffer": "προτάθηκε ισοπαλία· συμφώνησαν: {agreed}",
  "killer.administrator": "ο διαχειριστής",

  // ---- ο πίνακας ελέγχου ----
  "killer.pictureKs": "Βαθμοί δολοφόνου (KS) ανά γύρο",
  "killer.pictureRank": "Θέση ανά γύρο (1 = πρώτος)",
  "killer.pictureTurn": "Γύρος του Civ",
  "killer.actionConfirm": "Επιβεβαίωση δήλωσης καταστροφής",
  "killer.actionReject": "Απόρριψη δήλωσης καταστροφής",
  "killer.actionKill": "Καταγραφή καταστροφής",
  "killer.actionTurn": "Ορισμός γύρου του Civ",
  "killer.actionPower": "Γράφημα ισχύος (για την κατάταξη που περιμένει)",
  "killer.actionPowerTurn": "Γράφημα ισχύος για συγκεκριμένο γύρο",
  "killer.actionReport": "Αποστολή κατάταξης τώρα",
  "killer.fieldReport": "δήλωση (r1)",
  "killer.fieldKiller": "πολιτισμός-δράστης",
  "killer.fieldVictim": "κατεστραμμένος πολιτισμός",
  "killer.fieldTurn": "Γύρος του Civ",
  "killer.fieldOrder": "από τον ισχυρότερο: Rome Gaul=Carthage Egypt",
  "killer.actionTargets": "Εμφάνιση στόχων (ποιος κυνηγά ποιον)",
  "killer.actionTargetsSet": "Ορισμός όλων των στόχων",
  "killer.actionSetTarget": "Αλλαγή στόχου ενός πολιτισμού",
  "killer.actionAmend": "Διόρθωση καταστροφής",
  "killer.actionUndo": "Ακύρωση καταγεγραμμένης καταστροφής",
  "killer.actionRevise": "Αναθεώρηση του τελικού γραφήματος ισχύος",
  "killer.actionFinish": "Λήξη του παιχνιδιού τώρα",
  "killer.actionNullAgree": "Συμφωνία σε άκυρο αποτέλεσμα (μονομαχία Highlander)",
  "killer.actionNullRefuse": "Άρνηση του άκυρου αποτελέσματος",
  "killer.fieldCycles": "κύκλοι, ο καθένας κυνηγά τον επόμενο: Rome Gaul Egypt/Persia Zulu Inca",
  "killer.fieldCiv": "πολιτισμός",
  "killer.fieldTarget": "ο νέος του στόχος",

  // ---- HELP killer ----
  // ---- πάνω από σκυτάλη (follow.ts) ----
  "killer.overLinked": "Πολιτισμοί που βρέθηκαν στην αποθήκευση της παρτίδας που ακολουθείται: {links}.",
  "killer.overUnmatched":
    "Δεν βρέθηκαν στην αποθήκευση της παρτίδας που ακολουθείται (κανένα έθνος ούτε ηγέτης με αυτό το όνομα): {civs}. Τις θέσεις ισχύος και τις καταστροφές τους τις στέλνεις εσύ. Έθνη στην αποθήκευση: {nations}.",
  "killer.overDead":
    "Η αποθήκευση του γύρου {turn} της παρτίδας που ακολουθείται: ο πολιτισμός {civ} {gone, select, yes {έφυγε από την παρτίδα} other {είναι νεκρός}}. Κατάγραψε την καταστροφή του: CONFIRM μιας αναφοράς πιο κάτω, ή KILL <killer> {civ} TURN {turn}· αν δεν τον κατέστρεψε κανείς, KICK τον παίκτη του.",
  "killer.overNoReport": "Καμία αναφορά καταστροφής γι' αυτόν ως τώρα.",
  "killer.waitGone":
    "κατάγραψε την καταστροφή του {civ} (νεκρός ή απών στην αποθήκευση του γύρου {turn}): KILL <killer> {civ} TURN {turn}",
  "killer.badFacts": "Το FACTS φέρνει ό,τι δημοσίευσε μια παρτίδα που ακολουθείται· αυτά δεν είναι τέτοια στοιχεία",
  "killer.factsNotTyped":
    "Το FACTS το γράφει το Herald από την παρτίδα που ακολουθείται· δεν το στέλνει ποτέ παίκτης ή διαχειριστής",
  "killer.help": `Killer — κάθε πολιτισμός μιας παρτίδας Civilization μέσω e-mail κυνηγά κρυφά έναν άλλο.
Ο Herald κρατά τους στόχους, τους βαθμούς δολοφόνου (KS), τον γύρο του Civ και τις κατατάξεις. Η παρτίδα θέλει
διαχειριστή χωρίς θέση στο τραπέζι (διαχειριστή του ιστότοπου, ή οικοδεσπότη που δεν παίζει): τον φύλακα των μυστικών.
CREATE killer [variant=quick|highlander] [noInnocent] [killedTargetAlwaysCount] [rated] [reportEvery=10] [order=…]
  Προεπιλεγμένη παραλλαγή: highlander. order=civA,civB,civC: ο κύκλος των στόχων (ο civA κυνηγά τον civB … ο
  τελευταίος κυνηγά τον civA), με όνομα πολιτισμού ή παίκτη· πολλοί κύκλοι χωρίζονται με «/» (ο καθένας με 3 ή
  περισσότερους)· ελέγχεται στο START. Προεπιλογή: ένας τυχαίος κύκλος.
JOIN <κωδικός-παρτίδας> civ=<όνομα>   (μία λέξη, μοναδική στην παρτίδα). Τουλάχιστον 3 παίκτες.
over=<relay-id> (στο CREATE ή στο START): Killer πάνω από μια σκυτάλη Freeciv· ο γύρος του Civ, τα γραφήματα
  ισχύος (από τα σκορ) και οι καταστροφές προς επιβεβαίωση έρχονται από τις αποθηκεύσεις της· civ= είναι
  το έθνος σου (ή ο ηγέτης σου) εκεί. Το TURN δεν χρειάζεται· το POWER του διαχειριστή υπερισχύει.
Παίκτες (ένας πολιτισμός δηλώνεται με το όνομά του — αρκεί μια αρχή χωρίς αμφισημία — ή με τον αριθμό θέσης του):
  TARGET                       σου ξαναστέλνει τον στόχο σου, ιδιωτικά
  KILLED <civ> TURN <n>        δηλώνεις ότι κατέστρεψες τον <civ>· περιμένει ώσπου να την επιβεβαιώσει ο διαχειριστής
  NULL AGREE | NULL REFUSE     Highlander με δύο που έμειναν: η ισοπαλία (κερδίζουν και οι δύο) θέλει και τους δύο
                               παίκτες και τον διαχειριστή· η σιωπή ως την προθεσμία μετράει ως άρνηση
  RANKS                        η τελευταία κατάταξη
Διαχειριστής (παίρνει τους κύκλους στόχων στο START, κάθε κατάταξη, κάθε δήλωση καταστροφής και κάθε πρόταση
ισοπαλίας· το STATUS του δείχνει τα πάντα):
  TARGETS                      δείχνει ποιος κυνηγά ποιον
  TARGETS <civ> <civ> … [/ <civ> …]   ορίζει τους στόχους όσων ζουν: κύκλοι 3 ή περισσότερων (ο civA κυνηγά τον civB …)·
                               ειδοποιούνται ιδιωτικά μόνο όσοι αλλάζουν στόχο
  SETTARGET <civ> <στόχος>     ο <civ> κυνηγά τώρα τον <στόχο>· ο <στόχος> παίρνει τον παλιό στόχο του <civ>, και ο
                               κυνηγός του <στόχου> τον παλιό στόχο του <στόχου> (ο καθένας ειδοποιείται ιδιωτικά)
  CONFIRM <id> | REJECT <id>   μια δήλωση σε αναμονή (αριθμοί όπως r3)
  KILL <δράστης> <θύμα> TURN <n>   καταγράφει καταστροφή: n ανάμεσα στον γύρο της τελευταίας καταγεγραμμένης
                               καταστροφής και τον γύρο του Civ (TURN)· μια παλαιότερη μπαίνει με AMEND
  AMEND <δράστης> <θύμα> TURN <n>  διορθώνει το ιστορικό: το <θύμα> καταστράφηκε από τον <δράστη> στον γύρο n (λάθος
                               δράστης ή γύρος, ή καταστροφή που ξεχάστηκε)· ό,τι ακολουθεί ξαναϋπολογίζεται
  UNDO <θύμα>                  αποσύρει μια καταγεγραμμένη καταστροφή: το <θύμα> επιστρέφει στο παιχνίδι
                               (AMEND/UNDO: ανακοινώνονται ως διορθώσεις· όσοι αλλάζουν στόχο ή KS ειδοποιούνται
                               ιδιωτικά· η επόμενη κατάταξη τις λαμβάνει υπόψη· όχι μετά το τέλος)
  TURN <n>                     η παρτίδα του Civ έφτασε στον γύρο n· κατάταξη οφείλεται σε κάθε πολλαπλάσιο του reportEvery
  POWER [TURN <n>] <civ> <civ>=<civ> …   γράφημα ισχύος, από τον ισχυρότερο, οι ισοβαθμίες ενωμένες με «=»· χωρίς
                               TURN απαντά στην παλαιότερη κατάταξη που το περιμένει, αλλιώς στον τρέχοντα γύρο (βαθμολογούμενες)
  REPORT                       μια κατάταξη τώρα (βαθμολογούμενη: θέλει το γράφημα ισχύος του τρέχοντος γύρου)
  FINISH                       τερματίζει την παρτίδα (ακολουθεί τελική κατάταξη)
  REVISE <civ> <civ>=<civ> …   μετά το τέλος: διορθωμένο τελικό γράφημα ισχύος· στέλνει «Αναθεωρημένη τελική
                               κατάταξη» που λέει ότι αντικαθιστά την πρώτη (ο μόνος τρόπος να αλλάξει η τελική
                               κατάταξη: τα REPORT και POWER απορρίπτονται μόλις σταλεί)
Βαθμοί: η καταστροφή του στόχου σου ή του κυνηγού σου δίνει +1 KS· ενός αθώου 0 (Χωρίς αθώους: -0,5). Όταν πέφτει
ένας πολιτισμός, ο κυνηγός του παίρνει τον στόχο του. Γρήγορη: η παρτίδα τελειώνει όταν όλοι έχουν παίξει τον γύρο
όπου σκοτώθηκε στόχος για πρώτη φορά· όποιος σκότωσε τον δικό του στόχο σε εκείνον τον γύρο κερδίζει (ειδοποιείται
ιδιωτικά, ανακοινώνεται στο τέλος). Highlander: κερδίζει ο τελευταίος που στέκεται. Βαθμολογούμενες: όσοι
ισοβαθμούν στην τελική θέση τη μοιράζονται. Η αποχώρηση μετράει ως καταστροφή από κανέναν.`,
};

export default el;
