// Benchmark (by hand, not CI): `npx tsx bench/killer.ts`.
// Prints rank computations per second (rankReport on 9 and 32 civilizations) and random legal
// playouts per second (6-player rated Highlander games driven through legalMoves + apply).
import { killerEngine as E, legalMoves, rankReport, type KillerState } from "../src/games/killer/index.ts";
import { Rng } from "../src/games/rng.ts";

function timeIt(label: string, ms: number, fn: (i: number) => void): void {
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) fn(n++);
  const secs = (performance.now() - t0) / 1000;
  console.log(`${label}: ${Math.round(n / secs).toLocaleString("en")} per second`);
}

function rankingInput(n: number, rng: Rng) {
  const power: Record<string, number> = {}, ks: Record<string, number> = {};
  const dead: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = `c${i}`;
    if (i > 2 && rng.next() < 0.3) dead.push(id);
    else power[id] = 1 + rng.int(n);
    ks[id] = rng.int(5) - (rng.next() < 0.2 ? 0.5 : 0);
  }
  return { power, ks, dead };
}

const rng = Rng.seed("bench");
const inputs9 = Array.from({ length: 256 }, () => rankingInput(9, rng));
const inputs32 = Array.from({ length: 256 }, () => rankingInput(32, rng));
timeIt("rankReport, 9 civilizations", 1500, (i) => { const x = inputs9[i & 255]; rankReport(x.power, x.ks, x.dead); });
timeIt("rankReport, 32 civilizations", 1500, (i) => { const x = inputs32[i & 255]; rankReport(x.power, x.ks, x.dead); });

const opts = E.parseOptions({ rated: "true", reportevery: "5" });
if (!opts.ok) throw new Error(JSON.stringify(opts.error));
const options = opts.value;
const players = ["Rome", "Gaul", "Egypt", "Persia", "Greece", "Zulu"].map((civ, i) => ({ seat: i + 1, name: `P${i + 1}`, options: { civ } }));
function playout(seed: string): number {
  const r = E.setup({ options, players, seed });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  let s: KillerState = r.value;
  const g = Rng.seed(seed);
  let steps = 0;
  while (!(s.finished && s.due.length === 0) && steps < 500) {
    const actor = g.next() < 0.6 ? { seat: null, admin: true } : { seat: 1 + g.int(players.length), admin: false };
    // the same games as before corrections existed: no FINISH, no TARGETS/SETTARGET/UNDO/AMEND/REVISE
    const moves = legalMoves(s, actor.seat).filter((m) => !["finish", "targets", "settarget", "undo", "amend", "revise"].includes(m.type));
    const types = [...new Set(moves.map((m) => m.type))];
    const type = g.pick(types);
    const res = E.apply(s, actor, g.pick(moves.filter((m) => m.type === type)));
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    s = res.value.state;
    steps++;
  }
  return steps;
}
let totalSteps = 0, games = 0;
timeIt("random playouts (6-player rated Highlander)", 3000, (i) => { totalSteps += playout(`p${i}`); games++; });
console.log(`  (${(totalSteps / games).toFixed(1)} commands per playout on average)`);
