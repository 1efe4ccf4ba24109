// The readers' pages (src/web/reader.ts) in fr: informal singular, as every word to a player.
import type { Catalog } from "../../msg.ts";

export default {
  "core.page.title": "{game} — ta page",
  "core.page.kindLine": "{kind} · {status}",
  "core.page.table": "La table",
  "core.page.tableAsAll": "La table telle que tout le monde la voit",
  "core.page.yours": "Visible par toi uniquement",
  "core.page.keeper": "Tous les secrets de la partie (tu les gardes : tu n’as pas de place)",
  "core.page.watching": "Tu regardes cette partie : tu vois ce que voit chaque joueur.",
  "core.page.notStarted": "La partie n’a pas commencé : les joueurs arrivent.",
  "core.page.nobodyAwaited": "Personne n’est attendu pour l’instant.",
  "core.page.history": "Ce qui s’est passé",
  "core.page.noHistory": "Rien pour l’instant.",
  "core.page.moves": "Tes coups maintenant",
  "core.page.movesHint":
    "Chacun est la ligne que tu écrirais en répondant au message de Herald sur {game}. Choisis-en un, ou écris une ligne de cette partie.",
  "core.page.freeLine": "Une ligne de cette partie",
  "core.page.send": "Envoyer",
  "core.page.noMoves": "Rien à jouer pour toi maintenant.",
  "core.page.mineByMail":
    "Ce qu’on attend de toi ci-dessus s’envoie par mail : {file, select, yes {réponds à ton mail « à toi de jouer » avec le fichier joint (ou envoie UPLOAD {game} avec lui)} other {réponds au dernier mail de la partie avec ta ligne}}, ou écris une ligne ici.",
  "core.page.files": "Les fichiers de la partie",
  "core.page.filesHint":
    "Les fichiers que Herald garde, du plus récent au plus ancien : télécharge le fichier courant pour jouer ton tour, ou un plus ancien pour revenir en arrière.",
  "core.page.fileFrom": "n° {n}, de {from}",
  "core.page.current": "courant",
  "core.page.download": "Télécharger",
  "core.page.upload": "Envoie ton fichier",
  "core.page.uploadHint":
    "Herald le vérifie comme un fichier reçu par mail et l’envoie au joueur suivant ; sa réponse s’affiche ici et t’est envoyée par mail.",
  "core.page.uploadSend": "Envoyer le fichier",
  "core.page.noUpload": "Aucun fichier envoyé : choisis-en un d’abord.",
  "core.page.reply": "La réponse de Herald (envoyée aussi par e-mail)",
  "core.page.organiser": "Tes actions d’organisateur",
  "core.page.organiserHint":
    "Chacune est une ligne de commande en ton nom, qui reçoit sa réponse par e-mail comme si tu l’avais envoyée.",
  "core.page.start": "Commencer",
  "core.page.pause": "Mettre en pause",
  "core.page.resume": "Reprendre",
  "core.page.updating": "Cette page suit la partie : elle se recharge quand quelque chose change.",
  "core.page.refused": "Seule une ligne de {game} peut partir de cette page : {line}",
  "core.page.gone": "Ce lien n’ouvre rien",
  "core.page.goneWhy":
    "Il est trop ancien, il a été révoqué (PASSWORD CHANGE, LOGOUT ALL), ou ce n’est pas un lien de Herald. Aucune partie n’est montrée.",
  "core.page.goneFresh":
    "Chaque message de Herald sur une partie porte un lien neuf. Pour en avoir un maintenant, envoie à {address} la ligne {line}",
  "core.page.renew": "M’envoyer un lien neuf",
  "core.page.renewed": "C’est fait : Herald t’envoie un lien neuf.",
  "core.page.login": "Connexion à tes parties",
  "core.page.address": "Ton adresse",
  "core.page.password": "Mot de passe",
  "core.page.loginButton": "Se connecter",
  "core.page.loginFailed": "Adresse inconnue ou mauvais mot de passe.",
  "core.page.loginHint": "Le mot de passe que Herald t’a envoyé à l’inscription, ou celui que tu as choisi avec PASSWORD CHANGE.",
  "core.page.myGames": "Tes parties",
  "core.page.noGames": "Tu n’as encore aucune partie.",
  "core.page.logout": "Se déconnecter",
  "core.page.yourTurn": "à toi de jouer",
  "core.page.role":
    "{role, select, seat {tu joues} observer {tu regardes} host {tu l’organises} keeper {tu gardes ses secrets} other {tu y as joué}}",
  "core.page.seatOf": "Place {seat} : {name}",
  "core.page.press": "Messages",
  "core.page.pressHead": "{from} {all, select, yes {à tous les joueurs} other {à {to}}}",
  "core.page.pressWrite": "Écrire aux joueurs",
  "core.page.pressHint":
    "Herald l’envoie par mail au nom de ta place (jamais ton adresse) ; sa réponse s’affiche ici et t’est envoyée par mail.",
  "core.page.pressTo": "À",
  "core.page.pressAll": "Toute la table",
  "core.page.pressText": "Ton message",
  "core.page.pressSend": "Envoyer le message",
  "core.page.pressNone": "Rien n’est parti : écris un message à quelqu’un que cette page propose.",
} satisfies Catalog;
