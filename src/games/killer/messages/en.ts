// Killer's English messages: the wording of the rules (docs/killer.md, seed 001) and of Herald's
// mails before messages existed. Ids are "killer.<name>"; every id is in el.ts, fr.ts and es.ts too.
// ICU MessageFormat: {n, plural, …}, {x, select, …}, {ks, number}; <killer> and <n> are plain text.
import type { Catalog } from "../../../i18n/msg.ts";

const en: Catalog = {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "killer.title": "Killer",
  // ---- layout ----
  "killer.lines": "{head}\n{rest}",
  "killer.seq": "{head} {rest}",
  // a version-1 game's text, kept as it was mailed (upgrade.ts)
  "killer.legacyText": "{text}",
  "killer.empty": "",

  // ---- rank reports ----
  "killer.reportPeriodic": "Rank report after Civ turn {turn}",
  "killer.reportFinal": "Final rank report (Civ turn {turn})",
  "killer.reportRevised":
    "Revised final rank report (Civ turn {turn}), revision {revision}: it replaces the final report mailed before",
  "killer.standingsPeriodic": "Standings after Civ turn {turn}",
  "killer.standingsFinal": "Final standings (Civ turn {turn})",
  "killer.rowRanked": "{place}{tied, select, yes {=} other {.}} {civ} ({player}): KS {ks, number}, power rank {power}",
  "killer.rowStanding": "{place}{tied, select, yes {=} other {.}} {civ} ({player}): KS {ks, number}",
  "killer.rowDestroyed": "{place}{tied, select, yes {=} other {.}} {civ} ({player}): destroyed in turn {turn}, KS {ks, number}",
  "killer.rowResigned": "{place}{tied, select, yes {=} other {.}} {civ} ({player}): resigned in turn {turn}, KS {ks, number}",
  "killer.reportResult": "Result: {summary}",
  "killer.noReportYet": "No rank report has been sent yet.",
  "killer.powerNeeded":
    'A rank report is due for turn {turn}{final, select, yes { (final)} other {}} and needs the power graph. Send it best first, equal ranks joined with "=": POWER TURN {turn} {civs}',

  // ---- outcomes ----
  "killer.running": "Civ turn {turn}, {n, plural, one {# civilization} other {# civilizations}} in play",
  "killer.quickWon": "{civs} {n, plural, one {wins} other {win}} the Quick game (decided in Civ turn {turn}).",
  "killer.lastStanding": "{civs} wins: last civilization standing.",
  "killer.noneLeft": "No civilization is left.",
  "killer.endedQuick": "Ended by the administrator; winners: {civs}.",
  "killer.endedByAdmin": "Ended by the administrator; the final report gives the ranking.",
  "killer.nullAgreed": "Null result agreed: {civs} both win.",
  "killer.gameOver": "Game over. {summary}",
  "killer.overHeldDropped": "Game over: {n, plural, one {kill report} other {kill reports}} {ids} dropped.",

  // ---- destructions ----
  "killer.resignedPublic": "{civ} has left the game (resigned in Civ turn {turn}).",
  "killer.destroyedPublic": "{civ} was destroyed by {killer} in Civ turn {turn}.",
  "killer.youDestroyed":
    "You destroyed {civ} in Civ turn {turn}: {relation, select, target {it was your target} killer {it was the civilization hunting you} other {it was an innocent (neither your target nor hunting you)}}. KS {delta, number, ::sign-always} (now {ks, number}).",
  "killer.targetGone": "Your target {civ} is gone.",
  "killer.ktacCounts": "Killed Target Always Count: it counts for you, KS +1 (now {ks, number}).",
  "killer.quickWinnerYou":
    "Quick game: you are among the winners of Civ turn {turn}; the game ends once every player has played turn {turn}.",
  "killer.noTargetLast": "You have no target any more: you are the last civilization.",
  "killer.newTarget": "Your new target: {civ}.",
  "killer.recorded": "Recorded: {civ} {how} in turn {turn}. KS: {ks}. Targets changed: {changed}.",
  "killer.howResigned": "resigned",
  "killer.howDestroyed": "destroyed by {killer} ({relation, select, target {target} killer {killer} other {innocent}})",
  "killer.civDelta": "{civ} {d, number, ::sign-always}",
  "killer.civKs": "{civ} {ks, number}",
  "killer.civArrow": "{civ} → {target}",
  "killer.noChange": "no change",
  "killer.none": "none",
  "killer.quickDecidedAdmin":
    "Quick game decided in Civ turn {turn}: winners so far {civs}. The game ends when TURN moves past {turn} (every player has played it).",
  "killer.staleDropped":
    "{n, plural, one {Kill report} other {Kill reports}} {ids} about {civ} dropped: {civ} is already recorded as gone.",

  // ---- players' verbs ----
  "killer.targetForPlayers": "TARGET is for players; the administrator's TARGETS shows every target",
  "killer.youAreOut": "Your civilization is out of the game: you have no target.",
  "killer.noTargetYouLast": "You have no target: you are the last civilization.",
  "killer.yourTarget": "Your target: {civ}.",
  "killer.killedForPlayers": "KILLED is for players; the administrator uses KILL <killer> <victim> TURN <n>",
  "killer.yourCivOut": "your civilization is out of the game",
  "killer.ownDestruction": "you cannot report your own destruction",
  "killer.alreadyOut": "{civ} is already out of the game",
  "killer.reportTooEarly":
    "the last destruction recorded was in Civ turn {last}; tell the administrator, who can AMEND the record",
  "killer.reportHeld": "Your report {id} ({civ} destroyed in Civ turn {turn}) is held for the administrator.",
  "killer.killReportAdmin":
    "Kill report {id}: {reporter} says it destroyed {civ} in Civ turn {turn}. CONFIRM {id}, REJECT {id}, or KILL <killer> <victim> TURN <n> to correct it.",
  "killer.reportAhead": "It is for a turn ahead of the one recorded ({now}): send TURN {turn} first.",
  "killer.onlyAdmin": "only the administrator can use {verb}",
  "killer.onlyAdminOrHost": "only the administrator or the host can use {verb}",
  "killer.gameOverRefused": "the game is over",
  "killer.resignAlreadyOut": "this civilization is already out of the game",
  "killer.noDefault": "no default for this decision: the administrator must act",

  // ---- null result ----
  "killer.nullHighlanderOnly": "a null result exists only in a Highlander game",
  "killer.nullTwoLeft": "a null result is possible only when two civilizations are left",
  "killer.nullWhoDecides": "only the two remaining players and the administrator decide a null result",
  "killer.nullNone": "no null result has been proposed",
  "killer.nullRefusedBy": "The null result was refused by {civ}; the fight goes on.",
  "killer.nullRefusedAdmin": "The null result was refused by the administrator; the fight goes on.",
  "killer.theAdministrator": "the administrator",
  "killer.nullProposed":
    "A null result (both remaining civilizations win) is proposed; waiting for: {missing}. Answer NULL AGREE or NULL REFUSE. Silence until the deadline counts as a refusal: the proposal is then withdrawn and the fight goes on.",
  "killer.nullLateBy": "The null result was not agreed in time by {civ}; the fight goes on.",
  "killer.nullWithdrawn": "The proposed null result is withdrawn: after the correction, more than two civilizations are in play.",
  "killer.nullLate": "The null result was not agreed in time; the fight goes on.",

  // ---- administrator's verbs ----
  "killer.noSuchReport": "there is no kill report {id} waiting",
  "killer.yourReportRejected": "Your kill report {id} was rejected by the administrator.",
  "killer.reportRejected": "Kill report {id} rejected.",
  "killer.reporterOut": "{civ} is out of the game; use KILL or AMEND to record what happened",
  "killer.reportTurnProblem": "kill report {id} is for Civ turn {turn}: {why}",
  "killer.selfDestroy": "a civilization cannot destroy itself",
  "killer.alreadyOutAmend": "{civ} is already out of the game (AMEND or UNDO corrects a wrong record)",
  "killer.turnBackwards": "the Civ game is already at turn {now}; TURN only moves forward",
  "killer.turnReached": "The Civ game has reached turn {turn}.",
  "killer.turnAhead": "Civ turn {turn} is ahead of the game, which is at turn {now}: send TURN {turn} first",
  "killer.killsInOrder":
    "kills are recorded in time order and the last one was in Civ turn {last}; to record an earlier one use AMEND <killer> <victim> TURN {turn} (it re-computes everything after it)",
  "killer.noSeat": "there is no seat {seat}",
  "killer.ambiguousCiv": '"{text}" could be {civs}',
  "killer.noCiv": 'no civilization called "{text}" in this game',

  // ---- power graphs ----
  "killer.powerTwice": "{civ} appears twice in the power graph",
  "killer.powerMissing": "the power graph must list every surviving civilization; missing: {civs}",
  "killer.finalFrozen":
    "the final report has been published and is frozen: RANKS re-sends it, and REVISE <civ> <civ>=<civ> … mails a revised final report (rated games)",
  "killer.notRatedPower": "this game is not rated: it needs no power graph",
  "killer.powerAhead": "turn {turn} is ahead of the Civ game (turn {now})",
  "killer.onlyPowerOf": "the game is over: only the power graph of turn {turn} is still needed",
  "killer.powerStored": "Power graph for turn {turn} stored; no report was waiting for it (REPORT sends one now).",
  "killer.finalWaitsPower": "the final report is waiting for the power graph: POWER sends it",
  "killer.notRatedRevise": "this game is not rated: its final standings follow from the kills alone, there is nothing to revise",
  "killer.noFinalToRevise": "REVISE corrects a published final report; there is none yet",
  "killer.sameRanking": "that power graph gives the same final ranking: there is nothing to revise",

  // ---- targets ----
  "killer.orderUnknown": "order names {name}, which is neither a civilization nor a player of this game",
  "killer.namedTwice": "{civ} is named twice",
  "killer.mustNameAll": "every civilization in play must be named once; missing: {civs}",
  "killer.cycleTooShort": "a cycle needs at least 3 civilizations ({civs}): nobody may hunt its own hunter",
  "killer.cycleList": "{cycles}",
  "killer.noCycles": "none (fewer than two civilizations left)",
  "killer.targetChangedYou": "The administrator has changed your target: your new target is {civ}.",
  "killer.targetsInstalled": "{why} Targets now: {cycles}. Told privately: {told}.",
  "killer.toldNobody": "nobody (nothing changed)",
  "killer.whyTargets": "Targets set by TARGETS.",
  "killer.whySetTarget": "SETTARGET: {civ} now hunts {target}.",
  "killer.targetsShow": "Targets (who hunts whom): {cycles}.",
  "killer.fewerThanTwo": "fewer than two civilizations are left: there are no targets to set",
  "killer.isOut": "{civ} is out of the game",
  "killer.huntItself": "a civilization cannot hunt itself",
  "killer.alreadyHunts": "{civ} already hunts {target}",
  "killer.wouldTwoCycle":
    "that would leave a cycle of fewer than 3 civilizations (two hunting each other); give the whole map with TARGETS",

  // ---- corrections (AMEND, UNDO) ----
  "killer.reassignNoFit":
    "a target re-assignment (TARGETS/SETTARGET) made after it would no longer fit the civilizations in play; correct the later destructions first, or set the targets again after the correction",
  "killer.destroyedTwice": "{civ} would be destroyed twice",
  "killer.afterOwnDestruction": "{killer} would destroy {civ} in turn {turn} after its own destruction",
  "killer.overNoAmend": "the game is over: its record can no longer be amended (REVISE corrects a rated final report)",
  "killer.startedBefore": "this game was started before corrections existed; it cannot be amended",
  "killer.resignedNoAmend": "{civ} resigned; a resignation cannot be amended",
  "killer.alreadyRecorded": "that is what is recorded already",
  "killer.amendPublic":
    "Correction by the administrator: {civ} was destroyed by {killer} in Civ turn {turn} ({before, select, yes {recorded before: by {oldKiller} in turn {oldTurn}} other {not recorded before}}).",
  "killer.noDestructionOf": "no destruction of {civ} is recorded",
  "killer.resignedNoUndo": "{civ} resigned; a resignation cannot be undone",
  "killer.undoPublic":
    "Correction by the administrator: {civ} was not destroyed (recorded before: by {killer} in turn {turn}); {civ} is back in the game.",
  "killer.afterCorrection": "After the administrator's correction: {notes}",
  "killer.noTargetNow": "You have no target now.",
  "killer.targetNow": "Your target is now {civ}.",
  "killer.ksNow": "Your KS is now {now, number} (was {was, number}).",
  "killer.backInGame": "Your civilization is back in the game.",
  "killer.nowDestroyed": "Your civilization is now recorded as destroyed.",
  "killer.corrected": "Corrected. KS: {ks}.",
  "killer.targetsNow": "Targets: {cycles}.",
  "killer.quickDecidedShort": "Quick game decided in turn {turn}, winners so far {civs}.",
  "killer.heldDropped": "{n, plural, one {Kill report} other {Kill reports}} {ids} dropped.",
  "killer.powerDropped":
    "{n, plural, one {Power graph of turn {turns} dropped: it misses} other {Power graphs of turns {turns} dropped: they miss}} a civilization now in play.",
  "killer.reportBefore":
    "The report of turn {turn} went out before it: the next report reflects the correction (REPORT sends one now).",

  // ---- pending ----
  "killer.waitConfirm": "CONFIRM or REJECT kill report {id}",
  "killer.waitPower": "send the power graph for turn {turn}: POWER TURN {turn} <civ> <civ> …",
  "killer.waitNull": "a null result is proposed: NULL AGREE or NULL REFUSE",

  // ---- options, setup, parsing ----
  "killer.needThree": "Killer needs at least 3 players: targets may not hunt each other",
  "killer.noCivFor": "{player} has no civilization: each player joins with civ=<name>",
  "killer.playerProblem": "{player}: {why}",
  "killer.civTaken": "{player} has chosen {taken} already: civilizations must differ, and case does not count",
  "killer.sameCiv": "{a} and {b} both chose {civ}: civilizations must differ",
  "killer.civUnusable": '"{civ}" is not a usable civilization name (one word, up to 30 letters)',
  "killer.civNumber": '"{civ}" is a number; a civilization needs a name',
  "killer.civReserved": '"{civ}" is a reserved word',
  "killer.variantTwice": "variant given twice ({a} and {b})",
  "killer.unknownOption":
    'unknown option "{key}" (options: variant=quick|highlander, noInnocent, killedTargetAlwaysCount, rated, reportEvery=N, order=civA,civB,…)',
  "killer.badVariant": 'variant must be quick or highlander, not "{value}"',
  "killer.variantFlag": 'option {key} is a flag: write just "{variant}" or variant={variant}',
  "killer.badReportEvery": 'reportEvery must be a whole number of turns from 0 to 1000, not "{value}"',
  "killer.orderShort": "order needs cycles of at least 3 civilizations: order=civA,civB,civC (another cycle after /)",
  "killer.orderTwice": "order names {name} twice",
  "killer.flagValue": 'option {key} is a flag: give it alone or as {key}=yes|no, not "{value}"',
  "killer.unknownJoinOption": 'unknown JOIN option "{key}": Killer takes only civ=<name>',
  "killer.needCiv": "Killer needs your civilization: JOIN <game-id> civ=<name>",
  "killer.parseTarget": "TARGET takes nothing: it re-sends your own target",
  "killer.parseNull": "write NULL AGREE (or NULL REFUSE)",
  "killer.parseReportId": "{verb} needs one report id, e.g. {verb} r3",
  "killer.parseTurn": "TURN needs the Civ turn number, e.g. TURN 12",
  "killer.parseKilled": "write KILLED <civilization> TURN <n>, e.g. KILLED Carthage TURN 42",
  "killer.parseKill": "write KILL <killer-civ> <victim-civ> TURN <n>, e.g. KILL Rome Carthage TURN 42",
  "killer.parsePowerTurn": "write POWER TURN <n> <civ> <civ> …",
  "killer.parsePower": "POWER needs the power-graph order, best first: POWER Rome Gaul=Carthage Egypt",
  "killer.parseRevise": "REVISE needs the corrected final power graph, best first: REVISE Rome Gaul=Carthage",
  "killer.parseSetTarget": "write SETTARGET <civ> <new target>, e.g. SETTARGET Rome Egypt",
  "killer.parseAmend": "write AMEND <killer-civ> <victim-civ> TURN <n>, e.g. AMEND Rome Carthage TURN 41",
  "killer.parseUndo": "write UNDO <victim-civ>: the recorded destruction of that civilization is withdrawn",

  // ---- the view ----
  "killer.variantQuick": "Quick",
  "killer.variantHighlander": "Highlander",
  "killer.optNoInnocent": "No Innocent",
  "killer.optKtac": "Killed Target Always Count",
  "killer.optRated": "rated (Kills Impact Ranking)",
  "killer.optReportEvery": "report every {n, plural, one {turn} other {# turns}}",
  "killer.optReportsAtEnd": "reports at the end and on REPORT",
  "killer.viewHeader": "Killer ({variant}; {options}) — Civ turn {turn}",
  "killer.viewFinished": "Finished: {summary}",
  "killer.viewInPlay": "{n, plural, one {# civilization} other {# civilizations}} in play.",
  "killer.civPlayer": "{civ} ({player})",
  "killer.nobody": "nobody",
  "killer.viewInPlayList": "In play: {civs}",
  "killer.viewOut": "Out: {civs}",
  "killer.civOut": "{civ} ({how})",
  "killer.outResigned": "resigned in turn {turn}",
  "killer.outDestroyed": "destroyed by {killer} in turn {turn}",
  "killer.viewFinalOut": "The final report went out at the end; RANKS re-sends it.",
  "killer.viewLatestReport": "Latest report:",
  "killer.viewYourCiv": "Your civilization: {civ}{out, select, yes { (out of the game)} other {}}",
  "killer.viewYourTarget": "Your target: {civ}",
  "killer.viewYourTargetNone": "Your target: none (you are the last civilization)",
  "killer.viewYourKs": "Your KS: {ks, number}",
  "killer.viewAdmin": "Administrator (secret: who hunts whom):",
  "killer.viewCycles": "Target cycles: {cycles}",
  "killer.viewKs": "KS: {ks}",
  "killer.viewQuick": "Quick game decided in Civ turn {turn}; winners so far: {civs}; it ends when TURN moves past {turn}.",
  "killer.viewHeld": "Kill reports waiting: {list}",
  "killer.heldItem": "{id}: {reporter} destroyed {victim} in turn {turn}",
  "killer.viewDue": "Reports due: {list}",
  "killer.dueItem": "turn {turn}{final, select, yes { (final)} other {}}: waiting for POWER",
  "killer.viewNullOffer": "null result proposed; agreed: {agreed}",
  "killer.administrator": "administrator",

  // ---- the dashboard ----
  "killer.pictureKs": "Killer score (KS) by turn",
  "killer.pictureRank": "Rank by turn (1 = first)",
  "killer.pictureTurn": "Civ turn",
  "killer.actionConfirm": "Confirm a kill report",
  "killer.actionReject": "Reject a kill report",
  "killer.actionKill": "Record a destruction",
  "killer.actionTurn": "Set the Civ turn",
  "killer.actionPower": "Power graph (for the report waiting)",
  "killer.actionPowerTurn": "Power graph for a turn",
  "killer.actionReport": "Send a rank report now",
  "killer.fieldReport": "report (r1)",
  "killer.fieldKiller": "killer civilization",
  "killer.fieldVictim": "destroyed civilization",
  "killer.fieldTurn": "Civ turn",
  "killer.fieldOrder": "best first: Rome Gaul=Carthage Egypt",
  "killer.actionTargets": "Show the targets (who hunts whom)",
  "killer.actionTargetsSet": "Set every target",
  "killer.actionSetTarget": "Change one civilization's target",
  "killer.actionAmend": "Correct a destruction",
  "killer.actionUndo": "Withdraw a recorded destruction",
  "killer.actionRevise": "Revise the final power graph",
  "killer.actionFinish": "End the game now",
  "killer.actionNullAgree": "Agree to a null result (Highlander duel)",
  "killer.actionNullRefuse": "Refuse the null result",
  "killer.fieldCycles": "cycles, each hunting the next: Rome Gaul Egypt/Persia Zulu Inca",
  "killer.fieldCiv": "civilization",
  "killer.fieldTarget": "its new target",

  // ---- HELP killer ----
  // ---- over a relay (follow.ts) ----
  "killer.overLinked": "Civilizations found in the followed game's save: {links}.",
  "killer.overUnmatched":
    "Not found in the followed game's save (no nation nor leader of that name): {civs}. Their power ranks and destructions stay yours to send. Nations in the save: {nations}.",
  "killer.overDead":
    "The followed game's save of turn {turn}: {civ} is {gone, select, yes {gone from the game} other {dead}}. Record its destruction: CONFIRM a kill report below, or KILL <killer> {civ} TURN {turn}; if nobody destroyed it, KICK its player.",
  "killer.overNoReport": "No kill report about it so far.",
  "killer.waitGone": "record the destruction of {civ} (dead or gone in the save of turn {turn}): KILL <killer> {civ} TURN {turn}",
  "killer.badFacts": "FACTS carries what a followed game published; these are not such facts",
  "killer.factsNotTyped": "FACTS is written by Herald from the followed game, never sent by a player or an administrator",
  "killer.help":
    'Killer — every civilization of a Civilization PBEM game secretly hunts another one.\nHerald keeps the targets, the killer scores (KS), the Civ turn and the rank reports. The game needs an\nadministrator who holds no seat (a site administrator, or a host who does not play): the secret-keeper.\nCREATE killer [variant=quick|highlander] [noInnocent] [killedTargetAlwaysCount] [rated] [reportEvery=10] [order=…]\n  Default variant: highlander. order=civA,civB,civC: the target cycle (civA hunts civB … the last hunts civA),\n  by civilization or player name; several cycles joined with "/" (each of 3 or more); checked at START.\n  Default: one random cycle.\nJOIN <game-id> civ=<name>   (one word, unique in the game). At least 3 players.\nover=<relay-id> (at CREATE or START): Killer over a Freeciv relay game; the Civ turn, the power graphs\n  (from the scores) and the destructions to confirm come from its saves; civ= is your nation (or leader)\n  there. TURN is no longer needed; the administrator\'s POWER wins over the scores.\nPlayers (civilizations are named by name — a unique beginning is enough — or seat number):\n  TARGET                       re-send your target, privately\n  KILLED <civ> TURN <n>        report that you destroyed <civ>; held until the administrator confirms\n  NULL AGREE | NULL REFUSE     Highlander with two left: a null result (both win) needs both players and\n                               the administrator; silence until the deadline counts as a refusal\n  RANKS                        the latest rank report\nAdministrator (gets the target cycles at START, every report, kill report and null-result proposal;\nSTATUS shows everything to the administrator):\n  TARGETS                      show who hunts whom\n  TARGETS <civ> <civ> … [/ <civ> …]   set the targets of the living: cycles of 3 or more (civA hunts civB …);\n                               only those whose target changed are told, privately\n  SETTARGET <civ> <target>     <civ> now hunts <target>; <target> takes <civ>\'s old target and\n                               <target>\'s hunter takes <target>\'s old one (each told privately)\n  CONFIRM <id> | REJECT <id>   a held kill report (ids like r3)\n  KILL <killer> <victim> TURN <n>   record a destruction: n between the last recorded kill\'s turn and the\n                               Civ turn (TURN); an earlier one goes in with AMEND\n  AMEND <killer> <victim> TURN <n>  correct the record: <victim> was destroyed by <killer> in turn n (a wrong\n                               killer or turn, or a kill missed); everything after it is re-computed\n  UNDO <victim>                withdraw a recorded destruction: <victim> is back in the game\n                               (AMEND/UNDO: announced as corrections; players whose target or KS changed\n                               are told privately; the next report reflects them; not after the end)\n  TURN <n>                     the Civ game reached turn n; a report falls due at every multiple of reportEvery\n  POWER [TURN <n>] <civ> <civ>=<civ> …   power graph, best first, equal ranks joined with "="; without TURN it\n                               answers the oldest report waiting for one, else the current turn (rated games)\n  REPORT                       a rank report now (rated: needs the power graph of the current turn)\n  FINISH                       end the game (a final report follows)\n  REVISE <civ> <civ>=<civ> …   after the end: a corrected final power graph; mails a "Revised final rank\n                               report" that says it replaces the first (the only way a final report changes:\n                               REPORT and POWER are refused once it is out)\nScoring: destroying your target or your hunter +1 KS; an innocent 0 (No Innocent: -0.5). When a civilization\nfalls, its hunter takes over its target. Quick: the game ends once everyone has played the turn in which a\ntarget was first killed; who killed their own target in that turn wins (told privately, not announced until\nthe end). Highlander: the last one standing wins. Rated reports: equal final ranks share a place.\nResigning counts as destroyed by nobody.',
};

export default en;
