// A Slash on one target, as a state machine over named stages that fires trigger points and knows no
// skill or equipment card by name (FreeKill's resolution points of a card use, in its order):
//   targeted — the target's skills (Liuli may move it: skills/liuli.ts) →
//   weapon   — the user's weapon on `slashTarget` (Yin-Yang) →
//   judge / judged — the user's skills may judge for it (Tieqi: skills/shu.ts) →
//   armour   — the target's armour on `slashArmour` (Renwang) unless the weapon ignores armour (Qinggang) →
//   diagrams — the armour on `needDodge` (Eight Diagrams), for each Dodge asked →
//   dodge    — the Dodge question (first the characters a Lord skill lets answer for him: Hujia) →
//   dodged   — the weapon on `slashDodged` (Stone Axe, Green Dragon) / hit — the weapon on `slashHit`
//              (Ice Sword, Kylin Bow) → damage (1, +1 after Wine).
// Equipment handlers: cards/equipment.ts, cards/slash-weapons.ts, cards/armour.ts; skills on skills.ts's slash points.
import { m, type Msg } from "../../../i18n/msg.ts";
import { request, takeReply } from "../ask.ts";
import { cardTitle, colourOf, type CardName } from "./cards.ts";
import { type Ctx, card, ref, player, pop, push } from "../ctx.ts";
import { fireArmour, fireWeapon, weaponRule } from "./equipment.ts";
import { respondCards } from "./respond.ts";
import { answeredFor, fire, fireUntil, rule, skillName } from "../skills.ts";
import type { SlashStage, SlashTask } from "../types.ts";

/** "SLASH-7S", or for Serpent Spear "DODGE-2H + PEACH-3H as a Slash (Serpent Spear)": a code or a message. */
export function slashCardsNote(g: Ctx, cards: readonly number[]): string | Msg {
  return cards.length === 1 ? ref(g, cards[0]) : m("threekingdoms.slash.spear", { a: ref(g, cards[0]), b: ref(g, cards[1]) });
}

export function slashTaskFor(g: Ctx, from: number, to: number, cards: number[], boost: number): SlashTask {
  return { t: "slash", stage: "targeted", from, to, cards, colour: colourOf(cards.map((c) => card(g, c))), boost };
}

export const weaponOf = (g: Ctx, seat: number): CardName | null => {
  const w = player(g, seat).equip.weapon;
  return w === undefined ? null : card(g, w).name;
};

/** Dodges needed to cancel: two against Wushuang. */
const needed = (g: Ctx, t: SlashTask): number => (rule(player(g, t.from), "double") ? 2 : 1);

/** A verdict of "stop": the Slash ends here (handlers may have pushed tasks above it). */
function end(g: Ctx, t: SlashTask): void {
  g.s.stack.splice(g.s.stack.lastIndexOf(t), 1);
}

/** The stages of a state stored before they had names (games live for months). */
const NUMBERED: Record<number, SlashStage> = {
  0: "targeted",
  1: "weapon",
  13: "judge",
  11: "judged",
  3: "armour",
  12: "diagrams",
  2: "dodge",
  4: "dodged",
  6: "hit",
  8: "damage",
};

/** After a Dodge: the next one is asked (the armour first), or the Slash is dodged. */
const afterDodge = (g: Ctx, t: SlashTask): SlashStage => (t.dodged! >= needed(g, t) ? "dodged" : "diagrams");

