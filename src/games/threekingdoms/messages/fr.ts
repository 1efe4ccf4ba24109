// Three Kingdoms en français : le déroulement, les questions, les erreurs, les vues, l’aide et les variantes
// (ICU MessageFormat ; ids « threekingdoms.… »). Les mots des joueurs : Seigneur, Loyaliste, Rebelle,
// Traître ; PV ; pioche et défausse ; Âme noire ; capitaine et avant en 3v3.
import type { Catalog } from "../../../i18n/msg.ts";

// En 3v3, l’équipe WARM est la rouge et l’équipe COOL la bleue (WARM et COOL restent les réponses à CHOOSE)
const TEAM = "{team, select, warm {rouge} other {bleue}}";
const TEAM_M = "{team, select, warm {rouge} other {bleu}}";
const CARDS = "{n, plural, one {# carte} many {# cartes} other {# cartes}}";

export default {
  // a card named (events), named with the code to type (hands, offered cards), the code alone (commands)
  "threekingdoms.cards.named": "{name} {pip}",
  "threekingdoms.cards.typed": "{name} {pip} ({word}-{rs})",
  "threekingdoms.cards.code": "{word}-{rs}",
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "threekingdoms.title": "Trois Royaumes",
  "threekingdoms.hp": "PV {hp}/{max}",
  "threekingdoms.role.lord": "Seigneur",
  "threekingdoms.role.loyalist": "Loyaliste",
  "threekingdoms.role.rebel": "Rebelle",
  "threekingdoms.role.traitor": "{gender, select, f {Traîtresse} m {Traître} other {Traître}}",
  "threekingdoms.phase":
    "{phase, select, start {préparation} judge {jugement} draw {pioche} play {action} discard {défausse} other {fin}}",
  "threekingdoms.aPlayer": "un joueur",
  "threekingdoms.anotherPlayer": "un autre joueur",
  "threekingdoms.nameRole": "{name} {role}",
  "threekingdoms.nameScore": "{name} {score}",
  "threekingdoms.nameHp": "{name} {hp}",

  "threekingdoms.reshuffled": `La défausse est mélangée et forme une nouvelle pioche (${CARDS}).`,
  "threekingdoms.draws": `{name} pioche ${CARDS}.`,
  "threekingdoms.drawsFor": `{name} pioche ${CARDS} ({why}).`,
  "threekingdoms.youDraw": "Tu pioches {cards}.",
  "threekingdoms.firstHand": "la main de départ",
  "threekingdoms.plays": "{name} joue {card}.",
  "threekingdoms.playsOn": "{name} joue {card} sur {targets}.",
  "threekingdoms.playsPeach": "{name} joue {card} : {hp}.",
  "threekingdoms.drinks": "{name} boit {card} : la prochaine Attaque de ce tour inflige 1 dégât de plus.",
  "threekingdoms.equips": "{name} s’équipe de {card}.",
  "threekingdoms.equipsReplacing": "{name} s’équipe de {card} à la place de {old}.",
  "threekingdoms.placesSelf": "La carte {card} est posée devant {name}.",
  "threekingdoms.places": "{name} pose {card} devant {to}.",
  "threekingdoms.borrowedSword": "{name} joue {card} : {holder} doit attaquer {victim} ou céder son arme.",
  "threekingdoms.harvest.reveals": "Moisson abondante révèle {cards}.",
  "threekingdoms.harvest.leftOver": "Les cartes de la moisson restantes sont défaussées : {cards}.",
  "threekingdoms.discards": "{name} défausse {cards}.",
  "threekingdoms.spearSlash": "l’Attaque de la Lance du serpent",

  "threekingdoms.pick.ask": "{why} : CHOOSE une carte de {from} : {options} (HAND = une carte de sa main au hasard)",
  "threekingdoms.pick.public": "{name} doit choisir une carte de {from} ({why})",
  "threekingdoms.pick.discards": "{why} : {name} défausse {card} de {from}.",
  "threekingdoms.pick.discardsHand": "{why} : {name} défausse {card} de la main de {from}.",
  "threekingdoms.pick.takes": "{why} : {name} prend {card} à {from}.",
  "threekingdoms.pick.takesHand": "{why} : {name} prend une carte de la main de {from}.",
  "threekingdoms.pick.youTake": "Tu prends {card} dans la main de {from}.",
  "threekingdoms.pick.tookYours": "{name} t’a pris {card}.",

  "threekingdoms.turn.begins": "Tour {turn} (manche {round}) : au tour de {name}.",
  "threekingdoms.turn.skipDraw": "{name} saute sa phase de pioche (Pénurie de vivres).",
  "threekingdoms.turn.skipPlay": "{name} saute sa phase d’action (Insouciance).",
  "threekingdoms.turn.skipDiscard": "{name} saute sa phase de défausse (Keji).",
  "threekingdoms.play.ask": "ta phase d’action : PLAY <carte> [-> <joueur> …], ou DONE pour la terminer",
  "threekingdoms.play.public": "phase d’action de {name}",
  "threekingdoms.discard.ask": `ta phase de défausse : limite de main {limit}, DISCARD ${CARDS}`,
  "threekingdoms.discard.public": `{name} doit défausser ${CARDS}`,
  "threekingdoms.delayed.name": "{trick, select, LIGHTNING {la Foudre} INDULGENCE {l’Insouciance} other {la Pénurie de vivres}}",
  "threekingdoms.delayed.judged": "Jugement de {trick} de {name} ({code}).",
  "threekingdoms.delayed.on": "{trick} sur {name}",
  "threekingdoms.delayed.of": "{trick} de {name}",
  "threekingdoms.delayed.escapes": "{name} échappe à {trick}.",
  "threekingdoms.lightning.strikes": "La Foudre frappe {name} !",
  "threekingdoms.lightning.moves": "{card} passe à {name}.",
  "threekingdoms.lightning.stays": "{card} reste chez {name}.",
  "threekingdoms.indulgence.hits": "Pas un cœur : {name} sautera sa phase d’action.",
  "threekingdoms.shortage.hits": "Pas un trèfle : {name} sautera sa phase de pioche.",

  "threekingdoms.damage.taken": "{name} subit {n, plural, one {# dégât} many {# dégâts} other {# dégâts}} ({cause}) : {hp}.",
  "threekingdoms.damage.takenFrom":
    "{name} subit {n, plural, one {# dégât} many {# dégâts} other {# dégâts}} de {from} ({cause}) : {hp}.",
  "threekingdoms.dying.begins":
    "{name} est {gender, select, f {mourante} m {mourant} other {à l’agonie}} ({hp}) : on demande une Pêche à tous à la fois ; la première dans l’ordre du tour sauve.",
  "threekingdoms.dying.jiuyuan": "Jiuyuan : la Pêche d’un personnage de Wu soigne {name} de 1 de plus.",
  "threekingdoms.dying.selfSaves": "{name} se joue {card} : {hp}.",
  "threekingdoms.dying.peach": "{name} joue {card} sur {to} : {hp}.",
  "threekingdoms.dying.noPeach": "{name} ne donne pas de Pêche.",
  "threekingdoms.dying.saved": "{name} est sauvé.",
  "threekingdoms.dying.askSelf":
    "tu es mourant ({hp}) : RESPOND PEACH-…{wine, select, true { ou WINE-…} other {}} pour te sauver, ou PASS",
  "threekingdoms.dying.ask":
    "{gender, select, f {{name} est mourante ({hp}) : RESPOND PEACH-… pour la sauver, ou PASS} m {{name} est mourant ({hp}) : RESPOND PEACH-… pour le sauver, ou PASS} other {{name} est à l’agonie ({hp}) : RESPOND PEACH-… pour lui sauver la vie, ou PASS}}",
  "threekingdoms.dying.public": "des Pêches pour {name}, {gender, select, f {mourante} m {mourant} other {à l’agonie}}",
  "threekingdoms.death.dies": "{name} meurt : {name} était {role}.",
  "threekingdoms.death.killed":
    "{name} meurt ({gender, select, f {tuée par} m {tué par} other {victime de}} {by}) : {name} était {role}.",
  "threekingdoms.death.discarded": "Défaussées : {cards}.",
  "threekingdoms.death.reward": "récompense : {name} était Rebelle",
  "threekingdoms.death.penalty":
    "{name}, le Seigneur, a tué un Loyaliste et défausse toutes ses cartes en main et en équipement{any, select, yes { : {cards}} other {}}.",
  "threekingdoms.win.traitor": "Le Traître {name} gagne : il est le dernier debout.",
  "threekingdoms.win.rebels": "Le Seigneur est mort : les Rebelles gagnent ({names}).",
  "threekingdoms.win.lord": "Tous les Rebelles et Traîtres sont morts : le Seigneur et les Loyalistes gagnent ({names}).",
  "threekingdoms.gameOver": "Partie terminée : {summary}",
  "threekingdoms.identities": "Identités : {list}.",
  "threekingdoms.scores": "Scores (barème de la 4e édition) : {list}.",
  "threekingdoms.scores.v3": "Scores (3v3 : 1 pour chaque joueur de l’équipe gagnante) : {list}.",
  "threekingdoms.resigns": "{name} abandonne.",
  "threekingdoms.deadline": "Délai dépassé pour {name} : {line}.",
  "threekingdoms.auto.list": "Tes réponses automatiques : {rules}.",
  "threekingdoms.auto.none": "Tu n’as pas de réponse automatique.",

  "threekingdoms.err.option": "option {key} : valeur non valable",
  "threekingdoms.err.joinOption": "option de JOIN inconnue : {key} (seulement gender=m|f)",
  "threekingdoms.err.gender": "gender vaut m ou f",
  "threekingdoms.err.players": "Three Kingdoms se joue de 4 à 10 joueurs",
  "threekingdoms.err.traitors": "traitors=2 n’existe qu’à 6 ou 8 joueurs",
  "threekingdoms.err.lordSeat": "lord={lord} : cette place n’existe pas",
  "threekingdoms.err.noSkills": "pas de capacités dans ce mode (la partie se joue sans généraux)",
  "threekingdoms.err.actAs": "agis en tant que joueur (AS <joueur> …)",
  "threekingdoms.err.over": "la partie est terminée",
  "threekingdoms.err.nothingAwaited": "rien n’est attendu pour l’instant",
  "threekingdoms.err.dead": "tu es hors jeu ; tu peux encore suivre la partie",
  "threekingdoms.err.notYourMove": "ce n’est pas à toi : on attend {waiting}",
  "threekingdoms.err.noSeat": "la place {seat} n’existe pas",
  "threekingdoms.err.alreadyOut": "{name} est déjà hors de la partie",
  "threekingdoms.err.notPending": "cette décision n’est plus attendue",
  "threekingdoms.err.noPlayer": "aucun joueur ne s’appelle « {name} »",
  "threekingdoms.err.namedTwice": "{name} est nommé deux fois",
  "threekingdoms.err.noSpear": "il faut la Lance du serpent équipée pour jouer deux cartes comme une Attaque",
  "threekingdoms.err.noSuchCard": "tu n’as pas la carte {card}",
  "threekingdoms.err.noUsableCard": "tu n’as pas de carte {card} utilisable ici",
  "threekingdoms.err.notACode": "« {word} » n’est pas un code de carte (p. ex. ATTAQUE-7S)",
  "threekingdoms.err.spearTwo": "Lance du serpent : nomme exactement deux cartes de ta main",
  "threekingdoms.err.spearWhere": "la Lance du serpent ne répond que quand on demande une Attaque",
  "threekingdoms.err.spearNeeds": "il faut la Lance du serpent et deux cartes en main",
  "threekingdoms.err.oneCard": "joue une carte à la fois",
  "threekingdoms.err.answerOne": "réponds avec une seule carte",
  "threekingdoms.err.cannotUseAs": "{card} ne peut pas servir de {as} (aucune de tes capacités ne le permet)",
  "threekingdoms.err.needsTargets":
    "{label} demande {n, plural, one {une cible} many {# cibles} other {# cibles}} : PLAY {code} -> <joueur>{n, plural, one {} many { <joueur>} other { <joueur>}}",
  "threekingdoms.err.noTarget": "{label} ne prend pas de cible : PLAY {code}",
  "threekingdoms.err.isDead": "{gender, select, f {{name} est morte} m {{name} est mort} other {{name} n’est plus en vie}}",
  "threekingdoms.err.untargetable":
    "{gender, select, f {{name} ne peut pas être ciblée par {card} (une de ses capacités)} m {{name} ne peut pas être ciblé par {card} (une de ses capacités)} other {{card} ne peut pas cibler {name} (une de ses capacités)}}",
  "threekingdoms.err.slashUsed": "tu as déjà joué une Attaque ce tour-ci (seule l’Arbalète permet davantage)",
  "threekingdoms.err.halberd": "Hallebarde céleste : nomme de 1 à 3 cibles",
  "threekingdoms.err.slashSelf": "tu ne peux pas t’attaquer toi-même",
  "threekingdoms.err.outOfRange": "{name} est hors de ta portée d’attaque (distance {d}, portée {r})",
  "threekingdoms.err.dodgeOnly": "une Esquive ne se joue qu’en réponse à une Attaque ou à une Pluie de flèches",
  "threekingdoms.err.nullifyOnly": "une Annulation ne se joue qu’en réponse à une ruse (quand on te le demande)",
  "threekingdoms.err.peachSelf": "pendant ton tour, une Pêche ne soigne que toi",
  "threekingdoms.err.notWounded": "tu n’as perdu aucun PV",
  "threekingdoms.err.oneWine": "un seul Vin par tour",
  "threekingdoms.err.targetSelf": "tu ne peux pas te cibler toi-même avec {card}",
  "threekingdoms.err.noCards": "{name} n’a pas de cartes",
  "threekingdoms.err.snatchDistance": "le Vol demande une distance de 1 ; {name} est à distance {d}",
  "threekingdoms.err.shortageDistance": "la Pénurie de vivres demande une distance de 1 ; {name} est à distance {d}",
  "threekingdoms.err.swordFirst": "Épée d’emprunt : le premier joueur nommé doit être quelqu’un d’autre, armé",
  "threekingdoms.err.noWeapon": "{name} n’a pas d’arme",
  "threekingdoms.err.notInRange": "{name} n’est pas à portée d’attaque de {of}",
  "threekingdoms.err.lightningSelf": "la Foudre se pose devant toi",
  "threekingdoms.err.hasLightning": "tu as déjà une Foudre",
  "threekingdoms.err.delayedOther":
    "{trick, select, INDULGENCE {l’Insouciance} other {la Pénurie de vivres}} se pose devant un autre joueur",
  "threekingdoms.err.alreadyHas": "{name} a déjà {trick, select, INDULGENCE {une Insouciance} other {une Pénurie de vivres}}",
  "threekingdoms.err.playPhase": "c’est ta phase d’action : PLAY <carte> [-> <joueur>] ou DONE",
  "threekingdoms.err.discardFirst": `d’abord DISCARD ${CARDS} (ta limite de main est égale à tes PV)`,
  "threekingdoms.err.discardExactly": `défausse exactement ${CARDS}`,
  "threekingdoms.err.doesNotAnswer": "{card} ne répond pas à ceci : il faut {needed}",
  "threekingdoms.err.chooseOneOf": "choisis parmi : {options}",
  "threekingdoms.err.v3Clash":
    "mode=3v3 ne se combine pas avec {options} (le 3v3 a ses propres équipes, sa sélection et sa victoire)",
  "threekingdoms.err.v3Players": "mode=3v3 demande exactement 6 joueurs (deux équipes de trois)",
  "threekingdoms.err.protectSeries":
    "protect=on demande series=on : il protège dans une donne le premier éliminé de la précédente",
  "threekingdoms.err.protectDarksouls":
    "protect=on et darksouls=on ne se combinent pas : la protection du premier éliminé est la règle des parties sans Âmes noires",
  "threekingdoms.err.reincarnationDarksouls":
    "reincarnation=on et darksouls=on ne se combinent pas : un mort revient ou devient une Âme noire",
  "threekingdoms.err.reincarnationGenerals":
    "reincarnation=on demande generals=on : un joueur revient en général du même royaume",
  "threekingdoms.err.noReincarnation": "pas de sacrifice sans reincarnation=on",
  "threekingdoms.err.rebornSacrifice": "un joueur revenu ne peut pas sacrifier",
  "threekingdoms.err.sacrificedThisRound": "tu as déjà sacrifié une carte cette manche",
  "threekingdoms.err.notDead":
    "{gender, select, f {{name} n’est pas morte} m {{name} n’est pas mort} other {{name} est toujours en vie}}",
  "threekingdoms.err.stuck": "{name} ne peut plus recevoir de sacrifices (plus aucun général de son royaume)",
  "threekingdoms.err.sacrificeUsage": "SKILL SACRIFICE <carte> -> <joueur mort>",
  "threekingdoms.err.autoRule": "règle AUTO inconnue « {rule} » : utilise {rules}, OFF <règle>, CLEAR ou LIST",
  "threekingdoms.err.nameTwo": "nomme les deux cartes : SPEAR <carte> <carte>",
  "threekingdoms.err.nameCard": "nomme une carte, p. ex. ATTAQUE-7S",
  "threekingdoms.err.notACodeLong":
    "« {word} » n’est pas un code de carte (les cartes s’écrivent ATTAQUE-7S, ESQUIVE-2H, PECHE-QD)",
  "threekingdoms.err.chooseWhat": "CHOOSE quoi ? p. ex. CHOOSE PECHE-3H",
  "threekingdoms.err.discardWhich": "DISCARD quelles cartes ? p. ex. DISCARD ATTAQUE-7S ESQUIVE-2H",

  "threekingdoms.general.offer": "\n- {code} : {title}",
  "threekingdoms.skill.line": "\n  {title}{lord, select, yes { (capacité de Seigneur)} other {}} : {text}",
  "threekingdoms.general.yourOffer": "Tes généraux au choix :",
  "threekingdoms.general.lordOffer": "Tu es le Seigneur. Tes généraux au choix :",
  "threekingdoms.general.ask": "choisis ton général : CHOOSE {options}",
  "threekingdoms.general.public": "{name} doit choisir un général",
  "threekingdoms.general.lordChooses": "{name}, le Seigneur, choisit {general}.",
  "threekingdoms.general.youChose": "Tu as choisi {general} ; les choix sont révélés ensemble.",
  "threekingdoms.general.revealed": "Les généraux sont révélés : {list}.",
  "threekingdoms.general.isGeneral": "{name} est {general}",
  "threekingdoms.general.isGeneralByDefault": "{name} est {general} (par défaut : pas de choix à temps)",
  "threekingdoms.waitingMany": "{names}, chacun pour choisir",

  "threekingdoms.series.dealOver": "La donne {game} sur {of} est terminée : {summary}",
  "threekingdoms.series.scores": "\nScores de cette donne : {deal}. Totaux de la série : {totals}.",
  "threekingdoms.series.nextDeal":
    "\nLa donne {game} sur {of} commence : {lord} est le Seigneur. Les nouvelles identités et mains sont envoyées en privé.",
  "threekingdoms.series.protected":
    "\n{gender, select, f {{name}, première éliminée de la donne {game}, est protégée : elle garde une goutte de sang jusqu’à ce qu’un autre soit éliminé ou qu’elle attaque.} m {{name}, premier éliminé de la donne {game}, est protégé : il garde une goutte de sang jusqu’à ce qu’un autre soit éliminé ou qu’il attaque.} other {Première élimination de la donne {game} : {name} bénéficie d’une protection et garde une goutte de sang jusqu’à la prochaine élimination ou sa première attaque.}}",
  "threekingdoms.series.ends":
    "la série de {n, plural, one {# donne} many {# donnes} other {# donnes}} se termine (dernière donne : {last}) ; meilleur total {best}",
  "threekingdoms.seriesTable":
    "La série est terminée{mode, select, none {} other { ({mode})}}. Scores par donne (barème de la 4e édition) :\n{head}\n{rows}\n{total}",
  "threekingdoms.seriesTable.head": "Donne Seig.{pad} {names}",
  "threekingdoms.seriesTable.total": "Totaux{pad}  {totals}",

  "threekingdoms.finalThree.begins":
    "Les trois derniers : il ne reste que {n} joueurs à la manche {round}. À partir de la manche {from}, chaque joueur vivant perd 1 PV au début de chaque manche.",
  "threekingdoms.finalThree.spared":
    "Les trois derniers, manche {round} : tout le monde est à 1 PV et serait éliminé en même temps, donc personne ne perd de PV cette manche.",
  "threekingdoms.finalThree.loss": "Les trois derniers, manche {round} : chaque joueur vivant perd 1 PV ({list}).",
  "threekingdoms.protect.ends": "{name} n’est plus protégé : {why}.",
  "threekingdoms.protect.drop": "{name} garde une goutte de sang (protection du premier éliminé) : PV 1/{max}.",
  "threekingdoms.protect.whyOut": "{gender, select, f {{name} est éliminée} m {{name} est éliminé} other {{name} est hors jeu}}",
  "threekingdoms.protect.whyAttacked": "il a attaqué avec {card, select, SLASH {une Attaque} other {un Duel}}",
  "threekingdoms.protect.whyDamage": "il a infligé des dégâts à {name}",
  "threekingdoms.sacrifice.public": "{name} sacrifie une carte à {to} ({n} sur {of}).",
  "threekingdoms.sacrifice.gave": "Tu as donné {card} à {to}.",
  "threekingdoms.sacrifice.got": "{name} t’a donné {card}.",
  "threekingdoms.sacrifice.stuck":
    "Plus aucun général libre du royaume de {name} : {name} garde les cartes mais ne peut plus recevoir de sacrifices.",
  "threekingdoms.sacrifice.comesBack":
    "{name} revient en {general} avec 1 PV (réincarnation){old, select, none {} other { ; {old} retourne à la pile}}. {gender, select, f {{name} compte toujours comme éliminée pour la victoire.} m {{name} compte toujours comme éliminé pour la victoire.} other {Pour la victoire, {name} reste hors course.}}",
  "threekingdoms.soul.hostDead": "{gender, select, f {{name} est morte} m {{name} est mort} other {{name} n’est plus en vie}}",
  "threekingdoms.soul.cardDiscarded": "La carte de {soul} est défaussée : {cards}.",
  "threekingdoms.soul.goneWhy": "L’Âme noire de {name} ({soul}) disparaît : {why}.",
  "threekingdoms.soul.gone": "L’Âme noire de {name} ({soul}) disparaît.",
  "threekingdoms.soul.arhatTakes": "L’Âme noire de {name} (Arhat) encaisse 1 des dégâts infligés à {host}, et disparaît.",
  "threekingdoms.soul.arhatDiscards": "{name} défausse {cards} (Arhat).",
  "threekingdoms.soul.arhatAsk": "Arhat a encaissé 1 dégât pour toi : DISCARD 1 carte de ta main",
  "threekingdoms.soul.arhatPublic": "{name} doit défausser 1 carte (Arhat)",
  "threekingdoms.soul.possesses": "L’Âme noire de {name} ({soul}) possède {host}.",
  "threekingdoms.soul.possessAsk": "tu es hors jeu : ton Âme noire ({soul}) possède un joueur vivant : CHOOSE <joueur>",
  "threekingdoms.soul.possessPublic": "l’Âme noire de {name} doit choisir qui posséder",
  "threekingdoms.soul.xuanwuCard": "La carte de Xuanwu : {cards}.",
  "threekingdoms.soul.xuanwuDraws": "Xuanwu pioche une carte, face cachée.",
  "threekingdoms.soul.xuanwuSwaps":
    "L’Âme noire de {name} (Xuanwu) échange sa carte contre une carte de la main de {host}, prise à l’aveugle, qui est défaussée : {cards}.",
  "threekingdoms.soul.xuanwuGave": "Xuanwu t’a donné {cards}.",
  "threekingdoms.soul.xuanwuAsk":
    "la phase d’action de {host} commence : CHOOSE USE pour échanger la carte de Xuanwu contre une carte de sa main prise à l’aveugle, ou PASS",
  "threekingdoms.soul.yusukeOrders": "L’Âme noire de {name} (Yusuke) ordonne à {host} de défausser sa main : {cards}.",
  "threekingdoms.soul.yusukeAsk":
    "la phase d’action de {host} commence : CHOOSE USE pour qu’il défausse sa main et pioche autant de cartes (Yusuke), ou PASS",
  "threekingdoms.soul.actPublic": "l’Âme noire de {name} ({soul}) doit agir ou passer",
  "threekingdoms.soul.darkSoul": "Âme noire",
  "threekingdoms.soul.darkSoulText": "l’Âme noire d’un joueur mort agit pour lui",
  "threekingdoms.soul.name": "{soul}",
  "threekingdoms.finalThree.title": "Les trois derniers",
  "threekingdoms.finalThree.text": "les trois derniers perdent des PV à chaque manche",

  "threekingdoms.v3.win":
    "Le capitaine de l’équipe {loser, select, warm {rouge} other {bleue}} ({dead}) est hors jeu : l’équipe " +
    TEAM +
    " gagne ({names}).",
  "threekingdoms.v3.killReward":
    "3v3 : chaque élimination fait piocher 3 cartes ; {gender, select, f {{name} a été tuée} m {{name} a été tué} other {{name} a perdu la vie}}",
  "threekingdoms.v3.direction":
    "3v3 : nomme le premier personnage atteint, un de tes voisins vivants ({names}), ou personne pour l’ordre du tour",
  "threekingdoms.v3.firstPicker":
    "{name} (capitaine de l’équipe rouge) laisse le capitaine de l’équipe " + TEAM + " choisir en premier.",
  "threekingdoms.v3.pool": "les généraux de la sélection (étape 4), 16 face visible :",
  "threekingdoms.v3.whoPicksFirst": "\nquel capitaine choisit en premier ? CHOOSE WARM (équipe rouge) | COOL (équipe bleue)",
  "threekingdoms.v3.whoPicksFirstPublic": "{name} (capitaine de l’équipe rouge) doit dire quel capitaine choisit en premier",
  "threekingdoms.v3.picks": "{name} (capitaine de l’équipe " + TEAM + ") prend {general}.",
  "threekingdoms.v3.pickAsk": "prends un général ({i} sur {n} cette fois) : CHOOSE parmi",
  "threekingdoms.v3.pickPublic": "{name} (capitaine de l’équipe " + TEAM + ") doit prendre un général",
  "threekingdoms.v3.willBe": "{name} sera {general}.",
  "threekingdoms.v3.placeAsk":
    "place tes généraux (étape 8, secret jusqu’à ce que les deux capitaines aient placé) : le général de {name} ({coach, select, yes {capitaine, +1 PV} other {avant}}) : CHOOSE parmi {options}",
  "threekingdoms.v3.placePublic": "{name} (capitaine de l’équipe " + TEAM + ") doit placer ses généraux",
  "threekingdoms.v3.sideFirst": "{name} (capitaine de l’équipe bleue) décide que le camp " + TEAM_M + " agit en premier.",
  "threekingdoms.v3.sideFirstAsk": "quel camp agit en premier ? CHOOSE WARM (rouge) | COOL (bleu)",
  "threekingdoms.v3.sideFirstPublic": "{name} (capitaine de l’équipe bleue) doit dire quel camp agit en premier",
  "threekingdoms.v3.actAsk": "ton camp agit : CHOOSE COACH (ton tour) | FORWARDS (les tours des deux avants, l’un après l’autre)",
  "threekingdoms.v3.actPublic": "{name} (capitaine de l’équipe " + TEAM + ") doit choisir qui agit",
  "threekingdoms.v3.sideActs": "Le camp " + TEAM_M + " agit : {first}{second, select, none {} other { puis {second}}}.",
  "threekingdoms.v3.shown": "Les généraux sont montrés : {list}.",
  "threekingdoms.v3.view.teams":
    "3v3 : équipe rouge (cartes de Seigneur et de Loyaliste) : {warmCoach} (capitaine), {warm} ; équipe bleue (cartes de Traître et de Rebelle) : {coolCoach} (capitaine), {cool}.",
  "threekingdoms.v3.view.draft":
    "Sélection : choix du capitaine de l’équipe rouge : {warm} ; choix du capitaine de l’équipe bleue : {cool}.",
  "threekingdoms.v3.view.pool": "Restent à choisir : {pool}.",
  "threekingdoms.v3.view.toAct": "Cartes d’identité tournées : {turned}. Le camp " + TEAM_M + " a le droit d’agir.",

  "threekingdoms.view.none": "(aucun)",
  "threekingdoms.view.noneTurned": "aucune",
  "threekingdoms.view.empty": "(vide)",
  "threekingdoms.view.series": "Série : donne {game} sur {of} ; totaux des donnes terminées : {totals}.",
  "threekingdoms.view.over": "Partie terminée : {summary}",
  "threekingdoms.view.turn": "Tour {turn} (manche {round}) : phase de {phase} de {name}. Pioche {deck}, défausse {discard}{top}.",
  "threekingdoms.view.discardTop": " (dessus {card})",
  "threekingdoms.view.table": "Autour de la table, dans l’ordre du tour depuis le Seigneur :",
  "threekingdoms.view.player": "{seat}. {name}{role}{general} : {state}",
  "threekingdoms.view.general": " {general}",
  "threekingdoms.view.sep": " ; ",
  "threekingdoms.view.whoWhat": "{name} : {what}",
  "threekingdoms.view.role": " [{role}]",
  "threekingdoms.view.alive": `PV {hp}/{max}, ${CARDS}`,
  "threekingdoms.view.dead": "{gender, select, f {morte} m {mort} other {hors jeu}}",
  "threekingdoms.view.deadSacrificed":
    "hors jeu, {n, plural, one {# carte sacrifiée} many {# cartes sacrifiées} other {# cartes sacrifiées}}",
  "threekingdoms.view.equipment": "équipement : {cards}",
  "threekingdoms.view.judgement": "jugement : {cards}",
  "threekingdoms.view.judgeAs": "{card} (comme {as})",
  "threekingdoms.view.hand": "main : {cards}",
  "threekingdoms.view.onTable": "Sur la table : {cards}",
  "threekingdoms.view.harvest": "Moisson : {cards}",
  "threekingdoms.view.waiting": "On attend : {who}",
  "threekingdoms.view.youAre": "Tu es {name} (place {seat}), {role}.",
  "threekingdoms.view.yourHand": "Ta main : {cards}",
  "threekingdoms.view.yourAuto": "Tes réponses automatiques : AUTO {rules}",
  "threekingdoms.view.deckOrder": "Pioche (du dessus) : {cards}",
  "threekingdoms.picture.hp": "PV",
  "threekingdoms.picture.dead": "{gender, select, f {morte} m {mort} other {hors jeu}}",

  "threekingdoms.help.generals":
    "\nGénéraux (code : nom, royaume, PV ; capacités, les actives s’utilisent avec SKILL <capacité>) :",
  "threekingdoms.help.general": `\n{code} : {name}, {kingdom}{female, select, yes {, femme} other {}}, {hp} PV ; {skills}`,
  "threekingdoms.help.lordSkill": "{skill} (capacité de Seigneur)",
  "threekingdoms.help": HELP_FR(),
} satisfies Catalog;

