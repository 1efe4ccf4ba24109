// The Killer engine: Herald as the game administrator of a Killer layer over a Civilization PBEM game.
// Rules and the administrator's choices: docs/killer.md. Each concern lives in its own module; this
// file assembles them.
import type { GameEngine } from "../engine.ts";
import { applyKiller, deadlineKiller, resignKiller, AFTER_END } from "./apply.ts";
import { parseKillerLine, type KillerMove } from "./moves.ts";
import { parseKillerJoinOptions, parseKillerOptions, type KillerOptions } from "./options.ts";
import { outcomeKiller, pendingKiller } from "./pending.ts";
import { setupKiller } from "./setup.ts";
import type { KillerState } from "./state.ts";
import { renderKiller, viewKiller } from "./view.ts";

export type { KillerState } from "./state.ts";
export type { KillerMove } from "./moves.ts";
export type { KillerOptions } from "./options.ts";
export { rankReport, cv } from "./ranking.ts";
export { legalMoves } from "./legal.ts";

const help = `Killer — every civilization of a Civilization PBEM game secretly hunts another one.
Herald keeps the targets, the killer scores (KS), the Civ turn and the rank reports. The game needs an
administrator who holds no seat (a site administrator, or a host who does not play): the secret-keeper.
CREATE killer [variant=quick|highlander] [noInnocent] [killedTargetAlwaysCount] [rated] [reportEvery=10] [order=…]
  Default variant: highlander. order=civA,civB,civC: the target cycle (civA hunts civB … the last hunts civA),
  by civilization or player name; several cycles joined with "/" (each of 3 or more); checked at START.
  Default: one random cycle.
JOIN <game-id> civ=<name>   (one word, unique in the game). At least 3 players.
Players (civilizations are named by name — a unique beginning is enough — or seat number):
  TARGET                       re-send your target, privately
  KILLED <civ> TURN <n>        report that you destroyed <civ>; held until the administrator confirms
  NULL AGREE | NULL REFUSE     Highlander with two left: a null result (both win) needs both players and
                               the administrator; silence until the deadline counts as a refusal
  RANKS                        the latest rank report
Administrator (gets the target cycles at START, every report, kill report and null-result proposal;
STATUS shows everything to the administrator):
  TARGETS                      show who hunts whom
  TARGETS <civ> <civ> … [/ <civ> …]   set the targets of the living: cycles of 3 or more (civA hunts civB …);
                               only those whose target changed are told, privately
  SETTARGET <civ> <target>     <civ> now hunts <target>; <target> takes <civ>'s old target and
                               <target>'s hunter takes <target>'s old one (each told privately)
  CONFIRM <id> | REJECT <id>   a held kill report (ids like r3)
  KILL <killer> <victim> TURN <n>   record a destruction: n between the last recorded kill's turn and the
                               Civ turn (TURN); an earlier one goes in with AMEND
  AMEND <killer> <victim> TURN <n>  correct the record: <victim> was destroyed by <killer> in turn n (a wrong
                               killer or turn, or a kill missed); everything after it is re-computed
  UNDO <victim>                withdraw a recorded destruction: <victim> is back in the game
                               (AMEND/UNDO: announced as corrections; players whose target or KS changed
                               are told privately; the next report reflects them; not after the end)
  TURN <n>                     the Civ game reached turn n; a report falls due at every multiple of reportEvery
  POWER [TURN <n>] <civ> <civ>=<civ> …   power graph, best first, equal ranks joined with "="; without TURN it
                               answers the oldest report waiting for one, else the current turn (rated games)
  REPORT                       a rank report now (rated: needs the power graph of the current turn)
  FINISH                       end the game (a final report follows)
  REVISE <civ> <civ>=<civ> …   after the end: a corrected final power graph; mails a "Revised final rank
                               report" that says it replaces the first (the only way a final report changes:
                               REPORT and POWER are refused once it is out)
Scoring: destroying your target or your hunter +1 KS; an innocent 0 (No Innocent: -0.5). When a civilization
falls, its hunter takes over its target. Quick: the game ends once everyone has played the turn in which a
target was first killed; who killed their own target in that turn wins (told privately, not announced until
the end). Highlander: the last one standing wins. Rated reports: equal final ranks share a place.
Resigning counts as destroyed by nobody.`;

export const killerEngine: GameEngine<KillerState, KillerMove, KillerOptions> = {
  // who hunted whom still matters in the Civ game after the Killer layer ends: never reveal the seed
  keepSecretsAfterEnd: true,
  // someone without a seat must see every target and confirm kills
  needsSecretKeeper: true,
  acceptsAfterEnd: (move) => AFTER_END.has(move.type),
  kind: "killer",
  idPrefix: "killer",
  minPlayers: 3,
  maxPlayers: 32,
  help,
  parseOptions: parseKillerOptions,
  parseJoinOptions: (raw) => parseKillerJoinOptions(raw),
  setup: setupKiller,
  parse: parseKillerLine,
  apply: applyKiller,
  view: viewKiller,
  render: renderKiller,
  pending: pendingKiller,
  outcome: outcomeKiller,
  resign: resignKiller,
  onDeadline: deadlineKiller,
};
