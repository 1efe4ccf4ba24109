// Setting up the table (rules: "Components"): Castle deck of J/Q/K, Tavern deck of A–10 plus the
// Jesters for the player count, hands dealt up to the maximum.
import { rankOf, standardDeck, type Card } from "../cards.ts";
import { err, ok, type Result, type SetupInput } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import { withRng } from "../kit.ts";
import { Rng } from "../rng.ts";
import { card } from "./say.ts";
import type { RegicideOptions, RegicideState } from "./types.ts";
import { MAX_HAND, TAVERN_JESTERS } from "./values.ts";
import { freshEnemy } from "./turn.ts";

export function setupGame(input: SetupInput<RegicideOptions>): Result<RegicideState> {
  const { options, seed } = input;
  const players = [...input.players].sort((a, b) => a.seat - b.seat).map((p) => ({ seat: p.seat, name: p.name }));
  const n = players.length;
  const min = options.ruleset === "seed" ? 2 : 1;
  if (n < min || n > 4) {
    return err(m("regicide.errPlayers", { ruleset: options.ruleset, min, n }));
  }
  const holder = { rng: Rng.initial(seed) };
  const deck = standardDeck();
  const byRank = (r: string) => deck.filter((c) => rankOf(c) === r);
  const jesters: Card[] = ["JESTER1", "JESTER2"].slice(0, TAVERN_JESTERS[n]);
  const { castle, tavern } = withRng(holder, (rng) => ({
    // Jacks on top of Queens on top of Kings, each group shuffled on its own.
    castle: [...rng.shuffle(byRank("J"), "castle"), ...rng.shuffle(byRank("Q"), "castle"), ...rng.shuffle(byRank("K"), "castle")],
    tavern: rng.shuffle([...deck.filter((c) => !["J", "Q", "K"].includes(rankOf(c)!)), ...jesters], "tavern"),
  }));
  const maxHand = MAX_HAND[n];
  const hands: Card[][] = players.map(() => []);
  // Dealt one card at a time around the table, as at a real table.
  for (let round = 0; round < maxHand; round++) for (const h of hands) h.push(tavern.shift()!);
  const first = castle.shift()!;
  const state: RegicideState = {
    ruleset: options.ruleset,
    late: options.late ?? "pause",
    players,
    maxHand,
    hands,
    castle,
    tavern,
    discard: [],
    enemy: freshEnemy(first),
    defeated: 0,
    phase: "play",
    turn: 0,
    damageDue: 0,
    yielded: players.map(() => false),
    soloJesters: n === 1 ? 2 : 0,
    flipsUsed: 0,
    step: 1,
    last: [m("regicide.begins", { enemy: card(first) })],
    result: null,
    rng: holder.rng,
  };
  return ok(state);
}
