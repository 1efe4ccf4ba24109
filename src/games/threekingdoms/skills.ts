// The skills' trigger points. A skill is data (code, title, text, how to use it by mail) plus handlers
// on named trigger points of a turn and of a card's resolution, listed in one constant table
// (skill-table.ts, built from the exports of skills/ and of the variants). The game fires a point where it
// happens (flow, play, slash, death…); the handlers of the skills the seat has run there, highest
// priority first and, among equals, in the general's order of skills (FreeKill's TriggerSkill priority).
// A skill that must ask questions pushes a `skill` task and finishes in its `task` handler, with the
// same ask/answer/deadline machinery as the cards. Lord skills work only for the Lord.
import { m, type Msg, type Said } from "../../i18n/msg.ts";
import type { CardName } from "./cards/cards.ts";
import { type Ctx, player } from "./ctx.ts";
import { livingFrom } from "./core/seating.ts";
import { general, type Kingdom } from "./skills/generals.ts";
import { CORE_AUTO_RULES } from "./types.ts";
import type { Ask, DamageTask, JudgeTask, Phase, PlayerState, Reply, SkillTask, SlashTask, State } from "./types.ts";
import { skillTable } from "./skill-table.ts";

/** The trigger points. Handlers are called for the skills of `seat` (the player the point concerns). */
export interface Hooks {
  /** a phase of the owner's own turn begins (start, draw, end…); may push tasks */
  phase?: (g: Ctx, seat: number, phase: Phase) => void;
  /** how many cards the owner draws in the Draw phase */
  drawCount?: (g: Ctx, seat: number, n: number) => number;
  /** the owner is about to deal damage `t` (before HP falls): the skill may change `t.n` (Luoyi) */
  damageCaused?: (g: Ctx, seat: number, t: DamageTask) => void;
  /** the owner took damage (after HP fell, before dying is checked) */
  damaged?: (g: Ctx, seat: number, t: DamageTask) => void;
  /**
   * the owner used a non-delayed trick, in their Play phase or out of turn (a Nullification), after the
   * card left their hand and before it takes effect
   */
  used?: (g: Ctx, seat: number, name: CardName) => void;
  /** the owner lost cards from the hand or the equipment area */
  lost?: (g: Ctx, seat: number, where: "hand" | "equip") => void;
  /** the owner's judgement card has taken effect: true when the skill took the card */
  judged?: (g: Ctx, seat: number, id: number) => boolean;
  /** the owner, dying, is saved by `giver`'s Peach: the extra HP it heals (Jiuyuan: 1 from a Wu giver) */
  rescued?: (g: Ctx, seat: number, giver: number) => number;
  // ---- the points of a Slash (cards/slash.ts), FreeKill's TargetConfirming / TargetSpecified ----
  /** the owner is targeted by a Slash: true while the skill is at work (it asked or moved the Slash) */
  slashTargeted?: (g: Ctx, seat: number, t: SlashTask) => boolean;
  /** the owner's Slash has its target: true when the skill pushed a judgement for it */
  slashJudge?: (g: Ctx, seat: number, t: SlashTask) => boolean;
  /** the judgement the owner's skill pushed on its Slash is in (on `t`): the skill reads it */
  slashJudged?: (g: Ctx, seat: number, t: SlashTask) => void;
}

/** Rules the game asks about (pure: they read the state only). */
export interface Rules {
  /** Slashes allowed in one Play phase */
  slashLimit?: number;
  /** added to the owner's distance to others */
  distanceFrom?: number;
  /** tricks of the owner ignore distance */
  trickNoDistance?: boolean;
  /** the owner may not be targeted by `name` */
  untargetable?: (s: State, p: PlayerState, name: CardName) => boolean;
  /** a Slash of the owner needs this many Dodges; in the owner's Duel the other side plays this many Slashes */
  double?: boolean;
  /** the owner skips the Discard phase */
  skipDiscard?: (s: State) => boolean;
  /** a Lord skill: the other characters of `kingdom` may play `need` for the owner (Hujia, Jijiang) */
  answeredFor?: { need: "DODGE" | "SLASH"; kingdom: Kingdom };
  /** the names a card of the owner's may count as (Wusheng, Longdan, Qingguo, Jijiu, Guose, Qixi) */
  asName?: (s: State, p: PlayerState, id: number, where: "hand" | "equip", name: CardName, own: boolean) => boolean;
}

