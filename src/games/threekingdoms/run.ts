// The resolution loop: run the task on top of the stack until the game waits for someone (an Ask),
// ends, or (never, in a sane state) the stack empties. Each task type has one small handler.
import { type Ctx, top } from "./ctx.ts";
import { damageTask, dyingTask } from "./death.ts";
import { delayedTask, finishTask, turnTask } from "./flow.ts";
import { judgeTask } from "./judge.ts";
import { selectTask } from "./select.ts";
import { skillTask } from "./skills.ts";
import "./skills-all.ts";
import "./slash-weapons.ts"; // the equipment handlers register themselves (equipment.ts)
import "./armour.ts";
import { slashTask } from "./slash.ts";
import { nullifyTask } from "./nullify.ts";
import { pickTask } from "./pick.ts";
import { trickTask } from "./tricks.ts";
import { v3Task } from "./variants/3v3/task.ts";

export function run(g: Ctx): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (g.s.over || g.s.ask) return;
    const t = top(g);
    // while several are asked at once, the task still takes each answer as it comes
    if (g.s.asks && !t?.reply) return;
    if (!t) throw new Error("threekingdoms: empty resolution stack");
    switch (t.t) {
      case "v3":
        v3Task(g, t);
        break; // issue 16, mode=3v3
      case "select":
        selectTask(g, t);
        break;
      case "skill":
        skillTask(g, t);
        break;
      case "judge":
        judgeTask(g, t);
        break;
      case "turn":
        turnTask(g, t);
        break;
      case "finish":
        finishTask(g, t);
        break;
      case "delayed":
        delayedTask(g, t);
        break;
      case "slash":
        slashTask(g, t);
        break;
      case "trick":
        trickTask(g, t);
        break;
      case "nullify":
        nullifyTask(g, t);
        break;
      case "pick":
        pickTask(g, t);
        break;
      case "damage":
        damageTask(g, t);
        break;
      case "dying":
        dyingTask(g, t);
        break;
    }
  }
  throw new Error("threekingdoms: resolution loop did not settle");
}
