// Trente en français (ICU MessageFormat ; ids « trente.… »). Les règles maison sont françaises : on
// reprend les mots de la page du groupe (manche, écarter, lancer, relancer, seuil, faire gros / faire
// petit, attaquer aux deux, main pleine, victime, joueur de droite / de gauche). On se tutoie, entre
// joueurs. Les commandes se lisent en français ou en anglais (GARDER ou KEEP : messages/verbs.ts).
import type { Catalog } from "../../../i18n/msg.ts";

const pts = "{points, plural, one {# point} many {# points} other {# points}}";

export default {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "trente.title": "Trente",
  // ---- événements
  "trente.turnStarts": `Manche {round}, à {name} de jouer (${pts}) : lance {dice}.`,
  "trente.setsAside": "{name} écarte {dice}.",
  "trente.setsAsideMustName": "{name} écarte {dice} et doit dire quel dé est écarté en premier (FIRST <dé>).",
  "trente.setsAsideFirst":
    "{name} écarte {dice} ; premier dé {die} : {aim, select, low {il faut faire petit, 12 ou moins} other {il faut faire gros, 30 ou plus}}.",
  "trente.autoSet":
    "Ta consigne permanente : chacun de tes tours est joué avec la consigne « {policy} » dès son premier lancer (AUTO OFF l’arrête).",
  "trente.autoOff": "Ta consigne permanente est levée : tu joues de nouveau tes tours toi-même.",
  "trente.autoIs": "Ta consigne permanente : chacun de tes tours est joué avec la consigne « {policy} » (AUTO OFF l’arrête).",
  "trente.autoNone":
    "Tu n’as pas de consigne permanente dans cette partie. AUTO POLICY <consigne> (par ex. AUTO POLICY high) joue chacun de tes tours avec cette consigne.",
  "trente.errAutoSeat": "AUTO fixe la consigne permanente d’un joueur : seul un joueur assis l’envoie",
  "trente.playsByPolicy": "{name} joue la fin du tour avec la consigne « {policy} ».",
  "trente.rolls": "{name} relance : {dice} (écartés : {kept}).",
  "trente.namesFirst": "{name} annonce le {die} comme premier dé écarté.",
  "trente.turnDice": "{name} a écarté {dice} = {sum} (seuil {target}).",
  "trente.onTarget": "{name} tombe pile sur {target} : il ne se passe rien.",
  "trente.missLoses": `Il manque {points} à {name}, qui perd ${pts} ({before} → {after}).`,
  "trente.attackLoses": `{hits}×{level} : {name} perd ${pts} ({before} → {after}).`,
  "trente.outOfRound": "{name} passe sous 0 et sort de la manche.",
  "trente.choosesVictim": "{name} attaque aux {level} et choisit sa victime (VICTIM <joueur>).",
  "trente.attacks": "{attacker} attaque {victim} aux {level} :",
  "trente.attackRollMiss": "lance {dice} (aucun {level}){last, select, true {.} other { ;}}",
  "trente.attackRollHit":
    "lance {dice} (garde {hits}×{level}{full, select, true {, main pleine : on relance les six dés} other {}}){last, select, true {.} other { ;}}",
  "trente.noDamage": "Aucun {level} au premier lancer : {victim} ne perd rien.",
  "trente.roundWon": `{name} gagne la manche {round} avec ${pts}.`,
  "trente.roundBegins": "La manche {round} sur {total} commence : tout le monde repart à {start} ; {name} ouvre.",
  "trente.gameOver":
    "La partie est finie : {n, plural, =0 {personne ne gagne} one {{winners} gagne} many {{winners} gagnent} other {{winners} gagnent}}.",
  "trente.leaves": "{name} quitte la partie.",
  "trente.deadlinePassed": "Délai dépassé pour {name} : Herald joue à sa place, par défaut.",

  // ---- décisions attendues et résultat
  "trente.pendingKeep": "à toi de jouer : KEEP <dés> parmi {roll}, ou POLICY <consigne>",
  "trente.pendingFirst": "dis quel dé tu écartes en premier : FIRST {choices}",
  "trente.pendingVictim": "choisis la victime de ton attaque aux {level} : VICTIM <joueur>",
  // the house game is one round: its end says who won the game
  "trente.summaryRound":
    "{n, plural, =0 {Personne ne gagne} one {{winners} gagne} many {{winners} gagnent} other {{winners} gagnent}} la partie.",
  "trente.summaryGame":
    "{n, plural, =0 {Personne ne gagne} one {{winners} gagne} many {{winners} gagnent} other {{winners} gagnent}} la partie (manches gagnées : {tally}).",
  "trente.scoresTitle": "Points dans cette manche",

  // ---- erreurs
  "trente.errOver": "la partie est finie",
  "trente.errAdminAs": "un administrateur ne joue pour {name} qu’avec AS {name} <coup>",
  "trente.errNotYourTurn": "ce n’est pas ton tour : c’est à {name} de jouer",
  "trente.errNameFirst": "dis d’abord quel dé tu as écarté en premier : {choices}",
  "trente.errKeepOne": "écarte au moins un dé",
  "trente.errNotOnTable": "tu ne peux pas écarter {dice} : les dés sur la table sont {roll}",
  "trente.errKeepNamedFirst":
    "tu as annoncé le {die} comme premier dé : écarte-le dans ce KEEP, ou annonces-en un autre avec FIRST",
  "trente.errFirstClassic": "FIRST ne sert qu’avec les règles classiques (ici on vise toujours 30)",
  "trente.errFirstNotKept": "FIRST doit être un des dés que tu as écartés : {dice}",
  "trente.errFirstSet": "ton premier dé est déjà fixé pour ce tour ({die} : {aim, select, low {12 ou moins} other {30 ou plus}})",
  "trente.errNoSuchDie": "il n’y a pas de {die} dans ton lancer ({roll})",
  "trente.errNoAttack": "aucune attaque n’attend de victime",
  "trente.errSelf": "tu ne peux pas t’attaquer toi-même",
  "trente.errVictimOut": "{name} n’est plus dans cette manche",
  "trente.errNoSeat": "il n’y a pas de place {seat}",
  "trente.errAmbiguous": "« {text} » peut désigner {names}",
  "trente.errNoPlayer": "aucun joueur ne s’appelle « {text} »",
  "trente.errAlreadyLeft": "{name} a déjà quitté la partie",
  "trente.errNotPending": "cette décision n’est plus attendue",
  "trente.errTooFew": "Trente se joue à {min} joueurs au moins",
  "trente.errTooMany": "Trente se joue à {max} joueurs au plus",
  "trente.errKeepNeedsDice": "KEEP demande les dés à écarter, par exemple KEEP 6 5",
  "trente.errKeepValues": "KEEP prend des valeurs de dé de 1 à 6, par exemple KEEP 6 5 (reçu « {got} »)",
  "trente.errKeepSix": "tu ne peux pas écarter plus de six dés",
  "trente.errFirstOne": "FIRST prend une seule valeur de dé, de 1 à 6, par exemple FIRST 5",
  "trente.errVictimNeeds": "VICTIM demande le nom d’un joueur ou son numéro de place, par exemple VICTIM Bob",
  "trente.errPolicyNeeds": "POLICY demande une consigne : high, low, all, ou keep <dés> (par exemple POLICY keep 5 6)",
  "trente.errPolicyElse": "après « else », dis high ou low (par exemple POLICY keep 5 6 else high)",
  "trente.errPolicyUnknown": "consigne inconnue « {text} » : utilise high, low, all, ou keep <dés> (des dés de 1 à 6)",
  "trente.errPolicyKeep": "POLICY keep demande des valeurs de dé, par exemple POLICY keep 5 6",
  "trente.errRulesOnce": "donne rules= une seule fois (ruleset= est la même option)",
  "trente.errUnknownOption": "option « {key} » inconnue pour trente (options : rules=house|classic, start=<points>)",
  "trente.errRules": "rules vaut house ou classic, pas « {value} »",
  "trente.errStart": "start doit être un nombre entier de points de 1 à 1000, pas « {value} »",
  "trente.errLogEntry": "entrée {n} du journal : {why}",
  "trente.errLogNotCommand": "entrée {n} du journal : « {line} » n’est pas une commande de Trente",

  // ---- la vue
  "trente.viewHeader":
    "Trente ({rules, select, house {règles maison : seuil de 30, victime selon pair ou impair} other {règles classiques : 3 manches}}) — manche {round} sur {total}.",
  "trente.viewScores": "Scores : {scores}",
  "trente.viewScore":
    "{name} {score}{status, select, left { (a quitté la partie)} out { (hors jeu)} other {}}{multi, select, true { [{won, plural, one {# manche gagnée} many {# manches gagnées} other {# manches gagnées}}]} other {}}",
  "trente.viewLast": "Dernier tour : {line}",
  "trente.lastOnTarget": "{name} a écarté {dice} = {sum} : pile sur le seuil, il ne se passe rien.",
  "trente.lastLost": `{name} a écarté {dice} = {sum} : {name} a perdu ${pts}.`,
  "trente.lastAttackPending": "{name} a écarté {dice} = {sum} : attaque aux {level}, victime à choisir.",
  "trente.lastAttack": `{name} a écarté {dice} = {sum} : attaque aux {level} sur {victim}, qui a perdu ${pts}.`,
  "trente.viewOver":
    "La partie est finie. {n, plural, =0 {Vainqueur : aucun} one {Vainqueur : {winners}} many {Vainqueurs : {winners}} other {Vainqueurs : {winners}}}.",
  "trente.viewTurnKeep": "À {name} de jouer. Lancer : {roll}.",
  "trente.viewSetAside":
    "Écartés : {kept} = {sum}{aim, select, low { (il faut faire petit : 12 ou moins)} high { (il faut faire gros : 30 ou plus)} other {}}.",
  "trente.viewTurnFirst": "À {name} de jouer : écarte {dice} et doit dire quel dé est le premier.",
  "trente.viewTurnVictim": "À {name} de jouer : attaque aux {level} et choisit sa victime.",
  "trente.viewYouAre": "Tu es {name} (place {seat}).",

  // ---- HELP trente
  "trente.help": `TRENTE — six dés, on vise 30. Options : rules=house|classic (par défaut house), start=<points> (par défaut 30).
À chaque tour, Herald lance six dés pour toi ; écarte au moins un dé par lancer jusqu’à ce que les six soient écartés.
Somme S : sous 30 tu perds 30-S ; pile 30, rien ; au-dessus de 30 tu attaques au niveau E=S-30.
Attaque : Herald lance six dés et garde tous ceux qui montrent E, puis relance les autres tant qu’au moins un E
sort ; six E, c’est une « main pleine » : on relance les six. La victime perd E par E gardé. Sous 0 tu sors de
la manche (à zéro, ce n’est pas encore perdu) ; le dernier joueur encore dedans gagne la manche.
house (règles maison) : on vise toujours 30 ; un E pair (2-4-6) attaque le joueur de droite (le précédent),
  un E impair (1-3-5) le joueur de gauche (le suivant) ; chaque manche est une partie.
classic : le premier dé écarté fixe le seuil : 1-3 → faire petit, 12 ou moins (sous 12 on attaque aux 12-S,
  au-dessus on perd S-12), 4-6 → faire gros, 30 ou plus. Victime : le joueur suivant à la première manche,
  le précédent à la deuxième, au choix à la troisième. Trois manches ; le plus de manches gagnées l’emporte,
  en cas d’égalité on additionne les scores des trois manches.
Commandes (en français ou en anglais) :
GARDER (KEEP) <dés>   écarte ces valeurs du lancer en cours, par ex. GARDER 6 5 (aussi : ÉCARTER ; plusieurs
                  lignes dans un même mail sont jouées l’une après l’autre, chacune sur le lancer du moment)
POLITIQUE (POLICY) <consigne>   joue la fin de ton tour avec une consigne :
  POLITIQUE haut     garde le plus haut dé à chaque lancer (aussi : high, max)
  POLITIQUE bas      garde le plus petit dé à chaque lancer (aussi : low, min)
  POLITIQUE tout     garde tous les dés (le tour finit tout de suite ; aussi : all)
  POLITIQUE 5 6      garde tous les 5 et les 6 ; s’il n’y en a aucun, le plus haut dé
  POLITIQUE 1 2 sinon bas   … et s’il n’y en a aucun, le plus petit dé
AUTO POLITIQUE <consigne>  chacun de tes tours est désormais joué avec cette consigne (haut, bas, tout, 5 6 ;
                  aussi dans tes prochaines parties, envoyé hors d’une partie) ; AUTO la montre, AUTO ARRÊT l’arrête
PREMIER (FIRST) <dé>   classic : quel dé tu écartes en premier quand ton premier GARDER mêle 1-3 et 4-6
                  (peut aussi être envoyé avant ce GARDER)
VICTIME (VICTIM) <joueur>   classic, troisième manche : qui subit ton attaque (nom ou numéro de place)
À l’échéance, ton tour est joué avec ta consigne, ou avec POLITIQUE haut ; PREMIER prend alors le plus haut dé
écarté, VICTIME le joueur suivant. Chaque lancer vient de la graine secrète de la partie, révélée à la fin pour que
chacun puisse recalculer tous les lancers.`,
} satisfies Catalog;
