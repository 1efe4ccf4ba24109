// Benchmark (run by hand: npx tsx bench/trente.ts [seconds]): random playouts per second of whole
// Trente games through the public engine API (setup, legal moves, apply with cloning), for both rule
// sets at 4 players.
import { Rng } from "../src/games/rng.ts";
import { format } from "../src/i18n/format.ts";
import { legalMoves, trenteEngine } from "../src/games/trente/index.ts";
import type { TrenteOptions } from "../src/games/trente/types.ts";

const seconds = Number(process.argv[2] ?? 3);
const players = ["Ann", "Bob", "Cid", "Dee"].map((name, i) => ({ seat: i + 1, name, options: {} }));

function playout(options: TrenteOptions, k: number): number {
  const set = trenteEngine.setup({ options, players, seed: `bench-${k}` });
  if (!set.ok) throw new Error(format("en", set.error));
  let s = set.value;
  const rng = Rng.seed(`moves-${k}`);
  let applies = 0;
  while (!s.finished) {
    const seat = s.turn!.seat;
    const moves = legalMoves(s, seat);
    const r = trenteEngine.apply(s, { seat, admin: false }, moves[rng.int(moves.length)]);
    if (!r.ok) throw new Error(format("en", r.error));
    s = r.value.state;
    applies++;
  }
  return applies;
}

for (const rules of ["house", "classic"] as const) {
  const options = { rules, start: 30 };
  for (let k = 0; k < 50; k++) playout(options, -k - 1); // warm-up
  const t0 = performance.now();
  let games = 0;
  let applies = 0;
  while (performance.now() - t0 < seconds * 1000) applies += playout(options, games++);
  const dt = (performance.now() - t0) / 1000;
  console.log(
    `trente ${rules}, 4 players: ${(games / dt).toFixed(0)} random playouts/s ` +
      `(${(applies / dt).toFixed(0)} moves/s, ${(applies / games).toFixed(1)} moves/game, ${games} games in ${dt.toFixed(1)} s)`,
  );
}
