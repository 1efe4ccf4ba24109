// The mail catalog in en (ICU MessageFormat; ids start with "mail."). See docs/adding-a-language.md.
// What the mail path itself says: replies to mails it could not read, notes about a mail's form,
// Herald's own subjects and the footer of every mail.
import type { Catalog } from "../../msg.ts";

export default {
  "mail.giveUpSubject": "Herald could not read your mail",
  "mail.giveUpBody":
    "Herald could not process your mail. Nothing in it was carried out; the administrator can see it. Please try again later.",
  "mail.tooLarge":
    "Your mail was too large for Herald ({reason}). Nothing in it was read. Send your commands as plain text; a game's file goes attached within the limit (while a relay runs, its maxsize raises it: a file of up to maxsize MB).",
  "mail.overBytes": "{bytes, plural, one {# byte} other {# bytes}}, over the {limit, plural, one {#-byte} other {#-byte}} limit",
  "mail.overMultiparts":
    "{n, plural, one {# MIME multipart container} other {# MIME multipart containers}}, over the limit of {limit}",
  "mail.onlyFirstLines":
    "Only the first {read} command lines were read; {ignored, plural, one {# was ignored} other {# were ignored}}.",
  "mail.attachmentsIgnored": "Attachments are ignored: {list}.",
  "mail.attachment": "{name} ({type}, {size, plural, one {# byte} other {# bytes}})",
  "mail.noCommand": "Herald found no command in your mail. Send HELP for the list of commands.",
  "mail.passwordPaused":
    "PASSWORD lines for your account are paused for up to an hour: wrong passwords were tried for it (Herald's notice says more). So none of the lines of this mail was run. Reply to this mail: its address carries a key, and the same lines sent in the reply run at once. Or send them again with your PASSWORD after the hour.",
  "mail.authHint":
    "New to Herald? Send REGISTER <your name> to get an account. Have one? Put PASSWORD <your password> on the first line, or reply to any mail from Herald.",
  "mail.strangerSubject": "Herald: reply to your mail",
  "mail.yourCommands": "your commands",
  "mail.yourPage": "Your page: {url}",
  "mail.footer": "Herald, play-by-email games. Reply to this mail to play; send HELP for the commands.",
  "mail.strangerCut":
    "(Herald’s reply to an address without an account stops here. Send REGISTER <your name> for an account, and your mails get whole answers.)",
  "mail.replyCut": "(Herald’s reply was cut here: it stops at {kb} KB. Send fewer commands per mail.)",
  // a player who chose no language wrote in one (their verbs, their prose): said once, when it changes
  "mail.languageFollowed":
    "You write in {lang}: Herald now answers you and sends your games’ news in {lang} (until now: {was}). LANGUAGE {code} keeps it for good; LANGUAGE {wasCode} goes back.",
  // prose in a mail about a game the sender plays in: how to talk to the table, once (intake/press-hint.ts)
  "mail.pressHint.answer":
    "To answer {name}: PRESS {game} TO {name}, your text on the next lines, then a line ENDPRESS (or TO ALL for the whole table).",
  "mail.pressHint.write":
    "To write to the other players: PRESS {game} {all, select, yes {TO ALL} other {TO <player> (or TO ALL for the whole table)}}, your text on the next lines, then a line ENDPRESS.",
  "mail.pressHint.nameGame":
    "To answer {name}, say which game: PRESS <game-id> TO {name}, your text on the next lines, then a line ENDPRESS (<game-id>: {games}).",
} satisfies Catalog;
