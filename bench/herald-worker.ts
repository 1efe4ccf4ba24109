// One Herald process for bench/mail-moves.ts: IMAP poller and outbox sender on the configuration in
// the environment (IMAP_NOOP_MS included); prints "ready" once attached, stops on SIGTERM.
// BENCH_PART=read (IMAP poller and pipeline only) or send (outbox sender only): a split deployment.
import "../src/games/index.ts";
import { loadConfig } from "../src/config.ts";
import { buildApp } from "../src/runtime.ts";
import { startImap } from "../src/mail/imap.ts";
import { startSender } from "../src/mail/sender.ts";

const part = process.env.BENCH_PART ?? "both";
if (part !== "both") process.title = `herald-${part}`; // bench/cpu.ts counts the parts apart
const app = await buildApp(loadConfig());
const imap = part === "send" ? null : startImap(app, { autoIdleDelayMs: 50 });
const stopSender = part === "read" ? async () => {} : startSender(app, { pollMs: 200 });
while (imap && !imap.status.lastPoll) await new Promise((r) => setTimeout(r, 20));
console.log("ready");
process.on("SIGTERM", async () => {
  await imap?.stop();
  await stopSender();
  await app.db.close();
  process.exit(0);
});
