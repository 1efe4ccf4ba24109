// The Nullification window: every living player is asked at once, with one deadline (a window costs one
// round trip, not one per player); a player whose standing answer (AUTO pass, never-nullify) settles it is
// not asked. The first Nullification played answers for everyone — the others' questions close — and the
// window reopens, everyone asked again, for a counter; when everyone asked has passed (or their deadline
// has), it closes, and an odd count cancels the trick for this target. Everyone who could answer is asked,
// whatever they hold, and a window closes only when all have answered: who is asked and when it closes
// tell nothing of a hand (docs/three-kingdoms.md, "Asking by mail").
import { m, type Msg } from "../../../i18n/msg.ts";
import { type AskSpec, closeAsk, openAsks, requestEach, takeReply } from "../ask.ts";
import { type Ctx, ref, orderFrom, pop, takeFromPlayer, toDiscard, top } from "../ctx.ts";
import { fire } from "../skills.ts";
import type { NullifyTask } from "../types.ts";

export function nullifyTask(g: Ctx, t: NullifyTask): void {
  const r = takeReply(t);
  if (r) {
    // a state stored when the seats were asked in turn: the one asked answered
    const by = r.by ?? t.order[t.idx];
    if (r.kind === "cards") {
      for (const a of openAsks(g.s)) closeAsk(g, a); // the first Nullification answers the round
      const id = r.cards[0];
      takeFromPlayer(g, by, id);
      toDiscard(g, [id]);
      t.count += 1;
      t.last = by;
      g.say(
        m(t.count % 2 === 1 ? "threekingdoms.trick.nullifies" : "threekingdoms.trick.counters", {
          name: g.nameOf(by),
          code: ref(g, id),
          about: t.about,
          gender: t.gender ?? "n",
        }),
      );
      fire(g, by, "used", "NULLIFY"); // a trick used, out of turn too (Jizhi)
      // the window reopens for a counter, everyone asked again
      t.order = orderFrom(g, g.s.turn.seat);
      t.asked = false;
    } else if (!t.asked) {
      // the sequential state's pass: the seats after it are asked together now
      t.order = t.order.slice(t.idx + 1);
      t.asked = false;
    } else if (g.s.asks?.length) return; // a pass is silent; the others are still to answer
  }
  if (!t.asked) {
    t.asked = true;
    t.idx = 0;
    const { asked } = requestEach(
      g,
      t.order.map((seat) => question(t, seat)),
    );
    if (asked.length) return;
  }
  pop(g);
  const below = top(g);
  if (below) below.nullified = t.count % 2 === 1;
}

function question(t: NullifyTask, seat: number): AskSpec {
  return {
    seat,
    kind: "respond",
    names: ["NULLIFY"],
    canPass: true,
    what: m(t.count % 2 === 0 ? "threekingdoms.trick.nullifyAsk" : "threekingdoms.trick.counterAsk", {
      about: t.about,
      gender: t.gender ?? "n",
    }),
    publicWhat: m("threekingdoms.trick.nullifyWaiting", { about: t.about }),
    ...(t.against !== undefined && { against: t.against }),
  };
}

/**
 * A Nullification window about one trick's effect on one target (see cards/tricks.ts); `gender` is the
 * trick's grammatical gender, which the window's lines agree with ("Démolition … est annulée").
 */
export function nullifyWindow(g: Ctx, about: Msg, gender: Msg, against?: number): NullifyTask {
  return {
    t: "nullify",
    stage: 0,
    about,
    gender,
    ...(against !== undefined && { against }),
    order: orderFrom(g, g.s.turn.seat),
    idx: 0,
    count: 0,
    asked: false,
  };
}
