// Wei skills: Jianxiong, Hujia (Lord), Guicai, Fankui, Ganglie, Tuxi, Luoyi, Tiandu, Yiji, Luoshen,
// Qingguo. Texts from the standard edition (checked against FreeKill's skill texts); the code is ours.
import { m } from "../../../i18n/msg.ts";
import { request, takeReply } from "../ask.ts";
import { deckTable, isBlack, pip } from "../cards/cards.ts";
import {
  type Ctx,
  card,
  code,
  ref,
  typedList,
  codes,
  draw,
  fromLimbo,
  orderFrom,
  player,
  pop,
  push,
  shown,
  takeFromPlayer,
  toDiscard,
} from "../ctx.ts";
import { pushJudge, takeJudgement } from "../cards/judge.ts";
import { about, type JudgeModifier, type SkillDef, skillName, turnSlot } from "../skills.ts";
import type { DamageTask, JudgeTask, SkillTask } from "../types.ts";

const isBlackId = (s: { options: { maneuvering: boolean } }, id: number): boolean =>
  isBlack(deckTable(s.options.maneuvering)[id]);
export const skill = (skill: string, seat: number, data: SkillTask["data"] = {}): SkillTask => ({
  t: "skill",
  skill,
  stage: 0,
  seat,
  data,
});

/** Jianxiong: take the card(s) that caused the damage, if they are still on the table. */
function jianxiong(g: Ctx, t: SkillTask): void {
  pop(g);
  const me = player(g, t.seat);
  const ids = (t.data.cards as number[]).filter((c) => g.s.limbo.includes(c));
  if (!me.alive || !ids.length) return;
  fromLimbo(g, ids);
  me.hand.push(...ids);
  shown(g, [...ids]);
  g.changed.add(t.seat);
  g.say(m("threekingdoms.skill.jianxiongTakes", { name: me.name, cards: codes(g, ids) }));
}

/** Ganglie: judge; unless a heart, the source discards two hand cards or takes 1 damage. */
function ganglie(g: Ctx, t: SkillTask): void {
  const me = player(g, t.seat);
  const src = t.data.from as number;
  const s = player(g, src);
  if (t.stage === 0) {
    if (!me.alive || !s.alive) {
      pop(g);
      return;
    }
    t.stage = 1;
    pushJudge(g, t.seat, m("threekingdoms.judge.whose", { name: me.name, what: skillName("GANGLIE") }));
    return;
  }
  if (t.stage === 1) {
    const j = takeJudgement(g, t);
    if (!j || j.suit === "H" || !s.alive) {
      pop(g);
      g.say(m("threekingdoms.skill.gangliesSpared", { heart: j?.suit === "H" ? "yes" : "no", name: s.name }));
      return;
    }
    t.stage = 2;
    if (s.hand.length < 2) t.reply = { kind: "pass" };
  }
  const r = takeReply(t);
  if (!r) {
    request(g, t, {
      seat: src,
      kind: "cards",
      count: 2,
      canPass: true,
      what: m("threekingdoms.skill.ganglieAsk", { name: me.name }),
      publicWhat: m("threekingdoms.skill.toAnswer", { name: s.name, skill: skillName("GANGLIE") }),
    });
    return;
  }
  pop(g);
  if (r.kind === "cards") {
    for (const c of r.cards) takeFromPlayer(g, src, c);
    toDiscard(g, r.cards);
    g.say(m("threekingdoms.skill.ganglieDiscards", { name: s.name, cards: codes(g, r.cards) }));
  } else push(g, { t: "damage", stage: 0, to: src, from: t.seat, n: 1, cause: skillName("GANGLIE") });
}

/** Yiji: per 1 damage, draw the top two cards, then give both to any player (CHOOSE <player>) or keep them. */
function yiji(g: Ctx, t: SkillTask): void {
  const me = player(g, t.seat);
  if (!me.alive) {
    pop(g);
    return;
  }
  const r = takeReply(t);
  if (t.stage === 0) {
    t.data.got = draw(g, t.seat, 2, skillName("YIJI"));
    t.stage = 1;
  }
  const got = (t.data.got as number[]).filter((c) => me.hand.includes(c));
  const others = orderFrom(g, t.seat).filter((s) => s !== t.seat);
  if (!r && got.length && others.length) {
    // both cards to one player, or one card (CHOOSE <player> <card>) and then the other: the two may be
    // split between players (FreeKill's yiji gives them to any players)
    const names = others.map((s) => player(g, s).name.toUpperCase());
    const one = got.length > 1 ? names.flatMap((n) => got.map((c) => `${n} ${code(g, c)}`)) : [];
    request(g, t, {
      seat: t.seat,
      kind: "choose",
      canPass: true,
      options: [...names, ...one],
      what: m("threekingdoms.skill.yijiAsk", { cards: typedList(g, got) }),
      publicWhat: m("threekingdoms.skill.yijiWaiting", { name: me.name }),
    });
    return;
  }
  if (r && r.kind === "choice") {
    // "<NAME>" gives both, "<NAME> <CODE>" that one (a name may hold spaces, a code does not)
    const one = got.find((c) => r.value.endsWith(` ${code(g, c)}`) && r.value.length > code(g, c).length + 1);
    const who = one === undefined ? r.value : r.value.slice(0, -code(g, one).length - 1);
    const to = g.s.players.find((p) => p.name.toUpperCase() === who)!;
    const given = one === undefined ? got : [one];
    for (const c of given) takeFromPlayer(g, t.seat, c);
    to.hand.push(...given);
    shown(g, [...given]);
    g.changed.add(to.seat);
    g.say(m("threekingdoms.skill.yijiGives", { name: me.name, n: given.length, to: to.name }));
    if (given.length < got.length) return; // the other card is asked about next
  }
  t.data.left = (t.data.left as number) - 1;
  if ((t.data.left as number) > 0) {
    t.stage = 0;
    return;
  }
  pop(g);
}

