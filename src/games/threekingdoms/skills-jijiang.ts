// Liu Bei's Jijiang (Lord skill), the half where he *uses* a Slash in his own Play phase:
// `SKILL JIJIANG -> <player>`. The target must be one he could slash (in his attack range, Slash limit
// not reached); the other Shu characters are then asked in turn order to play a Slash for him. The first
// Slash played becomes his Slash on that target (it counts against his limit); if every one passes, no
// Slash is used and he cannot ask again this Play phase (so a refused call cannot be mailed over and over).
// The answering half (Barbarian Invasion, Duel) is in skills-lordhelp.ts.
import { weaponRule } from "./equipment.ts";
import { request, takeReply } from "./ask.ts";
import { type Ctx, code, nameOf, orderFrom, player, pop, push, say, takeFromPlayer } from "./ctx.ts";
import { attackRange, distance } from "./distance.ts";
import { general } from "./generals.ts";
import { markUsed, rule, usedThisTurn } from "./skills.ts";
import { skillArgs } from "./skill-verb.ts";
import { slashCardsNote, slashTaskFor } from "./slash.ts";
import type { SkillTask } from "./types.ts";

const shuHelpers = (g: Ctx, lord: number): number[] =>
  orderFrom(g, lord).filter((s) => s !== lord && general(player(g, s).general)?.kingdom === "shu");

export function jijiangActive(g: Ctx, seat: number, words: string[]): string | null {
  if (usedThisTurn(g, "JIJIANG")) return "no one answered Jijiang this Play phase: it cannot be asked again";
  const a = skillArgs(g, seat, words);
  if (typeof a === "string") return a;
  if (a.cards.length || a.targets.length !== 1) return "SKILL JIJIANG -> <player>";
  const to = a.targets[0];
  const me = player(g, seat);
  const t = player(g, to);
  if (to === seat) return "you cannot slash yourself";
  const crossbow = !!weaponRule(g.s, me, "unlimitedSlash");
  if (g.s.turn.slashes >= (rule(me, "slashLimit") ?? 1) && !crossbow) return "you have already used a Slash this turn (only the Crossbow allows more)";
  if (rule(t, "untargetable")?.(g.s, t, "SLASH")) return `${t.name} cannot be targeted by Slash (a skill of theirs)`;
  const d = distance(g.s, seat, to), r = attackRange(me, g.table);
  if (d > r) return `${t.name} is out of your attack range (distance ${d}, range ${r})`;
  const helpers = shuHelpers(g, seat);
  if (!helpers.length) return "there is no other living Shu character to ask";
  g.s.ask = null;
  say(g, `${me.name} uses Jijiang: a Slash on ${t.name} is asked of the Shu characters.`);
  push(g, { t: "skill", skill: "JIJIANG", stage: 0, seat, data: { to, order: helpers, idx: 0 } });
  return null;
}

export function jijiangTask(g: Ctx, t: SkillTask): void {
  const to = t.data.to as number;
  const order = t.data.order as number[];
  const idx = t.data.idx as number;
  const lord = player(g, t.seat);
  if (!lord.alive || !player(g, to).alive) { pop(g); return; }
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
    say(g, `Jijiang: ${nameOf(g, h)} plays ${r.spear ? slashCardsNote(g, r.cards) : code(g, r.cards[0])}: ${lord.name}'s Slash on ${nameOf(g, to)}.`);
    push(g, { t: "finish", stage: 0, cards: r.cards }, slashTaskFor(g, t.seat, to, r.cards, boost));
    return;
  }
  if (r) t.data.idx = idx + 1;
  const next = t.data.idx as number;
  if (next >= order.length) {
    pop(g);
    markUsed(g, "JIJIANG");
    say(g, `Jijiang: no one plays a Slash for ${lord.name}.`);
    return;
  }
  request(g, t, {
    seat: order[next], kind: "respond", names: ["SLASH"], spear: true, canPass: true,
    what: `Jijiang: ${lord.name}, the Lord, asks for a Slash on ${nameOf(g, to)}: RESPOND SLASH-… to play it for them, or PASS`,
    publicWhat: `${nameOf(g, order[next])} to answer Jijiang for ${lord.name}`,
  });
}