export function slashTask(g: Ctx, t: SlashTask): void {
  const target = player(g, t.to);
  if (!target.alive) {
    pop(g);
    return;
  }
  if (typeof t.stage === "number") t.stage = NUMBERED[t.stage] ?? "damage";
  const user = player(g, t.from);
  const ignoreArmour = !!weaponRule(g.s, user, "ignoresArmour");
  switch (t.stage) {
    case "targeted": // the target's skills (Liuli may move the Slash: it then starts again)
      if (fireUntil(g, t.to, "slashTargeted", t)) return;
      t.stage = "weapon";
      return;
    case "weapon": // the user's weapon: the Slash has its target
      if (fireWeapon(g, t, "slashTarget") === "wait") return;
      t.stage = "judge";
      return;
    case "judge": // the user's skills may judge (Tieqi: a red judgement means no Dodge)
      t.stage = fireUntil(g, t.from, "slashJudge", t) ? "judged" : "armour";
      return;
    case "judged":
      fire(g, t.from, "slashJudged", t);
      t.stage = "armour";
      return;
    case "armour": {
      // the target's armour meets the Slash (Renwang), unless the weapon ignores armour
      if (target.equip.armour !== undefined && ignoreArmour)
        g.say(m("threekingdoms.slash.ignoresArmour", { weapon: cardTitle(weaponOf(g, t.from)!), name: target.name }));
      if (!ignoreArmour && fireArmour(g, t.to, t, "slashArmour") === "stop") {
        end(g, t);
        return;
      }
      t.stage = t.noDodge ? "hit" : "diagrams";
      return;
    }
    case "diagrams": {
      // a Dodge is needed: the armour first (Eight Diagrams), for each Dodge asked — against Wushuang
      // twice (FreeKill's eight_diagram answers every ask for a Dodge, and wushuang asks twice)
      const v = ignoreArmour ? undefined : fireArmour(g, t.to, t, "needDodge");
      if (v === "wait") return;
      t.stage = "dodge";
      if (v === "dodged") {
        t.dodged = (t.dodged ?? 0) + 1;
        t.stage = afterDodge(g, t);
      }
      return;
    }
    case "dodge":
      dodge(g, t);
      return;
    case "dodged": {
      // dodged: the user's weapon (Stone Axe hits anyway, Green Dragon slashes again)
      const v = fireWeapon(g, t, "slashDodged");
      if (v === "wait") return;
      if (v === "hit") {
        t.stage = "hit";
        return;
      }
      end(g, t);
      return;
    }
    case "hit": {
      // hit: the user's weapon (Ice Sword instead of damage, Kylin Bow)
      const v = fireWeapon(g, t, "slashHit");
      if (v === "wait") return;
      if (v === "stop") {
        end(g, t);
        return;
      }
      t.stage = "damage";
      return;
    }
    case "damage": {
      pop(g);
      push(g, {
        t: "damage",
        stage: 0,
        to: t.to,
        from: t.from,
        n: 1 + t.boost,
        cause: t.boost ? m("threekingdoms.slash.withWine") : cardTitle("SLASH"),
        cards: t.cards,
      });
    }
  }
}

/**
 * The Dodge question. With a Lord skill that lets his kingdom answer for him (Hujia), those characters
 * are asked first, in turn order from the current player; then the target himself.
 */
function dodge(g: Ctx, t: SlashTask): void {
  const user = player(g, t.from);
  const target = player(g, t.to);
  const r = takeReply(t);
  const helpers = answeredFor(g, t.to, "DODGE");
  t.help ??= helpers?.seats ?? [];
  const idx = t.helpIdx ?? 0;
  if (!r && helpers && idx < t.help.length) {
    const h = t.help[idx];
    t.asking = h;
    const skill = skillName(helpers.skill);
    request(g, t, {
      seat: h,
      kind: "respond",
      names: ["DODGE"],
      canPass: true,
      what: m("threekingdoms.slash.helperAsk", { skill, name: user.name, lord: target.name }),
      publicWhat: m("threekingdoms.skill.answerFor", { name: player(g, h).name, skill, lord: target.name }),
    });
    return;
  }
  const who = t.asking ?? t.to;
  delete t.asking;
  if (r && who !== t.to) {
    if (r.kind === "cards") {
      respondCards(g, who, r.cards);
      const skill = skillName(helpers?.skill ?? "");
      g.say(m("threekingdoms.slash.helperDodges", { skill, name: player(g, who).name, lord: target.name }));
      t.dodged = (t.dodged ?? 0) + 1;
      t.helpIdx = 0;
      t.stage = afterDodge(g, t); // the next Dodge: the armour again
    } else t.helpIdx = idx + 1;
    return;
  }
  if (!r) {
    request(g, t, {
      seat: t.to,
      kind: "respond",
      names: ["DODGE"],
      canPass: true,
      what: m("threekingdoms.slash.ask", {
        name: user.name,
        n: 1 + t.boost,
        more: needed(g, t) > 1 ? needed(g, t) - (t.dodged ?? 0) : 0,
      }),
      publicWhat: m("threekingdoms.slash.waiting", { name: target.name }),
    });
    return;
  }
  if (r.kind === "cards") {
    respondCards(g, t.to, r.cards);
    t.dodged = (t.dodged ?? 0) + 1;
    t.helpIdx = 0;
    t.stage = afterDodge(g, t); // the next Dodge: the armour again
  } else {
    g.say(m("threekingdoms.slash.noResponse", { name: target.name }));
    t.stage = "hit";
  }
}
