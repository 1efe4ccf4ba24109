// Trente's words in English (ICU MessageFormat; ids "trente.…"). The wording is the one Herald always
// used, so that mails read as before. Dice, names and numbers are parameters; commands stay English.
import type { Catalog } from "../../../i18n/msg.ts";

export default {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "trente.title": "Trente",
  // ---- events
  "trente.turnStarts": "Round {round}, {name}''s turn ({points, plural, one {# point} other {# points}}): rolls {dice}.",
  "trente.setsAside": "{name} sets aside {dice}.",
  "trente.setsAsideMustName": "{name} sets aside {dice} and must name the first die (FIRST <die>).",
  "trente.setsAsideFirst":
    "{name} sets aside {dice}; first die {die}: aiming for {aim, select, low {12 or less} other {30 or more}}.",
  "trente.autoSet":
    'Your standing order: each of your turns is played by the policy "{policy}" from its first roll (AUTO OFF stops it).',
  "trente.autoOff": "Your standing order is off: you play your turns yourself again.",
  "trente.autoIs": 'Your standing order: each of your turns is played by the policy "{policy}" (AUTO OFF stops it).',
  "trente.autoNone":
    "You have no standing order in this game. AUTO POLICY <rule> (e.g. AUTO POLICY high) plays each of your turns by that rule.",
  "trente.errAutoSeat": "AUTO sets a player's own standing order: only a seated player sends it",
  "trente.playsByPolicy": '{name} plays the rest of the turn by the policy "{policy}".',
  "trente.rolls": "{name} rolls {dice} (set aside: {kept}).",
  "trente.namesFirst": "{name} names {die} as the first die to set aside.",
  "trente.turnDice": "{name}''s dice: {dice} = {sum} (target {target}).",
  "trente.onTarget": "{name} hits {target} exactly: nothing happens.",
  "trente.missLoses": "{name} misses by {points}: {name} loses {points} ({before} → {after}).",
  "trente.attackLoses": "{hits}×{level}: {name} loses {points} ({before} → {after}).",
  "trente.outOfRound": "{name} is below 0 and out of the round.",
  "trente.choosesVictim": "{name} attacks at {level} and chooses a victim (VICTIM <player>).",
  "trente.attacks": "{attacker} attacks {victim} at {level}:",
  "trente.attackRollMiss": "rolls {dice} (no {level}){last, select, true {.} other {;}}",
  "trente.attackRollHit":
    "rolls {dice} (keeps {hits}×{level}{full, select, true {, main pleine: all six back} other {}}){last, select, true {.} other {;}}",
  "trente.noDamage": "No {level} on the first roll: {victim} loses nothing.",
  "trente.roundWon": "{name} wins round {round} with {points, plural, one {# point} other {# points}}.",
  "trente.roundBegins": "Round {round} of {total} begins: everyone is back to {start}; {name} opens.",
  "trente.gameOver": "The game is over: {n, plural, =0 {nobody wins} one {{winners} wins} other {{winners} win}}.",
  "trente.leaves": "{name} leaves the game.",
  "trente.deadlinePassed": "Deadline passed for {name}: Herald decides by default.",

  // ---- pending decisions and outcome
  "trente.pendingKeep": "your turn: KEEP <dice> from {roll}, or POLICY <rule>",
  "trente.pendingFirst": "name your first die: FIRST {choices}",
  "trente.pendingVictim": "choose the victim of your attack at {level}: VICTIM <player>",
  "trente.summaryRound": "{n, plural, =0 {Nobody wins} one {{winners} wins} other {{winners} win}} the round",
  "trente.summaryGame": "{n, plural, =0 {Nobody wins} one {{winners} wins} other {{winners} win}} the game ({tally} rounds)",
  "trente.scoresTitle": "Points this round",

  // ---- errors
  "trente.errOver": "the game is over",
  "trente.errAdminAs": "an administrator moves for {name} only with AS {name} <move>",
  "trente.errNotYourTurn": "it is not your turn: {name} is playing",
  "trente.errNameFirst": "first name which die you set aside first: {choices}",
  "trente.errKeepOne": "keep at least one die",
  "trente.errNotOnTable": "you cannot keep {dice}: the dice on the table are {roll}",
  "trente.errKeepNamedFirst": "you named {die} as your first die: keep it in this KEEP, or name another with FIRST",
  "trente.errFirstClassic": "FIRST is only used under classic rules (here the target is always 30)",
  "trente.errFirstNotKept": "FIRST must be one of the dice you set aside: {dice}",
  "trente.errFirstSet":
    "your first die is already set this turn ({die}: aiming for {aim, select, low {12 or less} other {30 or more}})",
  "trente.errNoSuchDie": "there is no {die} in your roll ({roll})",
  "trente.errNoAttack": "there is no attack waiting for a victim",
  "trente.errSelf": "you cannot attack yourself",
  "trente.errVictimOut": "{name} is out of this round",
  "trente.errNoSeat": "there is no seat {seat}",
  "trente.errAmbiguous": '"{text}" could be {names}',
  "trente.errNoPlayer": 'no player called "{text}"',
  "trente.errAlreadyLeft": "{name} has already left the game",
  "trente.errNotPending": "that decision is no longer pending",
  "trente.errTooFew": "Trente needs at least {min} players",
  "trente.errTooMany": "Trente takes at most {max} players",
  "trente.errKeepNeedsDice": "KEEP needs the dice to set aside, e.g. KEEP 6 5",
  "trente.errKeepValues": 'KEEP takes die values from 1 to 6, e.g. KEEP 6 5 (got "{got}")',
  "trente.errKeepSix": "you cannot keep more than six dice",
  "trente.errFirstOne": "FIRST takes one die value from 1 to 6, e.g. FIRST 5",
  "trente.errVictimNeeds": "VICTIM needs a player''s name or seat number, e.g. VICTIM Bob",
  "trente.errPolicyNeeds": "POLICY needs a rule: high, low, all, or keep <dice> (e.g. POLICY keep 5 6)",
  "trente.errPolicyElse": 'after "else" say high or low (e.g. POLICY keep 5 6 else high)',
  "trente.errPolicyUnknown": 'unknown policy "{text}": use high, low, all, or keep <dice> (dice are 1 to 6)',
  "trente.errPolicyKeep": "POLICY keep needs die values, e.g. POLICY keep 5 6",
  "trente.errRulesOnce": "give rules= only once (ruleset= is the same option)",
  "trente.errUnknownOption": 'unknown option "{key}" for trente (options: rules=house|classic, start=<points>)',
  "trente.errRules": 'rules must be house or classic, not "{value}"',
  "trente.errStart": 'start must be a whole number of points from 1 to 1000, not "{value}"',
  "trente.errLogEntry": "log entry {n}: {why}",
  "trente.errLogNotCommand": 'log entry {n}: "{line}" is not a Trente command',

  // ---- the view
  "trente.viewHeader":
    "Trente ({rules, select, house {house rules: target 30, victim by parity} other {classic rules: 3 rounds}}) — round {round} of {total}.",
  "trente.viewScores": "Scores: {scores}",
  "trente.viewScore":
    "{name} {score}{status, select, left { (left)} out { (out)} other {}}{multi, select, true { [{won} won]} other {}}",
  "trente.viewLast": "Last turn: {line}",
  "trente.lastOnTarget": "{name} set aside {dice} = {sum}: on target, nothing happens.",
  "trente.lastLost": "{name} set aside {dice} = {sum}: {name} lost {points}.",
  "trente.lastAttackPending": "{name} set aside {dice} = {sum}: attack at {level}, victim to be chosen.",
  "trente.lastAttack": "{name} set aside {dice} = {sum}: attack at {level} on {victim}, who lost {points}.",
  "trente.viewOver": "The game is over. {n, plural, =0 {Winner: none} one {Winner: {winners}} other {Winners: {winners}}}.",
  "trente.viewTurnKeep": "{name}''s turn. Roll: {roll}.",
  "trente.viewSetAside":
    "Set aside: {kept} = {sum}{aim, select, low { (aiming for 12 or less)} high { (aiming for 30 or more)} other {}}.",
  "trente.viewTurnFirst": "{name}''s turn: sets aside {dice} and must name the first die.",
  "trente.viewTurnVictim": "{name}''s turn: attacks at {level} and chooses the victim.",
  "trente.viewYouAre": "You are {name} (seat {seat}).",

  // ---- HELP trente
  "trente.help": `TRENTE — six dice, aim for 30. Options: rules=house|classic (default house), start=<points> (default 30).
Each turn Herald rolls six dice for you; set aside at least one die per roll until all six are set aside.
Sum S: under 30 you lose 30-S; exactly 30 nothing; over 30 you attack at level E=S-30.
Attack: Herald rolls six dice and keeps every die showing E, rerolling the rest while at least one E comes
up; six E''s ("main pleine") are all rolled again. The victim loses E per E kept. Below 0 you are out of the
round (0 is still in); the last player in wins the round.
house: the target is always 30; even E attacks the previous player (your right), odd E the next (your left);
  one round is the whole game.
classic: the first die set aside sets the target: 1-3 → 12 or less (under 12 attacks at 12-S, over loses
  S-12), 4-6 → 30 or more. Victim: next player in round 1, previous in round 2, your choice in round 3.
  Three rounds; most rounds won wins, ties broken by the sum of the round scores.
Commands:
KEEP <dice>       set aside these values from the current roll, e.g. KEEP 6 5 (several KEEP lines in one
                  mail are played one after the other, each on the roll then current)
POLICY <rule>     play the rest of your turn by a standing rule:
  POLICY high        keep the single highest die on every roll (also: highest, max)
  POLICY low         keep the single lowest die on every roll (also: lowest, min)
  POLICY all         keep every die (ends the turn at once)
  POLICY keep 5 6    keep every 5 and 6; when none shows, the highest die
  POLICY keep 1 2 else low   … and when none shows, the lowest die
AUTO POLICY <rule>  every turn of yours from now on is played by that rule (also in later games, sent
                  outside a game); AUTO shows it, AUTO OFF stops it
FIRST <die>       classic: which die you set aside first when your first KEEP mixes 1-3 and 4-6
                  (may also be sent before that KEEP)
VICTIM <player>   classic round 3: who suffers your attack (name or seat number)
At a deadline your turn is played by your policy, or by POLICY high; FIRST defaults to the highest die
kept, VICTIM to the next player. Every roll is made from the game''s secret seed, revealed at the end so
that anyone can recompute every roll.`,
} satisfies Catalog;
