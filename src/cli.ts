// `npm run cli -- <command>`: local mail mode by hand, and the operator's commands (COMMANDS below;
// `npm run cli -- --help` lists them).
// While `npm start` runs on the embedded database, the CLI talks to it over HTTP on localhost (the
// embedded database has a single owner, src/db/owner.ts); the commands that need the database itself
// are refused then. Otherwise it opens the database itself.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig, ConfigError } from "./config.ts";
import { localEndpointFile, type LocalEndpoint } from "./web/server.ts";
import { formatOutbox, type OutboxItem } from "./outbox/list.ts";

/** Every command, one line each: what `--help` prints, and the usage shown after a wrong one. */
const COMMANDS: readonly (readonly [string, string])[] = [
  ["send --from ADDRESS [--to ADDRESS] [--subject S] < body.txt", "a mail's body on standard input → the pipeline"],
  ["outbox [--to ADDRESS] [--since ID] [--json]", "what Herald sent (local mode: the players' inboxes)"],
  ["outbox retry-failed [--to ADDRESS]", "every failed mail back to the queue (IMAP mode)"],
  ["verify --mailbox PATH [GAME-ID] [--key KEY]", "check a finished game from a player's own mailbox"],
  ["verify RECORD.eml [START.eml] [--commitment HEX] [--key KEY]", "check a finished game from its HISTORY and START mails"],
  ["key new", "a new signing key after the old one was lost (refused while one exists)"],
  ["token create --email ADDRESS [--admin] [--name NAME]", "an API token (while Herald is stopped; else on the dashboard)"],
  ["migrate", "apply pending database migrations (a starting Herald does it too)"],
];

function commandList(): string {
  const width = Math.max(...COMMANDS.map(([u]) => u.length));
  return COMMANDS.map(([u, what]) => `  npm run cli -- ${u.padEnd(width)}  ${what}`).join("\n");
}

function usage(): never {
  console.error(`usage:\n${commandList()}\n(npm run cli -- --help lists them on standard output)`);
  process.exit(2);
}

function runningService(dataDir: string): LocalEndpoint | null {
  try {
    const ep = JSON.parse(fs.readFileSync(localEndpointFile(dataDir), "utf8")) as LocalEndpoint;
    process.kill(ep.pid, 0); // throws when no such process
    return ep;
  } catch {
    return null;
  }
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) console.error("(type the mail body, then Ctrl-D)");
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function withApp<T>(fn: (app: import("./app.ts").App) => Promise<T>): Promise<T> {
  const { buildApp } = await import("./runtime.ts");
  const { GAMES } = await import("./games/index.ts");
  const { DatabaseBusy } = await import("./db/owner.ts");
  const command = process.argv.slice(2, 4).join(" ");
  const app = await buildApp({ games: GAMES, logLevel: "warn", owner: `npm run cli -- ${command}` }).catch((e) => {
    // a Herald runs on the embedded database: say so and what to do, not a stack trace
    if (!(e instanceof DatabaseBusy)) throw e;
    console.error(`npm run cli -- ${command}: ${e.message}`);
    process.exit(2);
  });
  try {
    return await fn(app);
  } finally {
    await app.db.close();
  }
}