function HELP_FR(): string {
  return `Three Kingdoms (Sanguosha), mode identités, avec les 25 généraux de base (option de CREATE generals=on, par défaut)
ou sans (generals=off : tout le monde à 4 PV, le Seigneur à 5 à partir de 5 joueurs, pas de capacités).
Identités : le Seigneur est connu de tous ; les Loyalistes le protègent, les Rebelles veulent sa mort, le Traître veut être le dernier en vie.
Généraux : le Seigneur choisit d’abord parmi Cao Cao, Liu Bei, Sun Quan et 2 au hasard (montrés à tous) ; chacun des autres en
  reçoit 3 (2 à 10 joueurs) et choisit en secret ; tous sont révélés ensemble. Les PV sont ceux du général ; le Seigneur +1 (pas
  à 4 joueurs) ; le sexe est celui du général. CHOOSE <code du général> ; à l’échéance, le premier proposé est pris.
Places : les places autour de la table sont tirées au START à partir de la graine de la partie (ton numéro de place reste ton
  ordre d’arrivée) ; les courriels listent les joueurs autour de la table dans l’ordre du tour, depuis le Seigneur (qui commence).
Tour : préparation, jugement, pioche de 2, action (une Attaque par tour), défausse jusqu’à tes PV, fin.
Commandes : PLAY <carte> [-> <joueur> …] (p. ex. PLAY ATTAQUE-7S -> Bob ; PLAY EPEE-EMPRUNTEE-QC -> Ann Bob ; PLAY SPEAR <carte> <carte> -> Bob avec la Lance du serpent)
  PLAY <carte> AS <nom> -> <joueur> quand une capacité permet d’utiliser une carte comme une autre (Wusheng, Longdan, Qixi)
  RESPOND <carte> ou PASS quand on te le demande (Esquive, Attaque, Pêche, Annulation ; une carte convertie par une capacité répond aussi) ;
  DISCARD <carte> … ; DONE termine ta phase d’action ; CHOOSE <carte|HAND|ICE|général|joueur|option> quand on te le demande ;
  SKILL <capacité> [<carte> …] [-> <joueur> …] utilise une capacité active pendant ta phase d’action (p. ex. SKILL KUROU) ;
  AUTO ESQUIVE | ATTAQUE | JAMAIS-ANNULER | ANNULER-SI-CIBLE | JAMAIS-GUICAI | PASSER, AUTO ARRÊT <règle>, AUTO EFFACER, AUTO LISTE
  (réponses automatiques ; aussi en anglais : dodge | slash | never-nullify | nullify-if-target | never-guicai | pass, OFF, CLEAR, LIST).
À chaque fenêtre de réponse (Esquive, Pêche, Annulation…), tout joueur vivant qui pourrait répondre est interrogé, quoi qu’il ait
  en main : être interrogé ne révèle donc rien ; AUTO répond aussitôt de la même façon, avec ou sans la carte.
Les cartes se nomment par les codes de ta main (NOM-<valeur><couleur>, p. ex. ESQUIVE-2H, PECHE-QD, ANNULATION-JS).
Options : generals=on|off, traitors=2 (6 ou 8 joueurs), maneuvering (ajoute le Vin et la Pénurie de vivres), lord=<place>
  (le premier Seigneur), series (une donne par joueur, le Seigneur tourne ; les scores s’additionnent, le meilleur total gagne).
  Les scores de chaque partie (barème de la 4e édition) sont envoyés à la fin ; une série se termine par un tableau des scores par donne.
Variantes des règles (options de CREATE, désactivées par défaut ; voir docs/three-kingdoms.md) :
  finalthree=on : quand il ne reste que trois joueurs (à partir de la manche R, celle où l’antépénultième est tombé), chaque
    joueur vivant perd 1 PV au début de chaque manche à partir de la manche R+4 (après trois manches complètes), tous en même
    temps. C’est une perte de PV, pas des dégâts : pas de source, pas de capacité de dégâts, pas de récompense pour une mort ainsi.
    Les mourants sont traités un par un dans l’ordre du tour depuis le Seigneur (les Pêches sauvent). Si tous ceux qui restent
    sont à 1 PV, personne ne perd de PV cette manche (ils seraient éliminés ensemble : ils passent à la manche suivante). Cela
    continue à deux joueurs.
  protect=on (demande series=on) : le premier éliminé d’une donne est protégé à la donne suivante : quand il serait mourant, il
    garde une goutte de sang (1 PV, sans demander de Pêches), jusqu’à ce qu’un autre joueur soit éliminé ou qu’il attaque (joue
    une Attaque ou un Duel sur un autre joueur, ou lui inflige des dégâts). Pas avec darksouls.
  reincarnation=on (demande generals=on) : un joueur mort reste à la table. Pendant ta phase d’action, une fois par manche,
    tu peux lui donner une carte de ta main face cachée : SKILL SACRIFICE <carte> -> <joueur>. À 4 cartes sacrifiées
    (3 à 4 ou 5 joueurs), il revient aussitôt avec ces cartes en main et 1 PV, en général libre tiré au hasard du royaume de son
    général (n’importe quel royaume pour un Qun). Un joueur revenu compte comme éliminé pour la victoire et les scores, ne peut pas
    sacrifier, et le tuer ne donne ni récompense ni pénalité ; il peut revenir encore. S’il ne reste aucun général de son royaume,
    il garde les cartes mais ne reçoit plus de sacrifices.
  darksouls=on : quand un Loyaliste, un Rebelle ou un Traître meurt, son Âme noire possède un joueur vivant : le mort reçoit la
    question CHOOSE <joueur>. Arhat (celle d’un Loyaliste) encaisse 1 des prochains dégâts de son hôte, qui défausse ensuite une
    carte de sa main. Xuanwu (celle d’un Rebelle) pioche une carte face cachée ; au début de chaque phase d’action de son hôte,
    elle peut CHOOSE USE (ou PASS) pour l’échanger contre une carte de la main de l’hôte prise à l’aveugle, qui est défaussée.
    Yusuke (celle d’un Traître) : au début de chaque phase d’action de son hôte, elle peut CHOOSE USE (ou PASS) pour lui faire
    défausser sa main et piocher autant de cartes. Chaque âme agit une fois et disparaît avec son hôte. Pas avec reincarnation
    ni protect.
  mode=3v3 : exactement 6 joueurs en deux équipes : places 1-3 (ordre d’arrivée) et 4-6, les places 1 et 4 étant les
    capitaines. Un tirage fait d’une équipe la rouge (WARM ; capitaine : la carte de Seigneur ; avants : cartes de Loyaliste) et de l’autre
    la bleue (COOL ; Traître, Rebelles) ; les identités sont publiques. Chaque capitaine est assis entre ses avants. Sélection : 16
    généraux sont montrés (les 9 autres jamais) ; le capitaine rouge dit quel capitaine choisit en premier (CHOOSE WARM | COOL) ;
    les capitaines choisissent 1-2-2-2-2-2-2-2-1 (CHOOSE <général>, un à la fois) ; puis chaque capitaine place en secret trois
    de ses huit comme capitaine, avant A et avant B (CHOOSE, trois fois), montrés ensemble une fois que les deux ont placé.
    Capitaines +1 PV et PV max ; pas de capacités de Seigneur ; pas de Foudre (mise de côté) ; 4 cartes chacun. Le capitaine
    bleu dit quel camp agit en premier (CHOOSE WARM | COOL). Les camps agissent à tour de rôle : leur capitaine choisit COACH
    (un tour) ou FORWARDS (chaque avant vivant dont la carte est droite joue un tour, l’un après l’autre). Une carte est tournée
    au début de son tour ; quand toutes les cartes vivantes sont tournées, toutes se redressent ; un camp sans carte droite cède
    le droit à l’autre. La première action est celle d’un capitaine. Invasion barbare, Pluie de flèches, Jardin des pêchers et
    Moisson abondante tournent dans le sens que nomme leur utilisateur : PLAY <carte> -> <voisin> (le premier atteint), ou sans
    nom pour l’ordre du tour. Chaque élimination fait piocher 3 cartes, même celle d’un coéquipier. La partie s’arrête quand un
    capitaine meurt : l’autre équipe gagne. Pas avec series, lord, traitors=2, generals=off ni les autres variantes.`;
}
