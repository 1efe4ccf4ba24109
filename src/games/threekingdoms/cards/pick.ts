// Choosing a card from a player's areas (Dismantle, Snatch, Ice Sword, Fankui): visible cards by code,
// a hand card as HAND (taken at random, told only to the two players concerned).
import { request, takeReply } from "../ask.ts";
import { type Ctx, code, ref, typedCode, equipIds, player, pop, shown, takeFromPlayer, toDiscard } from "../ctx.ts";
import { withRng } from "../../kit.ts";
import { m } from "../../../i18n/msg.ts";
import type { PickTask } from "../types.ts";

/** Options for picking a card from a player: visible cards by code, hand cards as HAND (at random). */
export function pickOptions(g: Ctx, t: PickTask): string[] {
  const p = player(g, t.from);
  const opts = [...equipIds(p), ...(t.noJudge ? [] : p.judge)].map((id) => code(g, id));
  if (p.hand.length) opts.push("HAND");
  return opts;
}

export function pickTask(g: Ctx, t: PickTask): void {
  const from = player(g, t.from);
  const opts = pickOptions(g, t);
  if (!from.alive || !player(g, t.chooser).alive || opts.length === 0) {
    pop(g);
    return;
  }
  let r = takeReply(t);
  if (!r && opts.length === 1) r = { kind: "choice", value: opts[0] };
  if (!r || r.kind !== "choice") {
    request(g, t, {
      seat: t.chooser,
      kind: "choose",
      canPass: false,
      options: opts,
      what: m("threekingdoms.pick.ask", {
        why: t.why,
        from: from.name,
        options: opts.map((o) => (o === "HAND" ? o : typedCode(g, o))),
      }),
      publicWhat: m("threekingdoms.pick.public", { name: g.nameOf(t.chooser), from: from.name, why: t.why }),
    });
    return;
  }
  pop(g);
  let id: number;
  let fromHand = false;
  if (r.value === "HAND") {
    id = from.hand[withRng(g.s, (rng) => rng.int(from.hand.length))];
    fromHand = true;
  } else {
    id = [...equipIds(from), ...from.judge].find((c) => code(g, c) === r.value)!;
  }
  takeFromPlayer(g, t.from, id);
  if (t.action === "discard") {
    toDiscard(g, [id]);
    g.say(
      m(fromHand ? "threekingdoms.pick.discardsHand" : "threekingdoms.pick.discards", {
        why: t.why,
        name: g.nameOf(t.chooser),
        card: ref(g, id),
        from: from.name,
      }),
    );
  } else {
    player(g, t.chooser).hand.push(id);
    shown(g, [id]);
    g.changed.add(t.chooser);
    if (fromHand) {
      g.say(m("threekingdoms.pick.takesHand", { why: t.why, name: g.nameOf(t.chooser), from: from.name }));
      g.tell(t.chooser, m("threekingdoms.pick.youTake", { card: ref(g, id), from: from.name }));
      g.tell(t.from, m("threekingdoms.pick.tookYours", { name: g.nameOf(t.chooser), card: ref(g, id) }));
    } else g.say(m("threekingdoms.pick.takes", { why: t.why, name: g.nameOf(t.chooser), card: ref(g, id), from: from.name }));
  }
}
