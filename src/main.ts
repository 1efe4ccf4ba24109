// Herald's composition root: config → database (migrated) → mail workers → web.
// With no environment at all it runs on an embedded PGlite database under ./data in local mail mode.
import path from "node:path";
import { ConfigError, loadConfig } from "./config.ts";
import { buildApp } from "./runtime.ts";
import { processPending } from "./mail/inbound.ts";
import { watchInboxFolder, scanInboxFolder } from "./mail/local.ts";

let config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(2);
  }
  throw e;
}

const app = await buildApp(config);
const stops: Array<() => unknown> = [];
let imapStatus: import("./mail/imap.ts").ImapStatus | null = null;
let smtpStatus: import("./mail/sender.ts").SenderStatus | null = null;
// mails stored but not processed when a previous run stopped are processed now
await processPending(app);

if (config.MAIL_MODE === "local") {
  await scanInboxFolder(app);
  stops.push(watchInboxFolder(app));
} else {
  const { startImap } = await import("./mail/imap.ts");
  const { startSender } = await import("./mail/sender.ts");
  const imap = startImap(app);
  imapStatus = imap.status;
  stops.push(imap.stop);
  const sender = startSender(app);
  smtpStatus = sender.status;
  stops.push(sender);
}

const { startScheduler } = await import("./jobs/scheduler.ts");
stops.push(startScheduler(app));

const { startWeb } = await import("./web/server.ts");
const web = await startWeb(app, {
  mailboxStatus: () => (imapStatus ? { connected: imapStatus.connected, lastPollAt: imapStatus.lastPoll, error: imapStatus.lastError } : null),
  smtpStatus: () => smtpStatus,
});
stops.push(() => web.close());

app.log.info(
  {
    database: app.db.where,
    mailMode: config.MAIL_MODE,
    web: `http://${config.HOST}:${config.PORT}/`,
    inbox: config.MAIL_MODE === "local" ? path.resolve(config.DATA_DIR, "inbox") : undefined,
  },
  "Herald is running",
);
if (config.MAIL_MODE === "local")
  console.log(
    `\nHerald is running (local mail mode). Data: ${app.db.where}\n` +
      `Send a first command:   echo "REGISTER Ann" | npm run cli -- send --from ann@example.test\n` +
      `Read what Herald sent:  npm run cli -- outbox --to ann@example.test\n` +
      `Or drop .eml files into ${path.resolve(config.DATA_DIR, "inbox")}; the dashboard is at http://${config.HOST}:${config.PORT}/\n`,
  );

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "Herald is stopping");
  for (const s of stops.reverse()) await s();
  await app.db.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
