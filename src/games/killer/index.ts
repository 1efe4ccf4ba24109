// The Killer engine: Herald as the game administrator of a Killer layer over a Civilization PBEM game.
// Rules: /work/shared/rules/killer.md. Each concern lives in its own module; this file assembles them.
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
Herald keeps the targets, the killer scores (KS), the Civ turn and the rank reports.
CREATE killer [variant=quick|highlander] [noInnocent] [killedTargetAlwaysCount] [rated] [reportEvery=10] [order=civA,civB,civC…]
  Default variant: highlander. order = the target cycle (civA hunts civB … the last hunts civA); default a random cycle.
JOIN <game-id> civ=<name>   (one word, unique in the game). At least 3 players.
Players (civilizations are named by name — a unique beginning is enough — or seat number):
  TARGET                       re-send your target, privately
  KILLED <civ> TURN <n>        report that you destroyed <civ>; held until the administrator confirms
  NULL AGREE | NULL REFUSE     Highlander with two left: a null result (both win) needs both players and the administrator
  RANKS                        the latest rank report
Administrator:
  CONFIRM <id> | REJECT <id>   a held kill report (ids like r3)
  KILL <killer> <victim> TURN <n>   record a destruction at once
  TURN <n>                     the Civ game reached turn n; a report falls due at every multiple of reportEvery
  POWER [TURN <n>] <civ> <civ>=<civ> …   power graph, best first, equal ranks joined with "="; without TURN it
                               answers the oldest report waiting for one, else the current turn (rated games)
  REPORT                       a rank report now (rated: needs the power graph of the current turn)
  FINISH                       end the game (a final report follows)
Scoring: destroying your target or your hunter +1 KS; an innocent 0 (No Innocent: -0.5). When a civilization
falls, its hunter takes over its target. Quick: the game ends once everyone has played the turn in which a
target was first killed; who killed their own target in that turn wins. Highlander: the last one standing wins.
Resigning counts as destroyed by nobody. A null result not agreed by its deadline is withdrawn.`;

export const killerEngine: GameEngine<KillerState, KillerMove, KillerOptions> = {
  // who hunted whom still matters in the Civ game after the Killer layer ends: never reveal the seed
  keepSecretsAfterEnd: true,
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
