// A Slash on one target, as a state machine that fires trigger points and knows no equipment card:
//   Liuli (Da Qiao may move it) → the user's weapon on `slashTarget` (Yin-Yang) → Tieqi (a judgement) →
//   the target's armour on `slashArmour` (Renwang) unless the weapon ignores armour (Qinggang) → the
//   armour on `needDodge` (Eight Diagrams) → the Dodge question (Hujia first) → dodged: the weapon on
//   `slashDodged` (Stone Axe, Green Dragon) / hit: the weapon on `slashHit` (Ice Sword, Kylin Bow) →
//   damage (1, +1 after Wine). Equipment handlers: equipment.ts, slash-weapons.ts, armour.ts.
import { m, type Msg } from "../../i18n/msg.ts";
import { request, takeReply } from "./ask.ts";
import { cardTitle, colourOf, type CardName } from "./cards.ts";
import { type Ctx, card, code, orderFrom, player, pop, push, say } from "./ctx.ts";
import { fireArmour, fireWeapon, weaponRule } from "./equipment.ts";
import { respondCards } from "./respond.ts";
import { pushJudge } from "./judge.ts";
import { general } from "./generals.ts";
import { hasSkill, rule, skillName } from "./skills.ts";
import { tieqiResult } from "./skills-shu.ts";
import { liuli } from "./skills-liuli.ts";
import type { SlashTask } from "./types.ts";
import { registerTask } from "./core/tasks.ts";

/** "SLASH-7S", or for Serpent Spear "DODGE-2H + PEACH-3H as a Slash (Serpent Spear)": a code or a message. */
export function slashCardsNote(g: Ctx, cards: readonly number[]): string | Msg {
  return cards.length === 1
    ? code(g, cards[0])
    : m("threekingdoms.slash.spear", { cards: cards.map((c) => code(g, c)).join(" + ") });
}

export function slashTaskFor(g: Ctx, from: number, to: number, cards: number[], boost: number): SlashTask {
  return { t: "slash", stage: 0, from, to, cards, colour: colourOf(cards.map((c) => card(g, c))), boost };
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

export function slashTask(g: Ctx, t: SlashTask): void {
  const target = player(g, t.to);
  if (!target.alive) {
    pop(g);
    return;
  }
  const user = player(g, t.from);
  const ignoreArmour = !!weaponRule(g.s, user, "ignoresArmour");
  switch (t.stage) {
    case 0: // Liuli (Da Qiao may move the Slash)
      if (liuli(g, t)) return;
      t.stage = 1;
      return;
    case 1: // the user's weapon: the Slash has its target
      if (fireWeapon(g, t, "slashTarget") === "wait") return;
      t.stage = 13;
      return;
    case 13: // Tieqi: a red judgement means no Dodge
      t.stage = 3;
      if (hasSkill(user, "TIEQI")) {
        t.stage = 11;
        pushJudge(g, t.from, m("threekingdoms.judge.whoseOn", { name: user.name, what: skillName("TIEQI"), to: target.name }));
      }
      return;
    case 11:
      t.noDodge = tieqiResult(g, t);
      t.stage = 3;
      return;
    case 3: {
      // the target's armour meets the Slash (Renwang), unless the weapon ignores armour
      if (target.equip.armour !== undefined && ignoreArmour)
        say(g, m("threekingdoms.slash.ignoresArmour", { weapon: cardTitle(weaponOf(g, t.from)!), name: target.name }));
      if (!ignoreArmour && fireArmour(g, t.to, t, "slashArmour") === "stop") {
        end(g, t);
        return;
      }
      if (t.noDodge) {
        t.stage = 6;
        return;
      }
      t.stage = 12;
      return;
    }
    case 12: {
      // a Dodge is needed: the armour first (Eight Diagrams), for each Dodge asked — against Wushuang
      // twice (FreeKill's eight_diagram answers every ask for a Dodge, and wushuang asks twice)
      const v = ignoreArmour ? undefined : fireArmour(g, t.to, t, "needDodge");
      if (v === "wait") return;
      t.stage = 2;
      if (v === "dodged") {
        t.dodged = (t.dodged ?? 0) + 1;
        t.stage = t.dodged >= needed(g, t) ? 4 : 12;
      }
      return;
    }
    case 2: {
      // ask for a Dodge (with Hujia, the Wei characters are asked first to dodge for the Lord)
      const r = takeReply(t);
      t.help ??= hasSkill(target, "HUJIA")
        ? orderFrom(g, g.s.turn.seat).filter((s) => s !== t.to && general(player(g, s).general)?.kingdom === "wei")
        : [];
      const idx = t.helpIdx ?? 0;
      if (!r && idx < t.help.length) {
        const h = t.help[idx];
        t.asking = h;
        request(g, t, {
          seat: h,
          kind: "respond",
          names: ["DODGE"],
          canPass: true,
          what: m("threekingdoms.slash.hujiaAsk", { name: user.name, lord: target.name }),
          publicWhat: m("threekingdoms.skill.answerFor", {
            name: player(g, h).name,
            skill: skillName("HUJIA"),
            lord: target.name,
          }),
        });
        return;
      }
      const who = t.asking ?? t.to;
      delete t.asking;
      if (r && who !== t.to) {
        if (r.kind === "cards") {
          respondCards(g, who, r.cards);
          say(g, m("threekingdoms.slash.hujiaDodges", { name: player(g, who).name, lord: target.name }));
          t.dodged = (t.dodged ?? 0) + 1;
          t.helpIdx = 0;
          t.stage = t.dodged >= needed(g, t) ? 4 : 12; // the next Dodge: the armour again
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
        t.stage = t.dodged >= needed(g, t) ? 4 : 12; // the next Dodge: the armour again
      } else {
        say(g, m("threekingdoms.slash.noResponse", { name: target.name }));
        t.stage = 6;
      }
      return;
    }
    case 4: {
      // dodged: the user's weapon (Stone Axe hits anyway, Green Dragon slashes again)
      const v = fireWeapon(g, t, "slashDodged");
      if (v === "wait") return;
      if (v === "hit") {
        t.stage = 6;
        return;
      }
      end(g, t);
      return;
    }
    case 6: {
      // hit: the user's weapon (Ice Sword instead of damage, Kylin Bow)
      const v = fireWeapon(g, t, "slashHit");
      if (v === "wait") return;
      if (v === "stop") {
        end(g, t);
        return;
      }
      t.stage = 8;
      return;
    }
    default: {
      // 8
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

registerTask("slash", slashTask);
