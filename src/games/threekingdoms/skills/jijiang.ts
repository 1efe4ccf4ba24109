// Liu Bei's Jijiang (Lord skill), the half where he *uses* a Slash in his own Play phase:
// `SKILL JIJIANG -> <player>`. The target must be one he could slash (in his attack range, Slash limit
// not reached); the other Shu characters are then asked in turn order to play a Slash for him. The first
// Slash played becomes his Slash on that target (it counts against his limit); if every one passes, no
// Slash is used and he cannot ask again this Play phase (so a refused call cannot be mailed over and over).
// The answering half (Barbarian Invasion, Duel) is in lordhelp.ts.
import { m, type Said } from "../../../i18n/msg.ts";
import { cardTitle } from "../cards/cards.ts";
import { weaponRule } from "../cards/equipment.ts";
import { request, takeReply } from "../ask.ts";
import { type Ctx, ref, orderFrom, player, pop, push, takeFromPlayer } from "../ctx.ts";
import { attackRange, distance } from "../distance.ts";
import { general } from "./generals.ts";
import { markUsed, rule, usedThisTurn } from "../skills.ts";
import { skillArgs } from "../skill-verb.ts";
import { slashCardsNote, slashTaskFor } from "../cards/slash.ts";
import type { SkillTask } from "../types.ts";

const shuHelpers = (g: Ctx, lord: number): number[] =>
  orderFrom(g, lord).filter((s) => s !== lord && general(player(g, s).general)?.kingdom === "shu");

export function jijiangActive(g: Ctx, seat: number, words: string[]): Said | null {
  if (usedThisTurn(g, "JIJIANG")) return m("threekingdoms.skill.jijiangRefused");
  const a = skillArgs(g, seat, words);
  if (!("cards" in a)) return a.error;
  if (a.cards.length || a.targets.length !== 1) return m("threekingdoms.skill.jijiangSyntax");
  const to = a.targets[0];
  const me = player(g, seat);
  const t = player(g, to);
  if (to === seat) return m("threekingdoms.skill.jijiangYourself");
  const crossbow = !!weaponRule(g.s, me, "unlimitedSlash");
  if (g.s.turn.slashes >= (rule(me, "slashLimit") ?? 1) && !crossbow) return m("threekingdoms.skill.jijiangSlashUsed");
  if (rule(t, "untargetable")?.(g.s, t, "SLASH"))
    return m("threekingdoms.skill.untargetable", { name: t.name, card: cardTitle("SLASH") });
  const d = distance(g.s, seat, to),
    r = attackRange(me, g.table);
  if (d > r) return m("threekingdoms.skill.outOfRange", { name: t.name, d, r });
  const helpers = shuHelpers(g, seat);
  if (!helpers.length) return m("threekingdoms.skill.jijiangNoShu");
  g.s.ask = null;
  g.say(m("threekingdoms.skill.jijiangUsed", { name: me.name, to: t.name }));
  push(g, { t: "skill", skill: "JIJIANG", stage: 0, seat, data: { to, order: helpers, idx: 0 } });
  return null;
}

export function jijiangTask(g: Ctx, t: SkillTask): void {
  const to = t.data.to as number;
  const order = t.data.order as number[];
  const idx = t.data.idx as number;
  const lord = player(g, t.seat);
  if (!lord.alive || !player(g, to).alive) {
    pop(g);
    return;
  }
  const r = takeReply(t);
  if (r?.kind === "cards") {
    const h = order[idx];
    pop(g);
    for (const id of r.cards) takeFromPlayer(g, h, id);
    g.s.limbo.push(...r.cards);
    g.s.turn.slashes += 1;
    g.s.turn.slashed = true;
    const boost = g.s.turn.boost;
    g.s.turn.boost = 0;
    g.say(
      m("threekingdoms.skill.jijiangPlays", {
        name: g.nameOf(h),
        cards: r.spear ? slashCardsNote(g, r.cards) : ref(g, r.cards[0]),
        lord: lord.name,
        to: g.nameOf(to),
      }),
    );
    push(g, { t: "finish", stage: 0, cards: r.cards }, slashTaskFor(g, t.seat, to, r.cards, boost));
    return;
  }
  if (r) t.data.idx = idx + 1;
  const next = t.data.idx as number;
  if (next >= order.length) {
    pop(g);
    markUsed(g, "JIJIANG");
    g.say(m("threekingdoms.skill.jijiangNoOne", { lord: lord.name }));
    return;
  }
  request(g, t, {
    seat: order[next],
    kind: "respond",
    names: ["SLASH"],
    spear: true,
    canPass: true,
    what: m("threekingdoms.skill.jijiangAsk", { lord: lord.name, to: g.nameOf(to) }),
    publicWhat: m("threekingdoms.skill.answerFor", {
      name: g.nameOf(order[next]),
      skill: m("threekingdoms.skill.jijiang"),
      lord: lord.name,
    }),
  });
}
