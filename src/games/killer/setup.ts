// setup(): civilizations from the JOIN options, and the secret target cycle.
import { err, ok, type Result, type SetupInput } from "../engine.ts";
import { Rng } from "../rng.ts";
import type { KillerOptions } from "./options.ts";
import { civProblem } from "./options.ts";
import type { KillerState } from "./state.ts";
import { cycleTargets, type TargetMap } from "./targets.ts";
import { orderTargets } from "./assign.ts";

export function setupKiller(input: SetupInput<KillerOptions>): Result<KillerState> {
  const { options, players, seed } = input;
  if (players.length < 3) return err("Killer needs at least 3 players: targets may not hunt each other");
  const seen = new Map<string, string>();
  const list = [];
  for (const p of players) {
    const civ = (p.options.civ ?? "").trim();
    if (!civ) return err(`${p.name} has no civilization: each player joins with civ=<name>`);
    const bad = civProblem(civ);
    if (bad) return err(`${p.name}: ${bad}`);
    const low = civ.toLowerCase();
    if (seen.has(low)) return err(`${seen.get(low)} and ${p.name} both chose ${civ}: civilizations must differ`);
    seen.set(low, p.name);
    list.push({ seat: p.seat, name: p.name, civ });
  }
  const rng = Rng.from(Rng.initial(seed));
  let targets: TargetMap;
  if (options.order) {
    const t = orderTargets(list, options.order);
    if (!t.ok) return err(t.error);
    targets = t.value;
  } else {
    targets = cycleTargets(rng.shuffle(list.map((p) => p.seat)));
  }
  const ks: Record<string, number> = {};
  for (const p of list) ks[p.seat] = 0;
  return ok({
    kind: "killer",
    version: 1,
    options,
    players: list,
    turn: 1,
    targets,
    ks,
    ledger: [],
    held: [],
    nextReport: 1,
    power: {},
    due: [],
    lastReport: null,
    quick: { endTurn: null, winners: [] },
    nullOffer: null,
    nullOffers: 0,
    finished: null,
    rng: rng.save(),
    start: { ...targets },
    assigned: [],
    revisions: 0,
  });
}
