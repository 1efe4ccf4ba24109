// The registry of game kinds. Adding a game = one folder in src/games/<kind>/ exporting a GameEngine,
// plus one line here. The service looks games up only through this module.
import { addCatalogs } from "../i18n/format.ts";
import type { GameEngine } from "./engine.ts";

const engines = new Map<string, GameEngine>();

export function registerEngine(engine: GameEngine): void {
  // the engine's words join the catalogs (its ids start with its kind, so they never collide)
  if (engine.messages) addCatalogs(engine.messages);
  for (const name of [engine.kind, ...(engine.aliases ?? [])]) engines.set(name.toLowerCase(), engine);
}

export function findEngine(kindOrAlias: string): GameEngine | undefined {
  return engines.get(kindOrAlias.toLowerCase());
}

/** The engine that owns a game id such as "regicide-12" or "3k-5". */
export function engineForGameId(id: string): GameEngine | undefined {
  const prefix = id.toLowerCase().replace(/-\d+$/, "");
  for (const e of new Set(engines.values())) if (e.idPrefix === prefix) return e;
  return undefined;
}

export function allEngines(): GameEngine[] {
  return [...new Set(engines.values())];
}
