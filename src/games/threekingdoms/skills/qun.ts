// Qun skills: Qingnang, Jijiu, Wushuang (in cards/slash.ts and cards/tricks.ts), Lijian, Biyue. Texts from the
// standard edition (checked against FreeKill's skill texts); the code is ours.
import { m, type Said } from "../../../i18n/msg.ts";
import { deckTable, isRed } from "../cards/cards.ts";
import { type Ctx, cardName, codes, draw, player, push, takeFromPlayer, toDiscard } from "../ctx.ts";
import { heal, hp } from "../death.ts";
import { skillArgs } from "../skill-verb.ts";
import { about, markUsed, rule, type SkillDef, skillName, usedThisTurn } from "../skills.ts";
import type { State } from "../types.ts";

const cardOf = (s: State, id: number) => deckTable(s.options.maneuvering)[id];

function qingnang(g: Ctx, seat: number, words: string[]): Said | null {
  if (usedThisTurn(g, "QINGNANG")) return m("threekingdoms.skill.oncePerPlay", { skill: skillName("QINGNANG") });
  const a = skillArgs(g, seat, words);
  if (!("cards" in a)) return a.error;
  const me = player(g, seat);
  if (a.cards.length !== 1 || !me.hand.includes(a.cards[0]) || a.targets.length !== 1)
    return m("threekingdoms.skill.qingnangSyntax");
  const p = player(g, a.targets[0]);
  if (p.hp >= p.maxHp) return m("threekingdoms.skill.notWounded", { name: p.name });
  g.s.ask = null;
  markUsed(g, "QINGNANG");
  takeFromPlayer(g, seat, a.cards[0]);
  toDiscard(g, a.cards);
  heal(g, p.seat, 1);
  g.say(m("threekingdoms.skill.qingnangUsed", { name: me.name, cards: codes(g, a.cards), to: p.name, hp: hp(g, p.seat) }));
  return null;
}

function lijian(g: Ctx, seat: number, words: string[]): Said | null {
  if (usedThisTurn(g, "LIJIAN")) return m("threekingdoms.skill.oncePerPlay", { skill: skillName("LIJIAN") });
  const a = skillArgs(g, seat, words);
  if (!("cards" in a)) return a.error;
  if (a.cards.length !== 1 || a.targets.length !== 2) return m("threekingdoms.skill.lijianSyntax");
  const [x, y] = a.targets.map((t) => player(g, t));
  if (x.gender !== "m" || y.gender !== "m" || x.seat === seat || y.seat === seat) return m("threekingdoms.skill.lijianTwoMales");
  // the Duel must be one the duellist could use on the duelled (FreeKill's lijian: not prohibited), so
  // an empty-handed Kongcheng is not a duelled
  if (rule(y, "untargetable")?.(g.s, y, "DUEL"))
    return m("threekingdoms.err.untargetable", { name: y.name, gender: g.genderOf(y.seat), card: cardName("DUEL") });
  g.s.ask = null;
  markUsed(g, "LIJIAN");
  takeFromPlayer(g, seat, a.cards[0]);
  toDiscard(g, a.cards);
  g.say(m("threekingdoms.skill.lijianUsed", { name: player(g, seat).name, cards: codes(g, a.cards), x: x.name, y: y.name }));
  // stage 2 = past the Nullification window: the Duel resolves at once
  push(g, { t: "trick", stage: 2, name: "DUEL", user: x.seat, target: y.seat });
  return null;
}

export const QUN_SKILLS: readonly SkillDef[] = [
  {
    ...about("QINGNANG", true),
    active: qingnang,
    tries: (_p, { hand: h, wounded }) => (h.length && wounded.length ? [`QINGNANG ${h[0]} -> ${wounded[0]}`] : []),
  },
  {
    ...about("JIJIU", true),
    rules: { asName: (s, _p, id, _w, name, own) => !own && name === "PEACH" && isRed(cardOf(s, id)) },
  },
  {
    ...about("WUSHUANG"),
    rules: { double: true },
  },
  {
    ...about("LIJIAN", true),
    active: lijian,
    tries: (_p, { hand: h, others }) =>
      h.length ? others.flatMap((a) => others.filter((b) => b !== a).map((b) => `LIJIAN ${h[0]} -> ${a} ${b}`)) : [],
  },
  {
    ...about("BIYUE"),
    hooks: {
      phase: (g, seat, phase) => {
        if (phase === "end") draw(g, seat, 1, skillName("BIYUE"));
      },
    },
  },
];
