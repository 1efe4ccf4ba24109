// Delayed tricks (Lightning, Indulgence, Supply Shortage): the turn's Judgement phase (judgePhase, the
// step ../run.ts gives the core's flow, core/flow.ts) pushes a `delayed` task per card in the current
// player's judgement area, and what each trick does with its judgement is a constant table by the trick's
// name (DELAYED), so the turn names no card.
import { m, type Msg } from "../../../i18n/msg.ts";
import { cardGender, cardTitle, type CardDef, type CardName, rankValue } from "./cards.ts";
import { type Ctx, card, ref, fromLimbo, nextAlive, player, pop, push, toDiscard } from "../ctx.ts";
import { takeJudgement } from "./judge.ts";
import { nullifyWindow } from "./nullify.ts";
import type { DelayedTask, TurnTask } from "../types.ts";
import type { PhaseStep } from "../core/flow.ts";

/** What one delayed trick does once its judgement is in, and where it goes when nullified. */
interface DelayedDef {
  /** the judgement `j` (null: the deck was empty) takes effect; the trick card has left limbo */
  judged: (g: Ctx, t: DelayedTask, j: CardDef | null, trick: Msg) => void;
  /** nullified: by default the card is discarded */
  nullified?: (g: Ctx, t: DelayedTask) => void;
}

/** The Judgement phase: the delayed tricks in front of the current player, most recently placed first. */
export const judgePhase: PhaseStep<Ctx, TurnTask> = (g, _t, next) => {
  const ts = g.s.turn;
  const p = player(g, ts.seat);
  for (let i = p.judge.length - 1; i >= 0; i--) {
    const id = p.judge[i];
    if (ts.judged.includes(id)) continue; // each is judged once per turn
    ts.judged.push(id);
    p.judge.splice(i, 1);
    g.s.limbo.push(id);
    push(g, { t: "delayed", stage: 0, card: id, owner: ts.seat });
    return;
  }
  next();
};

export function delayedTask(g: Ctx, t: DelayedTask): void {
  const real = card(g, t.card);
  const c = { ...real, name: g.s.judgeAs?.[t.card] ?? real.name };
  const trick = delayedName(c.name);
  const owner = player(g, t.owner);
  if (t.stage === 0) {
    t.stage = 1;
    g.say(m("threekingdoms.delayed.judged", { name: owner.name, trick, code: ref(g, t.card) }));
    push(g, nullifyWindow(g, m("threekingdoms.delayed.on", { trick, name: owner.name }), cardGender(c.name), t.owner));
    return;
  }
  if (t.stage === 1 && !t.nullified) {
    // the delayed trick stays face up in limbo while its judgement is made (Guicai may change it)
    t.stage = 2;
    push(g, { t: "judge", stage: 0, owner: t.owner, why: m("threekingdoms.delayed.of", { trick, name: owner.name }) });
    return;
  }
  pop(g);
  fromLimbo(g, [t.card]);
  if (g.s.judgeAs) delete g.s.judgeAs[t.card]; // Guose's Indulgence is a diamond card again
  const def = DELAYED.get(c.name);
  if (!def) throw new Error(`threekingdoms: no delayed trick ${c.name}`);
  if (t.nullified) {
    if (def.nullified) def.nullified(g, t);
    else toDiscard(g, [t.card]);
    return;
  }
  def.judged(g, t, takeJudgement(g, t), trick);
}

/** Lightning that does not strike moves on to the next living player without a Lightning. */
function moveLightning(g: Ctx, id: number, from: number): void {
  let seat = nextAlive(g, from);
  while (seat !== from) {
    const p = player(g, seat);
    if (!p.judge.some((j) => card(g, j).name === "LIGHTNING")) {
      p.judge.push(id);
      g.say(m("threekingdoms.lightning.moves", { card: ref(g, id), name: p.name }));
      return;
    }
    seat = nextAlive(g, seat);
  }
  player(g, from).judge.push(id);
  g.say(m("threekingdoms.lightning.stays", { card: ref(g, id), name: g.nameOf(from) }));
}

/** What each delayed trick does with its judgement, by the trick's name. */
const DELAYED: ReadonlyMap<string, DelayedDef> = new Map<CardName, DelayedDef>([
  [
    "LIGHTNING",
    {
      judged: (g, t, j) => {
        if (j && j.suit === "S" && rankValue(j.rank) >= 2 && rankValue(j.rank) <= 9) {
          // lightning.lua: the damage is done with the card, which stays in the processing area meanwhile
          // (Jianxiong takes it from there); then it goes to the discard pile
          g.s.limbo.push(t.card);
          g.say(m("threekingdoms.lightning.strikes", { name: g.nameOf(t.owner) }));
          push(
            g,
            { t: "finish", stage: 0, cards: [t.card] },
            { t: "damage", stage: 0, to: t.owner, from: null, n: 3, cause: cardTitle("LIGHTNING"), cards: [t.card] },
          );
        } else moveLightning(g, t.card, t.owner);
      },
      nullified: (g, t) => moveLightning(g, t.card, t.owner),
    },
  ],
  [
    "INDULGENCE",
    {
      judged: (g, t, j, trick) => {
        toDiscard(g, [t.card]);
        if (j && j.suit !== "H") {
          g.s.turn.skipPlay = true;
          g.say(m("threekingdoms.indulgence.hits", { name: g.nameOf(t.owner) }));
        } else g.say(m("threekingdoms.delayed.escapes", { name: g.nameOf(t.owner), trick }));
      },
    },
  ],
  [
    "SHORTAGE",
    {
      judged: (g, t, j, trick) => {
        toDiscard(g, [t.card]);
        if (j && j.suit !== "C") {
          g.s.turn.skipDraw = true;
          g.say(m("threekingdoms.shortage.hits", { name: g.nameOf(t.owner) }));
        } else g.say(m("threekingdoms.delayed.escapes", { name: g.nameOf(t.owner), trick }));
      },
    },
  ],
]);

/** A delayed trick's name in the reader's language (one of three: the catalog's own select). */
const delayedName = (name: string): Msg => m("threekingdoms.delayed.name", { trick: name });
