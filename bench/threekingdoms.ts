// Random playouts per second for Three Kingdoms (run by hand:
// npx tsx bench/threekingdoms.ts [seconds] [generals=on|off] [--compiled]).
// With generals (the default), every game chooses random generals by random legal moves.
// With --compiled the bench bundles itself with esbuild into plain JavaScript and runs that with node (as
// `npm start` runs Herald: without tsx's per-closure naming helper, which costs a tenth of the time here).
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomPlayout } from "../src/games/threekingdoms/playout.ts";

const compiled = process.argv.includes("--compiled");
if (compiled && !process.env.BENCH_COMPILED) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  // beside node_modules, so that the bundle's imports of the libraries resolve (as bench/workers.ts does)
  const out = path.join(root, "node_modules", ".cache", "herald-bench", "threekingdoms.mjs");
  const esbuild = path.join(root, "node_modules", ".bin", "esbuild");
  const flags = ["--bundle", "--packages=external", "--platform=node", "--format=esm", "--log-level=warning"];
  execFileSync(esbuild, ["bench/threekingdoms.ts", ...flags, `--outfile=${out}`], { cwd: root, stdio: "inherit" });
  const run = spawnSync(process.execPath, [out, ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BENCH_COMPILED: "1" },
  });
  process.exit(run.status ?? 1);
}

const args = process.argv.slice(2).filter((a) => a !== "--compiled");
const seconds = Number(args[0] ?? 10);
const generals = (args[1] ?? "generals=on") !== "generals=off";
const end = Date.now() + seconds * 1000;
let games = 0,
  moves = 0,
  unfinished = 0;
const start = Date.now();
const cpu0 = process.cpuUsage();
while (Date.now() < end) {
  const n = 4 + (games % 7);
  const r = randomPlayout({
    players: n,
    seed: `bench-${games}`,
    moveSeed: `moves-${games}`,
    options: { maneuvering: games % 2 === 1, generals },
  });
  moves += r.moves.length;
  if (!r.state.over) unfinished++;
  games++;
}
const elapsed = (Date.now() - start) / 1000;
// the machine is shared: games per CPU second of this process is the steadier figure under load
const used = process.cpuUsage(cpu0);
const cpu = (used.user + used.system) / 1e6;
console.log(
  `threekingdoms: ${games} random playouts (4-10 players, generals ${generals ? "on" : "off"}${compiled ? ", compiled" : ""}) in ${elapsed.toFixed(1)} s`,
);
console.log(
  `  ${(games / elapsed).toFixed(1)} playouts/s (${(games / cpu).toFixed(1)} per CPU second), ${(moves / elapsed).toFixed(0)} moves/s, ${(moves / games).toFixed(0)} moves per game, ${unfinished} unfinished`,
);
