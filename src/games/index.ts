// The games Herald knows: one line per game, passed to buildApp (src/runtime.ts). Nothing else in the
// service names a game.
import type { GameEngine } from "./engine.ts";
import { regicideEngine } from "./regicide/index.ts";
import { killerEngine } from "./killer/index.ts";
import { trenteEngine } from "./trente/index.ts";
import { threekingdomsEngine } from "./threekingdoms/index.ts";
import { relayEngine } from "./relay/index.ts";

export const GAMES: readonly GameEngine[] = [regicideEngine, killerEngine, trenteEngine, threekingdomsEngine, relayEngine];
