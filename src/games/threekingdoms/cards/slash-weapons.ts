// The weapons, handlers on the trigger points of a Slash (cards/equipment.ts): Yin-Yang Swords when the
// Slash has its target, Stone Axe and Green Dragon Blade when it was dodged, Ice Sword and Kylin Bow when
// it hits; Crossbow, Sky Halberd, Serpent Spear and Qinggang Sword are rules. A handler that asks
// returns "wait" and is called again with the answer on the Slash task.
import { m } from "../../../i18n/msg.ts";
import { request, takeReply } from "../ask.ts";
import { cardTitle } from "./cards.ts";
import { type Ctx, code, ref, typedList, codes, draw, equipIds, player, push, takeFromPlayer, toDiscard } from "../ctx.ts";
import type { EquipDef, Verdict } from "./equipment.ts";
import { slashTaskFor } from "./slash.ts";
import { prohibited } from "../skills.ts";
import type { SlashTask } from "../types.ts";

/** Targeted: between two known, different genders the target discards a hand card or the user draws 1. */
function yinYang(g: Ctx, t: SlashTask): Verdict {
  const target = player(g, t.to);
  const user = player(g, t.from);
  if (!user.gender || !target.gender || user.gender === target.gender) return undefined;
  const r = target.hand.length ? takeReply(t) : { kind: "pass" as const };
  if (!r) {
    request(g, t, {
      seat: t.to,
      kind: "cards",
      count: 1,
      canPass: true,
      what: m("threekingdoms.equip.yinYangAsk", { name: user.name }),
      publicWhat: m("threekingdoms.equip.yinYangWaiting", { name: target.name }),
    });
    return "wait";
  }
  if (r.kind === "cards") {
    takeFromPlayer(g, t.to, r.cards[0]);
    toDiscard(g, r.cards);
    g.say(m("threekingdoms.equip.yinYangDiscards", { name: target.name, code: ref(g, r.cards[0]) }));
  } else draw(g, t.from, 1, cardTitle("YIN-YANG"));
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
      seat: t.from,
      kind: "cards",
      count: 2,
      withEquip: true,
      exclude: [axe],
      canPass: true,
      what: m("threekingdoms.equip.stoneAxeAsk", { name: target.name }),
      publicWhat: m("threekingdoms.equip.toUseOrNot", { name: user.name, card: cardTitle("STONE-AXE") }),
    });
    return "wait";
  }
  if (r.kind !== "cards") return undefined;
  for (const c of r.cards) takeFromPlayer(g, t.from, c);
  toDiscard(g, r.cards);
  g.say(m("threekingdoms.equip.stoneAxeHits", { name: user.name, cards: codes(g, r.cards), to: target.name }));
  return "hit";
}

/** Dodged: the Green Dragon Blade lets its owner Slash the same target again. */
function greenDragon(g: Ctx, t: SlashTask): Verdict {
  const target = player(g, t.to);
  const user = player(g, t.from);
  // blade.lua asks for a Slash on the same target through the card's target filter: an empty-handed
  // Kongcheng (his hand emptied by the Dodge) cannot be slashed again, so the owner is not asked
  if (prohibited(g.s, target, "SLASH")) return "stop";
  const r = takeReply(t);
  if (!r) {
    request(g, t, {
      seat: t.from,
      kind: "respond",
      names: ["SLASH"],
      canPass: true,
      what: m("threekingdoms.equip.greenDragonAsk", { name: target.name }),
      publicWhat: m("threekingdoms.equip.greenDragonWaiting", { name: user.name }),
    });
    return "wait";
  }
  if (r.kind === "cards") {
    takeFromPlayer(g, t.from, r.cards[0]);
    g.s.limbo.push(r.cards[0]);
    g.say(m("threekingdoms.equip.greenDragonAgain", { name: user.name, code: ref(g, r.cards[0]), to: target.name }));
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
      seat: t.from,
      kind: "choose",
      options: ["ICE"],
      canPass: true,
      what: m("threekingdoms.equip.iceSwordAsk", { name: target.name }),
      publicWhat: m("threekingdoms.equip.toUseOrNot", { name: user.name, card: cardTitle("ICE-SWORD") }),
    });
    return "wait";
  }
  if (r.kind !== "choice") return undefined;
  g.say(m("threekingdoms.equip.iceSwordUsed", { name: user.name, to: target.name }));
  const pick = {
    t: "pick" as const,
    stage: 0,
    chooser: t.from,
    from: t.to,
    action: "discard" as const,
    why: cardTitle("ICE-SWORD"),
    noJudge: true,
  };
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
      seat: t.from,
      kind: "choose",
      options: horses.map((h) => code(g, h)),
      canPass: true,
      what: m("threekingdoms.equip.kylinAsk", { name: target.name, horses: typedList(g, horses) }),
      publicWhat: m("threekingdoms.equip.toUseOrNot", { name: user.name, card: cardTitle("KYLIN-BOW") }),
    });
    return "wait";
  }
  if (r.kind === "choice") {
    const h = horses.find((x) => code(g, x) === r.value)!;
    takeFromPlayer(g, t.to, h);
    toDiscard(g, [h]);
    g.say(m("threekingdoms.equip.kylinDiscards", { name: user.name, to: target.name, code: ref(g, h) }));
  }
  return undefined;
}

/** The weapons' definitions (cards/equipment.ts makes them, with the armour's, the table of the equipment). */
export const WEAPONS: readonly EquipDef[] = [
  { name: "CROSSBOW", rules: { unlimitedSlash: true } },
  { name: "QINGGANG", rules: { ignoresArmour: true } },
  { name: "YIN-YANG", hooks: { slashTarget: yinYang } },
  { name: "SERPENT-SPEAR", rules: { spear: true } },
  { name: "STONE-AXE", hooks: { slashDodged: stoneAxe } },
  { name: "GREEN-DRAGON", hooks: { slashDodged: greenDragon } },
  { name: "HALBERD", rules: { lastCardTargets: 3 } },
  { name: "KYLIN-BOW", hooks: { slashHit: kylinBow } },
  { name: "ICE-SWORD", hooks: { slashHit: iceSword } },
];
