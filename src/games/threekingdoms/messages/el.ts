// Three Kingdoms στα ελληνικά: η ροή, οι ερωτήσεις, τα λάθη, οι όψεις, η βοήθεια και οι παραλλαγές (ICU
// MessageFormat· ids «threekingdoms.…»). Οι λέξεις των παικτών: Άρχοντας, Πιστός, Επαναστάτης, Προδότης·
// ζωή· τράπουλα και στοίβα απόρριψης· Σκοτεινή Ψυχή· προπονητής και επιθετικός στο 3v3.
import type { Catalog } from "../../../i18n/msg.ts";

const TEAM = "{team, select, warm {θερμή} other {ψυχρή}}";
const TEAM_M = "{team, select, warm {θερμός} other {ψυχρός}}";
/** the same, as the object of a verb: "αφήνει τον ψυχρό προπονητή" */
const TEAM_ACC = "{team, select, warm {θερμό} other {ψυχρό}}";
const CARDS = "{n, plural, one {# κάρτα} other {# κάρτες}}";

export default {
  // a card named (events), named with the code to type (hands, offered cards), the code alone (commands)
  "threekingdoms.cards.named": "{name} {pip}",
  "threekingdoms.cards.typed": "{name} {pip} ({word}-{rs})",
  "threekingdoms.cards.code": "{word}-{rs}",
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "threekingdoms.title": "Τρία Βασίλεια",
  "threekingdoms.hp": "Ζωή {hp}/{max}",
  "threekingdoms.role.lord": "{gender, select, f {Άρχουσα} m {Άρχοντας} other {Άρχοντας}}",
  "threekingdoms.role.loyalist": "{gender, select, f {Πιστή} m {Πιστός} other {Πιστός}}",
  "threekingdoms.role.rebel": "{gender, select, f {Επαναστάτρια} m {Επαναστάτης} other {Επαναστάτης}}",
  "threekingdoms.role.traitor": "{gender, select, f {Προδότρια} m {Προδότης} other {Προδότης}}",
  "threekingdoms.phase":
    "{phase, select, start {έναρξης} judge {κρίσης} draw {τραβήγματος} play {παιχνιδιού} discard {απόρριψης} other {λήξης}}",
  "threekingdoms.aPlayer": "ένας παίκτης",
  "threekingdoms.anotherPlayer": "άλλος παίκτης",
  "threekingdoms.nameRole": "{name} {role}",
  "threekingdoms.nameScore": "{name} {score}",
  "threekingdoms.nameHp": "{name} {hp}",

  "threekingdoms.reshuffled": `Η στοίβα απόρριψης ανακατεύεται σε νέα τράπουλα (${CARDS}).`,
  "threekingdoms.draws": `{name} τραβάει ${CARDS}.`,
  "threekingdoms.drawsFor": `{name} τραβάει ${CARDS} ({why}).`,
  "threekingdoms.youDraw": "Τραβάς {cards}.",
  "threekingdoms.firstHand": "αρχικό χέρι",
  "threekingdoms.plays": "{name} παίζει {card}.",
  "threekingdoms.playsOn": "{name} παίζει {card} σε {targets}.",
  "threekingdoms.playsPeach": "{name} παίζει {card}: {hp}.",
  "threekingdoms.drinks": "{name} πίνει {card}: το επόμενο Χτύπημα αυτής της σειράς κάνει 1 ζημιά παραπάνω.",
  "threekingdoms.equips": "{name} εξοπλίζεται με {card}.",
  "threekingdoms.equipsReplacing": "{name} εξοπλίζεται με {card} στη θέση του {old}.",
  "threekingdoms.placesSelf": "{name} βάζει {card} μπροστά στη θέση που παίζει.",
  "threekingdoms.places": "{name} βάζει {card} μπροστά σε {to}.",
  "threekingdoms.borrowedSword": "{name} παίζει {card}: {holder} πρέπει να χτυπήσει {victim} ή να παραδώσει το όπλο.",
  "threekingdoms.harvest.reveals": "Η Πλούσια σοδειά αποκαλύπτει {cards}.",
  "threekingdoms.harvest.leftOver": "Οι κάρτες της σοδειάς που περίσσεψαν απορρίπτονται: {cards}.",
  "threekingdoms.discards": "{name} απορρίπτει {cards}.",
  "threekingdoms.spearSlash": "το Χτύπημα με το Δόρυ του φιδιού",

  "threekingdoms.pick.ask": "{why}: CHOOSE μια κάρτα ({from}): {options} (HAND = μια τυχαία κάρτα από το χέρι)",
  "threekingdoms.pick.public": "{name} διαλέγει μια κάρτα ({from}) ({why})",
  "threekingdoms.pick.discards": "{why}: {name} απορρίπτει {card} ({from}).",
  "threekingdoms.pick.discardsHand": "{why}: {name} απορρίπτει {card} από το χέρι ({from}).",
  "threekingdoms.pick.takes": "{why}: {name} παίρνει {card} από {from}.",
  "threekingdoms.pick.takesHand": "{why}: {name} παίρνει μια κάρτα από το χέρι ({from}).",
  "threekingdoms.pick.youTake": "Παίρνεις {card} από το χέρι ({from}).",
  "threekingdoms.pick.tookYours": "{name} σου πήρε {card}.",

  "threekingdoms.turn.begins": "Σειρά {turn} (γύρος {round}): παίζει {name}.",
  "threekingdoms.turn.skipDraw": "{name} χάνει τη φάση τραβήγματος (Έλλειψη Εφοδίων).",
  "threekingdoms.turn.skipPlay": "{name} χάνει τη φάση παιχνιδιού (Ραστώνη).",
  "threekingdoms.turn.skipDiscard": "{name} παραλείπει τη φάση απόρριψης (Keji).",
  "threekingdoms.play.ask": "η φάση παιχνιδιού σου: PLAY <κάρτα> [-> <παίκτης> …], ή DONE για να τελειώσει",
  "threekingdoms.play.public": "φάση παιχνιδιού ({name})",
  "threekingdoms.discard.ask": `η φάση απόρριψής σου: όριο χεριού {limit}, DISCARD ${CARDS}`,
  "threekingdoms.discard.public": `{name} πρέπει να απορρίψει ${CARDS}`,
  "threekingdoms.delayed.name": "{trick, select, LIGHTNING {ο Κεραυνός} INDULGENCE {η Ραστώνη} other {η Έλλειψη Εφοδίων}}",
  "threekingdoms.delayed.judged": "Κρίση για {trick} ({name}) ({code}).",
  "threekingdoms.delayed.on": "{trick} σε {name}",
  "threekingdoms.delayed.of": "{trick} ({name})",
  "threekingdoms.delayed.escapes": "{name} γλιτώνει: {trick} δεν πιάνει.",
  "threekingdoms.lightning.strikes": "Ο Κεραυνός χτυπά {name}!",
  "threekingdoms.lightning.moves": "{card} περνά σε {name}.",
  "threekingdoms.lightning.stays": "{card} μένει σε {name}.",
  "threekingdoms.indulgence.hits": "Δεν είναι κούπα: {name} θα χάσει τη φάση παιχνιδιού.",
  "threekingdoms.shortage.hits": "Δεν είναι σπαθί: {name} θα χάσει τη φάση τραβήγματος.",

  "threekingdoms.damage.taken": "{name} δέχεται {n, plural, one {# πόντο ζημιάς} other {# πόντους ζημιάς}} ({cause}): {hp}.",
  "threekingdoms.damage.takenFrom":
    "{name} δέχεται {n, plural, one {# πόντο ζημιάς} other {# πόντους ζημιάς}} από {from} ({cause}): {hp}.",
  "threekingdoms.dying.begins":
    "{name} ψυχορραγεί ({hp}): ζητείται Ροδάκινο από όλους μαζί· σώζει το πρώτο με τη σειρά του γύρου.",
  "threekingdoms.dying.jiuyuan": "Jiuyuan: το Ροδάκινο ενός χαρακτήρα του Wu γιατρεύει {name} κατά 1 παραπάνω.",
  "threekingdoms.dying.selfSaves": "{name} παίζει {card} για τη δική του σωτηρία: {hp}.",
  "threekingdoms.dying.peach": "{name} παίζει {card} σε {to}: {hp}.",
  "threekingdoms.dying.noPeach": "{name} δεν δίνει Ροδάκινο.",
  "threekingdoms.dying.saved": "{name} σώζεται.",
  "threekingdoms.dying.askSelf":
    "ψυχορραγείς ({hp}): RESPOND PEACH-…{wine, select, true { ή WINE-…} other {}} για να σωθείς, ή PASS",
  "threekingdoms.dying.ask": "{name} ψυχορραγεί ({hp}): RESPOND PEACH-… για να σωθεί, ή PASS",
  "threekingdoms.dying.public": "Ροδάκινα για {name}, που ψυχορραγεί",
  "threekingdoms.death.dies": "{name} πεθαίνει: ήταν {role}.",
  "threekingdoms.death.killed": "{name} πεθαίνει (σκοτώθηκε από {by}): ήταν {role}.",
  "threekingdoms.death.discarded": "Απορρίφθηκαν: {cards}.",
  "threekingdoms.death.reward": "ανταμοιβή: {name} ήταν {gender, select, f {Επαναστάτρια} m {Επαναστάτης} other {Επαναστάτης}}",
  "threekingdoms.death.penalty":
    "{name}, {gender, select, f {η Άρχουσα} m {ο Άρχοντας} other {ο Άρχοντας}}, σκότωσε έναν Πιστό και απορρίπτει όλες τις κάρτες του χεριού και του εξοπλισμού{any, select, yes {: {cards}} other {}}.",
  "threekingdoms.win.traitor": "Ο Προδότης {name} νικά: έμεινε τελευταίος όρθιος.",
  "threekingdoms.win.rebels": "Ο Άρχοντας πέθανε: νικούν οι Επαναστάτες ({names}).",
  "threekingdoms.win.lord": "Όλοι οι Επαναστάτες και οι Προδότες πέθαναν: νικούν ο Άρχοντας και οι Πιστοί ({names}).",
  "threekingdoms.gameOver": "Τέλος παρτίδας. {summary}",
  "threekingdoms.identities": "Ταυτότητες: {list}.",
  "threekingdoms.scores": "Βαθμοί (πίνακας της 4ης έκδοσης): {list}.",
  "threekingdoms.scores.v3": "Βαθμοί (3v3: 1 σε κάθε παίκτη της ομάδας που νίκησε): {list}.",
  "threekingdoms.resigns": "{name} αποσύρεται.",
  "threekingdoms.deadline": "Έληξε η προθεσμία ({name}): {line}.",
  "threekingdoms.auto.list": "Οι αυτόματες απαντήσεις σου: {rules}.",
  "threekingdoms.auto.none": "Δεν έχεις αυτόματες απαντήσεις.",

  "threekingdoms.err.option": "επιλογή {key}: μη έγκυρη τιμή",
  "threekingdoms.err.joinOption": "άγνωστη επιλογή JOIN: {key} (μόνο gender=m|f)",
  "threekingdoms.err.gender": "το gender είναι m ή f",
  "threekingdoms.err.players": "Το Three Kingdoms θέλει από 4 έως 10 παίκτες",
  "threekingdoms.err.traitors": "το traitors=2 ισχύει μόνο με 6 ή 8 παίκτες",
  "threekingdoms.err.lordSeat": "lord={lord}: δεν υπάρχει τέτοια θέση",
  "threekingdoms.err.noSkills": "δεν υπάρχουν ικανότητες σε αυτό το παιχνίδι (παίζεται χωρίς στρατηγούς)",
  "threekingdoms.err.actAs": "παίξε ως παίκτης (AS <παίκτης> …)",
  "threekingdoms.err.over": "η παρτίδα τελείωσε",
  "threekingdoms.err.nothingAwaited": "τώρα δεν περιμένουμε τίποτα",
  "threekingdoms.err.dead": "είσαι εκτός παιχνιδιού· μπορείς ακόμη να παρακολουθείς την παρτίδα",
  "threekingdoms.err.notYourMove": "δεν είναι η σειρά σου: περιμένουμε {waiting}",
  "threekingdoms.err.noSeat": "δεν υπάρχει θέση {seat}",
  "threekingdoms.err.alreadyOut": "{name} είναι ήδη εκτός παρτίδας",
  "threekingdoms.err.notPending": "αυτή η απόφαση δεν εκκρεμεί πια",
  "threekingdoms.err.noPlayer": "δεν υπάρχει παίκτης με όνομα «{name}»",
  "threekingdoms.err.namedTwice": "{name} αναφέρεται δύο φορές",
  "threekingdoms.err.noSpear": "χρειάζεσαι το Δόρυ του φιδιού εξοπλισμένο για να παίξεις δύο κάρτες ως Χτύπημα",
  "threekingdoms.err.noSuchCard": "δεν έχεις την κάρτα {card}",
  "threekingdoms.err.noUsableCard": "δεν έχεις κάρτα {card} που να μπορεί να παιχτεί εδώ",
  "threekingdoms.err.notACode": "το «{word}» δεν είναι κωδικός κάρτας (π.χ. ΧΤΥΠΗΜΑ-7S)",
  "threekingdoms.err.spearTwo": "Δόρυ του φιδιού: δώσε ακριβώς δύο κάρτες από το χέρι σου",
  "threekingdoms.err.spearWhere": "το Δόρυ του φιδιού απαντά μόνο όταν ζητείται Χτύπημα",
  "threekingdoms.err.spearNeeds": "χρειάζεσαι το Δόρυ του φιδιού και δύο κάρτες στο χέρι",
  "threekingdoms.err.oneCard": "παίξε μία κάρτα τη φορά",
  "threekingdoms.err.answerOne": "απάντησε με μία κάρτα",
  "threekingdoms.err.cannotUseAs": "η {card} δεν μπορεί να παιχτεί ως {as} (καμία ικανότητά σου δεν το επιτρέπει)",
  "threekingdoms.err.needsTargets":
    "{label}: {n, plural, one {χρειάζεται έναν στόχο} other {χρειάζεται # στόχους}}: PLAY {code} -> <παίκτης>{n, plural, one {} other { <παίκτης>}}",
  "threekingdoms.err.noTarget": "{label}: χωρίς στόχο: PLAY {code}",
  "threekingdoms.err.isDead": "{name} έχει πεθάνει",
  "threekingdoms.err.untargetable": "{name} δεν μπορεί να γίνει στόχος της κάρτας {card} (λόγω ικανότητας)",
  "threekingdoms.err.slashUsed": "έπαιξες ήδη Χτύπημα σε αυτή τη σειρά (μόνο η Βαλλίστρα επιτρέπει περισσότερα)",
  "threekingdoms.err.halberd": "Ουράνια αλαβάρδα: δώσε από 1 έως 3 στόχους",
  "threekingdoms.err.slashSelf": "δεν μπορείς να χτυπήσεις τον εαυτό σου",
  "threekingdoms.err.outOfRange": "{name} είναι εκτός εμβέλειας επίθεσης (απόσταση {d}, εμβέλεια {r})",
  "threekingdoms.err.dodgeOnly": "η Αποφυγή παίζεται μόνο ως απάντηση σε Χτύπημα ή σε Καταιγίδα βελών",
  "threekingdoms.err.nullifyOnly": "η Ακύρωση παίζεται μόνο ως απάντηση σε τέχνασμα (όταν σε ρωτούν)",
  "threekingdoms.err.peachSelf": "στη σειρά σου το Ροδάκινο γιατρεύει μόνο εσένα",
  "threekingdoms.err.notWounded": "δεν έχεις χάσει καμία ζωή",
  "threekingdoms.err.oneWine": "μόνο ένα Κρασί σε κάθε σειρά",
  "threekingdoms.err.targetSelf": "δεν μπορείς να βάλεις στόχο τον εαυτό σου με {card}",
  "threekingdoms.err.noCards": "{name} δεν έχει κάρτες",
  "threekingdoms.err.snatchDistance": "η Αρπαγή θέλει απόσταση 1· {name} είναι σε απόσταση {d}",
  "threekingdoms.err.shortageDistance": "η Έλλειψη Εφοδίων θέλει απόσταση 1· {name} είναι σε απόσταση {d}",
  "threekingdoms.err.swordFirst": "Δανεικό Ξίφος: ο πρώτος παίκτης πρέπει να είναι άλλος, με όπλο",
  "threekingdoms.err.noWeapon": "{name} δεν έχει όπλο",
  "threekingdoms.err.notInRange": "{name} δεν είναι στην εμβέλεια επίθεσης ({of})",
  "threekingdoms.err.lightningSelf": "ο Κεραυνός μπαίνει μπροστά σου",
  "threekingdoms.err.hasLightning": "έχεις ήδη Κεραυνό",
  "threekingdoms.err.delayedOther":
    "{trick, select, INDULGENCE {η Ραστώνη} other {η Έλλειψη Εφοδίων}} μπαίνει μπροστά σε άλλον παίκτη",
  "threekingdoms.err.alreadyHas": "{name} έχει ήδη {trick, select, INDULGENCE {Ραστώνη} other {Έλλειψη Εφοδίων}}",
  "threekingdoms.err.playPhase": "είναι η φάση παιχνιδιού σου: PLAY <κάρτα> [-> <παίκτης>] ή DONE",
  "threekingdoms.err.discardFirst": `πρώτα DISCARD ${CARDS} (το όριο του χεριού σου είναι η ζωή σου)`,
  "threekingdoms.err.discardExactly": `απόρριψε ακριβώς ${CARDS}`,
  "threekingdoms.err.doesNotAnswer": "η {card} δεν απαντά εδώ: χρειάζεται {needed}",
  "threekingdoms.err.chooseOneOf": "διάλεξε ένα από: {options}",
  "threekingdoms.err.v3Clash": "το mode=3v3 δεν συνδυάζεται με {options} (το 3v3 έχει δικές του ομάδες, επιλογή και νίκη)",
  "threekingdoms.err.v3Players": "το mode=3v3 θέλει ακριβώς 6 παίκτες (δύο ομάδες των τριών)",
  "threekingdoms.err.protectSeries": "το protect=on θέλει series=on: προστατεύει στην επόμενη παρτίδα όποιον βγήκε πρώτος",
  "threekingdoms.err.protectDarksouls":
    "τα protect=on και darksouls=on δεν συνδυάζονται: η προστασία του πρώτου που βγαίνει είναι κανόνας για παρτίδες χωρίς Σκοτεινές Ψυχές",
  "threekingdoms.err.reincarnationDarksouls":
    "τα reincarnation=on και darksouls=on δεν συνδυάζονται: ένας νεκρός ή επιστρέφει ή γίνεται Σκοτεινή Ψυχή",
  "threekingdoms.err.reincarnationGenerals":
    "το reincarnation=on θέλει generals=on: ο παίκτης επιστρέφει ως στρατηγός του ίδιου βασιλείου",
  "threekingdoms.err.noReincarnation": "δεν υπάρχει θυσία χωρίς reincarnation=on",
  "threekingdoms.err.rebornSacrifice": "όποιος επέστρεψε δεν μπορεί να θυσιάσει",
  "threekingdoms.err.sacrificedThisRound": "θυσίασες ήδη μια κάρτα σε αυτόν τον γύρο",
  "threekingdoms.err.notDead": "{name} δεν έχει πεθάνει",
  "threekingdoms.err.stuck": "{name} δεν μπορεί να δεχτεί άλλες θυσίες (δεν έμεινε στρατηγός του ίδιου βασιλείου)",
  "threekingdoms.err.sacrificeUsage": "SKILL SACRIFICE <κάρτα> -> <νεκρός παίκτης>",
  "threekingdoms.err.autoRule": "άγνωστος κανόνας AUTO «{rule}»: χρησιμοποίησε {rules}, OFF <κανόνας>, CLEAR ή LIST",
  "threekingdoms.err.nameTwo": "δώσε τις δύο κάρτες: SPEAR <κάρτα> <κάρτα>",
  "threekingdoms.err.nameCard": "δώσε μια κάρτα, π.χ. ΧΤΥΠΗΜΑ-7S",
  "threekingdoms.err.notACodeLong":
    "το «{word}» δεν είναι κωδικός κάρτας (οι κάρτες γράφονται έτσι: ΧΤΥΠΗΜΑ-7S, ΑΠΟΦΥΓΗ-2H, ΡΟΔΑΚΙΝΟ-QD)",
  "threekingdoms.err.chooseWhat": "CHOOSE τι; π.χ. CHOOSE ΡΟΔΑΚΙΝΟ-3H",
  "threekingdoms.err.discardWhich": "DISCARD ποιες κάρτες; π.χ. DISCARD ΧΤΥΠΗΜΑ-7S ΑΠΟΦΥΓΗ-2H",

  "threekingdoms.general.offer": "\n- {code}: {title}",
  "threekingdoms.skill.line": "\n  {title}{lord, select, yes { (ικανότητα Άρχοντα)} other {}}: {text}",
  "threekingdoms.general.yourOffer": "Οι στρατηγοί σου για να διαλέξεις:",
  "threekingdoms.general.lordOffer":
    "{gender, select, f {Είσαι η Άρχουσα.} m {Είσαι ο Άρχοντας.} other {Η ταυτότητά σου: Άρχοντας.}} Οι στρατηγοί σου για να διαλέξεις:",
  "threekingdoms.general.ask": "διάλεξε στρατηγό: CHOOSE {options}",
  "threekingdoms.general.public": "{name} διαλέγει στρατηγό",
  "threekingdoms.general.lordChooses":
    "{name}, {gender, select, f {η Άρχουσα} m {ο Άρχοντας} other {ο Άρχοντας}}, διαλέγει {general}.",
  "threekingdoms.general.youChose": "Διάλεξες {general}· οι επιλογές αποκαλύπτονται όλες μαζί.",
  "threekingdoms.general.revealed": "Αποκαλύπτονται οι στρατηγοί: {list}.",
  "threekingdoms.general.isGeneral": "{name} είναι {general}",
  "threekingdoms.general.isGeneralByDefault": "{name} είναι {general} (εξ ορισμού: δεν διάλεξε εγκαίρως)",
  "threekingdoms.waitingMany": "{names}, που διαλέγει ο καθένας",

  "threekingdoms.series.dealOver": "Η παρτίδα {game} από {of} τελείωσε: {summary}",
  "threekingdoms.series.scores": "\nΒαθμοί αυτής της παρτίδας: {deal}. Σύνολα της σειράς παρτίδων: {totals}.",
  "threekingdoms.series.nextDeal":
    "\nΑρχίζει η παρτίδα {game} από {of}: {lord} είναι ο Άρχοντας. Οι νέες ταυτότητες και τα χέρια στέλνονται ιδιωτικά.",
  "threekingdoms.series.protected":
    "\n{gender, select, f {{name}, που βγήκε πρώτη} m {{name}, που βγήκε πρώτος} other {{name}, που βγήκε πρώτα}} από την παρτίδα {game}, προστατεύεται: κρατά μια σταγόνα αίμα ώσπου να βγει κάποιος άλλος ή ώσπου να επιτεθεί.",
  "threekingdoms.series.ends":
    "η σειρά των {n, plural, one {# παρτίδας} other {# παρτίδων}} τελειώνει (τελευταία παρτίδα: {last}). Υψηλότερο σύνολο {best}",
  "threekingdoms.seriesTable":
    "Η σειρά παρτίδων τελείωσε{mode, select, none {} other { ({mode})}}. Βαθμοί ανά παρτίδα (πίνακας της 4ης έκδοσης):\n{head}\n{rows}\n{total}",
  "threekingdoms.seriesTable.head": "Παρτ. Άρχ.{pad}  {names}",
  "threekingdoms.seriesTable.total": "Σύνολο{pad} {totals}",

  "threekingdoms.finalThree.begins":
    "Οι τρεις τελευταίοι: έμειναν μόνο {n} παίκτες στον γύρο {round}. Από τον γύρο {from} και μετά, κάθε ζωντανός παίκτης χάνει 1 ζωή στην αρχή κάθε γύρου.",
  "threekingdoms.finalThree.spared":
    "Οι τρεις τελευταίοι, γύρος {round}: όλοι έχουν 1 ζωή και θα έβγαιναν μαζί, οπότε κανείς δεν χάνει ζωή σε αυτόν τον γύρο.",
  "threekingdoms.finalThree.loss": "Οι τρεις τελευταίοι, γύρος {round}: κάθε ζωντανός παίκτης χάνει 1 ζωή ({list}).",
  "threekingdoms.protect.ends": "{name} δεν προστατεύεται πια: {why}.",
  "threekingdoms.protect.drop": "{name} κρατά μια σταγόνα αίμα (προστασία του πρώτου που βγήκε): Ζωή 1/{max}.",
  "threekingdoms.protect.whyOut": "{name} βγήκε",
  "threekingdoms.protect.whyAttacked": "επιτέθηκε με {card, select, SLASH {Χτύπημα} other {Μονομαχία}}",
  "threekingdoms.protect.whyDamage": "προκάλεσε ζημιά σε {name}",
  "threekingdoms.sacrifice.public": "{name} θυσιάζει μια κάρτα σε {to} ({n} από {of}).",
  "threekingdoms.sacrifice.gave": "Έδωσες {card} σε {to}.",
  "threekingdoms.sacrifice.got": "{name} σου έδωσε {card}.",
  "threekingdoms.sacrifice.stuck":
    "Δεν έμεινε ελεύθερος στρατηγός του βασιλείου ({name}): κρατά τις κάρτες αλλά δεν δέχεται άλλες θυσίες.",
  "threekingdoms.sacrifice.comesBack":
    "{name} επιστρέφει ως {general} με 1 ζωή (μετενσάρκωση){old, select, none {} other {· {old} επιστρέφει στη στοίβα}}. Για τη νίκη {name} μετρά ακόμη ως εκτός.",
  "threekingdoms.soul.hostDead": "{name} πέθανε",
  "threekingdoms.soul.cardDiscarded": "Η κάρτα του {soul} απορρίπτεται: {cards}.",
  "threekingdoms.soul.goneWhy": "Η Σκοτεινή Ψυχή ({name}) ({soul}) χάνεται: {why}.",
  "threekingdoms.soul.gone": "Η Σκοτεινή Ψυχή ({name}) ({soul}) χάνεται.",
  "threekingdoms.soul.arhatTakes": "Η Σκοτεινή Ψυχή ({name}) (Arhat) απορροφά 1 από τη ζημιά σε {host} και χάνεται.",
  "threekingdoms.soul.arhatDiscards": "{name} απορρίπτει {cards} (Arhat).",
  "threekingdoms.soul.arhatAsk": "Ο Arhat απορρόφησε 1 ζημιά για σένα: DISCARD 1 κάρτα από το χέρι",
  "threekingdoms.soul.arhatPublic": "{name} πρέπει να απορρίψει 1 κάρτα (Arhat)",
  "threekingdoms.soul.possesses": "Η Σκοτεινή Ψυχή ({name}) ({soul}) καταλαμβάνει {host}.",
  "threekingdoms.soul.possessAsk":
    "είσαι εκτός παιχνιδιού: η Σκοτεινή Ψυχή σου ({soul}) καταλαμβάνει έναν ζωντανό παίκτη: CHOOSE <παίκτης>",
  "threekingdoms.soul.possessPublic": "η Σκοτεινή Ψυχή ({name}) διαλέγει ποιον θα καταλάβει",
  "threekingdoms.soul.xuanwuCard": "Η κάρτα του Xuanwu: {cards}.",
  "threekingdoms.soul.xuanwuDraws": "Ο Xuanwu τραβάει μια κάρτα από την τράπουλα, κλειστή.",
  "threekingdoms.soul.xuanwuSwaps":
    "Η Σκοτεινή Ψυχή ({name}) (Xuanwu) ανταλλάσσει την κάρτα της με μια κάρτα από το χέρι ({host}), παρμένη στα τυφλά, που απορρίπτεται: {cards}.",
  "threekingdoms.soul.xuanwuGave": "Ο Xuanwu σου έδωσε {cards}.",
  "threekingdoms.soul.xuanwuAsk":
    "αρχίζει η φάση παιχνιδιού ({host}): CHOOSE USE για να ανταλλάξεις την κάρτα του Xuanwu με μια κάρτα από το χέρι στα τυφλά, ή PASS",
  "threekingdoms.soul.yusukeOrders": "Η Σκοτεινή Ψυχή ({name}) (Yusuke) διατάζει {host} να απορρίψει το χέρι: {cards}.",
  "threekingdoms.soul.yusukeAsk":
    "αρχίζει η φάση παιχνιδιού ({host}): CHOOSE USE για να απορρίψει το χέρι και να τραβήξει ίσες κάρτες (Yusuke), ή PASS",
  "threekingdoms.soul.actPublic": "η Σκοτεινή Ψυχή ({name}) ({soul}) δρα ή πασάρει",
  "threekingdoms.soul.darkSoul": "Σκοτεινή Ψυχή",
  "threekingdoms.soul.darkSoulText": "η Σκοτεινή Ψυχή ενός νεκρού παίκτη δρα γι’ αυτόν",
  "threekingdoms.soul.name": "{soul}",
  "threekingdoms.finalThree.title": "Οι τρεις τελευταίοι",
  "threekingdoms.finalThree.text": "οι τρεις τελευταίοι χάνουν ζωή κάθε γύρο",

  "threekingdoms.v3.win":
    "Ο {loser, select, warm {θερμός} other {ψυχρός}} προπονητής {dead} πέθανε: νικά η " + TEAM + " ομάδα ({names}).",
  "threekingdoms.v3.killReward": "3v3: κάθε φόνος δίνει 3 κάρτες· σκοτώθηκε {name}",
  "threekingdoms.v3.direction":
    "3v3: δώσε τον πρώτο χαρακτήρα που θα φτάσει, έναν από τους ζωντανούς γείτονές σου ({names}), ή κανέναν για τη σειρά του γύρου",
  "threekingdoms.v3.firstPicker": "{name} (θερμός προπονητής) αφήνει τον " + TEAM_ACC + " προπονητή να διαλέξει πρώτος.",
  "threekingdoms.v3.pool": "οι στρατηγοί της επιλογής (βήμα 4), 16 ανοιχτοί:",
  "threekingdoms.v3.whoPicksFirst": "\nποιος προπονητής διαλέγει πρώτος; CHOOSE WARM | COOL",
  "threekingdoms.v3.whoPicksFirstPublic": "{name} (θερμός προπονητής) λέει ποιος προπονητής διαλέγει πρώτος",
  "threekingdoms.v3.picks": "{name} (" + TEAM_M + " προπονητής) παίρνει {general}.",
  "threekingdoms.v3.pickAsk": "διάλεξε στρατηγό ({i} από {n} αυτή τη φορά): CHOOSE έναν από",
  "threekingdoms.v3.pickPublic": "{name} (" + TEAM_M + " προπονητής) διαλέγει στρατηγό",
  "threekingdoms.v3.willBe": "{name} θα είναι {general}.",
  "threekingdoms.v3.placeAsk":
    "τοποθέτησε τους στρατηγούς σου (βήμα 8, μυστικά ώσπου να τοποθετήσουν και οι δύο προπονητές): ο στρατηγός ({name}) ({coach, select, yes {προπονητής, +1 ζωή} other {επιθετικός}}): CHOOSE έναν από {options}",
  "threekingdoms.v3.placePublic": "{name} (" + TEAM_M + " προπονητής) τοποθετεί τους στρατηγούς",
  "threekingdoms.v3.sideFirst": "{name} (ψυχρός προπονητής) αποφασίζει ότι πρώτη δρα η " + TEAM + " πλευρά.",
  "threekingdoms.v3.sideFirstAsk": "ποια πλευρά δρα πρώτη; CHOOSE WARM | COOL",
  "threekingdoms.v3.sideFirstPublic": "{name} (ψυχρός προπονητής) λέει ποια πλευρά δρα πρώτη",
  "threekingdoms.v3.actAsk":
    "δρα η πλευρά σου: CHOOSE COACH (η σειρά σου) | FORWARDS (οι σειρές των δύο επιθετικών, η μία μετά την άλλη)",
  "threekingdoms.v3.actPublic": "{name} (" + TEAM_M + " προπονητής) διαλέγει ποιος δρα",
  "threekingdoms.v3.sideActs": "Δρα η " + TEAM + " πλευρά: {first}{second, select, none {} other { και μετά {second}}}.",
  "threekingdoms.v3.shown": "Φανερώνονται οι στρατηγοί: {list}.",
  "threekingdoms.v3.view.teams":
    "3v3: θερμή ομάδα (κάρτες Άρχοντα και Πιστού): {warmCoach} (προπονητής), {warm}· ψυχρή ομάδα (κάρτες Προδότη και Επαναστάτη): {coolCoach} (προπονητής), {cool}.",
  "threekingdoms.v3.view.draft": "Επιλογή: του θερμού προπονητή: {warm}· του ψυχρού προπονητή: {cool}.",
  "threekingdoms.v3.view.pool": "Απομένουν: {pool}.",
  "threekingdoms.v3.view.toAct": "Γυρισμένες κάρτες ταυτότητας: {turned}. Δικαίωμα να δράσει έχει η " + TEAM + " πλευρά.",

  "threekingdoms.view.none": "(κανένας)",
  "threekingdoms.view.noneTurned": "καμία",
  "threekingdoms.view.empty": "(άδειο)",
  "threekingdoms.view.series": "Σειρά παρτίδων: παρτίδα {game} από {of}· σύνολα των παρτίδων που τελείωσαν: {totals}.",
  "threekingdoms.view.over": "Τέλος παρτίδας: {summary}",
  "threekingdoms.view.turn": "Σειρά {turn} (γύρος {round}): φάση {phase} ({name}). Τράπουλα {deck}, απορρίψεις {discard}{top}.",
  "threekingdoms.view.discardTop": " (πάνω πάνω {card})",
  "threekingdoms.view.table": "Γύρω από το τραπέζι, με τη σειρά του γύρου από τον Άρχοντα:",
  "threekingdoms.view.player": "{seat}. {name}{role}{general}: {state}",
  "threekingdoms.view.general": " {general}",
  "threekingdoms.view.sep": "· ",
  "threekingdoms.view.whoWhat": "{name}: {what}",
  "threekingdoms.view.role": " [{role}]",
  "threekingdoms.view.alive": `Ζωή {hp}/{max}, ${CARDS}`,
  "threekingdoms.view.dead": "{gender, select, f {νεκρή} m {νεκρός} other {εκτός παιχνιδιού}}",
  "threekingdoms.view.deadSacrificed": "εκτός παιχνιδιού, {n, plural, one {# θυσιασμένη κάρτα} other {# θυσιασμένες κάρτες}}",
  "threekingdoms.view.equipment": "εξοπλισμός: {cards}",
  "threekingdoms.view.judgement": "κρίση: {cards}",
  "threekingdoms.view.judgeAs": "{card} (ως {as})",
  "threekingdoms.view.hand": "χέρι: {cards}",
  "threekingdoms.view.onTable": "Στο τραπέζι: {cards}",
  "threekingdoms.view.harvest": "Σοδειά: {cards}",
  "threekingdoms.view.waiting": "Περιμένουμε: {who}",
  "threekingdoms.view.youAre": "Είσαι {name} (θέση {seat}), {role}.",
  "threekingdoms.view.yourHand": "Το χέρι σου: {cards}",
  "threekingdoms.view.yourAuto": "Οι αυτόματες απαντήσεις σου: AUTO {rules}",
  "threekingdoms.view.deckOrder": "Τράπουλα (από πάνω): {cards}",
  "threekingdoms.picture.hp": "Ζωή",
  "threekingdoms.picture.dead": "{gender, select, f {νεκρή} m {νεκρός} other {εκτός παιχνιδιού}}",

  "threekingdoms.help.generals":
    "\nΣτρατηγοί (κωδικός: όνομα, βασίλειο, ζωή· ικανότητες, οι ενεργές παίζονται με SKILL <ικανότητα>):",
  "threekingdoms.help.general": `\n{code}: {name}, {kingdom}{female, select, yes {, γυναίκα} other {}}, ζωή {hp}· {skills}`,
  "threekingdoms.help.lordSkill": "{skill} (ικανότητα Άρχοντα)",
  "threekingdoms.help": HELP_EL(),
} satisfies Catalog;

