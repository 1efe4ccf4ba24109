// The core of the resolution: the stack of tasks and the loop that runs the task on top until
// the game waits for someone (a question), ends, or — never, in a sane state — the stack empties. The
// core knows no card, skill or variant: the loop is given the table of the game's task handlers, each
// exported by the module that defines it (the cards, the skills, the variants) and listed in ../run.ts,
// as FreeKill's core runs the events its packages declare. Nothing here imports from outside core/
// (eslint.config.js).

/** What the loop needs of a game: its stack, whether it ended, and the questions open. */
export interface Resolving<T extends { t: string; reply?: unknown }> {
  s: { over: unknown; ask: unknown; asks?: unknown[]; stack: T[] };
}

type Handler = (g: never, t: never) => void;

/** The handlers of a game's tasks by kind (`t`): a constant, made once by taskTable. */
export type TaskTable = ReadonlyMap<string, Handler>;

/** The table of a game's task handlers, from one handler per kind. */
export const taskTable = (handlers: { readonly [kind: string]: Handler }): TaskTable => new Map(Object.entries(handlers));

/** Runs the stack until the game waits for someone or ends, each task by its handler in `handlers`. */
export function runTasks<T extends { t: string; reply?: unknown }>(g: Resolving<T>, handlers: TaskTable): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (g.s.over || g.s.ask) return;
    const t = g.s.stack[g.s.stack.length - 1];
    // while several are asked at once, the task still takes each answer as it comes
    if (g.s.asks && !t?.reply) return;
    if (!t) throw new Error("threekingdoms: empty resolution stack");
    const h = handlers.get(t.t);
    if (!h) throw new Error(`threekingdoms: no handler for task ${t.t}`);
    (h as (g: Resolving<T>, t: T) => void)(g, t);
  }
  throw new Error("threekingdoms: resolution loop did not settle");
}
