// Three Kingdoms in English: the flow, questions, errors, views, help and variants (ICU MessageFormat;
// ids "threekingdoms.…"). The wording is the game's English from before the catalogs.
import type { Catalog } from "../../../i18n/msg.ts";

const TEAM = "{team, select, warm {warm} other {cool}}";
const CARDS = "{n, plural, one {# card} other {# cards}}";

export default {
  // a card named (events), named with the code to type (hands, offered cards), the code alone (commands)
  "threekingdoms.cards.named": "{code}",
  "threekingdoms.cards.typed": "{code}",
  "threekingdoms.cards.code": "{code}",
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "threekingdoms.title": "Three Kingdoms",
  "threekingdoms.hp": "HP {hp}/{max}",
  "threekingdoms.role.lord": "Lord",
  "threekingdoms.role.loyalist": "Loyalist",
  "threekingdoms.role.rebel": "Rebel",
  "threekingdoms.role.traitor": "Traitor",
  "threekingdoms.phase": "{phase, select, start {start} judge {judgement} draw {draw} play {play} discard {discard} other {end}}",
  "threekingdoms.aPlayer": "a player",
  "threekingdoms.anotherPlayer": "another player",
  "threekingdoms.nameRole": "{name} {role}",
  "threekingdoms.nameScore": "{name} {score}",
  "threekingdoms.nameHp": "{name} {hp}",

  // ---- cards moving ----
  "threekingdoms.reshuffled": `The discard pile is shuffled into a new deck (${CARDS}).`,
  "threekingdoms.draws": `{name} draws ${CARDS}.`,
  "threekingdoms.drawsFor": `{name} draws ${CARDS} ({why}).`,
  "threekingdoms.youDraw": "You draw {cards}.",
  "threekingdoms.firstHand": "the first hand",
  "threekingdoms.plays": "{name} plays {card}.",
  "threekingdoms.playsOn": "{name} plays {card} on {targets}.",
  "threekingdoms.playsPeach": "{name} plays {card}: {hp}.",
  "threekingdoms.drinks": "{name} drinks {card}: the next Slash this turn deals 1 more damage.",
  "threekingdoms.equips": "{name} equips {card}.",
  "threekingdoms.equipsReplacing": "{name} equips {card}, replacing {old}.",
  "threekingdoms.placesSelf": "{name} places {card} in front of themself.",
  "threekingdoms.places": "{name} places {card} in front of {to}.",
  "threekingdoms.borrowedSword": "{name} plays {card}: {holder} must slash {victim} or hand over their weapon.",
  "threekingdoms.harvest.reveals": "Bountiful Harvest reveals {cards}.",
  "threekingdoms.harvest.leftOver": "Harvest cards left over are discarded: {cards}.",
  "threekingdoms.discards": "{name} discards {cards}.",
  "threekingdoms.spearSlash": "the Serpent Spear Slash",

  // ---- choosing a card of a player ----
  "threekingdoms.pick.ask": "{why}: CHOOSE a card of {from}: {options} (HAND = a random hand card)",
  "threekingdoms.pick.public": "{name} to choose a card of {from} ({why})",
  "threekingdoms.pick.discards": "{why}: {name} discards {card} from {from}.",
  "threekingdoms.pick.discardsHand": "{why}: {name} discards {card} from {from}'s hand.",
  "threekingdoms.pick.takes": "{why}: {name} takes {card} from {from}.",
  "threekingdoms.pick.takesHand": "{why}: {name} takes a card from {from}'s hand.",
  "threekingdoms.pick.youTake": "You take {card} from {from}'s hand.",
  "threekingdoms.pick.tookYours": "{name} took your {card}.",

  // ---- the turn ----
  "threekingdoms.turn.begins": "Turn {turn} (round {round}): {name}'s turn.",
  "threekingdoms.turn.skipDraw": "{name} skips the Draw phase (Supply Shortage).",
  "threekingdoms.turn.skipPlay": "{name} skips the Play phase (Indulgence).",
  "threekingdoms.turn.skipDiscard": "{name} skips the Discard phase (Keji).",
  "threekingdoms.play.ask": "your Play phase: PLAY <card> [-> <player> …], or DONE to end it",
  "threekingdoms.play.public": "{name}'s Play phase",
  "threekingdoms.discard.ask": `your Discard phase: hand limit {limit}, DISCARD ${CARDS}`,
  "threekingdoms.discard.public": `{name} to discard ${CARDS}`,
  "threekingdoms.delayed.name": "{trick, select, LIGHTNING {Lightning} INDULGENCE {Indulgence} other {Supply Shortage}}",
  "threekingdoms.delayed.judged": "{name}'s {trick} ({code}) is judged.",
  "threekingdoms.delayed.on": "{trick} on {name}",
  "threekingdoms.delayed.of": "{name}'s {trick}",
  "threekingdoms.delayed.escapes": "{name} escapes the {trick}.",
  "threekingdoms.lightning.strikes": "Lightning strikes {name}!",
  "threekingdoms.lightning.moves": "{card} moves on to {name}.",
  "threekingdoms.lightning.stays": "{card} stays with {name}.",
  "threekingdoms.indulgence.hits": "Not a heart: {name} will skip the Play phase.",
  "threekingdoms.shortage.hits": "Not a club: {name} will skip the Draw phase.",

  // ---- damage, dying, death, the end ----
  "threekingdoms.damage.taken": "{name} takes {n} damage ({cause}): {hp}.",
  "threekingdoms.damage.takenFrom": "{name} takes {n} damage from {from} ({cause}): {hp}.",
  "threekingdoms.dying.begins": "{name} is dying ({hp}): everyone is asked for a Peach at once; the first in turn order saves.",
  "threekingdoms.dying.jiuyuan": "Jiuyuan: the Peach of a Wu character heals {name} 1 more.",
  "threekingdoms.dying.selfSaves": "{name} plays {card} on themself: {hp}.",
  "threekingdoms.dying.peach": "{name} plays {card} on {to}: {hp}.",
  "threekingdoms.dying.noPeach": "{name} gives no Peach.",
  "threekingdoms.dying.saved": "{name} is saved.",
  "threekingdoms.dying.askSelf":
    "you are dying ({hp}): RESPOND PEACH-…{wine, select, true { or WINE-…} other {}} to save yourself, or PASS",
  "threekingdoms.dying.ask": "{name} is dying ({hp}): RESPOND PEACH-… to save them, or PASS",
  "threekingdoms.dying.public": "Peaches for {name}, who is dying",
  "threekingdoms.death.dies": "{name} dies: {name} was a {role}.",
  "threekingdoms.death.killed": "{name} dies (killed by {by}): {name} was a {role}.",
  "threekingdoms.death.discarded": "Discarded: {cards}.",
  "threekingdoms.death.reward": "reward: {name} was a Rebel",
  "threekingdoms.death.penalty":
    "{name}, the Lord, killed a Loyalist and discards all hand and equipment cards{any, select, yes {: {cards}} other {}}.",
  "threekingdoms.win.traitor": "The Traitor {name} wins, last one standing.",
  "threekingdoms.win.rebels": "The Lord is dead: the Rebels win ({names}).",
  "threekingdoms.win.lord": "All Rebels and Traitors are dead: the Lord and the Loyalists win ({names}).",
  "threekingdoms.gameOver": "Game over. {summary}",
  "threekingdoms.identities": "Identities: {list}.",
  "threekingdoms.scores": "Scores (seed's 4th-edition table): {list}.",
  "threekingdoms.scores.v3": "Scores (3v3: 1 for each player of the winning team): {list}.",
  "threekingdoms.resigns": "{name} resigns.",
  "threekingdoms.deadline": "Deadline passed for {name}: {line}.",
  "threekingdoms.auto.list": "Your standing answers: {rules}.",
  "threekingdoms.auto.none": "You have no standing answers.",

  // ---- errors ----
  "threekingdoms.err.option": "option {key}: not a valid value",
  "threekingdoms.err.joinOption": "unknown join option {key} (only gender=m|f)",
  "threekingdoms.err.gender": "gender is m or f",
  "threekingdoms.err.players": "Three Kingdoms needs 4 to 10 players",
  "threekingdoms.err.traitors": "traitors=2 is only for 6 or 8 players",
  "threekingdoms.err.lordSeat": "lord={lord}: there is no such seat",
  "threekingdoms.err.noSkills": "no skills in this mode (the game is played without generals)",
  "threekingdoms.err.actAs": "act as a player (AS <player> …)",
  "threekingdoms.err.over": "the game is over",
  "threekingdoms.err.nothingAwaited": "nothing is awaited right now",
  "threekingdoms.err.dead": "you are dead; you can still watch the game",
  "threekingdoms.err.notYourMove": "not your move: waiting for {waiting}",
  "threekingdoms.err.noSeat": "there is no seat {seat}",
  "threekingdoms.err.alreadyOut": "{name} is already out of the game",
  "threekingdoms.err.notPending": "this decision is no longer pending",
  "threekingdoms.err.noPlayer": 'no player called "{name}"',
  "threekingdoms.err.namedTwice": "{name} is named twice",
  "threekingdoms.err.noSpear": "you need the Serpent Spear equipped to use two cards as a Slash",
  "threekingdoms.err.noSuchCard": "you hold no card {card}",
  "threekingdoms.err.noUsableCard": "you hold no card {card} that can be used here",
  "threekingdoms.err.notACode": '"{word}" is not a card code (e.g. SLASH-7S)',
  "threekingdoms.err.spearTwo": "Serpent Spear: name exactly two hand cards",
  "threekingdoms.err.spearWhere": "Serpent Spear answers only where a Slash is asked for",
  "threekingdoms.err.spearNeeds": "you need the Serpent Spear and two hand cards",
  "threekingdoms.err.oneCard": "play one card at a time",
  "threekingdoms.err.answerOne": "answer with one card",
  "threekingdoms.err.cannotUseAs": "{card} cannot be used as {as} (no skill of yours allows it)",
  "threekingdoms.err.needsTargets":
    "{label} needs {n, plural, one {one target} other {# targets}}: PLAY {code} -> <player>{n, plural, one {} other { <player>}}",
  "threekingdoms.err.noTarget": "{label} takes no target: PLAY {code}",
  "threekingdoms.err.isDead": "{name} is dead",
  "threekingdoms.err.untargetable": "{name} cannot be targeted by {card} (a skill of theirs)",
  "threekingdoms.err.slashUsed": "you have already used a Slash this turn (only the Crossbow allows more)",
  "threekingdoms.err.halberd": "Sky Halberd: name 1 to 3 targets",
  "threekingdoms.err.slashSelf": "you cannot slash yourself",
  "threekingdoms.err.outOfRange": "{name} is out of your attack range (distance {d}, range {r})",
  "threekingdoms.err.dodgeOnly": "a Dodge is only played in answer to a Slash or an Arrow Barrage",
  "threekingdoms.err.nullifyOnly": "a Nullification is only played in answer to a trick (when you are asked)",
  "threekingdoms.err.peachSelf": "in your turn a Peach heals only yourself",
  "threekingdoms.err.notWounded": "you are not wounded",
  "threekingdoms.err.oneWine": "only one Wine per turn",
  "threekingdoms.err.targetSelf": "you cannot target yourself with {card}",
  "threekingdoms.err.noCards": "{name} has no cards",
  "threekingdoms.err.snatchDistance": "Snatch needs distance 1; {name} is at distance {d}",
  "threekingdoms.err.shortageDistance": "Supply Shortage needs distance 1; {name} is at distance {d}",
  "threekingdoms.err.swordFirst": "Borrowed Sword: the first player named must be someone else with a weapon",
  "threekingdoms.err.noWeapon": "{name} has no weapon",
  "threekingdoms.err.notInRange": "{name} is not in {of}'s attack range",
  "threekingdoms.err.lightningSelf": "Lightning is placed in front of yourself",
  "threekingdoms.err.hasLightning": "you already have a Lightning",
  "threekingdoms.err.delayedOther":
    "{trick, select, INDULGENCE {Indulgence} other {Supply Shortage}} is placed in front of another player",
  "threekingdoms.err.alreadyHas": "{name} already has a {trick, select, INDULGENCE {Indulgence} other {Supply Shortage}}",
  "threekingdoms.err.playPhase": "it is your Play phase: PLAY <card> [-> <player>] or DONE",
  "threekingdoms.err.discardFirst": `DISCARD ${CARDS} first (your hand limit is your HP)`,
  "threekingdoms.err.discardExactly": `discard exactly ${CARDS}`,
  "threekingdoms.err.doesNotAnswer": "{card} does not answer this: {needed} needed",
  "threekingdoms.err.chooseOneOf": "choose one of: {options}",
  "threekingdoms.err.v3Clash": "mode=3v3 cannot be combined with {options} (3v3 has its own teams, draft and victory)",
  "threekingdoms.err.v3Players": "mode=3v3 needs exactly 6 players (two teams of three)",
  "threekingdoms.err.protectSeries": "protect=on needs series=on: it protects the first player out of one deal in the next deal",
  "threekingdoms.err.protectDarksouls":
    "protect=on and darksouls=on cannot be combined: the seed's first-out protection is the rule for games without Dark Souls",
  "threekingdoms.err.reincarnationDarksouls":
    "reincarnation=on and darksouls=on cannot be combined: a dead player either comes back or becomes a Dark Soul",
  "threekingdoms.err.reincarnationGenerals":
    "reincarnation=on needs generals=on: a player comes back as a general of the same kingdom",
  "threekingdoms.err.noReincarnation": "there is no sacrifice without reincarnation=on",
  "threekingdoms.err.rebornSacrifice": "a player who came back may not sacrifice",
  "threekingdoms.err.sacrificedThisRound": "you have already sacrificed a card this round",
  "threekingdoms.err.notDead": "{name} is not dead",
  "threekingdoms.err.stuck": "{name} can take no more sacrifices (no general of their kingdom is left)",
  "threekingdoms.err.sacrificeUsage": "SKILL SACRIFICE <card> -> <dead player>",
  "threekingdoms.err.autoRule": 'unknown AUTO rule "{rule}": use {rules}, OFF <rule>, CLEAR or LIST',
  "threekingdoms.err.nameTwo": "name the two cards: SPEAR <card> <card>",
  "threekingdoms.err.nameCard": "name a card, e.g. SLASH-7S",
  "threekingdoms.err.notACodeLong": '"{word}" is not a card code (cards are written like SLASH-7S, DODGE-2H, PEACH-QD)',
  "threekingdoms.err.chooseWhat": "CHOOSE what? e.g. CHOOSE PEACH-3H",
  "threekingdoms.err.discardWhich": "DISCARD which cards? e.g. DISCARD SLASH-7S DODGE-2H",

  // ---- generals ----
  "threekingdoms.general.offer": "\n- {code}: {title}",
  "threekingdoms.skill.line": "\n  {title}{lord, select, yes { (Lord skill)} other {}}: {text}",
  "threekingdoms.general.yourOffer": "Your generals to choose from:",
  "threekingdoms.general.lordOffer": "You are the Lord. Your generals to choose from:",
  "threekingdoms.general.ask": "choose your general: CHOOSE {options}",
  "threekingdoms.general.public": "{name} to choose a general",
  "threekingdoms.general.lordChooses": "{name}, the Lord, chooses {general}.",
  "threekingdoms.general.youChose": "You chose {general}; the picks are revealed together.",
  "threekingdoms.general.revealed": "The generals are revealed: {list}.",
  "threekingdoms.general.isGeneral": "{name} is {general}",
  "threekingdoms.general.isGeneralByDefault": "{name} is {general} (by default: no choice in time)",
  "threekingdoms.waitingMany": "{names}, each to choose",

  // ---- series ----
  "threekingdoms.series.dealOver": "Deal {game} of {of} is over: {summary}",
  "threekingdoms.series.scores": "\nScores of this deal: {deal}. Series totals: {totals}.",
  "threekingdoms.series.nextDeal":
    "\nDeal {game} of {of} begins: {lord} is the Lord. New identities and hands are mailed privately.",
  "threekingdoms.series.protected":
    "\n{name}, the first player out of deal {game}, is protected: they keep a drop of blood until someone else is out or they attack.",
  "threekingdoms.series.ends":
    "the series of {n, plural, one {# deal} other {# deals}} ends (last deal: {last}); highest total {best}",
  "threekingdoms.seriesTable":
    "The series is over{mode, select, none {} other { ({mode})}}. Scores per deal (the seed's 4th-edition table):\n{head}\n{rows}\n{total}",
  "threekingdoms.seriesTable.head": "Deal  Lord{pad}  {names}",
  "threekingdoms.seriesTable.total": "Total {pad} {totals}",

  // ---- variants ----
  "threekingdoms.finalThree.begins":
    "Final three: only {n} players are left in round {round}. From round {from} on, every living player loses 1 HP at the start of each round.",
  "threekingdoms.finalThree.spared":
    "Final three, round {round}: everyone is at 1 HP and would be out together, so nobody loses HP this round.",
  "threekingdoms.finalThree.loss": "Final three, round {round}: every living player loses 1 HP ({list}).",
  "threekingdoms.protect.ends": "{name} is no longer protected: {why}.",
  "threekingdoms.protect.drop": "{name} keeps a drop of blood (first-out protection): HP 1/{max}.",
  "threekingdoms.protect.whyOut": "{name} is out",
  "threekingdoms.protect.whyAttacked": "they attacked with a {card, select, SLASH {Slash} other {Duel}}",
  "threekingdoms.protect.whyDamage": "they dealt damage to {name}",
  "threekingdoms.sacrifice.public": "{name} sacrifices a card to {to} ({n} of {of}).",
  "threekingdoms.sacrifice.gave": "You gave {card} to {to}.",
  "threekingdoms.sacrifice.got": "{name} gave you {card}.",
  "threekingdoms.sacrifice.stuck":
    "No unused general of {name}'s kingdom is left: {name} keeps the cards but can take no more sacrifices.",
  "threekingdoms.sacrifice.comesBack":
    "{name} comes back as {general} with 1 HP (reincarnation){old, select, none {} other {; {old} goes back to the pile}}. {name} still counts as out for victory.",
  "threekingdoms.soul.hostDead": "{name} is dead",
  "threekingdoms.soul.cardDiscarded": "{soul}'s card is discarded: {cards}.",
  "threekingdoms.soul.goneWhy": "{name}'s Dark Soul ({soul}) is gone: {why}.",
  "threekingdoms.soul.gone": "{name}'s Dark Soul ({soul}) is gone.",
  "threekingdoms.soul.arhatTakes": "{name}'s Dark Soul (Arhat) takes 1 of the damage to {host}, and is gone.",
  "threekingdoms.soul.arhatDiscards": "{name} discards {cards} (Arhat).",
  "threekingdoms.soul.arhatAsk": "Arhat took 1 damage for you: DISCARD 1 hand card",
  "threekingdoms.soul.arhatPublic": "{name} to discard 1 card (Arhat)",
  "threekingdoms.soul.possesses": "{name}'s Dark Soul ({soul}) possesses {host}.",
  "threekingdoms.soul.possessAsk": "you are dead: your Dark Soul ({soul}) possesses a living player: CHOOSE <player>",
  "threekingdoms.soul.possessPublic": "{name}'s Dark Soul to choose whom to possess",
  "threekingdoms.soul.xuanwuCard": "Xuanwu's card: {cards}.",
  "threekingdoms.soul.xuanwuDraws": "Xuanwu draws a card from the deck, face down.",
  "threekingdoms.soul.xuanwuSwaps":
    "{name}'s Dark Soul (Xuanwu) swaps its card with a card of {host}'s hand, taken unseen, which is discarded: {cards}.",
  "threekingdoms.soul.xuanwuGave": "Xuanwu gave you {cards}.",
  "threekingdoms.soul.xuanwuAsk":
    "{host}'s Play phase begins: CHOOSE USE to swap Xuanwu's card with one of their hand cards taken unseen, or PASS",
  "threekingdoms.soul.yusukeOrders": "{name}'s Dark Soul (Yusuke) orders {host} to discard the hand: {cards}.",
  "threekingdoms.soul.yusukeAsk":
    "{host}'s Play phase begins: CHOOSE USE to have them discard their hand and draw as many (Yusuke), or PASS",
  "threekingdoms.soul.actPublic": "{name}'s Dark Soul ({soul}) to act or pass",
  "threekingdoms.soul.darkSoul": "Dark Soul",
  "threekingdoms.soul.darkSoulText": "a dead player's Dark Soul acts for them",
  "threekingdoms.soul.name": "{soul}",
  "threekingdoms.finalThree.title": "Final three",
  "threekingdoms.finalThree.text": "the final three lose HP each round",

  // ---- 3v3 ----
  "threekingdoms.v3.win":
    "The {loser, select, warm {warm} other {cool}} coach {dead} is dead: the " + TEAM + " team wins ({names}).",
  "threekingdoms.v3.killReward": "3v3: a kill draws 3, {name} was killed",
  "threekingdoms.v3.direction":
    "3v3: name the first character to be reached, one of your living neighbours ({names}), or no one for the turn order",
  "threekingdoms.v3.firstPicker": "{name} (warm coach) lets the " + TEAM + " coach pick first.",
  "threekingdoms.v3.pool": "the generals' pool (paso 4), 16 face up:",
  "threekingdoms.v3.whoPicksFirst": "\nwhich coach picks first? CHOOSE WARM | COOL",
  "threekingdoms.v3.whoPicksFirstPublic": "{name} (warm coach) to say which coach picks first",
  "threekingdoms.v3.picks": "{name} (" + TEAM + " coach) picks {general}.",
  "threekingdoms.v3.pickAsk": "pick a general ({i} of {n} this time): CHOOSE one of",
  "threekingdoms.v3.pickPublic": "{name} (" + TEAM + " coach) to pick a general",
  "threekingdoms.v3.willBe": "{name} will be {general}.",
  "threekingdoms.v3.placeAsk":
    "place your generals (paso 8, secret until both coaches have placed): the general for {name} ({coach, select, yes {coach, +1 HP} other {forward}}): CHOOSE one of {options}",
  "threekingdoms.v3.placePublic": "{name} (" + TEAM + " coach) to place their generals",
  "threekingdoms.v3.sideFirst": "{name} (cool coach) decides that the " + TEAM + " side acts first.",
  "threekingdoms.v3.sideFirstAsk": "which side acts first? CHOOSE WARM | COOL",
  "threekingdoms.v3.sideFirstPublic": "{name} (cool coach) to say which side acts first",
  "threekingdoms.v3.actAsk": "your side acts: CHOOSE COACH (your turn) | FORWARDS (both forwards' turns, one after the other)",
  "threekingdoms.v3.actPublic": "{name} (" + TEAM + " coach) to choose who acts",
  "threekingdoms.v3.sideActs": "The " + TEAM + " side acts: {first}{second, select, none {} other { then {second}}}.",
  "threekingdoms.v3.shown": "The generals are shown: {list}.",
  "threekingdoms.v3.view.teams":
    "3v3: warm team (Lord and Loyalist cards): {warmCoach} (coach), {warm}; cool team (Traitor and Rebel cards): {coolCoach} (coach), {cool}.",
  "threekingdoms.v3.view.draft": "Draft: warm coach's picks: {warm}; cool coach's picks: {cool}.",
  "threekingdoms.v3.view.pool": "Left in the pool: {pool}.",
  "threekingdoms.v3.view.toAct": "Identity cards turned: {turned}. The " + TEAM + " side has the right to act.",

  // ---- the view ----
  "threekingdoms.view.none": "(none)",
  "threekingdoms.view.noneTurned": "none",
  "threekingdoms.view.empty": "(empty)",
  "threekingdoms.view.series": "Series: deal {game} of {of}; totals of the finished deals: {totals}.",
  "threekingdoms.view.over": "Game over: {summary}",
  "threekingdoms.view.turn": "Turn {turn} (round {round}): {name}'s {phase} phase. Deck {deck}, discard {discard}{top}.",
  "threekingdoms.view.discardTop": " (top {card})",
  "threekingdoms.view.table": "Round the table, in turn order from the Lord:",
  "threekingdoms.view.player": "{seat}. {name}{role}{general}: {state}",
  "threekingdoms.view.general": " {general}",
  "threekingdoms.view.sep": "; ",
  "threekingdoms.view.whoWhat": "{name}: {what}",
  "threekingdoms.view.role": " [{role}]",
  "threekingdoms.view.alive": `HP {hp}/{max}, ${CARDS}`,
  "threekingdoms.view.dead": "dead",
  "threekingdoms.view.deadSacrificed": "dead, {n, plural, one {# sacrificed card} other {# sacrificed cards}}",
  "threekingdoms.view.equipment": "equipment: {cards}",
  "threekingdoms.view.judgement": "judgement: {cards}",
  "threekingdoms.view.judgeAs": "{card} (as {as})",
  "threekingdoms.view.hand": "hand: {cards}",
  "threekingdoms.view.onTable": "On the table: {cards}",
  "threekingdoms.view.harvest": "Harvest: {cards}",
  "threekingdoms.view.waiting": "Waiting for: {who}",
  "threekingdoms.view.youAre": "You are {name} (seat {seat}), the {role}.",
  "threekingdoms.view.yourHand": "Your hand: {cards}",
  "threekingdoms.view.yourAuto": "Your standing answers: AUTO {rules}",
  "threekingdoms.view.deckOrder": "Deck (top first): {cards}",
  "threekingdoms.picture.hp": "HP",
  "threekingdoms.picture.dead": "dead",

  // ---- HELP ----
  "threekingdoms.help.generals": "\nGenerals (code: name, kingdom, HP; skills, used with SKILL <skill> when active):",
  "threekingdoms.help.general": "\n{code}: {name}, {kingdom}{female, select, yes {, female} other {}}, {hp} HP; {skills}",
  "threekingdoms.help.lordSkill": "{skill} (Lord skill)",
  "threekingdoms.help": HELP_EN(),
} satisfies Catalog;

