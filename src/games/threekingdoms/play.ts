// Using a card in one's own Play phase: `planPlay` checks everything without touching the state (so
// legalMoves can use it), `executePlay` then moves the cards and pushes the effects on the stack.
import { genderIn } from "../kit.ts";
import { err, ok, type Result } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import { variantsOnPlay } from "./variants/hooks.ts";
import { v3AllTargets } from "./variants/3v3/hooks.ts";
import { ALL_TARGETS } from "./variants/3v3/rules.ts";
import { resolvePlayer } from "../words.ts";
import { type CardDef, type CardName, KINDS, findCard } from "./cards/cards.ts";
import { type Ctx, allCards, card, cardName, ref, codeList, drawTop, player, push, takeFromPlayer, toDiscard } from "./ctx.ts";
import { heal, hp } from "./death.ts";
import { attackRange, distance } from "./distance.ts";
import { convertible, countsAs } from "./skill-verb.ts";
import { fire, prohibited, rule } from "./skills.ts";
import { slashCardsNote, slashTaskFor } from "./cards/slash.ts";
import { codeOf, refOf } from "./cards/words.ts";
import { weaponRule } from "./cards/equipment.ts";
import { livingFrom } from "./core/seating.ts";
import type { State, Task } from "./types.ts";

export interface PlayPlan {
  name: CardName;
  /** the physical cards (2 for a Serpent Spear Slash) */
  cards: number[];
  spear: boolean;
  targets: number[];
}

const UNTARGETED: readonly CardName[] = ["EX-NIHILO", "INVASION", "BARRAGE", "PEACH-GARDEN", "HARVEST", "WINE", "LIGHTNING"];
/** Cards used without naming a target (or naming only oneself). */
export const isUntargeted = (name: CardName): boolean => UNTARGETED.includes(name) || KINDS[name].type === "equip";

