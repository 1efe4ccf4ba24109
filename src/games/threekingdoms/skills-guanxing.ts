// Guanxing (Zhuge Liang): at the start of his turn he looks at the top X cards of the deck (X = living
// players, at most 5) and puts them back in any order, any of them on top, the rest at the bottom.
// The cards are told to him only; he answers CHOOSE <card> … [BOTTOM <card> …] (first named = top),
// or PASS to leave them as they are (also the deadline's answer).
import { findCard } from "./cards.ts";
import { type Ctx, codes, player, pop, push, say, tell } from "./ctx.ts";
import { request, takeReply } from "./ask.ts";
import { register } from "./skills.ts";
import type { SkillTask } from "./types.ts";

/** Reads an order: ids for the top (in order) and for the bottom; an error text when it is not a permutation. */
function readOrder(g: Ctx, cards: number[], text: string): { top: number[]; bottom: number[] } | string {
  const words = text.split(/[\s,]+/).filter(Boolean);
  const top: number[] = [];
  const bottom: number[] = [];
  let into = top;
  for (const w of words) {
    if (w === "BOTTOM") { into = bottom; continue; }
    if (w === "TOP") { into = top; continue; }
    const id = findCard(g.table, w, cards.filter((c) => !top.includes(c) && !bottom.includes(c)));
    if (id === null) return `${w} is not one of the cards you look at (${codes(g, cards)})`;
    into.push(id);
  }
  if (top.length + bottom.length !== cards.length) return `name every card once: ${codes(g, cards)} (e.g. CHOOSE ${codes(g, cards).split(", ").join(" ")})`;
  return { top, bottom };
}

function guanxing(g: Ctx, t: SkillTask): void {
  const me = player(g, t.seat);
  if (t.stage === 0) {
    const x = Math.min(5, g.s.players.filter((p) => p.alive).length);
    // the cards stay on the deck while he decides (every card is always in exactly one place)
    const cards = g.s.deck.slice(0, x);
    if (!cards.length) { pop(g); return; }
    t.data.cards = cards;
    t.stage = 1;
    say(g, `Guanxing: ${me.name} looks at the top ${cards.length} card${cards.length === 1 ? "" : "s"} of the deck.`);
    tell(g, t.seat, `Guanxing: the top cards are ${codes(g, cards)} (first = top).`);
  }
  const cards = t.data.cards as number[];
  const r = takeReply(t);
  if (!r) {
    request(g, t, {
      seat: t.seat, kind: "choose", canPass: true, free: "GUANXING",
      what: `Guanxing: you see ${codes(g, cards)}. CHOOSE <card> … [BOTTOM <card> …] (first named = top), or PASS to leave them`,
      publicWhat: `${me.name} to put the Guanxing cards back`,
    });
    return;
  }
  pop(g);
  const order = r.kind === "choice" ? readOrder(g, cards, r.value) : { top: cards, bottom: [] };
  const { top, bottom } = typeof order === "string" ? { top: cards, bottom: [] } : order;
  g.s.deck = g.s.deck.filter((c) => !cards.includes(c));
  g.s.deck.unshift(...top);
  g.s.deck.push(...bottom);
  say(g, `Guanxing: ${me.name} puts ${top.length} on top of the deck and ${bottom.length} at the bottom.`);
}

register({
  code: "GUANXING", title: "Guanxing",
  text: "at the start of your turn look at the top X cards (X = living players, at most 5) and put them back in any order, on top or at the bottom.",
  usage: "asked at the start of your turn: CHOOSE <card> … [BOTTOM <card> …] (first = top), or PASS",
  hooks: { phase: (g, seat, phase) => { if (phase === "start") push(g, { t: "skill", skill: "GUANXING", stage: 0, seat, data: {} }); } },
  task: guanxing,
  check: (g, seat, text) => {
    const t = g.s.stack[g.s.stack.length - 1];
    if (t?.t !== "skill" || t.skill !== "GUANXING") return "nothing to order";
    const r = readOrder(g, t.data.cards as number[], text);
    return typeof r === "string" ? r : null;
  },
});