function HELP_EN(): string {
  return `Three Kingdoms (Sanguosha), identity mode, with the 25 standard generals (CREATE option generals=on, the default)
or without (generals=off: everyone 4 HP, the Lord 5 with 5+ players, no skills).
Identities: the Lord is public; Loyalists protect the Lord, Rebels want the Lord dead, the Traitor wants to be last alive.
Generals: the Lord chooses first from Cao Cao, Liu Bei, Sun Quan + 2 random (shown to all); every other player is dealt
  3 (2 each with 10 players) and chooses privately; all are revealed together. HP is the general's; the Lord +1 (not
  with 4 players); gender is the general's. CHOOSE <general code>; a deadline takes the first offered.
Seats: the places round the table are drawn at START from the game's seed (your seat number stays your join
  order); mails list the players round the table in turn order, from the Lord (who plays first).
Turn: start, judgement, draw 2, play (one Slash per turn), discard down to your HP, end.
Verbs: PLAY <card> [-> <player> …] (e.g. PLAY SLASH-7S -> Bob; PLAY BORROWED-SWORD-QC -> Ann Bob; PLAY SPEAR <card> <card> -> Bob with the Serpent Spear)
  PLAY <card> AS <name> -> <player> when a skill lets a card count as another (Wusheng, Longdan, Qixi)
  RESPOND <card> or PASS when asked (Dodge, Slash, Peach, Nullification; a card a skill converts answers too);
  DISCARD <card> …; DONE ends your Play phase; CHOOSE <card|HAND|ICE|general|player|option> when asked;
  SKILL <skill> [<card> …] [-> <player> …] uses an active skill in your Play phase (e.g. SKILL KUROU);
  AUTO dodge | slash | never-nullify | nullify-if-target | never-guicai | pass, AUTO OFF <rule>, AUTO CLEAR, AUTO LIST (standing answers).
Every living player who could answer is asked in each response window (Dodge, Peach, Nullification…), whatever
  they hold, so being asked reveals nothing; AUTO answers at once the same way with or without the card.
Cards are named by the codes in your hand listing (NAME-<rank><suit>, e.g. DODGE-2H, PEACH-QD, NULLIFY-JS;
  in Greek, French and Spanish the name in that language, e.g. MATAR-7C: any language's codes are read).
Options: generals=on|off, traitors=2 (6 or 8 players), maneuvering (adds Wine and Supply Shortage), lord=<seat>
  (the first Lord), series (one deal per player, the Lord passing on; scores add up, the highest total wins).
  Each game's scores (the seed's 4th-edition table) are mailed at its end; a series ends with a table of scores per deal.
Variants from the seed (CREATE options, off by default; see docs/three-kingdoms.md):
  finalthree=on: once only three players are left (from round R, the round the third-from-last went out), every living
    player loses 1 HP at the start of each round from round R+4 on (after three full rounds), at the same time. It is
    loss of HP, not damage: no source, no damage skill, no reward for a death by it. The dying are settled one by one in
    turn order from the Lord (Peaches save). When everyone left is at 1 HP, nobody loses HP that round (they would all be
    out together: they go on to the next round). It goes on with two players left.
  protect=on (needs series=on): the first player out of a deal is protected in the next deal: when they would be
    dying they keep a drop of blood (HP 1, no Peaches asked), until another player is out or they attack (play a Slash
    or Duel on another player, or deal damage to one). Not with darksouls.
  reincarnation=on (needs generals=on): a dead player stays at the table. In your Play phase, once per round, you may
    give a dead player one hand card face down: SKILL SACRIFICE <card> -> <player>. At 4 sacrificed cards (3 with 4 or 5
    players) they come back at once with those cards as their hand and 1 HP, as a random unused general of their
    general's kingdom (any kingdom for a Qun general). A player who came back counts as out for victory and scores, may
    not sacrifice, and killing them gives no reward or penalty; they may come back again. With no general of the
    kingdom left they keep the cards but take no more sacrifices.
  darksouls=on: when a Loyalist, Rebel or Traitor dies, their Dark Soul possesses a living player: the dead player is
    asked CHOOSE <player>. Arhat (a dead Loyalist's) takes 1 of the next damage to its host, who then discards a hand
    card. Xuanwu (a dead Rebel's) draws a card face down; as each Play phase of its host begins it may CHOOSE USE (or
    PASS) to swap it with a hand card of the host taken unseen, which is discarded. Yusuke (a dead Traitor's): as each
    Play phase of its host begins it may CHOOSE USE (or PASS) to make the host discard the hand and draw as many. Each
    soul acts once, and is gone with its host. Not with reincarnation or protect.
  mode=3v3: exactly 6 players in two teams: seats 1-3 (join order) and 4-6, seats 1 and 4 the coaches. A draw makes
    one team warm (coach: the Lord card, forwards: Loyalist cards) and the other cool (Traitor, Rebels); identities
    are public. Each coach sits between their forwards. Draft: 16 of the generals are shown (the other 9 never are);
    the warm coach says which coach picks first (CHOOSE WARM | COOL); the coaches pick 1-2-2-2-2-2-2-2-1 (CHOOSE
    <general>, one at a time); then each coach secretly places three of their eight on coach, forward A and forward B
    (CHOOSE, three times), shown together once both have placed. Coaches +1 HP and max HP; no Lord skills; no
    Lightning (set aside); 4 cards each. The cool coach says which side acts first (CHOOSE WARM | COOL). The sides take
    actions in turn: the side's coach CHOOSEs COACH (one turn) or FORWARDS (each upright living forward plays a turn,
    one after the other). A card is turned when its turn begins; when every living card is turned all are upright
    again; a side with no upright card passes the right to the other. The first action is a coach's. Barbarian
    Invasion, Arrow Barrage, Peach Garden and Bountiful Harvest go round in the direction the user names: PLAY <card>
    -> <neighbour> (the first reached after you), or no name for the turn order. Any kill draws 3 cards, even of a
    team-mate. The game ends when a coach dies: the other team wins. Not with series, lord, traitors=2, generals=off
    or the other variants.`;
}
