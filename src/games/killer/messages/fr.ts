// Les messages de Killer en français, comme on parle entre joueurs d’une partie de Civilization par
// e-mail : « civilisation », « cible », « chasseur », « tour de Civ », « classement de puissance ».
// Les commandes (KILLED, POWER…) restent en anglais dans toutes les langues.
import type { Catalog } from "../../../i18n/msg.ts";

const fr: Catalog = {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "killer.title": "Killer",
  // ---- mise en page ----
  "killer.lines": "{head}\n{rest}",
  "killer.seq": "{head} {rest}",
  // a version-1 game's text, kept as it was mailed (upgrade.ts)
  "killer.legacyText": "{text}",
  "killer.empty": "",

  // ---- classements ----
  "killer.reportPeriodic": "Classement après le tour de Civ {turn}",
  "killer.reportFinal": "Classement final (tour de Civ {turn})",
  "killer.reportRevised":
    "Classement final révisé (tour de Civ {turn}), révision {revision} : il remplace le classement final envoyé plus tôt",
  "killer.standingsPeriodic": "Scores après le tour de Civ {turn}",
  "killer.standingsFinal": "Scores finaux (tour de Civ {turn})",
  "killer.rowRanked": "{place}{tied, select, yes {=} other {.}} {civ} ({player}) : KS {ks, number}, rang de puissance {power}",
  "killer.rowStanding": "{place}{tied, select, yes {=} other {.}} {civ} ({player}) : KS {ks, number}",
  "killer.rowDestroyed": "{place}{tied, select, yes {=} other {.}} {civ} ({player}) : détruite au tour {turn}, KS {ks, number}",
  "killer.rowResigned": "{place}{tied, select, yes {=} other {.}} {civ} ({player}) : abandon au tour {turn}, KS {ks, number}",
  "killer.reportResult": "Résultat : {summary}",
  "killer.noReportYet": "Aucun classement n’a encore été envoyé.",
  "killer.powerNeeded":
    "Un classement est dû pour le tour {turn}{final, select, yes { (final)} other {}} et il lui faut le classement de puissance. Envoie-le du plus fort au plus faible, les ex æquo reliés par « = » : POWER TURN {turn} {civs}",

  // ---- issues ----
  "killer.running":
    "Tour de Civ {turn}, {n, plural, one {# civilisation en jeu} many {# civilisations en jeu} other {# civilisations en jeu}}",
  "killer.quickWon":
    "{civs} {n, plural, one {remporte} many {remportent} other {remportent}} la partie Rapide (décidée au tour de Civ {turn}).",
  "killer.lastStanding": "{civs} gagne : dernière civilisation debout.",
  "killer.noneLeft": "Il ne reste aucune civilisation.",
  "killer.endedQuick": "Partie arrêtée par l’administrateur ; vainqueurs : {civs}.",
  "killer.endedByAdmin": "Partie arrêtée par l’administrateur ; le classement final donne l’ordre.",
  "killer.nullAgreed": "Match nul accepté : {civs} gagnent toutes les deux.",
  "killer.gameOver": "Partie terminée. {summary}",
  "killer.overHeldDropped":
    "Partie terminée : {n, plural, one {déclaration de destruction {ids} abandonnée} many {déclarations de destruction {ids} abandonnées} other {déclarations de destruction {ids} abandonnées}}.",

  // ---- destructions ----
  "killer.resignedPublic": "{civ} a quitté la partie (abandon au tour de Civ {turn}).",
  "killer.destroyedPublic": "{civ} a été détruite par {killer} au tour de Civ {turn}.",
  "killer.youDestroyed":
    "Tu as détruit {civ} au tour de Civ {turn} : {relation, select, target {c’était ta cible} killer {c’était la civilisation qui te chassait} other {c’était une innocente (ni ta cible, ni ton chasseur)}}. KS {delta, number, ::sign-always} (maintenant {ks, number}).",
  "killer.targetGone": "Ta cible {civ} a disparu.",
  "killer.ktacCounts": "Cible tuée compte toujours : elle compte pour toi, KS +1 (maintenant {ks, number}).",
  "killer.quickWinnerYou":
    "Partie Rapide : tu es parmi les vainqueurs du tour de Civ {turn} ; la partie s’arrête quand tout le monde aura joué le tour {turn}.",
  "killer.noTargetLast": "Tu n’as plus de cible : tu es la dernière civilisation.",
  "killer.newTarget": "Ta nouvelle cible : {civ}.",
  "killer.recorded": "Enregistré : {civ} {how} au tour {turn}. KS : {ks}. Cibles modifiées : {changed}.",
  "killer.howResigned": "a abandonné",
  "killer.howDestroyed": "détruite par {killer} ({relation, select, target {sa cible} killer {son chasseur} other {innocente}})",
  "killer.civDelta": "{civ} {d, number, ::sign-always}",
  "killer.civKs": "{civ} {ks, number}",
  "killer.civArrow": "{civ} → {target}",
  "killer.noChange": "aucun changement",
  "killer.none": "aucune",
  "killer.quickDecidedAdmin":
    "Partie Rapide décidée au tour de Civ {turn} : vainqueurs pour l’instant {civs}. Elle s’arrête quand TURN dépasse {turn} (tout le monde l’a joué).",
  "killer.staleDropped":
    "{n, plural, one {Déclaration {ids} sur {civ} abandonnée} many {Déclarations {ids} sur {civ} abandonnées} other {Déclarations {ids} sur {civ} abandonnées}} : {civ} est déjà enregistrée comme disparue.",

  // ---- commandes des joueurs ----
  "killer.targetForPlayers": "TARGET est pour les joueurs ; TARGETS montre toutes les cibles à l’administrateur",
  "killer.youAreOut": "Ta civilisation est hors jeu : tu n’as pas de cible.",
  "killer.noTargetYouLast": "Tu n’as pas de cible : tu es la dernière civilisation.",
  "killer.yourTarget": "Ta cible : {civ}.",
  "killer.killedForPlayers": "KILLED est pour les joueurs ; l’administrateur utilise KILL <killer> <victim> TURN <n>",
  "killer.yourCivOut": "ta civilisation est hors jeu",
  "killer.ownDestruction": "tu ne peux pas déclarer ta propre destruction",
  "killer.alreadyOut": "{civ} est déjà hors jeu",
  "killer.reportTooEarly":
    "la dernière destruction enregistrée date du tour de Civ {last} ; préviens l’administrateur, qui peut corriger avec AMEND",
  "killer.reportHeld": "Ta déclaration {id} ({civ} détruite au tour de Civ {turn}) attend la décision de l’administrateur.",
  "killer.killReportAdmin":
    "Déclaration {id} : {reporter} dit avoir détruit {civ} au tour de Civ {turn}. CONFIRM {id}, REJECT {id}, ou KILL <killer> <victim> TURN <n> pour corriger.",
  "killer.reportAhead": "Elle porte sur un tour postérieur à celui enregistré ({now}) : envoie d’abord TURN {turn}.",
  "killer.onlyAdmin": "seul l’administrateur peut utiliser {verb}",
  "killer.onlyAdminOrHost": "seuls l’administrateur ou l’hôte peuvent utiliser {verb}",
  "killer.gameOverRefused": "la partie est terminée",
  "killer.resignAlreadyOut": "cette civilisation est déjà hors jeu",
  "killer.noDefault": "pas de choix par défaut pour cette décision : l’administrateur doit agir",

  // ---- match nul ----
  "killer.nullHighlanderOnly": "le match nul n’existe qu’en Highlander",
  "killer.nullTwoLeft": "un match nul n’est possible que lorsqu’il reste deux civilisations",
  "killer.nullWhoDecides": "seuls les deux derniers joueurs et l’administrateur décident d’un match nul",
  "killer.nullNone": "aucun match nul n’a été proposé",
  "killer.nullRefusedBy": "{civ} a refusé le match nul ; le combat continue.",
  "killer.nullRefusedAdmin": "L’administrateur a refusé le match nul ; le combat continue.",
  "killer.theAdministrator": "l’administrateur",
  "killer.nullProposed":
    "Un match nul (les deux dernières civilisations gagnent) est proposé ; on attend : {missing}. Réponds NULL AGREE ou NULL REFUSE. Sans réponse avant l’échéance, c’est un refus : la proposition est retirée et le combat continue.",
  "killer.nullLateBy": "{civ} n’a pas accepté le match nul à temps ; le combat continue.",
  "killer.nullWithdrawn": "Le match nul proposé est retiré : après la correction, plus de deux civilisations sont en jeu.",
  "killer.nullLate": "Le match nul n’a pas été accepté à temps ; le combat continue.",

  // ---- commandes de l’administrateur ----
  "killer.noSuchReport": "aucune déclaration {id} en attente",
  "killer.yourReportRejected": "Ta déclaration {id} a été rejetée par l’administrateur.",
  "killer.reportRejected": "Déclaration {id} rejetée.",
  "killer.reporterOut": "{civ} est hors jeu ; utilise KILL ou AMEND pour enregistrer ce qui s’est passé",
  "killer.reportTurnProblem": "la déclaration {id} porte sur le tour de Civ {turn} : {why}",
  "killer.selfDestroy": "une civilisation ne peut pas se détruire elle-même",
  "killer.alreadyOutAmend": "{civ} est déjà hors jeu (AMEND ou UNDO corrige un enregistrement erroné)",
  "killer.turnBackwards": "la partie de Civ est déjà au tour {now} ; TURN ne fait qu’avancer",
  "killer.turnReached": "La partie de Civ est arrivée au tour {turn}.",
  "killer.turnAhead": "le tour de Civ {turn} est en avance sur la partie, qui en est au tour {now} : envoie d’abord TURN {turn}",
  "killer.killsInOrder":
    "les destructions s’enregistrent dans l’ordre et la dernière date du tour de Civ {last} ; pour en enregistrer une plus ancienne, utilise AMEND <killer> <victim> TURN {turn} (tout ce qui suit est recalculé)",
  "killer.noSeat": "il n’y a pas de place {seat}",
  "killer.ambiguousCiv": "« {text} » peut désigner {civs}",
  "killer.noCiv": "aucune civilisation nommée « {text} » dans cette partie",

  // ---- classements de puissance ----
  "killer.powerTwice": "{civ} figure deux fois dans le classement de puissance",
  "killer.powerMissing": "le classement de puissance doit citer toutes les civilisations survivantes ; il manque : {civs}",
  "killer.finalFrozen":
    "le classement final est publié et figé : RANKS le renvoie, et REVISE <civ> <civ>=<civ> … envoie un classement final révisé (parties classées)",
  "killer.notRatedPower": "cette partie n’est pas classée : elle n’a pas besoin de classement de puissance",
  "killer.powerAhead": "le tour {turn} est en avance sur la partie de Civ (tour {now})",
  "killer.onlyPowerOf": "la partie est terminée : seul le classement de puissance du tour {turn} est encore attendu",
  "killer.powerStored":
    "Classement de puissance du tour {turn} enregistré ; aucun classement ne l’attendait (REPORT en envoie un tout de suite).",
  "killer.finalWaitsPower": "le classement final attend le classement de puissance : POWER l’envoie",
  "killer.notRatedRevise":
    "cette partie n’est pas classée : son résultat final découle des seules destructions, il n’y a rien à réviser",
  "killer.noFinalToRevise": "REVISE corrige un classement final publié ; il n’y en a pas encore",
  "killer.sameRanking": "ce classement de puissance donne le même classement final : il n’y a rien à réviser",

  // ---- cibles ----
  "killer.orderUnknown": "order cite {name}, qui n’est ni une civilisation ni un joueur de cette partie",
  "killer.namedTwice": "{civ} est citée deux fois",
  "killer.mustNameAll": "chaque civilisation en jeu doit être citée une fois ; il manque : {civs}",
  "killer.cycleTooShort": "un cycle compte au moins 3 civilisations ({civs}) : personne ne chasse son propre chasseur",
  "killer.cycleList": "{cycles}",
  "killer.noCycles": "aucun (il reste moins de deux civilisations)",
  "killer.targetChangedYou": "L’administrateur a changé ta cible : ta nouvelle cible est {civ}.",
  "killer.targetsInstalled": "{why} Cibles désormais : {cycles}. Prévenues en privé : {told}.",
  "killer.toldNobody": "personne (rien n’a changé)",
  "killer.whyTargets": "Cibles fixées par TARGETS.",
  "killer.whySetTarget": "SETTARGET : {civ} chasse désormais {target}.",
  "killer.targetsShow": "Cibles (qui chasse qui) : {cycles}.",
  "killer.fewerThanTwo": "il reste moins de deux civilisations : pas de cibles à fixer",
  "killer.isOut": "{civ} est hors jeu",
  "killer.huntItself": "une civilisation ne peut pas se chasser elle-même",
  "killer.alreadyHunts": "{civ} chasse déjà {target}",
  "killer.wouldTwoCycle":
    "cela laisserait un cycle de moins de 3 civilisations (deux qui se chassent l’une l’autre) ; donne toute la carte avec TARGETS",

  // ---- corrections (AMEND, UNDO) ----
  "killer.reassignNoFit":
    "une nouvelle attribution des cibles (TARGETS/SETTARGET) faite après ne correspondrait plus aux civilisations en jeu ; corrige d’abord les destructions suivantes, ou refixe les cibles après la correction",
  "killer.destroyedTwice": "{civ} serait détruite deux fois",
  "killer.afterOwnDestruction": "{killer} détruirait {civ} au tour {turn} après sa propre destruction",
  "killer.overNoAmend":
    "la partie est terminée : son historique ne peut plus être corrigé (REVISE corrige un classement final de partie classée)",
  "killer.startedBefore": "cette partie a commencé avant l’existence des corrections ; elle ne peut pas être corrigée",
  "killer.resignedNoAmend": "{civ} a abandonné ; un abandon ne se corrige pas",
  "killer.alreadyRecorded": "c’est déjà ce qui est enregistré",
  "killer.amendPublic":
    "Correction de l’administrateur : {civ} a été détruite par {killer} au tour de Civ {turn} ({before, select, yes {enregistré avant : par {oldKiller} au tour {oldTurn}} other {pas enregistré avant}}).",
  "killer.noDestructionOf": "aucune destruction de {civ} n’est enregistrée",
  "killer.resignedNoUndo": "{civ} a abandonné ; un abandon ne s’annule pas",
  "killer.undoPublic":
    "Correction de l’administrateur : {civ} n’a pas été détruite (enregistré avant : par {killer} au tour {turn}) ; {civ} revient dans la partie.",
  "killer.afterCorrection": "Après la correction de l’administrateur : {notes}",
  "killer.noTargetNow": "Tu n’as plus de cible.",
  "killer.targetNow": "Ta cible est maintenant {civ}.",
  "killer.ksNow": "Ton KS est maintenant {now, number} (avant : {was, number}).",
  "killer.backInGame": "Ta civilisation revient dans la partie.",
  "killer.nowDestroyed": "Ta civilisation est maintenant enregistrée comme détruite.",
  "killer.corrected": "Corrigé. KS : {ks}.",
  "killer.targetsNow": "Cibles : {cycles}.",
  "killer.quickDecidedShort": "Partie Rapide décidée au tour {turn}, vainqueurs pour l’instant {civs}.",
  "killer.heldDropped":
    "{n, plural, one {Déclaration {ids} abandonnée} many {Déclarations {ids} abandonnées} other {Déclarations {ids} abandonnées}}.",
  "killer.powerDropped":
    "{n, plural, one {Classement de puissance du tour {turns} abandonné : il y manque} many {Classements de puissance des tours {turns} abandonnés : il y manque} other {Classements de puissance des tours {turns} abandonnés : il y manque}} une civilisation désormais en jeu.",
  "killer.reportBefore":
    "Le classement du tour {turn} est parti avant : le prochain tiendra compte de la correction (REPORT en envoie un tout de suite).",

  // ---- en attente ----
  "killer.waitConfirm": "CONFIRM ou REJECT pour la déclaration {id}",
  "killer.waitPower": "envoyer le classement de puissance du tour {turn} : POWER TURN {turn} <civ> <civ> …",
  "killer.waitNull": "un match nul est proposé : NULL AGREE ou NULL REFUSE",

  // ---- options, mise en place, lecture des commandes ----
  "killer.needThree": "Killer demande au moins 3 joueurs : deux cibles ne peuvent pas se chasser l’une l’autre",
  "killer.noCivFor": "{player} n’a pas de civilisation : chaque joueur rejoint avec civ=<nom>",
  "killer.playerProblem": "{player} : {why}",
  "killer.civTaken": "{player} a déjà choisi {taken} : les civilisations doivent être différentes, majuscules comprises",
  "killer.sameCiv": "{a} et {b} ont choisi tous deux {civ} : les civilisations doivent être différentes",
  "killer.civUnusable": "« {civ} » n’est pas un nom de civilisation utilisable (un seul mot, 30 lettres au plus)",
  "killer.civNumber": "« {civ} » est un nombre ; une civilisation a besoin d’un nom",
  "killer.civReserved": "« {civ} » est un mot réservé",
  "killer.variantTwice": "variante donnée deux fois ({a} et {b})",
  "killer.unknownOption":
    "option inconnue « {key} » (options : variant=quick|highlander, noInnocent, killedTargetAlwaysCount, rated, reportEvery=N, order=civA,civB,…)",
  "killer.badVariant": "la variante est quick ou highlander, pas « {value} »",
  "killer.variantFlag": "l’option {key} est un drapeau : écris simplement « {variant} » ou variant={variant}",
  "killer.badReportEvery": "reportEvery est un nombre entier de tours de 0 à 1000, pas « {value} »",
  "killer.orderShort": "order veut des cycles d’au moins 3 civilisations : order=civA,civB,civC (un autre cycle après /)",
  "killer.orderTwice": "order cite {name} deux fois",
  "killer.flagValue": "l’option {key} est un drapeau : donne-la seule ou sous la forme {key}=yes|no, pas « {value} »",
  "killer.unknownJoinOption": "option de JOIN inconnue « {key} » : Killer ne prend que civ=<nom>",
  "killer.needCiv": "Killer a besoin de ta civilisation : JOIN <id-partie> civ=<nom>",
  "killer.parseTarget": "TARGET ne prend rien : il te renvoie ta propre cible",
  "killer.parseNull": "écris NULL AGREE (ou NULL REFUSE)",
  "killer.parseReportId": "{verb} demande un numéro de déclaration, par exemple {verb} r3",
  "killer.parseTurn": "TURN demande le numéro du tour de Civ, par exemple TURN 12",
  "killer.parseKilled": "écris KILLED <civilisation> TURN <n>, par exemple KILLED Carthage TURN 42",
  "killer.parseKill": "écris KILL <civ-tueuse> <civ-victime> TURN <n>, par exemple KILL Rome Carthage TURN 42",
  "killer.parsePowerTurn": "écris POWER TURN <n> <civ> <civ> …",
  "killer.parsePower": "POWER demande l’ordre de puissance, du plus fort au plus faible : POWER Rome Gaul=Carthage Egypt",
  "killer.parseRevise":
    "REVISE demande le classement de puissance final corrigé, du plus fort au plus faible : REVISE Rome Gaul=Carthage",
  "killer.parseSetTarget": "écris SETTARGET <civ> <nouvelle cible>, par exemple SETTARGET Rome Egypt",
  "killer.parseAmend": "écris AMEND <civ-tueuse> <civ-victime> TURN <n>, par exemple AMEND Rome Carthage TURN 41",
  "killer.parseUndo": "écris UNDO <civ-victime> : la destruction enregistrée de cette civilisation est retirée",

  // ---- l’état de la partie ----
  "killer.variantQuick": "Rapide",
  "killer.variantHighlander": "Highlander",
  "killer.optNoInnocent": "Pas d’innocent",
  "killer.optKtac": "Cible tuée compte toujours",
  "killer.optRated": "classée (rang selon l’impact des destructions)",
  "killer.optReportEvery": "classement {n, plural, one {à chaque tour} many {tous les # tours} other {tous les # tours}}",
  "killer.optReportsAtEnd": "classements à la fin et sur REPORT",
  "killer.viewHeader": "Killer ({variant} ; {options}) — tour de Civ {turn}",
  "killer.viewFinished": "Terminée : {summary}",
  "killer.viewInPlay": "{n, plural, one {# civilisation en jeu} many {# civilisations en jeu} other {# civilisations en jeu}}.",
  "killer.civPlayer": "{civ} ({player})",
  "killer.nobody": "personne",
  "killer.viewInPlayList": "En jeu : {civs}",
  "killer.viewOut": "Hors jeu : {civs}",
  "killer.civOut": "{civ} ({how})",
  "killer.outResigned": "abandon au tour {turn}",
  "killer.outDestroyed": "détruite par {killer} au tour {turn}",
  "killer.viewFinalOut": "Le classement final est parti à la fin ; RANKS le renvoie.",
  "killer.viewLatestReport": "Dernier classement :",
  "killer.viewYourCiv": "Ta civilisation : {civ}{out, select, yes { (hors jeu)} other {}}",
  "killer.viewYourTarget": "Ta cible : {civ}",
  "killer.viewYourTargetNone": "Ta cible : aucune (tu es la dernière civilisation)",
  "killer.viewYourKs": "Ton KS : {ks, number}",
  "killer.viewAdmin": "Administrateur (secret : qui chasse qui) :",
  "killer.viewCycles": "Cycles de cibles : {cycles}",
  "killer.viewKs": "KS : {ks}",
  "killer.viewQuick":
    "Partie Rapide décidée au tour de Civ {turn} ; vainqueurs pour l’instant : {civs} ; elle s’arrête quand TURN dépasse {turn}.",
  "killer.viewHeld": "Déclarations en attente : {list}",
  "killer.heldItem": "{id} : {reporter} a détruit {victim} au tour {turn}",
  "killer.viewDue": "Classements dus : {list}",
  "killer.dueItem": "tour {turn}{final, select, yes { (final)} other {}} : en attente de POWER",
  "killer.viewNullOffer": "match nul proposé ; accepté par : {agreed}",
  "killer.administrator": "l’administrateur",

  // ---- le tableau de bord ----
  "killer.pictureKs": "Score de tueur (KS) par tour",
  "killer.pictureRank": "Rang par tour (1 = premier)",
  "killer.pictureTurn": "Tour de Civ",
  "killer.actionConfirm": "Confirmer une déclaration de destruction",
  "killer.actionReject": "Rejeter une déclaration de destruction",
  "killer.actionKill": "Enregistrer une destruction",
  "killer.actionTurn": "Fixer le tour de Civ",
  "killer.actionPower": "Classement de puissance (pour le classement en attente)",
  "killer.actionPowerTurn": "Classement de puissance d’un tour donné",
  "killer.actionReport": "Envoyer un classement maintenant",
  "killer.fieldReport": "déclaration (r1)",
  "killer.fieldKiller": "civilisation tueuse",
  "killer.fieldVictim": "civilisation détruite",
  "killer.fieldTurn": "Tour de Civ",
  "killer.fieldOrder": "du plus fort au plus faible : Rome Gaul=Carthage Egypt",
  "killer.actionTargets": "Afficher les cibles (qui chasse qui)",
  "killer.actionTargetsSet": "Fixer toutes les cibles",
  "killer.actionSetTarget": "Changer la cible d’une civilisation",
  "killer.actionAmend": "Corriger une destruction",
  "killer.actionUndo": "Retirer une destruction enregistrée",
  "killer.actionRevise": "Réviser le classement de puissance final",
  "killer.actionFinish": "Terminer la partie maintenant",
  "killer.actionNullAgree": "Accepter un résultat nul (duel Highlander)",
  "killer.actionNullRefuse": "Refuser le résultat nul",
  "killer.fieldCycles": "cycles, chacune chasse la suivante : Rome Gaul Egypt/Persia Zulu Inca",
  "killer.fieldCiv": "civilisation",
  "killer.fieldTarget": "sa nouvelle cible",

  // ---- HELP killer ----
  // ---- par-dessus un relais (follow.ts) ----
  "killer.overLinked": "Civilisations trouvées dans la sauvegarde de la partie suivie : {links}.",
  "killer.overUnmatched":
    "Introuvables dans la sauvegarde de la partie suivie (aucune nation ni aucun dirigeant de ce nom) : {civs}. Leurs rangs de puissance et leurs destructions restent à toi d'envoyer. Nations de la sauvegarde : {nations}.",
  "killer.overDead":
    "La sauvegarde du tour {turn} de la partie suivie : {civ} {gone, select, yes {a quitté la partie} other {est morte}}. Enregistre sa destruction : CONFIRM d'un rapport ci-dessous, ou KILL <tueur> {civ} TURN {turn} ; si personne ne l'a détruite, KICK son joueur.",
  "killer.overNoReport": "Aucun rapport de destruction à son sujet pour l'instant.",
  "killer.waitGone":
    "enregistrer la destruction de {civ} (morte ou absente dans la sauvegarde du tour {turn}) : KILL <tueur> {civ} TURN {turn}",
  "killer.badFacts": "FACTS porte ce qu'une partie suivie a publié ; ceci n'en est pas",
  "killer.factsNotTyped": "FACTS est écrit par Herald d'après la partie suivie, jamais envoyé par un joueur ni un administrateur",
  "killer.help": `Killer — chaque civilisation d’une partie de Civilization par e-mail en chasse secrètement une autre.
Herald tient les cibles, les scores de tueur (KS), le tour de Civ et les classements. La partie a besoin d’un
administrateur sans place à la table (un administrateur du site, ou un hôte qui ne joue pas) : le gardien des secrets.
CREATE killer [variant=quick|highlander] [noInnocent] [killedTargetAlwaysCount] [rated] [reportEvery=10] [order=…]
  Variante par défaut : highlander. order=civA,civB,civC : le cycle des cibles (civA chasse civB … la dernière
  chasse civA), par nom de civilisation ou de joueur ; plusieurs cycles séparés par « / » (3 au moins chacun) ;
  vérifié au START. Par défaut : un cycle tiré au hasard.
JOIN <id-partie> civ=<nom>   (un seul mot, unique dans la partie). Au moins 3 joueurs.
over=<id-relais> (au CREATE ou au START) : Killer par-dessus un relais Freeciv ; le tour de Civ, les classements
  de puissance (d’après les scores) et les destructions à confirmer viennent de ses sauvegardes ; civ= est
  ta nation (ou ton dirigeant) là-bas. TURN n’est plus nécessaire ; le POWER de l’administrateur l’emporte.
Joueurs (une civilisation se désigne par son nom — un début sans ambiguïté suffit — ou son numéro de place) :
  TARGET                       te renvoie ta cible, en privé
  KILLED <civ> TURN <n>        déclare que tu as détruit <civ> ; en attente jusqu’à la confirmation de l’administrateur
  NULL AGREE | NULL REFUSE     Highlander à deux : un match nul (les deux gagnent) demande l’accord des deux joueurs
                               et de l’administrateur ; sans réponse avant l’échéance, c’est un refus
  RANKS                        le dernier classement
Administrateur (reçoit les cycles de cibles au START, chaque classement, chaque déclaration et chaque proposition de
match nul ; STATUS lui montre tout) :
  TARGETS                      montre qui chasse qui
  TARGETS <civ> <civ> … [/ <civ> …]   fixe les cibles des survivants : des cycles de 3 ou plus (civA chasse civB …) ;
                               seuls ceux dont la cible change sont prévenus, en privé
  SETTARGET <civ> <cible>      <civ> chasse désormais <cible> ; <cible> prend l’ancienne cible de <civ>, et le
                               chasseur de <cible> prend l’ancienne cible de <cible> (chacun prévenu en privé)
  CONFIRM <id> | REJECT <id>   une déclaration en attente (numéros comme r3)
  KILL <tueuse> <victime> TURN <n>   enregistre une destruction : n entre le tour de la dernière destruction
                               enregistrée et le tour de Civ (TURN) ; une plus ancienne passe par AMEND
  AMEND <tueuse> <victime> TURN <n>  corrige l’historique : <victime> a été détruite par <tueuse> au tour n (mauvaise
                               tueuse, mauvais tour, ou destruction oubliée) ; tout ce qui suit est recalculé
  UNDO <victime>               retire une destruction enregistrée : <victime> revient dans la partie
                               (AMEND/UNDO : annoncés comme corrections ; les joueurs dont la cible ou le KS change
                               sont prévenus en privé ; le classement suivant en tient compte ; pas après la fin)
  TURN <n>                     la partie de Civ est arrivée au tour n ; un classement est dû à chaque multiple de reportEvery
  POWER [TURN <n>] <civ> <civ>=<civ> …   classement de puissance, du plus fort au plus faible, ex æquo reliés par « = » ;
                               sans TURN il répond au plus ancien classement qui l’attend, sinon au tour courant (parties classées)
  REPORT                       un classement tout de suite (partie classée : il faut le classement de puissance du tour)
  FINISH                       arrête la partie (un classement final suit)
  REVISE <civ> <civ>=<civ> …   après la fin : un classement de puissance final corrigé ; envoie un « Classement final
                               révisé » qui dit qu’il remplace le premier (seule façon de changer un classement final :
                               REPORT et POWER sont refusés une fois qu’il est parti)
Points : détruire ta cible ou ton chasseur rapporte +1 KS ; une innocente 0 (Pas d’innocent : -0,5). Quand une
civilisation tombe, son chasseur hérite de sa cible. Rapide : la partie s’arrête quand tout le monde a joué le tour où
une cible a été tuée pour la première fois ; qui a tué sa propre cible dans ce tour gagne (prévenu en privé, annoncé
seulement à la fin). Highlander : le dernier debout gagne. Parties classées : les ex æquo au rang final partagent
la place. Abandonner compte comme une destruction par personne.`,
};

export default fr;
