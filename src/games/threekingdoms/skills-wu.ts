// Wu skills: Zhiheng, Jiuyuan (Lord, in death.ts), Qixi, Keji, Kurou, Yingzi, Fanjian, Guose, Liuli,
// Qianxun, Lianying, Jieyin, Xiaoji. Texts from the standard edition (checked against FreeKill's texts).
import { request, takeReply } from "./ask.ts";
import { deckTable, isBlack } from "./cards.ts";
import { type Ctx, code, codes, draw, orderFrom, player, pop, push, say, takeFromPlayer, toDiscard } from "./ctx.ts";
import { heal, hpText } from "./death.ts";
import { skillArgs } from "./skill-verb.ts";
import { markUsed, register, usedThisTurn } from "./skills.ts";
import { takeRandomHandCard } from "./skills-draw.ts";
import type { SkillTask, State } from "./types.ts";

const SUIT_NAMES: Record<string, string> = { S: "SPADES", H: "HEARTS", C: "CLUBS", D: "DIAMONDS" };
const cardOf = (s: State, id: number) => deckTable(s.options.maneuvering)[id];

function once(g: Ctx, code: string, title: string): string | null {
  return usedThisTurn(g, code) ? `${title} is used once per Play phase` : null;
}

function zhiheng(g: Ctx, seat: number, words: string[]): string | null {
  const e = once(g, "ZHIHENG", "Zhiheng"); if (e) return e;
  const a = skillArgs(g, seat, words);
  if (typeof a === "string") return a;
  if (!a.cards.length || a.targets.length) return "SKILL ZHIHENG <card> … (hand or equipment)";
  g.s.ask = null;
  markUsed(g, "ZHIHENG");
  for (const c of a.cards) takeFromPlayer(g, seat, c);
  toDiscard(g, a.cards);
  say(g, `Zhiheng: ${player(g, seat).name} discards ${codes(g, a.cards)}.`);
  draw(g, seat, a.cards.length, " (Zhiheng)");
  return null;
}

function kurou(g: Ctx, seat: number, words: string[]): string | null {
  if (words.length) return "SKILL KUROU takes nothing else";
  g.s.ask = null;
  const me = player(g, seat);
  me.hp -= 1;
  say(g, `Kurou: ${me.name} loses 1 HP (${hpText(g, seat)}).`);
  if (me.hp <= 0) {
    // draw after the dying player is saved (the skill task runs once the dying task is settled)
    push(g, { t: "skill", skill: "KUROU", stage: 0, seat, data: {} });
    push(g, { t: "dying", stage: 0, seat, from: null, order: orderFrom(g, g.s.turn.seat), idx: 0 });
  } else draw(g, seat, 2, " (Kurou)");
  return null;
}

function jieyin(g: Ctx, seat: number, words: string[]): string | null {
  const e = once(g, "JIEYIN", "Jieyin"); if (e) return e;
  const a = skillArgs(g, seat, words);
  if (typeof a === "string") return a;
  const me = player(g, seat);
  if (a.cards.length !== 2 || a.targets.length !== 1 || a.cards.some((c) => !me.hand.includes(c))) return "SKILL JIEYIN <hand card> <hand card> -> <wounded male>";
  const him = player(g, a.targets[0]);
  if (him.gender !== "m" || him.hp >= him.maxHp || him.seat === seat) return `${him.name} is not a wounded male character`;
  g.s.ask = null;
  markUsed(g, "JIEYIN");
  for (const c of a.cards) takeFromPlayer(g, seat, c);
  toDiscard(g, a.cards);
  heal(g, seat, 1); heal(g, him.seat, 1);
  say(g, `Jieyin: ${me.name} discards ${codes(g, a.cards)}; ${me.name} (${hpText(g, seat)}) and ${him.name} (${hpText(g, him.seat)}) recover.`);
  return null;
}

function fanjian(g: Ctx, seat: number, words: string[]): string | null {
  const e = once(g, "FANJIAN", "Fanjian"); if (e) return e;
  const a = skillArgs(g, seat, words);
  if (typeof a === "string") return a;
  if (a.cards.length || a.targets.length !== 1 || a.targets[0] === seat) return "SKILL FANJIAN -> <player>";
  if (!player(g, seat).hand.length) return "Fanjian needs a hand card";
  g.s.ask = null;
  markUsed(g, "FANJIAN");
  say(g, `${player(g, seat).name} uses Fanjian on ${player(g, a.targets[0]).name}.`);
  push(g, { t: "skill", skill: "FANJIAN", stage: 0, seat, data: { to: a.targets[0] } });
  return null;
}

