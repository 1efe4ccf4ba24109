// Random-playout benchmark for the Regicide engine: whole games from setup to win/loss, each move
// chosen uniformly among legalMoves(), through the engine's public apply (clone, rules, events).
// Run by hand: npx tsx bench/regicide.ts [seconds-per-case]
import { legalMoves, regicideEngine as E } from "../src/games/regicide/index.ts";
import { Rng } from "../src/games/rng.ts";
import { format } from "../src/i18n/format.ts";

function playout(players: number, seed: string, pick: Rng): number {
  const setup = E.setup({
    options: { ruleset: "official" },
    players: Array.from({ length: players }, (_, i) => ({ seat: i + 1, name: `P${i + 1}`, options: {} })),
    seed,
  });
  if (!setup.ok) throw new Error(format("en", setup.error));
  let state = setup.value;
  let moves = 0;
  while (state.phase !== "over") {
    const seat = state.players[state.turn].seat;
    const legal = legalMoves(state, seat);
    const r = E.apply(state, { seat, admin: false }, pick.pick(legal));
    if (!r.ok) throw new Error(format("en", r.error));
    state = r.value.state;
    moves++;
  }
  return moves;
}

const seconds = Number(process.argv[2] ?? 3);
for (const players of [2, 4]) {
  const pick = Rng.seed(`bench-${players}`);
  for (let i = 0; i < 200; i++) playout(players, `warm-${i}`, pick); // JIT warm-up
  let games = 0;
  let moves = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) moves += playout(players, `g-${games++}`, pick);
  const dt = (performance.now() - t0) / 1000;
  console.log(
    `${players} players: ${Math.round(games / dt)} random playouts/s (${games} games, ${(moves / games).toFixed(1)} moves/game, ${Math.round(moves / dt)} moves/s)`,
  );
}
