// Tricks: the Nullification window, each trick's effect on one target, and picking a card from a
// player's areas (Dismantle, Snatch, Ice Sword).
//
// Every trick with targets resolves target by target: a Nullification window first (every living
// player asked in turn order from the current player; any Nullification reopens the window for a
// counter, an odd count cancels), then the effect.
import { PASS, request, takeReply } from "./ask.ts";
import { KINDS } from "./cards.ts";
import {
  type Ctx, card, code, draw, equipIds, judge as judgeFor, nameOf, orderFrom, player, pop, push, say, takeFromPlayer, tell,
  toDiscard, top,
} from "./ctx.ts";
import { Rng } from "../rng.ts";
import { heal, hpText } from "./death.ts";
import { nullifyWindow } from "./flow.ts";
import { inAttackRange } from "./distance.ts";
import { slashCardsNote, slashTaskFor } from "./slash.ts";
import { rule } from "./skills.ts";
import { lordHelp, lordHelpReset } from "./skills-lordhelp.ts";
import type { NullifyTask, PickTask, TrickTask } from "./types.ts";

export function nullifyTask(g: Ctx, t: NullifyTask): void {
  const r = takeReply(t);
  if (r) {
    const asked = t.order[t.idx];
    if (r.kind === "cards") {
      const id = r.cards[0];
      takeFromPlayer(g, asked, id);
      toDiscard(g, [id]);
      t.count += 1;
      t.last = asked;
      say(g, t.count % 2 === 1
        ? `${nameOf(g, asked)} plays ${code(g, id)}: ${t.about} is cancelled (unless countered).`
        : `${nameOf(g, asked)} plays ${code(g, id)} against the Nullification: ${t.about} goes ahead (unless countered).`);
      // the window reopens for a counter, from the current player again
      t.order = orderFrom(g, g.s.turn.seat);
      t.idx = 0;
    } else t.idx += 1; // a pass in a Nullification window is silent, whether asked or skipped
    return;
  }
  if (t.idx >= t.order.length) {
    pop(g);
    const below = top(g);
    if (below) below.nullified = t.count % 2 === 1;
    return;
  }
  request(g, t, {
    seat: t.order[t.idx], kind: "respond", names: ["NULLIFY"], canPass: true,
    what: t.count % 2 === 0
      ? `Nullification window: ${t.about}. RESPOND NULLIFY-… to cancel it, or PASS`
      : `Nullification window: ${t.about} is being cancelled. RESPOND NULLIFY-… to counter, or PASS`,
    publicWhat: `a Nullification window (${t.about})`,
  });
}

const title = (t: TrickTask): string => KINDS[t.name].title;

export function trickTask(g: Ctx, t: TrickTask): void {
  const target = player(g, t.target);
  if (!target.alive) { pop(g); return; }
  if (t.stage === 0) {
    if (t.name === "PEACH-GARDEN" && target.hp >= target.maxHp) { pop(g); return; } // nothing to heal
    t.stage = 1;
    const about = t.name === "EX-NIHILO" || t.name === "PEACH-GARDEN" || t.name === "HARVEST"
      ? `${title(t)} for ${target.name}` : `${title(t)} (${nameOf(g, t.user)} → ${target.name})`;
    push(g, nullifyWindow(g, about));
    return;
  }
  if (t.stage === 1) {
    if (t.nullified) { pop(g); say(g, `${title(t)} has no effect on ${target.name}.`); return; }
    t.stage = 2;
  }
  switch (t.name) {
    case "EX-NIHILO": pop(g); draw(g, t.target, 2, " (Ex Nihilo)"); return;
    case "PEACH-GARDEN": pop(g); heal(g, t.target, 1); say(g, `${target.name} heals 1: ${hpText(g, t.target)}.`); return;
    case "DISMANTLE": case "SNATCH":
      pop(g);
      push(g, { t: "pick", stage: 0, chooser: t.user, from: t.target, action: t.name === "SNATCH" ? "take" : "discard", why: title(t) });
      return;
    case "DUEL": return duel(g, t);
    case "BORROWED-SWORD": return borrowedSword(g, t);
    case "INVASION": return mustPlay(g, t, "SLASH");
    case "BARRAGE": return mustPlay(g, t, "DODGE");
    case "HARVEST": return harvestPick(g, t);
    default: pop(g);
  }
}

