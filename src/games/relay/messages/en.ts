// The relay's English messages. Ids are "relay.<name>"; every id is in el.ts, fr.ts and es.ts too.
import type { Catalog } from "../../../i18n/msg.ts";

const en: Catalog = {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "relay.title": "Relay",
  "relay.help":
    "Relay: a file passed from player to player by mail, in the order they joined (a Freeciv save, a Civ IV save, any file).\n" +
    'Reply to your "your turn" mail with the file attached: Herald keeps it and mails it to the next player.\n' +
    "CREATE relay [file=any|freeciv] [maxsize=<MB>, default 5] [keep=<N> files kept, default 3] [skip=host|deadline] [end=<turn>]\n" +
    "  file=freeciv: Herald reads each save (turn, year, players, scores) and refuses a save of another game or an older turn;\n" +
    "  end=<turn> (Freeciv): the game ends once every player has played that turn.\n" +
    "UPLOAD <game-id>: the attached file is your turn (a reply to the game's mail does it by itself).\n" +
    "FILE <game-id> [<turn>]: mail me the current file, or the kept file of a Freeciv turn (in other relays: its number, as STATUS lists them).\n" +
    "JOIN <game-id> civ=<nation or leader> (Freeciv): your seat is tied to that civilization; destroyed or removed in a save, it leaves the order.\n" +
    "ORDER <name> <name> … (host): the order of play from now on. RESIGN <game-id>: surrender, leave the order.\n" +
    "SKIP (host): pass the awaited player's turn on without a file; with skip=deadline a missed deadline does the same.\n" +
    "REPLACE, VACATION, DEADLINE, HISTORY work as in every game.",
  "relay.errUnknownOption": "unknown relay option {key} (file=, maxsize=, keep=, skip=, end=)",
  "relay.errOption": "bad value for {key}: {value}",
  "relay.errEndNeedsFreeciv": "end= needs file=freeciv (Herald reads the turn from the saves)",
  "relay.over": "this relay is over",
  "relay.onlyPlayers": "only a player sends the turn file",
  "relay.notYourTurn": "it is not your turn: {name} is awaited. Nothing changed.",
  "relay.tooLarge": "the file is {size, number} bytes, over this game's limit of {max, number} bytes. Nothing changed.",
  "relay.sameFile": "this is the file you were sent: play your turn and send the new save. Nothing changed.",
  "relay.notASave": "this is no Freeciv save Herald can read ({why}). Nothing changed.",
  "relay.otherGame": "this save is from another Freeciv game (its identity and seeds differ). Nothing changed.",
  "relay.olderTurn": "this save is of turn {turn}, older than the last one (turn {last}). Nothing changed.",
  "relay.why.unsupported": "{compression} compression is not read: save with compresstype XZ, GZ or NONE",
  "relay.why.tooLarge": "it unpacks to more than {limit, number} bytes",
  "relay.why.corrupt": "the {compression} data is damaged or cut short",
  "relay.why.lineTooLong": "line {line} is longer than {limit, number} bytes",
  "relay.why.notFreeciv": "it is not a Freeciv savefile",
  "relay.why.missing": "{what} is missing",
  "relay.badFileLine": "a TURNFILE line is written by Herald from an attached file",
  "relay.skipHostOnly": "only the host or an administrator may SKIP",
  "relay.received":
    "{name} sent {file} ({size, number} bytes, SHA-256 {digest}…){fc, select, no {} other {: Freeciv turn {turn}, year {year}}}.",
  "relay.ended": "Every player has played turn {turn}: the relay is over.",
  "relay.skipped": "{name}'s turn was skipped.",
  "relay.deadlineSkipped": "{name} missed the deadline: the turn passes on.",
  "relay.yourTurn":
    "Your turn{hasFile, select, yes {: the file {file} is attached. Play, then reply to this mail with the new file attached} other {: reply to this mail with the first file attached}}. After you: {after}.",
  "relay.nowAwaited": "Now awaited: {name} (then {after}).",
  "relay.deadlineNoSkip": "{name} missed the deadline; the host may SKIP the turn or REPLACE the player",
  "relay.noSuchSeat": "no such player",
  "relay.left": "{name} left the relay.",
  "relay.tooFew": "Fewer than two players are left: the relay is over.",
  "relay.errJoinOption": "unknown JOIN option {key} (civ=<your nation or leader> in a Freeciv relay)",
  "relay.errCivNeedsFreeciv": "civ= needs a relay with file=freeciv (Herald reads the civilizations from the saves)",
  "relay.errCiv": "civ={civ}: name your nation (spaces left out: civ=SriLankan) or your leader",
  "relay.errCivTaken": "{name} already plays {civ}",
  "relay.tied": "Seats tied to the save's civilizations: {links}.",
  "relay.untied":
    "Not tied to a civilization of the save: {names}. The save's nations: {nations}. (Each seat is tied by its JOIN civ=, or by the player's name when it is the leader's.)",
  "relay.civOut":
    "{removed, select, yes {{name}'s civilization is gone from the save of turn {turn} (removed from the game)} other {{name}'s civilization ({civ}) is destroyed in the save of turn {turn}}}: {name} leaves the order of play.",
  "relay.orderHostOnly": "only the host or an administrator may change the order",
  "relay.orderNone": "ORDER needs the players' names, in the new order",
  "relay.orderUnknown": "{name} is not a player in the order ({names}). Nothing changed.",
  "relay.orderAll": "name every player in the order once ({names}). Nothing changed.",
  "relay.ordered": "The host changed the order of play: {names}.",
  "relay.noKeptFile":
    "no kept file {byTurn, select, yes {of turn {which}} other {number {which}}}: the kept ones are {byTurn, select, yes {of turns} other {numbers}} {kept}. Nothing sent.",
  "relay.viewKept": "Kept files (FILE <game-id> {byTurn, select, yes {<turn>} other {<number>}}): {files}",
  "relay.viewKeptFile":
    "{byTurn, select, yes {turn {turn}{hasYear, select, yes { (year {year})} other {}}} other {#{n}}} from {from}",
  "relay.viewOrder": "Order: {names}",
  "relay.viewAwaited": "Awaited: {name}, then {after}",
  "relay.viewFile": "Current file: {file} ({size, number} bytes, SHA-256 {digest}…)",
  "relay.viewNoFile": "No file yet.",
  "relay.viewFreeciv": "Freeciv: turn {turn}, year {year}",
  "relay.viewCiv":
    "  {name} ({nation}){alive, select, no { — destroyed} other {}}{scored, select, no {} other {, score {score}}}{tied, select, yes { — {player}} other {}}",
  "relay.pending": "{hasFile, select, yes {play your turn and send the file} other {send the first file}}",
  "relay.summary": "The relay is over",
};

export default en;
