// Guanxing (Zhuge Liang): at the start of his turn he looks at the top X cards of the deck (X = living
// players, at most 5) and puts them back in any order, any of them on top, the rest at the bottom.
// The cards are told to him only; he answers CHOOSE <card> … [BOTTOM <card> …] (first named = top),
// or PASS to leave them as they are (also the deadline's answer).
import { m, type Msg } from "../../../i18n/msg.ts";
import { findCard } from "../cards/cards.ts";
import { type Ctx, ensureDeck, player, pop, push, typedList } from "../ctx.ts";
import { codeOf } from "../cards/words.ts";
import { request, takeReply } from "../ask.ts";
import { about, type SkillDef } from "../skills.ts";
import type { SkillTask } from "../types.ts";

/** Reads an order: ids for the top (in order) and for the bottom; an error text when it is not a permutation. */
function readOrder(g: Ctx, cards: number[], text: string): { top: number[]; bottom: number[] } | Msg {
  const words = text.split(/[\s,]+/).filter(Boolean);
  const top: number[] = [];
  const bottom: number[] = [];
  let into = top;
  for (const w of words) {
    if (w === "BOTTOM") {
      into = bottom;
      continue;
    }
    if (w === "TOP") {
      into = top;
      continue;
    }
    const id = findCard(
      g.table,
      w,
      cards.filter((c) => !top.includes(c) && !bottom.includes(c)),
    );
    if (id === null) return m("threekingdoms.skill.guanxingNotOne", { word: w, cards: typedList(g, cards) });
    into.push(id);
  }
  if (top.length + bottom.length !== cards.length)
    return m("threekingdoms.skill.guanxingEveryCard", {
      cards: typedList(g, cards),
      example: cards.map((c) => codeOf(g.table[c])),
    });
  return { top, bottom };
}

function guanxing(g: Ctx, t: SkillTask): void {
  const me = player(g, t.seat);
  if (t.stage === 0) {
    const x = Math.min(5, g.s.players.filter((p) => p.alive).length);
    // room:getNCards (guanxing.lua): a short deck is refilled from the discard pile before he looks
    ensureDeck(g, x);
    // the cards stay on the deck while he decides (every card is always in exactly one place)
    const cards = g.s.deck.slice(0, x);
    if (!cards.length) {
      pop(g);
      return;
    }
    t.data.cards = cards;
    t.stage = 1;
    g.say(m("threekingdoms.skill.guanxingLooks", { name: me.name, n: cards.length }));
    g.tell(t.seat, m("threekingdoms.skill.guanxingSees", { cards: typedList(g, cards) }));
  }
  const cards = t.data.cards as number[];
  const r = takeReply(t);
  if (!r) {
    request(g, t, {
      seat: t.seat,
      kind: "choose",
      canPass: true,
      free: "GUANXING",
      what: m("threekingdoms.skill.guanxingAsk", { cards: typedList(g, cards) }),
      publicWhat: m("threekingdoms.skill.guanxingWaiting", { name: me.name }),
    });
    return;
  }
  pop(g);
  const order = r.kind === "choice" ? readOrder(g, cards, r.value) : { top: cards, bottom: [] };
  const { top, bottom } = "id" in order ? { top: cards, bottom: [] } : order;
  g.s.deck = g.s.deck.filter((c) => !cards.includes(c));
  g.s.deck.unshift(...top);
  g.s.deck.push(...bottom);
  g.say(m("threekingdoms.skill.guanxingPuts", { name: me.name, top: top.length, bottom: bottom.length }));
}

export const GUANXING_SKILLS: readonly SkillDef[] = [
  {
    ...about("GUANXING", true),
    hooks: {
      phase: (g, seat, phase) => {
        if (phase === "start") push(g, { t: "skill", skill: "GUANXING", stage: 0, seat, data: {} });
      },
    },
    task: guanxing,
    check: (g, seat, text) => {
      const t = g.s.stack[g.s.stack.length - 1];
      if (t?.t !== "skill" || t.skill !== "GUANXING") return m("threekingdoms.skill.guanxingNothing");
      const r = readOrder(g, t.data.cards as number[], text);
      return "id" in r ? r : null;
    },
  },
];
