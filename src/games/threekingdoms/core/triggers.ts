// The trigger registry, after FreeKill's TriggerSkill, which declares the `events` it answers
// and a `priority`. An event is a named point of the resolution (a phase begins, damage taken, a stage of
// a card); the module whose resolution reaches the point declares it, and owners (a card, by its name)
// register handlers on it. An event holds its own handlers: the module that declares it keeps it in its
// constant table (../cards/equipment.ts builds its events once, with the table of the equipment). Firing an event for a seat runs the handlers of the owners that seat has now,
// highest priority first and, among equals, in the seat's own order of owners (a general's skill list), so
// the result does not depend on which module loaded first. The registry knows no event, owner or game: it
// is generic in all three, and nothing here imports from outside core/ (eslint.config.js).

/** Any handler: the game, the seat the event concerns, then the event's own arguments. */
export type TriggerHandler = (g: never, seat: number, ...args: never[]) => unknown;

interface Entry {
  priority: number;
  handler: TriggerHandler;
}

/** A named event whose handlers have type `H` (the type is carried for the callers, not stored). */
export interface TriggerEvent<H extends TriggerHandler> {
  readonly name: string;
  /** owner → its handler on this event (written by `on` only) */
  readonly owners: Map<string, Entry>;
  /** never set: it only ties the handler type to the event */
  readonly handler?: H;
}

/** Declares an event, with no handler yet. */
export function defineEvent<H extends TriggerHandler>(name: string): TriggerEvent<H> {
  return { name, owners: new Map() };
}

/** Registers `owner`'s handler on `event` (one per owner and event; higher priorities run first). */
export function on<H extends TriggerHandler>(event: TriggerEvent<H>, owner: string, handler: H, priority = 0): void {
  if (event.owners.has(owner)) throw new Error(`threekingdoms: ${owner} registered twice on ${event.name}`);
  event.owners.set(owner, { priority, handler });
}

/** The handlers of `event` for a seat that has `owners` (in the seat's order), in the order they run. */
export function handlersOf<H extends TriggerHandler>(event: TriggerEvent<H>, owners: readonly string[]): H[] {
  const registered = event.owners;
  if (!registered.size) return [];
  const found: Entry[] = [];
  for (const o of owners) {
    const e = registered.get(o);
    if (e) found.push(e);
  }
  // a stable sort: equal priorities keep the seat's order
  if (found.length > 1) found.sort((a, b) => b.priority - a.priority);
  return found.map((e) => e.handler as H);
}