export function planPlay(
  s: State,
  table: readonly CardDef[],
  seat: number,
  move: { cards: string[]; spear: boolean; targets: string[]; as?: string },
): Result<PlayPlan> {
  const me = s.players[seat - 1];
  const targets: number[] = [];
  for (const t of move.targets) {
    const r = resolvePlayer(t, s.players);
    if (!r.ok) return err(m("threekingdoms.err.noPlayer", { name: t }));
    if (targets.includes(r.seat)) return err(m("threekingdoms.err.namedTwice", { name: s.players[r.seat - 1].name }));
    targets.push(r.seat);
  }
  if (move.spear && !weaponRule(s, me, "spear")) return err(m("threekingdoms.err.noSpear"));
  const cards: number[] = [];
  // a card used as another (Wusheng, Qixi, Guose) may come from the equipment too (countsAs)
  const pool = move.as && !move.spear ? convertible(me) : me.hand;
  for (const text of move.cards) {
    const id = findCard(
      table,
      text,
      pool.filter((c) => !cards.includes(c)),
    );
    if (id === null) return err(m("threekingdoms.err.noSuchCard", { card: text.toUpperCase() }));
    cards.push(id);
  }
  if (move.spear) {
    if (cards.length !== 2) return err(m("threekingdoms.err.spearTwo"));
  } else if (cards.length !== 1) return err(m("threekingdoms.err.oneCard"));
  let name: CardName = move.spear ? "SLASH" : table[cards[0]].name;
  if (move.as && !move.spear) {
    const want = move.as as CardName;
    if (!(want === "SLASH" || want === "DISMANTLE" || want === "INDULGENCE") || !countsAs(s, me, cards[0], want)) {
      return err(m("threekingdoms.err.cannotUseAs", { card: refOf(table[cards[0]]), as: move.as }));
    }
    name = want;
  }
  const c = table[cards[0]];
  const label = move.spear ? m("threekingdoms.spearSlash") : refOf(c);
  const others = (n: number) =>
    targets.length === n ? null : err(m("threekingdoms.err.needsTargets", { label, n, code: codeOf(c) }));
  const alive = (t: number) => s.players[t - 1].alive;
  const nameOf = (t: number) => s.players[t - 1].name;
  const plan = (t: number[]): Result<PlayPlan> => ok({ name, cards, spear: move.spear, targets: t });
  for (const t of targets)
    if (!alive(t)) return err(m("threekingdoms.err.isDead", { name: nameOf(t), gender: genderIn(s.players, t) }));
  for (const t of targets) {
    const p = s.players[t - 1];
    if (t !== seat && rule(p, "untargetable")?.(s, p, name))
      return err(m("threekingdoms.err.untargetable", { name: nameOf(t), gender: genderIn(s.players, t), card: cardName(name) }));
  }
  const untargeted = isUntargeted(name);
  const direction = !!s.v3 && ALL_TARGETS.includes(name); // 3v3 variant: a neighbour names the direction
  if (untargeted && !direction && (targets.length > 1 || (targets.length === 1 && targets[0] !== seat))) {
    return err(m("threekingdoms.err.noTarget", { label, code: codeOf(c) }));
  }

  switch (name) {
    case "SLASH": {
      if (s.turn.slashes >= (rule(me, "slashLimit") ?? 1) && !weaponRule(s, me, "unlimitedSlash"))
        return err(m("threekingdoms.err.slashUsed"));
      const halberd = !move.spear && me.hand.length === 1 ? weaponRule(s, me, "lastCardTargets") : undefined;
      if (targets.length < 1 || targets.length > (halberd ?? 1)) {
        return err(
          halberd ? m("threekingdoms.err.halberd") : m("threekingdoms.err.needsTargets", { label, n: 1, code: codeOf(c) }),
        );
      }
      for (const t of targets) {
        if (t === seat) return err(m("threekingdoms.err.slashSelf"));
        const d = distance(s, seat, t),
          r = attackRange(me, table);
        if (d > r) return err(m("threekingdoms.err.outOfRange", { name: nameOf(t), d, r }));
      }
      return plan(targets);
    }
    case "DODGE":
      return err(m("threekingdoms.err.dodgeOnly"));
    case "NULLIFY":
      return err(m("threekingdoms.err.nullifyOnly"));
    case "PEACH": {
      if (targets.length && targets[0] !== seat) return err(m("threekingdoms.err.peachSelf"));
      if (me.hp >= me.maxHp) return err(m("threekingdoms.err.notWounded"));
      return plan([seat]);
    }
    case "WINE": {
      if (s.turn.wine >= 1) return err(m("threekingdoms.err.oneWine"));
      return plan([seat]);
    }
    case "DISMANTLE":
    case "SNATCH":
    case "DUEL": {
      const e = others(1);
      if (e) return e;
      const t = targets[0];
      if (t === seat) return err(m("threekingdoms.err.targetSelf", { card: cardName(name) }));
      if (name !== "DUEL" && allCards(s.players[t - 1]).length === 0)
        return err(m("threekingdoms.err.noCards", { name: nameOf(t) }));
      if (name === "SNATCH" && !rule(me, "trickNoDistance") && distance(s, seat, t) > 1)
        return err(m("threekingdoms.err.snatchDistance", { name: nameOf(t), d: distance(s, seat, t) }));
      return plan(targets);
    }
    case "BORROWED-SWORD": {
      const e = others(2);
      if (e) return e;
      const [a, b] = targets;
      if (a === seat) return err(m("threekingdoms.err.swordFirst"));
      const w = s.players[a - 1].equip.weapon;
      if (w === undefined) return err(m("threekingdoms.err.noWeapon", { name: nameOf(a) }));
      const d = distance(s, a, b),
        r = attackRange(s.players[a - 1], table);
      if (a === b || d > r) return err(m("threekingdoms.err.notInRange", { name: nameOf(b), of: nameOf(a) }));
      // collateral.lua: the victim must be a target the holder could Slash (an empty-handed Kongcheng is not)
      if (prohibited(s, s.players[b - 1], "SLASH"))
        return err(
          m("threekingdoms.err.untargetable", { name: nameOf(b), gender: genderIn(s.players, b), card: cardName("SLASH") }),
        );
      return plan(targets);
    }
    case "EX-NIHILO":
      return plan([seat]);
    case "INVASION":
    case "BARRAGE":
    case "PEACH-GARDEN":
    case "HARVEST": {
      if (s.v3) {
        // 3v3 variant: the user names the direction
        const order = v3AllTargets(s, seat, name, targets);
        return Array.isArray(order) ? plan(order) : err(order);
      }
      return plan(
        name === "INVASION" || name === "BARRAGE" ? orderFrom0(s, seat).filter((t) => t !== seat) : orderFrom0(s, seat),
      );
    }
    case "LIGHTNING": {
      if (targets.length && targets[0] !== seat) return err(m("threekingdoms.err.lightningSelf"));
      if (me.judge.some((j) => table[j].name === "LIGHTNING")) return err(m("threekingdoms.err.hasLightning"));
      return plan([seat]);
    }
    case "INDULGENCE":
    case "SHORTAGE": {
      const e = others(1);
      if (e) return e;
      const t = targets[0];
      if (t === seat) return err(m("threekingdoms.err.delayedOther", { trick: name }));
      if (s.players[t - 1].judge.some((j) => (s.judgeAs?.[j] ?? table[j].name) === name))
        return err(m("threekingdoms.err.alreadyHas", { name: nameOf(t), trick: name }));
      if (name === "SHORTAGE" && !rule(me, "trickNoDistance") && distance(s, seat, t) > 1)
        return err(m("threekingdoms.err.shortageDistance", { name: nameOf(t), d: distance(s, seat, t) }));
      return plan(targets);
    }
    default: // equipment
      return plan([seat]);
  }
}