function HELP_EL(): string {
  return `Three Kingdoms (Sanguosha), παιχνίδι ταυτοτήτων, με τους 25 βασικούς στρατηγούς (επιλογή του CREATE generals=on, η προεπιλογή)
ή χωρίς αυτούς (generals=off: όλοι με 4 ζωή, ο Άρχοντας με 5 από 5 παίκτες και πάνω, χωρίς ικανότητες).
Ταυτότητες: ο Άρχοντας είναι φανερός· οι Πιστοί τον προστατεύουν, οι Επαναστάτες θέλουν τον θάνατό του, ο Προδότης θέλει να μείνει τελευταίος ζωντανός.
Στρατηγοί: ο Άρχοντας διαλέγει πρώτος ανάμεσα σε Cao Cao, Liu Bei, Sun Quan και 2 τυχαίους (φαίνονται σε όλους)· κάθε άλλος
  παίκτης παίρνει 3 (2 με 10 παίκτες) και διαλέγει κρυφά· όλοι φανερώνονται μαζί. Η ζωή είναι του στρατηγού· ο Άρχοντας +1 (όχι
  με 4 παίκτες)· το φύλο είναι του στρατηγού. CHOOSE <κωδικός στρατηγού>· όταν λήξει η προθεσμία, παίρνεται ο πρώτος που προτάθηκε.
Θέσεις: οι θέσεις γύρω από το τραπέζι κληρώνονται στο START από τον σπόρο της παρτίδας (ο αριθμός θέσης σου μένει η σειρά που
  μπήκες)· τα μηνύματα δείχνουν τους παίκτες γύρω από το τραπέζι με τη σειρά του γύρου, από τον Άρχοντα (που παίζει πρώτος).
Σειρά: έναρξη, κρίση, τράβηγμα 2 καρτών, παιχνίδι (ένα Χτύπημα ανά σειρά), απόρριψη μέχρι τη ζωή σου, λήξη.
Εντολές: PLAY <κάρτα> [-> <παίκτης> …] (π.χ. PLAY ΧΤΥΠΗΜΑ-7S -> Bob· PLAY ΔΑΝΕΙΚΟ-ΞΙΦΟΣ-QC -> Ann Bob· PLAY SPEAR <κάρτα> <κάρτα> -> Bob με το Δόρυ του φιδιού)
  PLAY <κάρτα> AS <όνομα> -> <παίκτης> όταν μια ικανότητα επιτρέπει να παιχτεί μια κάρτα ως άλλη (Wusheng, Longdan, Qixi)
  RESPOND <κάρτα> ή PASS όταν σε ρωτούν (Αποφυγή, Χτύπημα, Ροδάκινο, Ακύρωση· απαντά και κάρτα που μετατρέπει μια ικανότητα)·
  DISCARD <κάρτα> …· DONE τελειώνει τη φάση παιχνιδιού σου· CHOOSE <κάρτα|HAND|ICE|στρατηγός|παίκτης|επιλογή> όταν σε ρωτούν·
  SKILL <ικανότητα> [<κάρτα> …] [-> <παίκτης> …] χρησιμοποιεί ενεργή ικανότητα στη φάση παιχνιδιού σου (π.χ. SKILL KUROU)·
  AUTO ΑΠΟΦΥΓΗ | ΧΤΥΠΗΜΑ | ΠΟΤΕ-ΑΚΥΡΩΣΗ | ΑΚΥΡΩΣΗ-ΑΝ-ΣΤΟΧΟΣ | ΠΟΤΕ-GUICAI | ΠΑΣΟ, AUTO ΣΤΑΜΑΤΑ <κανόνας>, AUTO ΚΑΘΑΡΙΣΕ, AUTO ΛΙΣΤΑ
  (αυτόματες απαντήσεις· και στα αγγλικά: dodge | slash | never-nullify | nullify-if-target | never-guicai | pass, OFF, CLEAR, LIST).
Σε κάθε παράθυρο απάντησης (Αποφυγή, Ροδάκινο, Ακύρωση…) ρωτιέται κάθε ζωντανός παίκτης που θα μπορούσε να απαντήσει, ό,τι κι αν
  κρατά, άρα η ερώτηση δεν φανερώνει τίποτα· το AUTO απαντά αμέσως με τον ίδιο τρόπο, με την κάρτα ή χωρίς αυτήν.
Οι κάρτες λέγονται με τους κωδικούς του χεριού σου (ΟΝΟΜΑ-<αξία><χρώμα>, π.χ. ΑΠΟΦΥΓΗ-2H, ΡΟΔΑΚΙΝΟ-QD, ΑΚΥΡΩΣΗ-JS).
Επιλογές: generals=on|off, traitors=2 (6 ή 8 παίκτες), maneuvering (προσθέτει Κρασί και Έλλειψη Εφοδίων), lord=<θέση>
  (ο πρώτος Άρχοντας), series (μία παρτίδα ανά παίκτη, ο Άρχοντας αλλάζει· οι βαθμοί αθροίζονται, νικά το υψηλότερο σύνολο).
  Οι βαθμοί κάθε παρτίδας (πίνακας της 4ης έκδοσης) στέλνονται στο τέλος της· μια σειρά παρτίδων τελειώνει με πίνακα βαθμών ανά παρτίδα.
Παραλλαγές των κανόνων (επιλογές του CREATE, κλειστές από προεπιλογή· δες docs/three-kingdoms.md):
  finalthree=on: όταν μείνουν μόνο τρεις παίκτες (από τον γύρο R, όταν βγήκε ο τρίτος από το τέλος), κάθε ζωντανός παίκτης χάνει
    1 ζωή στην αρχή κάθε γύρου από τον γύρο R+4 (μετά από τρεις πλήρεις γύρους), όλοι μαζί. Είναι απώλεια ζωής, όχι ζημιά: χωρίς
    πηγή, χωρίς ικανότητες ζημιάς, χωρίς ανταμοιβή για τέτοιον θάνατο. Όσοι ψυχορραγούν κρίνονται ένας ένας με τη σειρά του γύρου
    από τον Άρχοντα (τα Ροδάκινα σώζουν). Αν όλοι όσοι έμειναν έχουν 1 ζωή, κανείς δεν χάνει ζωή εκείνον τον γύρο (θα έβγαιναν
    μαζί: περνούν στον επόμενο γύρο). Συνεχίζεται και με δύο παίκτες.
  protect=on (θέλει series=on): όποιος βγήκε πρώτος σε μια παρτίδα προστατεύεται στην επόμενη: όταν θα ψυχορραγούσε κρατά μια
    σταγόνα αίμα (1 ζωή, χωρίς να ζητηθούν Ροδάκινα), ώσπου να βγει άλλος παίκτης ή ώσπου να επιτεθεί (να παίξει Χτύπημα ή
    Μονομαχία σε άλλον παίκτη, ή να του κάνει ζημιά). Όχι μαζί με darksouls.
  reincarnation=on (θέλει generals=on): ένας νεκρός παίκτης μένει στο τραπέζι. Στη φάση παιχνιδιού σου, μία φορά ανά γύρο, μπορείς
    να του δώσεις μια κάρτα του χεριού σου κλειστή: SKILL SACRIFICE <κάρτα> -> <παίκτης>. Με 4 θυσιασμένες κάρτες (3 με 4 ή 5
    παίκτες) επιστρέφει αμέσως με αυτές τις κάρτες για χέρι και 1 ζωή, ως τυχαίος ελεύθερος στρατηγός του βασιλείου του στρατηγού
    του (οποιουδήποτε βασιλείου για στρατηγό Qun). Όποιος επέστρεψε μετρά ως εκτός για τη νίκη και τους βαθμούς, δεν θυσιάζει, και
    ο θάνατός του δεν φέρνει ούτε ανταμοιβή ούτε ποινή· μπορεί να επιστρέψει ξανά. Αν δεν έμεινε στρατηγός του βασιλείου του,
    κρατά τις κάρτες αλλά δεν δέχεται άλλες θυσίες.
  darksouls=on: όταν πεθαίνει Πιστός, Επαναστάτης ή Προδότης, η Σκοτεινή Ψυχή του καταλαμβάνει έναν ζωντανό παίκτη: ο νεκρός
    ρωτιέται CHOOSE <παίκτης>. Ο Arhat (ενός νεκρού Πιστού) απορροφά 1 από την επόμενη ζημιά του ξενιστή του, που μετά απορρίπτει
    μια κάρτα του χεριού. Ο Xuanwu (ενός νεκρού Επαναστάτη) τραβάει μια κάρτα κλειστή· στην αρχή κάθε φάσης παιχνιδιού του ξενιστή
    μπορεί CHOOSE USE (ή PASS) να την ανταλλάξει με μια κάρτα του χεριού του ξενιστή στα τυφλά, που απορρίπτεται. Ο Yusuke (ενός
    νεκρού Προδότη): στην αρχή κάθε φάσης παιχνιδιού του ξενιστή μπορεί CHOOSE USE (ή PASS) να τον βάλει να απορρίψει το χέρι του
    και να τραβήξει ίσες κάρτες. Κάθε ψυχή δρα μία φορά και χάνεται μαζί με τον ξενιστή της. Όχι μαζί με reincarnation ή protect.
  mode=3v3: ακριβώς 6 παίκτες σε δύο ομάδες: θέσεις 1-3 (σειρά εισόδου) και 4-6, με προπονητές τις θέσεις 1 και 4. Μια κλήρωση
    κάνει τη μία ομάδα θερμή (προπονητής: η κάρτα του Άρχοντα· επιθετικοί: κάρτες Πιστού) και την άλλη ψυχρή (Προδότης,
    Επαναστάτες)· οι ταυτότητες είναι φανερές. Κάθε προπονητής κάθεται ανάμεσα στους επιθετικούς του. Επιλογή: φανερώνονται 16
    στρατηγοί (οι άλλοι 9 ποτέ)· ο θερμός προπονητής λέει ποιος προπονητής διαλέγει πρώτος (CHOOSE WARM | COOL)· οι προπονητές
    διαλέγουν 1-2-2-2-2-2-2-2-1 (CHOOSE <στρατηγός>, έναν κάθε φορά)· μετά κάθε προπονητής τοποθετεί κρυφά τρεις από τους οκτώ του
    σε προπονητή, επιθετικό Α και επιθετικό Β (CHOOSE, τρεις φορές), και φανερώνονται μαζί όταν τοποθετήσουν και οι δύο. Οι
    προπονητές +1 ζωή και μέγιστη ζωή· χωρίς ικανότητες Άρχοντα· χωρίς Κεραυνό (μένει στην άκρη)· 4 κάρτες ο καθένας. Ο ψυχρός
    προπονητής λέει ποια πλευρά δρα πρώτη (CHOOSE WARM | COOL). Οι πλευρές δρουν εναλλάξ: ο προπονητής τους διαλέγει COACH (μία
    σειρά) ή FORWARDS (κάθε ζωντανός επιθετικός με όρθια κάρτα παίζει μια σειρά, ο ένας μετά τον άλλο). Μια κάρτα γυρίζει όταν
    αρχίζει η σειρά της· όταν όλες οι ζωντανές κάρτες έχουν γυρίσει, όλες σηκώνονται ξανά· πλευρά χωρίς όρθια κάρτα δίνει το
    δικαίωμα στην άλλη. Η πρώτη ενέργεια είναι προπονητή. Η Εισβολή Βαρβάρων, η Βροχή Βελών, ο Κήπος Ροδακινιών και η
    Πλούσια Σοδειά γυρίζουν προς την κατεύθυνση που λέει όποιος τις παίζει: PLAY <κάρτα> -> <γείτονας> (ο πρώτος που φτάνουν), ή
    χωρίς όνομα για τη σειρά του γύρου. Κάθε φόνος δίνει 3 κάρτες, ακόμη και συμπαίκτη. Η παρτίδα τελειώνει όταν πεθάνει ένας
    προπονητής: νικά η άλλη ομάδα. Όχι μαζί με series, lord, traitors=2, generals=off ή τις άλλες παραλλαγές.`;
}
