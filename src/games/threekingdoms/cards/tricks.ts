// Tricks: each trick's effect on one target. Every trick with targets resolves target by target: a
// Nullification window first (cards/nullify.ts), then the effect; picking a card from a player's areas is
// cards/pick.ts, answering with cards and Eight Diagrams cards/respond.ts.
import { m, type Msg } from "../../../i18n/msg.ts";
import { PASS, request, takeReply } from "../ask.ts";
import { cardGender, cardTitle } from "./cards.ts";
import { type Ctx, code, ref, typedList, draw, player, pop, push, shown, takeFromPlayer } from "../ctx.ts";
import { heal, hp } from "../death.ts";
import { inAttackRange } from "../distance.ts";
import { fireArmour } from "./equipment.ts";
import { nullifyWindow } from "./nullify.ts";
import { respondCards } from "./respond.ts";
import { slashCardsNote, slashTaskFor } from "./slash.ts";
import type { CardName } from "./cards.ts";

/** The tricks that help their target: a Nullification window for them is aimed against nobody. */
const HELPS: readonly CardName[] = ["EX-NIHILO", "PEACH-GARDEN", "HARVEST"];
import { prohibited, rule } from "../skills.ts";
import { lordHelp, lordHelpReset } from "../lordhelp.ts";
import type { TrickTask } from "../types.ts";

const title = (t: TrickTask): Msg => cardTitle(t.name);

export function trickTask(g: Ctx, t: TrickTask): void {
  const target = player(g, t.target);
  if (!target.alive) {
    pop(g);
    return;
  }
  if (t.stage === 0) {
    if (t.name === "PEACH-GARDEN" && target.hp >= target.maxHp) {
      pop(g);
      return;
    } // nothing to heal
    t.stage = 1;
    const about =
      t.name === "EX-NIHILO" || t.name === "PEACH-GARDEN" || t.name === "HARVEST"
        ? m("threekingdoms.trick.aboutFor", { card: title(t), name: target.name })
        : m("threekingdoms.trick.aboutOn", { card: title(t), user: g.nameOf(t.user), name: target.name });
    // a trick that helps its target (Ex Nihilo, Peach Garden, Harvest) is aimed against nobody
    push(g, nullifyWindow(g, about, cardGender(t.name), HELPS.includes(t.name) ? undefined : t.target));
    return;
  }
  if (t.stage === 1) {
    if (t.nullified) {
      pop(g);
      g.say(m("threekingdoms.trick.noEffect", { card: title(t), name: target.name }));
      return;
    }
    t.stage = 2;
  }
  switch (t.name) {
    case "EX-NIHILO":
      pop(g);
      draw(g, t.target, 2, title(t));
      return;
    case "PEACH-GARDEN":
      pop(g);
      heal(g, t.target, 1);
      g.say(m("threekingdoms.trick.heals", { name: target.name, hp: hp(g, t.target) }));
      return;
    case "DISMANTLE":
    case "SNATCH":
      pop(g);
      push(g, {
        t: "pick",
        stage: 0,
        chooser: t.user,
        from: t.target,
        action: t.name === "SNATCH" ? "take" : "discard",
        why: title(t),
      });
      return;
    case "DUEL":
      return duel(g, t);
    case "BORROWED-SWORD":
      return borrowedSword(g, t);
    case "INVASION":
      return mustPlay(g, t, "SLASH");
    case "BARRAGE":
      return mustPlay(g, t, "DODGE");
    case "HARVEST":
      return harvestPick(g, t);
    default:
      pop(g);
  }
}

/** Barbarian Invasion / Arrow Barrage: play a Slash / a Dodge or take 1 damage from the user. */
function mustPlay(g: Ctx, t: TrickTask, need: "SLASH" | "DODGE"): void {
  const target = player(g, t.target);
  if (t.stage === 2) t.stage = need === "DODGE" ? 4 : 3;
  if (t.stage === 4) {
    // a Dodge is needed: the armour first (Eight Diagrams)
    const v = fireArmour(g, t.target, t, "needDodge");
    if (v === "wait") return;
    t.stage = 3;
    if (v === "dodged") {
      pop(g);
      return;
    }
  }
  const help = lordHelp(g, t, t.target, need, title(t));
  if (help === "wait") return;
  if (help === "helped") {
    pop(g);
    return;
  }
  const r = takeReply(t);
  if (r) {
    pop(g);
    if (r.kind === "cards") {
      respondCards(g, t.target, r.cards, r.spear);
      return;
    }
    g.say(m("threekingdoms.slash.noResponse", { name: target.name }));
    push(g, {
      t: "damage",
      stage: 0,
      to: t.target,
      from: t.user,
      n: 1,
      cause: title(t),
      cards: t.card === undefined ? [] : [t.card],
    });
    return;
  }
  request(g, t, {
    seat: t.target,
    kind: "respond",
    names: [need],
    spear: need === "SLASH",
    canPass: true,
    what: m("threekingdoms.trick.mustPlayAsk", { card: title(t), user: g.nameOf(t.user), need }),
    publicWhat: m("threekingdoms.trick.toAnswer", { name: target.name, card: title(t) }),
  });
}