/** Barbarian Invasion / Arrow Barrage: play a Slash / a Dodge or take 1 damage from the user. */
function mustPlay(g: Ctx, t: TrickTask, need: "SLASH" | "DODGE"): void {
  const target = player(g, t.target);
  if (t.stage === 2 && need === "DODGE") {
    t.stage = 3;
    if (eightDiagrams(g, t.target)) { pop(g); return; }
  }
  const help = lordHelp(g, t, t.target, need, title(t));
  if (help === "wait") return;
  if (help === "helped") { pop(g); return; }
  const r = takeReply(t);
  if (r) {
    pop(g);
    if (r.kind === "cards") { respondCards(g, t.target, r.cards, r.spear); return; }
    say(g, `${target.name} does not respond.`);
    push(g, { t: "damage", stage: 0, to: t.target, from: t.user, n: 1, cause: title(t), cards: t.card === undefined ? [] : [t.card] });
    return;
  }
  request(g, t, {
    seat: t.target, kind: "respond", names: [need], spear: need === "SLASH", canPass: true,
    what: `${title(t)} from ${nameOf(g, t.user)}: RESPOND ${need}-… or PASS and take 1 damage`,
    publicWhat: `${target.name} to answer ${title(t)}`,
  });
}

/** A player plays cards in answer (Dodge, Slash, or two cards as a Slash with Serpent Spear). */
export function respondCards(g: Ctx, seat: number, cards: number[], spear?: boolean): void {
  for (const id of cards) takeFromPlayer(g, seat, id);
  if (seat === g.s.turn.seat && (spear || card(g, cards[0]).name === "SLASH")) g.s.turn.slashed = true; // Keji
  toDiscard(g, cards);
  say(g, `${nameOf(g, seat)} plays ${spear ? slashCardsNote(g, cards) : code(g, cards[0])}.`);
}

/** Eight Diagrams: a red judgement counts as a Dodge (always tried; it costs nothing). */
export function eightDiagrams(g: Ctx, seat: number, ignoreArmour = false): boolean {
  const p = player(g, seat);
  if (ignoreArmour || p.equip.armour === undefined || card(g, p.equip.armour).name !== "EIGHT-DIAGRAMS") return false;
  const j = judgeFor(g, `${p.name}'s Eight Diagrams`, seat);
  if (j && (j.suit === "H" || j.suit === "D")) { say(g, `Red: it counts as a Dodge for ${p.name}.`); return true; }
  say(g, `Not red: ${p.name} still needs a Dodge.`);
  return false;
}

function duel(g: Ctx, t: TrickTask): void {
  const duelist = t.duelist ?? t.target;
  const other = duelist === t.target ? t.user : t.target;
  if (!player(g, duelist).alive || !player(g, other).alive) { pop(g); return; }
  // Wushuang: facing its owner in a Duel, two Slashes are needed each time
  const need = rule(player(g, other), "double") ? 2 : 1;
  const help = lordHelp(g, t, duelist, "SLASH", `the Duel with ${nameOf(g, other)}`);
  if (help === "wait") return;
  const r = help === "helped" ? { kind: "cards" as const, cards: [] } : takeReply(t);
  if (r) {
    lordHelpReset(t);
    if (r.kind === "cards") {
      if (help !== "helped") respondCards(g, duelist, r.cards, r.spear);
      t.played = (t.played ?? 0) + 1;
      if (t.played >= need) { t.duelist = other; t.played = 0; }
      return;
    }
    pop(g);
    say(g, `${nameOf(g, duelist)} does not respond and loses the Duel.`);
    push(g, { t: "damage", stage: 0, to: duelist, from: other, n: 1, cause: "Duel", cards: t.card === undefined ? [] : [t.card] });
    return;
  }
  request(g, t, {
    seat: duelist, kind: "respond", names: ["SLASH"], spear: true, canPass: true,
    what: `Duel with ${nameOf(g, other)}: RESPOND SLASH-… or PASS and take 1 damage`,
    publicWhat: `${nameOf(g, duelist)} to answer the Duel with ${nameOf(g, other)}`,
  });
}

