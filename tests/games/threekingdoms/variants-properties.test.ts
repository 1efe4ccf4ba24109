// The seed's variants: property tests over random games of each variant played by Herald (final three; first-out
// protection in a series, alone and with final three): card conservation, HP bounds, victory consistent
// with the rules, the variant's own invariants, and exact replay from the seed and the move log.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deckTable } from "../../../src/games/threekingdoms/cards/cards.ts";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import { playersFor, randomPlayout, type PlayoutStep } from "../../../src/games/threekingdoms/playout.ts";
import type { Options, State } from "../../../src/games/threekingdoms/types.ts";
import { textOf, en } from "./helpers.ts";

function cardPlaces(s: State): number[] {
  const all = [...s.deck, ...s.discard, ...s.limbo, ...s.harvest];
  for (const p of s.players) all.push(...p.hand, ...(Object.values(p.equip) as number[]), ...p.judge);
  return all.sort((a, b) => a - b);
}

/** The victory the rules give for the final position. */
function victoryConsistent(s: State): void {
  const over = s.over!;
  const lord = s.players.find((p) => p.role === "lord")!;
  // a player who came back (reincarnation) counts as out
  const living = s.players.filter((p) => p.alive && !(s.variant?.reborn ?? []).includes(p.seat));
  if (over.side === "lord") {
    expect(lord.alive).toBe(true);
    expect(living.every((p) => p.role === "lord" || p.role === "loyalist")).toBe(true);
    expect(over.winners).toEqual(s.players.filter((p) => p.role === "lord" || p.role === "loyalist").map((p) => p.seat));
  } else if (over.side === "traitor") {
    expect(lord.alive).toBe(false);
    expect(living.map((p) => p.role)).toEqual(["traitor"]);
    expect(over.winners).toEqual([living[0].seat]);
  } else {
    expect(lord.alive).toBe(false);
    expect(living.length === 1 && living[0].role === "traitor").toBe(false);
    expect(over.winners).toEqual(s.players.filter((p) => p.role === "rebel").map((p) => p.seat));
  }
}

/** The variants' own invariants, on one step (within one deal). */
function variantInvariants({ before, result }: PlayoutStep): void {
  const s = result.state;
  const texts = result.events
    .filter((e) => e.to === "all")
    .map(textOf)
    .join("\n");
  const sameDeal = (s.series?.game ?? 1) === (before.series?.game ?? 1);
  if (!sameDeal) return;
  // final three: the loss only from round R+4, R = the round three were left, and only then
  const from = s.variant?.finalThreeFrom;
  if (/Final three, round \d+: every living player loses 1 HP/.test(texts)) {
    expect(s.options.finalthree).toBe(true);
    expect(from).toBeDefined();
    expect(s.round).toBeGreaterThanOrEqual(from! + 4);
  }
  if (from !== undefined && before.variant?.finalThreeFrom === undefined) {
    expect(s.options.finalthree).toBe(true);
    expect(before.players.filter((p) => p.alive).length).toBeGreaterThan(3);
  }
  // protection: a protected player never dies while protected; a drop of blood only for them
  const prot = before.variant?.protected ?? null;
  for (const d of s.deaths.slice(before.deaths.length)) {
    if (d.seat === prot)
      expect(texts).toMatch(
        new RegExp(`${before.players[d.seat - 1].name} is no longer protected: they (attacked|dealt damage)`),
      );
  }
  const drop = /(\S+) keeps a drop of blood/.exec(texts);
  if (drop) expect(before.players[prot! - 1]?.name).toBe(drop[1]);
  // reincarnation: only the dead hold cards as sacrifices, at most the threshold; who came back is alive
  const limit = s.players.length <= 5 ? 3 : 4;
  // Dark Souls: a dead Rebel's Xuanwu holds its one card while it possesses someone
  const xuanwu = (seat: number) => (s.variant?.souls?.[seat]?.kind === "xuanwu" ? 1 : 0);
  for (const p of s.players)
    if (!p.alive) expect(p.hand.length).toBeLessThanOrEqual(s.options.reincarnation ? limit : xuanwu(p.seat));
  // a dead player is asked only for their own soul
  if (s.ask && !s.players[s.ask.seat - 1].alive) {
    expect(s.options.darksouls).toBe(true);
    expect(s.variant?.souls?.[s.ask.seat]).toBeDefined();
  }
  for (const soul of Object.values(s.variant?.souls ?? {}))
    if (soul.host !== null && !s.over) expect(s.players[soul.host - 1].alive).toBe(true);
  for (const seat of s.variant?.reborn ?? []) expect(s.players[seat - 1].alive || s.over !== null).toBe(true);
  const back = /(\S+) comes back as/.exec(texts);
  if (back) {
    const p = s.players.find((x) => x.name === back[1])!;
    expect(before.players[p.seat - 1].alive).toBe(false);
    expect(before.players[p.seat - 1].hand.length).toBe(limit - 1);
  }
  for (const d of s.deaths.slice(before.deaths.length))
    expect(!!d.reborn).toBe((before.variant?.reborn ?? []).includes(d.seat) && !!s.options.reincarnation);
}

