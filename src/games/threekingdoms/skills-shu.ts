// Shu skills: Rende, Jijiang (Lord), Wusheng, Paoxiao, Guanxing, Kongcheng, Longdan, Mashu, Tieqi,
// Jizhi, Qicai. Texts from the standard edition (checked against FreeKill's skill texts); code ours.
import { deckTable, isRed, KINDS } from "./cards.ts";
import { type Ctx, draw, player, say, takeFromPlayer } from "./ctx.ts";
import { takeJudgement } from "./judge.ts";
import { heal, hpText } from "./death.ts";
import { skillArgs } from "./skill-verb.ts";
import { register } from "./skills.ts";
import { jijiangActive, jijiangTask } from "./skills-jijiang.ts";
import type { SlashTask, State } from "./types.ts";

const cardOf = (s: State, id: number) => deckTable(s.options.maneuvering)[id];

/** Rende: give hand cards to another player; the second card given in a turn heals 1 (once). */
function rende(g: Ctx, seat: number, words: string[]): string | null {
  const a = skillArgs(g, seat, words);
  if (typeof a === "string") return a;
  const me = player(g, seat);
  if (!a.cards.length || a.targets.length !== 1) return "SKILL RENDE <hand card> … -> <player>";
  if (a.cards.some((c) => !me.hand.includes(c))) return "Rende gives hand cards only";
  const to = a.targets[0];
  if (to === seat) return "Rende gives cards to another player";
  g.s.ask = null;
  for (const c of a.cards) takeFromPlayer(g, seat, c);
  player(g, to).hand.push(...a.cards);
  g.changed.add(to);
  say(g, `Rende: ${me.name} gives ${a.cards.length} card${a.cards.length === 1 ? "" : "s"} to ${player(g, to).name}.`);
  const before = g.s.turn.given ?? 0;
  g.s.turn.given = before + a.cards.length;
  if (before < 2 && g.s.turn.given >= 2 && heal(g, seat, 1)) say(g, `Rende: ${me.name} recovers 1 HP: ${hpText(g, seat)}.`);
  return null;
}

/** Tieqi: the owner's Slash on a target was judged (slash.ts); a red card means it cannot be dodged. */
export function tieqiResult(g: Ctx, t: SlashTask): boolean {
  const j = takeJudgement(g, t);
  if (j) say(g, isRed(j) ? `Red: ${player(g, t.to).name} cannot dodge this Slash.` : "Not red: the Slash may be dodged.");
  return !!j && isRed(j);
}

register(
  {
    code: "RENDE", title: "Rende",
    text: "in your Play phase, give any number of hand cards to other players; when you have given two or more this turn, recover 1 HP (once).",
    usage: "SKILL RENDE <card> … -> <player>",
    active: rende,
  },
  {
    code: "JIJIANG", title: "Jijiang", lord: true,
    text: "when you need to use or play a Slash, the other Shu characters are asked in turn order to play one for you.",
    usage: "SKILL JIJIANG -> <player> in your Play phase; when you must play one (Barbarian Invasion, Duel) the Shu characters are asked first: RESPOND SLASH-… or PASS",
    active: jijiangActive, task: jijiangTask,
  },
  {
    code: "WUSHENG", title: "Wusheng",
    text: "you may use or play any red hand card as a Slash.",
    usage: "PLAY <red card> AS SLASH -> <player>; RESPOND <red card> when a Slash is asked",
    rules: { asName: (s, _p, id, _w, name) => name === "SLASH" && isRed(cardOf(s, id)) },
  },
  { code: "PAOXIAO", title: "Paoxiao", text: "no limit on Slashes in your Play phase.", rules: { slashLimit: 1000 } },

  {
    code: "KONGCHENG", title: "Kongcheng",
    text: "while you have no hand cards you cannot be targeted by Slash or Duel.",
    rules: { untargetable: (_s, p, name) => p.hand.length === 0 && (name === "SLASH" || name === "DUEL") },
  },
  {
    code: "LONGDAN", title: "Longdan",
    text: "you may use or play a Slash as a Dodge and a Dodge as a Slash.",
    usage: "PLAY <Dodge> AS SLASH -> <player>; RESPOND <Slash> when a Dodge is asked (and the other way round)",
    rules: {
      asName: (s, _p, id, _w, name) =>
        (name === "SLASH" && cardOf(s, id).name === "DODGE") || (name === "DODGE" && cardOf(s, id).name === "SLASH"),
    },
  },
  { code: "MASHU", title: "Mashu", text: "your distance to other players is reduced by 1.", rules: { distanceFrom: -1 } },
  {
    code: "TIEQI", title: "Tieqi",
    text: "when your Slash targets a player, judge: on red it cannot be dodged (used automatically).",
  },
  {
    code: "JIZHI", title: "Jizhi",
    text: "when you use a non-delayed trick, draw one card (used automatically).",
    hooks: { used: (g, seat, name) => { if (KINDS[name].type === "trick") draw(g, seat, 1, " (Jizhi)"); } },
  },
  { code: "QICAI", title: "Qicai", text: "your tricks have no distance limit.", rules: { trickNoDistance: true } },
);