function borrowedSword(g: Ctx, t: TrickTask): void {
  const holder = player(g, t.target);
  const victim = t.victim!;
  const weapon = holder.equip.weapon;
  if (weapon === undefined) { pop(g); say(g, `${holder.name} has no weapon any more: Borrowed Sword has no effect.`); return; }
  const canSlash = player(g, victim).alive && inAttackRange(g.s, g.table, t.target, victim);
  const r = canSlash ? takeReply(t) : PASS;
  if (r) {
    delete t.reply;
    pop(g);
    if (r.kind === "cards") {
      for (const id of r.cards) takeFromPlayer(g, t.target, id);
      g.s.limbo.push(...r.cards);
      say(g, `${holder.name} plays ${r.spear ? slashCardsNote(g, r.cards) : code(g, r.cards[0])} on ${nameOf(g, victim)}.`);
      push(g, { t: "finish", stage: 0, cards: r.cards });
      push(g, slashTaskFor(g, t.target, victim, r.cards, 0));
      return;
    }
    takeFromPlayer(g, t.target, weapon);
    player(g, t.user).hand.push(weapon);
    g.changed.add(t.user);
    say(g, `${holder.name} does not slash ${nameOf(g, victim)} and hands ${code(g, weapon)} to ${nameOf(g, t.user)}.`);
    return;
  }
  request(g, t, {
    seat: t.target, kind: "respond", names: ["SLASH"], spear: true, canPass: true,
    what: `Borrowed Sword from ${nameOf(g, t.user)}: RESPOND SLASH-… to slash ${nameOf(g, victim)}, or PASS and hand over ${code(g, weapon)}`,
    publicWhat: `${holder.name} to slash ${nameOf(g, victim)} or hand over the weapon (Borrowed Sword)`,
  });
}

function harvestPick(g: Ctx, t: TrickTask): void {
  const target = player(g, t.target);
  if (g.s.harvest.length === 0) { pop(g); return; }
  const r = g.s.harvest.length === 1 ? { kind: "choice" as const, value: code(g, g.s.harvest[0]) } : takeReply(t);
  if (r && r.kind === "choice") {
    pop(g);
    const id = g.s.harvest.find((c) => code(g, c) === r.value) ?? g.s.harvest[0];
    g.s.harvest.splice(g.s.harvest.indexOf(id), 1);
    target.hand.push(id);
    g.changed.add(t.target);
    say(g, `${target.name} takes ${code(g, id)} from the Harvest.`);
    return;
  }
  request(g, t, {
    seat: t.target, kind: "choose", canPass: false, options: g.s.harvest.map((c) => code(g, c)),
    what: `Bountiful Harvest: CHOOSE one of ${g.s.harvest.map((c) => code(g, c)).join(", ")}`,
    publicWhat: `${target.name} to pick a Harvest card`,
  });
}

/** Options for picking a card from a player: visible cards by code, hand cards as HAND (at random). */
export function pickOptions(g: Ctx, t: PickTask): string[] {
  const p = player(g, t.from);
  const opts = [...equipIds(p), ...(t.noJudge ? [] : p.judge)].map((id) => code(g, id));
  if (p.hand.length) opts.push("HAND");
  return opts;
}

export function pickTask(g: Ctx, t: PickTask): void {
  const from = player(g, t.from);
  const opts = pickOptions(g, t);
  if (!from.alive || !player(g, t.chooser).alive || opts.length === 0) { pop(g); return; }
  let r = takeReply(t);
  if (!r && opts.length === 1) r = { kind: "choice", value: opts[0] };
  if (!r || r.kind !== "choice") {
    request(g, t, {
      seat: t.chooser, kind: "choose", canPass: false, options: opts,
      what: `${t.why}: CHOOSE a card of ${from.name}: ${opts.join(", ")} (HAND = a random hand card)`,
      publicWhat: `${nameOf(g, t.chooser)} to choose a card of ${from.name} (${t.why})`,
    });
    return;
  }
  pop(g);
  let id: number;
  let fromHand = false;
  if (r.value === "HAND") {
    const rng = Rng.from(g.s.rng);
    id = from.hand[rng.int(from.hand.length)];
    g.s.rng = rng.save();
    fromHand = true;
  } else {
    id = [...equipIds(from), ...from.judge].find((c) => code(g, c) === r.value)!;
  }
  takeFromPlayer(g, t.from, id);
  if (t.action === "discard") {
    toDiscard(g, [id]);
    say(g, `${t.why}: ${nameOf(g, t.chooser)} discards ${code(g, id)} from ${from.name}${fromHand ? "'s hand" : ""}.`);
  } else {
    player(g, t.chooser).hand.push(id);
    g.changed.add(t.chooser);
    if (fromHand) {
      say(g, `${t.why}: ${nameOf(g, t.chooser)} takes a card from ${from.name}'s hand.`);
      tell(g, t.chooser, `You take ${code(g, id)} from ${from.name}'s hand.`);
      tell(g, t.from, `${nameOf(g, t.chooser)} took your ${code(g, id)}.`);
    } else say(g, `${t.why}: ${nameOf(g, t.chooser)} takes ${code(g, id)} from ${from.name}.`);
  }
}