type Opt = Partial<Options>;
const variantGame = fc.record({
  players: fc.integer({ min: 4, max: 8 }),
  seed: fc.string({ minLength: 1, maxLength: 10 }),
  moveSeed: fc.string({ maxLength: 6 }),
  generals: fc.boolean(),
  variant: fc.constantFrom<Opt>(
    { finalthree: true },
    { series: true, protect: true },
    { series: true, protect: true, finalthree: true },
    { reincarnation: true, generals: true },
    { reincarnation: true, generals: true, finalthree: true },
    { darksouls: true },
    { darksouls: true, finalthree: true, series: true },
  ),
});

function optionsOf(g: { generals: boolean; variant: Opt }): Options {
  return {
    traitors: 1,
    maneuvering: false,
    series: false,
    lord: null,
    generals: g.generals || !!g.variant.reincarnation,
    ...g.variant,
  };
}

describe("random games of the variants", () => {
  it(
    "conserve cards, keep HP within bounds, respect the variant's rules and end with the rules' victory",
    { timeout: 300_000 },
    () => {
      let lossSeen = 0;
      let dropSeen = 0;
      let backSeen = 0;
      let soulSeen = 0;
      fc.assert(
        fc.property(variantGame, (g) => {
          const ids = Array.from({ length: deckTable(false).length }, (_, i) => i);
          const { state } = randomPlayout({
            players: g.variant.series ? Math.min(g.players, 5) : g.players,
            seed: g.seed,
            moveSeed: g.moveSeed,
            maxMoves: 60000,
            options: optionsOf(g),
            onStep: (step) => {
              const s = step.result.state;
              expect(cardPlaces(s)).toEqual(ids);
              for (const p of s.players) expect(p.hp).toBeLessThanOrEqual(p.maxHp);
              // a living player at 0 HP or less is being settled: dying, or waiting in the final three's loss
              const settling = s.over || s.stack.some((t) => t.t === "dying" || (t.t === "skill" && t.skill === "FINAL-THREE"));
              for (const p of s.players) if (p.alive && !settling) expect(p.hp, p.name).toBeGreaterThan(0);
              variantInvariants(step);
              const texts = step.result.events.map(textOf).join("\n");
              if (/Final three, round \d+: every living player loses 1 HP/.test(texts)) lossSeen++;
              if (/keeps a drop of blood/.test(texts)) dropSeen++;
              if (/comes back as/.test(texts)) backSeen++;
              if (/Dark Soul \(\w+\) (takes 1|swaps|orders)/.test(texts)) soulSeen++;
              if (s.over) victoryConsistent(s);
            },
          });
          expect(state.over).not.toBeNull();
          expect(E.outcome(state).status).toBe("finished");
        }),
        { numRuns: Number(process.env.TK_RUNS ?? 28) },
      );
      // the properties are not vacuous: the rules fired in these games
      expect(lossSeen + dropSeen + backSeen + soulSeen).toBeGreaterThan(0);
      console.log(
        `variant rules fired: ${lossSeen} final-three losses, ${dropSeen} drops of blood, ${backSeen} returns, ${soulSeen} Dark Soul powers`,
      );
    },
  );

  it("replay from the seed and the move log is exact, through JSON", { timeout: 300_000 }, () => {
    fc.assert(
      fc.property(variantGame, (g) => {
        const options = optionsOf(g);
        const n = g.variant.series ? 4 : g.players;
        const { state, moves } = randomPlayout({ players: n, seed: g.seed, moveSeed: g.moveSeed, options, maxMoves: 60000 });
        const r = E.setup({ options, players: playersFor(n), seed: g.seed });
        if (!r.ok) throw new Error(en(r.error));
        let s: State = JSON.parse(JSON.stringify(r.value));
        for (const { seat, move } of moves) {
          const a = E.apply(s, { seat, admin: false }, move);
          if (!a.ok) throw new Error(en(a.error));
          s = JSON.parse(JSON.stringify(a.value.state));
        }
        expect(s).toEqual(JSON.parse(JSON.stringify(state)));
      }),
      { numRuns: 10 },
    );
  });

  it("final three fires in long games: a search over seeds finds the loss and checks its timing", () => {
    let found = 0;
    for (let i = 0; i < 40 && found < 3; i++) {
      let seen = false;
      randomPlayout({
        players: 5,
        seed: `ft-${i}`,
        moveSeed: `m-${i}`,
        options: { finalthree: true, generals: false },
        maxMoves: 60000,
        onStep: (step) => {
          const t = step.result.events.map(textOf).join("\n");
          const m = /Final three, round (\d+): every living player loses 1 HP/.exec(t);
          if (m) {
            seen = true;
            expect(Number(m[1])).toBeGreaterThanOrEqual(step.result.state.variant!.finalThreeFrom! + 4);
            expect(step.before.turn.seat).not.toBe(step.result.state.turn.seat); // it happens as a new turn (the Lord's) begins
          }
        },
      });
      if (seen) found++;
    }
    expect(found).toBeGreaterThan(0);
  });
});
