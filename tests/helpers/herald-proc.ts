// A Herald mail process for crash tests and benchmarks: the IMAP poller, the worker of stored mail and
// the outbox sender, configured from the environment (MAIL_MODE=imap), as src/main.ts runs them but
// without the web server. With HERALD_SAY_RUNS it prints "ran <id>" for each mail its worker ran. Prints "ready" once started; SIGTERM stops it cleanly, SIGKILL is the
// point of the crash tests. A killed sender's send jobs are retried by pg-boss once its heartbeat stops
// (src/db/queue.ts SEND_QUEUE).
import { loadConfig } from "../../src/config.ts";
import { GAMES } from "../../src/games/index.ts";
import { buildApp } from "../../src/runtime.ts";
import { armPending } from "../../src/intake/inbound.ts";
import { startIntake } from "../../src/intake/worker.ts";
import { startImap } from "../../src/inbox/imap.ts";
import { startSender } from "../../src/outbox/sender.ts";

const app = await buildApp({ config: loadConfig(), games: GAMES });
await armPending(app); // mails pending without a job
const stopIntake = startIntake(app, {
  pollMs: 500,
  onRun: process.env.HERALD_SAY_RUNS ? (mail) => console.log(`ran ${mail}`) : undefined,
});
const imap = startImap(app, { autoIdleDelayMs: 200, reconnectMinMs: 200, reconnectMaxMs: 2000 });
const stopSender = startSender(app, { pollMs: 500 });
console.log("ready");

let stopping = false;
process.on("SIGTERM", async () => {
  if (stopping) return;
  stopping = true;
  await imap.stop();
  await stopIntake();
  await stopSender();
  await app.db.close();
  process.exit(0);
});
