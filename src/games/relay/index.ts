// The relay engine: a file passed from player to player by mail in a fixed order — a Freeciv save
// (file=freeciv: Herald reads turn, year, players and scores: freeciv/save.ts), a Civ IV save or any
// other file (file=any: passed as it is). Deadlines, reminders, vacations, REPLACE and HISTORY are the
// service's; the file comes in through the engine contract's `files` (src/games/engine.ts).
import type { GameEngine } from "../engine.ts";
import { ok } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import { applyRelay, deadlineRelay, resignRelay } from "./apply.ts";
import { FILE_VERB, listedFiles, pickFile, readRelayFile } from "./file.ts";
import { parseRelayLine, type RelayMove } from "./moves.ts";
import { parseRelayOptions, type RelayOptions } from "./options.ts";
import type { RelayState } from "./state.ts";
import { renderRelay, viewRelay, type RelayView } from "./view.ts";
import { relayMessages } from "./messages/index.ts";
import { parseRelayJoinOptions } from "./seats.ts";

export type { RelayState } from "./state.ts";
export type { RelayOptions } from "./options.ts";

export const relayEngine: GameEngine<RelayState, RelayMove, RelayOptions, RelayView> = {
  kind: "relay",
  idPrefix: "relay",
  minPlayers: 2,
  maxPlayers: 32,
  help: m("relay.help"),
  messages: relayMessages,
  parseOptions: parseRelayOptions,
  parseJoinOptions: parseRelayJoinOptions,
  setup: ({ options, players }) =>
    ok({
      v: 1,
      options,
      players: players.map((p) => ({
        seat: p.seat,
        name: p.name,
        active: true,
        ...(p.options.civ ? { civ: p.options.civ } : {}),
      })),
      awaited: players[0].seat,
      passes: 0,
      files: [],
      freeciv: null,
      finished: false,
    }),
  parse: parseRelayLine,
  apply: applyRelay,
  view: viewRelay,
  render: renderRelay,
  pending: (s) =>
    s.finished
      ? []
      : [
          {
            seat: s.awaited,
            what: m("relay.pending", { hasFile: s.files.length ? "yes" : "no" }),
            key: `pass-${s.passes}`,
          },
        ],
  outcome: (s) => ({ status: s.finished ? "finished" : "running", winners: [], summary: m("relay.summary") }),
  resign: resignRelay,
  onDeadline: deadlineRelay,
  legalMoves: (s, seat) => (s.finished ? [] : seat === null ? ["SKIP"] : []),
  // nothing a relay holds is secret (state.ts): its host may take passes back (src/commands/rollback.ts)
  secrets: () => [],
  // a Killer game over this relay follows these (docs/relay.md): nothing a relay holds is secret
  facts: (s) =>
    s.freeciv && {
      turn: s.freeciv.turn,
      players: s.freeciv.players.map((p) => ({
        id: String(p.index),
        name: p.name,
        nation: p.nation,
        alive: p.alive,
        score: p.score,
      })),
    },
  files: {
    verb: FILE_VERB,
    maxBytes: (o) => o.maxBytes,
    read: readRelayFile,
    kept: (s) => s.files.map((f) => f.sha256),
    pick: pickFile,
    listed: listedFiles,
  },
};