const orderFrom0 = (s: State, from: number): number[] => livingFrom(s, from);

export function executePlay(g: Ctx, seat: number, p: PlayPlan): void {
  const me = player(g, seat);
  const c = card(g, p.cards[0]);
  const names = (ts: number[]) => ({ and: ts.map((t) => player(g, t).name) });
  for (const id of p.cards) takeFromPlayer(g, seat, id);
  variantsOnPlay(g, seat, p.name, p.targets); // variant: an attack ends first-out protection
  const kind = KINDS[p.name];
  if (p.name === "SLASH") {
    g.s.turn.slashes += 1;
    g.s.turn.slashed = true;
    const boost = g.s.turn.boost;
    g.s.turn.boost = 0;
    g.s.limbo.push(...p.cards);
    g.say(m("threekingdoms.playsOn", { name: me.name, card: slashCardsNote(g, p.cards), targets: names(p.targets) }));
    const tasks: Task[] = [{ t: "finish", stage: 0, cards: p.cards }];
    for (const t of [...p.targets].reverse()) tasks.push(slashTaskFor(g, seat, t, p.cards, boost));
    push(g, ...tasks);
    return;
  }
  if (p.name === "PEACH") {
    toDiscard(g, p.cards);
    heal(g, seat, 1);
    g.say(m("threekingdoms.playsPeach", { name: me.name, card: ref(g, c.id), hp: hp(g, seat) }));
    return;
  }
  if (p.name === "WINE") {
    toDiscard(g, p.cards);
    g.s.turn.wine += 1;
    g.s.turn.boost = 1;
    g.say(m("threekingdoms.drinks", { name: me.name, card: ref(g, c.id) }));
    return;
  }
  if (kind.type === "equip") {
    const slot = kind.slot!;
    const old = me.equip[slot];
    if (old !== undefined) toDiscard(g, [old]);
    me.equip[slot] = c.id;
    g.say(
      old !== undefined
        ? m("threekingdoms.equipsReplacing", { name: me.name, card: ref(g, c.id), old: ref(g, old) })
        : m("threekingdoms.equips", { name: me.name, card: ref(g, c.id) }),
    );
    if (old !== undefined) fire(g, seat, "lost", "equip");
    return;
  }
  if (kind.type === "delayed") {
    const t = p.targets[0];
    player(g, t).judge.push(c.id);
    if (c.name !== p.name) g.s.judgeAs = { ...g.s.judgeAs, [c.id]: p.name }; // Guose
    g.say(
      t === seat
        ? m("threekingdoms.placesSelf", { name: me.name, card: ref(g, c.id) })
        : m("threekingdoms.places", { name: me.name, card: ref(g, c.id), to: player(g, t).name }),
    );
    return;
  }
  // an ordinary trick: the card waits face up while it resolves target by target
  g.s.limbo.push(c.id);
  fire(g, seat, "used", p.name);
  const tasks: Task[] = [{ t: "finish", stage: 0, cards: [c.id], harvest: p.name === "HARVEST" }];
  if (p.name === "BORROWED-SWORD") {
    g.say(
      m("threekingdoms.borrowedSword", {
        name: me.name,
        card: ref(g, c.id),
        holder: player(g, p.targets[0]).name,
        victim: player(g, p.targets[1]).name,
      }),
    );
    tasks.push({ t: "trick", stage: 0, name: p.name, user: seat, target: p.targets[0], victim: p.targets[1] });
    push(g, ...tasks);
    return;
  }
  const on = p.name === "DISMANTLE" || p.name === "SNATCH" || p.name === "DUEL";
  g.say(
    on
      ? m("threekingdoms.playsOn", { name: me.name, card: ref(g, c.id), targets: names(p.targets) })
      : m("threekingdoms.plays", { name: me.name, card: ref(g, c.id) }),
  );
  if (p.name === "HARVEST") {
    for (let i = 0; i < p.targets.length; i++) {
      const id = drawTop(g);
      if (id !== null) g.s.harvest.push(id);
    }
    g.say(m("threekingdoms.harvest.reveals", { cards: codeList(g, g.s.harvest) }));
  }
  for (const t of [...p.targets].reverse()) tasks.push({ t: "trick", stage: 0, name: p.name, user: seat, target: t, card: c.id });
  push(g, ...tasks);
}
