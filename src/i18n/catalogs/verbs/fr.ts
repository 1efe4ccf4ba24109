// The service's verbs as French players type them (src/i18n/verbs.ts reads every language's words:
// a line is accepted in any of them; the first word is the one HELP shows this language's readers).
// PASSWORD and AS stay as they are in every language: a password line must be found by the one word
// every masker knows (src/mail/redact.ts), and AS is an administrator's.
import type { Catalog } from "../../msg.ts";

const verbs: Catalog = {
  "core.verb.help": "AIDE AIDER AIDEZ AIDE-MOI AIDEZ-MOI",
  "core.verb.register": "INSCRIPTION INSCRIRE INSCRIS INSCRIVEZ ENREGISTRER",
  "core.verb.password": "PASSWORD",
  "core.verb.me": "MOI PROFIL COMPTE",
  "core.verb.list": "LISTE LISTER PARTIES JEUX",
  "core.verb.game": "PARTIE JEU",
  "core.verb.create": "CRÉER CRÉE CRÉEZ CRÉATION",
  "core.verb.join": "REJOINDRE REJOINS REJOIGNEZ PARTICIPER PARTICIPE PARTICIPEZ",
  "core.verb.start": "COMMENCER COMMENCE COMMENCEZ DÉMARRER DÉMARRE DÉMARREZ LANCER LANCE LANCEZ DÉBUTER",
  "core.verb.status": "ÉTAT STATUT",
  "core.verb.resign": "ABANDONNER ABANDONNE ABANDONNEZ QUITTER QUITTE QUITTEZ",
  "core.verb.observe": "OBSERVER OBSERVE OBSERVEZ REGARDER REGARDE SPECTATEUR",
  "core.verb.history": "HISTORIQUE HISTOIRE",
  "core.verb.as": "AS",
  "core.verb.pause": "PAUSE SUSPENDRE SUSPENDS SUSPENDEZ",
  "core.verb.resume": "REPRENDRE REPRENDS REPRENEZ REPRISE CONTINUER CONTINUE CONTINUEZ",
  "core.verb.cancel": "ANNULER ANNULE ANNULEZ",
  "core.verb.deadline": "ÉCHÉANCE DÉLAI",
  "core.verb.kick": "EXCLURE EXCLUS EXCLUEZ EXPULSER EXPULSE EXPULSEZ",
  "core.verb.replace": "REMPLACER REMPLACE REMPLACEZ",
  "core.verb.vacation": "VACANCES",
  "core.verb.auto": "AUTO AUTOMATIQUE",
  "core.verb.language": "LANGUE",
  "core.verb.gender": "GENRE",
  "core.verb.logout": "DÉCONNEXION DÉCONNECTER DÉCONNECTE",
  "core.verb.rename": "RENOMMER RENOMME RENOMMEZ",
  "core.verb.coadmin": "COADMIN COADMINISTRATEUR",
  "core.verb.volunteer": "VOLONTAIRE BÉNÉVOLE",
  "core.verb.key": "CLÉ CLEF",
  "core.verb.file": "FICHIER",
  "core.verb.rollback": "RETOUR REVENIR",
  "core.verb.press": "PRESS PRESSE MESSAGE",
  "core.verb.webhook": "WEBHOOK",
  "core.verb.delivery": "COURRIER DELIVERY LIVRAISON",
  "core.verb.upload": "ENVOI ENVOYER ENVOIE ENVOYEZ TÉLÉVERSER",
  // the words AUTO takes after it, in a game or for a standing order (`core.rule.*`, src/i18n/verbs.ts autoWord)
  "core.rule.off": "ARRÊT ARRÊTER ARRÊTE DÉSACTIVER DÉSACTIVE",
  "core.rule.list": "LISTE LISTER",
  "core.rule.clear": "EFFACER EFFACE AUCUNE",
};

export default verbs;
