// The game as played: the core's resolution loop (core/tasks.ts) given the game's table of task handlers —
// the turn and its phases (the turn's own steps, the judgement of delayed tricks), damage and dying, the
// cards (Slash, tricks, Nullification, delayed tricks, judgements, picks), selections, the skills and the
// variants. Each module exports its handlers; this is the one module that lists them, so the core itself
// imports none of them (the standing answers are given by ask.ts, the equipment is cards/equipment.ts's
// table, the skills skill-table.ts's).
import type { Ctx } from "./ctx.ts";
import { runTasks, type TaskTable, taskTable } from "./core/tasks.ts";
import { turnTaskOf } from "./core/flow.ts";
import { TURN_STEPS } from "./flow.ts";
import { damageTask, dyingTask } from "./death.ts";
import { judgeTask } from "./cards/judge.ts";
import { delayedTask, judgePhase } from "./cards/delayed.ts";
import { finishTask } from "./cards/finish.ts";
import { selectTask } from "./select.ts";
import { skillTask } from "./skills.ts";
import { slashTask } from "./cards/slash.ts";
import { nullifyTask } from "./cards/nullify.ts";
import { pickTask } from "./cards/pick.ts";
import { trickTask } from "./cards/tricks.ts";
import { v3Task } from "./variants/3v3/task.ts";
import type { Task, TurnTask } from "./types.ts";

/** One handler for every kind of task (the type asks for each kind of Task, once). */
type Handlers = { readonly [K in Task["t"]]: (g: Ctx, t: Extract<Task, { t: K }>) => void };

function handlers(): Handlers {
  return {
    turn: turnTaskOf<Ctx, TurnTask>({ ...TURN_STEPS, judge: judgePhase }),
    damage: damageTask,
    dying: dyingTask,
    judge: judgeTask,
    delayed: delayedTask,
    finish: finishTask,
    select: selectTask,
    skill: skillTask,
    slash: slashTask,
    nullify: nullifyTask,
    pick: pickTask,
    trick: trickTask,
    v3: v3Task,
  };
}

let table: TaskTable | undefined;

/**
 * The table, built at its first use: the handlers' modules import modules that import this one (a
 * variant's setup runs the game), so whichever module a program loads first, every list is defined by
 * the time a game runs. Nothing is ever added.
 */
const tasks = (): TaskTable => (table ??= taskTable(handlers()));

/** Runs the task on top of the stack until the game waits for someone (a question) or ends. */
export function run(g: Ctx): void {
  runTasks(g, tasks());
}
