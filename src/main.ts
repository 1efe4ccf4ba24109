// Herald's composition root: config → database (migrated) → mail workers → web.
// With no environment at all it runs on an embedded PGlite database under ./data in local mail mode.
import path from "node:path";
import { ConfigError, loadConfig, unreachablePublicUrl } from "./config.ts";
import { GAMES } from "./games/index.ts";
import { buildApp } from "./runtime.ts";
import { DatabaseBusy } from "./db/owner.ts";
import { checkSigningKey, KeyLost } from "./fairplay/key-store.ts";
import { armPending, warmUp } from "./intake/lazy.ts";
import { watchInboxFolder, scanInboxFolder } from "./inbox/local.ts";

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

const app = await buildApp({ config, games: GAMES }).catch((e) => {
  // a second Herald (or a command) on the same embedded database: say so, not a stack trace
  if (!(e instanceof DatabaseBusy)) throw e;
  console.error(`Herald cannot start: ${e.message}`);
  process.exit(2);
});
const unreachable = unreachablePublicUrl(config);
if (unreachable) app.log.warn({ PUBLIC_URL: config.PUBLIC_URL }, unreachable);
// a key never changes silently: a database with games and no key stops here (src/fairplay/key-store.ts)
try {
  await checkSigningKey(app.db.prisma);
} catch (e) {
  if (!(e instanceof KeyLost)) throw e;
  console.error(e.message);
  await app.db.close();
  process.exit(2);
}
const stops: Array<() => unknown> = [];
let imapStatus: import("./inbox/imap.ts").ImapStatus | null = null;
let smtpStatus: import("./outbox/sender.ts").SenderStatus | null = null;
let stopping = false;
/** until the workers are started; then until the mail pending at the start is run */
let starting = true;

// Signals are honoured from here on, whatever a mail is doing: stopping is asked between mails, and a
// stop that hangs is cut short after STOP_GRACE_MS.
const STOP_GRACE_MS = 8000;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "Herald is stopping");
  setTimeout(() => {
    app.log.warn({ signal, graceMs: STOP_GRACE_MS }, "Herald did not stop in time; exiting");
    process.exit(1);
  }, STOP_GRACE_MS).unref();
  for (const s of stops.reverse()) await Promise.resolve(s()).catch(() => {});
  await app.db.close().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

// The web server (health, readiness) comes up first: a backlog of mail never keeps the port closed.
// /readyz says "catching up" until the backlog is done.
const { startWeb } = await import("./web/server.ts");
const web = await startWeb(app, {
  mailboxStatus: () =>
    imapStatus
      ? {
          connected: imapStatus.connected,
          standby: imapStatus.standby,
          lastPollAt: imapStatus.lastPoll,
          error: imapStatus.lastError,
        }
      : null,
  smtpStatus: () => smtpStatus,
  notReady: () => (starting || backlogRun?.caughtUp() === false ? "catching up" : null),
}).catch(async (e: NodeJS.ErrnoException) => {
  // the one start-up failure an operator meets most: say what to change, not a stack trace
  if (e?.code !== "EADDRINUSE" && e?.code !== "EACCES") throw e;
  console.error(
    e.code === "EADDRINUSE"
      ? `Herald cannot listen on ${config.HOST}:${config.PORT}: the port is in use (another Herald?). Stop it, or set PORT to a free port.`
      : `Herald may not listen on ${config.HOST}:${config.PORT} (permission denied): set PORT to 1024 or above.`,
  );
  await app.db.close().catch(() => {});
  process.exit(2);
});
stops.push(() => web.close());

// stored mail is run by this process's worker of the inbound queue (src/intake/worker.ts), on every
// instance that reads mail; the mails pending without a job (stored before mail was jobs, or given up
// by one) are armed first. One bad mail or file is logged and recorded, never a reason not to start.
const stopAsked = () => stopping;
/** the mail pending at the start: /readyz says "catching up" until it is all run (here or elsewhere) */
let backlogRun: { caughtUp(): boolean } | null = null;
if (config.MAIL_MODE === "local" || config.MAIL_PARTS.includes("read")) {
  let backlog = 0;
  try {
    backlog = await armPending(app);
  } catch (e) {
    app.log.error({ err: e }, "arming the stored backlog failed; going on");
  }
  const { startIntake, watchBacklog } = await import("./intake/worker.ts");
  if (!stopping) stops.push(startIntake(app));
  backlogRun = watchBacklog(app, backlog, stopAsked);
}

if (config.MAIL_MODE === "local") {
  try {
    await scanInboxFolder(app, stopAsked);
  } catch (e) {
    app.log.error({ err: e }, "scanning the inbox folder failed; going on");
  }
  if (!stopping) stops.push(watchInboxFolder(app));
} else if (!stopping) {
  // MAIL_PARTS: this instance reads (IMAP poller and pipeline), sends (outbox sender), or both
  // with OAuth2, one holder of the access token serves both logins (src/mail/oauth2.ts)
  const { accessTokensFrom } = await import("./mail/oauth2.ts");
  const { refreshTokenStore } = await import("./mail/oauth2-store.ts");
  const tokens = accessTokensFrom(config, app.log, (settings) => refreshTokenStore(app.db, settings));
  if (tokens) stops.push(() => tokens.stop());
  if (config.MAIL_PARTS.includes("read")) {
    const { startImap } = await import("./inbox/imap.ts");
    const imap = startImap(app, { tokens });
    imapStatus = imap.status;
    stops.push(imap.stop);
  }
  if (config.MAIL_PARTS.includes("send")) {
    const { startSender } = await import("./outbox/sender.ts");
    const sender = startSender(app, { tokens });
    smtpStatus = sender.status;
    stops.push(sender);
  }
}

// the players' webhooks are posted by the workers of their pg-boss queue (src/outbox/webhooks.ts), on
// whichever instance sends (in local mode too: they are not mail)
if (!stopping && (config.MAIL_MODE === "local" || config.MAIL_PARTS.includes("send"))) {
  const { startWebhooks } = await import("./outbox/webhooks.ts");
  stops.push(startWebhooks(app));
}

if (!stopping) {
  const { startScheduler } = await import("./service/jobs/scheduler.ts");
  stops.push(startScheduler(app));
}
starting = false;
// The mail pipeline is not on the way to ready (src/intake/lazy.ts: it loads on first use); it is loaded in
// the background once the start has settled, so that the first mail does not wait for it either.
setTimeout(() => void warmUp().catch(() => {}), 2000).unref();

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
