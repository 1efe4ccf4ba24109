// The gate: the one function that decides every read of a game's non-public state and every act on
// someone else's behalf (docs/roles.md, "The gate", is this file as a table). Every path asks it: the
// mail verbs (STATUS, a move, JOIN, VOLUNTEER, REPLACE, COADMIN), AS — and with it the API's `as` and
// the dashboard's "act as", which are AS lines (src/web/on-behalf.ts) —, the API's and the dashboard's
// game reads (src/web/api.ts, src/web/pages/games.ts) and the engine's "admin" events (games.ts).
//
// It is a pure function of the real actor's relations to the game — present (seat, host,
// co-administrator, site administrator) and past (has ever held the game's secrets: a witness) — and
// of what is asked. It decides; the caller does what the decision says (write the REVEAL trace, note
// the witness). Nothing here reads the database, so the table can be tested case by case.
import type { Viewer } from "../games/engine.ts";
import { m, type Msg } from "../i18n/msg.ts";

export interface SeatRef {
  seat: number;
  accountId: number;
  name: string;
}

/** One account's relations to one game, present and past. */
export interface Relations {
  accountId: number;
  /** the account's active seat, if it plays */
  seat: SeatRef | null;
  host: boolean;
  /** a co-administrator the host added (COADMIN), now */
  coadmin: boolean;
  /** a site administrator (ADMIN_EMAILS) */
  siteAdmin: boolean;
  /** has held the game's secrets at some time (GameWitness): never a seat in it again */
  witness: boolean;
}

/** No seat, and host, co-administrator or site administrator: keeps the game's secrets. */
export function isSecretKeeper(r: Relations): boolean {
  return !r.seat && (r.host || r.coadmin || r.siteAdmin);
}

/** What is asked of the gate, about one game. */
export type Ask =
  /** STATUS, the API's view=seat, a page: what the actor may read of the game in their own name */
  | { ask: "read-own" }
  /** the full secret state on purpose: API view=admin, the dashboard's reveal, HISTORY REVEAL */
  | { ask: "read-secrets" }
  /** AS <player> STATUS: another account's view; `target` is that account's relations */
  | { ask: "read-for"; target: Relations }
  /**
   * AS <player> <line>: a line in another account's name; `gameLine`: one of the game's moves (a site
   * administrator may also send account and service verbs for someone, in a game where they hold no seat)
   */
  | { ask: "act-for"; target: Relations; gameLine: boolean }
  /** JOIN, VOLUNTEER, or being the newcomer of a REPLACE */
  | { ask: "take-seat" }
  /** COADMIN ADD by this actor, with the game in this status */
  | { ask: "add-coadmin"; status: string }
  /**
   * a move that reads only what is public (engine.readsOnlyPublic: Killer's RANKS), by someone without
   * a seat now; `heldSeat`: they held one in this game and left it (resigned, kicked, replaced)
   */
  | { ask: "read-public-past"; heldSeat: boolean; finished: boolean }
  /** PRESS: a message to the game's other players (src/commands/press.ts) */
  | { ask: "send-press" }
  /**
   * a press kept for the game (the readers' pages): `from` sent it, `to` received it (null: to every
   * player); `copied`: the game copies press to its secret-keepers (presscopy=on)
   */
  | { ask: "read-press"; from: number; to: number | null; copied: boolean };

export type Decision =
  | {
      ok: true;
      /** the view the actor gets (read asks), else "public" */
      viewer: Viewer;
      /** write a REVEAL entry in the game's audit log (a read of secrets that is not the keeper's own job) */
      reveal: boolean;
      /** the actor now holds the game's secrets: note them as a witness */
      witness: boolean;
    }
  | { ok: false; why: Msg };

const yes = (viewer: Viewer = "public", reveal = false, witness = false): Decision => ({ ok: true, viewer, reveal, witness });
const no = (why: Msg): Decision => ({ ok: false, why });

/** The gate. `game`: the game's id (for the messages). */
export function decide(actor: Relations, ask: Ask, game: string): Decision {
  switch (ask.ask) {
    case "read-own":
      if (actor.seat) return yes({ seat: actor.seat.seat });
      if (isSecretKeeper(actor)) return yes("admin", !actor.host && !actor.coadmin, true);
      return yes("public");

    case "read-secrets":
      // an explicit reveal is always written down, whoever keeps the secrets
      if (actor.seat) return no(m("core.gate.youPlay", { game }));
      if (!isSecretKeeper(actor)) return no(m("core.as.notAdminOf", { game }));
      return yes("admin", true, true);

    case "read-for":
    case "act-for": {
      // whoever acts for someone holds no seat in the game, and keeps its secrets there
      if (actor.seat) return no(m("core.as.youPlay", { game }));
      if (!isSecretKeeper(actor)) return no(m("core.as.notAdminOf", { game }));
      // the host and the co-administrators act only with the game's moves and STATUS
      const gameLine = ask.ask === "read-for" || ask.gameLine;
      if (!actor.siteAdmin && !gameLine) return no(m("core.as.onlyMoves", { game }));
      // a move only for a seated player; a read never of a seatless keeper's whole picture (an
      // observer's or a stranger's read is the public view)
      const seat = ask.target.seat;
      if (ask.ask === "act-for" ? gameLine && !seat : isSecretKeeper(ask.target)) return no(m("core.as.targetNoSeat", { game }));
      // AS writes its own trace (a REVEAL entry for a read, and a word to the player)
      return yes(ask.ask === "read-for" && seat ? { seat: seat.seat } : "public");
    }

    case "take-seat":
      // a co-administrator who has seen nothing yet may still JOIN an open game (and then plays);
      // VOLUNTEER and REPLACE refuse a present one on their own terms
      if (actor.witness) return no(m("core.gate.witness", { game }));
      return yes();

    case "read-public-past":
      // a player who left keeps the right to the game's public end (the final ranking STATUS points
      // to); while it runs they are out of it, and someone who never played has no move to send
      if (actor.seat || !ask.heldSeat || !ask.finished) return no(m("core.noSeat", { game }));
      return yes("public");

    case "send-press":
      // press is between the players: a keeper or an observer has no seat to write from
      if (!actor.seat) return no(m("core.noSeat", { game }));
      return yes();

    case "read-press": {
      // its sender and its recipient; a press to all, every player; a keeper only when the game copies
      // press to the keepers (who then got it by mail too)
      const own = ask.from === actor.accountId || ask.to === actor.accountId || (ask.to === null && !!actor.seat);
      if (own || (ask.copied && isSecretKeeper(actor))) return yes();
      return no(m("core.press.notYours", { game }));
    }

    case "add-coadmin":
      if (!actor.host && !actor.siteAdmin) return no(m("core.coadmin.onlyHost", { game }));
      // a seated host could name a second account of their own and read every secret through it:
      // once the game runs, only a seatless keeper may add one (before the start the naming is public
      // and the players can still leave)
      if (actor.seat && ask.status !== "open") return no(m("core.gate.coadminSeated", { game }));
      return yes();
  }
}
