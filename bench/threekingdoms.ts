// Random playouts per second for Three Kingdoms (run by hand: npx tsx bench/threekingdoms.ts [seconds]).
import { randomPlayout } from "../src/games/threekingdoms/playout.ts";

const seconds = Number(process.argv[2] ?? 10);
const end = Date.now() + seconds * 1000;
let games = 0, moves = 0, unfinished = 0;
const start = Date.now();
while (Date.now() < end) {
  const n = 4 + (games % 7);
  const r = randomPlayout({ players: n, seed: `bench-${games}`, moveSeed: `moves-${games}`, options: { maneuvering: games % 2 === 1 } });
  moves += r.moves.length;
  if (!r.state.over) unfinished++;
  games++;
}
const elapsed = (Date.now() - start) / 1000;
console.log(`threekingdoms: ${games} random playouts (4-10 players) in ${elapsed.toFixed(1)} s`);
console.log(`  ${(games / elapsed).toFixed(1)} playouts/s, ${(moves / elapsed).toFixed(0)} moves/s, ${(moves / games).toFixed(0)} moves per game, ${unfinished} unfinished`);
