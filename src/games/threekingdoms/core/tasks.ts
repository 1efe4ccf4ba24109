// The core of the resolution: the stack of tasks and the loop that runs the task on top until
// the game waits for someone (a question), ends, or — never, in a sane state — the stack empties. The
// core knows no card, skill or variant: each kind of task is registered by the module that defines it
// (the cards, the skills, the variants: see ../run.ts, which loads them all), as FreeKill's core runs
// the events its packages declare. Nothing here imports from outside core/ (eslint.config.js).

/** What the loop needs of a game: its stack, whether it ended, and the questions open. */
export interface Resolving<T extends { t: string; reply?: unknown }> {
  s: { over: unknown; ask: unknown; asks?: unknown[]; stack: T[] };
}

type Handler = (g: never, t: never) => void;
const HANDLERS = new Map<string, Handler>();

/** Registers the handler of one kind of task (`t`); a kind is registered once. */
export function registerTask<G, T extends { t: string }>(kind: T["t"], handler: (g: G, t: T) => void): void {
  if (HANDLERS.has(kind)) throw new Error(`threekingdoms: task ${kind} registered twice`);
  HANDLERS.set(kind, handler as Handler);
}

/** Runs the stack until the game waits for someone or ends. */
export function runTasks<T extends { t: string; reply?: unknown }>(g: Resolving<T>): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (g.s.over || g.s.ask) return;
    const t = g.s.stack[g.s.stack.length - 1];
    // while several are asked at once, the task still takes each answer as it comes
    if (g.s.asks && !t?.reply) return;
    if (!t) throw new Error("threekingdoms: empty resolution stack");
    const h = HANDLERS.get(t.t);
    if (!h) throw new Error(`threekingdoms: no handler for task ${t.t}`);
    (h as (g: Resolving<T>, t: T) => void)(g, t);
  }
  throw new Error("threekingdoms: resolution loop did not settle");
}
