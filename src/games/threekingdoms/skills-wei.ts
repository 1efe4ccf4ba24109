// Wei skills: Jianxiong, Hujia (Lord), Guicai, Fankui, Ganglie, Tuxi, Luoyi, Tiandu, Yiji, Luoshen,
// Qingguo. Texts from the standard edition (checked against FreeKill's skill texts); the code is ours.
import { request, takeReply } from "./ask.ts";
import { deckTable, isBlack } from "./cards.ts";
import { type Ctx, code, codes, draw, fromLimbo, nameOf, orderFrom, player, pop, push, say, takeFromPlayer, toDiscard } from "./ctx.ts";
import { pushJudge, takeJudgement } from "./judge.ts";
import { register } from "./skills.ts";
import type { DamageTask, SkillTask } from "./types.ts";

const isBlackId = (s: { options: { maneuvering: boolean } }, id: number): boolean => isBlack(deckTable(s.options.maneuvering)[id]);
export const skill = (skill: string, seat: number, data: SkillTask["data"] = {}): SkillTask => ({ t: "skill", skill, stage: 0, seat, data });

/** Jianxiong: take the card(s) that caused the damage, if they are still on the table. */
function jianxiong(g: Ctx, t: SkillTask): void {
  pop(g);
  const me = player(g, t.seat);
  const ids = (t.data.cards as number[]).filter((c) => g.s.limbo.includes(c));
  if (!me.alive || !ids.length) return;
  fromLimbo(g, ids);
  me.hand.push(...ids);
  g.changed.add(t.seat);
  say(g, `Jianxiong: ${me.name} takes ${codes(g, ids)}.`);
}

/** Ganglie: judge; unless a heart, the source discards two hand cards or takes 1 damage. */
function ganglie(g: Ctx, t: SkillTask): void {
  const me = player(g, t.seat);
  const src = t.data.from as number;
  const s = player(g, src);
  if (t.stage === 0) {
    if (!me.alive || !s.alive) { pop(g); return; }
    t.stage = 1;
    pushJudge(g, t.seat, `${me.name}'s Ganglie`);
    return;
  }
  if (t.stage === 1) {
    const j = takeJudgement(g, t);
    if (!j || j.suit === "H" || !s.alive) { pop(g); say(g, `Ganglie: ${j?.suit === "H" ? "a heart" : "no effect"}, ${s.name} is spared.`); return; }
    t.stage = 2;
    if (s.hand.length < 2) t.reply = { kind: "pass" };
  }
  const r = takeReply(t);
  if (!r) {
    request(g, t, {
      seat: src, kind: "cards", count: 2, canPass: true,
      what: `Ganglie of ${me.name}: DISCARD two hand cards, or PASS and take 1 damage from ${me.name}`,
      publicWhat: `${s.name} to answer Ganglie`,
    });
    return;
  }
  pop(g);
  if (r.kind === "cards") {
    for (const c of r.cards) takeFromPlayer(g, src, c);
    toDiscard(g, r.cards);
    say(g, `Ganglie: ${s.name} discards ${codes(g, r.cards)}.`);
  } else push(g, { t: "damage", stage: 0, to: src, from: t.seat, n: 1, cause: "Ganglie" });
}

/** Yiji: per 1 damage, draw the top two cards, then give both to any player (CHOOSE <player>) or keep them. */
function yiji(g: Ctx, t: SkillTask): void {
  const me = player(g, t.seat);
  if (!me.alive) { pop(g); return; }
  const r = takeReply(t);
  if (t.stage === 0) {
    t.data.got = draw(g, t.seat, 2, " (Yiji)");
    t.stage = 1;
  }
  const got = (t.data.got as number[]).filter((c) => me.hand.includes(c));
  const others = orderFrom(g, t.seat).filter((s) => s !== t.seat);
  if (!r && got.length && others.length) {
    request(g, t, {
      seat: t.seat, kind: "choose", canPass: true, options: others.map((s) => player(g, s).name.toUpperCase()),
      what: `Yiji: you drew ${codes(g, got)}. CHOOSE a player to give them to, or PASS to keep them`,
      publicWhat: `${me.name} to give away the Yiji cards or not`,
    });
    return;
  }
  if (r && r.kind === "choice") {
    const to = g.s.players.find((p) => p.name.toUpperCase() === r.value)!;
    for (const c of got) takeFromPlayer(g, t.seat, c);
    to.hand.push(...got);
    g.changed.add(to.seat);
    say(g, `Yiji: ${me.name} gives ${got.length} card${got.length === 1 ? "" : "s"} to ${to.name}.`);
  }
  t.data.left = (t.data.left as number) - 1;
  if ((t.data.left as number) > 0) { t.stage = 0; return; }
  pop(g);
}

