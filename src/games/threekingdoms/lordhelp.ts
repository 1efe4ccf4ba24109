// The Lord skills that let the Lord's kingdom answer for him: Hujia (Cao Cao: the other Wei characters
// may play a Dodge for him) and Jijiang (Liu Bei: the other Shu characters may play a Slash for him).
// Used where the Lord must play the card in answer to a trick (Arrow Barrage for Hujia; Barbarian
// Invasion and Duel for Jijiang). Against a Slash, Hujia is asked in cards/slash.ts. The helpers are asked
// in turn order from the current player, before the Lord himself, each with RESPOND … or PASS.
import { m, type Msg } from "../../i18n/msg.ts";
import { request, takeReply } from "./ask.ts";
import { type Ctx } from "./ctx.ts";
import { answeredFor, skillName } from "./skills.ts";
import { respondCards } from "./cards/respond.ts";
import type { TrickTask } from "./types.ts";

/**
 * Asks the Lord's helpers before the Lord answers. Returns "wait" while a helper is being asked, "helped"
 * once one played the card (already played and announced), or null when no one (else) helps: then the
 * caller asks the Lord as usual. The progress lives on the task (help, helpIdx, asking).
 */
export function lordHelp(g: Ctx, t: TrickTask, lord: number, need: "DODGE" | "SLASH", why: Msg): "wait" | "helped" | null {
  // the Lord skill that lets his kingdom answer (a rule of Hujia and Jijiang: skills.ts answeredFor)
  const k = answeredFor(g, lord, need);
  if (!k) return null;
  t.help ??= k.seats;
  if (t.asking !== undefined) {
    const who = t.asking;
    const r = takeReply(t);
    delete t.asking;
    if (r?.kind === "cards") {
      respondCards(g, who, r.cards, r.spear);
      g.say(m("threekingdoms.skill.answersFor", { skill: skillName(k.skill), name: g.nameOf(who), lord: g.nameOf(lord) }));
      delete t.help;
      delete t.helpIdx;
      return "helped";
    }
    t.helpIdx = (t.helpIdx ?? 0) + 1;
  }
  const idx = t.helpIdx ?? 0;
  if (idx >= t.help.length) return null;
  const h = t.help[idx];
  t.asking = h;
  request(g, t, {
    seat: h,
    kind: "respond",
    names: [need],
    spear: need === "SLASH",
    canPass: true,
    what: m("threekingdoms.skill.lordHelpAsk", { skill: skillName(k.skill), lord: g.nameOf(lord), why, need }),
    publicWhat: m("threekingdoms.skill.answerFor", { name: g.nameOf(h), skill: skillName(k.skill), lord: g.nameOf(lord) }),
  });
  return "wait";
}

/** After the Lord's own answer: the next time he must answer, his helpers are asked again. */
export function lordHelpReset(t: TrickTask): void {
  delete t.help;
  delete t.helpIdx;
  delete t.asking;
}