/** Luoshen: judge again and again; every black card is kept, the first red one stops it. */
function luoshen(g: Ctx, t: SkillTask): void {
  const me = player(g, t.seat);
  if (t.stage === 1) {
    const j = takeJudgement(g, t);
    if (!j || !isBlack(j) || !me.alive) {
      pop(g);
      return;
    }
    // the judgement has taken effect and lies on the discard pile: Luoshen takes it from there
    const at = g.s.discard.lastIndexOf(j.id);
    if (at >= 0) {
      g.s.discard.splice(at, 1);
      me.hand.push(j.id);
      shown(g, [j.id]);
      g.changed.add(t.seat);
      g.say(m("threekingdoms.skill.luoshenKeeps", { name: me.name, code: ref(g, j.id) }));
    }
  }
  // bounded: a deck of only black cards (the red ones all in hands) must not loop for ever
  const n = ((t.data.n as number | undefined) ?? 0) + 1;
  if (!me.alive || n > 200) {
    pop(g);
    return;
  }
  t.data.n = n;
  t.stage = 1;
  pushJudge(g, t.seat, m("threekingdoms.judge.whose", { name: me.name, what: skillName("LUOSHEN") }));
}

/** Causes of damage that Luoyi adds 1 to: a Slash (with or without Wine) and a Duel. */
const LUOYI_CAUSES = new Set(["threekingdoms.card.slash", "threekingdoms.slash.withWine", "threekingdoms.card.duel"]);

export const WEI_SKILLS: readonly SkillDef[] = [
  {
    ...about("JIANXIONG"),
    hooks: {
      damaged: (g, seat, t: DamageTask) => {
        if (t.cards?.length) push(g, skill("JIANXIONG", seat, { cards: t.cards }));
      },
    },
    task: jianxiong,
  },
  {
    ...about("HUJIA", true),
    lord: true,
    rules: { answeredFor: { need: "DODGE", kingdom: "wei" } },
  },
  {
    ...about("GUICAI", true),
    judgeModifier: guicai(),
  },
  {
    ...about("FANKUI"),
    hooks: {
      damaged: (g, seat, t) => {
        if (t.from !== null && t.from !== seat)
          push(g, { t: "pick", stage: 0, chooser: seat, from: t.from, action: "take", why: skillName("FANKUI"), noJudge: true });
      },
    },
  },
  {
    ...about("GANGLIE", true),
    hooks: {
      damaged: (g, seat, t) => {
        if (t.from !== null && t.from !== seat) push(g, skill("GANGLIE", seat, { from: t.from }));
      },
    },
    task: ganglie,
  },
  {
    ...about("TUXI", true),
  },
  {
    ...about("LUOYI", true),
    v1TurnField: "luoyi", // chosen this turn
    // chosen in the Draw phase (skills/draw.ts): the owner's Slash and Duel deal 1 more this turn
    hooks: {
      damageCaused: (g, seat, t) => {
        if (turnSlot(g, "LUOYI") && seat === g.s.turn.seat && LUOYI_CAUSES.has(t.cause.id)) t.n += 1;
      },
    },
  },
  {
    ...about("TIANDU"),
    hooks: {
      judged: (g, seat, id) => {
        player(g, seat).hand.push(id);
        shown(g, [id]);
        g.changed.add(seat);
        g.say(m("threekingdoms.skill.tianduTakes", { name: g.nameOf(seat), code: ref(g, id) }));
        return true;
      },
    },
  },
  {
    ...about("YIJI", true),
    hooks: { damaged: (g, seat, t) => push(g, skill("YIJI", seat, { left: t.n, got: [] })) },
    task: yiji,
  },
  {
    ...about("LUOSHEN"),
    hooks: {
      phase: (g, seat, phase) => {
        if (phase === "start") push(g, skill("LUOSHEN", seat));
      },
    },
    task: luoshen,
  },
  {
    ...about("QINGGUO", true),
    rules: { asName: (s, p, id, where, name) => where === "hand" && name === "DODGE" && isBlackId(s, id) },
  },
];

/** Guicai: a hand card of the owner's becomes the judgement card; the old one goes to the discard pile. */
function guicai(): JudgeModifier {
  return {
    never: "never-guicai",
    ask: (g, seat, t: JudgeTask) =>
      player(g, seat).hand.length === 0
        ? null
        : {
            seat,
            kind: "cards",
            count: 1,
            canPass: true,
            what: m("threekingdoms.judge.guicaiAsk", { why: t.why, code: ref(g, t.id!), pip: pip(card(g, t.id!)) }),
            publicWhat: m("threekingdoms.skill.toUseOrNot", { name: player(g, seat).name, skill: skillName("GUICAI") }),
          },
    answer: (g, seat, t, r) => {
      if (r.kind !== "cards") return;
      const id = r.cards[0];
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
    },
  };
}
