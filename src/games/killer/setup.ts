// setup(): civilizations from the JOIN options, and the secret target cycle.
import { err, ok, type Result, type SetupInput } from "../engine.ts";
import { Rng } from "../rng.ts";
import { k } from "./ctx.ts";
import type { KillerOptions } from "./options.ts";
import { civProblem } from "./options.ts";
import type { KillerState } from "./state.ts";
import { cycleTargets, type TargetMap } from "./targets.ts";
import { orderTargets } from "./assign.ts";

export function setupKiller(input: SetupInput<KillerOptions>): Result<KillerState> {
  const { options, players, seed } = input;
  if (players.length < 3) return err(k("needThree"));
  const seen = new Map<string, string>();
  const list = [];
  for (const p of players) {
    const civ = (p.options.civ ?? "").trim();
    if (!civ) return err(k("noCivFor", { player: p.name }));
    const bad = civProblem(civ);
    if (bad) return err(k("playerProblem", { player: p.name, why: bad }));
    const low = civ.toLowerCase();
    if (seen.has(low)) return err(k("sameCiv", { a: seen.get(low)!, b: p.name, civ }));
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
    version: 2,
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
    reports: [],
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
