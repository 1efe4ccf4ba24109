// Final three ("Reglas detalladas" 3, option finalthree=on).
//
// Seed: "Cuando solo quedan tres jugadores en el juego, después de tres rondas, todos en cada ronda
// perderán su fuerza física al mismo tiempo. Si son eliminados juntos, pasan a la siguiente ronda."
//
// Herald's reading (docs/three-kingdoms.md, "Final three"):
//  - the count starts in the round during which the third-from-last player is out (round R: three
//    players are left). Rounds R+1, R+2 and R+3 are "the three rounds"; from the start of round R+4,
//    and at the start of every round after it, every living player loses 1 HP at the same time. A round
//    starts with the Lord's turn (the Lord is alive: otherwise the game is over).
//  - it goes on with two players left (the duel would otherwise never have to end).
//  - it is a loss of HP, not damage: it has no source, so no damage skill (Jianxiong, Fankui, Ganglie,
//    Yiji…) triggers and nobody gets a reward for a death it causes.
//  - "at the same time": every living player loses the HP first; then those at 0 or less are dying one
//    after the other, in turn order from the Lord, and may be saved by Peaches as usual.
//  - "if they are eliminated together, they go to the next round": when every living player is at 1 HP,
//    the loss would put them all out together; then nobody loses HP this round and all go on to the
//    next round (played out by cards, or again by the loss once someone has healed).
import { m } from "../../../i18n/msg.ts";
import { type Ctx, hpOf, orderFrom, player, pop, push } from "../ctx.ts";
import { type SkillDef } from "../skills.ts";
import type { SkillTask } from "../types.ts";

/** After a death: note the round when only three are left. */
export function finalThreeOnDeath(g: Ctx): void {
  if (!g.s.options.finalthree || g.s.over) return;
  const v = (g.s.variant ??= {});
  if (v.finalThreeFrom !== undefined) return;
  const living = g.s.players.filter((p) => p.alive).length;
  if (living > 3) return;
  v.finalThreeFrom = g.s.round;
  g.say(m("threekingdoms.finalThree.begins", { n: living, round: g.s.round, from: g.s.round + 4 }));
}

/** The start of a round (the Lord's turn has just begun; g.s.round is the new round). */
export function finalThreeRoundStart(g: Ctx): void {
  const from = g.s.variant?.finalThreeFrom;
  if (!g.s.options.finalthree || from === undefined || g.s.round < from + 4) return;
  const order = orderFrom(g, g.s.turn.seat);
  if (order.every((seat) => player(g, seat).hp <= 1)) {
    g.say(m("threekingdoms.finalThree.spared", { round: g.s.round }));
    return;
  }
  for (const seat of order) {
    player(g, seat).hp -= 1;
    g.changed.add(seat);
  }
  g.say(
    m("threekingdoms.finalThree.loss", {
      round: g.s.round,
      list: order.map((s) => m("threekingdoms.nameHp", { name: player(g, s).name, hp: hpOf(player(g, s)) })),
    }),
  );
  // the dying are settled one after the other by a task of the trigger engine (below), each with the
  // turn order of its own moment (an earlier one may have died)
  push(g, { t: "skill", skill: "FINAL-THREE", stage: 0, seat: g.s.turn.seat, data: {} });
}

function settleDying(g: Ctx, t: SkillTask): void {
  const order = orderFrom(g, t.seat);
  const next = order.find((seat) => player(g, seat).hp <= 0);
  if (next === undefined || g.s.over) {
    pop(g);
    return;
  }
  push(g, { t: "dying", stage: 0, seat: next, from: null, order, idx: 0 });
}

// not a general's skill: a task handler of the variant, dispatched by the trigger engine (its title and
// text are never shown to players: no general has it, so HELP does not list it)
export const FINAL_THREE_SKILLS: readonly SkillDef[] = [
  {
    code: "FINAL-THREE",
    title: m("threekingdoms.finalThree.title"),
    text: m("threekingdoms.finalThree.text"),
    task: settleDying,
  },
];