async function main() {
  const [cmd, ...rest] = process.argv.slice(2);
  if (cmd === "--help" || cmd === "-h" || cmd === "help") {
    console.log(`Herald's commands (run from Herald's folder, with its environment):\n${commandList()}`);
    return;
  }
  if (!cmd) usage();
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
  const ep = runningService(config.DATA_DIR);
  const call = async (path: string, init?: RequestInit) => {
    const res = await fetch(ep!.url + path, {
      ...init,
      headers: { "content-type": "application/json", "x-herald-local-token": ep!.token },
    });
    if (!res.ok) throw new Error(`Herald answered ${res.status}: ${await res.text()}`);
    return res.json();
  };

  if (cmd === "send") {
    const { values } = parseArgs({
      args: rest,
      options: { from: { type: "string" }, to: { type: "string" }, subject: { type: "string" } },
    });
    if (!values.from) usage();
    const body = await readStdin();
    let since = 0;
    let replies: OutboxItem[];
    if (ep) {
      const before = (await call(`/local/outbox?to=${encodeURIComponent(values.from)}`)) as OutboxItem[];
      since = before.at(-1)?.id ?? 0;
      await call("/local/send", {
        method: "POST",
        body: JSON.stringify({ from: values.from, to: values.to, subject: values.subject, body }),
      });
      replies = (await call(`/local/outbox?to=${encodeURIComponent(values.from)}&since=${since}`)) as OutboxItem[];
    } else {
      replies = await withApp(async (app) => {
        const { submitRaw } = await import("./intake/inbound.ts");
        const { composeRaw } = await import("./mail/compose.ts");
        const { listOutbox } = await import("./outbox/list.ts");
        const before = await listOutbox(app, { to: values.from });
        since = before.at(-1)?.id ?? 0;
        const raw = await composeRaw({
          from: values.from!,
          to: values.to ?? app.config.MAIL_FROM,
          subject: values.subject ?? "",
          text: body,
        });
        await submitRaw(app, raw, "local");
        return listOutbox(app, { to: values.from, sinceId: since });
      });
    }
    console.log(formatOutbox(replies));
    return;
  }
  if (cmd === "outbox" && rest[0] === "retry-failed") {
    const { values } = parseArgs({ args: rest.slice(1), options: { to: { type: "string" } } });
    if (ep) {
      console.error("Herald runs in local mail mode on this data: nothing is sent, nothing can fail");
      process.exit(2);
    }
    const n = await withApp(async (app) => (await import("./outbox/retry.ts")).retryFailed(app, { to: values.to }));
    console.log(`${n} failed mail(s) queued again; a running Herald sends them now`);
    return;
  }
  if (cmd === "outbox") {
    const { values } = parseArgs({
      args: rest,
      options: { to: { type: "string" }, since: { type: "string" }, json: { type: "boolean" } },
    });
    const q = `?${values.to ? `to=${encodeURIComponent(values.to)}&` : ""}${values.since ? `since=${values.since}` : ""}`;
    const items: OutboxItem[] = ep
      ? ((await call(`/local/outbox${q}`)) as OutboxItem[])
      : await withApp(async (app) =>
          (await import("./outbox/list.ts")).listOutbox(app, {
            to: values.to,
            sinceId: values.since ? Number(values.since) : undefined,
          }),
        );
    console.log(values.json ? JSON.stringify(items, null, 2) : formatOutbox(items));
    return;
  }
  if (cmd === "migrate") {
    await withApp(async (app) => console.log(`database is up to date (${app.db.where})`));
    return;
  }
  if (cmd === "token") {
    // API tokens are made while the service is stopped, or from the dashboard while it runs
    const { values } = parseArgs({
      args: rest.slice(1),
      options: { email: { type: "string" }, admin: { type: "boolean" }, name: { type: "string" } },
    });
    if (rest[0] !== "create" || !values.email) usage();
    if (ep) {
      console.error("Herald is running on this data: create tokens on the dashboard's API tokens page");
      process.exit(2);
    }
    await withApp(async (app) => {
      const { createApiToken } = await import("./web/auth.ts");
      const acc = await app.db.prisma.account.findUnique({ where: { email: values.email!.toLowerCase() } });
      if (!acc) {
        console.error(`no account ${values.email}`);
        process.exitCode = 1;
        return;
      }
      const t = await createApiToken(app, acc.id, { admin: !!values.admin, name: values.name ?? "cli" });
      console.log(`${t.token}
(token ${t.id} for ${acc.email}${t.admin ? ", administrator" : ""}; shown once: keep it)`);
    });
    return;
  }
  if (cmd === "key") {
    // the operator's decision after a key loss (src/fairplay/key-store.ts): never taken silently
    if (rest[0] !== "new") usage();
    await withApp(async (app) => {
      const { newKeyAfterLoss } = await import("./fairplay/key-store.ts");
      const { keyFingerprint } = await import("./fairplay/sign.ts");
      const key = await newKeyAfterLoss(app.db.prisma);
      console.log(`new signing key ${key} (fingerprint ${keyFingerprint(key)})`);
    });
    return;
  }
  if (cmd === "verify") {
    const { verifyCli } = await import("./verify-mailbox.ts");
    process.exitCode = await verifyCli(rest);
    return;
  }
  usage();
}

await main();
