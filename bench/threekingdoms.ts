// Random playouts per second for Three Kingdoms (run by hand: npx tsx bench/threekingdoms.ts [seconds] [generals=on|off] [--dist]).
// With generals (the default), every game chooses random generals by random legal moves.
// With --dist it runs the compiled engine of `npm run build` (what `npm start` runs: plain JavaScript,
// without the per-closure naming helper tsx adds, which costs a tenth of the time here).
type Playout = typeof import("../src/games/threekingdoms/playout.ts");
const dist = process.argv.includes("--dist");
const { randomPlayout }: Playout = dist
  ? await import(new URL("../dist/games/threekingdoms/playout.js", import.meta.url).href)
  : await import("../src/games/threekingdoms/playout.ts");

const args = process.argv.slice(2).filter((a) => a !== "--dist");
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
  `threekingdoms: ${games} random playouts (4-10 players, generals ${generals ? "on" : "off"}${dist ? ", compiled" : ""}) in ${elapsed.toFixed(1)} s`,
);
console.log(
  `  ${(games / elapsed).toFixed(1)} playouts/s (${(games / cpu).toFixed(1)} per CPU second), ${(moves / elapsed).toFixed(0)} moves/s, ${(moves / games).toFixed(0)} moves per game, ${unfinished} unfinished`,
);
