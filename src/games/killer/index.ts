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
  // every hook that reads a stored state brings it to the current version first (upgrade.ts)
  apply: (s, actor, move) => applyKiller(upgradeKiller(s), actor, move),
  view: (s, viewer) => viewKiller(upgradeKiller(s), viewer),
  render: renderKiller,
  pending: (s) => pendingKiller(upgradeKiller(s)),
  outcome: (s) => outcomeKiller(upgradeKiller(s)),
  resign: (s, seat) => resignKiller(upgradeKiller(s), seat),
  rename: (s, seat, name) => renamePlayer(upgradeKiller(s), seat, name),
  onDeadline: (s, p) => deadlineKiller(upgradeKiller(s), p),
  legalMoves: (s, seat) => legalMoves(upgradeKiller(s), seat).map(moveLine),
  secrets: (s) => killerSecrets(upgradeKiller(s)),
  invariants: (s) => killerInvariants(upgradeKiller(s)),
  pictures: killerPictures,
  adminActions: killerAdminActions,
};