function duel(g: Ctx, t: TrickTask): void {
  const duelist = t.duelist ?? t.target;
  const other = duelist === t.target ? t.user : t.target;
  if (!player(g, duelist).alive || !player(g, other).alive) {
    pop(g);
    return;
  }
  // Wushuang: facing its owner in a Duel, two Slashes are needed each time
  const need = rule(player(g, other), "double") ? 2 : 1;
  const help = lordHelp(g, t, duelist, "SLASH", m("threekingdoms.trick.theDuelWith", { name: g.nameOf(other) }));
  if (help === "wait") return;
  const r = help === "helped" ? { kind: "cards" as const, cards: [] } : takeReply(t);
  if (r) {
    lordHelpReset(t);
    if (r.kind === "cards") {
      if (help !== "helped") respondCards(g, duelist, r.cards, r.spear);
      t.played = (t.played ?? 0) + 1;
      if (t.played >= need) {
        t.duelist = other;
        t.played = 0;
      }
      return;
    }
    pop(g);
    g.say(m("threekingdoms.trick.losesDuel", { name: g.nameOf(duelist) }));
    push(g, {
      t: "damage",
      stage: 0,
      to: duelist,
      from: other,
      n: 1,
      cause: cardTitle("DUEL"),
      cards: t.card === undefined ? [] : [t.card],
    });
    return;
  }
  request(g, t, {
    seat: duelist,
    kind: "respond",
    names: ["SLASH"],
    spear: true,
    canPass: true,
    what: m("threekingdoms.trick.duelAsk", { name: g.nameOf(other) }),
    publicWhat: m("threekingdoms.trick.duelWaiting", { name: g.nameOf(duelist), other: g.nameOf(other) }),
  });
}

function borrowedSword(g: Ctx, t: TrickTask): void {
  const holder = player(g, t.target);
  const victim = t.victim!;
  const weapon = holder.equip.weapon;
  if (weapon === undefined) {
    pop(g);
    g.say(m("threekingdoms.trick.swordNoWeapon", { name: holder.name }));
    return;
  }
  // collateral.lua asks the holder to use a Slash on the victim, which the target filter may forbid by
  // now (Kongcheng: the victim's hand emptied since the trick was used): then the weapon is handed over
  const canSlash =
    player(g, victim).alive && inAttackRange(g.s, g.table, t.target, victim) && !prohibited(g.s, player(g, victim), "SLASH");
  const r = canSlash ? takeReply(t) : PASS;
  if (r) {
    delete t.reply;
    pop(g);
    if (r.kind === "cards") {
      for (const id of r.cards) takeFromPlayer(g, t.target, id);
      g.s.limbo.push(...r.cards);
      g.say(
        m("threekingdoms.trick.swordSlashes", {
          name: holder.name,
          cards: r.spear ? slashCardsNote(g, r.cards) : ref(g, r.cards[0]),
          to: g.nameOf(victim),
        }),
      );
      push(g, { t: "finish", stage: 0, cards: r.cards });
      push(g, slashTaskFor(g, t.target, victim, r.cards, 0));
      return;
    }
    takeFromPlayer(g, t.target, weapon);
    player(g, t.user).hand.push(weapon);
    shown(g, [weapon]);
    g.changed.add(t.user);
    g.say(
      m("threekingdoms.trick.swordHandsOver", {
        name: holder.name,
        victim: g.nameOf(victim),
        code: ref(g, weapon),
        to: g.nameOf(t.user),
      }),
    );
    return;
  }
  request(g, t, {
    seat: t.target,
    kind: "respond",
    names: ["SLASH"],
    spear: true,
    canPass: true,
    what: m("threekingdoms.trick.swordAsk", { user: g.nameOf(t.user), victim: g.nameOf(victim), code: ref(g, weapon) }),
    publicWhat: m("threekingdoms.trick.swordWaiting", { name: holder.name, victim: g.nameOf(victim) }),
  });
}

function harvestPick(g: Ctx, t: TrickTask): void {
  const target = player(g, t.target);
  if (g.s.harvest.length === 0) {
    pop(g);
    return;
  }
  const r = g.s.harvest.length === 1 ? { kind: "choice" as const, value: code(g, g.s.harvest[0]) } : takeReply(t);
  if (r && r.kind === "choice") {
    pop(g);
    const id = g.s.harvest.find((c) => code(g, c) === r.value) ?? g.s.harvest[0];
    g.s.harvest.splice(g.s.harvest.indexOf(id), 1);
    target.hand.push(id);
    shown(g, [id]);
    g.changed.add(t.target);
    g.say(m("threekingdoms.trick.harvestTakes", { name: target.name, code: ref(g, id) }));
    return;
  }
  request(g, t, {
    seat: t.target,
    kind: "choose",
    canPass: false,
    options: g.s.harvest.map((c) => code(g, c)),
    what: m("threekingdoms.trick.harvestAsk", { cards: typedList(g, g.s.harvest) }),
    publicWhat: m("threekingdoms.trick.harvestWaiting", { name: target.name }),
  });
}
