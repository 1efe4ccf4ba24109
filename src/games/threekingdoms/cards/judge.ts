// The judgement stage, one for every judgement (delayed tricks, Eight Diagrams, Tieqi, Ganglie, Luoshen):
//   flip the top card (face up, in limbo) → "before it takes effect": each owner of a judgement modifier
//   (a skill's `judgeModifier`, skills.ts: Guicai) in turn order is asked and may change it (its AUTO
//   rule answers at once) → the result is left
//   on the task below as `judgement` → "after it takes effect": the judged player's skills may take the
//   card (Tiandu), else it goes to the discard pile. The caller reads the result with `takeJudgement`.
import { m, type Msg } from "../../../i18n/msg.ts";
import { request, takeReply } from "../ask.ts";
import { type CardDef, pip } from "./cards.ts";
import { type Ctx, card, ref, drawTop, fromLimbo, orderFrom, player, pop, push, toDiscard, top } from "../ctx.ts";
import { fireJudged, judgeModifierOf } from "../skills.ts";
import type { JudgeTask, Task } from "../types.ts";

/** Starts a judgement for `owner`; the calling task resumes once it has taken effect. */
export function pushJudge(g: Ctx, owner: number, why: Msg): void {
  push(g, { t: "judge", stage: 0, owner, why: why });
}

/** The judgement card left on `t` by the judgement it pushed (null when there was none), and forgets it. */
export function takeJudgement(g: Ctx, t: Task): CardDef | null {
  const id = t.judgement;
  delete t.judgement;
  return id === undefined || id === null ? null : card(g, id);
}

/** True when `t` is waiting for the result of a judgement it pushed (the result is now there). */
export const hasJudgement = (t: Task): boolean => t.judgement !== undefined;

export function judgeTask(g: Ctx, t: JudgeTask): void {
  if (t.stage === 0) {
    const id = drawTop(g);
    if (id === null) {
      g.say(m("threekingdoms.judge.empty", { why: t.why }));
      return finish(g, t, null);
    }
    g.s.limbo.push(id);
    t.id = id;
    g.say(m("threekingdoms.judge.flipped", { why: t.why, code: ref(g, id), pip: pip(card(g, id)) }));
    t.order = orderFrom(g, g.s.turn.seat).filter((s) => judgeModifierOf(player(g, s)) !== null);
    t.idx = 0;
    t.stage = 1;
  }
  const order = t.order ?? [];
  const r = takeReply(t);
  if (r) {
    const seat = order[t.idx!];
    if (r.kind !== "pass") judgeModifierOf(player(g, seat))?.answer(g, seat, t, r);
    t.idx! += 1;
  }
  for (; t.idx! < order.length; t.idx! += 1) {
    const seat = order[t.idx!];
    const p = player(g, seat);
    const mod = judgeModifierOf(p);
    if (!p.alive || !mod || p.auto.includes(mod.never) || p.auto.includes("pass")) continue;
    const spec = mod.ask(g, seat, t);
    if (!spec) continue;
    request(g, t, spec);
    return;
  }
  finish(g, t, t.id!);
}

function finish(g: Ctx, t: JudgeTask, id: number | null): void {
  pop(g);
  const below = top(g);
  if (below) below.judgement = id;
  if (id === null) return;
  // the caller applies the effect from `judgement`; the card is settled now (Tiandu, Luoshen take it later from the pile)
  fromLimbo(g, [id]);
  if (!fireJudged(g, t.owner, id)) toDiscard(g, [id]);
}