/**
 * A judgement modifier (FreeKill's AskForRetrial): before any judgement takes effect, each living owner in
 * turn order from the current player is asked once (cards/judge.ts runs the asking; the skill says what).
 */
export interface JudgeModifier {
  /** the standing answer (AUTO) by which the owner declines at once */
  never: string;
  /** the question to the owner about the judgement card `t.id`, or null when the owner cannot answer */
  ask: (g: Ctx, seat: number, t: JudgeTask) => Omit<Ask, "key"> | null;
  /** the owner answered (not PASS): the skill may change the judgement card `t.id` */
  answer: (g: Ctx, seat: number, t: JudgeTask, r: Reply) => void;
}

/** What the random player and the deadline search try for an active skill (legal.ts). */
export interface Tries {
  /** the seat's hand, as card codes */
  hand: string[];
  /** the other living seats, in seat order */
  others: string[];
  /** the wounded living seats (the seat itself included), in seat order */
  wounded: string[];
}

export interface SkillDef {
  code: string;
  /** its name (`threekingdoms.skill.<code>`), its text (…Text), how to use it by mail (…Usage) */
  title: Msg;
  text: Msg;
  /** how to use it by mail (help, protocol) */
  usage?: Msg;
  lord?: boolean;
  /** FreeKill's TriggerSkill priority: among one seat's skills on one point, higher runs first (default 0) */
  priority?: number;
  hooks?: Hooks;
  rules?: Rules;
  /** a multi-step skill's questions and effects */
  task?: (g: Ctx, t: SkillTask) => void;
  /** a free-text CHOOSE answer to this skill's question: an error, or null when acceptable */
  check?: (g: Ctx, seat: number, text: string) => Said | null;
  /** SKILL <code> … in the owner's Play phase: an error, or null once done */
  active?: (g: Ctx, seat: number, args: string[]) => Said | null;
  /** the SKILL lines (without "SKILL ") worth trying for this active skill now; legal.ts keeps the accepted ones */
  tries?: (p: PlayerState, w: Tries) => string[];
  /** a judgement modifier (Guicai) */
  judgeModifier?: JudgeModifier;
  /** the field of the turn in which a version-1 state kept this skill's turnSlot (upgrade.ts reads it) */
  v1TurnField?: string;
}

/** The catalog words of a skill: `threekingdoms.skill.<code>` (name), `…Text`, and `…Usage` when it has one. */
export function about(code: string, usage = false): Pick<SkillDef, "code" | "title" | "text" | "usage"> {
  const id = `threekingdoms.skill.${code.toLowerCase()}`;
  return { code, title: m(id), text: m(`${id}Text`), ...(usage ? { usage: m(`${id}Usage`) } : {}) };
}

/** A skill's name as a message (for reasons and causes). */
export const skillName = (code: string): Msg => m(`threekingdoms.skill.${code.toLowerCase()}`);

type Point = keyof Hooks;
type HandlerOf<K extends Point> = NonNullable<Hooks[K]>;

export const skillDef = (code: string): SkillDef | undefined => skillTable().get(code);
export const allSkills = (): SkillDef[] => [...skillTable().values()];

/** The skills a player has now: their general's, Lord skills only for the Lord; none when dead. */
export function skillsOf(p: PlayerState): SkillDef[] {
  const gen = general(p.general);
  if (!gen || !p.alive) return [];
  const table = skillTable();
  return gen.skills
    .map((c) => table.get(c))
    .filter((d): d is SkillDef => !!d && (!d.lord || (p.role === "lord" && !p.noLordSkills)));
}

export const hasSkill = (p: PlayerState, code: string): boolean => skillsOf(p).some((d) => d.code === code);

type HookArgs<K extends Point> = HandlerOf<K> extends (g: Ctx, seat: number, ...rest: infer R) => unknown ? R : never;

/** The handlers on `point` of the skills `seat` has now, in the order they run. */
function handlers<K extends Point>(g: Ctx, seat: number, point: K): HandlerOf<K>[] {
  const p = player(g, seat);
  if (!p.alive || !p.general) return [];
  const found = skillsOf(p).filter((d) => d.hooks?.[point]);
  // a stable sort: equal priorities keep the general's order
  if (found.length > 1) found.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  return found.map((d) => d.hooks![point]!);
}

