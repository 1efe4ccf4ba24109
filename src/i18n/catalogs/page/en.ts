// The readers' pages (src/web/reader.ts) in en: informal singular, as every word to a player.
import type { Catalog } from "../../msg.ts";

export default {
  "core.page.title": "{game} — your page",
  "core.page.kindLine": "{kind} · {status}",
  "core.page.table": "The table",
  "core.page.tableAsAll": "The table as everyone sees it",
  "core.page.yours": "What only you see",
  "core.page.keeper": "Every secret of the game (you keep them: you hold no seat)",
  "core.page.watching": "You watch this game: you see what every player sees.",
  "core.page.notStarted": "The game has not started: players are joining.",
  "core.page.nobodyAwaited": "Nobody is awaited now.",
  "core.page.history": "What happened",
  "core.page.noHistory": "Nothing yet.",
  "core.page.moves": "Your moves now",
  "core.page.movesHint":
    "Each is the line you would type in a reply to Herald's mail about {game}. Choose one, or type a line of this game.",
  "core.page.freeLine": "A line of this game",
  "core.page.send": "Send",
  "core.page.noMoves": "Nothing for you to play now.",
  "core.page.mineByMail":
    "What is asked of you above is sent by mail: {file, select, yes {reply to your “your turn” mail with the file attached (or mail UPLOAD {game} with it)} other {reply to the game's last mail with your line}}, or type a line here.",
  "core.page.reply": "Herald's answer (also mailed to you)",
  "core.page.organiser": "Your actions as organiser",
  "core.page.organiserHint": "Each is a command line in your name, answered by mail like one you mailed.",
  "core.page.start": "Start",
  "core.page.pause": "Pause",
  "core.page.resume": "Resume",
  "core.page.updating": "This page follows the game: it reloads itself when something changes.",
  "core.page.refused": "Only a line of {game} can be sent from this page: {line}",
  "core.page.gone": "This link opens nothing",
  "core.page.goneWhy":
    "It is too old, it was revoked (PASSWORD CHANGE, LOGOUT ALL), or it is not one of Herald's links. No game is shown.",
  "core.page.goneFresh":
    "Every mail Herald sends you about a game carries a fresh link. To get one now, mail {address} the line {line}",
  "core.page.renew": "Mail me a fresh link",
  "core.page.renewed": "Done: Herald is mailing you a fresh link.",
  "core.page.login": "Log in to your games",
  "core.page.address": "Your address",
  "core.page.password": "Password",
  "core.page.loginButton": "Log in",
  "core.page.loginFailed": "Unknown address or wrong password.",
  "core.page.loginHint": "The password Herald mailed you when you registered, or the one you chose with PASSWORD CHANGE.",
  "core.page.myGames": "Your games",
  "core.page.noGames": "You have no game yet.",
  "core.page.logout": "Log out",
  "core.page.yourTurn": "your turn",
  "core.page.role":
    "{role, select, seat {you play} observer {you watch} host {you host} keeper {you keep its secrets} other {you once played}}",
  "core.page.seatOf": "Seat {seat}: {name}",
  "core.page.press": "Press",
  "core.page.pressHead": "{from} {all, select, yes {to every player} other {to {to}}}",
} satisfies Catalog;
