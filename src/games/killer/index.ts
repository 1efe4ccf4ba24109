// The Killer engine: Herald as the game administrator of a Killer layer over a Civilization PBEM game.
// Rules and the administrator's choices: docs/killer.md. Each concern lives in its own module; this
// file assembles them.
import type { GameEngine } from "../engine.ts";
import { applyKiller, deadlineKiller, resignKiller, AFTER_END } from "./apply.ts";
import { parseKillerLine, type KillerMove } from "./moves.ts";
import { parseKillerJoinOptions, parseKillerOptions, type KillerOptions } from "./options.ts";
import { outcomeKiller, pendingKiller } from "./pending.ts";
import { setupKiller } from "./setup.ts";
import { renamePlayer, type KillerState } from "./state.ts";
import { renderKiller, viewKiller, type KillerView } from "./view.ts";
import { legalMoves, moveLine } from "./legal.ts";
import { killerAdminActions, killerInvariants, killerPictures, killerSecrets } from "./hooks.ts";
import { killerMessages } from "./messages/index.ts";
import { m } from "../../i18n/msg.ts";
import { upgradeKiller } from "./upgrade.ts";
import { FACTS_VERB } from "./follow.ts";

export type { KillerState } from "./state.ts";
export type { KillerMove } from "./moves.ts";
export type { KillerOptions } from "./options.ts";
export { rankReport } from "./ranking.ts";
export type { KillerView } from "./view.ts";
export { legalMoves } from "./legal.ts";

export const killerEngine: GameEngine<KillerState, KillerMove, KillerOptions, KillerView> = {
  // who hunted whom still matters in the Civ game after the Killer layer ends: never reveal the seed
  keepSecretsAfterEnd: true,
  // someone without a seat must see every target and confirm kills
  needsSecretKeeper: true,
  // the target map decides who hunts whom: every civilization may know only its own target
  secretOptions: ["order"],
  acceptsAfterEnd: (move) => AFTER_END.has(move.type),
  // the latest rank report is public (every player and observer got it)
  readsOnlyPublic: (move) => move.type === "ranks",
  // the final report's result and the view's "Finished:" line say the end the mail that ends the game
  // says once, with the outcome's summary (src/service/games.ts, finishGame); RANKS and STATUS keep them
  endIds: ["killer.reportResult", "killer.viewFinished"],
  kind: "killer",
  idPrefix: "killer",
  minPlayers: 3,
  maxPlayers: 32,
  help: m("killer.help"),
  messages: killerMessages,
  parseOptions: parseKillerOptions,
  parseJoinOptions: (raw, _options, seated) => parseKillerJoinOptions(raw, seated),
  setup: setupKiller,
  parse: parseKillerLine,
  // the service brings every state it loads to version 2 (upgrade.ts) before any hook reads it
  stateVersion: 2,
  upgrade: (s) => upgradeKiller(s as Parameters<typeof upgradeKiller>[0]),
  apply: applyKiller,
  view: viewKiller,
  render: renderKiller,
  pending: pendingKiller,
  outcome: outcomeKiller,
  resign: resignKiller,
  rename: renamePlayer,
  onDeadline: deadlineKiller,
  legalMoves: (s, seat) => legalMoves(s, seat).map(moveLine),
  secrets: killerSecrets,
  invariants: killerInvariants,
  pictures: killerPictures,
  adminActions: killerAdminActions,
  // over=relay-N: the relay's facts arrive as FACTS lines (follow.ts)
  follow: { verb: FACTS_VERB },
};
