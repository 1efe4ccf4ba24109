// One Herald process for bench/mail-moves.ts: IMAP poller and outbox sender on the configuration in
// the environment (IMAP_NOOP_MS included); prints "ready" once attached, stops on SIGTERM.
// MAIL_PARTS=read (IMAP poller and pipeline only) or send (outbox sender only): a split deployment.
import "../src/games/index.ts";
import { loadConfig } from "../src/config.ts";
import { buildApp } from "../src/runtime.ts";
import { startImap } from "../src/mail/imap.ts";
import { startSender } from "../src/mail/sender.ts";

const app = await buildApp(loadConfig());
const parts = app.config.MAIL_PARTS;
if (parts.length === 1) process.title = `herald-${parts[0]}`; // bench/cpu.ts counts the parts apart
const imap = parts.includes("read") ? startImap(app, { autoIdleDelayMs: 50 }) : null;
const stopSender = parts.includes("send") ? startSender(app, { pollMs: 200 }) : async () => {};
while (imap && !imap.status.lastPoll) await new Promise((r) => setTimeout(r, 20));
console.log("ready");
process.on("SIGTERM", async () => {
  await imap?.stop();
  await stopSender();
  await app.db.close();
  process.exit(0);
});
