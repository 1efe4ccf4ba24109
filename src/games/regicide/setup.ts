// Setting up the table (rules: "Components"): Castle deck of J/Q/K, Tavern deck of A–10 plus the
// Jesters for the player count, hands dealt up to the maximum.
import { rankOf, showCard, standardDeck, type Card } from "../cards.ts";
import { err, ok, type Result, type SetupInput } from "../engine.ts";
import { Rng } from "../rng.ts";
import type { RegicideOptions, RegicideState } from "./types.ts";
import { MAX_HAND, TAVERN_JESTERS } from "./values.ts";
import { freshEnemy } from "./turn.ts";

export function setupGame(input: SetupInput<RegicideOptions>): Result<RegicideState> {
  const { options, seed } = input;
  const players = [...input.players].sort((a, b) => a.seat - b.seat).map((p) => ({ seat: p.seat, name: p.name }));
  const n = players.length;
  const min = options.ruleset === "seed" ? 2 : 1;
  if (n < min || n > 4) {
    return err(`Regicide (${options.ruleset} rules) is for ${min} to 4 players, not ${n}`);
  }
  const rng = Rng.from(Rng.initial(seed));
  const deck = standardDeck();
  const byRank = (r: string) => deck.filter((c) => rankOf(c) === r);
  // Jacks on top of Queens on top of Kings, each group shuffled on its own.
  const castle = [...rng.shuffle(byRank("J"), "castle"), ...rng.shuffle(byRank("Q"), "castle"), ...rng.shuffle(byRank("K"), "castle")];
  const jesters: Card[] = ["JESTER1", "JESTER2"].slice(0, TAVERN_JESTERS[n]);
  const tavern = rng.shuffle([...deck.filter((c) => !["J", "Q", "K"].includes(rankOf(c)!)), ...jesters], "tavern");
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
    last: `The game begins: the first enemy is ${showCard(first)}.`,
    result: null,
    rng: rng.save(),
  };
  return ok(state);
}
