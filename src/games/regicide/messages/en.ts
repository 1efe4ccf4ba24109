// Regicide in English: the wording of the rules sheet (Castle, Tavern, yield, Jester).
import type { Catalog } from "../../../i18n/msg.ts";

export const en: Catalog = {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "regicide.title": "Regicide",
  // layout (the same in every language): a list of cards, the lines of a table
  "regicide.sp": "{a} {b}",
  "regicide.nl": "{a}\n{b}",
  "regicide.none": "(none)",
  "regicide.jester": "Jester",

  // HELP regicide
  "regicide.help": `Regicide — cooperative: defeat the 12 enemies of the Castle (Jacks, then Queens, then Kings).
On your turn: PLAY <card> [<card> …] or YIELD. Legal plays: one card; a combo of 2–4 cards of one rank
totalling 10 or less (5H 5D, 2C 2D 2S); an Ace with one other card (AH 9S); a Jester alone (PLAY JESTER).
Values: A=1, 2–10, J=10, Q=15, K=20 (defeated enemies drawn from the Tavern), Jester 0.
Suit powers (X = value of the play; an enemy ignores its own suit until a Jester is played):
  ♥ put X cards of the shuffled discard pile under the Tavern; ♦ draw X cards around the table;
  ♣ double damage; ♠ shield: lowers the enemy's attack by X until it is defeated.
Damage ≥ health defeats the enemy and you play again; exactly its health puts it on top of the Tavern.
Otherwise the enemy attacks you: DISCARD cards worth at least its attack minus the shield.
After a Jester: NEXT <player> names who goes next. You may not YIELD if everyone else yielded last.
Solo: hand of 8, no YIELD, FLIP a Jester (twice per game) to discard your hand and draw 8.
Options: ruleset=official (default) or ruleset=seed (2–4 players; exact kills ask TAVERN YES|NO);
late=pause (default: a missed deadline pauses the game and the host is told) or late=play (Herald plays
the most passive legal move: yield if allowed, else the lowest card; the cheapest discard).`,

  // errors: reading a line, options, setup
  "regicide.errCardsNeeded": "{verb} needs cards, e.g. {verb} 7H or {verb} 5H 5D",
  "regicide.errNotACard": '"{text}" is not a card: write rank then suit, e.g. 7H, 10S, QC, or JESTER',
  "regicide.errTakesNothing": "{verb} takes nothing after it",
  "regicide.errNextNeedsPlayer": "NEXT needs a player: NEXT <name or seat>",
  "regicide.errTavernYesNo": "write TAVERN YES or TAVERN NO",
  "regicide.errUnknownOption": 'unknown option "{option}": Regicide takes only ruleset=official|seed and late=pause|play',
  "regicide.errLate": 'late must be pause or play, not "{value}"',
  "regicide.errRuleset": 'ruleset must be official or seed, not "{value}"',
  "regicide.errPlayers": "Regicide ({ruleset} rules) is for {min} to 4 players, not {n}",

  // errors: moves
  "regicide.errOneJester": "you hold only one Jester",
  "regicide.errNoJester": "you don't hold a Jester",
  "regicide.errNamedTwice": "{card} is named twice",
  "regicide.errNotHeld": "you don't hold {card}",
  "regicide.errPlayEmpty": "PLAY needs at least one card (or YIELD)",
  "regicide.errJesterAlone": "a Jester is played alone",
  "regicide.errAceCombo":
    "an Ace pairs with exactly one other card and never joins a combo: {cards} is {n, plural, one {# card} other {# cards}}",
  "regicide.errComboRank": "a combo needs cards of one rank: {cards}",
  "regicide.errComboTotal": "a combo must total 10 or less: {sum}={value}",
  "regicide.errGameOver": "the game is over",
  "regicide.errAdminAs": "an administrator must act AS one of the players",
  "regicide.errNotPlaying": "you are not playing in this game",
  "regicide.errNotYourTurn": "it is not your turn: waiting for {name}",
  "regicide.needPlay": "you must PLAY or YIELD now",
  "regicide.needDiscard": "you must DISCARD cards worth {n} or more now",
  "regicide.needNext": "you must name who goes next: NEXT <player>",
  "regicide.needTavern": "you must answer TAVERN YES or TAVERN NO first",
  "regicide.errSoloYield": "you cannot yield in a solo game",
  "regicide.errYieldAll": "you cannot yield: every other player yielded on their last turn",
  "regicide.errNoDamage": "there is no damage to suffer now: PLAY or YIELD",
  "regicide.errDiscardEmpty": "DISCARD needs cards worth {n} or more",
  "regicide.errDiscardShort": "{cards} is worth {worth}; you must discard {n} or more",
  "regicide.errNextOnlyJester": "NEXT only follows a Jester",
  "regicide.errFlipSolo": "FLIP is only for the solo game",
  "regicide.errNoFlip": "both Jesters are used: no flip left",
  "regicide.errTavernNone": "TAVERN answers an exact kill, and there is none to answer",
  "regicide.errTavernOfficial": "TAVERN is only asked in the seed ruleset: an exact kill always goes to the Tavern",
  "regicide.errNoSeat": "there is no seat {seat}",
  "regicide.errAmbiguous": '"{text}" could be {names}',
  "regicide.errNoPlayer": 'no player called "{text}"',
  "regicide.errStale": "that decision is no longer pending",
  "regicide.errLatePause": "Regicide waits for its players (late=pause): the host decides",
  "regicide.errNoDefault": "no default move is possible",

  // what happened (the "Last:" line)
  "regicide.begins": "The game begins: the first enemy is {enemy}.",
  "regicide.played": "{name} played {cards} ({x}) against {enemy}.",
  "regicide.immune": "{enemy} is immune to {suit}.",
  "regicide.hearts":
    "Hearts: {n, plural, one {# card from the discard pile goes} other {# cards from the discard pile go}} under the Tavern.",
  "regicide.diamonds": "Diamonds: {n, plural, one {# card} other {# cards}} drawn.",
  "regicide.diamondsBy": "Diamonds: {n, plural, one {# card} other {# cards}} drawn ({who}).",
  "regicide.spades": "Spades: shield {n}.",
  "regicide.takes": "{enemy} takes {n} damage ({damage}/{health}).",
  "regicide.attacks": "{enemy} attacks {name} for {n}.",
  "regicide.attacksZero": "{enemy} attacks for 0 after the shield.",
  "regicide.defeated": "{enemy} is defeated.",
  "regicide.defeatedExact": "{enemy} is defeated by an exact kill.",
  "regicide.won": "The last King is defeated: {solo, select, yes {the player wins!} other {the players win!}}",
  "regicide.tavernAsk": "{name} decides whether it goes on top of the Tavern (TAVERN YES|NO).",
  "regicide.toTavern": "{enemy} goes face down on top of the Tavern.",
  "regicide.newEnemy": "New enemy: {enemy}. {name} plays again.",
  "regicide.jesterPlayed":
    "{name} played a Jester: {enemy} loses its immunity to {suit}; no attack this turn. {name} chooses who goes next (NEXT <player>).",
  "regicide.jesterPlayedSpades":
    "{name} played a Jester: {enemy} loses its immunity to {suit} (spades already played now shield {n}); no attack this turn. {name} chooses who goes next (NEXT <player>).",
  "regicide.yielded": "{name} yielded.",
  "regicide.discarded": "{name} discarded {cards} ({worth}) to suffer {n} damage.",
  "regicide.chose": "{name} chose {next} to go next.",
  "regicide.flipped":
    "{name} flipped a Jester: discarded {thrown, plural, one {# card} other {# cards}} and drew {drawn} ({left, plural, one {# flip} other {# flips}} left).",
  "regicide.tavernYes": "{name} puts {enemy} on the Tavern.",
  "regicide.tavernNo": "{name} does not put {enemy} on the Tavern.",
  "regicide.resigned": "{name} resigned.",
  "regicide.lost": "The players lost: {reason}.",
  "regicide.reasonNoCardNoYield": "{name} has no card to play and may not yield",
  "regicide.reasonNoCard": "{name} has no card to play",
  "regicide.reasonCannotCover": "{name} cannot cover {n} damage with a hand worth {worth}",
  "regicide.reasonLastKing": "the last King is defeated",
  "regicide.reasonResigned": "{name} resigned, and Regicide is lost as a team",
  "regicide.youDrew": "You drew: {cards}",

  // what a player is asked (pending)
  "regicide.whatEmptyYield": "your turn: your hand is empty, YIELD",
  "regicide.whatEmptyFlip": "your turn: your hand is empty, FLIP a Jester",
  "regicide.whatPlayOrYield": "your turn: PLAY <cards> or YIELD",
  "regicide.whatPlaySolo": "your turn: PLAY <cards>{flips, plural, =0 {} other { (or FLIP a Jester, # left)}}",
  "regicide.whatNoYield": "your turn: PLAY <cards> (you may not yield: every other player yielded on their last turn)",
  "regicide.whatDiscard":
    "suffer {n} damage: DISCARD cards worth {n} or more{flips, plural, =0 {} other { (or FLIP a Jester, # left)}}",
  "regicide.whatCannotCover": "suffer {n} damage: your hand cannot cover it, FLIP a Jester",
  "regicide.whatJester": "you played a Jester: choose who goes next with NEXT <player>",
  "regicide.whatTavern": "exact kill: TAVERN YES (the enemy goes on top of the Tavern) or TAVERN NO (to the discard pile)",

  // outcome
  "regicide.sumRunning": "{n} of 12 enemies defeated; {name} to act",
  "regicide.sumWon": "{solo, select, yes {The player} other {The players}} won: {reason}",
  "regicide.sumWonMedal":
    "{solo, select, yes {The player} other {The players}} won ({medal}: {flips, plural, one {# Jester flip} other {# Jester flips}} used): {reason}",
  "regicide.sumLostSolo": "The player lost after defeating {n} of 12 enemies: {reason}",
  "regicide.sumLost": "The players lost after defeating {n} of 12 enemies: {reason}",
  "regicide.medalGold": "Gold",
  "regicide.medalSilver": "Silver",
  "regicide.medalBronze": "Bronze",

  // the table (render)
  "regicide.vWon": "Regicide: the players WON — {reason}.",
  "regicide.vWonMedal": "Regicide: the players WON ({medal}) — {reason}.",
  "regicide.vLost": "Regicide: the players LOST after {n} of 12 enemies — {reason}.",
  "regicide.vEnemy": "Enemy {n} of 12: {enemy} — damage {damage}/{health}, attack {attack}, {immunity}{waiting}.",
  "regicide.vAttackShield": "{attack} − shield {shield} = {net}",
  "regicide.immuneH": "immune to ♥ (no healing)",
  "regicide.immuneD": "immune to ♦ (no drawing)",
  "regicide.immuneC": "immune to ♣ (no doubling)",
  "regicide.immuneS": "immune to ♠ (no shield)",
  "regicide.immuneCancelled": "immunity cancelled by a Jester",
  "regicide.vSpadesWaiting": " (spades played: {n}, they shield once a Jester is played)",
  "regicide.vPlayed": "Played against it: {cards}",
  "regicide.vPiles":
    "Castle: {castle} more · Tavern: {tavern, plural, one {# card} other {# cards}} · Discard: {discard, plural, one {# card} other {# cards}}{top}{flips}",
  "regicide.vTop": " (top {card})",
  "regicide.vFlips": " · Jester flips left: {n}",
  "regicide.vHands": "Hands (max {max}): {hands}",
  "regicide.vHandSize": "{name} {n}",
  "regicide.vHandSizeYielded": "{name} {n} (yielded)",
  "regicide.vLast": "Last: {notes}",
  "regicide.vAwaiting": "Awaiting {name}: {what}",
  "regicide.pubEmptyYield": "empty hand: to yield",
  "regicide.pubEmptyFlip": "empty hand: to flip a Jester",
  "regicide.pubPlayOrYield": "to play cards or yield",
  "regicide.pubPlaySolo": "to play cards",
  "regicide.pubNoYield": "to play cards (yielding is not allowed)",
  "regicide.pubDiscard": "to take {n} damage by discarding",
  "regicide.pubCannotCover": "{n} damage the hand cannot cover: to flip a Jester",
  "regicide.pubJester": "to choose who goes next (a Jester was played)",
  "regicide.pubTavern": "to choose where the enemy goes (exact kill)",
  "regicide.vYourHand": "Your hand: {cards} (worth {worth})",
  "regicide.vHandOf": "Hand of {name}: {cards}",
  "regicide.vSecretTavern": "Tavern, top first: {cards}",
  "regicide.vSecretCastle": "Castle, top first: {cards}",
  "regicide.vSecretDiscard": "Discard, bottom first: {cards}",

  // dashboard
  "regicide.pictureCastle": "The Castle",
  "regicide.pictureLabel": "{n} of 12 enemies defeated",
};
