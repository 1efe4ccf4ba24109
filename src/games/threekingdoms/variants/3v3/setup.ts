// 3v3 START: the teams and their identity cards (public), the seating, the deck without Lightning, and
// the draft's task on the stack. Hands are dealt once the generals are placed (task.ts).
import { m, type Msg } from "../../../../i18n/msg.ts";
import { Rng } from "../../../rng.ts";
import { deckTable } from "../../cards/cards.ts";
import { makeCtx } from "../../ctx.ts";
import { run } from "../../run.ts";
import type { Options, State } from "../../types.ts";
import type { Seat } from "../../series.ts";
import { dealPiles } from "./draft.ts";
import { setAsideLightning } from "./rules.ts";
import { drawTeams, ring3v3, roleOf } from "./teams.ts";

export function newGame3v3(options: Options, seats: Seat[], seed: string): State | Msg {
  if (seats.length !== 6) return m("threekingdoms.err.v3Players");
  const teams = drawTeams(seed);
  const rng = Rng.seed(seed);
  const table = deckTable(options.maneuvering);
  const { deck, aside } = setAsideLightning(rng.shuffle(table.map((c) => c.id)), (id) => table[id].name);
  const s: State = {
    kind: "threekingdoms",
    version: 2,
    options,
    players: seats.map((p, i) => ({
      seat: i + 1,
      name: p.name,
      ...(p.grammaticalGender ? { grammaticalGender: p.grammaticalGender } : {}),
      role: roleOf(teams, i + 1),
      hp: 4,
      maxHp: 4,
      alive: true,
      hand: [],
      equip: {},
      judge: [],
      auto: [...p.auto],
      gender: null,
      general: null,
      noLordSkills: true,
    })),
    ring: ring3v3(teams),
    deck,
    discard: [],
    limbo: [],
    harvest: [],
    rng: rng.save(),
    turn: { seat: teams.cool.coach, phase: "start", slashes: 0, wine: 0, boost: 0, skipPlay: false, skipDraw: false, judged: [] },
    turnNo: 0,
    round: 0,
    stack: [{ t: "v3", stage: 0 }],
    ask: null,
    seq: 0,
    deaths: [],
    over: null,
    v3: { teams, draft: dealPiles(seed), partial: [], placing: [], alt: null, queue: [], aside },
  };
  const g = makeCtx(s);
  run(g);
  return g.s;
}
