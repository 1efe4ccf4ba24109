// A Killer game over another game (`over=relay-N`: docs/killer.md "Over a relay"): the facts the followed
// game publishes (src/games/engine.ts GameFacts — a Freeciv save's turn, players, nations, alive flags
// and scores) arrive as a FACTS line the service runs, and become what the administrator typed before:
//  - each civilization is tied to the save's player whose nation (or leader's name) it is;
//  - the Civ turn is the save's turn (TURN is no longer needed): periodic reports fall due as with TURN,
//    and a Quick game ends once a save shows a later turn than the decisive one;
//  - a rated report's power graph is read from the scores of the save that reached its turn, unless the
//    administrator gave one (POWER is never overwritten); a civilization Herald cannot find in the save
//    leaves the report waiting for POWER as before;
//  - a civilization dead, or gone, in a save is put to the administrator as a destruction to confirm,
//    next to the players' kill reports about it: who destroyed whom stays the administrator's decision.
import { z } from "zod";
import type { GameFacts } from "../engine.ts";
import { civList, civOf, isAlive, type KillerState } from "./state.ts";
import { k, lines, type Ctx } from "./ctx.ts";
import { makeDue, periodicTurns, survivorsAsOf } from "./reports.ts";
import { checkQuickEnd } from "./kills.ts";

export const FACTS_VERB = "FACTS";

const factsSchema = z.object({
  turn: z.number().int().min(0).max(1_000_000),
  players: z
    .array(
      z.object({
        id: z.string().max(40),
        name: z.string().max(200),
        nation: z.string().max(200),
        alive: z.boolean(),
        score: z.number().int().nullable(),
      }),
    )
    .max(512),
});

/** The facts of a FACTS line (after its verb), or null when they are not facts. */
export function readFacts(json: string): GameFacts | null {
  try {
    const r = factsSchema.safeParse(JSON.parse(json));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** Names compared without case, spaces or punctuation: civ=SriLankan is the save's "Sri Lankan". */
const norm = (x: string) => x.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Ties each civilization not yet tied to the one save player whose nation or leader it names. */
function link(s: KillerState, facts: GameFacts, ctx: Ctx): void {
  const over = s.over!;
  const taken = new Set(Object.values(over.links));
  const made: string[] = [];
  for (const p of s.players) {
    if (over.links[p.seat] !== undefined) continue;
    const civ = norm(p.civ);
    const found = facts.players.filter((x) => !taken.has(x.id) && (norm(x.nation) === civ || norm(x.name) === civ));
    if (found.length !== 1) continue;
    over.links[p.seat] = found[0].id;
    taken.add(found[0].id);
    made.push(`${p.civ} = ${found[0].nation} (${found[0].name})`);
  }
  if (made.length) ctx.admin(k("overLinked", { links: made }));
  const missing = s.players.filter((p) => over.links[p.seat] === undefined).map((p) => p.seat);
  // said once for each new set of civilizations not found, with what the save offers instead
  const key = missing.join(",");
  if (missing.length && over.unmatched !== key)
    ctx.admin(k("overUnmatched", { civs: civList(s, missing), nations: facts.players.map((x) => x.nation) }));
  over.unmatched = key;
}

/**
 * The power graph of a report (seat → rank among the survivors as of `turn`), from a save's scores:
 * the living by score, best first (equal scores share a rank), then those dead or gone in the save,
 * tied. Null when a survivor is not tied to a save player (only the administrator's POWER can say).
 */
export function powerFromScores(s: KillerState, facts: GameFacts, turn: number): Record<string, number> | null {
  const links = s.over?.links ?? {};
  const value = new Map<number, number>();
  for (const seat of survivorsAsOf(s, turn)) {
    if (links[seat] === undefined) return null;
    const p = facts.players.find((x) => x.id === links[seat]);
    value.set(seat, p && p.alive ? (p.score ?? 0) : -Infinity);
  }
  const out: Record<string, number> = {};
  for (const [seat, v] of value) out[seat] = 1 + [...value.values()].filter((w) => w > v).length;
  return out;
}

/** A FACTS line: the followed game's facts become the Civ turn, the reports' power graphs, proposed destructions. */
export function applyFacts(s: KillerState, facts: GameFacts, ctx: Ctx): void {
  s.over ??= { links: {}, turn: 0, gone: {}, unmatched: "" };
  const over = s.over;
  link(s, facts, ctx);
  over.turn = facts.turn;
  // the Civ turn follows the save (a save of an earlier turn, after a rollback of the relay, changes nothing)
  if (facts.turn > s.turn) {
    const from = s.turn;
    s.turn = facts.turn;
    ctx.say(k("turnReached", { turn: s.turn }));
    for (const t of periodicTurns(s, from, s.turn)) {
      if (s.options.rated && !s.power[t]) {
        const graph = powerFromScores(s, facts, t);
        if (graph) s.power[t] = graph;
      }
      makeDue(s, t, false, ctx);
    }
    checkQuickEnd(s, ctx);
  }
  if (s.finished) return;
  for (const p of s.players) {
    const id = over.links[p.seat];
    if (id === undefined || !isAlive(s, p.seat)) continue;
    const inSave = facts.players.find((x) => x.id === id);
    if (inSave?.alive) {
      delete over.gone[p.seat]; // alive again (a save from before, after a rollback of the relay)
      continue;
    }
    if (over.gone[p.seat] !== undefined) continue;
    over.gone[p.seat] = facts.turn;
    const civ = civOf(s, p.seat);
    const reports = s.held
      .filter((h) => h.victim === p.seat)
      .map((h) => k("killReportAdmin", { id: h.id, reporter: civOf(s, h.reporter), civ, turn: h.turn }));
    ctx.admin(
      lines([
        k("overDead", { civ, turn: facts.turn, gone: inSave ? "no" : "yes" }),
        ...(reports.length ? reports : [k("overNoReport")]),
      ]),
    );
  }
}
