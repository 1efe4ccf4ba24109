// Shu skills: Rende, Jijiang (Lord), Wusheng, Paoxiao, Guanxing, Kongcheng, Longdan, Mashu, Tieqi,
// Jizhi, Qicai. Texts from the standard edition (checked against FreeKill's skill texts); code ours.
import { m, type Said } from "../../../i18n/msg.ts";
import { deckTable, isRed, KINDS } from "../cards/cards.ts";
import { type Ctx, draw, player, shown, takeFromPlayer } from "../ctx.ts";
import { pushJudge, takeJudgement } from "../cards/judge.ts";
import { heal, hp } from "../death.ts";
import { skillArgs } from "../skill-verb.ts";
import { about, setTurnSlot, type SkillDef, skillName, turnSlot } from "../skills.ts";
import { jijiangActive, jijiangTask } from "./jijiang.ts";
import type { SlashTask, State } from "../types.ts";

const cardOf = (s: State, id: number) => deckTable(s.options.maneuvering)[id];

/** Rende: give hand cards to another player; the second card given in a turn heals 1 (once). */
function rende(g: Ctx, seat: number, words: string[]): Said | null {
  const a = skillArgs(g, seat, words);
  if (!("cards" in a)) return a.error;
  const me = player(g, seat);
  if (!a.cards.length || a.targets.length !== 1) return m("threekingdoms.skill.rendeSyntax");
  if (a.cards.some((c) => !me.hand.includes(c))) return m("threekingdoms.skill.rendeHandOnly");
  const to = a.targets[0];
  if (to === seat) return m("threekingdoms.skill.rendeAnother");
  g.s.ask = null;
  for (const c of a.cards) takeFromPlayer(g, seat, c);
  player(g, to).hand.push(...a.cards);
  shown(g, [...a.cards]);
  g.changed.add(to);
  g.say(m("threekingdoms.skill.rendeGives", { name: me.name, n: a.cards.length, to: player(g, to).name }));
  const before = Number(turnSlot(g, "RENDE") ?? 0);
  setTurnSlot(g, "RENDE", before + a.cards.length);
  if (before < 2 && before + a.cards.length >= 2 && heal(g, seat, 1))
    g.say(m("threekingdoms.skill.rendeRecovers", { name: me.name, hp: hp(g, seat) }));
  return null;
}

/** Tieqi: the owner's Slash on a target was judged (cards/slash.ts); a red card means it cannot be dodged. */
export function tieqiResult(g: Ctx, t: SlashTask): boolean {
  const j = takeJudgement(g, t);
  if (j)
    g.say(isRed(j) ? m("threekingdoms.skill.tieqiRed", { name: player(g, t.to).name }) : m("threekingdoms.skill.tieqiNotRed"));
  return !!j && isRed(j);
}

export const SHU_SKILLS: readonly SkillDef[] = [
  {
    ...about("RENDE", true),
    active: rende,
    v1TurnField: "given", // the cards given this turn
    tries: (_p, { hand: h, others }) => (h.length && others.length ? [`RENDE ${h[0]} -> ${others[0]}`] : []),
  },
  {
    ...about("JIJIANG", true),
    lord: true,
    rules: { answeredFor: { need: "SLASH", kingdom: "shu" } },
    active: jijiangActive,
    tries: (_p, { others }) => others.map((o) => `JIJIANG -> ${o}`),
    task: jijiangTask,
  },
  {
    ...about("WUSHENG", true),
    rules: { asName: (s, _p, id, _w, name) => name === "SLASH" && isRed(cardOf(s, id)) },
  },
  { ...about("PAOXIAO"), rules: { slashLimit: 1000 } },

  {
    ...about("KONGCHENG"),
    rules: { untargetable: (_s, p, name) => p.hand.length === 0 && (name === "SLASH" || name === "DUEL") },
  },
  {
    ...about("LONGDAN", true),
    rules: {
      asName: (s, _p, id, _w, name) =>
        (name === "SLASH" && cardOf(s, id).name === "DODGE") || (name === "DODGE" && cardOf(s, id).name === "SLASH"),
    },
  },
  { ...about("MASHU"), rules: { distanceFrom: -1 } },
  {
    ...about("TIEQI"),
    hooks: {
      // when his Slash has its target: judge; on red it cannot be dodged (FreeKill's tieqi)
      slashJudge: (g, seat, t) => {
        const what = m("threekingdoms.judge.whoseOn", {
          name: player(g, seat).name,
          what: skillName("TIEQI"),
          to: player(g, t.to).name,
        });
        pushJudge(g, seat, what);
        return true;
      },
      slashJudged: (g, _seat, t) => {
        t.noDodge = tieqiResult(g, t);
      },
    },
  },
  {
    ...about("JIZHI"),
    hooks: {
      used: (g, seat, name) => {
        // any non-delayed trick used, in turn or not, a Nullification too (FreeKill's jizhi)
        if (KINDS[name].type === "trick") draw(g, seat, 1, skillName("JIZHI"));
      },
    },
  },
  { ...about("QICAI"), rules: { trickNoDistance: true } },
];
