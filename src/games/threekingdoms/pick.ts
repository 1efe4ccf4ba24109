// Choosing a card from a player's areas (Dismantle, Snatch, Ice Sword, Fankui): visible cards by code,
// a hand card as HAND (taken at random, told only to the two players concerned).
import { request, takeReply } from "./ask.ts";
import { type Ctx, code, equipIds, nameOf, player, pop, say, takeFromPlayer, tell, toDiscard } from "./ctx.ts";
import { Rng } from "../rng.ts";
import type { PickTask } from "./types.ts";

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
  if (!from.alive || !player(g, t.chooser).alive || opts.length === 0) { pop(g); return; }
  let r = takeReply(t);
  if (!r && opts.length === 1) r = { kind: "choice", value: opts[0] };
  if (!r || r.kind !== "choice") {
    request(g, t, {
      seat: t.chooser, kind: "choose", canPass: false, options: opts,
      what: `${t.why}: CHOOSE a card of ${from.name}: ${opts.join(", ")} (HAND = a random hand card)`,
      publicWhat: `${nameOf(g, t.chooser)} to choose a card of ${from.name} (${t.why})`,
    });
    return;
  }
  pop(g);
  let id: number;
  let fromHand = false;
  if (r.value === "HAND") {
    const rng = Rng.from(g.s.rng);
    id = from.hand[rng.int(from.hand.length)];
    g.s.rng = rng.save();
    fromHand = true;
  } else {
    id = [...equipIds(from), ...from.judge].find((c) => code(g, c) === r.value)!;
  }
  takeFromPlayer(g, t.from, id);
  if (t.action === "discard") {
    toDiscard(g, [id]);
    say(g, `${t.why}: ${nameOf(g, t.chooser)} discards ${code(g, id)} from ${from.name}${fromHand ? "'s hand" : ""}.`);
  } else {
    player(g, t.chooser).hand.push(id);
    g.changed.add(t.chooser);
    if (fromHand) {
      say(g, `${t.why}: ${nameOf(g, t.chooser)} takes a card from ${from.name}'s hand.`);
      tell(g, t.chooser, `You take ${code(g, id)} from ${from.name}'s hand.`);
      tell(g, t.from, `${nameOf(g, t.chooser)} took your ${code(g, id)}.`);
    } else say(g, `${t.why}: ${nameOf(g, t.chooser)} takes ${code(g, id)} from ${from.name}.`);
  }
}
