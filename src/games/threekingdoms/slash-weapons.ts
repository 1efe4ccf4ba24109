// The weapons that act after the Dodge question of a Slash (slash.ts): Stone Axe and Green Dragon Blade
// when it was dodged, Ice Sword and Kylin Bow when it hits. Each is one stage of the Slash task.
import { request, takeReply } from "./ask.ts";
import { type Ctx, code, codes, equipIds, player, pop, push, say, takeFromPlayer, toDiscard } from "./ctx.ts";
import { slashTaskFor, weaponOf } from "./slash.ts";
import type { SlashTask } from "./types.ts";

/** Dodged: the Stone Axe lets its owner discard 2 cards (hand or equipment, not the axe) to hit anyway. */
export function stoneAxe(g: Ctx, t: SlashTask): void {
  const target = player(g, t.to);
  const user = player(g, t.from);
  const weapon = weaponOf(g, t.from);
  const axe = user.equip.weapon;
  const others = axe === undefined ? [] : [...user.hand, ...equipIds(user)].filter((c) => c !== axe);
  if (weapon === "STONE-AXE" && user.alive && others.length >= 2) {
    const r = takeReply(t);
    if (!r) {
      request(g, t, {
        seat: t.from, kind: "cards", count: 2, withEquip: true, exclude: [axe!], canPass: true,
        what: `${target.name} dodged: Stone Axe lets you DISCARD 2 cards (hand or equipment) to hit anyway, or PASS`,
        publicWhat: `${user.name} to use the Stone Axe or not`,
      });
      return;
    }
    if (r.kind === "cards") {
      for (const c of r.cards) takeFromPlayer(g, t.from, c);
      toDiscard(g, r.cards);
      say(g, `Stone Axe: ${user.name} discards ${codes(g, r.cards)} and the Slash hits ${target.name}.`);
      t.stage = 6;
      return;
    }
  }
  t.stage = 5;
  return;
}

/** Dodged: the Green Dragon Blade lets its owner Slash the same target again. */
export function greenDragon(g: Ctx, t: SlashTask): void {
  const target = player(g, t.to);
  const user = player(g, t.from);
  const weapon = weaponOf(g, t.from);
  if (weapon === "GREEN-DRAGON" && user.alive) {
    const r = takeReply(t);
    if (!r) {
      request(g, t, {
        seat: t.from, kind: "respond", names: ["SLASH"], canPass: true,
        what: `${target.name} dodged: Green Dragon Blade lets you RESPOND SLASH-… to slash again, or PASS`,
        publicWhat: `${user.name} to slash again (Green Dragon Blade) or not`,
      });
      return;
    }
    pop(g);
    if (r.kind === "cards") {
      takeFromPlayer(g, t.from, r.cards[0]);
      g.s.limbo.push(r.cards[0]);
      say(g, `Green Dragon Blade: ${user.name} plays ${code(g, r.cards[0])} on ${target.name} again.`);
      push(g, { t: "finish", stage: 0, cards: r.cards }, slashTaskFor(g, t.from, t.to, r.cards, 0));
    }
    return;
  }
  pop(g);
  return;
}

/** Hit: the Ice Sword may discard 2 of the target's cards instead of dealing the damage. */
export function iceSword(g: Ctx, t: SlashTask): void {
  const target = player(g, t.to);
  const user = player(g, t.from);
  const weapon = weaponOf(g, t.from);
  t.stage = 7;
  if (weapon === "ICE-SWORD" && user.alive && target.hand.length + equipIds(target).length > 0) {
    const r = takeReply(t);
    if (!r) {
      t.stage = 6;
      request(g, t, {
        seat: t.from, kind: "choose", options: ["ICE"], canPass: true,
        what: `Your Slash hits ${target.name}: CHOOSE ICE to discard 2 of their cards instead of dealing damage, or PASS`,
        publicWhat: `${user.name} to use the Ice Sword or not`,
      });
      return;
    }
    if (r.kind === "choice") {
      pop(g);
      say(g, `Ice Sword: ${user.name} prevents the damage and discards 2 of ${target.name}'s cards.`);
      const pick = { t: "pick" as const, stage: 0, chooser: t.from, from: t.to, action: "discard" as const, why: "Ice Sword", noJudge: true };
      push(g, { ...pick }, { ...pick });
      return;
    }
  }
  return;
}

/** Hit: the Kylin Bow may discard one of the target's horses. */
export function kylinBow(g: Ctx, t: SlashTask): void {
  const target = player(g, t.to);
  const user = player(g, t.from);
  const weapon = weaponOf(g, t.from);
  t.stage = 8;
  const horses = [target.equip.plus, target.equip.minus].filter((h): h is number => h !== undefined);
  if (weapon === "KYLIN-BOW" && user.alive && horses.length) {
    const r = takeReply(t);
    if (!r) {
      t.stage = 7;
      request(g, t, {
        seat: t.from, kind: "choose", options: horses.map((h) => code(g, h)), canPass: true,
        what: `Kylin Bow: CHOOSE a horse of ${target.name} to discard (${horses.map((h) => code(g, h)).join(", ")}), or PASS`,
        publicWhat: `${user.name} to use the Kylin Bow or not`,
      });
      return;
    }
    if (r.kind === "choice") {
      const h = horses.find((x) => code(g, x) === r.value)!;
      takeFromPlayer(g, t.to, h);
      toDiscard(g, [h]);
      say(g, `Kylin Bow: ${user.name} discards ${target.name}'s ${code(g, h)}.`);
    }
  }
  return;
}
