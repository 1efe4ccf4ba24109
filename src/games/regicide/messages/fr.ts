// Regicide en français, avec les mots des joueurs de l’édition française : le Château, la Taverne, le
// Bouffon, passer (yield), la défausse, les cœurs, carreaux, trèfles et piques. Les commandes (PLAY,
// YIELD…) et les codes des cartes restent tels quels.
import type { Catalog } from "../../../i18n/msg.ts";

const CARTES = (v: string) => `{${v}, plural, one {# carte} many {# cartes} other {# cartes}}`;

export const fr: Catalog = {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "regicide.title": "Regicide",
  "regicide.sp": "{a} {b}",
  "regicide.nl": "{a}\n{b}",
  "regicide.none": "(aucune)",
  "regicide.jester": "Bouffon",

  "regicide.help": `Regicide — coopératif : les joueurs battent ensemble les 12 ennemis du Château (les Valets, puis les Dames, puis les Rois).
À ton tour : PLAY <carte> [<carte> …] ou YIELD (passer). Coups permis : une carte ; un combo de 2 à 4 cartes
de même valeur totalisant 10 ou moins (5H 5D, 2C 2D 2S) ; un As (compagnon animal) avec une autre carte (AH 9S) ;
un Bouffon seul (PLAY JESTER).
Valeurs : A=1, 2 à 10, J=10, Q=15, K=20 (ennemis vaincus piochés dans la Taverne), Bouffon 0.
Pouvoirs des couleurs (X = valeur jouée ; un ennemi est immunisé contre sa propre couleur tant qu’aucun Bouffon
n’est joué) :
  ♥ cœurs : X cartes de la défausse mélangée passent sous la Taverne ; ♦ carreaux : pioche X cartes à tour de
  rôle autour de la table ; ♣ trèfles : dégâts doublés ; ♠ piques : bouclier, l’attaque de l’ennemi baisse de X
  jusqu’à ce qu’il soit vaincu.
Dégâts ≥ points de vie : l’ennemi est vaincu et tu rejoues ; pile ses points de vie : il va sur la Taverne.
Sinon l’ennemi t’attaque : DISCARD des cartes valant au moins son attaque moins le bouclier.
Après un Bouffon : NEXT <joueur> désigne qui joue ensuite. Interdit de passer (YIELD) si tous les autres ont
passé à leur dernier tour.
En solo : main de 8, pas de YIELD ; FLIP d’un Bouffon (deux fois par partie) : défausse ta main et pioche 8.
Options : ruleset=official (par défaut) ou ruleset=seed (2 à 4 joueurs ; un coup fatal exact demande TAVERN YES|NO) ;
late=pause (par défaut : un délai dépassé met la partie en pause et l’hôte est prévenu) ou late=play (Herald joue
le coup permis le plus passif : passer si c’est permis, sinon la plus petite carte ; la défausse la moins chère).`,

  "regicide.errCardsNeeded": "{verb} demande des cartes, par exemple {verb} 7H ou {verb} 5H 5D",
  "regicide.errNotACard": "« {text} » n’est pas une carte : écris la valeur puis la couleur, par exemple 7H, 10S, QC ou JESTER",
  "regicide.errTakesNothing": "{verb} s’écrit seul, sans rien après",
  "regicide.errNextNeedsPlayer": "NEXT demande un joueur : NEXT <nom ou place>",
  "regicide.errTavernYesNo": "écris TAVERN YES ou TAVERN NO",
  "regicide.errUnknownOption": "option inconnue « {option} » : Regicide n’accepte que ruleset=official|seed et late=pause|play",
  "regicide.errLate": "late vaut pause ou play, pas « {value} »",
  "regicide.errRuleset": "ruleset vaut official ou seed, pas « {value} »",
  "regicide.errPlayers": "Regicide (règles {ruleset}) se joue de {min} à 4 joueurs, pas {n}",

  "regicide.errOneJester": "tu n’as qu’un seul Bouffon",
  "regicide.errNoJester": "tu n’as pas de Bouffon",
  "regicide.errNamedTwice": "{card} est nommée deux fois",
  "regicide.errNotHeld": "tu n’as pas {card}",
  "regicide.errPlayEmpty": "PLAY demande au moins une carte (ou YIELD)",
  "regicide.errJesterAlone": "un Bouffon se joue seul",
  "regicide.errAceCombo":
    "un As s’associe à exactement une autre carte et n’entre jamais dans un combo : {cards}, cela fait " + CARTES("n"),
  "regicide.errComboRank": "un combo demande des cartes de même valeur : {cards}",
  "regicide.errComboTotal": "un combo doit totaliser 10 ou moins : {sum}={value}",
  "regicide.errGameOver": "la partie est terminée",
  "regicide.errAdminAs": "un administrateur doit agir AS l’un des joueurs",
  "regicide.errNotPlaying": "tu ne joues pas dans cette partie",
  "regicide.errNotYourTurn": "ce n’est pas à toi : on attend {name}",
  "regicide.needPlay": "tu dois maintenant jouer (PLAY) ou passer (YIELD)",
  "regicide.needDiscard": "tu dois maintenant défausser (DISCARD) des cartes valant {n} ou plus",
  "regicide.needNext": "tu dois désigner qui joue ensuite : NEXT <joueur>",
  "regicide.needTavern": "réponds d’abord TAVERN YES ou TAVERN NO",
  "regicide.errSoloYield": "on ne peut pas passer en solo",
  "regicide.errYieldAll": "tu ne peux pas passer : tous les autres joueurs ont passé à leur dernier tour",
  "regicide.errNoDamage": "il n’y a pas de dégâts à subir maintenant : PLAY ou YIELD",
  "regicide.errDiscardEmpty": "DISCARD demande des cartes valant {n} ou plus",
  "regicide.errDiscardShort": "{cards} vaut {worth} ; tu dois défausser {n} ou plus",
  "regicide.errNextOnlyJester": "NEXT ne vient qu’après un Bouffon",
  "regicide.errFlipSolo": "FLIP n’existe qu’en solo",
  "regicide.errNoFlip": "les deux Bouffons sont utilisés : plus de FLIP",
  "regicide.errTavernNone": "TAVERN répond à un coup fatal exact, et il n’y en a aucun",
  "regicide.errTavernOfficial":
    "TAVERN n’est demandé qu’avec ruleset=seed : selon les règles officielles, un ennemi vaincu pile va toujours sur la Taverne",
  "regicide.errNoSeat": "il n’y a pas de place {seat}",
  "regicide.errAmbiguous": "« {text} » peut désigner {names}",
  "regicide.errNoPlayer": "aucun joueur ne s’appelle « {text} »",
  "regicide.errStale": "cette décision n’est plus attendue",
  "regicide.errLatePause": "Regicide attend ses joueurs (late=pause) : l’hôte décide",
  "regicide.errNoDefault": "aucun coup par défaut n’est possible",

  "regicide.begins": "La partie commence : le premier ennemi est {enemy}.",
  "regicide.played": "{name} a joué {cards} ({x}) contre l’ennemi {enemy}.",
  "regicide.immune": "L’ennemi {enemy} est immunisé contre {suit}.",
  "regicide.hearts":
    "Cœurs : {n, plural, one {# carte de la défausse passe} many {# cartes de la défausse passent} other {# cartes de la défausse passent}} sous la Taverne.",
  "regicide.diamonds": "Carreaux : {n, plural, one {# carte piochée} many {# cartes piochées} other {# cartes piochées}}.",
  "regicide.diamondsBy":
    "Carreaux : {n, plural, one {# carte piochée} many {# cartes piochées} other {# cartes piochées}} ({who}).",
  "regicide.spades": "Piques : bouclier de {n}.",
  "regicide.takes": "L’ennemi {enemy} subit {n} dégâts ({damage}/{health}).",
  "regicide.attacks": "L’ennemi {enemy} attaque {name} pour {n}.",
  "regicide.attacksZero": "L’ennemi {enemy} attaque pour 0 grâce au bouclier.",
  "regicide.defeated": "L’ennemi {enemy} est vaincu.",
  "regicide.defeatedExact": "L’ennemi {enemy} est vaincu pile.",
  "regicide.won": "Le dernier Roi est vaincu : {solo, select, yes {victoire du joueur !} other {victoire des joueurs !}}",
  "regicide.tavernAsk": "{name} décide s’il va face cachée sur la Taverne (TAVERN YES|NO).",
  "regicide.toTavern": "L’ennemi {enemy} va face cachée sur la Taverne.",
  "regicide.newEnemy": "Nouvel ennemi : {enemy}. {name} rejoue.",
  "regicide.jesterPlayed":
    "{name} a joué un Bouffon : l’ennemi {enemy} perd son immunité contre {suit} ; pas d’attaque ce tour-ci. {name} désigne qui joue ensuite (NEXT <joueur>).",
  "regicide.jesterPlayedSpades":
    "{name} a joué un Bouffon : l’ennemi {enemy} perd son immunité contre {suit} (les piques déjà joués font maintenant un bouclier de {n}) ; pas d’attaque ce tour-ci. {name} désigne qui joue ensuite (NEXT <joueur>).",
  "regicide.yielded": "{name} a passé.",
  "regicide.discarded": "{name} a défaussé {cards} ({worth}) pour subir {n} dégâts.",
  "regicide.chose": "{name} a désigné {next} pour jouer ensuite.",
  "regicide.flipped":
    "{name} a retourné un Bouffon : main de " +
    CARTES("thrown") +
    " défaussée, {drawn, plural, one {# carte piochée} many {# cartes piochées} other {# cartes piochées}} ({left, plural, one {# FLIP restant} many {# FLIP restants} other {# FLIP restants}}).",
  "regicide.tavernYes": "{name} met l’ennemi {enemy} sur la Taverne.",
  "regicide.tavernNo": "{name} ne met pas l’ennemi {enemy} sur la Taverne.",
  "regicide.resigned": "{name} a abandonné.",
  "regicide.lost": "Les joueurs ont perdu : {reason}.",
  "regicide.reasonNoCardNoYield": "{name} n’a aucune carte à jouer et ne peut pas passer",
  "regicide.reasonNoCard": "{name} n’a aucune carte à jouer",
  "regicide.reasonCannotCover": "{name} ne peut pas encaisser {n} dégâts avec une main qui vaut {worth}",
  "regicide.reasonLastKing": "le dernier Roi est vaincu",
  "regicide.reasonResigned": "{name} a abandonné, et l’équipe perd la partie de Regicide",
  "regicide.youDrew": "Tu as pioché : {cards}",

  "regicide.whatEmptyYield": "à toi : ta main est vide, YIELD",
  "regicide.whatEmptyFlip": "à toi : ta main est vide, FLIP d’un Bouffon",
  "regicide.whatPlayOrYield": "à toi : PLAY <cartes> ou YIELD",
  "regicide.whatPlaySolo":
    "à toi : PLAY <cartes>{flips, plural, =0 {} one { (ou FLIP d’un Bouffon, # restant)} many { (ou FLIP d’un Bouffon, # restants)} other { (ou FLIP d’un Bouffon, # restants)}}",
  "regicide.whatNoYield": "à toi : PLAY <cartes> (impossible de passer : tous les autres ont passé à leur dernier tour)",
  "regicide.whatDiscard":
    "subis {n} dégâts : DISCARD des cartes valant {n} ou plus{flips, plural, =0 {} one { (ou FLIP d’un Bouffon, # restant)} many { (ou FLIP d’un Bouffon, # restants)} other { (ou FLIP d’un Bouffon, # restants)}}",
  "regicide.whatCannotCover": "subis {n} dégâts : ta main ne suffit pas, FLIP d’un Bouffon",
  "regicide.whatJester": "tu as joué un Bouffon : désigne qui joue ensuite avec NEXT <joueur>",
  "regicide.whatTavern": "coup fatal exact : TAVERN YES (l’ennemi va sur la Taverne) ou TAVERN NO (à la défausse)",

  "regicide.sumRunning": "{n} ennemis vaincus sur 12 ; {name} doit agir",
  "regicide.sumWon": "{solo, select, yes {Le joueur a gagné} other {Les joueurs ont gagné}} : {reason}",
  "regicide.sumWonMedal":
    "{solo, select, yes {Le joueur a gagné} other {Les joueurs ont gagné}} ({medal} : {flips, plural, one {# Bouffon retourné} many {# Bouffons retournés} other {# Bouffons retournés}}) : {reason}",
  "regicide.sumLostSolo":
    "Le joueur a perdu avec {n, plural, one {# ennemi vaincu} many {# ennemis vaincus} other {# ennemis vaincus}} sur 12 : {reason}",
  "regicide.sumLost":
    "Les joueurs ont perdu avec {n, plural, one {# ennemi vaincu} many {# ennemis vaincus} other {# ennemis vaincus}} sur 12 : {reason}",
  "regicide.medalGold": "Or",
  "regicide.medalSilver": "Argent",
  "regicide.medalBronze": "Bronze",

  "regicide.vWon": "Regicide : les joueurs ont GAGNÉ — {reason}.",
  "regicide.vWonMedal": "Regicide : les joueurs ont GAGNÉ ({medal}) — {reason}.",
  "regicide.vLost": "Regicide : les joueurs ont PERDU après {n} ennemis sur 12 — {reason}.",
  "regicide.vEnemy": "Ennemi {n} sur 12 : {enemy} — dégâts {damage}/{health}, attaque {attack}, {immunity}{waiting}.",
  "regicide.vAttackShield": "{attack} − bouclier {shield} = {net}",
  "regicide.immuneH": "immunisé contre ♥ (pas de soin)",
  "regicide.immuneD": "immunisé contre ♦ (pas de pioche)",
  "regicide.immuneC": "immunisé contre ♣ (pas de doublement)",
  "regicide.immuneS": "immunisé contre ♠ (pas de bouclier)",
  "regicide.immuneCancelled": "immunité annulée par un Bouffon",
  "regicide.vSpadesWaiting": " (piques joués : {n}, ils protégeront dès qu’un Bouffon sera joué)",
  "regicide.vPlayed": "Joué contre lui : {cards}",
  "regicide.vPiles":
    "Château : encore {castle} · Taverne : " + CARTES("tavern") + " · Défausse : " + CARTES("discard") + "{top}{flips}",
  "regicide.vTop": " (dessus : {card})",
  "regicide.vFlips": " · FLIP de Bouffon restants : {n}",
  "regicide.vHands": "Mains (max {max}) : {hands}",
  "regicide.vHandSize": "{name} {n}",
  "regicide.vHandSizeYielded": "{name} {n} (a passé)",
  "regicide.vLast": "Dernier coup : {notes}",
  "regicide.vAwaiting": "On attend {name} : {what}",
  "regicide.pubEmptyYield": "main vide : passer",
  "regicide.pubEmptyFlip": "main vide : retourner un Bouffon",
  "regicide.pubPlayOrYield": "jouer des cartes ou passer",
  "regicide.pubPlaySolo": "jouer des cartes",
  "regicide.pubNoYield": "jouer des cartes (passer est interdit)",
  "regicide.pubDiscard": "subir {n} dégâts en défaussant",
  "regicide.pubCannotCover": "{n} dégâts que la main ne couvre pas : retourner un Bouffon",
  "regicide.pubJester": "désigner qui joue ensuite (un Bouffon a été joué)",
  "regicide.pubTavern": "choisir où va l’ennemi (coup fatal exact)",
  "regicide.vYourHand": "Ta main : {cards} (valeur {worth})",
  "regicide.vHandOf": "Main de {name} : {cards}",
  "regicide.vSecretTavern": "Taverne, du dessus : {cards}",
  "regicide.vSecretCastle": "Château, du dessus : {cards}",
  "regicide.vSecretDiscard": "Défausse, du dessous : {cards}",

  "regicide.pictureCastle": "Le Château",
  "regicide.pictureLabel": "{n, plural, one {# ennemi vaincu} many {# ennemis vaincus} other {# ennemis vaincus}} sur 12",
};
