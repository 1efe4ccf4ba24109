// The SKILL verb: an active skill used in one's own Play phase, `SKILL <name> [<card> …] [-> <player> …]`
// (e.g. SKILL KUROU, SKILL ZHIHENG SLASH-7S DODGE-2H, SKILL RENDE PEACH-3H -> Bob). Also the card
// conversions of skills (Wusheng, Longdan, Qingguo, Jijiu, Qixi): which names a held card may count as.
import { m, type Said } from "../../i18n/msg.ts";
import { resolvePlayer } from "../words.ts";
import type { CardName } from "./cards/cards.ts";
import { findCard } from "./cards/cards.ts";
import { type Ctx, equipIds, player } from "./ctx.ts";
import { skillsOf } from "./skills.ts";
import { sacrifice } from "./variants/reincarnation.ts";
import type { PlayerState, State } from "./types.ts";

export interface SkillArgs {
  cards: number[];
  targets: number[];
}

/** Reads `<card> … -> <player> …` against the player's hand and equipment (or says what is wrong). */
export function skillArgs(g: Ctx, seat: number, words: string[]): SkillArgs | { error: Said } {
  const arrow = words.indexOf("->");
  const left = arrow >= 0 ? words.slice(0, arrow) : words;
  const right = arrow >= 0 ? words.slice(arrow + 1) : [];
  const me = player(g, seat);
  const pool = [...me.hand, ...equipIds(me)];
  const cards: number[] = [];
  for (const w of left) {
    const id = findCard(
      g.table,
      w,
      pool.filter((c) => !cards.includes(c)),
    );
    if (id === null) return { error: m("threekingdoms.skill.noSuchCard", { code: w.toUpperCase() }) };
    cards.push(id);
  }
  const targets: number[] = [];
  for (const w of right) {
    const r = resolvePlayer(w, g.s.players);
    if (!r.ok) return { error: m("threekingdoms.err.noPlayer", { name: w }) };
    if (!player(g, r.seat).alive)
      return { error: m("threekingdoms.skill.isDead", { name: player(g, r.seat).name, gender: g.genderOf(r.seat) }) };
    if (targets.includes(r.seat)) return { error: m("threekingdoms.skill.namedTwice", { name: player(g, r.seat).name }) };
    targets.push(r.seat);
  }
  return { cards, targets };
}

/** SKILL <name> …: checks it is the player's Play phase and the skill is theirs and active. */
export function useSkill(g: Ctx, seat: number, text: string): Said | null {
  const words = text
    .replace(/(->|→)/g, " -> ")
    .split(/[\s,]+/)
    .filter(Boolean);
  if (!words.length) return m("threekingdoms.skill.which");
  const code = words[0].toUpperCase();
  const me = player(g, seat);
  if (code === "SACRIFICE" && g.s.options.reincarnation) {
    // variant: reincarnation's sacrifice
    const a = g.s.ask;
    if (!a || a.seat !== seat || a.kind !== "play") return m("threekingdoms.skill.sacrificeInPlay");
    return sacrifice(g, seat, words.slice(1));
  }
  const def = skillsOf(me).find((d) => d.code === code);
  if (!def) return m("threekingdoms.skill.noSkill", { code, general: me.general ? "yes" : "no" });
  if (!def.active) return m("threekingdoms.skill.notActive", { skill: def.title, usage: def.usage ?? def.text });
  const a = g.s.ask;
  if (!a || a.seat !== seat || a.kind !== "play") return m("threekingdoms.skill.inOwnPlay", { skill: def.title });
  return def.active(g, seat, words.slice(1));
}

/**
 * May card `id` of `p` (in hand or equipment) count as `name` for them now (a conversion skill)? Each
 * skill says whether an equipped card will do: Wusheng, Qixi, Guose and Jijiu take any card ("una carta
 * roja", FreeKill's wusheng/qixi/guose/jijiu: a card of either area), Qingguo a hand card only.
 */
export function countsAs(s: State, p: PlayerState, id: number, name: CardName): boolean {
  const where = p.hand.includes(id) ? "hand" : "equip";
  return skillsOf(p).some((d) => d.rules?.asName?.(s, p, id, where, name, s.turn.seat === p.seat) ?? false);
}

/** The cards of `p` a conversion may use: the hand, then the equipment (see countsAs). */
export const convertible = (p: PlayerState): number[] => [...p.hand, ...equipIds(p)];
