// One Herald process for bench/mail-moves.ts: IMAP poller and outbox sender on the configuration in
// the environment (IMAP_NOOP_MS included); prints "ready" once attached, stops on SIGTERM.
import "../src/games/index.ts";
import { loadConfig } from "../src/config.ts";
import { buildApp } from "../src/runtime.ts";
import { startImap } from "../src/mail/imap.ts";
import { startSender } from "../src/mail/sender.ts";

const app = await buildApp(loadConfig());
const imap = startImap(app, { autoIdleDelayMs: 50 });
const stopSender = startSender(app, { pollMs: 200 });
while (!imap.status.lastPoll) await new Promise((r) => setTimeout(r, 20));
console.log("ready");
process.on("SIGTERM", async () => {
  await imap.stop();
  await stopSender();
  await app.db.close();
  process.exit(0);
});