/** Luoshen: judge again and again; every black card is kept, the first red one stops it. */
function luoshen(g: Ctx, t: SkillTask): void {
  const me = player(g, t.seat);
  if (t.stage === 1) {
    const j = takeJudgement(g, t);
    if (!j || !isBlack(j) || !me.alive) { pop(g); return; }
    // the judgement has taken effect and lies on the discard pile: Luoshen takes it from there
    const at = g.s.discard.lastIndexOf(j.id);
    if (at >= 0) {
      g.s.discard.splice(at, 1);
      me.hand.push(j.id);
      g.changed.add(t.seat);
      say(g, `Luoshen: ${me.name} keeps ${code(g, j.id)}.`);
    }
  }
  // bounded: a deck of only black cards (the red ones all in hands) must not loop for ever
  const n = ((t.data.n as number | undefined) ?? 0) + 1;
  if (!me.alive || n > 200) { pop(g); return; }
  t.data.n = n;
  t.stage = 1;
  pushJudge(g, t.seat, `${me.name}'s Luoshen`);
}

register(
  {
    code: "JIANXIONG", title: "Jianxiong",
    text: "after you take damage, you take the card(s) that caused it (used automatically).",
    hooks: { damaged: (g, seat, t: DamageTask) => { if (t.cards?.length) push(g, skill("JIANXIONG", seat, { cards: t.cards })); } },
    task: jianxiong,
  },
  {
    code: "HUJIA", title: "Hujia", lord: true,
    text: "when you need to play a Dodge (against a Slash or Arrow Barrage), the other Wei characters are asked in turn order to play one for you.",
    usage: "the Wei characters are asked: RESPOND DODGE-… or PASS",
  },
  {
    code: "GUICAI", title: "Guicai",
    text: "before any player's judgement card takes effect, you may play a hand card to replace it.",
    usage: "asked at every judgement while you hold cards: DISCARD <hand card> to replace the judgement card, or PASS (AUTO never-guicai passes at once)",
  },
  {
    code: "FANKUI", title: "Fankui",
    text: "after you take damage, you take one card (hand or equipment) from its source (CHOOSE it; HAND = at random).",
    hooks: {
      damaged: (g, seat, t) => {
        if (t.from !== null && t.from !== seat) push(g, { t: "pick", stage: 0, chooser: seat, from: t.from, action: "take", why: "Fankui", noJudge: true });
      },
    },
  },
  {
    code: "GANGLIE", title: "Ganglie",
    text: "after you take damage, judge: unless a heart, the source discards two hand cards or takes 1 damage from you.",
    usage: "used automatically; the source is asked: DISCARD <card> <card> (two hand cards), or PASS and take 1 damage",
    hooks: { damaged: (g, seat, t) => { if (t.from !== null && t.from !== seat) push(g, skill("GANGLIE", seat, { from: t.from })); } },
    task: ganglie,
  },
  {
    code: "TUXI", title: "Tuxi",
    text: "instead of drawing in your Draw phase, take one hand card from each of up to two other players.",
    usage: "asked in your Draw phase: CHOOSE <player> [<player>], or PASS to draw",
  },
  {
    code: "LUOYI", title: "Luoyi",
    text: "draw one card fewer in your Draw phase; if you do, your Slash and Duel deal +1 damage this turn.",
    usage: "asked in your Draw phase: CHOOSE LUOYI or PASS",
  },
  {
    code: "TIANDU", title: "Tiandu",
    text: "after your judgement takes effect, you take the judgement card (used automatically).",
    hooks: {
      judged: (g, seat, id) => {
        player(g, seat).hand.push(id);
        g.changed.add(seat);
        say(g, `Tiandu: ${nameOf(g, seat)} takes the judgement card ${code(g, id)}.`);
        return true;
      },
    },
  },
  {
    code: "YIJI", title: "Yiji",
    text: "for each 1 damage you take, draw the top two cards of the deck; you may give both to another player.",
    usage: "asked after damage: CHOOSE <player> to give the two cards, or PASS to keep them",
    hooks: { damaged: (g, seat, t) => push(g, skill("YIJI", seat, { left: t.n, got: [] })) },
    task: yiji,
  },
  {
    code: "LUOSHEN", title: "Luoshen",
    text: "at the start of your turn, judge; you keep every black judgement card and judge again, until a red one (used automatically).",
    hooks: { phase: (g, seat, phase) => { if (phase === "start") push(g, skill("LUOSHEN", seat)); } },
    task: luoshen,
  },
  {
    code: "QINGGUO", title: "Qingguo",
    text: "you may play any black hand card as a Dodge.",
    usage: "RESPOND <black card> AS DODGE (or just RESPOND <black card> when a Dodge is asked)",
    rules: { asName: (s, p, id, where, name) => where === "hand" && name === "DODGE" && isBlackId(s, id) },
  },
);
