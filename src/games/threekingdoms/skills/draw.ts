// The Draw phase as a task, so skills can change it: Tuxi (take a hand card from each of up to two
// other players instead of drawing), Luoyi (draw one fewer; Slash and Duel +1 damage this turn),
// Yingzi (draw one more, through the drawCount trigger point).
import { m, type Msg } from "../../../i18n/msg.ts";
import { withRng } from "../../kit.ts";
import { request, takeReply } from "../ask.ts";
import { type Ctx, ref, draw, orderFrom, player, pop, shown, takeFromPlayer } from "../ctx.ts";
import { about, fold, hasSkill, setTurnSlot, type SkillDef, turnSlot } from "../skills.ts";
import type { SkillTask } from "../types.ts";

/** Takes a random hand card of `from` into the hand of `to` (the code is told to the two only). */
export function takeRandomHandCard(g: Ctx, to: number, from: number, why: Msg): void {
  const p = player(g, from);
  if (!p.hand.length) return;
  const id = withRng(g.s, (rng) => p.hand[rng.int(p.hand.length)]);
  takeFromPlayer(g, from, id);
  player(g, to).hand.push(id);
  shown(g, [id]);
  g.changed.add(to);
  g.say(m("threekingdoms.skill.takesHandCard", { why, name: g.nameOf(to), from: p.name }));
  g.tell(to, m("threekingdoms.skill.youTakeHandCard", { code: ref(g, id), from: p.name }));
  g.tell(from, m("threekingdoms.skill.tookYourCard", { name: g.nameOf(to), code: ref(g, id) }));
}

function tuxiOptions(g: Ctx, seat: number): string[] {
  const names = orderFrom(g, seat)
    .filter((s) => s !== seat && player(g, s).hand.length > 0)
    .map((s) => player(g, s).name.toUpperCase());
  const out = [...names];
  for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) out.push(`${names[i]} ${names[j]}`);
  return out;
}

function drawTask(g: Ctx, t: SkillTask): void {
  const me = player(g, t.seat);
  if (!me.alive) {
    pop(g);
    return;
  }
  const r = takeReply(t);
  if (t.stage === 0) {
    // Tuxi
    const opts = hasSkill(me, "TUXI") ? tuxiOptions(g, t.seat) : [];
    if (opts.length && !r) {
      request(g, t, {
        seat: t.seat,
        kind: "choose",
        canPass: true,
        options: opts,
        what: m("threekingdoms.skill.tuxiAsk", { example: opts[0] }),
        publicWhat: m("threekingdoms.skill.tuxiWaiting", { name: me.name }),
      });
      return;
    }
    if (r && r.kind === "choice") {
      pop(g);
      const targets = r.value.split(" ").map((n) => g.s.players.find((p) => p.name.toUpperCase() === n)!.seat);
      for (const x of targets) takeRandomHandCard(g, t.seat, x, m("threekingdoms.skill.tuxi"));
      return;
    }
    t.stage = 1;
    return;
  }
  if (t.stage === 1) {
    // Luoyi
    if (hasSkill(me, "LUOYI") && !r) {
      request(g, t, {
        seat: t.seat,
        kind: "choose",
        canPass: true,
        options: ["LUOYI"],
        what: m("threekingdoms.skill.luoyiAsk"),
        publicWhat: m("threekingdoms.skill.toUseOrNot", { name: me.name, skill: m("threekingdoms.skill.luoyi") }),
      });
      return;
    }
    if (r && r.kind === "choice") {
      setTurnSlot(g, "LUOYI", true);
      g.say(m("threekingdoms.skill.luoyiUsed", { name: me.name }));
    }
    t.stage = 2;
    return;
  }
  pop(g);
  const n = fold(g, t.seat, "drawCount", 2) - (turnSlot(g, "LUOYI") ? 1 : 0);
  draw(g, t.seat, n);
}

export const DRAW_SKILLS: readonly SkillDef[] = [{ ...about("DRAW"), task: drawTask }];
