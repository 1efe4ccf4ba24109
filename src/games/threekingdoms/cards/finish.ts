// The `finish` task: the cards a use left in limbo go to the discard pile once it is resolved, with the
// Bountiful Harvest cards nobody took.
import { m } from "../../../i18n/msg.ts";
import { type Ctx, codeList, fromLimbo, pop, toDiscard } from "../ctx.ts";
import type { FinishTask } from "../types.ts";

export function finishTask(g: Ctx, t: FinishTask): void {
  pop(g);
  const still = t.cards.filter((c) => g.s.limbo.includes(c));
  fromLimbo(g, still);
  toDiscard(g, still);
  if (t.harvest && g.s.harvest.length) {
    g.say(m("threekingdoms.harvest.leftOver", { cards: codeList(g, g.s.harvest) }));
    toDiscard(g, g.s.harvest);
    g.s.harvest = [];
  }
}
