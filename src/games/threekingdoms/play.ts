// Using a card in one's own Play phase: `planPlay` checks everything without touching the state (so
// legalMoves can use it), `executePlay` then moves the cards and pushes the effects on the stack.
import { err, ok, type Result } from "../engine.ts";
import { variantsOnPlay } from "./variants/hooks.ts";
import { v3AllTargets } from "./variants/3v3/hooks.ts";
import { ALL_TARGETS } from "./variants/3v3/rules.ts";
import { resolvePlayer } from "../words.ts";
import { type CardDef, type CardName, KINDS, findCard } from "./cards.ts";
import { type Ctx, allCards, card, code, codes, drawTop, player, push, say, takeFromPlayer, toDiscard } from "./ctx.ts";
import { heal, hpText } from "./death.ts";
import { attackRange, distance } from "./distance.ts";
import { countsAs } from "./skill-verb.ts";
import { fire, rule } from "./skills.ts";
import { slashCardsNote, slashTaskFor } from "./slash.ts";
import { weaponRule } from "./equipment.ts";
import { livingFrom } from "./seating.ts";
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
  s: State, table: readonly CardDef[], seat: number,
  move: { cards: string[]; spear: boolean; targets: string[]; as?: string },
): Result<PlayPlan> {
  const me = s.players[seat - 1];
  const targets: number[] = [];
  for (const t of move.targets) {
    const r = resolvePlayer(t, s.players);
    if (!r.ok) return err(r.error);
    if (targets.includes(r.seat)) return err(`${s.players[r.seat - 1].name} is named twice`);
    targets.push(r.seat);
  }
  if (move.spear && !weaponRule(s, me, "spear")) return err("you need the Serpent Spear equipped to use two cards as a Slash");
  const cards: number[] = [];
  for (const text of move.cards) {
    const id = findCard(table, text, me.hand.filter((c) => !cards.includes(c)));
    if (id === null) return err(`you hold no card ${text.toUpperCase()}`);
    cards.push(id);
  }
  if (move.spear) {
    if (cards.length !== 2) return err("Serpent Spear: name exactly two hand cards");
  } else if (cards.length !== 1) return err("play one card at a time");
  let name: CardName = move.spear ? "SLASH" : table[cards[0]].name;
  if (move.as && !move.spear) {
    const want = move.as as CardName;
    if (!(want === "SLASH" || want === "DISMANTLE" || want === "INDULGENCE") || !countsAs(s, me, cards[0], want)) {
      return err(`${table[cards[0]].code} cannot be used as ${move.as} (no skill of yours allows it)`);
    }
    name = want;
  }
  const c = table[cards[0]];
  const label = move.spear ? "the Serpent Spear Slash" : c.code;
  const others = (n: number) => targets.length === n ? null : err(`${label} needs ${n === 1 ? "one target" : `${n} targets`}: PLAY ${c.code} -> <player>${n === 2 ? " <player>" : ""}`);
  const alive = (t: number) => s.players[t - 1].alive;
  const nameOf = (t: number) => s.players[t - 1].name;
  const plan = (t: number[]): Result<PlayPlan> => ok({ name, cards, spear: move.spear, targets: t });
  for (const t of targets) if (!alive(t)) return err(`${nameOf(t)} is dead`);
  for (const t of targets) {
    const p = s.players[t - 1];
    if (t !== seat && rule(p, "untargetable")?.(s, p, name)) return err(`${nameOf(t)} cannot be targeted by ${KINDS[name].title} (a skill of theirs)`);
  }
  const untargeted = isUntargeted(name);
  const direction = !!s.v3 && ALL_TARGETS.includes(name); // issue 16, 3v3: a neighbour names the direction
  if (untargeted && !direction && (targets.length > 1 || (targets.length === 1 && targets[0] !== seat))) {
    return err(`${label} takes no target: PLAY ${c.code}`);
  }

  switch (name) {
    case "SLASH": {
      if (s.turn.slashes >= (rule(me, "slashLimit") ?? 1) && !weaponRule(s, me, "unlimitedSlash")) return err("you have already used a Slash this turn (only the Crossbow allows more)");
      const halberd = !move.spear && me.hand.length === 1 ? weaponRule(s, me, "lastCardTargets") : undefined;
      if (targets.length < 1 || targets.length > (halberd ?? 1)) {
        return err(halberd ? "Sky Halberd: name 1 to 3 targets" : `${label} needs one target: PLAY ${c.code} -> <player>`);
      }
      for (const t of targets) {
        if (t === seat) return err("you cannot slash yourself");
        const d = distance(s, seat, t), r = attackRange(me, table);
        if (d > r) return err(`${nameOf(t)} is out of your attack range (distance ${d}, range ${r})`);
      }
      return plan(targets);
    }
    case "DODGE": return err("a Dodge is only played in answer to a Slash or an Arrow Barrage");
    case "NULLIFY": return err("a Nullification is only played in answer to a trick (when you are asked)");
    case "PEACH": {
      if (targets.length && targets[0] !== seat) return err("in your turn a Peach heals only yourself");
      if (me.hp >= me.maxHp) return err("you are not wounded");
      return plan([seat]);
    }
    case "WINE": {
      if (s.turn.wine >= 1) return err("only one Wine per turn");
      return plan([seat]);
    }
    case "DISMANTLE": case "SNATCH": case "DUEL": {
      const e = others(1); if (e) return e;
      const t = targets[0];
      if (t === seat) return err(`you cannot target yourself with ${KINDS[name].title}`);
      if (name !== "DUEL" && allCards(s.players[t - 1]).length === 0) return err(`${nameOf(t)} has no cards`);
      if (name === "SNATCH" && !rule(me, "trickNoDistance") && distance(s, seat, t) > 1) return err(`Snatch needs distance 1; ${nameOf(t)} is at distance ${distance(s, seat, t)}`);
      return plan(targets);
    }
    case "BORROWED-SWORD": {
      const e = others(2); if (e) return e;
      const [a, b] = targets;
      if (a === seat) return err("Borrowed Sword: the first player named must be someone else with a weapon");
      const w = s.players[a - 1].equip.weapon;
      if (w === undefined) return err(`${nameOf(a)} has no weapon`);
      const d = distance(s, a, b), r = attackRange(s.players[a - 1], table);
      if (a === b || d > r) return err(`${nameOf(b)} is not in ${nameOf(a)}'s attack range`);
      return plan(targets);
    }
    case "EX-NIHILO": return plan([seat]);
    case "INVASION": case "BARRAGE": case "PEACH-GARDEN": case "HARVEST": {
      if (s.v3) { // issue 16, 3v3: the user names the direction
        const order = v3AllTargets(s, seat, name, targets);
        return typeof order === "string" ? err(order) : plan(order);
      }
      return plan(name === "INVASION" || name === "BARRAGE" ? orderFrom0(s, seat).filter((t) => t !== seat) : orderFrom0(s, seat));
    }
    case "LIGHTNING": {
      if (targets.length && targets[0] !== seat) return err("Lightning is placed in front of yourself");
      if (me.judge.some((j) => table[j].name === "LIGHTNING")) return err("you already have a Lightning");
      return plan([seat]);
    }
    case "INDULGENCE": case "SHORTAGE": {
      const e = others(1); if (e) return e;
      const t = targets[0];
      if (t === seat) return err(`${KINDS[name].title} is placed in front of another player`);
      if (s.players[t - 1].judge.some((j) => (s.judgeAs?.[j] ?? table[j].name) === name)) return err(`${nameOf(t)} already has a ${KINDS[name].title}`);
      if (name === "SHORTAGE" && !rule(me, "trickNoDistance") && distance(s, seat, t) > 1) return err(`Supply Shortage needs distance 1; ${nameOf(t)} is at distance ${distance(s, seat, t)}`);
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
  const names = (ts: number[]) => ts.map((t) => player(g, t).name).join(", ");
  for (const id of p.cards) takeFromPlayer(g, seat, id);
  variantsOnPlay(g, seat, p.name, p.targets); // issue 16: an attack ends first-out protection
  const kind = KINDS[p.name];
  if (p.name === "SLASH") {
    g.s.turn.slashes += 1;
    g.s.turn.slashed = true;
    const boost = g.s.turn.boost;
    g.s.turn.boost = 0;
    g.s.limbo.push(...p.cards);
    say(g, `${me.name} plays ${slashCardsNote(g, p.cards)} on ${names(p.targets)}.`);
    const tasks: Task[] = [{ t: "finish", stage: 0, cards: p.cards }];
    for (const t of [...p.targets].reverse()) tasks.push(slashTaskFor(g, seat, t, p.cards, boost));
    push(g, ...tasks);
    return;
  }
  if (p.name === "PEACH") {
    toDiscard(g, p.cards);
    heal(g, seat, 1);
    say(g, `${me.name} plays ${c.code}: ${hpText(g, seat)}.`);
    return;
  }
  if (p.name === "WINE") {
    toDiscard(g, p.cards);
    g.s.turn.wine += 1;
    g.s.turn.boost = 1;
    say(g, `${me.name} drinks ${c.code}: the next Slash this turn deals 1 more damage.`);
    return;
  }
  if (kind.type === "equip") {
    const slot = kind.slot!;
    const old = me.equip[slot];
    if (old !== undefined) toDiscard(g, [old]);
    me.equip[slot] = c.id;
    say(g, `${me.name} equips ${c.code}${old !== undefined ? `, replacing ${code(g, old)}` : ""}.`);
    if (old !== undefined) fire(g, seat, "lost", "equip");
    return;
  }
  if (kind.type === "delayed") {
    const t = p.targets[0];
    player(g, t).judge.push(c.id);
    if (c.name !== p.name) g.s.judgeAs = { ...g.s.judgeAs, [c.id]: p.name }; // Guose
    say(g, t === seat ? `${me.name} places ${c.code} in front of themself.` : `${me.name} places ${c.code} in front of ${player(g, t).name}.`);
    return;
  }
  // an ordinary trick: the card waits face up while it resolves target by target
  g.s.limbo.push(c.id);
  fire(g, seat, "used", p.name);
  const tasks: Task[] = [{ t: "finish", stage: 0, cards: [c.id], harvest: p.name === "HARVEST" }];
  if (p.name === "BORROWED-SWORD") {
    say(g, `${me.name} plays ${c.code}: ${player(g, p.targets[0]).name} must slash ${player(g, p.targets[1]).name} or hand over their weapon.`);
    tasks.push({ t: "trick", stage: 0, name: p.name, user: seat, target: p.targets[0], victim: p.targets[1] });
    push(g, ...tasks);
    return;
  }
  const on = p.name === "DISMANTLE" || p.name === "SNATCH" || p.name === "DUEL" ? ` on ${names(p.targets)}` : "";
  say(g, `${me.name} plays ${c.code}${on}.`);
  if (p.name === "HARVEST") {
    for (let i = 0; i < p.targets.length; i++) {
      const id = drawTop(g);
      if (id !== null) g.s.harvest.push(id);
    }
    say(g, `Bountiful Harvest reveals ${codes(g, g.s.harvest)}.`);
  }
  for (const t of [...p.targets].reverse()) tasks.push({ t: "trick", stage: 0, name: p.name, user: seat, target: t, card: c.id });
  push(g, ...tasks);
}
