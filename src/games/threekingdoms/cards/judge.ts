// The judgement stage, one for every judgement (delayed tricks, Eight Diagrams, Tieqi, Ganglie, Luoshen):
//   flip the top card (face up, in limbo) → "before it takes effect": each Guicai owner in turn order may
//   replace it with a hand card (asked by mail; AUTO never-guicai answers at once) → the result is left
//   on the task below as `judgement` → "after it takes effect": the judged player's skills may take the
//   card (Tiandu), else it goes to the discard pile. The caller reads the result with `takeJudgement`.
import { m, type Msg } from "../../../i18n/msg.ts";
import { request, takeReply } from "../ask.ts";
import { type CardDef, pip } from "./cards.ts";
import { type Ctx, card, ref, drawTop, fromLimbo, orderFrom, player, pop, push, takeFromPlayer, toDiscard, top } from "../ctx.ts";
import { fireJudged, hasSkill, skillName } from "../skills.ts";
import type { JudgeTask, Task } from "../types.ts";
import { registerTask } from "../core/tasks.ts";

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
    t.order = orderFrom(g, g.s.turn.seat).filter((s) => hasSkill(player(g, s), "GUICAI"));
    t.idx = 0;
    t.stage = 1;
  }
  const order = t.order ?? [];
  const r = takeReply(t);
  if (r) {
    const seat = order[t.idx!];
    if (r.kind === "cards") guicai(g, t, seat, r.cards[0]);
    t.idx! += 1;
  }
  for (; t.idx! < order.length; t.idx! += 1) {
    const seat = order[t.idx!];
    const p = player(g, seat);
    if (!p.alive || p.hand.length === 0 || p.auto.includes("never-guicai") || p.auto.includes("pass")) continue;
    request(g, t, {
      seat,
      kind: "cards",
      count: 1,
      canPass: true,
      what: m("threekingdoms.judge.guicaiAsk", { why: t.why, code: ref(g, t.id!), pip: pip(card(g, t.id!)) }),
      publicWhat: m("threekingdoms.skill.toUseOrNot", { name: p.name, skill: skillName("GUICAI") }),
    });
    return;
  }
  finish(g, t, t.id!);
}

/** Guicai: the hand card becomes the judgement card; the old one goes to the discard pile. */
function guicai(g: Ctx, t: JudgeTask, seat: number, id: number): void {
  takeFromPlayer(g, seat, id);
  fromLimbo(g, [t.id!]);
  toDiscard(g, [t.id!]);
  g.s.limbo.push(id);
  g.say(
    m("threekingdoms.judge.guicaiReplaces", {
      name: player(g, seat).name,
      old: ref(g, t.id!),
      code: ref(g, id),
      pip: pip(card(g, id)),
    }),
  );
  t.id = id;
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

registerTask("judge", judgeTask);
