// The trigger registry, after FreeKill's TriggerSkill, which declares the `events` it answers
// and a `priority`. An event is a named point of the resolution (a phase begins, damage taken, a stage of
// a card); the module whose resolution reaches the point declares it, and owners (a skill, by its code)
// register handlers on it. Firing an event for a seat runs the handlers of the owners that seat has now,
// highest priority first and, among equals, in the seat's own order of owners (a general's skill list), so
// the result does not depend on which module loaded first. The registry knows no event, owner or game: it
// is generic in all three, and nothing here imports from outside core/ (eslint.config.js).

/** Any handler: the game, the seat the event concerns, then the event's own arguments. */
export type TriggerHandler = (g: never, seat: number, ...args: never[]) => unknown;

/** A named event whose handlers have type `H` (the type is carried for the callers, not stored). */
export interface TriggerEvent<H extends TriggerHandler> {
  readonly name: string;
  /** never set: it only ties the handler type to the event */
  readonly handler?: H;
}

interface Entry {
  priority: number;
  handler: TriggerHandler;
}

/** event name → owner → its handler on that event */
const EVENTS = new Map<string, Map<string, Entry>>();

/** Declares an event; a name is declared once. */
export function defineEvent<H extends TriggerHandler>(name: string): TriggerEvent<H> {
  if (EVENTS.has(name)) throw new Error(`threekingdoms: trigger event ${name} declared twice`);
  EVENTS.set(name, new Map());
  return { name };
}

/** Registers `owner`'s handler on `event` (one per owner and event; higher priorities run first). */
export function on<H extends TriggerHandler>(event: TriggerEvent<H>, owner: string, handler: H, priority = 0): void {
  const owners = EVENTS.get(event.name);
  if (!owners) throw new Error(`threekingdoms: trigger event ${event.name} not declared`);
  if (owners.has(owner)) throw new Error(`threekingdoms: ${owner} registered twice on ${event.name}`);
  owners.set(owner, { priority, handler });
}

/** The handlers of `event` for a seat that has `owners` (in the seat's order), in the order they run. */
export function handlersOf<H extends TriggerHandler>(event: TriggerEvent<H>, owners: readonly string[]): H[] {
  const registered = EVENTS.get(event.name);
  if (!registered?.size) return [];
  const found: Entry[] = [];
  for (const o of owners) {
    const e = registered.get(o);
    if (e) found.push(e);
  }
  // a stable sort: equal priorities keep the seat's order
  if (found.length > 1) found.sort((a, b) => b.priority - a.priority);
  return found.map((e) => e.handler as H);
}