/** Fires a trigger point for the skills of `seat`. */
export function fire<K extends Point>(g: Ctx, seat: number, point: K, ...args: HookArgs<K>): void {
  for (const h of handlers(g, seat, point)) (h as (g: Ctx, seat: number, ...a: unknown[]) => unknown)(g, seat, ...args);
}

/** The judgement modifier of a player's skills (the first one), or null. */
export function judgeModifierOf(p: PlayerState): JudgeModifier | null {
  for (const d of skillsOf(p)) if (d.judgeModifier) return d.judgeModifier;
  return null;
}

/** Every standing answer (AUTO): the core's, then those the skills add, in the order of the skill table. */
export const autoRules = (): string[] => [
  ...CORE_AUTO_RULES,
  ...allSkills().flatMap((d) => (d.judgeModifier ? [d.judgeModifier.never] : [])),
];

/** The extra HP the skills of `seat` add when `giver`'s Peach saves them (the `rescued` point). */
export function rescueBonus(g: Ctx, seat: number, giver: number): number {
  let n = 0;
  for (const h of handlers(g, seat, "rescued")) n += h(g, seat, giver);
  return n;
}

/** Folds a numeric trigger point (drawCount) over the skills of `seat`. */
export function fold(g: Ctx, seat: number, point: "drawCount", n: number): number {
  for (const h of handlers(g, seat, point)) n = h(g, seat, n);
  return n;
}

/** True when any skill of the player settles the judgement card (Tiandu takes it). */
export function fireJudged(g: Ctx, seat: number, id: number): boolean {
  return handlers(g, seat, "judged").some((h) => h(g, seat, id));
}

/** True when a skill of `seat` answers a boolean trigger point (the first that does stops the others). */
export function fireUntil<K extends "slashTargeted" | "slashJudge">(g: Ctx, seat: number, point: K, t: SlashTask): boolean {
  return handlers(g, seat, point).some((h) => (h as (g: Ctx, seat: number, t: SlashTask) => boolean)(g, seat, t));
}

/**
 * The skill by which others may play `need` for `lord`, and who they are in turn order from the current
 * player (Hujia's Wei, Jijiang's Shu); null when the lord has none.
 */
export function answeredFor(g: Ctx, lord: number, need: "DODGE" | "SLASH"): { skill: string; seats: number[] } | null {
  const d = skillsOf(player(g, lord)).find((x) => x.rules?.answeredFor?.need === need);
  if (!d) return null;
  const kingdom = d.rules!.answeredFor!.kingdom;
  const seats = livingFrom(g.s, g.s.turn.seat).filter((s) => s !== lord && general(player(g, s).general)?.kingdom === kingdom);
  return { skill: d.code, seats };
}

/** A rule of the player's skills. */
export function rule<K extends keyof Rules>(p: PlayerState, key: K): Rules[K] | undefined {
  for (const d of skillsOf(p)) if (d.rules?.[key] !== undefined) return d.rules[key];
  return undefined;
}

/** A skill task on the stack: the skill table dispatches it to its skill. */
export function skillTask(g: Ctx, t: SkillTask): void {
  const d = skillTable().get(t.skill);
  if (!d?.task) throw new Error(`threekingdoms: no task handler for skill ${t.skill}`);
  d.task(g, t);
}

/** The skill's own state for this turn (undefined until set; a new turn starts without it). */
export const turnSlot = (g: Ctx, code: string): number | boolean | undefined => g.s.turn.skills?.[code];
export function setTurnSlot(g: Ctx, code: string, value: number | boolean): void {
  g.s.turn.skills = { ...g.s.turn.skills, [code]: value };
}

/** Once-per-phase bookkeeping. */
export function usedThisTurn(g: Ctx, code: string): boolean {
  return (g.s.turn.used ?? []).includes(code);
}
export function markUsed(g: Ctx, code: string): void {
  g.s.turn.used = [...(g.s.turn.used ?? []), code];
}

/**
 * Whether `p` may be made a target of a card named `name` by someone else (FreeKill's prohibit skills as
 * Util.CardTargetFilter reads them: Kongcheng while handless, Qianxun). Every way a card reaches a
 * target asks it, not only PLAY: Borrowed Sword's victim, Green Dragon Blade's follow-up, Lijian, Liuli.
 */
export const prohibited = (s: State, p: PlayerState, name: CardName): boolean => !!rule(p, "untargetable")?.(s, p, name);
