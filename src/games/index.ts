// The games Herald knows. One line per game; nothing else in the service names a game.
import { registerEngine } from "./registry.ts";
import { regicideEngine } from "./regicide/index.ts";
import { killerEngine } from "./killer/index.ts";
import { trenteEngine } from "./trente/index.ts";
import { threekingdomsEngine } from "./threekingdoms/index.ts";
import { relayEngine } from "./relay/index.ts";

registerEngine(regicideEngine);
registerEngine(killerEngine);
registerEngine(trenteEngine);
registerEngine(threekingdomsEngine);
registerEngine(relayEngine);
