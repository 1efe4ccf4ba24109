// The armour, handlers on the trigger points of cards/equipment.ts: Renwang Shield stops a black Slash;
// Eight Diagrams judges whenever its owner needs a Dodge (a Slash, an Arrow Barrage): red counts as one.
import { m } from "../../../i18n/msg.ts";
import { cardTitle } from "./cards.ts";
import { type Ctx, player } from "../ctx.ts";
import type { EquipDef, Verdict } from "./equipment.ts";
import { hasJudgement, pushJudge, takeJudgement } from "./judge.ts";
import type { SlashTask, Task } from "../types.ts";

function renwang(g: Ctx, t: SlashTask): Verdict {
  if (t.colour !== "black") return undefined;
  g.say(m("threekingdoms.equip.renwangStops", { name: player(g, t.to).name }));
  return "stop";
}

/** Judges (the judgement returns to `t`), then reads it: red is a Dodge. */
function eightDiagrams(g: Ctx, seat: number, t: Task): Verdict {
  const name = player(g, seat).name;
  if (!hasJudgement(t)) {
    pushJudge(g, seat, m("threekingdoms.judge.whose", { name, what: cardTitle("EIGHT-DIAGRAMS") }));
    return "wait";
  }
  const j = takeJudgement(g, t);
  if (j && (j.suit === "H" || j.suit === "D")) {
    g.say(m("threekingdoms.equip.diagramsRed", { name }));
    return "dodged";
  }
  g.say(m("threekingdoms.equip.diagramsNotRed", { name }));
  return undefined;
}

/** The armour's definitions (cards/equipment.ts makes them, with the weapons', the table of the equipment). */
export const ARMOUR: readonly EquipDef[] = [
  { name: "RENWANG", hooks: { slashArmour: renwang } },
  { name: "EIGHT-DIAGRAMS", hooks: { needDodge: eightDiagrams } },
];
