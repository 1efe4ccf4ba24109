// The mail catalog in fr (ICU MessageFormat; ids start with "mail."). See docs/adding-a-language.md.
// French typography: a no-break space before ":" and ";" (U+00A0).
import type { Catalog } from "../../msg.ts";

export default {
  "mail.giveUpSubject": "Herald n’a pas pu lire ton message",
  "mail.giveUpBody":
    "Herald n’a pas pu traiter ton message. Rien de ce qu’il contenait n’a été exécuté ; l’administrateur peut le consulter. Réessaie plus tard.",
  "mail.tooLarge":
    "Ton message était trop volumineux pour Herald ({reason}). Rien n’en a été lu. Envoie tes commandes en texte brut ; le fichier d’une partie se joint dans la limite (tant qu’un relais tourne, son maxsize la relève : un fichier jusqu’à maxsize Mo).",
  "mail.overBytes":
    "{bytes, plural, one {# octet} many {# octets} other {# octets}}, au-delà de la limite de {limit, plural, one {# octet} many {# octets} other {# octets}}",
  "mail.overMultiparts":
    "{n, plural, one {# conteneur MIME multipart} many {# conteneurs MIME multipart} other {# conteneurs MIME multipart}}, au-delà de la limite de {limit}",
  "mail.onlyFirstLines":
    "Seules les {read} premières lignes de commande ont été lues ; {ignored, plural, one {# a été ignorée} many {# ont été ignorées} other {# ont été ignorées}}.",
  "mail.attachmentsIgnored": "Les pièces jointes sont ignorées : {list}.",
  "mail.attachment": "{name} ({type}, {size, plural, one {# octet} many {# octets} other {# octets}})",
  "mail.noCommand": "Herald n’a trouvé aucune commande dans ton message. Envoie HELP pour la liste des commandes.",
  "mail.passwordPaused":
    "Les lignes PASSWORD de ton compte sont suspendues pendant une heure au plus : de mauvais mots de passe ont été essayés (le message de Herald en dit plus). Aucune ligne de ce message n’a donc été exécutée. Réponds à ce message : son adresse porte une clé, et les mêmes lignes envoyées en réponse s’exécutent aussitôt. Ou renvoie-les avec ton PASSWORD après l’heure.",
  "mail.authHint":
    "Nouveau sur Herald ? Envoie REGISTER <ton nom> pour avoir un compte. Tu en as un ? Mets PASSWORD <ton mot de passe> en première ligne, ou réponds à un message de Herald.",
  "mail.strangerSubject": "Herald : réponse à ton message",
  "mail.yourCommands": "tes commandes",
  "mail.yourPage": "Ta page : {url}",
  "mail.footer": "Herald, jeux par e-mail. Réponds à ce message pour jouer ; envoie HELP pour la liste des commandes.",
  "mail.strangerCut":
    "(La réponse de Herald à une adresse sans compte s’arrête ici. Envoie REGISTER <ton nom> pour avoir un compte, et tes messages auront des réponses entières.)",
  "mail.replyCut": "(La réponse de Herald a été coupée ici : elle s’arrête à {kb} Ko. Envoie moins de commandes par message.)",
  // a player who chose no language wrote in one (their verbs, their prose): said once, when it changes
  "mail.languageFollowed":
    "Tu écris en {lang} : Herald te répond et t’envoie les nouvelles de tes parties en {lang} (jusqu’ici : {was}). LANGUAGE {code} le garde pour de bon ; LANGUAGE {wasCode} revient en arrière.",
  // prose in a mail about a game the sender plays in: how to talk to the table, once (intake/press-hint.ts)
  "mail.pressHint.answer":
    "Pour répondre à {name} : PRESS {game} TO {name}, ton texte sur les lignes suivantes, puis une ligne ENDPRESS (ou TO ALL pour toute la table).",
  "mail.pressHint.write":
    "Pour écrire aux autres joueurs : PRESS {game} {all, select, yes {TO ALL} other {TO <joueur> (ou TO ALL pour toute la table)}}, ton texte sur les lignes suivantes, puis une ligne ENDPRESS.",
  "mail.pressHint.nameGame":
    "Pour répondre à {name}, dis de quelle partie il s’agit : PRESS <partie> TO {name}, ton texte sur les lignes suivantes, puis une ligne ENDPRESS (<partie> : {games}).",
} satisfies Catalog;
