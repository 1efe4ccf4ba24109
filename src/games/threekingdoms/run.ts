// The game as played: the core's resolution loop (core/tasks.ts) with every package that hooks into it
// loaded — the cards (turn, Slash, tricks, Nullification, judgements, damage and dying, picks), the
// equipment, the skills and the variants. Each module registers its tasks, skills or equipment when
// loaded; this is the one place that loads them all, so the core itself imports none of them.
import type { Ctx } from "./ctx.ts";
import { runTasks } from "./core/tasks.ts";
import "./flow.ts";
import "./death.ts";
import "./judge.ts";
import "./select.ts";
import "./skills.ts";
import "./skills-all.ts";
import "./slash.ts";
import "./slash-weapons.ts"; // the equipment handlers register themselves (equipment.ts)
import "./armour.ts";
import "./nullify.ts";
import "./pick.ts";
import "./tricks.ts";
import "./variants/3v3/task.ts";

/** Runs the task on top of the stack until the game waits for someone (a question) or ends. */
export function run(g: Ctx): void {
  runTasks(g);
}
