// Series mode (option `series`): one Herald game holds a series of deals, one per player, the Lord
// identity passing to the next player at the table (turn order, not seat number) each deal; every deal is
// scored with the seed's table and the totals add up. The series winner is the highest total (ties
// share). Keeping the whole series inside one engine state means nothing about it leaks into the
// service, and replay covers it like any game.
import type { ApplyResult } from "../engine.ts";
import { m, type Msg } from "../../i18n/msg.ts";
import { genderOfSeated, withRng } from "../kit.ts";
import type { Rng } from "../rng.ts";
import { deckTable } from "./cards/cards.ts";
import { makeCtx } from "./ctx.ts";
import { scoreList, scoresOf, startTurn } from "./death.ts";

export { scoresOf };
import { dealIdentities, identityCards } from "./identities.ts";
import { run } from "./run.ts";
import { selectTaskFor } from "./select.ts";
import { seriesLordSeat } from "./scoring.ts";
import { ringOf } from "./core/seating.ts";
import type { Options, State } from "./types.ts";
import { protectedNext } from "./variants/protect.ts";
import { seriesTable } from "./variants/series-table.ts";

export interface SeriesState {
  /** the deal being played, 1-based */
  game: number;
  /** how many deals: one per player */
  of: number;
  firstLord: number;
  /** totals by seat, of the deals already finished */
  totals: Record<number, number>;
  results: { game: number; lord: string; summary: Msg; scores: Record<number, number> }[];
  /** a player resigned: the series ends with the current deal */
  stopAfterThis?: boolean;
}

export interface Seat {
  seat: number;
  name: string;
  grammaticalGender?: "f" | "m";
  gender: "m" | "f" | null;
  auto: State["players"][number]["auto"];
}

/** A fresh deal: identities (the Lord at `lordSeat`, or dealt at random), deck, 4 cards each, the Lord's first turn started. */
export function newDeal(
  options: Options,
  seats: Seat[],
  rng: Rng,
  lordSeat: number | null,
): { state: State; events: ApplyResult<State>["events"] } | Msg {
  const n = seats.length;
  const cards = identityCards(n, options.traitors);
  if (!Array.isArray(cards)) return cards;
  const roles = dealIdentities(rng, cards, lordSeat);
  const table = deckTable(options.maneuvering);
  const deck = rng.shuffle(table.map((c) => c.id));
  const s: State = {
    kind: "threekingdoms",
    version: 2,
    options,
    players: seats.map((p, i) => {
      const role = roles[i];
      const maxHp = role === "lord" && n >= 5 ? 5 : 4;
      return {
        seat: i + 1,
        name: p.name,
        ...(p.grammaticalGender ? { grammaticalGender: p.grammaticalGender } : {}),
        role,
        hp: maxHp,
        maxHp,
        alive: true,
        hand: [],
        equip: {},
        judge: [],
        auto: [...p.auto],
        gender: options.generals ? null : p.gender,
        general: null,
      };
    }),
    deck,
    discard: [],
    limbo: [],
    harvest: [],
    rng: rng.save(),
    turn: { seat: 1, phase: "start", slashes: 0, wine: 0, boost: 0, skipPlay: false, skipDraw: false, judged: [] },
    turnNo: 0,
    round: 0,
    stack: [],
    ask: null,
    seq: 0,
    deaths: [],
    over: null,
  };
  const g = makeCtx(s);
  startTurn(g, s.players.find((p) => p.role === "lord")!.seat);
  // with generals, the first hands are dealt once everyone has chosen (select.ts)
  if (options.generals) g.s.stack.push(selectTaskFor(g));
  else for (const p of s.players) p.hand = s.deck.splice(0, 4);
  run(g);
  return { state: g.s, events: g.list };
}

/** Totals including the current deal when it is over. */
export function seriesTotals(s: State): Record<number, number> {
  const sr = s.series!;
  const cur = scoresOf(s);
  const out: Record<number, number> = {};
  for (const p of s.players) out[p.seat] = (sr.totals[p.seat] ?? 0) + (cur[p.seat] ?? 0);
  return out;
}

export function seriesOver(s: State): boolean {
  return !!s.series && !!s.over && (s.series.game >= s.series.of || !!s.series.stopAfterThis);
}

/**
 * After a move: when a deal of a series has just ended and deals remain, score it and deal the next
 * one (the Lord passes on). Everyone's private view changes (a new identity and hand).
 */
export function continueSeries(r: ApplyResult<State>): ApplyResult<State> {
  const s = r.state;
  // variant: the series' last mail shows the table of scores per deal
  const table = seriesOver(s) ? seriesTable(s) : null;
  if (table) return { ...r, events: [...r.events, { to: "all", msg: table }] };
  if (!s.series || !s.over || seriesOver(s)) return r;
  const sr = s.series;
  const scores = scoresOf(s);
  const totals = seriesTotals(s);
  const lordName = s.players.find((p) => p.role === "lord")!.name;
  const nextLord = seriesLordSeat(sr.game, ringOf(s), sr.firstLord);
  // the generator goes on from this deal's (newDeal keeps it in the new state; s itself is left as it was)
  const deal = withRng({ rng: s.rng }, (rng) =>
    newDeal(
      s.options,
      s.players.map((p) => ({
        seat: p.seat,
        name: p.name,
        ...(p.grammaticalGender ? { grammaticalGender: p.grammaticalGender } : {}),
        gender: p.gender,
        auto: p.auto,
      })),
      rng,
      nextLord,
    ),
  );
  if (!("state" in deal)) return r; // cannot happen: the same table dealt before
  const next = deal.state;
  if (s.ring) next.ring = s.ring; // the players keep their places
  next.series = {
    ...sr,
    game: sr.game + 1,
    totals,
    results: [...sr.results, { game: sr.game, lord: lordName, summary: s.over.summary, scores }],
  };
  // variant: first-out protection passes the first player out of this deal to the next
  const prot = protectedNext(s);
  if (prot !== null) next.variant = { ...next.variant, protected: prot };
  const said: Msg[] = [
    m("threekingdoms.series.dealOver", { game: sr.game, of: sr.of, summary: s.over.summary }),
    m("threekingdoms.series.scores", { deal: scoreList(s, scores), totals: scoreList(s, totals) }),
    m("threekingdoms.series.nextDeal", { game: sr.game + 1, of: sr.of, lord: next.players[nextLord - 1].name }),
  ];
  if (prot !== null)
    said.push(
      m("threekingdoms.series.protected", {
        name: next.players[prot - 1].name,
        gender: genderOfSeated(next.players[prot - 1]),
        game: sr.game,
      }),
    );
  return {
    state: next,
    events: [...r.events, { to: "all", msg: said }, ...deal.events],
    privateUpdates: next.players.map((p) => p.seat),
  };
}
