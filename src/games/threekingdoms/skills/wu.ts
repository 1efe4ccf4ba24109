// Wu skills: Zhiheng, Jiuyuan (Lord, in death.ts), Qixi, Keji, Kurou, Yingzi, Fanjian, Guose, Liuli,
// Qianxun, Lianying, Jieyin, Xiaoji. Texts from the standard edition (checked against FreeKill's texts).
import { m, type Msg, type Said } from "../../../i18n/msg.ts";
import { request, takeReply } from "../ask.ts";
import { deckTable, isBlack } from "../cards/cards.ts";
import { type Ctx, ref, codes, draw, orderFrom, player, pop, push, takeFromPlayer, toDiscard } from "../ctx.ts";
import { heal, hp } from "../death.ts";
import { skillArgs } from "../skill-verb.ts";
import { about, markUsed, type SkillDef, skillName, usedThisTurn } from "../skills.ts";
import { takeRandomHandCard } from "./draw.ts";
import { general } from "./generals.ts";
import type { SkillTask, State } from "../types.ts";

const SUIT_NAMES: Record<string, string> = { S: "SPADES", H: "HEARTS", C: "CLUBS", D: "DIAMONDS" };
const cardOf = (s: State, id: number) => deckTable(s.options.maneuvering)[id];

function once(g: Ctx, code: string): Msg | null {
  return usedThisTurn(g, code) ? m("threekingdoms.skill.oncePerPlay", { skill: skillName(code) }) : null;
}

function zhiheng(g: Ctx, seat: number, words: string[]): Said | null {
  const e = once(g, "ZHIHENG");
  if (e) return e;
  const a = skillArgs(g, seat, words);
  if (!("cards" in a)) return a.error;
  if (!a.cards.length || a.targets.length) return m("threekingdoms.skill.zhihengSyntax");
  g.s.ask = null;
  markUsed(g, "ZHIHENG");
  for (const c of a.cards) takeFromPlayer(g, seat, c);
  toDiscard(g, a.cards);
  g.say(m("threekingdoms.skill.zhihengDiscards", { name: player(g, seat).name, cards: codes(g, a.cards) }));
  draw(g, seat, a.cards.length, skillName("ZHIHENG"));
  return null;
}

function kurou(g: Ctx, seat: number, words: string[]): Said | null {
  if (words.length) return m("threekingdoms.skill.kurouSyntax");
  g.s.ask = null;
  const me = player(g, seat);
  me.hp -= 1;
  g.say(m("threekingdoms.skill.kurouLoses", { name: me.name, hp: hp(g, seat) }));
  if (me.hp <= 0) {
    // draw after the dying player is saved (the skill task runs once the dying task is settled)
    push(g, { t: "skill", skill: "KUROU", stage: 0, seat, data: {} });
    push(g, { t: "dying", stage: 0, seat, from: null, order: orderFrom(g, g.s.turn.seat), idx: 0 });
  } else draw(g, seat, 2, skillName("KUROU"));
  return null;
}

function jieyin(g: Ctx, seat: number, words: string[]): Said | null {
  const e = once(g, "JIEYIN");
  if (e) return e;
  const a = skillArgs(g, seat, words);
  if (!("cards" in a)) return a.error;
  const me = player(g, seat);
  if (a.cards.length !== 2 || a.targets.length !== 1 || a.cards.some((c) => !me.hand.includes(c)))
    return m("threekingdoms.skill.jieyinSyntax");
  const him = player(g, a.targets[0]);
  if (him.gender !== "m" || him.hp >= him.maxHp || him.seat === seat)
    return m("threekingdoms.skill.jieyinNotWoundedMale", { name: him.name });
  g.s.ask = null;
  markUsed(g, "JIEYIN");
  for (const c of a.cards) takeFromPlayer(g, seat, c);
  toDiscard(g, a.cards);
  heal(g, seat, 1);
  heal(g, him.seat, 1);
  g.say(
    m("threekingdoms.skill.jieyinUsed", {
      name: me.name,
      cards: codes(g, a.cards),
      hp: hp(g, seat),
      him: him.name,
      hisHp: hp(g, him.seat),
    }),
  );
  return null;
}

