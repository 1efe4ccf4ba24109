// The game as played: the core's resolution loop (core/tasks.ts) with every package that hooks into it
// loaded — the turn's phases, damage and dying, the cards (Slash, tricks, Nullification, delayed tricks,
// judgements, picks, the AUTO answers), the equipment, the skills and the variants. Each module registers
// its tasks, phases, standing answers or equipment when loaded (the skills are one constant table,
// skill-table.ts); this is the one place that loads them all, so the core itself imports none of them.
import type { Ctx } from "./ctx.ts";
import { runTasks } from "./core/tasks.ts";
import "./flow.ts";
import "./death.ts";
import "./cards/judge.ts";
import "./cards/delayed.ts";
import "./cards/finish.ts";
import "./cards/auto.ts";
import "./select.ts";
import "./skills.ts";
import "./cards/slash.ts";
import "./cards/slash-weapons.ts"; // the equipment handlers register themselves (cards/equipment.ts)
import "./cards/armour.ts";
import "./cards/nullify.ts";
import "./cards/pick.ts";
import "./cards/tricks.ts";
import "./variants/3v3/task.ts";

/** Runs the task on top of the stack until the game waits for someone (a question) or ends. */
export function run(g: Ctx): void {
  runTasks(g);
}
