// A relay's moves: a file passes the turn to the next player (who gets it attached, with "your turn"),
// SKIP and a missed deadline (with skip=deadline) pass it on without a file, a resignation (a player's
// surrender) takes the player out of the order, as does a Freeciv save that shows their civilization
// destroyed or removed (seats.ts); the host's ORDER changes the order of play. Every change is told to
// everyone: nothing in a relay is secret.
import { err, ok, type ApplyResult, type Actor, type Pending, type Result } from "../engine.ts";
import { copyState, Context } from "../kit.ts";
import { m } from "../../i18n/msg.ts";
import { checkFacts, checkSender, type FileMove } from "./file.ts";
import type { RelayMove } from "./moves.ts";
import { followSave } from "./seats.ts";
import { current, nameOf, nextSeat, type RelayState } from "./state.ts";

export function applyRelay(state: RelayState, actor: Actor, move: RelayMove): Result<ApplyResult<RelayState>> {
  if (move.type === "skip") {
    if (!actor.host && !actor.admin) return err(m("relay.skipHostOnly"));
    if (state.finished) return err(m("relay.over"));
    return ok(pass(state, "relay.skipped"));
  }
  if (move.type === "order") return applyOrder(state, actor, move.names);
  return applyFile(state, actor.seat, move);
}

function applyFile(state: RelayState, seat: number | null, move: FileMove): Result<ApplyResult<RelayState>> {
  const who = checkSender(state, seat);
  if (!who.ok) return who;
  if (move.freeciv) {
    const c = checkFacts(state, move.freeciv);
    if (!c.ok) return c;
  }
  const s = copyState(state);
  const ev = new Context();
  const n = (current(s)?.n ?? 0) + 1;
  s.files.push({
    sha256: move.sha256,
    name: move.name,
    size: move.size,
    seat: seat!,
    n,
    ...(move.freeciv ? { turn: move.freeciv.turn, year: move.freeciv.year } : {}),
  });
  s.files = s.files.slice(-s.options.keep);
  if (move.freeciv) s.freeciv = move.freeciv;
  const from = nameOf(s, seat!);
  ev.say("relay.received", {
    name: from,
    file: move.name,
    size: move.size,
    digest: move.sha256.slice(0, 16),
    fc: move.freeciv ? "yes" : "no",
    turn: move.freeciv?.turn ?? 0,
    year: move.freeciv?.year ?? 0,
  });
  if (s.options.end !== null && move.freeciv && move.freeciv.turn > s.options.end) {
    s.finished = true;
    ev.say("relay.ended", { turn: s.options.end });
    return ok(ev.result(s));
  }
  if (move.freeciv) {
    followSave(s, move.freeciv, ev);
    if (tooFew(s, ev)) return ok(ev.result(s));
  }
  return ok(handOn(s, ev));
}

/** ORDER <names> (host): the order of play from now on; the awaited player stays awaited. */
function applyOrder(state: RelayState, actor: Actor, names: string[]): Result<ApplyResult<RelayState>> {
  if (!actor.host && !actor.admin) return err(m("relay.orderHostOnly"));
  if (state.finished) return err(m("relay.over"));
  const active = state.players.filter((p) => p.active);
  const byName = (n: string) => active.find((p) => p.name.toLowerCase() === n.toLowerCase());
  const chosen = names.map(byName);
  const unknown = names.find((n, i) => !chosen[i]);
  if (unknown !== undefined) return err(m("relay.orderUnknown", { name: unknown, names: active.map((p) => p.name) }));
  if (new Set(chosen).size !== chosen.length || chosen.length !== active.length)
    return err(m("relay.orderAll", { names: active.map((p) => p.name) }));
  const s = copyState(state);
  const seats = chosen.map((p) => p!.seat);
  // the players out of the order keep their places after those in it
  s.players = [...seats.map((seat) => s.players.find((p) => p.seat === seat)!), ...s.players.filter((p) => !p.active)];
  const ev = new Context();
  ev.say("relay.ordered", { names: s.players.filter((p) => p.active).map((p) => p.name) });
  ev.say("relay.nowAwaited", { name: nameOf(s, s.awaited), after: nameOf(s, nextSeat(s, s.awaited)) });
  return ok(ev.result(s));
}

/** Fewer than two players left in the order: the relay is over. */
function tooFew(s: RelayState, ev: Context): boolean {
  if (s.players.filter((x) => x.active).length >= 2) return false;
  s.finished = true;
  ev.say("relay.tooFew");
  return true;
}

/** The awaited player's turn goes to the next one (a skip, a missed deadline). */
function pass(state: RelayState, said: "relay.skipped" | "relay.deadlineSkipped"): ApplyResult<RelayState> {
  const s = copyState(state);
  const ev = new Context();
  ev.say(said, { name: nameOf(s, s.awaited) });
  return handOn(s, ev);
}

/** Moves the turn to the next seat, who gets the current file with "your turn". */
function handOn(s: RelayState, ev: Context): ApplyResult<RelayState> {
  s.awaited = nextSeat(s, s.awaited);
  s.passes++;
  const after = nextSeat(s, s.awaited);
  const f = current(s);
  const said = m("relay.yourTurn", { file: f?.name ?? "", hasFile: f ? "yes" : "no", after: nameOf(s, after) });
  ev.list.push({ to: s.awaited, msg: said, ...(f ? { file: f.sha256 } : {}) });
  ev.say("relay.nowAwaited", { name: nameOf(s, s.awaited), after: nameOf(s, after) });
  return ev.result(s);
}

export function deadlineRelay(state: RelayState, _p: Pending): Result<ApplyResult<RelayState>> {
  if (state.options.skip !== "deadline") return err(m("relay.deadlineNoSkip", { name: nameOf(state, state.awaited) }));
  return ok(pass(state, "relay.deadlineSkipped"));
}

export function resignRelay(state: RelayState, seat: number): Result<ApplyResult<RelayState>> {
  const s = copyState(state);
  const p = s.players.find((x) => x.seat === seat);
  if (!p) return err(m("relay.noSuchSeat"));
  p.active = false;
  const ev = new Context();
  ev.say("relay.left", { name: p.name });
  if (tooFew(s, ev)) return ok(ev.result(s));
  if (s.awaited === seat) return ok(handOn(s, ev));
  return ok(ev.result(s));
}