function fanjian(g: Ctx, seat: number, words: string[]): Said | null {
  const e = once(g, "FANJIAN");
  if (e) return e;
  const a = skillArgs(g, seat, words);
  if (!("cards" in a)) return a.error;
  if (a.cards.length || a.targets.length !== 1 || a.targets[0] === seat) return m("threekingdoms.skill.fanjianSyntax");
  if (!player(g, seat).hand.length) return m("threekingdoms.skill.fanjianNeedsCard");
  g.s.ask = null;
  markUsed(g, "FANJIAN");
  g.say(m("threekingdoms.skill.fanjianUsed", { name: player(g, seat).name, to: player(g, a.targets[0]).name }));
  push(g, { t: "skill", skill: "FANJIAN", stage: 0, seat, data: { to: a.targets[0] } });
  return null;
}

function fanjianTask(g: Ctx, t: SkillTask): void {
  const to = t.data.to as number;
  const r = takeReply(t);
  if (!r) {
    request(g, t, {
      seat: to,
      kind: "choose",
      canPass: false,
      options: ["SPADES", "HEARTS", "CLUBS", "DIAMONDS"],
      what: m("threekingdoms.skill.fanjianAsk", { name: player(g, t.seat).name }),
      publicWhat: m("threekingdoms.skill.fanjianWaiting", { name: player(g, to).name }),
    });
    return;
  }
  pop(g);
  if (r.kind !== "choice") return;
  const before = new Set(player(g, to).hand);
  takeRandomHandCard(g, to, t.seat, skillName("FANJIAN"));
  const id = player(g, to).hand.find((c) => !before.has(c));
  if (id === undefined) return;
  const c = cardOf(g.s, id);
  g.say(m("threekingdoms.skill.fanjianShows", { name: player(g, to).name, suit: r.value, code: ref(g, id) }));
  if (SUIT_NAMES[c.suit] !== r.value) push(g, { t: "damage", stage: 0, to, from: t.seat, n: 1, cause: skillName("FANJIAN") });
}

export const WU_SKILLS: readonly SkillDef[] = [
  {
    ...about("ZHIHENG", true),
    active: zhiheng,
    tries: (_p, { hand: h }) => (h.length ? [`ZHIHENG ${h[0]}`] : []),
  },
  {
    ...about("JIUYUAN"),
    lord: true,
    hooks: {
      // another Wu character's Peach saves the Wu Lord: he recovers 1 more
      rescued: (g, seat, giver) => {
        if (giver === seat || general(player(g, giver).general)?.kingdom !== "wu") return 0;
        g.say(m("threekingdoms.dying.jiuyuan", { name: player(g, seat).name }));
        return 1;
      },
    },
  },
  {
    ...about("QIXI", true),
    rules: { asName: (s, _p, id, _w, name, own) => own && name === "DISMANTLE" && isBlack(cardOf(s, id)) },
  },
  {
    ...about("KEJI"),
    rules: { skipDiscard: (s) => !s.turn.slashed },
  },
  {
    ...about("KUROU", true),
    active: kurou,
    tries: (p) => (p.hp > 1 ? ["KUROU"] : []),
    task: (g, t) => {
      pop(g);
      if (player(g, t.seat).alive) draw(g, t.seat, 2, skillName("KUROU"));
    },
  },
  { ...about("YINGZI"), hooks: { drawCount: (_g, _s, n) => n + 1 } },
  {
    ...about("FANJIAN", true),
    active: fanjian,
    tries: (_p, { hand: h, others }) => (h.length && others.length ? [`FANJIAN -> ${others[0]}`] : []),
    task: fanjianTask,
  },
  {
    ...about("GUOSE", true),
    rules: { asName: (s, _p, id, _w, name, own) => own && name === "INDULGENCE" && cardOf(s, id).suit === "D" },
  },
  {
    ...about("QIANXUN"),
    rules: { untargetable: (_s, _p, name) => name === "SNATCH" || name === "INDULGENCE" },
  },
  {
    ...about("LIANYING"),
    hooks: {
      lost: (g, seat, where) => {
        if (where === "hand" && player(g, seat).hand.length === 0) draw(g, seat, 1, skillName("LIANYING"));
      },
    },
  },
  {
    ...about("JIEYIN", true),
    active: jieyin,
    tries: (_p, { hand: h, wounded }) => (h.length >= 2 ? wounded.map((w) => `JIEYIN ${h[0]} ${h[1]} -> ${w}`) : []),
  },
  {
    ...about("XIAOJI"),
    hooks: {
      lost: (g, seat, where) => {
        if (where === "equip") draw(g, seat, 2, skillName("XIAOJI"));
      },
    },
  },
];
