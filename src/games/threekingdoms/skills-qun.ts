// Qun skills: Qingnang, Jijiu, Wushuang (in slash.ts and tricks.ts), Lijian, Biyue. Texts from the
// standard edition (checked against FreeKill's skill texts); the code is ours.
import { deckTable, isRed } from "./cards.ts";
import { type Ctx, codes, draw, player, push, say, takeFromPlayer, toDiscard } from "./ctx.ts";
import { heal, hpText } from "./death.ts";
import { skillArgs } from "./skill-verb.ts";
import { markUsed, register, usedThisTurn } from "./skills.ts";
import type { State } from "./types.ts";

const cardOf = (s: State, id: number) => deckTable(s.options.maneuvering)[id];

function qingnang(g: Ctx, seat: number, words: string[]): string | null {
  if (usedThisTurn(g, "QINGNANG")) return "Qingnang is used once per Play phase";
  const a = skillArgs(g, seat, words);
  if (typeof a === "string") return a;
  const me = player(g, seat);
  if (a.cards.length !== 1 || !me.hand.includes(a.cards[0]) || a.targets.length !== 1) return "SKILL QINGNANG <hand card> -> <wounded player>";
  const p = player(g, a.targets[0]);
  if (p.hp >= p.maxHp) return `${p.name} is not wounded`;
  g.s.ask = null;
  markUsed(g, "QINGNANG");
  takeFromPlayer(g, seat, a.cards[0]);
  toDiscard(g, a.cards);
  heal(g, p.seat, 1);
  say(g, `Qingnang: ${me.name} discards ${codes(g, a.cards)}; ${p.name} recovers 1 HP (${hpText(g, p.seat)}).`);
  return null;
}

function lijian(g: Ctx, seat: number, words: string[]): string | null {
  if (usedThisTurn(g, "LIJIAN")) return "Lijian is used once per Play phase";
  const a = skillArgs(g, seat, words);
  if (typeof a === "string") return a;
  if (a.cards.length !== 1 || a.targets.length !== 2) return "SKILL LIJIAN <card> -> <male who duels> <male duelled>";
  const [x, y] = a.targets.map((t) => player(g, t));
  if (x.gender !== "m" || y.gender !== "m" || x.seat === seat || y.seat === seat) return "Lijian needs two other male characters";
  g.s.ask = null;
  markUsed(g, "LIJIAN");
  takeFromPlayer(g, seat, a.cards[0]);
  toDiscard(g, a.cards);
  say(g, `Lijian: ${player(g, seat).name} discards ${codes(g, a.cards)}: ${x.name} duels ${y.name} (it cannot be nullified).`);
  // stage 2 = past the Nullification window: the Duel resolves at once
  push(g, { t: "trick", stage: 2, name: "DUEL", user: x.seat, target: y.seat });
  return null;
}

register(
  {
    code: "QINGNANG", title: "Qingnang", text: "once per Play phase, discard a hand card: a wounded character of your choice recovers 1 HP.",
    usage: "SKILL QINGNANG <card> -> <player>", active: qingnang,
  },
  {
    code: "JIJIU", title: "Jijiu", text: "outside your turn, you may use any red hand card as a Peach.",
    usage: "RESPOND <red card> when Peaches are asked",
    rules: { asName: (s, _p, id, _w, name, own) => !own && name === "PEACH" && isRed(cardOf(s, id)) },
  },
  {
    code: "WUSHUANG", title: "Wushuang",
    text: "your Slash needs two Dodges to cancel; in your Duels the other side must play two Slashes each time.",
    rules: { double: true },
  },
  {
    code: "LIJIAN", title: "Lijian",
    text: "once per Play phase, discard a card and pick two male characters: the first uses a Duel on the second (it cannot be nullified).",
    usage: "SKILL LIJIAN <card> -> <player> <player>", active: lijian,
  },
  { code: "BIYUE", title: "Biyue", text: "at the end of your turn, draw one card.",
    hooks: { phase: (g, seat, phase) => { if (phase === "end") draw(g, seat, 1, " (Biyue)"); } } },
);
