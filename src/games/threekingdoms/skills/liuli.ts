// Da Qiao's Liuli: when she becomes the target of a Slash she may discard a card (hand or equipment) to
// move the Slash to another player in her attack range, not its user. Asked in two steps by mail:
// CHOOSE the new target (or PASS), then DISCARD the card (or PASS to keep the Slash after all).
import { m } from "../../../i18n/msg.ts";
import { request, takeReply } from "../ask.ts";
import { type Ctx, ref, equipIds, orderFrom, player, takeFromPlayer, toDiscard } from "../ctx.ts";
import { inAttackRange } from "../distance.ts";
import { about, hasSkill, rule, type SkillDef, skillName } from "../skills.ts";
import type { SlashTask } from "../types.ts";

/** Who Da Qiao may pass the Slash to: living, in her attack range, not the user, not barred from Slashes. */
function liuliTargets(g: Ctx, t: SlashTask): number[] {
  return orderFrom(g, t.to).filter(
    (s) =>
      s !== t.to &&
      s !== t.from &&
      inAttackRange(g.s, g.table, t.to, s) &&
      !rule(player(g, s), "untargetable")?.(g.s, player(g, s), "SLASH"),
  );
}

/**
 * Runs before the Slash resolves on its target. Returns true while Liuli is being asked or has just
 * moved the Slash (the caller returns and the Slash starts again on its new target).
 */
export function liuli(g: Ctx, t: SlashTask): boolean {
  const me = player(g, t.to);
  if ((t.liuliDone ?? []).includes(t.to) || !hasSkill(me, "LIULI")) return false;
  const mine = [...me.hand, ...equipIds(me)];
  const to = liuliTargets(g, t);
  if (!mine.length || !to.length) return false;
  const r = takeReply(t);
  const done = (): void => {
    t.liuliDone = [...(t.liuliDone ?? []), t.to];
    delete t.liuliTo;
  };
  if (!r) {
    if (t.liuliTo === undefined) {
      request(g, t, {
        seat: t.to,
        kind: "choose",
        canPass: true,
        options: to.map((s) => player(g, s).name.toUpperCase()),
        what: m("threekingdoms.skill.liuliAsk", { name: player(g, t.from).name }),
        publicWhat: m("threekingdoms.skill.toUseOrNot", { name: me.name, skill: skillName("LIULI") }),
      });
    } else {
      request(g, t, {
        seat: t.to,
        kind: "cards",
        count: 1,
        withEquip: true,
        canPass: true,
        what: m("threekingdoms.skill.liuliDiscardAsk", { to: player(g, t.liuliTo).name }),
        publicWhat: m("threekingdoms.skill.liuliWaiting", { name: me.name }),
      });
    }
    return true;
  }
  if (r.kind === "choice" && t.liuliTo === undefined) {
    t.liuliTo = g.s.players.find((p) => p.name.toUpperCase() === r.value)!.seat;
    return liuli(g, t);
  }
  if (r.kind === "cards" && t.liuliTo !== undefined && player(g, t.liuliTo).alive) {
    const next = t.liuliTo;
    takeFromPlayer(g, t.to, r.cards[0]);
    toDiscard(g, r.cards);
    g.say(
      m("threekingdoms.skill.liuliMoves", {
        name: me.name,
        code: ref(g, r.cards[0]),
        from: player(g, t.from).name,
        to: player(g, next).name,
      }),
    );
    done();
    t.to = next;
    t.dodged = 0;
    return true;
  }
  done();
  return false;
}

export const LIULI_SKILLS: readonly SkillDef[] = [
  {
    ...about("LIULI", true),
    hooks: { slashTargeted: (g, _seat, t) => liuli(g, t) },
  },
];