function fanjianTask(g: Ctx, t: SkillTask): void {
  const to = t.data.to as number;
  const r = takeReply(t);
  if (!r) {
    request(g, t, {
      seat: to, kind: "choose", canPass: false, options: ["SPADES", "HEARTS", "CLUBS", "DIAMONDS"],
      what: `Fanjian of ${player(g, t.seat).name}: CHOOSE a suit (SPADES, HEARTS, CLUBS, DIAMONDS)`,
      publicWhat: `${player(g, to).name} to name a suit (Fanjian)`,
    });
    return;
  }
  pop(g);
  if (r.kind !== "choice") return;
  const before = new Set(player(g, to).hand);
  takeRandomHandCard(g, to, t.seat, "Fanjian");
  const id = player(g, to).hand.find((c) => !before.has(c));
  if (id === undefined) return;
  const c = cardOf(g.s, id);
  say(g, `Fanjian: ${player(g, to).name} named ${r.value.toLowerCase()} and shows ${code(g, id)}.`);
  if (SUIT_NAMES[c.suit] !== r.value) push(g, { t: "damage", stage: 0, to, from: t.seat, n: 1, cause: "Fanjian" });
}

register(
  { code: "ZHIHENG", title: "Zhiheng", text: "once per Play phase, discard any number of cards (hand or equipment) and draw as many.", usage: "SKILL ZHIHENG <card> …", active: zhiheng },
  { code: "JIUYUAN", title: "Jiuyuan", lord: true, text: "when another Wu character's Peach saves you while dying, you recover 1 more HP." },
  {
    code: "QIXI", title: "Qixi", text: "you may use any black hand card as a Dismantle.",
    usage: "PLAY <black card> AS DISMANTLE -> <player>",
    rules: { asName: (s, _p, id, _w, name, own) => own && name === "DISMANTLE" && isBlack(cardOf(s, id)) },
  },
  {
    code: "KEJI", title: "Keji", text: "if you used or played no Slash this turn, you skip your Discard phase.",
    rules: { skipDiscard: (s) => !s.turn.slashed },
  },
  { code: "KUROU", title: "Kurou", text: "in your Play phase, any number of times: lose 1 HP and draw two cards.", usage: "SKILL KUROU", active: kurou,
    task: (g, t) => { pop(g); if (player(g, t.seat).alive) draw(g, t.seat, 2, " (Kurou)"); } },
  { code: "YINGZI", title: "Yingzi", text: "draw one extra card in your Draw phase.", hooks: { drawCount: (_g, _s, n) => n + 1 } },
  {
    code: "FANJIAN", title: "Fanjian",
    text: "once per Play phase, another player names a suit and takes one of your hand cards unseen; if its suit is not the named one, they take 1 damage from you.",
    usage: "SKILL FANJIAN -> <player>; they answer CHOOSE <suit>", active: fanjian, task: fanjianTask,
  },
  {
    code: "GUOSE", title: "Guose", text: "you may use any diamond hand card as Indulgence.",
    usage: "PLAY <diamond card> AS INDULGENCE -> <player>",
    rules: { asName: (s, _p, id, _w, name, own) => own && name === "INDULGENCE" && cardOf(s, id).suit === "D" },
  },
  {
    code: "QIANXUN", title: "Qianxun", text: "you cannot be targeted by Snatch or Indulgence.",
    rules: { untargetable: (_s, _p, name) => name === "SNATCH" || name === "INDULGENCE" },
  },
  { code: "LIANYING", title: "Lianying", text: "when you lose your last hand card, draw one card.",
    hooks: { lost: (g, seat, where) => { if (where === "hand" && player(g, seat).hand.length === 0) draw(g, seat, 1, " (Lianying)"); } } },
  {
    code: "JIEYIN", title: "Jieyin", text: "once per Play phase, discard two hand cards and pick a wounded male character: you and he each recover 1 HP.",
    usage: "SKILL JIEYIN <card> <card> -> <player>", active: jieyin,
  },
  { code: "XIAOJI", title: "Xiaoji", text: "when you lose a card from your equipment area, draw two cards.",
    hooks: { lost: (g, seat, where) => { if (where === "equip") draw(g, seat, 2, " (Xiaoji)"); } } },
);
