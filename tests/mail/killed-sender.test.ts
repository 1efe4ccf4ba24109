// A Herald killed (SIGKILL) during a send (src/outbox/sender.ts). While the SMTP server holds its reply,
// the row stays `sending` under the dead process's job attempt; pg-boss sees that attempt's heartbeat
// stop and runs the job again (src/db/queue.ts SEND_QUEUE), and the restarted Herald sends it, once.
// Killed after the server accepted it, the row is already marked sent: the window for a second copy is
// the mark's one statement after the server's 250, which the second test measures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { commandMail, startMailStack, until, type MailStack } from "./stack.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let stack: MailStack;
let db: pg.Client;
const children: ChildProcess[] = [];

beforeAll(async () => {
  stack = await startMailStack();
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  await db?.end();
  await stack?.stop();
});

function spawnHerald(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/herald-proc.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return child;
}

/** An SMTP server that takes a mail's data and answers as `answer` says (never, while it returns false). */
async function smtpServer(answer: (to: string) => boolean, accepted: (to: string) => void) {
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, cb) {
      stream.on("data", () => {});
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        if (!answer(to)) return; // no answer: the sender waits in its send
        cb();
        accepted(to);
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return { server, port: (server.server.address() as { port: number }).port };
}

const statusOf = async (to: string) =>
  (await db.query(`SELECT status, "sendJob" FROM "Outbox" WHERE "toAddress" = $1`, [to])).rows[0] as
    { status: string; sendJob: string | null } | undefined;

describe("a sender killed during a send", () => {
  it(
    "killed while the server holds its reply: the row waits under the dead attempt, and the restarted Herald sends it once",
    { timeout: 240_000 },
    async () => {
      let hold = true;
      const delivered: string[] = [];
      let held = 0;
      const { server, port } = await smtpServer(
        () => {
          if (hold) held++;
          return !hold;
        },
        (to) => delivered.push(to),
      );
      try {
        await stack.dovecot.append([commandMail("ann@example.com", "REGISTER Ann")]);
        const env = stack.env({
          SMTP_PORT: String(port),
          IMAP_BACKLOG: "process",
          IMAP_POLL_SECONDS: "1",
          LOG_LEVEL: "warn",
        });
        const first = spawnHerald(env);
        await until("the reply is being sent", () => held > 0, 60_000);
        const exited = new Promise((r) => first.once("exit", r));
        first.kill("SIGKILL");
        await exited;
        const row = await statusOf("ann@example.com");
        expect(row?.status).toBe("sending");
        expect(row?.sendJob).toBeTruthy();

        hold = false;
        spawnHerald(env);
        // the dead attempt's heartbeat (10 s), pg-boss's next pass (10 s), the job's first retry delay (15–30 s)
        await until("the reply is delivered", () => delivered.length > 0, 150_000);
        await until(
          "the reply is marked sent",
          async () =>
            (await db.query(`SELECT status FROM "Outbox" WHERE "toAddress" = 'ann@example.com'`)).rows[0].status === "sent",
          30_000,
        );
        expect(delivered).toEqual(["ann@example.com"]);
      } finally {
        for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
        await new Promise<void>((r) => server.close(() => r()));
      }
    },
  );

  it(
    "killed right after the server accepted the reply: the row is marked sent already (the window is one statement)",
    { timeout: 120_000 },
    async () => {
      let acceptedAt = 0;
      let child: ChildProcess | null = null;
      const { server, port } = await smtpServer(
        () => true,
        () => (acceptedAt = performance.now()),
      );
      try {
        await stack.dovecot.append([commandMail("bob@example.com", "REGISTER Bob")]);
        child = spawnHerald(
          stack.env({ SMTP_PORT: String(port), IMAP_BACKLOG: "process", IMAP_POLL_SECONDS: "1", LOG_LEVEL: "warn" }),
        );
        await until("the reply is accepted", () => acceptedAt > 0, 60_000);
        // how long after the server's 250 the row reads sent (polled: an upper bound of the mark's window)
        while ((await statusOf("bob@example.com"))?.status !== "sent" && performance.now() - acceptedAt < 1000)
          await new Promise((r) => setTimeout(r, 2));
        const window = performance.now() - acceptedAt;
        const exited = new Promise((r) => child!.once("exit", r));
        child.kill("SIGKILL");
        await exited;
        console.log(`the reply read sent ${window.toFixed(1)} ms after the server accepted it`);
        // marked before the kill, not with a later claim: no job that runs after it sends it again
        expect(await statusOf("bob@example.com")).toEqual({ status: "sent", sendJob: null });
      } finally {
        if (child?.exitCode === null) child.kill("SIGKILL");
        await new Promise<void>((r) => server.close(() => r()));
      }
    },
  );
});
