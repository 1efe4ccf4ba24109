// Les messages du relais en français (mêmes ids que en.ts).
import type { Catalog } from "../../../i18n/msg.ts";

const fr: Catalog = {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "relay.title": "Relais",
  "relay.help":
    "Relais : un fichier passé de joueur en joueur par mail, dans l’ordre d’inscription (une sauvegarde Freeciv, de Civ IV, tout fichier).\n" +
    "Réponds à ton mail « à toi de jouer » avec le fichier joint : Herald le garde et l’envoie au joueur suivant.\n" +
    "CREATE relay [file=any|freeciv] [maxsize=<Mo>, 5 par défaut] [keep=<N> fichiers gardés, 3 par défaut] [skip=host|deadline] [end=<tour>]\n" +
    "  file=freeciv : Herald lit chaque sauvegarde (tour, année, joueurs, scores) et refuse celle d’une autre partie ou d’un tour plus ancien ;\n" +
    "  end=<tour> (Freeciv) : la partie finit quand chaque joueur a joué ce tour.\n" +
    "UPLOAD <game-id> : le fichier joint est ton tour (répondre au mail de la partie le fait tout seul).\n" +
    "FILE <game-id> [<tour>] : m’envoyer le fichier actuel, ou le fichier gardé d’un tour Freeciv (dans les autres relais : son numéro, comme STATUS les liste).\n" +
    "JOIN <game-id> civ=<nation ou dirigeant> (Freeciv) : ta place est liée à cette civilisation ; détruite ou retirée dans une sauvegarde, elle sort de l’ordre.\n" +
    "ORDER <nom> <nom> … (hôte) : l’ordre de jeu désormais. RESIGN <game-id> : abandonner, sortir de l’ordre.\n" +
    "SKIP (hôte) : passer le tour du joueur attendu sans fichier ; avec skip=deadline, un délai dépassé fait de même.\n" +
    "REPLACE, VACATION, DEADLINE, HISTORY marchent comme dans toute partie.",
  "relay.errUnknownOption": "option de relais inconnue {key} (file=, maxsize=, keep=, skip=, end=)",
  "relay.errOption": "valeur invalide pour {key} : {value}",
  "relay.errEndNeedsFreeciv": "end= demande file=freeciv (Herald lit le tour dans les sauvegardes)",
  "relay.over": "ce relais est terminé",
  "relay.onlyPlayers": "seul un joueur envoie le fichier du tour",
  "relay.notYourTurn": "ce n’est pas ton tour : on attend {name}. Rien n’a changé.",
  "relay.tooLarge":
    "le fichier fait {size, number} octets, au-delà de la limite de {max, number} octets de cette partie. Rien n’a changé.",
  "relay.sameFile": "c’est le fichier qu’on t’a envoyé : joue ton tour et envoie la nouvelle sauvegarde. Rien n’a changé.",
  "relay.notASave": "ce n’est pas une sauvegarde Freeciv lisible par Herald ({why}). Rien n’a changé.",
  "relay.otherGame": "cette sauvegarde vient d’une autre partie de Freeciv (identité et graines différentes). Rien n’a changé.",
  "relay.olderTurn": "cette sauvegarde est du tour {turn}, plus ancien que le dernier (tour {last}). Rien n’a changé.",
  "relay.why.unsupported": "la compression {compression} n’est pas lue : sauvegarde avec compresstype XZ, GZ ou NONE",
  "relay.why.tooLarge": "elle se décompresse en plus de {limit, number} octets",
  "relay.why.corrupt": "les données {compression} sont abîmées ou tronquées",
  "relay.why.lineTooLong": "la ligne {line} dépasse {limit, number} octets",
  "relay.why.notFreeciv": "ce n’est pas un fichier de sauvegarde Freeciv",
  "relay.why.missing": "{what} manque",
  "relay.badFileLine": "une ligne TURNFILE est écrite par Herald à partir d’un fichier joint",
  "relay.skipHostOnly": "seul l’hôte ou un administrateur peut faire SKIP",
  "relay.received":
    "{name} a envoyé {file} ({size, number} octets, SHA-256 {digest}…){fc, select, no {} other { : Freeciv tour {turn}, année {year}}}.",
  "relay.ended": "Chaque joueur a joué le tour {turn} : le relais est terminé.",
  "relay.skipped": "Le tour de {name} a été passé.",
  "relay.deadlineSkipped": "{name} a dépassé le délai : le tour passe au suivant.",
  "relay.yourTurn":
    "À toi de jouer{hasFile, select, yes { : le fichier {file} est joint. Joue, puis réponds à ce mail avec le nouveau fichier joint} other { : réponds à ce mail avec le premier fichier joint}}. Après toi : {after}.",
  "relay.nowAwaited": "On attend maintenant {name} (puis {after}).",
  "relay.deadlineNoSkip": "{name} a dépassé le délai ; l’hôte peut passer le tour (SKIP) ou remplacer le joueur (REPLACE)",
  "relay.noSuchSeat": "pas de tel joueur",
  "relay.left": "{name} a quitté le relais.",
  "relay.tooFew": "Il reste moins de deux joueurs : le relais est terminé.",
  "relay.errJoinOption": "option de JOIN inconnue {key} (civ=<ta nation ou ton dirigeant> dans un relais Freeciv)",
  "relay.errCivNeedsFreeciv": "civ= demande un relais file=freeciv (Herald lit les civilisations dans les sauvegardes)",
  "relay.errCiv": "civ={civ} : donne ta nation (sans espaces : civ=SriLankan) ou ton dirigeant",
  "relay.errCivTaken": "{name} joue déjà {civ}",
  "relay.tied": "Places liées aux civilisations de la sauvegarde : {links}.",
  "relay.untied":
    "Sans civilisation de la sauvegarde : {names}. Les nations de la sauvegarde : {nations}. (Chaque place est liée par son civ= de JOIN, ou par le nom du joueur quand c’est celui du dirigeant.)",
  "relay.civOut":
    "{removed, select, yes {La civilisation de {name} a disparu de la sauvegarde du tour {turn} (retirée de la partie)} other {La civilisation de {name} ({civ}) est détruite dans la sauvegarde du tour {turn}}} : {name} sort de l’ordre de jeu.",
  "relay.orderHostOnly": "seuls l’hôte ou un administrateur changent l’ordre",
  "relay.orderNone": "ORDER demande les noms des joueurs, dans le nouvel ordre",
  "relay.orderUnknown": "{name} n’est pas un joueur de l’ordre ({names}). Rien n’a changé.",
  "relay.orderAll": "nomme chaque joueur de l’ordre une fois ({names}). Rien n’a changé.",
  "relay.ordered": "L’hôte a changé l’ordre de jeu : {names}.",
  "relay.noKeptFile":
    "aucun fichier gardé {byTurn, select, yes {du tour {which}} other {numéro {which}}} : ceux gardés sont {byTurn, select, yes {des tours} other {les numéros}} {kept}. Rien n’est envoyé.",
  "relay.viewKept": "Fichiers gardés (FILE <game-id> {byTurn, select, yes {<tour>} other {<numéro>}}) : {files}",
  "relay.viewKeptFile":
    "{byTurn, select, yes {tour {turn}{hasYear, select, yes { (année {year})} other {}}} other {n° {n}}} de {from}",
  "relay.viewOrder": "Ordre : {names}",
  "relay.viewAwaited": "Attendu : {name}, puis {after}",
  "relay.viewFile": "Fichier actuel : {file} ({size, number} octets, SHA-256 {digest}…)",
  "relay.viewNoFile": "Pas encore de fichier.",
  "relay.viewFreeciv": "Freeciv : tour {turn}, année {year}",
  "relay.viewCiv":
    "  {name} ({nation}){alive, select, no { — détruite} other {}}{scored, select, no {} other {, score {score}}}{tied, select, yes { — {player}} other {}}",
  "relay.pending": "{hasFile, select, yes {joue ton tour et envoie le fichier} other {envoie le premier fichier}}",
  "relay.summary": "Le relais est terminé",
};

export default fr;
