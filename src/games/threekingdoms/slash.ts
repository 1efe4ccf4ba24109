// A Slash on one target, with the skills, weapons and armour that act on it:
//   Liuli (Da Qiao may move it) → Yin-Yang (target discards 1 or the user draws 1) → armour (Renwang stops black Slashes, Eight
//   Diagrams judges; Qinggang ignores both) → Dodge? → if dodged: Stone Axe (discard 2 to hit anyway),
//   Green Dragon (Slash again) → if hit: Ice Sword (discard 2 of the target's cards instead of damage),
//   Kylin Bow (discard a horse) → damage (1, +1 after Wine). Tieqi and Hujia act before the Dodge question;
//   the weapons after it are in slash-weapons.ts.
import { request, takeReply } from "./ask.ts";
import { colourOf, type CardName } from "./cards.ts";
import { type Ctx, card, code, codes, draw, orderFrom, player, pop, push, say, takeFromPlayer, toDiscard } from "./ctx.ts";
import { eightDiagramsResult, hasEightDiagrams, judgeEightDiagrams, respondCards } from "./respond.ts";
import { pushJudge } from "./judge.ts";
import { general } from "./generals.ts";
import { hasSkill, rule } from "./skills.ts";
import { tieqiResult } from "./skills-shu.ts";
import { liuli } from "./skills-liuli.ts";
import { greenDragon, iceSword, kylinBow, stoneAxe } from "./slash-weapons.ts";
import type { SlashTask } from "./types.ts";

/** "SLASH-7S", or for Serpent Spear "two cards as a Slash (DODGE-2H + PEACH-3H)". */
export function slashCardsNote(g: Ctx, cards: readonly number[]): string {
  return cards.length === 1 ? code(g, cards[0]) : `${codes(g, cards).replace(", ", " + ")} as a Slash (Serpent Spear)`;
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

export function slashTask(g: Ctx, t: SlashTask): void {
  const target = player(g, t.to);
  if (!target.alive) { pop(g); return; }
  const weapon = weaponOf(g, t.from);
  const user = player(g, t.from);
  switch (t.stage) {
    case 0: { // Liuli (Da Qiao may move the Slash), then Yin-Yang Swords between two known, different genders
      if (liuli(g, t)) return;
      if (weapon === "YIN-YANG" && user.gender && target.gender && user.gender !== target.gender && user.alive) {
        const r = target.hand.length ? takeReply(t) : { kind: "pass" as const };
        if (!r) {
          request(g, t, {
            seat: t.to, kind: "cards", count: 1, canPass: true,
            what: `Yin-Yang Swords of ${user.name}: DISCARD a hand card, or PASS to let ${user.name} draw 1`,
            publicWhat: `${target.name} to answer the Yin-Yang Swords`,
          });
          return;
        }
        if (r.kind === "cards") {
          takeFromPlayer(g, t.to, r.cards[0]);
          toDiscard(g, r.cards);
          say(g, `Yin-Yang Swords: ${target.name} discards ${code(g, r.cards[0])}.`);
        } else draw(g, t.from, 1, " (Yin-Yang Swords)");
      }
      t.stage = 1;
      return;
    }
    case 1: { // Tieqi: a red judgement means no Dodge
      t.stage = 3;
      if (hasSkill(user, "TIEQI")) { t.stage = 11; pushJudge(g, t.from, `${user.name}'s Tieqi on ${target.name}`); }
      return;
    }
    case 11: t.noDodge = tieqiResult(g, t); t.stage = 3; return;
    case 3: { // armour: Renwang stops a black Slash; Eight Diagrams judges (Qinggang ignores both)
      const ignore = weapon === "QINGGANG";
      const armour = target.equip.armour === undefined ? null : card(g, target.equip.armour).name;
      if (armour && ignore) say(g, `Qinggang Sword ignores ${target.name}'s armour.`);
      if (armour === "RENWANG" && !ignore && t.colour === "black") {
        pop(g);
        say(g, `Renwang Shield: the black Slash has no effect on ${target.name}.`);
        return;
      }
      if (t.noDodge) { t.stage = 6; return; }
      t.stage = 2;
      if (hasEightDiagrams(g, t.to, ignore)) { t.stage = 12; judgeEightDiagrams(g, t.to); }
      return;
    }
    case 12: // Wushuang: a red Eight Diagrams judgement counts as one of the two Dodges needed
      t.stage = 2;
      if (eightDiagramsResult(g, t.to, t)) { t.dodged = 1; t.stage = needed(g, t) > 1 ? 2 : 4; }
      return;
    case 2: { // ask for a Dodge (with Hujia, the Wei characters are asked first to dodge for the Lord)
      const r = takeReply(t);
      t.help ??= hasSkill(target, "HUJIA") ? orderFrom(g, g.s.turn.seat).filter((s) => s !== t.to && general(player(g, s).general)?.kingdom === "wei") : [];
      const idx = t.helpIdx ?? 0;
      if (!r && idx < t.help.length) {
        const h = t.help[idx];
        t.asking = h;
        request(g, t, {
          seat: h, kind: "respond", names: ["DODGE"], canPass: true,
          what: `Hujia: ${user.name} slashes ${target.name}, the Lord: RESPOND DODGE-… to dodge for them, or PASS`,
          publicWhat: `${player(g, h).name} to answer Hujia for ${target.name}`,
        });
        return;
      }
      const who = t.asking ?? t.to;
      delete t.asking;
      if (r && who !== t.to) {
        if (r.kind === "cards") {
          respondCards(g, who, r.cards);
          say(g, `Hujia: ${player(g, who).name} dodges for ${target.name}.`);
          t.dodged = (t.dodged ?? 0) + 1;
          t.helpIdx = 0;
          t.stage = t.dodged >= needed(g, t) ? 4 : 2;
        } else t.helpIdx = idx + 1;
        return;
      }
      if (!r) {
        request(g, t, {
          seat: t.to, kind: "respond", names: ["DODGE"], canPass: true,
          what: `${user.name} slashes you: RESPOND DODGE-… or PASS and take ${1 + t.boost} damage${needed(g, t) > 1 ? ` (Wushuang: ${needed(g, t) - (t.dodged ?? 0)} Dodge${needed(g, t) - (t.dodged ?? 0) > 1 ? "s" : ""} more needed)` : ""}`,
          publicWhat: `${target.name} to answer the Slash`,
        });
        return;
      }
      if (r.kind === "cards") {
        respondCards(g, t.to, r.cards);
        t.dodged = (t.dodged ?? 0) + 1;
        t.helpIdx = 0;
        t.stage = t.dodged >= needed(g, t) ? 4 : 2;
      }
      else { say(g, `${target.name} does not respond.`); t.stage = 6; }
      return;
    }
    case 4: stoneAxe(g, t); return; // dodged
    case 5: greenDragon(g, t); return;
    case 6: iceSword(g, t); return; // hit
    case 7: kylinBow(g, t); return;
    default: { // 8
      pop(g);
      push(g, { t: "damage", stage: 0, to: t.to, from: t.from, n: 1 + t.boost, cause: t.boost ? "Slash with Wine" : "Slash", cards: t.cards });
    }
  }
}
