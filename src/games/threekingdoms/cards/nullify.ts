// The Nullification window: every living player is asked in turn order from the current player; any
// Nullification reopens the window for a counter, and an odd count cancels the trick for this target.
import { m, type Msg } from "../../../i18n/msg.ts";
import { request, takeReply } from "../ask.ts";
import { type Ctx, code, ref, orderFrom, pop, takeFromPlayer, toDiscard, top } from "../ctx.ts";
import { fire } from "../skills.ts";
import type { NullifyTask } from "../types.ts";
import { registerTask } from "../core/tasks.ts";

export function nullifyTask(g: Ctx, t: NullifyTask): void {
  const r = takeReply(t);
  if (r) {
    const asked = t.order[t.idx];
    if (r.kind === "cards") {
      const id = r.cards[0];
      takeFromPlayer(g, asked, id);
      toDiscard(g, [id]);
      t.count += 1;
      t.last = asked;
      g.say(
        m(t.count % 2 === 1 ? "threekingdoms.trick.nullifies" : "threekingdoms.trick.counters", {
          name: g.nameOf(asked),
          code: ref(g, id),
          about: t.about,
          gender: t.gender ?? "n",
        }),
      );
      fire(g, asked, "used", "NULLIFY"); // a trick used, out of turn too (Jizhi)
      // the window reopens for a counter, from the current player again
      t.order = orderFrom(g, g.s.turn.seat);
      t.idx = 0;
    } else t.idx += 1; // a pass in a Nullification window is silent, whether asked or skipped
    return;
  }
  if (t.idx >= t.order.length) {
    pop(g);
    const below = top(g);
    if (below) below.nullified = t.count % 2 === 1;
    return;
  }
  request(g, t, {
    seat: t.order[t.idx],
    kind: "respond",
    names: ["NULLIFY"],
    canPass: true,
    what: m(t.count % 2 === 0 ? "threekingdoms.trick.nullifyAsk" : "threekingdoms.trick.counterAsk", {
      about: t.about,
      gender: t.gender ?? "n",
    }),
    publicWhat: m("threekingdoms.trick.nullifyWaiting", { about: t.about }),
  });
}

/**
 * A Nullification window about one trick's effect on one target (see cards/tricks.ts); `gender` is the
 * trick's grammatical gender, which the window's lines agree with ("Démolition … est annulée").
 */
export function nullifyWindow(g: Ctx, about: Msg, gender: Msg): NullifyTask {
  return { t: "nullify", stage: 0, about, gender, order: orderFrom(g, g.s.turn.seat), idx: 0, count: 0 };
}

registerTask("nullify", nullifyTask);
