// The weapons, registered on the trigger points of a Slash (equipment.ts): Yin-Yang Swords when the
// Slash has its target, Stone Axe and Green Dragon Blade when it was dodged, Ice Sword and Kylin Bow when
// it hits; Crossbow, Sky Halberd, Serpent Spear and Qinggang Sword are rules. A handler that asks
// returns "wait" and is called again with the answer on the Slash task.
import { request, takeReply } from "./ask.ts";
import { type Ctx, code, codes, draw, equipIds, player, push, say, takeFromPlayer, toDiscard } from "./ctx.ts";
import { registerEquip, type Verdict } from "./equipment.ts";
import { slashTaskFor } from "./slash.ts";
import type { SlashTask } from "./types.ts";

/** Targeted: between two known, different genders the target discards a hand card or the user draws 1. */
function yinYang(g: Ctx, t: SlashTask): Verdict {
  const target = player(g, t.to);
  const user = player(g, t.from);
  if (!user.gender || !target.gender || user.gender === target.gender) return undefined;
  const r = target.hand.length ? takeReply(t) : { kind: "pass" as const };
  if (!r) {
    request(g, t, {
      seat: t.to, kind: "cards", count: 1, canPass: true,
      what: `Yin-Yang Swords of ${user.name}: DISCARD a hand card, or PASS to let ${user.name} draw 1`,
      publicWhat: `${target.name} to answer the Yin-Yang Swords`,
    });
    return "wait";
  }
  if (r.kind === "cards") {
    takeFromPlayer(g, t.to, r.cards[0]);
    toDiscard(g, r.cards);
    say(g, `Yin-Yang Swords: ${target.name} discards ${code(g, r.cards[0])}.`);
  } else draw(g, t.from, 1, " (Yin-Yang Swords)");
  return undefined;
}

/** Dodged: the Stone Axe lets its owner discard 2 cards (hand or equipment, not the axe) to hit anyway. */
function stoneAxe(g: Ctx, t: SlashTask): Verdict {
  const target = player(g, t.to);
  const user = player(g, t.from);
  const axe = user.equip.weapon!;
  const others = [...user.hand, ...equipIds(user)].filter((c) => c !== axe);
  if (others.length < 2) return undefined;
  const r = takeReply(t);
  if (!r) {
    request(g, t, {
      seat: t.from, kind: "cards", count: 2, withEquip: true, exclude: [axe], canPass: true,
      what: `${target.name} dodged: Stone Axe lets you DISCARD 2 cards (hand or equipment) to hit anyway, or PASS`,
      publicWhat: `${user.name} to use the Stone Axe or not`,
    });
    return "wait";
  }
  if (r.kind !== "cards") return undefined;
  for (const c of r.cards) takeFromPlayer(g, t.from, c);
  toDiscard(g, r.cards);
  say(g, `Stone Axe: ${user.name} discards ${codes(g, r.cards)} and the Slash hits ${target.name}.`);
  return "hit";
}

/** Dodged: the Green Dragon Blade lets its owner Slash the same target again. */
function greenDragon(g: Ctx, t: SlashTask): Verdict {
  const target = player(g, t.to);
  const user = player(g, t.from);
  const r = takeReply(t);
  if (!r) {
    request(g, t, {
      seat: t.from, kind: "respond", names: ["SLASH"], canPass: true,
      what: `${target.name} dodged: Green Dragon Blade lets you RESPOND SLASH-… to slash again, or PASS`,
      publicWhat: `${user.name} to slash again (Green Dragon Blade) or not`,
    });
    return "wait";
  }
  if (r.kind === "cards") {
    takeFromPlayer(g, t.from, r.cards[0]);
    g.s.limbo.push(r.cards[0]);
    say(g, `Green Dragon Blade: ${user.name} plays ${code(g, r.cards[0])} on ${target.name} again.`);
    push(g, { t: "finish", stage: 0, cards: r.cards }, slashTaskFor(g, t.from, t.to, r.cards, 0));
  }
  return "stop";
}

/** Hit: the Ice Sword may discard 2 of the target's cards instead of dealing the damage. */
function iceSword(g: Ctx, t: SlashTask): Verdict {
  const target = player(g, t.to);
  const user = player(g, t.from);
  if (target.hand.length + equipIds(target).length === 0) return undefined;
  const r = takeReply(t);
  if (!r) {
    request(g, t, {
      seat: t.from, kind: "choose", options: ["ICE"], canPass: true,
      what: `Your Slash hits ${target.name}: CHOOSE ICE to discard 2 of their cards instead of dealing damage, or PASS`,
      publicWhat: `${user.name} to use the Ice Sword or not`,
    });
    return "wait";
  }
  if (r.kind !== "choice") return undefined;
  say(g, `Ice Sword: ${user.name} prevents the damage and discards 2 of ${target.name}'s cards.`);
  const pick = { t: "pick" as const, stage: 0, chooser: t.from, from: t.to, action: "discard" as const, why: "Ice Sword", noJudge: true };
  push(g, { ...pick }, { ...pick });
  return "stop";
}

/** Hit: the Kylin Bow may discard one of the target's horses. */
function kylinBow(g: Ctx, t: SlashTask): Verdict {
  const target = player(g, t.to);
  const user = player(g, t.from);
  const horses = [target.equip.plus, target.equip.minus].filter((h): h is number => h !== undefined);
  if (!horses.length) return undefined;
  const r = takeReply(t);
  if (!r) {
    request(g, t, {
      seat: t.from, kind: "choose", options: horses.map((h) => code(g, h)), canPass: true,
      what: `Kylin Bow: CHOOSE a horse of ${target.name} to discard (${horses.map((h) => code(g, h)).join(", ")}), or PASS`,
      publicWhat: `${user.name} to use the Kylin Bow or not`,
    });
    return "wait";
  }
  if (r.kind === "choice") {
    const h = horses.find((x) => code(g, x) === r.value)!;
    takeFromPlayer(g, t.to, h);
    toDiscard(g, [h]);
    say(g, `Kylin Bow: ${user.name} discards ${target.name}'s ${code(g, h)}.`);
  }
  return undefined;
}

registerEquip(
  { name: "CROSSBOW", rules: { unlimitedSlash: true } },
  { name: "QINGGANG", rules: { ignoresArmour: true } },
  { name: "YIN-YANG", hooks: { slashTarget: yinYang } },
  { name: "SERPENT-SPEAR", rules: { spear: true } },
  { name: "STONE-AXE", hooks: { slashDodged: stoneAxe } },
  { name: "GREEN-DRAGON", hooks: { slashDodged: greenDragon } },
  { name: "HALBERD", rules: { lastCardTargets: 3 } },
  { name: "KYLIN-BOW", hooks: { slashHit: kylinBow } },
  { name: "ICE-SWORD", hooks: { slashHit: iceSword } },
);
