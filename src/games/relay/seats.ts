// A Freeciv relay's seats tied to the save's players (docs/relay.md "Seats and civilizations"): a
// player names their civilization at JOIN (`civ=` its nation, spaces left out, or its leader's name),
// or a seat is tied by its player's name when it is the leader's; each save ties the seats not yet
// tied, as Killer's `civ=` does (src/games/killer/follow.ts). A seat whose civilization a save shows
// destroyed, or no longer holds (a player the server removed), leaves the order: said once to all,
// as PYDT takes a defeated player out of its order.
import { err, ok, type PlayerInfo, type Result } from "../engine.ts";
import type { Context } from "../kit.ts";
import { m } from "../../i18n/msg.ts";
import type { FreecivFacts } from "./freeciv/save.ts";
import type { RelayOptions } from "./options.ts";
import type { RelayState } from "./state.ts";

/** Names compared without case, spaces or punctuation: civ=SriLankan is the save's "Sri Lankan". */
export const normCiv = (x: string) => x.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** JOIN relay-N civ=<nation or leader>: only for a Freeciv relay, one seat per civilization. */
export function parseRelayJoinOptions(
  raw: Record<string, string>,
  options: RelayOptions,
  seated: PlayerInfo[],
): Result<Record<string, string>> {
  const keys = Object.keys(raw);
  if (!keys.length) return ok({});
  if (keys.some((k) => k !== "civ")) return err(m("relay.errJoinOption", { key: keys.find((k) => k !== "civ")! }));
  if (options.file !== "freeciv") return err(m("relay.errCivNeedsFreeciv"));
  const civ = raw.civ.trim();
  if (!normCiv(civ) || civ === "true" || civ.length > 60) return err(m("relay.errCiv", { civ: civ.slice(0, 60) }));
  const taken = seated.find((p) => p.options.civ !== undefined && normCiv(p.options.civ) === normCiv(civ));
  if (taken) return err(m("relay.errCivTaken", { civ, name: taken.name }));
  return ok({ civ });
}

/**
 * After a save is accepted: ties the seats not yet tied, and takes out of the order the seats whose
 * civilization the save shows destroyed or removed. Returns nothing; says what changed.
 */
export function followSave(s: RelayState, facts: FreecivFacts, ev: Context): void {
  const taken = new Set(s.players.flatMap((p) => (p.civId === undefined ? [] : [p.civId])));
  const made: string[] = [];
  for (const p of s.players) {
    if (p.civId !== undefined || !p.active) continue;
    const want = normCiv(p.civ ?? p.name);
    const found = facts.players.filter((x) => !taken.has(x.index) && (normCiv(x.nation) === want || normCiv(x.name) === want));
    if (found.length !== 1) continue;
    p.civId = found[0].index;
    taken.add(found[0].index);
    made.push(`${p.name} = ${found[0].nation} (${found[0].name})`);
  }
  if (made.length) ev.say("relay.tied", { links: made });
  const untied = s.players.filter((p) => p.active && p.civId === undefined);
  const key = untied.map((p) => p.seat).join(",");
  // said once for each new set of seats not tied, with what the save offers
  if (untied.length && (s.untied ?? "") !== key)
    ev.host(m("relay.untied", { names: untied.map((p) => p.name), nations: facts.players.map((x) => x.nation) }));
  s.untied = key;
  for (const p of s.players) {
    if (!p.active || p.civId === undefined) continue;
    const civ = facts.players.find((x) => x.index === p.civId);
    if (civ?.alive) continue;
    p.active = false;
    p.out = civ ? "destroyed" : "removed";
    ev.say("relay.civOut", { name: p.name, civ: civ?.nation ?? "", removed: civ ? "no" : "yes", turn: facts.turn });
  }
}
